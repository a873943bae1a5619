/**
 * Stores a Plaid item the user just linked: its connection (external id = item_id) and encrypted access token, the
 * plaid_items row, its bank accounts with their balances, and the firm's permission to see the new accounts (the
 * connecting admin consents to the bookkeeping firm reading the accounts they connect; an account already in the
 * list keeps whatever was granted). Reconnecting the same item updates everything in place.
 */
import type { AccountBase } from 'plaid'
import type { Tx } from '../../_shared/db.ts'
import { type Connection, saveSecret, upsertConnection } from '../connections/connection-store.ts'
import { toAccountRow, toBalanceRow } from './transform.ts'

export type LinkedItem = {
  itemId: string
  accessToken: string
  institutionId: string | null
  institutionName: string | null
  consentExpirationTime: string | null
  products: string[]
  accounts: AccountBase[]
}

export async function storeItem(
  tx: Tx,
  { organizationId, userId, item }: { organizationId: string; userId: string | null; item: LinkedItem },
): Promise<Connection> {
  const connection = await upsertConnection(tx, {
    organizationId,
    provider: 'plaid',
    externalId: item.itemId,
    displayName: item.institutionName,
    scopes: item.products,
    metadata: { institutionId: item.institutionId },
    connectedBy: userId,
  })
  await saveSecret(tx, connection.id, 'access_token', { token: item.accessToken })
  const [plaidItem] = await tx`
    insert into public.plaid_items (connection_id, organization_id, item_id, institution_id, institution_name,
      consent_expiration_time, consented_products)
    values (${connection.id}, ${organizationId}, ${item.itemId}, ${item.institutionId}, ${item.institutionName},
      ${item.consentExpirationTime}, ${item.products})
    on conflict (item_id) do update set institution_id = excluded.institution_id, institution_name = excluded.institution_name,
      consent_expiration_time = excluded.consent_expiration_time, consented_products = excluded.consented_products,
      connection_broken = false, updated_at = now()
    returning id`
  const accounts = await upsertAccounts(tx, {
    organizationId,
    connectionId: connection.id,
    plaidItemId: plaidItem.id,
    institution: item.institutionName,
    accounts: item.accounts,
  })
  await insertBalances(tx, { organizationId, accounts: item.accounts, ids: accounts, verified: false })
  await grantFirm(tx, organizationId, [...accounts.values()], item.accounts, item.institutionName)
  return connection
}

/** Upserts an item's accounts (one statement); returns bank_accounts.id by Plaid account_id. */
export async function upsertAccounts(
  tx: Tx,
  args: {
    organizationId: string
    connectionId: string
    plaidItemId: string
    institution: string | null
    accounts: AccountBase[]
  },
): Promise<Map<string, string>> {
  if (args.accounts.length === 0) return new Map()
  const rows = args.accounts.map((a) => toAccountRow(a, args.institution))
  const saved = await tx`
    insert into public.bank_accounts (organization_id, connection_id, provider, plaid_item_id, account_id, institution, name,
      official_name, mask, type, subtype, currency, balance_data)
    select ${args.organizationId}, ${args.connectionId}, 'plaid', ${args.plaidItemId}, x.account_id, x.institution, x.name,
      x.official_name, x.mask, x.type, x.subtype, x.currency, x.balance_data
    from jsonb_to_recordset(${tx.json(rows as never)}) as x(account_id text, institution text, name text, official_name text,
      mask text, type text, subtype text, currency text, balance_data jsonb)
    on conflict (provider, account_id) do update set institution = excluded.institution, name = excluded.name,
      official_name = excluded.official_name, mask = excluded.mask, type = excluded.type, subtype = excluded.subtype,
      currency = excluded.currency, balance_data = excluded.balance_data, status = 'open', updated_at = now()
    returning id, account_id`
  return new Map(saved.map((r) => [r.account_id as string, r.id as string]))
}

/** Realtime balances in micros (one row per account), and balance_data kept on each account. */
export async function insertBalances(
  tx: Tx,
  args: { organizationId: string; accounts: AccountBase[]; ids: Map<string, string>; verified: boolean },
) {
  const rows = args.accounts
    .filter((a) => args.ids.has(a.account_id))
    .map((a) => ({ ...toBalanceRow(a), bank_account_id: args.ids.get(a.account_id), raw: a.balances }))
  if (rows.length === 0) return
  await tx`
    with x as (
      select * from jsonb_to_recordset(${tx.json(rows as never)}) as x(bank_account_id uuid, available_micros bigint,
        current_micros bigint, iso_currency_code text, balance_data jsonb, raw jsonb)
    ), saved as (
      insert into public.bank_balances (bank_account_id, organization_id, available_micros, current_micros, iso_currency_code, is_verified, raw)
      select x.bank_account_id, ${args.organizationId}, x.available_micros, x.current_micros, x.iso_currency_code, ${args.verified}, x.raw from x
    )
    update public.bank_accounts a set balance_data = x.balance_data, updated_at = now() from x where a.id = x.bank_account_id`
}

/** Adds the new accounts to organizations.metadata.userPermissions.bankAccounts with permission given. */
async function grantFirm(
  tx: Tx,
  organizationId: string,
  ids: string[],
  accounts: AccountBase[],
  institution: string | null,
) {
  if (ids.length === 0) return
  const byId = new Map(accounts.map((a) => [a.account_id, a]))
  const rows = await tx`select id, account_id from public.bank_accounts where id in ${tx(ids)}`
  const entries = rows.map((r) => ({
    permissionGiven: true,
    plaidBankAccountId: r.id as string,
    accountName: (byId.get(r.account_id)?.name ?? 'Account').slice(0, 255),
    institutionName: (institution ?? 'Bank').slice(0, 255),
  }))
  await tx`
    update public.organizations o set metadata = jsonb_set(
      o.metadata || jsonb_build_object('userPermissions', coalesce(o.metadata -> 'userPermissions', '{}'::jsonb)),
      '{userPermissions,bankAccounts}',
      coalesce(o.metadata #> '{userPermissions,bankAccounts}', '[]'::jsonb) || coalesce((
        select jsonb_agg(e) from jsonb_array_elements(${tx.json(entries as never)}) e
        where not exists (select 1 from jsonb_array_elements(coalesce(o.metadata #> '{userPermissions,bankAccounts}', '[]'::jsonb)) have
                          where have ->> 'plaidBankAccountId' = e ->> 'plaidBankAccountId')), '[]'::jsonb), true)
    where o.id = ${organizationId}`
}
