/**
 * Upserts Teller transactions into provider_transactions (one row per (provider, transaction_id), raw payload kept):
 * a new id is inserted, a known one updated when Teller changed it (pending → posted, enrichment done), a row that
 * had been removed comes back. After a full read of an account, pending rows Teller no longer reports are marked
 * deleted_at: at many banks a pending line vanishes and the posted one arrives under a new id.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TTellerTransaction } from '../../../shared/schemas/teller.ts'
import { toProviderTransaction, type TransactionTarget } from './transform.ts'

const BATCH = 1000

export async function storeTransactions(
  tx: Tx,
  {
    target,
    transactions,
    fullReadFrom,
  }: {
    target: TransactionTarget
    transactions: TTellerTransaction[]
    /** set when `transactions` is everything Teller has for the account from that day on ('all' = whole history) */
    fullReadFrom?: string | 'all'
  },
): Promise<{ inserted: number; updated: number; removed: number }> {
  let inserted = 0
  let updated = 0
  for (let i = 0; i < transactions.length; i += BATCH) {
    const rows = transactions.slice(i, i + BATCH).map((t) => toProviderTransaction(t, target))
    const done = await tx`
      insert into public.provider_transactions (organization_id, provider, connection_id, bank_account_id, transaction_id,
        status, pending, transaction_effective_time, currency, total_amount_cents, description, vendor, category,
        counterparties, raw)
      select r.organization_id, r.provider, r.connection_id, r.bank_account_id, r.transaction_id, r.status, r.pending,
        r.transaction_effective_time, r.currency, r.total_amount_cents, r.description, r.vendor, r.category,
        r.counterparties, r.raw
      from jsonb_to_recordset(${tx.json(rows as never)}) as r(organization_id uuid, provider text, connection_id uuid,
        bank_account_id uuid, transaction_id text, status text, pending boolean, transaction_effective_time timestamptz,
        currency text, total_amount_cents bigint, description text, vendor text, category text[], counterparties jsonb,
        raw jsonb)
      on conflict (provider, transaction_id) do update set status = excluded.status, pending = excluded.pending,
        transaction_effective_time = excluded.transaction_effective_time, total_amount_cents = excluded.total_amount_cents,
        description = excluded.description, vendor = excluded.vendor, category = excluded.category,
        counterparties = excluded.counterparties, raw = excluded.raw, deleted_at = null, updated_at = now()
      where public.provider_transactions.organization_id = excluded.organization_id
        and (public.provider_transactions.deleted_at is not null or public.provider_transactions.raw is distinct from excluded.raw)
      returning (xmax = 0) as inserted`
    for (const r of done) r.inserted ? inserted++ : updated++
  }
  let removed = 0
  if (fullReadFrom) {
    const since = fullReadFrom === 'all' ? tx`` : tx`and transaction_effective_time >= ${`${fullReadFrom}T00:00:00Z`}`
    const gone = await tx`
      update public.provider_transactions set deleted_at = now(), updated_at = now()
      where bank_account_id = ${target.bankAccountId} and provider = 'teller' and pending and deleted_at is null ${since}
        and transaction_id <> all(${transactions.map((t) => t.id)}::text[])
      returning id`
    removed = gone.length
  }
  return { inserted, updated, removed }
}
