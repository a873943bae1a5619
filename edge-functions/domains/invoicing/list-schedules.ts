/**
 * The recurring schedules of an organization as the caller (RLS decides): each with its next issue date on the
 * re-anchored calendar, the copies a run today would issue (what resuming a paused one catches up), and the items each
 * copy bills, the schedule's own once edited or else the source invoice's, their service dates as the next copy will
 * carry them (an edit sends them back the same way: change-schedule.ts keeps them relative to that date).
 */
import type { Tx } from '../../_shared/db.ts'
import { assertBanking } from '../../_shared/access.ts'
import { addDays, daysBetween, dueOccurrences, nextOccurrence, quantityText } from '../../../shared/rules/invoicing.ts'
import type { TInvoiceSchedule } from '../../../shared/schemas/invoicing.ts'

export async function listSchedules({
  tx,
  organizationId,
  ids,
  today = new Date().toISOString().slice(0, 10),
}: {
  tx: Tx
  organizationId: string
  ids?: string[]
  today?: string
}): Promise<TInvoiceSchedule[]> {
  await assertBanking(tx, organizationId, 'read')
  const rows = await tx`
    select s.id, s.source_invoice_id, i.invoice_number, c.name as customer, s.frequency, s.status,
      s.start_date::text, s.end_date::text, s.last_run::text, s.last_run_index, s.anchor_index, s.paused_at,
      s.lines_date is not null as own, coalesce(s.lines_date, i.invoice_date)::text as items_date, coalesce(s.amount_micros, i.amount_micros)::text as amount_micros,
      coalesce((select jsonb_agg(jsonb_build_object('title', l.title, 'description', l.description,
          'productId', l.product_id, 'priceMicros', l.price_micros::text, 'quantity', l.quantity_thousandths::text,
          'amountMicros', l.amount_micros::text, 'taxable', l.taxable, 'serviceDateFrom', l.service_date_from::text,
          'serviceDateTo', l.service_date_to::text) order by l.position)
        from (select * from public.invoice_schedule_lines sl where sl.schedule_id = s.id and s.lines_date is not null
              union all
              select il.id, il.organization_id, s.id, il.position, il.title, il.description, il.product_id,
                il.price_micros, il.quantity_thousandths, il.amount_micros, il.taxable, il.customer_state,
                il.service_date_from, il.service_date_to
              from public.invoice_lines il where il.invoice_id = s.source_invoice_id and s.lines_date is null) l), '[]')
        as items
    from public.invoice_schedules s
    join public.invoices i on i.id = s.source_invoice_id
    join public.invoice_customers c on c.id = i.customer_id
    where s.organization_id = ${organizationId} ${ids ? tx`and s.id = any (${ids}::uuid[])` : tx``}
    order by s.status = 'Ended', c.name, s.created_at`
  return rows.map((r) => {
    const calendar = {
      start: r.start_date,
      frequency: r.frequency,
      lastRunIndex: r.last_run_index,
      anchorIndex: r.anchor_index,
    }
    const next = r.status === 'Ended' ? null : nextOccurrence(calendar).date
    // service dates as the next copy will carry them (each copy shifts them by its own date)
    const shift = (d: unknown) =>
      d == null ? null : next ? addDays(String(d), daysBetween(r.items_date, next)) : String(d)
    return {
      id: r.id,
      sourceInvoiceId: r.source_invoice_id,
      sourceInvoiceNumber: r.invoice_number,
      customerName: r.customer,
      frequency: r.frequency,
      status: r.status,
      startDate: r.start_date,
      endDate: r.end_date,
      lastRun: r.last_run,
      nextIssueDate: next && (r.end_date === null || next <= r.end_date) ? next : null,
      missedPeriods:
        r.status === 'Ended' || r.start_date > today
          ? 0
          : dueOccurrences({ ...calendar, endDate: r.end_date, today }).length,
      pausedAt: r.paused_at == null ? null : new Date(r.paused_at).toISOString(),
      items: (r.items as Record<string, unknown>[]).map((l) => ({
        ...l,
        quantity: quantityText(l.quantity as string),
        serviceDateFrom: shift(l.serviceDateFrom),
        serviceDateTo: shift(l.serviceDateTo),
      })) as TInvoiceSchedule['items'],
      amountMicros: r.amount_micros,
      ownItems: r.own,
    }
  })
}
