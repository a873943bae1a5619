/**
 * Transaction search (staff): the filters as they travel in the page URL and the API query string (all text, so a
 * search can be shared as a link), and the result rows. Amounts are typed as dollars ("42.50") and become integer
 * cents only through `amountTextToCents`, exactly, without floating point.
 */
import { z } from 'zod'
import { MAX_AMOUNT_CENTS, MONEY_MESSAGES, ZDate, ZText, ZUuid } from '../rules/values.ts'

export const SEARCH_SOURCES = ['ledger', 'quickbooks'] as const
export const SEARCH_SORTS = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'] as const
export const SEARCH_PAGE_SIZES = [25, 50, 100] as const
/** Totals are counted up to this many matches; beyond it the page says "10,000+" (counting millions costs seconds). */
export const SEARCH_TOTAL_CAP = 10_000

export const SEARCH_MESSAGES = {
  amountOrder: 'The maximum amount must be at least the minimum amount',
  dateOrder: 'The end date must be on or after the start date',
  offset: `Narrow the search to see results past the first ${SEARCH_TOTAL_CAP.toLocaleString('en-US')}`,
} as const

const AMOUNT_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/

/** Why a typed amount (dollars, optional minus, at most two decimals) is not acceptable, or undefined. */
export function amountTextProblem(s: string): string | undefined {
  if (!/^-?\d+(\.\d+)?$/.test(s)) return MONEY_MESSAGES.notNumber
  if (!AMOUNT_TEXT.test(s)) return MONEY_MESSAGES.decimals
  const cents = amountTextToCents(s)
  return Math.abs(cents) > MAX_AMOUNT_CENTS ? MONEY_MESSAGES.tooLarge : undefined
}

/** "42.5" → 4250, "-0.07" → -7; digits are read as text so no binary fraction is ever involved. */
export function amountTextToCents(s: string): number {
  const m = AMOUNT_TEXT.exec(s)
  if (!m) throw new RangeError(`Not an amount: ${s}`)
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return m[1] ? -cents : cents
}

const ZAmountText = ZText.trim()
  .max(20, { message: MONEY_MESSAGES.tooLarge })
  .check((ctx) => {
    const message = amountTextProblem(ctx.value)
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
  })
/** An empty form field (or `?min=`) means "no filter". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional())

export const ZSearchTransactionsRequestSchema = z
  .object({
    q: optional(ZText.trim().max(200, { message: 'Search for at most 200 characters' })),
    account: optional(ZText.trim().max(200, { message: 'An account name has at most 200 characters' })),
    organizationId: optional(ZUuid),
    source: optional(z.enum(SEARCH_SOURCES, { error: 'Choose the built-in ledger or QuickBooks' })),
    minAmount: optional(ZAmountText),
    maxAmount: optional(ZAmountText),
    from: optional(ZDate),
    to: optional(ZDate),
    sort: optional(z.enum(SEARCH_SORTS, { error: 'Sort by date or amount' })),
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
        .min(0, { message: 'The page start cannot be negative' })
        .max(SEARCH_TOTAL_CAP, { message: SEARCH_MESSAGES.offset }),
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
    ) {
      ctx.issues.push({ code: 'custom', message: SEARCH_MESSAGES.amountOrder, input: v.maxAmount, path: ['maxAmount'] })
    }
    // ISO dates compare as text
    if (v.from && v.to && v.to < v.from)
      ctx.issues.push({ code: 'custom', message: SEARCH_MESSAGES.dateOrder, input: v.to, path: ['to'] })
  })
export type TSearchTransactionsRequest = z.infer<typeof ZSearchTransactionsRequestSchema>

export const ZTransactionSearchResult = z.object({
  id: z.string(),
  organizationId: z.string().uuid(),
  organizationName: z.string(),
  source: z.enum(SEARCH_SOURCES),
  recordType: z.string(),
  recordId: z.string(),
  date: z.string(),
  docNumber: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  memo: z.string().nullable(),
  accounts: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
})
export type TTransactionSearchResult = z.infer<typeof ZTransactionSearchResult>

export const ZSearchTransactionsResponseSchema = z.object({
  results: z.array(ZTransactionSearchResult),
  /** matches counted, up to SEARCH_TOTAL_CAP + 1 */
  total: z.number().int(),
  totalIsExact: z.boolean(),
  limit: z.number().int(),
  offset: z.number().int(),
})
export type TSearchTransactionsResponse = z.infer<typeof ZSearchTransactionsResponseSchema>
