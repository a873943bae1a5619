/**
 * Edit and cancel an amortization. An edit re-plans only the future: posted periods keep their amounts and dates, and
 * what is left of the (new) amount is spread over the periods after the last posted one; the start date and the
 * period interval, which number the periods, change only while nothing is posted. Cancelling stops future postings
 * and keeps what was posted.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import { formatMoney } from '../../../shared/rules/format.ts'
import {
  SCHEDULE_ACCOUNT_TYPES,
  endDateForPeriods,
  planFigures,
  planSchedule,
} from '../../../shared/rules/schedules.ts'
import { toCents } from '../../../shared/schemas/ledger.ts'
import type { TAmortization, TUpdateAmortizationRequest } from '../../../shared/schemas/schedules.ts'
import { getLedger } from '../books/get-ledger.ts'
import { checkAccounts } from './check-accounts.ts'
import { listAmortizations } from './list-schedules.ts'
import { queuePosting } from './queue-posting.ts'
import { postedPeriods } from './schedule-plans.ts'

async function lockOpen(tx: Tx, orgId: string, id: string) {
  const [row] = await tx`select *, start_date::text as start_date, end_date::text as end_date from public.amortizations
    where organization_id = ${orgId} and id = ${id} for update`
  if (!row) throw new AppError('not_found', 'Schedule not found')
  if (row.status === 'cancelled' || row.status === 'completed')
    throw new AppError('unprocessable', `This schedule is ${row.status} and can no longer change`)
  return row
}

export async function updateAmortization({
  tx,
  orgId,
  id,
  input,
}: {
  tx: Tx
  orgId: string
  id: string
  input: TUpdateAmortizationRequest
}): Promise<TAmortization> {
  const row = await lockOpen(tx, orgId, id)
  const posted = (await postedPeriods(tx, 'amortization_id', [id])).get(id) ?? []
  const startDate = input.startDate ?? row.start_date
  const periodInterval = input.periodInterval ?? row.period_interval
  const issues: { path: string[]; message: string }[] = []
  if (posted.length && startDate !== row.start_date)
    issues.push({ path: ['startDate'], message: 'The start date cannot change once a period is posted' })
  if (posted.length && periodInterval !== row.period_interval)
    issues.push({ path: ['periodInterval'], message: 'The period interval cannot change once a period is posted' })
  const endDate =
    input.endDate ??
    (input.periods !== undefined
      ? endDateForPeriods({ startDate, periods: input.periods, periodInterval })
      : row.end_date)
  if (endDate < startDate)
    issues.push({ path: ['endDate'], message: 'The end date must be on or after the start date' })
  const amount = input.amount !== undefined ? toCents(input.amount) : Number(row.amount)
  const amortized = Number(row.amortized_amount)
  if (amount < amortized)
    issues.push({
      path: ['amount'],
      message: `The amount cannot be less than the ${formatMoney(amortized)} already amortized`,
    })
  const method = input.amortizationMethod ?? row.amortization_method
  const plan = issues.length ? [] : planSchedule({ amount, startDate, endDate, periodInterval, method, posted })
  const lastPosted = posted.at(-1)?.periodNumber ?? 0
  if (!issues.length && posted.length && plan.length <= lastPosted)
    issues.push({
      path: ['endDate'],
      message: `The end date must be after the last posted period (${plan.at(-1)?.date ?? endDate})`,
    })
  if (issues.length) throw validationFailed(issues)

  const sides = SCHEDULE_ACCOUNT_TYPES[row.type as 'expense' | 'asset']
  const accounts = await checkAccounts(await getLedger({ orgId, tx }), {
    debitAccountId: [input.debitAccountId, sides.debitAccount],
    creditAccountId: [input.creditAccountId, sides.creditAccount],
  })
  const f = planFigures(plan)
  await tx`update public.amortizations set expense_name = ${input.expenseName ?? row.expense_name}, start_date = ${startDate},
      end_date = ${endDate}, period_interval = ${periodInterval}, amortization_method = ${method}, amount = ${amount},
      remaining_amount = ${amount - amortized}, original_periods = ${f.originalPeriods}, remaining_periods = ${f.remainingPeriods},
      next_amortization_date = ${f.nextDate},
      notes = ${input.notes === undefined ? row.notes : input.notes},
      debit_account = ${tx.json(accounts.debitAccountId ?? row.debit_account)},
      credit_account = ${tx.json(accounts.creditAccountId ?? row.credit_account)}
    where id = ${id}`
  await queuePosting({ tx, orgId, date: f.nextDate })
  return (await listAmortizations({ tx, orgId, ids: [id] }))[0]
}

export async function cancelAmortization({ tx, orgId, id }: { tx: Tx; orgId: string; id: string }) {
  await lockOpen(tx, orgId, id)
  await tx`update public.amortizations set status = 'cancelled', cancelled_at = now(), next_amortization_date = null
    where id = ${id}`
  return (await listAmortizations({ tx, orgId, ids: [id] }))[0]
}
