/**
 * A stored schedule's plan (shared/rules/schedules.ts) from its row and the periods its journal-entry records say
 * are posted: the one place rows become plan inputs, for the list, the edits and the posting job alike.
 */
import type { Row, Tx } from '../../_shared/db.ts'
import { MICROS_PER_CENT, type TPlanInput } from '../../../shared/rules/schedules.ts'

type Posted = Map<string, { periodNumber: number; amount: number }[]>

/** Posted periods (amounts in cents) of the given schedules, by schedule id. */
export async function postedPeriods(
  tx: Tx,
  column: 'amortization_id' | 'revenue_recognition_schedule_id',
  ids: string[],
): Promise<Posted> {
  const out: Posted = new Map()
  if (ids.length === 0) return out
  const rows = await tx`select ${tx(column)}::text as schedule_id, period_number, amount_cents
    from public.journal_entries where ${tx(column)} = any(${ids}::uuid[]) and period_number is not null
    order by period_number`
  for (const r of rows) {
    const list = out.get(r.schedule_id) ?? []
    list.push({ periodNumber: r.period_number, amount: Number(r.amount_cents) })
    out.set(r.schedule_id, list)
  }
  return out
}

/** An amortization row's plan input (amount in cents). */
export const amortizationPlanInput = (r: Row, posted: Posted): TPlanInput => ({
  amount: Number(r.amount),
  startDate: r.start_date,
  endDate: r.end_date,
  periodInterval: r.period_interval,
  method: r.amortization_method,
  posted: posted.get(r.id) ?? [],
})

/** A revenue schedule row's plan input, in cents (the ledger's unit); its total is recognized + unrecognized. */
export const revenuePlanInput = (r: Row, posted: Posted): TPlanInput => ({
  amount: (Number(r.recognized_amount_micros) + Number(r.unrecognized_amount_micros)) / MICROS_PER_CENT,
  startDate: r.start_date,
  endDate: r.end_date,
  periodInterval: r.period_interval,
  method: r.method,
  posted: posted.get(r.id) ?? [],
})
