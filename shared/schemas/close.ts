/**
 * The month-end close as the API shows it (docs/close.md): variance analyses with their lines, notes and transaction
 * sets, and the books tracker. Amounts are integer cents; a threshold amount a person types travels as dollars.
 */
import { z } from 'zod'
import { TRACKER_STATES } from '../rules/books-tracker.ts'
import { BUSINESS_DAYS_MESSAGE, OVERRIDE_REASON_MESSAGE } from '../rules/books-tracker.ts'
import { THRESHOLD_MESSAGES, VARIANCE_STATUSES } from '../rules/variance-analysis.ts'
import { ZAmount, ZDate, ZLedgerId, ZText, ZUuid } from '../rules/values.ts'

const cents = z.number().int()
export const ZVarianceStatus = z.enum(VARIANCE_STATUSES)
export const ZTrackerState = z.enum(TRACKER_STATES)
const ZDirection = z.enum(['up', 'down', 'none'])
/** A month as its first day, "2026-10-01". */
export const ZMonth = ZDate.refine((d) => d.endsWith('-01'), { message: 'Choose a month (its first day)' })

/** Section: lines and transactions */
export const ZVarianceLineSchema = z.object({
  path: z.string(),
  label: z.string(),
  trail: z.string(),
  accountId: z.string().nullable(),
  depth: z.number().int(),
  kind: z.enum(['data', 'summary']),
  previousCents: cents.nullable(),
  currentCents: cents.nullable(),
  changeCents: cents,
  changePercent: z.number().nullable(),
  direction: ZDirection,
})
export const ZUnusualGroupSchema = z.object({
  account: z.string(),
  accountId: z.string().nullable(),
  name: z.string(),
  type: z.string(),
  previousCents: cents,
  currentCents: cents,
  previousCount: z.number().int(),
  currentCount: z.number().int(),
  isNew: z.boolean(),
  changeCents: cents.nullable(),
  changePercent: z.number().nullable(),
})
export const ZTransactionItemSchema = z.object({
  date: z.string(),
  type: z.string(),
  num: z.string(),
  name: z.string(),
  description: z.string(),
  splitAccount: z.string(),
  account: z.string(),
  accountId: z.string().nullable(),
  amountCents: cents,
})
/** Spec §3.6 transaction set: the transactions behind one line, over the two months. */
export const ZTransactionSetSchema = z.object({
  id: z.string(),
  organizationId: ZUuid,
  path: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  items: z.array(ZTransactionItemSchema),
})

/** Section: notes */
export const ZVarianceNoteSchema = z.object({
  id: ZUuid,
  createdAt: z.string(),
  varianceAnalysisId: ZUuid,
  type: z.enum(['internal', 'client']),
  path: z.string(),
  pathV2: z.string().nullable(),
  pathV3: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  content: z.string(),
  userId: ZUuid.nullable(),
  answerTo: ZUuid.nullable(),
  collabDocumentId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string().nullable(),
  /** When its words were last changed after they were first written (null: never); the history says how. */
  editedAt: z.string().nullable(),
})
export type TVarianceNote = z.infer<typeof ZVarianceNoteSchema>

export const ZCreateVarianceNoteRequestSchema = z.object({
  path: ZText.min(1).max(1000).optional(),
  answerTo: ZUuid.optional(),
  type: z.enum(['internal', 'client']).default('internal'),
  content: ZText.trim().min(1, { message: 'Write the note' }).max(20000),
})
export const ZUpdateVarianceNoteRequestSchema = z
  .object({ resolved: z.boolean().optional(), content: ZText.max(20000).optional() })
  .refine((v) => v.resolved !== undefined || v.content !== undefined, { message: 'Resolve, reopen or save the note' })

/**
 * Section: the notes shared with the client
 * A client's members read the notes of type 'client' with the month of their analysis (never the analysis itself),
 * thread by thread, and answer them: a reply of type 'client' to a shared note.
 */
export const REPLY_MESSAGES = {
  empty: 'Write your reply',
  tooLong: 'Keep your reply under 20,000 characters',
} as const
export const ZSharedVarianceNoteSchema = ZVarianceNoteSchema.omit({ type: true }).extend({
  /** The analysis' month, its first day. */
  month: z.string(),
})
export type TSharedVarianceNote = z.infer<typeof ZSharedVarianceNoteSchema>
export const ZSharedVarianceThreadSchema = ZSharedVarianceNoteSchema.extend({
  replies: z.array(ZSharedVarianceNoteSchema),
})
export const ZSharedVarianceNotesResponseSchema = z.object({
  /** Newest month first; in a month, threads by when they were written. */
  months: z.array(
    z.object({ month: z.string(), varianceAnalysisId: ZUuid, threads: z.array(ZSharedVarianceThreadSchema) }),
  ),
  /** Threads neither resolved nor answered by the client yet. */
  waiting: z.number().int(),
})
export const ZReplyToSharedNoteRequestSchema = z.object({
  content: ZText.trim().min(1, { message: REPLY_MESSAGES.empty }).max(20000, { message: REPLY_MESSAGES.tooLong }),
})

/** Section: analyses */
export const ZReviewerSchema = z.object({
  id: ZUuid,
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  email: z.string(),
})
export const ZVarianceAnalysisSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  startDate: z.string(),
  endDate: z.string(),
  reviewerId: ZUuid.nullable(),
  accountingMethod: z.enum(['cash', 'accrual']),
  thresholdPercentage: z.number(),
  thresholdAmountCents: cents,
  submittedAt: z.string().nullable(),
  lastRefreshedAt: z.string().nullable(),
  lastSentAt: z.string().nullable(),
  lastSentToBookkeeper: z.string().nullable(),
  status: ZVarianceStatus,
  openNotes: z.number().int(),
})
export type TVarianceAnalysis = z.infer<typeof ZVarianceAnalysisSchema>
/**
 * Section: adjustments. A reclassification from an analysis (type variance_analysis): the amount moves out of one
 * account into another on the month's last day. Proposed on a line (`propose`, by a reviewer or the bookkeeper),
 * posted (by the bookkeeper: at once, or a proposal later) and reversed (the opposite entry). `journalEntryRecordId`
 * and `reversalJournalEntryRecordId` are its rows among the product's entries.
 */
export const ZVarianceAdjustmentRequestSchema = z
  .object({
    amount: ZAmount.refine((n) => n > 0, { message: 'Enter an amount above zero' }),
    fromAccountId: ZLedgerId,
    toAccountId: ZLedgerId,
    memo: ZText.min(1, 'Say why the amount moves').max(1000, 'Keep the reason under 1,000 characters'),
    /** The analysis line it is about (`pnl:<account id>`, `bs:<account id>`). */
    path: ZText.min(1).max(1000).optional(),
    /** Record it as a proposal for the bookkeeper to post, instead of posting it now. */
    propose: z.boolean().optional(),
  })
  .refine((v) => v.fromAccountId !== v.toAccountId, {
    path: ['toAccountId'],
    message: 'Choose another account than the one the amount leaves',
  })
export const VARIANCE_ADJUSTMENT_STATUSES = ['proposed', 'posted', 'reversed'] as const
export const ZVarianceAdjustmentSchema = z.object({
  id: ZUuid,
  status: z.enum(VARIANCE_ADJUSTMENT_STATUSES),
  path: z.string().nullable(),
  ledgerTransactionId: z.string().nullable(),
  journalEntryRecordId: ZUuid.nullable(),
  reversalLedgerTransactionId: z.string().nullable(),
  reversalJournalEntryRecordId: ZUuid.nullable(),
  amountCents: cents,
  fromAccountId: z.string(),
  toAccountId: z.string(),
  memo: z.string(),
  proposedBy: ZUuid,
  proposedByName: z.string().nullable(),
  postedBy: ZUuid.nullable(),
  postedByName: z.string().nullable(),
  reversedBy: ZUuid.nullable(),
  reversedByName: z.string().nullable(),
  postedAt: z.string().nullable(),
  reversedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type TVarianceAdjustment = z.infer<typeof ZVarianceAdjustmentSchema>

export const ZVarianceAnalysisDetailSchema = ZVarianceAnalysisSchema.extend({
  adjustments: z.array(ZVarianceAdjustmentSchema),
  profitAndLoss: z.array(ZVarianceLineSchema),
  balanceSheet: z.array(ZVarianceLineSchema),
  unusualTransactions: z.array(ZUnusualGroupSchema),
  notes: z.array(ZVarianceNoteSchema),
  reviewers: z.array(ZReviewerSchema),
  canPrepare: z.boolean(),
  canReview: z.boolean(),
  /** A month with no books: nothing posted in either month (an empty analysis, not an error). */
  empty: z.boolean(),
})
export const ZVarianceAnalysesResponseSchema = z.object({
  analyses: z.array(ZVarianceAnalysisSchema),
  /** Organization defaults from its config (spec percentageThreshold, dollarThreshold in cents here). */
  defaults: z.object({ thresholdPercentage: z.number(), thresholdAmountCents: cents }),
  /** Spec §3.6 max dates per organization. */
  maxSubmittedAt: z.string().nullable(),
  maxLastSentAt: z.string().nullable(),
  canPrepare: z.boolean(),
})

const threshold = (message: string, max: number) =>
  z.number({ error: message }).refine((n) => Number.isFinite(n) && n >= 0 && n <= max, { message })
/** Percent, one decimal at most (as kept). */
export const ZThresholdPercentage = threshold(THRESHOLD_MESSAGES.percentage, 100000).refine(
  (n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6,
  { message: 'Enter the percentage threshold with at most one decimal' },
)
/** Dollars, two decimals at most. */
export const ZThresholdAmount = threshold(THRESHOLD_MESSAGES.amount, 99_999_999_999.99).refine(
  (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
  { message: 'Enter the amount threshold with at most two decimals' },
)
export const ZCreateVarianceAnalysisRequestSchema = z.object({
  month: ZMonth,
  accountingMethod: z.enum(['cash', 'accrual']).optional(),
  thresholdPercentage: ZThresholdPercentage.optional(),
  thresholdAmount: ZThresholdAmount.optional(),
  reviewerId: ZUuid.nullable().optional(),
})
export const ZUpdateVarianceAnalysisRequestSchema = z.object({
  accountingMethod: z.enum(['cash', 'accrual']).optional(),
  thresholdPercentage: ZThresholdPercentage.optional(),
  thresholdAmount: ZThresholdAmount.optional(),
  reviewerId: ZUuid.nullable().optional(),
})
export const ZVarianceActionSchema = z.enum(['refresh', 'send', 'send-to-bookkeeper', 'submit', 'reopen'])

/** Section: the books tracker */
export const ZTrackerRowSchema = z.object({
  organizationId: ZUuid,
  organizationName: z.string(),
  month: z.string(),
  priority: z.number().int(),
  businessDays: z.number().int(),
  businessDaysOverride: z.number().int().nullable(),
  dueDate: z.string(),
  nextDueDate: z.string(),
  dueWeek: z.string(),
  overdue: z.boolean(),
  state: ZTrackerState,
  derivedState: ZTrackerState,
  rule: z.number().int(),
  override: z
    .object({ state: ZTrackerState, reason: z.string(), by: z.string().nullable(), at: z.string() })
    .nullable(),
  facts: z.object({
    pendingQuestions: z.number().int(),
    unansweredQuestions: z.number().int(),
    analysisStatus: ZVarianceStatus.nullable(),
    analysisId: ZUuid.nullable(),
    reconciled: z.boolean(),
    booksSentAt: z.string().nullable(),
  }),
  bookkeepers: z.array(z.object({ id: ZUuid, name: z.string(), isPrimary: z.boolean() })),
  /**
   * config.catchUp: the client's books are being caught up; the month's due date does not make it overdue, its
   * catch-up deadline (catchUpData.catchUpDeadline, as written) is shown instead.
   */
  catchUp: z.object({ deadline: z.string().nullable() }).nullable(),
})
export type TTrackerRow = z.infer<typeof ZTrackerRowSchema>
export const ZTrackerResponseSchema = z.object({
  month: z.string(),
  today: z.string(),
  rows: z.array(ZTrackerRowSchema),
})
export const ZTrackerQuerySchema = z.object({
  month: ZMonth.optional(),
  bookkeeperId: ZUuid.optional(),
  state: ZTrackerState.optional(),
  dueWeek: ZDate.optional(),
})
export const ZUpdateTrackingRequestSchema = z
  .object({
    booksSent: z.boolean().optional(),
    stateOverride: ZTrackerState.nullable().optional(),
    overrideReason: ZText.trim().max(1000).optional(),
    businessDays: z
      .number({ error: BUSINESS_DAYS_MESSAGE })
      .int({ message: BUSINESS_DAYS_MESSAGE })
      .min(0, { message: BUSINESS_DAYS_MESSAGE })
      .max(30, { message: BUSINESS_DAYS_MESSAGE })
      .nullable()
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.stateOverride && !v.overrideReason)
      ctx.addIssue({ code: 'custom', path: ['overrideReason'], message: OVERRIDE_REASON_MESSAGE })
  })
