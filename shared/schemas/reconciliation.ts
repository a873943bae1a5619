/**
 * Statement reconciliation and the bank statement tracker as the API shows them (docs/reconciliation.md). Amounts in
 * answers are integer cents; balances a bookkeeper types travel as dollars ("1234.56", the money rule of values.ts).
 */
import { z } from 'zod'
import { RECONCILIATION_METHODS, SUPPORTING_DOCUMENT_TYPES } from '../rules/reconciliation.ts'
import { AVAILABILITY_MESSAGE, TRACKER_RESPONSIBILITIES } from '../rules/statement-tracker.ts'
import { ZDate, ZLedgerId, ZSignedAmount, ZText, ZUuid } from '../rules/values.ts'

const cents = z.number().int()
const nullableCents = cents.nullable()

/** Section: statement accounts */
export const ZStatementAccountSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  accountChartId: z.string(),
  accountChartName: z.string(),
  plaidBankAccountId: ZUuid.nullable(),
  feedAccountName: z.string().nullable(),
  feedAccountMask: z.string().nullable(),
  inactive: z.boolean(),
})
export type TStatementAccount = z.infer<typeof ZStatementAccountSchema>

export const ZCreateStatementAccountRequestSchema = z.object({
  accountChartId: ZLedgerId,
  plaidBankAccountId: ZUuid.nullable().default(null),
})
export const ZUpdateStatementAccountRequestSchema = z
  .object({ plaidBankAccountId: ZUuid.nullable().optional(), inactive: z.boolean().optional() })
  .refine((v) => v.plaidBankAccountId !== undefined || v.inactive !== undefined, {
    message: 'Choose a feed account or mark the account inactive',
  })

/** Section: supporting documents */
export const ZSupportingDocumentSchema = z.object({
  id: ZUuid,
  statementAccountId: ZUuid,
  type: z.enum(SUPPORTING_DOCUMENT_TYPES),
  fileName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  startBalanceCents: cents,
  endBalanceCents: cents,
  deltaCents: cents,
  status: z.enum(['extracted', 'confirmed']),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
  fileUrl: z.string().nullable(),
})
export type TSupportingDocument = z.infer<typeof ZSupportingDocumentSchema>

/** An uploaded statement: the browser put it in the 'files' bucket under `<organizationId>/statements/`. */
export const ZExtractStatementRequestSchema = z.object({
  statementAccountId: ZUuid,
  path: ZText.min(1).max(1024),
  fileName: ZText.trim().min(1, { message: 'Name the file' }).max(300),
})
/** The largest statement file read: a month's statement is far smaller, and a hosted function has 256 MB. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024

/** An uploaded statement as the job reading it leaves it: still processing, read into a document, or refused. */
export const ZStatementUploadSchema = z.object({
  id: ZUuid,
  status: z.enum(['processing', 'read', 'refused']),
  document: ZSupportingDocumentSchema.nullable(),
  error: z.object({ message: z.string(), path: z.string() }).nullable(),
})
export type TStatementUpload = z.infer<typeof ZStatementUploadSchema>

export const ZPlaidDocumentRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('plaid-statement'), statementAccountId: ZUuid, bankStatementId: ZUuid }),
  z.object({
    type: z.literal('plaid-asset-report'),
    statementAccountId: ZUuid,
    plaidAssetReportId: ZUuid,
    periodStart: ZDate,
    periodEnd: ZDate,
  }),
])

export const ZConfirmDocumentRequestSchema = z
  .object({
    periodStart: ZDate,
    periodEnd: ZDate,
    startBalance: ZSignedAmount,
    endBalance: ZSignedAmount,
  })
  .refine((v) => v.periodEnd >= v.periodStart, {
    message: 'The period ends before it starts',
    path: ['periodEnd'],
  })
export type TConfirmDocumentRequest = z.infer<typeof ZConfirmDocumentRequestSchema>

/** Section: reconciliations */
const ZBalancesSchema = z.object({
  statementStartingBalanceCents: nullableCents,
  statementEndingBalanceCents: nullableCents,
  feedStartingBalanceCents: nullableCents,
  feedEndingBalanceCents: nullableCents,
  ledgerStartingBalanceCents: nullableCents,
  ledgerEndingBalanceCents: nullableCents,
  feedStartingDeltaCents: nullableCents,
  feedEndingDeltaCents: nullableCents,
  ledgerStartingDeltaCents: nullableCents,
  ledgerEndingDeltaCents: nullableCents,
})

export const ZReconciliationSchema = ZBalancesSchema.extend({
  id: ZUuid,
  statementAccountId: ZUuid,
  periodStart: z.string(),
  periodEnd: z.string(),
  documentId: ZUuid.nullable(),
  unreconciledFeedCount: z.number().int(),
  unreconciledLedgerCount: z.number().int(),
  explanation: z.string().nullable(),
  refreshedAt: z.string().nullable(),
  reconciledAt: z.string().nullable(),
  method: z.enum(RECONCILIATION_METHODS).nullable(),
})
export type TReconciliation = z.infer<typeof ZReconciliationSchema>

const ZLineSchema = z.object({ id: z.string(), date: z.string(), amountCents: cents, description: z.string() })
export type TReconciliationLine = z.infer<typeof ZLineSchema>

export const ZMatchSchema = z.object({
  id: ZUuid,
  kind: z.enum(['one-to-one', 'many-to-one', 'one-to-many']),
  status: z.enum(['suggested', 'accepted', 'rejected']),
  amountCents: cents,
  score: z.number().int(),
  feedLines: z.array(ZLineSchema),
  ledgerLines: z.array(ZLineSchema),
})
export type TMatch = z.infer<typeof ZMatchSchema>

export const ZAdjustmentSchema = z.object({
  id: ZUuid,
  ledgerTransactionId: z.string(),
  amountCents: cents,
  offsetAccountId: z.string(),
  memo: z.string(),
  approvedBy: ZUuid,
  createdAt: z.string(),
})

export const ZReconciliationDetailSchema = z.object({
  reconciliation: ZReconciliationSchema,
  account: ZStatementAccountSchema,
  document: ZSupportingDocumentSchema.nullable(),
  matches: z.array(ZMatchSchema),
  unmatchedFeedLines: z.array(ZLineSchema),
  unmatchedLedgerLines: z.array(ZLineSchema),
  /** lines a confirmed Stripe payout explains: its deposit, and the Stripe entry's payouts line (docs/stripe.md) */
  stripeExplainedLines: z.array(ZLineSchema),
  adjustments: z.array(ZAdjustmentSchema),
  /** why the period cannot be reconciled yet, in words; null when it can */
  blocker: z.string().nullable(),
})
export type TReconciliationDetail = z.infer<typeof ZReconciliationDetailSchema>

export const ZMatchDecisionRequestSchema = z.object({
  matchIds: z.array(ZUuid).min(1, { message: 'Choose at least one match' }).max(5000),
})

export const ZBookAdjustmentRequestSchema = z.object({
  /** in dollars, signed as the bank account moves: positive brings money into the account */
  amount: ZSignedAmount.refine((v) => v !== 0, { message: 'Enter the difference to book' }),
  offsetAccountId: ZLedgerId,
  memo: ZText.trim().min(1, { message: 'Say what the entry is for' }).max(1000),
  /** the bookkeeper's approval of this entry: reconciling never books one on its own */
  approved: z.literal(true, { error: 'Approve the entry before it is booked' }),
})

export const ZReconcileRequestSchema = z.object({
  method: z.enum(RECONCILIATION_METHODS),
  explanation: ZText.trim().max(2000).optional(),
})

/** Section: one client's statements screen */
export const ZLedgerBankAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  owed: z.boolean(),
})
export const ZFeedAccountOptionSchema = z.object({
  id: ZUuid,
  name: z.string(),
  mask: z.string().nullable(),
  type: z.string(),
})

export const ZMonthStatusSchema = z.object({
  month: z.string(),
  accounts: z.number().int(),
  reconciledAccounts: z.number().int(),
  reconciled: z.boolean(),
})

export const ZReconciliationOverviewSchema = z.object({
  organizationId: ZUuid,
  accounts: z.array(ZStatementAccountSchema),
  reconciliations: z.array(ZReconciliationSchema),
  documents: z.array(ZSupportingDocumentSchema),
  ledgerAccounts: z.array(ZLedgerBankAccountSchema),
  feedAccounts: z.array(ZFeedAccountOptionSchema),
  plaidStatements: z.array(
    z.object({
      id: ZUuid,
      bankAccountId: ZUuid,
      month: z.number().int(),
      year: z.number().int(),
      periodStart: z.string().nullable(),
      periodEnd: z.string().nullable(),
    }),
  ),
  plaidAssetReports: z.array(z.object({ id: ZUuid, createdAt: z.string(), status: z.string() })),
  months: z.array(ZMonthStatusSchema),
})
export type TReconciliationOverview = z.infer<typeof ZReconciliationOverviewSchema>

/** Section: the bank statement tracker */
const ZTrackerFileSchema = z.object({ fileName: z.string(), fileUrl: z.string().nullable(), uploadedAt: z.string() })
export const ZTrackedStatementSchema = z.object({
  date: z.string(),
  completed: z.boolean(),
  files: z.array(ZTrackerFileSchema),
})
export const ZStatementTrackerSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  statementAccountId: ZUuid.nullable(),
  responsibility: z.enum(TRACKER_RESPONSIBILITIES),
  accountName: z.string(),
  availability: z.number().int(),
  statements: z.array(ZTrackedStatementSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
})
export type TStatementTracker = z.infer<typeof ZStatementTrackerSchema>

const ZAvailability = z
  .number({ error: AVAILABILITY_MESSAGE })
  .int({ error: AVAILABILITY_MESSAGE })
  .min(1, { error: AVAILABILITY_MESSAGE })
  .max(31, { error: AVAILABILITY_MESSAGE })

export const ZCreateStatementTrackerRequestSchema = z.object({
  accountName: ZText.trim().min(1, { message: 'Name the account' }).max(300),
  responsibility: z.enum(TRACKER_RESPONSIBILITIES, { error: 'Choose who gets the statement' }),
  availability: ZAvailability,
  statementAccountId: ZUuid.nullable().default(null),
})
export type TCreateStatementTrackerRequest = z.input<typeof ZCreateStatementTrackerRequestSchema>
export const ZUpdateStatementTrackerRequestSchema = z.object({
  accountName: ZText.trim().min(1, { message: 'Name the account' }).max(300).optional(),
  responsibility: z.enum(TRACKER_RESPONSIBILITIES, { error: 'Choose who gets the statement' }).optional(),
  availability: ZAvailability.optional(),
  statementAccountId: ZUuid.nullable().optional(),
  deleted: z.boolean().optional(),
})
export const ZMarkTrackedStatementRequestSchema = z.object({
  completed: z.boolean(),
  /** a file the browser uploaded to the 'files' bucket under `<organizationId>/statements/` */
  file: z.object({ path: ZText.min(1).max(1024), fileName: ZText.trim().min(1).max(300) }).optional(),
})

export const ZTrackerRowSchema = z.object({
  trackerId: ZUuid,
  organizationId: ZUuid,
  organizationName: z.string(),
  accountName: z.string(),
  responsibility: z.enum(TRACKER_RESPONSIBILITIES),
  availability: z.number().int(),
  month: z.string(),
  availableOn: z.string(),
  state: z.enum(['completed', 'missing', 'upcoming']),
  reconciled: z.boolean().nullable(),
})
export const ZStatementTrackerAcrossResponseSchema = z.object({
  month: z.string(),
  today: z.string(),
  rows: z.array(ZTrackerRowSchema),
})
export type TStatementTrackerAcrossResponse = z.infer<typeof ZStatementTrackerAcrossResponseSchema>
