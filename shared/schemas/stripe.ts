/** Stripe shapes: the Connect OAuth token answer and the account it reaches, the revenue mapping and the posted months. */
import { z } from 'zod'
import { REVENUE_MAPPING_SLOTS } from '../rules/stripe-revenue.ts'

export const ZStripeOAuthTokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
  stripe_user_id: z.string().regex(/^acct_\w+$/),
  stripe_publishable_key: z.string().optional(),
  scope: z.string(),
  livemode: z.boolean(),
})
export type TStripeOAuthTokenResponse = z.infer<typeof ZStripeOAuthTokenResponse>

/** GET /v1/account with the connected account's token: who it is and what to call it. */
export const ZStripeAccount = z.object({
  id: z.string().regex(/^acct_\w+$/),
  email: z.string().nullish(),
  business_profile: z.object({ name: z.string().nullish() }).nullish(),
  settings: z.object({ dashboard: z.object({ display_name: z.string().nullish() }).nullish() }).nullish(),
})
export type TStripeAccount = z.infer<typeof ZStripeAccount>

/** Section: the revenue mapping and the posted months (spec accounting §3.9, banking §9 report slugs) */
const ZDirection = z.enum(['Credit', 'Debit'])
const ZSlot = z.enum(REVENUE_MAPPING_SLOTS)

export const ZRevenueMappingSlotValue = z.object({
  slot: ZSlot,
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  transactionDirection: ZDirection,
})
export const ZRevenueMappingResponse = z.object({ slots: z.array(ZRevenueMappingSlotValue) })
export type TRevenueMappingResponse = z.infer<typeof ZRevenueMappingResponse>

/** Saving the mapping: every slot given, an empty one as accountId null. */
export const ZSaveRevenueMappingRequest = z.object({
  slots: z
    .array(
      z.object({
        slot: ZSlot,
        accountId: z.string().regex(/^\d+$/, 'Choose an account').nullable(),
        transactionDirection: z.enum(['Credit', 'Debit'], { message: 'Choose Credit or Debit' }),
      }),
    )
    .max(REVENUE_MAPPING_SLOTS.length),
})

const cents = z.number().int()
export const ZStripeReportTotals = z.object({
  revenue: cents,
  recognizedRevenue: cents,
  deferredRevenue: cents,
  totalFees: cents,
  totalPayouts: cents,
  totalRefunds: cents,
  netTotal: cents,
  totalTaxes: cents,
  badDebts: cents,
  flaggedNonUsd: z.number().int(),
  /** invoices on terms: the month's change of what customers owe, and what left it voided or written off */
  accountsReceivable: cents.optional(),
  /** the revenue of invoices finalized less that of invoices paid (the charge books those), on the revenue slot */
  accruedRevenue: cents.optional(),
  voided: cents.optional(),
  uncollectible: cents.optional(),
  /** what the month's refunds and lost disputes took back from revenue recognition schedules (out of deferred revenue) */
  refundedDeferred: cents.optional(),
  disputedDeferred: cents.optional(),
  /** the revenue recognition schedules a posted month made of its deferred revenue */
  revenueSchedules: z.number().int().optional(),
})
export const ZStripePeriod = z.object({
  period: z.string(),
  balanceTransactions: z.number().int(),
  totals: ZStripeReportTotals,
  posted: z
    .object({
      journalEntryId: z.uuid(),
      ledgerEntryId: z.string(),
      docNumber: z.string().nullable(),
      postedAt: z.string(),
    })
    .nullable(),
  /** why this month cannot be posted as it stands (an empty slot, an unknown type), null when it can */
  blocked: z.string().nullable(),
})
export const ZStripePeriodsResponse = z.object({ connected: z.boolean(), periods: z.array(ZStripePeriod) })
export type TStripePeriod = z.infer<typeof ZStripePeriod>

export const ZStripeBalanceTransactionRow = z.object({
  id: z.string(),
  type: z.string(),
  reportingCategory: z.string().nullable(),
  sourceId: z.string().nullable(),
  currency: z.string(),
  amountCents: cents,
  feeCents: cents,
  netCents: cents,
  description: z.string().nullable(),
  created: z.string(),
})
export const ZStripeBalanceTransactionsResponse = z.object({
  rows: z.array(ZStripeBalanceTransactionRow),
  total: z.number().int(),
})
export const ZPostStripePeriodRequest = z.object({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, 'Choose a month'),
})
export const ZPostStripePeriodResponse = z.object({
  period: z.string(),
  journalEntryId: z.uuid(),
  ledgerEntryId: z.string(),
  totals: ZStripeReportTotals,
})

/** Stripe payouts against the bank deposits they became (shared/rules/stripe-payouts.ts). */
const ZPayoutDeposit = z.object({
  id: z.uuid(),
  date: z.string(),
  amountCents: cents,
  description: z.string().nullable(),
  account: z.string().nullable(),
})
export const ZStripePayoutsResponse = z.object({
  counts: z.object({
    confirmed: z.number().int(),
    matched: z.number().int(),
    ambiguous: z.number().int(),
    unmatched: z.number().int(),
  }),
  payouts: z.array(
    z.object({
      payoutId: z.string(),
      amountCents: cents,
      arrivalDate: z.string(),
      state: z.enum(['confirmed', 'matched', 'ambiguous', 'unmatched']),
      /** the deposit it is confirmed against, or the one deposit that matches it */
      deposit: ZPayoutDeposit.nullable(),
      /** every deposit of its amount inside its arrival window */
      candidates: z.array(ZPayoutDeposit),
    }),
  ),
})
export const ZConfirmPayoutMatchRequest = z.object({ depositId: z.uuid({ message: 'Choose a deposit' }) })
