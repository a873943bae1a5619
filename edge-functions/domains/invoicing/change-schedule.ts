/**
 * Pausing, resuming and editing a recurring schedule as the caller (the screen's Recurring tab). Each runs under the
 * schedule's row lock, which the recurring run takes too (for update skip locked), so an edit and a run never
 * interleave: a period is issued once, under the terms it was issued with.
 *
 * Resuming catches up as the spec's recurring rule does after downtime: one invoice per period missed while paused,
 * each once (the screen says how many first). To skip them instead, a person moves the next issue date, which
 * re-anchors the calendar (anchor_index) after the last period issued: nothing issued twice, nothing skipped unasked.
 */
import type { Tx } from '../../_shared/db.ts'
import { assertBanking } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import {
  INVOICING_MESSAGES,
  type TDiscount,
  invoiceLimitProblems,
  invoiceTotals,
  nextOccurrence,
  quantityThousandths,
} from '../../../shared/rules/invoicing.ts'
import type { TEditInvoiceScheduleRequest } from '../../../shared/schemas/invoicing.ts'

type Args = { tx: Tx; organizationId: string; scheduleId: string }

async function lockSchedule({ tx, organizationId, scheduleId }: Args) {
  await assertBanking(tx, organizationId, 'use')
  const [s] = await tx`select s.*, s.start_date::text as start, s.end_date::text as end, s.last_run::text as last,
      i.sales_tax_rate_micros::text as rate, i.discount_percent_micros::text as pct, i.discount_amount_micros::text as off,
      c.state as customer_state
    from public.invoice_schedules s join public.invoices i on i.id = s.source_invoice_id
    join public.invoice_customers c on c.id = i.customer_id
    where s.id = ${scheduleId} and s.organization_id = ${organizationId} for update of s`
  if (!s) throw new AppError('not_found', 'Schedule not found')
  if (s.status === 'Ended') throw new AppError('conflict', INVOICING_MESSAGES.scheduleEnded)
  return s
}

export async function pauseSchedule(a: Args) {
  const s = await lockSchedule(a)
  if (s.status !== 'Paused') await a.tx`update public.invoice_schedules set status = 'Paused' where id = ${s.id}`
}

export async function resumeSchedule(a: Args) {
  const s = await lockSchedule(a)
  if (s.status !== 'Active') await a.tx`update public.invoice_schedules set status = 'Active' where id = ${s.id}`
}

export async function editSchedule({
  input,
  today = new Date().toISOString().slice(0, 10),
  ...a
}: Args & { input: TEditInvoiceScheduleRequest; today?: string }) {
  const s = await lockSchedule(a)
  const { tx } = a
  const next = nextOccurrence({
    start: s.start,
    frequency: s.frequency,
    lastRunIndex: s.last_run_index,
    anchorIndex: s.anchor_index,
  })
  const problems: { path: string[]; message: string }[] = []
  const nextDate = input.nextIssueDate ?? next.date
  if (input.nextIssueDate !== undefined && input.nextIssueDate !== next.date) {
    if (input.nextIssueDate < today)
      problems.push({ path: ['nextIssueDate'], message: INVOICING_MESSAGES.nextIssueDate })
    else if (s.last && input.nextIssueDate <= s.last)
      problems.push({ path: ['nextIssueDate'], message: INVOICING_MESSAGES.nextAfterLastRun })
  }
  const endDate = input.endDate === undefined ? s.end : input.endDate
  if (endDate !== null && endDate < nextDate)
    problems.push({ path: ['endDate'], message: INVOICING_MESSAGES.endBeforeNext })

  const discount: TDiscount =
    s.pct != null
      ? { kind: 'percent', percentMicros: BigInt(s.pct) }
      : s.off != null
        ? { kind: 'amount', amountMicros: BigInt(s.off) }
        : null
  const lines = (input.items ?? []).map((i) => ({
    priceMicros: BigInt(i.priceMicros),
    quantityThousandths: quantityThousandths(i.quantity),
    taxable: i.taxable,
    serviceDate: i.serviceDateFrom ?? null,
  }))
  if (input.items)
    for (const p of invoiceLimitProblems({ lines, salesTaxRateMicros: BigInt(s.rate), discount }))
      problems.push({ path: p.path.split('.'), message: p.message })
  if (problems.length) throw validationFailed(problems)

  if (input.nextIssueDate !== undefined && input.nextIssueDate !== next.date)
    // the next period now falls on the chosen date; the periods issued keep their numbers
    await tx`update public.invoice_schedules set start_date = ${input.nextIssueDate}::date,
      anchor_index = ${next.index} where id = ${s.id}`
  if (input.endDate !== undefined)
    await tx`update public.invoice_schedules set end_date = ${input.endDate ?? null}::date where id = ${s.id}`
  if (input.items) {
    // the items' service dates are as the list showed them, for the next copy before this edit (list-schedules.ts): a
    // moved next issue date moves their service period along with it
    const totals = invoiceTotals(lines, BigInt(s.rate), discount)
    await tx`delete from public.invoice_schedule_lines where schedule_id = ${s.id}`
    await tx`insert into public.invoice_schedule_lines ${tx(
      input.items.map((i, position) => ({
        organization_id: a.organizationId,
        schedule_id: s.id,
        position,
        title: i.title,
        description: i.description,
        product_id: i.productId ?? null,
        price_micros: i.priceMicros,
        quantity_thousandths: lines[position].quantityThousandths.toString(),
        amount_micros: totals.lineAmountsMicros[position].toString(),
        taxable: i.taxable,
        customer_state: s.customer_state,
        service_date_from: i.serviceDateFrom ?? null,
        service_date_to: i.serviceDateTo ?? null,
      })),
    )}`
    await tx`update public.invoice_schedules set subtotal_micros = ${totals.subtotalMicros.toString()},
      discount_micros = ${totals.discountMicros.toString()}, tax_micros = ${totals.taxMicros.toString()},
      amount_micros = ${totals.totalMicros.toString()}, lines_date = ${next.date}::date where id = ${s.id}`
  }
}
