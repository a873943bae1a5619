/**
 * Business banking as the product API speaks it (docs/banking.md "Product API"): accounts, entries, payees, payments
 * with approvals, controls, auto-transfer rules and top-offs. JSON is camelCase; amounts are integer micros as
 * decimal strings (JSON numbers lose precision above 2^53). Value sets and messages come from shared/rules/banking.ts
 * and shared/rules/approval-layers.ts.
 */
import { z } from 'zod'
import {
  APPROVAL_REASONS,
  BANKING_ACCOUNT_STATUSES,
  BANKING_ACCOUNT_TYPES,
  ENTRY_DIRECTIONS,
  ENTRY_LAYERS,
  ENTRY_RESULTS,
  PAYMENT_MESSAGES,
  PAYMENT_RAILS,
  PAYMENT_STATUSES,
  TRANSACTION_TYPES,
  MICROS_PER_CENT,
  parseMicros,
  subCentMessage,
} from '../rules/banking.ts'
import { AUTO_TRANSFER_KINDS } from '../rules/auto-transfer-rules.ts'
import { ZDate, ZText, ZUuid } from '../rules/values.ts'

/** Micros on the way out: a decimal string of an integer ("-1250000"). */
const ZMicrosOut = z.string().regex(/^-?\d+$/)
/** A positive amount on the way in, in the words of PAYMENT_MESSAGES. */
export const ZPositiveMicros = z.string({ error: PAYMENT_MESSAGES.amount }).check((ctx) => {
  const micros = parseMicros(ctx.value)
  if (micros === null) ctx.issues.push({ code: 'custom', message: PAYMENT_MESSAGES.amount, input: ctx.value })
  // the product sends the bank whole cents only: a fraction of one would be booked as 0 or ±1 cent and drift
  else if (micros % MICROS_PER_CENT !== 0n)
    ctx.issues.push({ code: 'custom', message: subCentMessage(micros), input: ctx.value })
})
/** Zero or more micros (thresholds and limits). */
const ZMicrosIn = (message: string) => z.string({ error: message }).regex(/^\d{1,18}$/, { message })

export const BANKING_STATES = ['notStarted', 'onboarding', 'open'] as const

export const ZBankingOverviewResponseSchema = z.object({
  organizationId: ZUuid,
  state: z.enum(BANKING_STATES),
  /** the organization's `banking` and `auto-transfer` flags */
  bankingEnabled: z.boolean(),
  autoTransferEnabled: z.boolean(),
  /** whether the caller's profile has the banking product */
  hasBankingProduct: z.boolean(),
  canMoveMoney: z.boolean(),
  canManage: z.boolean(),
  canApprove: z.boolean(),
  /** the core behind the API is the project's sandbox, which offers test deposits ("Add funds") */
  sandbox: z.boolean(),
})
export type TBankingOverview = z.infer<typeof ZBankingOverviewResponseSchema>

/** Section: accounts */
export const ZBankingAccountSchema = z.object({
  id: ZUuid,
  name: z.string(),
  accountType: z.enum(BANKING_ACCOUNT_TYPES),
  status: z.enum(BANKING_ACCOUNT_STATUSES),
  currency: z.string(),
  balanceMicros: ZMicrosOut,
  availableBalanceMicros: ZMicrosOut,
  accountNumberLast4: z.string().nullable(),
  routingNumber: z.string().nullable(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type TBankingAccount = z.infer<typeof ZBankingAccountSchema>

export const ZListBankingAccountsResponseSchema = z.object({
  accounts: z.array(ZBankingAccountSchema),
  /** USD accounts only (spec §9) */
  totalBalanceMicros: ZMicrosOut,
  totalAvailableMicros: ZMicrosOut,
})

/** The fields are checked by createAccountProblems (spec §5, word for word), not by the schema. */
export const ZCreateBankingAccountRequestSchema = z.object({
  accountName: ZText.max(200).optional(),
  accountType: ZText.max(50).optional(),
  currency: ZText.max(10).optional(),
})
export type TCreateBankingAccountRequest = z.infer<typeof ZCreateBankingAccountRequestSchema>

export const ZAccountParams = z.object({ organizationId: ZUuid, accountId: ZUuid })

export const ZBankingStatementSchema = z.object({
  id: z.string(),
  accountId: ZUuid,
  month: z.number().int(),
  year: z.number().int(),
  openingBalanceMicros: ZMicrosOut,
  closingBalanceMicros: ZMicrosOut,
})
export const ZListBankingStatementsResponseSchema = z.object({ statements: z.array(ZBankingStatementSchema) })

export const ZSandboxFundRequestSchema = z.object({ amountMicros: ZPositiveMicros })

/** Section: entries (activity) */
export const ZBankingEntrySchema = z.object({
  id: ZUuid,
  coreEntryId: z.string(),
  transactionId: z.string(),
  accountId: ZUuid,
  accountName: z.string(),
  amountMicros: ZMicrosOut,
  currencyCode: z.string(),
  transactionDirection: z.enum(ENTRY_DIRECTIONS),
  transactionType: z.enum(TRANSACTION_TYPES as [string, ...string[]]),
  layer: z.enum(ENTRY_LAYERS),
  counterpartyName: z.string().nullable(),
  counterpartyId: z.string().nullable(),
  entryResult: z.enum(ENTRY_RESULTS),
  userId: z.string().nullable(),
  transactionCreatedTime: z.string(),
  transactionEffectiveTime: z.string().nullable(),
  /** card descriptions without their masked number (spec §9) */
  description: z.string().nullable(),
  accountBalanceMicros: ZMicrosOut,
  accountAvailableBalanceMicros: ZMicrosOut,
  updatedAt: z.string(),
  paymentId: ZUuid.nullable(),
})
export type TBankingEntry = z.infer<typeof ZBankingEntrySchema>

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

export const ZListBankingEntriesRequestSchema = z.object({
  accountId: optional(ZUuid),
  q: optional(ZText.trim().max(200, { message: 'Search for at most 200 characters' })),
  direction: optional(z.enum(ENTRY_DIRECTIONS, { error: 'Choose Credit or Debit' })),
  layer: optional(z.enum(ENTRY_LAYERS, { error: `Choose one of ${ENTRY_LAYERS.join(', ')}` })),
  type: optional(z.enum(TRANSACTION_TYPES as [string, ...string[]], { error: 'Choose one of the transaction types' })),
  from: optional(ZDate),
  to: optional(ZDate),
  cursor: optional(ZText.max(200)),
  limit: optional(
    z.coerce
      .number({ error: 'The page size must be a number' })
      .int()
      .min(1, { message: 'The page size is 1 to 200' })
      .max(200, { message: 'The page size is 1 to 200' }),
  ),
})
export type TListBankingEntriesRequest = z.infer<typeof ZListBankingEntriesRequestSchema>
export const ZListBankingEntriesResponseSchema = z.object({
  entries: z.array(ZBankingEntrySchema),
  /** pass back as `cursor` for the next (older) page; null on the last page */
  nextCursor: z.string().nullable(),
})

/** Section: payees */
export const COUNTERPARTY_TYPES = ['Person', 'Business'] as const
export const COUNTERPARTY_ACCOUNT_TYPES = ['Checking', 'Savings'] as const
export const ZBankingCounterpartySchema = z.object({
  id: ZUuid,
  name: z.string(),
  counterpartyType: z.enum(COUNTERPARTY_TYPES),
  routingNumber: z.string(),
  accountNumberLast4: z.string(),
  accountType: z.enum(COUNTERPARTY_ACCOUNT_TYPES),
  createdAt: z.string(),
})
export type TBankingCounterparty = z.infer<typeof ZBankingCounterpartySchema>
export const ZListBankingCounterpartiesResponseSchema = z.object({
  counterparties: z.array(ZBankingCounterpartySchema),
})
export const ZCreateBankingCounterpartyRequestSchema = z.object({
  name: ZText.trim().min(1, { message: 'Name is required' }).max(100, { message: 'Name is at most 100 characters' }),
  counterpartyType: z.enum(COUNTERPARTY_TYPES, { error: 'Choose Person or Business' }),
  routingNumber: ZText.regex(/^\d{9}$/, { message: 'Routing number must be 9 digits' }),
  accountNumber: ZText.regex(/^\d{4,17}$/, { message: 'Account number must be 4 to 17 digits' }),
  accountType: z.enum(COUNTERPARTY_ACCOUNT_TYPES, { error: 'Choose Checking or Savings' }),
})
export type TCreateBankingCounterpartyRequest = z.infer<typeof ZCreateBankingCounterpartyRequestSchema>

/** Section: payments */
export const ZBankingPaymentSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  idempotencyKey: z.string(),
  origin: z.enum(['user', 'sweep', 'top_off']),
  rail: z.enum(PAYMENT_RAILS),
  transactionType: z.string(),
  fromAccountId: ZUuid,
  toAccountId: ZUuid.nullable(),
  counterpartyId: ZUuid.nullable(),
  amountMicros: ZMicrosOut,
  description: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  approvalReason: z.enum(APPROVAL_REASONS).nullable(),
  entryResult: z.enum(ENTRY_RESULTS).nullable(),
  /** the entry result in words (ENTRY_RESULT_MESSAGES) when the core refused or failed it */
  message: z.string().nullable(),
  coreTransferId: z.string().nullable(),
  requestedBy: ZUuid.nullable(),
  decidedBy: ZUuid.nullable(),
  decidedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  approvedBy: z.array(ZUuid),
})
export type TBankingPayment = z.infer<typeof ZBankingPaymentSchema>

export const ZCreateBankingPaymentRequestSchema = z
  .object({
    fromAccountId: ZUuid,
    rail: z.enum(PAYMENT_RAILS, { error: PAYMENT_MESSAGES.rail }),
    counterpartyId: ZUuid.nullish(),
    toAccountId: ZUuid.nullish(),
    amountMicros: ZPositiveMicros,
    description: ZText.trim().max(200, { message: 'Description is at most 200 characters' }).default(''),
  })
  .check((ctx) => {
    const v = ctx.value
    if (v.rail === 'book' && !v.toAccountId)
      ctx.issues.push({ code: 'custom', path: ['toAccountId'], message: PAYMENT_MESSAGES.toAccountRequired, input: v })
    if (v.rail !== 'book' && !v.counterpartyId)
      ctx.issues.push({
        code: 'custom',
        path: ['counterpartyId'],
        message: PAYMENT_MESSAGES.counterpartyRequired,
        input: v,
      })
  })
export type TCreateBankingPaymentRequest = z.infer<typeof ZCreateBankingPaymentRequestSchema>

export const ZListBankingPaymentsRequestSchema = z.object({
  status: optional(z.enum(PAYMENT_STATUSES, { error: `Choose one of ${PAYMENT_STATUSES.join(', ')}` })),
  cursor: optional(ZText.max(200)),
  limit: optional(z.coerce.number().int().min(1).max(200)),
})
export const ZListBankingPaymentsResponseSchema = z.object({
  payments: z.array(ZBankingPaymentSchema),
  nextCursor: z.string().nullable(),
})
export const ZPaymentParams = z.object({ organizationId: ZUuid, paymentId: ZUuid })
export const ZPaymentDecisionResponseSchema = z.object({
  payment: ZBankingPaymentSchema,
  /** the approval released the payment to the bank */
  released: z.boolean(),
})

/** Section: dashboard */
export const ZBankingDashboardResponseSchema = z.object({
  totalBalanceMicros: ZMicrosOut,
  totalAvailableMicros: ZMicrosOut,
  /** the last 12 calendar months (UTC), oldest first: settled money in and out */
  months: z.array(z.object({ month: z.string(), inMicros: ZMicrosOut, outMicros: ZMicrosOut })),
  /** payments awaiting approval, sent or pending */
  upcoming: z.array(ZBankingPaymentSchema),
})

/** Section: controls (limits and approval layers) */
export const ZApprovalLayerSchema = z.object({
  id: ZUuid,
  name: z.string(),
  minApprovals: z.number().int(),
  enabled: z.boolean(),
  memberIds: z.array(ZUuid),
  /** why the layer does not count, in the spec's words (empty when it counts) */
  problems: z.array(z.string()),
  valid: z.boolean(),
})
export const ZBankingControlsResponseSchema = z.object({
  members: z.array(
    z.object({
      userId: ZUuid,
      name: z.string(),
      email: z.string(),
      orgRole: z.enum(['admin', 'user']),
      hasBankingProduct: z.boolean(),
      perPaymentLimitMicros: ZMicrosOut.nullable(),
      dailyLimitMicros: ZMicrosOut.nullable(),
    }),
  ),
  layers: z.array(ZApprovalLayerSchema),
  anyValidLayer: z.boolean(),
})
export type TBankingControls = z.infer<typeof ZBankingControlsResponseSchema>
const limitMessage = 'Enter a limit of $0.00 or more, or leave it empty for no limit'
export const ZPutBankingLimitsRequestSchema = z.object({
  perPaymentLimitMicros: ZMicrosIn(limitMessage).nullable(),
  dailyLimitMicros: ZMicrosIn(limitMessage).nullable(),
})
export const ZLimitParams = z.object({ organizationId: ZUuid, userId: ZUuid })
export const ZLimitsResponseSchema = z.object({
  userId: ZUuid,
  perPaymentLimitMicros: ZMicrosOut.nullable(),
  dailyLimitMicros: ZMicrosOut.nullable(),
})

const ZMinApprovals = z
  .number({ error: 'Minimum approvals must be a whole number' })
  .int({ message: 'Minimum approvals must be a whole number' })
  .min(0, { message: 'Minimum approvals cannot be negative' })
  .max(100, { message: 'Minimum approvals is at most 100' })
/** A layer may be saved with problems (empty name, no members …): it is kept, shown with them, and does not count. */
export const ZCreateApprovalLayerRequestSchema = z.object({
  name: ZText.max(200, { message: 'Name is at most 200 characters' }).default(''),
  minApprovals: ZMinApprovals.default(1),
  enabled: z.boolean().default(true),
  memberIds: z.array(ZUuid).max(100).default([]),
})
export const ZUpdateApprovalLayerRequestSchema = z.object({
  name: ZText.max(200, { message: 'Name is at most 200 characters' }).optional(),
  minApprovals: ZMinApprovals.optional(),
  enabled: z.boolean().optional(),
  memberIds: z.array(ZUuid).max(100).optional(),
})
export const ZLayerParams = z.object({ organizationId: ZUuid, layerId: ZUuid })

/** Section: auto-transfer rules and top-offs (flag `auto-transfer`) */
export const ZAutoTransferRuleSchema = z.object({
  id: ZUuid,
  kind: z.enum(AUTO_TRANSFER_KINDS),
  sourceAccountId: ZUuid,
  targetAccountId: ZUuid,
  thresholdMicros: ZMicrosOut,
  targetMicros: ZMicrosOut,
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TAutoTransferRule = z.infer<typeof ZAutoTransferRuleSchema>
export const ZListAutoTransferRulesResponseSchema = z.object({ rules: z.array(ZAutoTransferRuleSchema) })
const thresholdMessage = 'Enter an amount of $0.00 or more'
export const ZCreateAutoTransferRuleRequestSchema = z.object({
  kind: z.enum(AUTO_TRANSFER_KINDS, { error: 'Choose sweep or top_off' }),
  sourceAccountId: ZUuid,
  targetAccountId: ZUuid,
  thresholdMicros: ZMicrosIn(thresholdMessage),
  targetMicros: ZMicrosIn(thresholdMessage),
  enabled: z.boolean().default(true),
})
export const ZUpdateAutoTransferRuleRequestSchema = z.object({
  sourceAccountId: ZUuid.optional(),
  targetAccountId: ZUuid.optional(),
  thresholdMicros: ZMicrosIn(thresholdMessage).optional(),
  targetMicros: ZMicrosIn(thresholdMessage).optional(),
  enabled: z.boolean().optional(),
})
export const ZRuleParams = z.object({ organizationId: ZUuid, ruleId: ZUuid })

export const TOP_OFF_STATUSES = ['pending_approval', 'approved', 'executed', 'declined', 'failed'] as const
export const ZTopOffSchema = z.object({
  id: ZUuid,
  ruleId: ZUuid.nullable(),
  sourceAccountId: ZUuid,
  targetAccountId: ZUuid,
  amountMicros: ZMicrosOut,
  status: z.enum(TOP_OFF_STATUSES),
  paymentId: ZUuid.nullable(),
  entryResult: z.enum(ENTRY_RESULTS).nullable(),
  message: z.string().nullable(),
  decidedBy: ZUuid.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type TTopOff = z.infer<typeof ZTopOffSchema>
export const ZListTopOffsResponseSchema = z.object({ topOffs: z.array(ZTopOffSchema) })
export const ZTopOffParams = z.object({ organizationId: ZUuid, topOffId: ZUuid })

export const ZOrgParams = z.object({ organizationId: ZUuid })
export const ZStatementParams = z.object({ organizationId: ZUuid, statementId: ZText.min(1).max(200) })

/** Section: the core's webhooks as the intake reads them (docs/banking.md "Webhooks"); `data` is checked by type later */
export const ZBankingCoreWebhook = z.looseObject({
  id: z.string().min(1).max(200),
  type: z.enum(['entry.created', 'entry.updated', 'transfer.updated', 'account.updated']),
  created_time: z.string(),
  customer_id: z.string().min(1).max(200),
  data: z.looseObject({ id: z.string().nullable() }),
})
export type TBankingCoreWebhook = z.infer<typeof ZBankingCoreWebhook>
