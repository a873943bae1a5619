/**
 * Expense categorisation as the API shows it (docs/categorisation.md; spec accounting §3.5, §4). Amounts are integer
 * cents as the bank gives them: negative is money out (an expense), positive money in (a deposit).
 */
import { z } from 'zod'
import {
  CATEGORISATION_FILTERS,
  CATEGORISATION_LAYERS,
  CATEGORISATION_MODES,
  CATEGORISATION_SOURCES,
} from '../rules/categorisation.ts'
import { SPLIT_PERCENTAGE_MESSAGE } from '../rules/categorisation-rules.ts'
import { ZAmount, ZDate, ZLedgerId, ZSignedAmount, ZText, ZUuid } from '../rules/values.ts'

const cents = z.number().int()

export const ZAllocationSchema = z.object({
  ruleId: z.string().nullable(),
  accountId: z.string(),
  accountName: z.string(),
  percentage: z.number(),
  allocatedAmountCents: cents,
})
const ZNeighbour = z.object({
  date: z.string(),
  amountCents: cents,
  accountName: z.string(),
  vendor: z.string().nullable(),
  description: z.string().nullable(),
})
const ZAlternative = z.object({ accountId: z.string(), accountName: z.string(), confidence: z.number() })

export const ZCategorisedLineSchema = z.object({
  id: ZUuid,
  source: z.enum(CATEGORISATION_SOURCES),
  transactionId: z.string(),
  transactionDate: z.string(),
  payee: z.string().nullable(),
  transactionDescription: z.string().nullable(),
  processedDescription: z.string().nullable(),
  financialAccountName: z.string().nullable(),
  amountCents: cents,
  predictedCategory: z.string().nullable(),
  predictedAccountId: z.string().nullable(),
  actualCategory: z.string().nullable(),
  actualAccountId: z.string().nullable(),
  predictionCorrect: z.boolean().nullable(),
  confidence: z.number(),
  layer: z.enum(CATEGORISATION_LAYERS),
  explanation: z.string(),
  neighbours: z.array(ZNeighbour),
  alternatives: z.array(ZAlternative),
  staleRule: z.object({ ruleId: z.string(), missingAccounts: z.array(z.string()) }).nullable(),
  multi: z.array(ZAllocationSchema).nullable(),
  status: z.enum(['suggested', 'posted', 'confirmed', 'asked']),
  filterCategory: z.enum(CATEGORISATION_FILTERS),
  showInUI: z.boolean(),
  bookkeeperReview: z.boolean(),
  amcQuestionId: ZUuid.nullable(),
  amcStatus: z.string().nullable(),
  clientResponse: z.string().nullable(),
  ledgerRef: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type TCategorisedLine = z.infer<typeof ZCategorisedLineSchema>

export const ZCategorisationCountsSchema = z.object({
  total: z.number().int(),
  aiCategorized: z.number().int(),
  uncategorized: z.number().int(),
  confirmed: z.number().int(),
})

export const ZCategorisationAccountSchema = z.object({ id: z.string(), name: z.string(), classification: z.string() })

export const ZCategorisationLinesResponseSchema = z.object({
  counts: ZCategorisationCountsSchema,
  lines: z.array(ZCategorisedLineSchema),
  accounts: z.array(ZCategorisationAccountSchema),
  canManage: z.boolean(),
  mode: z.enum(CATEGORISATION_MODES),
  threshold: z.number(),
  /** how many lines the filter and search match in all (the page holds `limit` of them from `offset`) */
  matched: z.number().int(),
})

export const ZListLinesQuerySchema = z.object({
  filter: z.enum(CATEGORISATION_FILTERS).default('Total'),
  /** the bookkeeper's queue: lines not confirmed yet, least sure first */
  queue: z.enum(['true', 'false']).default('false'),
  /** words in the vendor or the bank's description */
  search: ZText.trim().max(100, { message: 'Search for at most 100 characters' }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  offset: z.coerce.number().int().min(0).default(0),
})

export const ZRunResponseSchema = z.object({
  categorised: z.number().int(),
  byLayer: z.record(z.string(), z.number().int()),
  posted: z.number().int(),
  asked: z.number().int(),
})

const ZSplitLineInput = z.object({
  accountId: ZLedgerId,
  // bounded here as the value rules want every number; splitProblems (shared/rules) says the same with the total
  percentage: z
    .number({ error: 'Enter a percentage' })
    .min(0, SPLIT_PERCENTAGE_MESSAGE)
    .max(100, SPLIT_PERCENTAGE_MESSAGE),
})

/** Confirm the suggestion (no account), or correct it to one account or a split. */
export const ZDecideLineRequestSchema = z.object({
  accountId: ZLedgerId.optional(),
  splits: z.array(ZSplitLineInput).optional(),
})

export const ZRuleSchema = z.object({
  id: ZUuid,
  ruleType: z.enum(['vendor', 'vendor-split']),
  vendor: z.string(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  splits: z.array(z.object({ accountId: z.string(), accountName: z.string(), percentage: z.number() })),
  sourceAmcQuestionId: ZUuid.nullable(),
  stale: z.array(z.string()),
  createdAt: z.string(),
})
export type TRule = z.infer<typeof ZRuleSchema>

export const ZCreateRuleRequestSchema = z.object({
  vendor: ZText.trim().min(1, { message: 'Enter the vendor' }).max(200),
  accountId: ZLedgerId.optional(),
  splits: z.array(ZSplitLineInput).optional(),
})

export const ZSettingsSchema = z.object({
  mode: z.enum(CATEGORISATION_MODES),
  threshold: z.number(),
  /** the client's config.aiAutocatEnabled (absent: on) */
  aiAutocatEnabled: z.boolean(),
  /** the autocat feature flag for this client */
  autocatFlag: z.boolean(),
  /** both: whether AI categorisation runs for this client */
  autocatEnabled: z.boolean(),
  configs: z.array(
    z.object({
      providerId: z.enum(['stripe', 'ramp', 'plaid']),
      ingestStartingFrom: z.string().nullable(),
      ingestAll: z.boolean(),
    }),
  ),
})
export const ZUpdateSettingsRequestSchema = z.object({
  mode: z.enum(CATEGORISATION_MODES).optional(),
  aiAutocatEnabled: z.boolean().optional(),
  threshold: z
    .number()
    .min(0.5, { message: 'Choose a threshold between 50% and 99%' })
    .max(0.99, { message: 'Choose a threshold between 50% and 99%' })
    .optional(),
  configs: z
    .array(
      z.object({
        providerId: z.enum(['stripe', 'ramp', 'plaid']),
        ingestStartingFrom: ZDate.nullable(),
        ingestAll: z.boolean(),
      }),
    )
    .optional(),
})

export const ZAiReportSchema = z.object({
  counts: z.object({ total: z.number().int(), categorized: z.number().int(), confirmed: z.number().int() }),
  byLayer: z.record(z.string(), z.number().int()),
  months: z.array(
    z.object({
      month: z.string(),
      total: z.number().int(),
      categorized: z.number().int(),
      confirmed: z.number().int(),
      correct: z.number().int(),
      accuracy: z.number().nullable(),
    }),
  ),
})

export const ZVendorSummarySchema = z.object({
  vendors: z.array(
    z.object({
      vendor: z.string(),
      lines: z.number().int(),
      spentCents: cents,
      lastDate: z.string(),
      accountName: z.string().nullable(),
      ruleId: ZUuid.nullable(),
      ruleType: z.enum(['vendor', 'vendor-split']).nullable(),
    }),
  ),
})

export const ZAccruedExpenseRequestSchema = z.object({
  accruedExpenseDate: ZDate,
  debitAccountName: ZText.trim().min(1, { message: 'Enter the account' }).max(300),
})

export const ZAccruedExpensesSchema = z.object({
  accrued: z.array(
    z.object({
      id: ZUuid,
      accruedExpenseDate: z.string(),
      amountCents: cents,
      debitAccountName: z.string(),
      txnDate: z.string(),
      accrualDocNumber: z.string().nullable(),
      reversalDate: z.string().nullable(),
    }),
  ),
})

/**
 * The AI categorisation call of spec §7: vendor, amount (dollars, as the bank shows it: negative is money out) and
 * description in; account_name, confidence and device_used out, with the layer and explanation every suggestion has.
 */
export const ZSuggestRequestSchema = z.object({
  vendor: ZText.max(300).nullable().default(null),
  amount: ZSignedAmount,
  description: ZText.max(2000).nullable().default(null),
})
export const ZSuggestResponseSchema = z.object({
  account_name: z.string().nullable(),
  confidence: z.number(),
  device_used: z.literal('cpu'),
  layer: z.enum(CATEGORISATION_LAYERS),
  explanation: z.string(),
})

/**
 * The categorisation enrichment call of spec banking §7 / accounting §7: one transaction in (its amount positive, its
 * direction in entryType), who it was with, its categories and where out. Location is the United States only.
 */
export const ZEnrichRequestSchema = z.object({
  id: ZText.min(1).max(200),
  description: ZText.max(2000),
  date: ZDate,
  amount: ZAmount,
  entryType: z.enum(['incoming', 'outgoing']),
  currency: z.string().regex(/^[A-Z]{3}$/, { message: 'Enter a three-letter currency code' }),
  accountHolderId: ZText.min(1).max(200),
  location: z.object({ country: z.literal('US', { message: 'Only US transactions can be enriched' }) }),
})
export const ZEnrichResponseSchema = z.object({
  id: z.string(),
  /** who the money went to or came from, as read from the description */
  entities: z.object({
    counterparty: z.object({ name: z.string(), type: z.literal('organization') }).nullable(),
  }),
  /** general: the account this line belongs to; accounting: that account's kind in the books (its account type) */
  categories: z.object({ general: z.string().nullable(), accounting: z.string().nullable() }),
  location: z.object({ country: z.literal('US') }),
  confidence: z.number(),
  explanation: z.string(),
})

/** The categorisation health call: whether the categoriser answers, and on which device its model runs. */
export const ZCategorisationHealthSchema = z.object({
  status: z.literal('healthy'),
  device: z.enum(['cpu', 'cuda']),
})

/** The books' uncategorised money (shared/rules/uncategorised.ts): how many lines, how much, where each stands. */
export const ZUncategorisedMoneySchema = z.object({
  lines: z.number().int(),
  incomeCents: z.number().int(),
  expenseCents: z.number().int(),
  asked: z.number().int(),
  queued: z.number().int(),
  new: z.number().int(),
})
