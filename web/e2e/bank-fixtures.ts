/**
 * Bank feed rows a browser spec creates for itself through the fixture connection (no Plaid involved): a Plaid
 * connection, accounts, transactions dated relative to today, statements and realtime balances.
 */
import { randomUUID } from 'node:crypto'
import { db } from './support.ts'

export async function bankConnection(orgId: string, institution = 'First Platypus Bank') {
  const external = `item-${randomUUID()}`
  const [c] = await db()`insert into public.provider_connections (organization_id, provider, external_id, display_name)
    values (${orgId}, 'plaid', ${external}, ${institution}) returning id::text`
  const [i] = await db()`insert into public.plaid_items (connection_id, organization_id, item_id, institution_name)
    values (${c.id}, ${orgId}, ${external}, ${institution}) returning id::text`
  return { connectionId: c.id as string, itemId: i.id as string }
}

export async function bankAccount(
  orgId: string,
  conn: { connectionId: string; itemId: string },
  a: { name: string; mask: string; type?: string; currency?: string },
) {
  const [r] =
    await db()`insert into public.bank_accounts (organization_id, connection_id, provider, plaid_item_id, account_id, name, mask, type, currency)
    values (${orgId}, ${conn.connectionId}, 'plaid', ${conn.itemId}, ${`acc-${randomUUID()}`}, ${a.name}, ${a.mask},
      ${a.type ?? 'depository'}, ${a.currency ?? 'USD'}) returning id::text`
  return r.id as string
}

export async function bankTransactions(
  orgId: string,
  connectionId: string,
  accountId: string,
  rows: { daysAgo: number; cents: number; description: string; vendor?: string; pending?: boolean }[],
) {
  for (const t of rows)
    await db()`insert into public.provider_transactions (organization_id, provider, connection_id, bank_account_id, transaction_id,
        pending, transaction_effective_time, total_amount_cents, description, vendor, raw)
      values (${orgId}, 'plaid', ${connectionId}, ${accountId}, ${`tx-${randomUUID()}`}, ${t.pending ?? false},
        (current_date - ${t.daysAgo}::int)::timestamp at time zone 'UTC', ${t.cents}, ${t.description}, ${t.vendor ?? null}, '{}')`
}

/** A statement whose period ends `endDaysAgo` days before today, and the bank's balance as of yesterday noon. */
export async function bankFigures(
  orgId: string,
  accountId: string,
  endDaysAgo: number,
  endingCents: number,
  nowCents: number,
) {
  await db()`insert into public.bank_statements (bank_account_id, organization_id, statement_id, month, year, period_start, period_end, ending_balance_cents)
    select ${accountId}, ${orgId}, ${`stmt-${randomUUID()}`}, extract(month from d)::int, extract(year from d)::int, d - 29, d, ${endingCents}
    from (select current_date - ${endDaysAgo}::int as d) x`
  await db()`insert into public.bank_balances (bank_account_id, organization_id, current_micros, available_micros, balance_date)
    values (${accountId}, ${orgId}, ${nowCents * 10000}, ${nowCents * 10000}, (current_date - 1)::timestamp at time zone 'UTC' + interval '12 hours')`
}

/** What the client grants the firm (organizations.metadata.userPermissions), as the grid would save it. */
export async function grantFirm(orgId: string, accountIds: string[]) {
  const bankAccounts = accountIds.map((id) => ({
    permissionGiven: true,
    plaidBankAccountId: id,
    accountName: '',
    institutionName: '',
  }))
  await db()`update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,bankAccounts}', ${db().json(bankAccounts)}::jsonb)
    where id = ${orgId}`
}
