/**
 * Amortization and revenue-recognition schedules (spec accounting §3.7, §3.8) and the product's journal-entry record
 * (§3.1): the API's request and response shapes. Amortization money is decimal dollars at the API, as the ledger's
 * is; revenue recognition counts micros, as the spec names its fields. The rules behind the checks live in
 * shared/rules/schedules.ts, so the web form refuses the same input with the same words.
 */
import { z } from 'zod'
import {
  AMORTIZATION_STATUSES,
  AMORTIZATION_TYPES,
  ANCHOR_TYPES,
  JOURNAL_ENTRY_TYPES,
  MAX_PERIODS,
  PERIOD_INTERVALS,
  SCHEDULE_MESSAGES,
  SCHEDULE_METHODS,
  periodProblems,
} from '../rules/schedules.ts'
import { ZAmount, ZDate, ZLedgerId, ZText, ZUuid } from '../rules/values.ts'

export const ZPeriodInterval = z.enum(PERIOD_INTERVALS)
export const ZScheduleMethod = z.enum(SCHEDULE_METHODS)
export const ZAmortizationStatus = z.enum(AMORTIZATION_STATUSES)
export const ZAmortizationType = z.enum(AMORTIZATION_TYPES)
export const ZAnchorType = z.enum(ANCHOR_TYPES)
export const ZJournalEntryType = z.enum(JOURNAL_ENTRY_TYPES)

const ZAccountRef = z.object({ value: z.string(), name: z.string().optional() })
const ZPeriods = z
  .number({ error: 'Enter a whole number of periods' })
  .int('Enter a whole number of periods')
  .max(MAX_PERIODS, SCHEDULE_MESSAGES.tooManyPeriods)
const ZName = (what: string) =>
  ZText.trim().min(1, `Enter a name for the ${what}`).max(200, `A ${what} name has at most 200 characters`)
const ZPositiveAmount = ZAmount.refine((n) => n > 0, SCHEDULE_MESSAGES.positive)

/** End before start, zero periods, neither given: named on the field, in the rule's words. */
function checkPeriods(v: { startDate?: string; endDate?: string; periods?: number }, ctx: z.RefinementCtx) {
  // zero periods is wrong whatever the dates say, so a form with its start date still empty hears it too
  if (typeof v.startDate !== 'string' || !v.startDate) {
    if (typeof v.periods === 'number' && v.periods < 1)
      ctx.addIssue({ code: 'custom', path: ['periods'], message: SCHEDULE_MESSAGES.zeroPeriods })
    return
  }
  for (const p of periodProblems({ startDate: v.startDate, endDate: v.endDate, periods: v.periods }))
    ctx.addIssue({ code: 'custom', path: [p.path], message: p.message })
}

/**
 * Runs a form's whole-form checks even when one field already failed (zod skips them by default), so an empty form
 * hears about every field at once, not just the first that a field schema refused. The checks read only presence and
 * plain values, so a field of the wrong type cannot break them.
 */
const everyField = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}

/** Section: the product's journal-entry record */
export const ZJournalEntryRecordSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  type: ZJournalEntryType,
  ledger: z.enum(['builtin', 'quickbooks']),
  journalEntryId: z.string(),
  syncToken: z.string().nullable(),
  journalEntryDate: z.string(),
  docNumber: z.string().nullable(),
  amount: z.number(),
  periodNumber: z.number().int().nullable(),
  amortizationId: ZUuid.nullable(),
  revenueRecognitionScheduleId: ZUuid.nullable(),
  sourceRef: z.string().nullable(),
  /** when the next sync found the entry gone from the ledger (deleted outside the product) */
  deletedInLedgerAt: z.string().nullable(),
  /** a period's entry posted again: the deleted entry's record it replaces */
  replacesJournalEntryId: ZUuid.nullable(),
  /** when a bookkeeper asked for this deleted entry's period to be posted again (the job posts it) */
  repostRequestedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type TJournalEntryRecord = z.infer<typeof ZJournalEntryRecordSchema>
export const ZJournalEntriesResponseSchema = z.object({
  journalEntries: z.array(
    ZJournalEntryRecordSchema.extend({
      raw: z.record(z.string(), z.unknown()),
      /** an entry posted from a variance analysis: its analysis (month) and adjustment, the reversal's too */
      varianceAnalysis: z
        .object({ id: ZUuid, month: z.string(), adjustmentId: ZUuid, reversal: z.boolean() })
        .nullable()
        .optional(),
    }),
  ),
})
export const ZJournalEntriesQuerySchema = z.object({ type: ZJournalEntryType.optional() })

/** A period still to post: what the plan says today. */
const ZUpcoming = z.object({ periodNumber: z.number().int(), date: z.string(), amount: z.number() })

/** Section: amortizations (every field of §3.7, plus the entries and the upcoming postings) */
export const ZAmortizationSchema = z.object({
  id: ZUuid,
  createdAt: z.string(),
  updatedAt: z.string(),
  organizationId: ZUuid,
  startDate: z.string(),
  endDate: z.string(),
  nextAmortizationDate: z.string().nullable(),
  lastAmortizationDate: z.string().nullable(),
  expenseName: z.string(),
  originalPeriods: z.number().int(),
  remainingPeriods: z.number().int(),
  periodInterval: ZPeriodInterval,
  amortizationMethod: ZScheduleMethod,
  amount: z.number(),
  currency: z.string(),
  amortizedAmount: z.number(),
  remainingAmount: z.number(),
  status: ZAmortizationStatus,
  type: ZAmortizationType,
  notes: z.string().nullable(),
  creditAccount: ZAccountRef,
  debitAccount: ZAccountRef,
  quickbooksPurchaseId: z.string().nullable(),
  quickbooksBillId: z.string().nullable(),
  quickbooksJournalEntries: z.array(z.object({ quickbooksJournalEntryId: z.string(), journalEntryDate: z.string() })),
  anchorId: z.string().nullable(),
  anchorType: ZAnchorType.nullable(),
  anchorExternalRef: z.string().nullable(),
  transactionDate: z.string().nullable(),
  vendor: z.string().nullable(),
  vendorId: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  entries: z.array(ZJournalEntryRecordSchema),
  upcoming: z.array(ZUpcoming),
})
export type TAmortization = z.infer<typeof ZAmortizationSchema>

/**
 * Create, from scratch or from a transaction ("amortize this"): with an anchor, the amount, name, start date and
 * credit account default to the transaction's, and a given amount must match it (its total or one of its lines).
 */
export const ZCreateAmortizationRequestSchema = z
  .object({
    expenseName: ZName('schedule').optional(),
    type: ZAmortizationType.default('expense'),
    startDate: ZDate.optional(),
    endDate: ZDate.optional(),
    periods: ZPeriods.optional(),
    periodInterval: ZPeriodInterval.default('month'),
    amortizationMethod: ZScheduleMethod.default('linear'),
    amount: ZPositiveAmount.optional(),
    notes: ZText.max(4000, 'Notes have at most 4,000 characters').optional(),
    debitAccountId: ZLedgerId,
    creditAccountId: ZLedgerId.optional(),
    anchorType: ZAnchorType.optional(),
    anchorId: ZText.trim().min(1, 'Choose the transaction to amortize').max(100).optional(),
  })
  .superRefine((v, ctx) => {
    const anchored = v.anchorType !== undefined
    if (anchored !== (v.anchorId !== undefined))
      ctx.addIssue({ code: 'custom', path: ['anchorId'], message: 'Choose the transaction to amortize' })
    if (!anchored) {
      if (v.amount === undefined)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the amount to amortize' })
      if (!v.expenseName)
        ctx.addIssue({ code: 'custom', path: ['expenseName'], message: 'Enter a name for the schedule' })
      if (!v.startDate) ctx.addIssue({ code: 'custom', path: ['startDate'], message: 'Enter the start date' })
      if (!v.creditAccountId) ctx.addIssue({ code: 'custom', path: ['creditAccountId'], message: 'Required' })
    }
    checkPeriods(v, ctx)
  }, everyField)
export type TCreateAmortizationRequest = z.infer<typeof ZCreateAmortizationRequestSchema>

/** Edit: the future is re-planned; the start date and the interval change only while nothing is posted. */
export const ZUpdateAmortizationRequestSchema = z.object({
  expenseName: ZName('schedule').optional(),
  startDate: ZDate.optional(),
  endDate: ZDate.optional(),
  periods: ZPeriods.optional(),
  periodInterval: ZPeriodInterval.optional(),
  amortizationMethod: ZScheduleMethod.optional(),
  amount: ZPositiveAmount.optional(),
  notes: ZText.max(4000, 'Notes have at most 4,000 characters').nullable().optional(),
  debitAccountId: ZLedgerId.optional(),
  creditAccountId: ZLedgerId.optional(),
})
export type TUpdateAmortizationRequest = z.infer<typeof ZUpdateAmortizationRequestSchema>

/** Section: revenue recognition (every field of §3.8, plus its invoices, entries and upcoming postings) */
export const ZRevenueRecognitionScheduleSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  nextRevenueRecognitionDate: z.string().nullable(),
  lastRevenueRecognitionDate: z.string().nullable(),
  periodInterval: ZPeriodInterval,
  method: ZScheduleMethod,
  recognizedAmountMicros: z.number().int(),
  unrecognizedAmountMicros: z.number().int(),
  originalPeriods: z.number().int(),
  remainingPeriods: z.number().int(),
  quickbooksItemId: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  reverseFrom: z.string().nullable(),
  currency: z.string(),
  deferredRevenueAccount: ZAccountRef,
  revenueAccount: ZAccountRef,
  invoices: z.array(
    z.object({
      provider: z.enum(['ledger', 'stripe']),
      invoiceId: z.string(),
      docNumber: z.string().nullable(),
      customer: z.string().nullable(),
      txnDate: z.string().nullable(),
      amountMicros: z.number().int(),
    }),
  ),
  entries: z.array(ZJournalEntryRecordSchema),
  upcoming: z.array(ZUpcoming.extend({ amountMicros: z.number().int() })),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TRevenueRecognitionSchedule = z.infer<typeof ZRevenueRecognitionScheduleSchema>

export const ZCreateRevenueScheduleRequestSchema = z
  .object({
    name: ZName('schedule').optional(),
    invoiceIds: z.array(ZLedgerId).min(1, 'Choose at least one invoice').max(50, 'Choose at most 50 invoices'),
    startDate: ZDate,
    endDate: ZDate.optional(),
    periods: ZPeriods.optional(),
    periodInterval: ZPeriodInterval.default('month'),
    method: ZScheduleMethod.default('linear'),
    deferredRevenueAccountId: ZLedgerId,
    revenueAccountId: ZLedgerId,
    quickbooksItemId: ZLedgerId.optional(),
  })
  .superRefine(checkPeriods, everyField)
export type TCreateRevenueScheduleRequest = z.infer<typeof ZCreateRevenueScheduleRequestSchema>

export const ZUpdateRevenueScheduleRequestSchema = z.object({
  name: ZName('schedule').optional(),
  endDate: ZDate.optional(),
  periods: ZPeriods.optional(),
  method: ZScheduleMethod.optional(),
  deferredRevenueAccountId: ZLedgerId.optional(),
  revenueAccountId: ZLedgerId.optional(),
})
export type TUpdateRevenueScheduleRequest = z.infer<typeof ZUpdateRevenueScheduleRequestSchema>

/** Cancelling reverses the revenue recognized for periods dated on or after `reverseFrom` (default: all of it). */
export const ZCancelRevenueScheduleRequestSchema = z.object({ reverseFrom: ZDate.optional() })

export const ZSchedulesResponseSchema = z.object({
  amortizations: z.array(ZAmortizationSchema),
  revenueRecognitionSchedules: z.array(ZRevenueRecognitionScheduleSchema),
  /** whether the caller may create, cancel and post again (the organization's bookkeepers and admins) */
  canManage: z.boolean(),
})

/** `amortizations` of the /admin/clients list: an organization's schedules by status (spec §4). */
export const ZAmortizationCountsSchema = z.object({
  pending: z.number().int(),
  active: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  /** posted entries the ledger no longer has (deleted outside the product) */
  deletedInLedger: z.number().int(),
})
