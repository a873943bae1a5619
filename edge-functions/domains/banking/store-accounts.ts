/**
 * Stores the core's accounts of a connection (service role): names, status and numbers as the core says; balances
 * only for an account no entry has spoken for yet (balance_sequence 0), because after that the entry version with
 * the highest sequence is the balance (store-entries.ts) and an account read cannot be ordered against it.
 */
import type { Tx } from '../../_shared/db.ts'
import type { CoreAccount } from './core-types.ts'
import { toAccountRow } from './transform.ts'

/** Returns core account id → banking_accounts.id for every account given. */
export async function upsertCoreAccounts(
  tx: Tx,
  args: { organizationId: string; connectionId: string; accounts: readonly CoreAccount[]; createdBy?: string | null },
): Promise<Map<string, string>> {
  if (args.accounts.length === 0) return new Map()
  const rows = args.accounts.map(toAccountRow).sort((a, b) => (a.core_account_id < b.core_account_id ? -1 : 1))
  const stored = await tx`
    insert into public.banking_accounts as a (organization_id, connection_id, core_account_id, name, account_type, status,
      currency, balance_micros, available_balance_micros, account_number_last4, routing_number, opened_at, closed_at,
      created_by)
    select ${args.organizationId}, ${args.connectionId}, x.core_account_id, x.name, x.account_type, x.status, x.currency,
      x.balance_micros, x.available_balance_micros, x.account_number_last4, x.routing_number, x.opened_at, x.closed_at,
      ${args.createdBy ?? null}
    from jsonb_to_recordset(${tx.json(rows as never)}) as x(core_account_id text, name text, account_type text,
      status text, currency text, balance_micros bigint, available_balance_micros bigint, account_number_last4 text,
      routing_number text, opened_at timestamptz, closed_at timestamptz)
    on conflict (core_account_id) do update set name = excluded.name, account_type = excluded.account_type,
      status = excluded.status, currency = excluded.currency,
      account_number_last4 = excluded.account_number_last4, routing_number = excluded.routing_number,
      opened_at = excluded.opened_at, closed_at = excluded.closed_at,
      balance_micros = case when a.balance_sequence = 0 then excluded.balance_micros else a.balance_micros end,
      available_balance_micros = case when a.balance_sequence = 0 then excluded.available_balance_micros
        else a.available_balance_micros end,
      updated_at = now()
    where a.organization_id = excluded.organization_id
      and ((a.name, a.account_type, a.status, a.account_number_last4, a.routing_number, a.closed_at)
          is distinct from (excluded.name, excluded.account_type, excluded.status, excluded.account_number_last4,
            excluded.routing_number, excluded.closed_at)
        or (a.balance_sequence = 0 and (a.balance_micros, a.available_balance_micros)
          is distinct from (excluded.balance_micros, excluded.available_balance_micros)))
    returning a.id, a.core_account_id`
  const ids = new Map<string, string>(stored.map((r) => [r.core_account_id as string, r.id as string]))
  // rows the where-clause left alone (nothing changed) are not returned: read their ids
  const missing = rows.map((r) => r.core_account_id).filter((id) => !ids.has(id))
  if (missing.length) {
    const found = await tx`select id, core_account_id from public.banking_accounts
      where core_account_id = any(${missing}) and organization_id = ${args.organizationId}`
    for (const r of found) ids.set(r.core_account_id, r.id)
  }
  return ids
}
