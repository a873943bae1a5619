/**
 * Edit and cancel a revenue-recognition schedule. An edit re-plans the periods after the last recognized one (the
 * invoices, and so the total, stay). Cancelling stops recognition and has the job post one
 * revenue_recognition_reversal for the revenue recognized for periods dated on or after `reverseFrom` (by default the
 * start: all of it), which comes back to deferred revenue.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { validationFailed } from '../../_shared/validation.ts'
import {
  SCHEDULE_ACCOUNT_TYPES,
  endDateForPeriods,
  planFigures,
  planSchedule,
} from '../../../shared/rules/schedules.ts'
import type { TRevenueRecognitionSchedule, TUpdateRevenueScheduleRequest } from '../../../shared/schemas/schedules.ts'
import { getLedger } from '../books/get-ledger.ts'
import { checkAccounts } from './check-accounts.ts'
import { listRevenueSchedules } from './list-schedules.ts'
import { queuePosting } from './queue-posting.ts'
import { postedPeriods, revenuePlanInput } from './schedule-plans.ts'

async function lockOpen(tx: Tx, orgId: string, id: string) {
  const [row] = await tx`select *, start_date::text as start_date, end_date::text as end_date
    from public.revenue_recognition_schedules where organization_id = ${orgId} and id = ${id} for update`
  if (!row) throw new AppError('not_found', 'Schedule not found')
  if (row.cancelled_at) throw new AppError('unprocessable', 'This schedule is cancelled and can no longer change')
  return row
}

export async function updateRevenueSchedule({
  tx,
  orgId,
  id,
  input,
}: {
  tx: Tx
  orgId: string
  id: string
  input: TUpdateRevenueScheduleRequest
}): Promise<TRevenueRecognitionSchedule> {
  const row = await lockOpen(tx, orgId, id)
  const posted = await postedPeriods(tx, 'revenue_recognition_schedule_id', [id])
  const endDate =
    input.endDate ??
    (input.periods !== undefined
      ? endDateForPeriods({ startDate: row.start_date, periods: input.periods, periodInterval: row.period_interval })
      : row.end_date)
  if (endDate < row.start_date)
    throw validationFailed([{ path: ['endDate'], message: 'The end date must be on or after the start date' }])
  const method = input.method ?? row.method
  const plan = planSchedule({ ...revenuePlanInput({ ...row, end_date: endDate, method }, posted) })
  const lastPosted = posted.get(id)?.at(-1)?.periodNumber ?? 0
  if (lastPosted && plan.length <= lastPosted)
    throw validationFailed([{ path: ['endDate'], message: 'The end date must be after the last recognized period' }])
  const sides = SCHEDULE_ACCOUNT_TYPES.revenue
  const accounts = await checkAccounts(await getLedger({ orgId, tx }), {
    deferredRevenueAccountId: [input.deferredRevenueAccountId, sides.deferredRevenueAccount],
    revenueAccountId: [input.revenueAccountId, sides.revenueAccount],
  })
  const f = planFigures(plan)
  await tx`update public.revenue_recognition_schedules set name = ${input.name ?? row.name}, end_date = ${endDate},
      method = ${method}, original_periods = ${f.originalPeriods}, remaining_periods = ${f.remainingPeriods},
      next_revenue_recognition_date = ${f.nextDate},
      deferred_revenue_account = ${tx.json(accounts.deferredRevenueAccountId ?? row.deferred_revenue_account)},
      revenue_account = ${tx.json(accounts.revenueAccountId ?? row.revenue_account)}
    where id = ${id}`
  await queuePosting({ tx, orgId, date: f.nextDate })
  return (await listRevenueSchedules({ tx, orgId, ids: [id] }))[0]
}

export async function cancelRevenueSchedule({
  tx,
  orgId,
  id,
  reverseFrom,
}: {
  tx: Tx
  orgId: string
  id: string
  reverseFrom?: string
}): Promise<TRevenueRecognitionSchedule> {
  const row = await lockOpen(tx, orgId, id)
  const owed = Number(row.recognized_amount_micros) > 0
  await tx`update public.revenue_recognition_schedules set cancelled_at = now(), next_revenue_recognition_date = null,
      reverse_from = ${owed ? (reverseFrom ?? row.start_date) : null}
    where id = ${id}`
  if (owed) await queuePosting({ tx, orgId, date: new Date().toISOString().slice(0, 10) })
  return (await listRevenueSchedules({ tx, orgId, ids: [id] }))[0]
}
