/**
 * Bank feed rows a Deno test creates for itself through the fixture connection (no Plaid involved): a Plaid
 * connection and item, accounts, transactions dated relative to today, statements and realtime balances.
 */
import { fixtureSql } from './api.ts'

export async function newBankConnection(orgId: string, institution = 'First Platypus Bank') {
  const sql = fixtureSql()
  const itemId = `item-${crypto.randomUUID()}`
  const [c] = await sql`insert into public.provider_connections (organization_id, provider, external_id, display_name)
    values (${orgId}, 'plaid', ${itemId}, ${institution}) returning id`
  const [i] = await sql`insert into public.plaid_items (connection_id, organization_id, item_id, institution_name)
    values (${c.id}, ${orgId}, ${itemId}, ${institution}) returning id`
  return { connectionId: c.id as string, itemId: i.id as string }
}

export async function newBankAccount(
  orgId: string,
  conn: { connectionId: string; itemId: string },
  a: { name: string; type?: string; currency?: string; mask?: string },
) {
  const [r] =
    await fixtureSql()`insert into public.bank_accounts (organization_id, connection_id, provider, plaid_item_id, account_id, name, mask, type, currency)
    values (${orgId}, ${conn.connectionId}, 'plaid', ${conn.itemId}, ${`acc-${crypto.randomUUID()}`}, ${a.name}, ${a.mask ?? '0000'},
      ${a.type ?? 'depository'}, ${a.currency ?? 'USD'}) returning id`
  return r.id as string
}

export type TxnFixture = {
  daysAgo: number
  cents: number
  description?: string
  vendor?: string
  pending?: boolean
  deleted?: boolean
}

export async function addTransactions(orgId: string, connectionId: string, accountId: string, rows: TxnFixture[]) {
  const sql = fixtureSql()
  for (const t of rows)
    await sql`insert into public.provider_transactions (organization_id, provider, connection_id, bank_account_id, transaction_id,
        pending, transaction_effective_time, total_amount_cents, description, vendor, raw, deleted_at)
      values (${orgId}, 'plaid', ${connectionId}, ${accountId}, ${`tx-${crypto.randomUUID()}`}, ${t.pending ?? false},
        (current_date - ${t.daysAgo}::int)::timestamp at time zone 'UTC', ${t.cents}, ${t.description ?? 'Line'},
        ${t.vendor ?? null}, '{}', ${t.deleted ? new Date() : null})`
}

/** A statement whose period ends `endDaysAgo` days before today. */
export async function addStatement(orgId: string, accountId: string, endDaysAgo: number, endingCents: number) {
  await fixtureSql()`insert into public.bank_statements (bank_account_id, organization_id, statement_id, month, year,
      period_start, period_end, ending_balance_cents)
    select ${accountId}, ${orgId}, ${`stmt-${crypto.randomUUID()}`}, extract(month from d)::int, extract(year from d)::int,
      d - 29, d, ${endingCents}
    from (select current_date - ${endDaysAgo}::int as d) x`
}

/** The bank's current balance as of noon UTC `daysAgo` days before today. */
export async function addBalance(orgId: string, accountId: string, daysAgo: number, currentCents: number) {
  await fixtureSql()`insert into public.bank_balances (bank_account_id, organization_id, current_micros, available_micros, balance_date)
    values (${accountId}, ${orgId}, ${currentCents * 10000}, ${currentCents * 10000},
      (current_date - ${daysAgo}::int)::timestamp at time zone 'UTC' + interval '12 hours')`
}
