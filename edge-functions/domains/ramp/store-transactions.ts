/**
 * Ramp card transactions into provider_transactions (provider ramp), the one write the sync and the webhooks share:
 * a transaction already stored is updated in place, so its entry link (and the ledger record categorisation made
 * from it) stays the one. A pending read never overwrites a settled line: a webhook handled late, or a sync page
 * read before a webhook's, cannot move a cleared line back to pending. Emits one `ramp-transaction-upsert` per call.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TRampTransaction } from '../../../shared/schemas/ramp.ts'
import { stripCardMask } from '../../../shared/rules/card-mask.ts'

const PENDING = new Set(['PENDING', 'PENDING_INITIATION'])

const cents = (dollars: number) => Math.round(dollars * 100)

export function toProviderRow(t: TRampTransaction) {
  return {
    transaction_id: t.id,
    status: t.state,
    pending: PENDING.has(t.state),
    transaction_effective_time: t.settlement_date ?? t.user_transaction_time,
    transaction_created_time: t.user_transaction_time,
    currency: t.currency_code.toUpperCase(),
    total_amount_cents: -cents(t.amount),
    description: stripCardMask(t.merchant_descriptor ?? t.merchant_name ?? null),
    vendor: t.merchant_name ?? null,
    category: t.sk_category_name ? [t.sk_category_name] : [],
    raw: t,
    // a declined or failed authorization never moved money: kept for the record, not a line to book
    deleted: t.state === 'DECLINED' || t.state === 'ERROR',
  }
}

/** Stores the transactions; returns the stored lines' ids by Ramp id (a line left as it was is not among them). */
export async function storeRampTransactions(
  tx: Tx,
  { orgId, connectionId, transactions }: { orgId: string; connectionId: string; transactions: TRampTransaction[] },
) {
  if (transactions.length === 0) return new Map<string, string>()
  const rows = transactions.map(toProviderRow)
  const stored = await tx`insert into public.provider_transactions (organization_id, provider, connection_id,
      transaction_id, status, pending, transaction_effective_time, transaction_created_time, currency,
      total_amount_cents, description, vendor, category, raw, deleted_at)
    select ${orgId}, 'ramp', ${connectionId}, x.transaction_id, x.status, x.pending, x.transaction_effective_time,
      x.transaction_created_time, x.currency, x.total_amount_cents, x.description, x.vendor, x.category, x.raw,
      case when x.deleted then now() end
    from jsonb_to_recordset(${tx.json(rows as never)}) as x(transaction_id text, status text, pending boolean,
      transaction_effective_time timestamptz, transaction_created_time timestamptz, currency text,
      total_amount_cents bigint, description text, vendor text, category text[], raw jsonb, deleted boolean)
    on conflict (provider, transaction_id) do update set status = excluded.status, pending = excluded.pending,
      transaction_effective_time = excluded.transaction_effective_time, total_amount_cents = excluded.total_amount_cents,
      description = excluded.description, vendor = excluded.vendor, category = excluded.category, raw = excluded.raw,
      deleted_at = excluded.deleted_at, updated_at = now()
    where provider_transactions.organization_id = excluded.organization_id
      and not (excluded.pending and not provider_transactions.pending)
    returning id, transaction_id`
  await tx`select private.emit_event('ramp', 'ramp-transaction-upsert', ${tx.json({
    organizationId: orgId,
    connectionId,
    transactionIds: transactions.map((t) => t.id),
  } as never)}, ${`ramp-transaction-upsert:${connectionId}:${transactions[0].id}:${transactions.length}:${Date.now()}`}, ${orgId})`
  return new Map(stored.map((r) => [r.transaction_id as string, r.id as string]))
}
