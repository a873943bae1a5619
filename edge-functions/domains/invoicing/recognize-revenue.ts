/**
 * Revenue recognition from an invoice's service periods (accounting spec §3.8: schedules link to invoices). When the
 * Invoice is booked, each line earned over time (shared/rules/invoice-revenue.ts) goes to the deferred revenue account
 * instead of income, and gets a revenue recognition schedule of the schedules domain over its service period, monthly
 * and straight-line (shared/rules/schedules.ts plans it), linked to the ledger's Invoice like any schedule a bookkeeper
 * makes. The schedules' daily run (schedules.post) then moves it into income month by month. Written in the Invoice's
 * own transaction (write-ledger.ts), so a retried booking schedules once.
 */
import type { Tx } from '../../_shared/db.ts'
import { MICROS_PER_CENT, SCHEDULE_ACCOUNT_TYPES, planFigures, planSchedule } from '../../../shared/rules/schedules.ts'
import { DEFERRED_REVENUE_NAME } from '../../../shared/rules/invoice-revenue.ts'
import type { TAccount } from '../../../shared/schemas/ledger.ts'

/** The chart's deferred revenue liability, or null (then every line is income at once, as before). */
export function deferredRevenueAccount(accounts: TAccount[]): TAccount | null {
  const types: readonly string[] = SCHEDULE_ACCOUNT_TYPES.revenue.deferredRevenueAccount
  return accounts.find((a) => types.includes(a.AccountType) && DEFERRED_REVENUE_NAME.test(a.Name)) ?? null
}

export type TDeferredLine = { title: string; amountMicros: string; serviceDateFrom: string; serviceDateTo: string }

export async function scheduleInvoiceRevenue({
  tx,
  organizationId,
  invoice,
  lines,
  deferred,
  income,
}: {
  tx: Tx
  organizationId: string
  invoice: {
    ledgerInvoiceId: string
    invoiceNumber: string
    customer: string
    txnDate: string
    createdBy: string | null
  }
  lines: TDeferredLine[]
  deferred: TAccount
  income: TAccount
}): Promise<number> {
  let made = 0
  for (const l of lines) {
    const cents = Number(BigInt(l.amountMicros) / BigInt(MICROS_PER_CENT))
    if (cents <= 0) continue
    const f = planFigures(
      planSchedule({
        amount: cents,
        startDate: l.serviceDateFrom,
        endDate: l.serviceDateTo,
        periodInterval: 'month',
        method: 'linear',
      }),
    )
    const [row] =
      await tx`insert into public.revenue_recognition_schedules (organization_id, name, start_date, end_date,
        next_revenue_recognition_date, period_interval, method, unrecognized_amount_micros, original_periods,
        remaining_periods, deferred_revenue_account, revenue_account, created_by)
      values (${organizationId}, ${`Invoice ${invoice.invoiceNumber}: ${l.title}`.slice(0, 200)}, ${l.serviceDateFrom},
        ${l.serviceDateTo}, ${f.nextDate}, 'month', 'linear', ${l.amountMicros}, ${f.originalPeriods},
        ${f.remainingPeriods}, ${tx.json({ value: deferred.Id, name: deferred.FullyQualifiedName ?? deferred.Name })},
        ${tx.json({ value: income.Id, name: income.FullyQualifiedName ?? income.Name })}, ${invoice.createdBy})
      returning id`
    await tx`insert into public.revenue_recognition_invoices (schedule_id, organization_id, provider, invoice_id,
        doc_number, customer, txn_date, amount_micros)
      values (${row.id}, ${organizationId}, 'ledger', ${invoice.ledgerInvoiceId}, ${invoice.invoiceNumber},
        ${invoice.customer}, ${invoice.txnDate}, ${l.amountMicros})`
    made++
  }
  return made
}
