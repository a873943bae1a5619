/**
 * Create an amortization, from scratch or from a transaction in one step ("amortize this"): anchored, the amount,
 * name, start date and credit account default to the transaction's, and an amount given must match the transaction
 * (its total or one of its lines). The accounts are checked against the ledger's chart, the plan gives the figures,
 * and a period already due is posted at once by the organization's `schedules.post` job.
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
import type { TAmortization, TCreateAmortizationRequest } from '../../../shared/schemas/schedules.ts'
import { getLedger } from '../books/get-ledger.ts'
import { checkAccounts } from './check-accounts.ts'
import { listAmortizations } from './list-schedules.ts'
import { queuePosting } from './queue-posting.ts'
import { readAnchor, type TAnchor } from './read-anchor.ts'

/** The amount must be the transaction's: its total or one of its lines. */
function matchAnchor(cents: number, anchor: TAnchor, noun: string) {
  const amounts = [anchor.totalCents, ...anchor.lines.map((l) => l.cents)]
  if (amounts.includes(cents)) return
  const lines =
    anchor.lines.length > 1 ? ` or one of its lines (${anchor.lines.map((l) => formatMoney(l.cents)).join(', ')})` : ''
  throw validationFailed([
    { path: ['amount'], message: `The amount must match the ${noun}: ${formatMoney(anchor.totalCents)}${lines}` },
  ])
}

const NOUN = { purchase: 'purchase', bill: 'bill', bank_txn: 'bank transaction', je: 'journal entry' } as const

export async function createAmortization({
  tx,
  orgId,
  userId,
  input,
}: {
  tx: Tx
  orgId: string
  userId: string
  input: TCreateAmortizationRequest
}): Promise<TAmortization> {
  const ledger = await getLedger({ orgId, tx })
  const anchor =
    input.anchorType && input.anchorId
      ? await readAnchor({ tx, ledger, orgId, anchorType: input.anchorType, anchorId: input.anchorId })
      : null
  const cents = input.amount !== undefined ? toCents(input.amount) : anchor!.totalCents
  if (anchor) matchAnchor(cents, anchor, NOUN[input.anchorType!])
  // the prepaid line: the one whose amount is the schedule's, or the transaction's first
  const line = anchor && (anchor.lines.find((l) => l.cents === cents) ?? anchor.lines[0])
  const creditAccountId = input.creditAccountId ?? line?.accountId
  if (!creditAccountId)
    throw validationFailed([{ path: ['creditAccountId'], message: 'Choose the account the schedule credits' }])
  const sides = SCHEDULE_ACCOUNT_TYPES[input.type]
  const accounts = await checkAccounts(ledger, {
    debitAccountId: [input.debitAccountId, sides.debitAccount],
    creditAccountId: [creditAccountId, sides.creditAccount],
  })
  const startDate = input.startDate ?? anchor!.date
  const endDate =
    input.endDate ?? endDateForPeriods({ startDate, periods: input.periods!, periodInterval: input.periodInterval })
  if (endDate < startDate)
    throw validationFailed([{ path: ['endDate'], message: 'The end date must be on or after the start date' }])
  const f = planFigures(
    planSchedule({
      amount: cents,
      startDate,
      endDate,
      periodInterval: input.periodInterval,
      method: input.amortizationMethod,
    }),
  )
  const onQuickbooks = ledger.provider === 'quickbooks'
  const [row] =
    await tx`insert into public.amortizations (organization_id, start_date, end_date, next_amortization_date,
      expense_name, original_periods, remaining_periods, period_interval, amortization_method, amount, remaining_amount,
      type, notes, credit_account, debit_account, quickbooks_purchase_id, quickbooks_bill_id, anchor_id, anchor_type,
      anchor_external_ref, transaction_date, vendor, vendor_id, created_by)
    values (${orgId}, ${startDate}, ${endDate}, ${f.nextDate}, ${input.expenseName ?? anchorName(anchor!)},
      ${f.originalPeriods}, ${f.remainingPeriods}, ${input.periodInterval}, ${input.amortizationMethod}, ${cents}, ${cents},
      ${input.type}, ${input.notes ?? null}, ${tx.json(accounts.creditAccountId!)}, ${tx.json(accounts.debitAccountId!)},
      ${onQuickbooks && input.anchorType === 'purchase' ? input.anchorId! : null},
      ${onQuickbooks && input.anchorType === 'bill' ? input.anchorId! : null},
      ${input.anchorId ?? null}, ${input.anchorType ?? null}, ${anchor?.externalRef ?? null}, ${anchor?.date ?? null},
      ${anchor?.vendor ?? null}, ${anchor?.vendorId ?? null}, ${userId})
    on conflict do nothing
    returning id`
  if (!row)
    throw new AppError('conflict', 'This transaction already has a schedule for this amount; edit that one instead', {
      fields: [{ path: 'anchorId', message: 'This transaction already has a schedule for this amount' }],
    })
  await queuePosting({ tx, orgId, date: f.nextDate })
  return (await listAmortizations({ tx, orgId, ids: [row.id] }))[0]
}

const anchorName = (a: TAnchor) => [a.vendor, a.memo].filter(Boolean).join(': ').slice(0, 200) || a.externalRef
