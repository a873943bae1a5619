/**
 * Create a revenue-recognition schedule over invoices of the organization's ledger: its total is what the invoices
 * bring (in micros), recognized into the revenue account from the deferred revenue account period by period. An
 * invoice already recognized by a live schedule is refused, so revenue is not recognized twice.
 */
import type { Tx } from '../../_shared/db.ts'
import { validationFailed } from '../../_shared/validation.ts'
import {
  MICROS_PER_CENT,
  SCHEDULE_ACCOUNT_TYPES,
  endDateForPeriods,
  planFigures,
  planSchedule,
} from '../../../shared/rules/schedules.ts'
import { toCents, type TInvoice } from '../../../shared/schemas/ledger.ts'
import type { TCreateRevenueScheduleRequest, TRevenueRecognitionSchedule } from '../../../shared/schemas/schedules.ts'
import { getLedger } from '../books/get-ledger.ts'
import { checkAccounts } from './check-accounts.ts'
import { listRevenueSchedules } from './list-schedules.ts'
import { queuePosting } from './queue-posting.ts'

export async function createRevenueSchedule({
  tx,
  orgId,
  userId,
  input,
}: {
  tx: Tx
  orgId: string
  userId: string
  input: TCreateRevenueScheduleRequest
}): Promise<TRevenueRecognitionSchedule> {
  const ledger = await getLedger({ orgId, tx })
  const ids = [...new Set(input.invoiceIds)]
  const invoices = await Promise.all(ids.map((id) => ledger.getTransaction('Invoice', id)))
  const issues = ids.flatMap((id, i) =>
    invoices[i] ? [] : [{ path: ['invoiceIds', i], message: `Invoice ${id} is not in the books` }],
  )
  if (issues.length) throw validationFailed(issues)
  const taken = await tx`select i.invoice_id, i.doc_number, s.name from public.revenue_recognition_invoices i
    join public.revenue_recognition_schedules s on s.id = i.schedule_id
    where i.organization_id = ${orgId} and i.provider = 'ledger' and i.invoice_id = any(${ids}) and s.cancelled_at is null`
  if (taken.length)
    throw validationFailed(
      taken.map((t) => ({
        path: ['invoiceIds', ids.indexOf(t.invoice_id)],
        message: `Invoice ${t.doc_number ?? t.invoice_id} is already recognized by the schedule “${t.name}”`,
      })),
    )
  const sides = SCHEDULE_ACCOUNT_TYPES.revenue
  const accounts = await checkAccounts(ledger, {
    deferredRevenueAccountId: [input.deferredRevenueAccountId, sides.deferredRevenueAccount],
    revenueAccountId: [input.revenueAccountId, sides.revenueAccount],
  })
  const list = invoices as TInvoice[]
  const cents = list.reduce((s, inv) => s + toCents(inv.TotalAmt), 0)
  if (cents <= 0)
    throw validationFailed([{ path: ['invoiceIds'], message: 'The invoices add up to nothing to recognize' }])
  const endDate =
    input.endDate ??
    endDateForPeriods({ startDate: input.startDate, periods: input.periods!, periodInterval: input.periodInterval })
  const f = planFigures(
    planSchedule({
      amount: cents,
      startDate: input.startDate,
      endDate,
      periodInterval: input.periodInterval,
      method: input.method,
    }),
  )
  const name =
    input.name ??
    `${list.length === 1 ? 'Invoice' : 'Invoices'} ${list.map((i) => `#${i.DocNumber ?? i.Id}`).join(', ')}`.slice(
      0,
      200,
    )
  const [row] = await tx`insert into public.revenue_recognition_schedules (organization_id, name, start_date, end_date,
      next_revenue_recognition_date, period_interval, method, unrecognized_amount_micros, original_periods, remaining_periods,
      quickbooks_item_id, deferred_revenue_account, revenue_account, created_by)
    values (${orgId}, ${name}, ${input.startDate}, ${endDate}, ${f.nextDate}, ${input.periodInterval}, ${input.method},
      ${cents * MICROS_PER_CENT}, ${f.originalPeriods}, ${f.remainingPeriods}, ${input.quickbooksItemId ?? null},
      ${tx.json(accounts.deferredRevenueAccountId!)}, ${tx.json(accounts.revenueAccountId!)}, ${userId})
    returning id`
  await tx`insert into public.revenue_recognition_invoices ${tx(
    list.map((inv) => ({
      schedule_id: row.id,
      organization_id: orgId,
      provider: 'ledger',
      invoice_id: inv.Id,
      doc_number: inv.DocNumber ?? null,
      customer: inv.CustomerRef?.name ?? null,
      txn_date: inv.TxnDate,
      amount_micros: toCents(inv.TotalAmt) * MICROS_PER_CENT,
    })),
  )}`
  await queuePosting({ tx, orgId, date: f.nextDate })
  return (await listRevenueSchedules({ tx, orgId, ids: [row.id] }))[0]
}
