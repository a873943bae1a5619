/**
 * Bank feeds as the API shows them: an organization's bank accounts with their latest balances and feed health
 * (public.bank_feed_health), the provider transactions with search, filters and paging, and the accounts across
 * clients that need attention. Amounts are integer cents; typed amounts travel as dollars ("42.50").
 */
import { z } from 'zod'
import { FEED_STATUSES } from '../rules/feed-health.ts'
import { ZDate, ZText, ZUuid } from '../rules/values.ts'
import { amountTextProblem, amountTextToCents } from './transaction-search.ts'

const ZFeedGapSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() })

/** One balance-continuity check: from a statement's ending balance over a period to the next figure the bank gave. */
const ZFeedCheckSchema = z.object({
  kind: z.enum(['statement', 'balance']),
  fromStatementId: z.string().nullable(),
  toStatementId: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  openingCents: z.number().int(),
  expectedCents: z.number().int(),
  actualCents: z.number().int(),
  differenceCents: z.number().int(),
})
export type TFeedCheck = z.infer<typeof ZFeedCheckSchema>

const ZFeedHealthSchema = z.object({
  status: z.enum(FEED_STATUSES),
  flags: z.array(z.enum(FEED_STATUSES)),
  firstTransactionDate: z.string().nullable(),
  lastTransactionDate: z.string().nullable(),
  coveredDays: z.number().int().nullable(),
  transactionCount: z.number().int(),
  gaps: z.array(ZFeedGapSchema),
  gapDays: z.number().int(),
  daysSinceLastTransaction: z.number().int().nullable(),
  checks: z.array(ZFeedCheckSchema),
  mismatchCount: z.number().int(),
  /** the most recent failing check's actual minus expected, in cents; null when every check holds */
  differenceCents: z.number().int().nullable(),
})
export type TFeedHealth = z.infer<typeof ZFeedHealthSchema>

const ZBankAccountSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  name: z.string(),
  officialName: z.string().nullable(),
  mask: z.string().nullable(),
  institution: z.string().nullable(),
  provider: z.enum(['plaid', 'teller']),
  type: z.string(),
  subtype: z.string().nullable(),
  currency: z.string(),
  status: z.enum(['open', 'closed']),
  connectionStatus: z.enum(['active', 'broken', 'disconnected']),
  currentBalanceCents: z.number().int().nullable(),
  availableBalanceCents: z.number().int().nullable(),
  balanceAsOf: z.string().nullable(),
  health: ZFeedHealthSchema,
})
export type TBankAccount = z.infer<typeof ZBankAccountSchema>

const ZFeedThresholdsSchema = z.object({ gapDays: z.number().int(), staleDays: z.number().int() })

/**
 * The business banking accounts this product's bank keeps for the organization (docs/banking.md), shown beside the
 * connected banks' accounts so every bank account is on one page (issue 30): balances in cents, as the bank reports
 * them, pending being the settled balance less what is available.
 */
export const ZBankingFeedAccountSchema = z.object({
  id: ZUuid,
  name: z.string(),
  mask: z.string().nullable(),
  accountType: z.string(),
  currency: z.string(),
  balanceCents: z.number().int(),
  availableCents: z.number().int(),
  pendingCents: z.number().int(),
})

export const ZBankFeedsResponseSchema = z.object({
  organizationId: ZUuid,
  accounts: z.array(ZBankAccountSchema),
  /** business banking accounts the caller may read (private.can_read_banking); empty otherwise */
  bankingAccounts: z.array(ZBankingFeedAccountSchema),
  /** usdBalanceTotal (shared/rules/feed-health.ts): USD accounts only */
  total: z.object({ totalCents: z.number().int(), counted: z.number().int(), otherCurrencies: z.number().int() }),
  thresholds: ZFeedThresholdsSchema,
})
export type TBankFeedsResponse = z.infer<typeof ZBankFeedsResponseSchema>

export const ZBankFeedAttentionResponseSchema = z.object({
  accounts: z.array(ZBankAccountSchema.extend({ organizationName: z.string() })),
  thresholds: ZFeedThresholdsSchema,
})
export type TBankFeedAttentionResponse = z.infer<typeof ZBankFeedAttentionResponseSchema>

/** Section: provider transactions (search, filters, paging) */
export const TRANSACTION_PROVIDERS = ['plaid', 'teller', 'stripe', 'ramp', 'bank'] as const
export const TRANSACTION_PROVIDER_LABELS: Record<(typeof TRANSACTION_PROVIDERS)[number], string> = {
  plaid: 'Plaid',
  teller: 'Teller',
  stripe: 'Stripe',
  ramp: 'Ramp',
  // settled entries of the business banking accounts (docs/banking.md "Into the books")
  bank: 'Business banking',
}
export const BANK_TRANSACTION_PAGE_SIZES = [25, 50, 100] as const

const BANK_TRANSACTION_MESSAGES = {
  amountOrder: 'The maximum amount must be at least the minimum amount',
  dateOrder: 'The end date must be on or after the start date',
} as const

/** An empty form field (or `?min=`) means "no filter". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())
const ZAmountText = ZText.trim().check((ctx) => {
  const message = amountTextProblem(ctx.value)
  if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
})

export const ZListBankTransactionsRequestSchema = z
  .object({
    q: optional(ZText.trim().max(200, { message: 'Search for at most 200 characters' })),
    accountId: optional(ZUuid),
    provider: optional(z.enum(TRANSACTION_PROVIDERS, { error: 'Choose Plaid, Teller, Stripe or Ramp' })),
    pending: optional(z.enum(['true', 'false'], { error: 'Choose pending or posted' })),
    from: optional(ZDate),
    to: optional(ZDate),
    minAmount: optional(ZAmountText),
    maxAmount: optional(ZAmountText),
    limit: optional(
      z.coerce
        .number({ error: 'The page size must be a number' })
        .int()
        .min(1, { message: 'The page size is 1 to 100' })
        .max(100, { message: 'The page size is 1 to 100' }),
    ),
    offset: optional(
      z.coerce
        .number({ error: 'The page start must be a number' })
        .int()
        .min(0, { message: 'The page start cannot be negative' }),
    ),
  })
  .check((ctx) => {
    const v = ctx.value
    if (
      v.minAmount !== undefined &&
      v.maxAmount !== undefined &&
      !amountTextProblem(v.minAmount) &&
      !amountTextProblem(v.maxAmount) &&
      amountTextToCents(v.maxAmount) < amountTextToCents(v.minAmount)
    )
      ctx.issues.push({
        code: 'custom',
        message: BANK_TRANSACTION_MESSAGES.amountOrder,
        input: v.maxAmount,
        path: ['maxAmount'],
      })
    // ISO dates compare as text
    if (v.from && v.to && v.to < v.from)
      ctx.issues.push({ code: 'custom', message: BANK_TRANSACTION_MESSAGES.dateOrder, input: v.to, path: ['to'] })
  })
export type TListBankTransactionsRequest = z.infer<typeof ZListBankTransactionsRequestSchema>

const ZBankTransactionSchema = z.object({
  id: ZUuid,
  provider: z.enum(TRANSACTION_PROVIDERS),
  bankAccountId: ZUuid.nullable(),
  accountName: z.string().nullable(),
  accountMask: z.string().nullable(),
  transactionId: z.string(),
  /** the UTC calendar day of the transaction's effective time */
  date: z.string(),
  pending: z.boolean(),
  description: z.string().nullable(),
  vendor: z.string().nullable(),
  /** signed from the organization's side: money in positive, money out negative */
  amountCents: z.number().int(),
  currency: z.string(),
  category: z.array(z.string()),
  paymentChannel: z.string().nullable(),
})
export type TBankTransaction = z.infer<typeof ZBankTransactionSchema>

export const ZListBankTransactionsResponseSchema = z.object({
  transactions: z.array(ZBankTransactionSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
})
export type TListBankTransactionsResponse = z.infer<typeof ZListBankTransactionsResponseSchema>
