/**
 * Receipts filed before their transaction reached the feed wait unmatched ("No transaction of this amount and date
 * yet."). When new card or bank lines are stored (`plaid-transaction-upsert`, `ramp-transaction-upsert`), each of the
 * organization's waiting receipts with a total is matched again by the same rule as on arrival
 * (shared/rules/receipts.ts); a line already matched is never matched twice, so a second run changes nothing.
 */
import type { Tx } from '../../_shared/db.ts'
import { matchReceipt } from '../../../shared/rules/receipts.ts'
import { candidates } from './email-intake.ts'

export async function matchWaitingReceipts({ tx, organizationId }: { tx: Tx; organizationId: string }) {
  const waiting = await tx`
    select r.receipt_id, r.vendor, r.amount_cents::float8 as amount_cents, r.receipt_date::text as receipt_date
    from public.receipt_readings r
    where r.organization_id = ${organizationId} and r.provider_transaction_id is null and r.amount_cents is not null
    order by r.read_at, r.receipt_id
    for update`
  let matched = 0
  for (const w of waiting) {
    const facts = { amountCents: Number(w.amount_cents), date: w.receipt_date as string | null, vendor: w.vendor }
    const line = matchReceipt(facts, await candidates(tx, organizationId, facts))
    if (!line) continue
    await tx`update public.receipt_readings set provider_transaction_id = ${line}, note = null
      where receipt_id = ${w.receipt_id}`
    matched++
  }
  return { waiting: waiting.length, matched }
}
