/**
 * Refunds and lost disputes shorten the revenue recognition schedules of the invoiced charge they give money back for
 * (shared/rules/stripe-revenue.ts, "refunds of invoiced charges"). Worked out for the month being posted (or shown):
 * each refund in the order Stripe made it, against the schedules of its charge's invoice as they stand, this month's
 * new ones included (a refund in the month of its charge). Applied in the posting's transaction: each schedule keeps
 * what it recognized and is re-planned over its periods not posted yet by the schedules' own rule, so no posted period
 * changes; one refunded in full before it recognized anything is cancelled, holding nothing.
 */
import type { Tx } from '../../_shared/db.ts'
import { MICROS_PER_CENT, planFigures, planSchedule } from '../../../shared/rules/schedules.ts'
import {
  refundedDeferral,
  refundKind,
  type TBalanceMovement,
  type TRefundKind,
} from '../../../shared/rules/stripe-revenue.ts'
import { postedPeriods, revenuePlanInput } from '../schedules/schedule-plans.ts'

type TRefundable = TBalanceMovement & {
  id: string
  sourceId: string | null
  createdAt: string
  invoice: { id: string } | null
  shares: { amountCents: number }[]
}

/** How much of one schedule's deferred revenue one refund takes back; a schedule the posting makes has a fresh key. */
export type TRefundDeferral = { kind: TRefundKind; refundId: string; scheduleKey: string; amountCents: number }

/** The key of a schedule this month's posting makes: its charge's balance transaction and the share's place. */
export const freshShareKey = (movementId: string, share: number) => `fresh:${movementId}:${share}`

export async function refundDeferrals(tx: Tx, orgId: string, movements: TRefundable[]): Promise<TRefundDeferral[]> {
  const refunds = movements
    .filter((m) => m.sourceId && refundKind(m))
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1))
  if (refunds.length === 0) return []
  const objects = await tx`select external_id, charge_id as charge
    from public.stripe_objects where organization_id = ${orgId} and kind in ('refund', 'dispute')
      and external_id = any(${refunds.map((r) => r.sourceId)}::text[])`
  const chargeOf = new Map(objects.map((o) => [o.external_id as string, o.charge as string | null]))
  const charges = [...new Set([...chargeOf.values()].filter((c): c is string => !!c))]
  if (charges.length === 0) return []
  // each charge paid by an invoice: its amount, and what refunds and disputes of months posted before took of it
  const rows = await tx`select c.source_id as charge, c.amount_cents::int8 as amount, i.external_id as invoice
    from public.stripe_objects i
    join public.stripe_balance_transactions c on c.organization_id = i.organization_id and c.source_id = i.charge_id
      and c.type in ('charge', 'payment') and c.currency = 'USD'
    where i.organization_id = ${orgId} and i.kind = 'invoice' and i.charge_id = any(${charges}::text[])`
  const before = await tx`select o.charge_id as charge, sum(-b.amount_cents)::int8 as cents
    from public.stripe_objects o
    join public.stripe_balance_transactions b on b.organization_id = o.organization_id and b.source_id = o.external_id
    where o.organization_id = ${orgId} and o.kind in ('refund', 'dispute') and o.charge_id = any(${charges}::text[])
      and b.booked_period is not null and b.amount_cents < 0
    group by o.charge_id`
  const refundedBefore = new Map(before.map((b) => [b.charge as string, Number(b.cents)]))
  const charge = new Map(
    rows.map((r) => [
      r.charge as string,
      { amount: Number(r.amount), invoice: r.invoice as string, refunded: refundedBefore.get(r.charge) ?? 0 },
    ]),
  )
  const invoices = [...new Set(rows.map((r) => r.invoice as string))]
  if (invoices.length === 0) return []
  // the invoices' schedules: those made by months posted, then those this posting makes
  const schedules =
    await tx`select s.id::text, i.invoice_id, (s.unrecognized_amount_micros / ${MICROS_PER_CENT})::int8 as left
    from public.revenue_recognition_schedules s
    join public.revenue_recognition_invoices i on i.schedule_id = s.id and i.provider = 'stripe'
    where s.organization_id = ${orgId} and i.invoice_id = any(${invoices}::text[]) and s.cancelled_at is null
    order by s.created_at, s.id`
  const remaining = new Map<string, number>()
  const ofInvoice = new Map<string, string[]>()
  const add = (invoice: string, key: string, cents: number) => {
    remaining.set(key, cents)
    const keys = ofInvoice.get(invoice)
    if (keys) keys.push(key)
    else ofInvoice.set(invoice, [key])
  }
  for (const s of schedules) add(s.invoice_id, s.id, Number(s.left))
  const refunded = new Set(invoices)
  for (const m of movements)
    if (m.invoice && m.currency.toUpperCase() === 'USD' && refunded.has(m.invoice.id))
      for (const [k, share] of m.shares.entries()) add(m.invoice.id, freshShareKey(m.id, k), share.amountCents)

  const out: TRefundDeferral[] = []
  for (const r of refunds) {
    const c = charge.get(chargeOf.get(r.sourceId ?? '') ?? '')
    if (!c) continue
    const refundCents = -r.amountCents
    for (const key of ofInvoice.get(c.invoice) ?? []) {
      const cents = refundedDeferral({
        refundCents,
        refundableCents: c.amount - c.refunded,
        remainingCents: remaining.get(key) ?? 0,
      })
      if (cents <= 0) continue
      remaining.set(key, (remaining.get(key) ?? 0) - cents)
      out.push({ kind: refundKind(r) as TRefundKind, refundId: r.id, scheduleKey: key, amountCents: cents })
    }
    c.refunded += refundCents
  }
  return out
}

/** Shortens the schedules by what the month's refunds took back (`made`: the ids of the schedules the posting made). */
export async function applyRefundDeferrals(
  tx: Tx,
  orgId: string,
  deferrals: TRefundDeferral[],
  made: Map<string, string>,
) {
  const taken = new Map<string, number>()
  for (const d of deferrals) {
    const id = d.scheduleKey.startsWith('fresh:') ? made.get(d.scheduleKey) : d.scheduleKey
    if (id) taken.set(id, (taken.get(id) ?? 0) + d.amountCents)
  }
  if (taken.size === 0) return
  const ids = [...taken.keys()]
  const rows = await tx`select *, start_date::text as start_date, end_date::text as end_date
    from public.revenue_recognition_schedules where organization_id = ${orgId} and id = any(${ids}::uuid[])
    order by id for update`
  const posted = await postedPeriods(tx, 'revenue_recognition_schedule_id', ids)
  for (const row of rows) {
    const left = Number(row.unrecognized_amount_micros) / MICROS_PER_CENT - (taken.get(row.id) ?? 0)
    if (left < 0) throw new Error(`Stripe refunds took more than schedule ${row.id} had left to recognize`)
    const micros = String(BigInt(left) * BigInt(MICROS_PER_CENT))
    if (left === 0 && Number(row.recognized_amount_micros) === 0) {
      await tx`update public.revenue_recognition_schedules set unrecognized_amount_micros = 0, remaining_periods = 0,
          next_revenue_recognition_date = null, cancelled_at = now()
        where id = ${row.id}`
      continue
    }
    const f = planFigures(planSchedule(revenuePlanInput({ ...row, unrecognized_amount_micros: micros }, posted)))
    await tx`update public.revenue_recognition_schedules set unrecognized_amount_micros = ${micros},
        remaining_periods = ${f.remainingPeriods}, next_revenue_recognition_date = ${f.nextDate}
      where id = ${row.id}`
  }
}
