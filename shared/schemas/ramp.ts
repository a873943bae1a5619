/** Ramp developer API OAuth wire shapes: the token answer (POST /developer/v1/token) and /developer/v1/business. */
import { z } from 'zod'
import { defineJob } from './jobs.ts'
import { ZDate, ZText, ZUuid } from '../rules/values.ts'
import { CARD_STATUS_FILTERS, RAMP_TRANSACTION_STATES } from '../rules/card-transactions.ts'

export { RAMP_TRANSACTION_STATES }

export const ZRampTokenResponse = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
})
export type TRampTokenResponse = z.infer<typeof ZRampTokenResponse>

export const ZRampBusiness = z.object({
  id: z.string().min(1),
  business_name_legal: z.string().nullish(),
  business_name_on_card: z.string().nullish(),
})
export type TRampBusiness = z.infer<typeof ZRampBusiness>

/** Ramp's error body: `{error_v2: {error_code, message, …}}`. */
export const ZRampError = z.object({
  error_v2: z.object({ error_code: z.string(), message: z.string().optional() }).passthrough(),
})

/** Section: card transactions (GET /developer/v1/transactions; spec banking §3 "Card provider transaction") */
const ZMoneyAmount = z.object({ amount: z.number(), currency_code: z.string() })
export const ZRampTransaction = z.looseObject({
  id: z.string().min(1),
  amount: z.number(),
  currency_code: z.string().length(3),
  state: z.enum(RAMP_TRANSACTION_STATES),
  user_transaction_time: z.string(),
  settlement_date: z.string().nullish(),
  synced_at: z.string().nullish(),
  memo: z.string().nullish(),
  statement_id: z.string().nullish(),
  sk_category_id: z.number().nullish(),
  sk_category_name: z.string().nullish(),
  merchant_id: z.string().nullish(),
  merchant_name: z.string().nullish(),
  merchant_descriptor: z.string().nullish(),
  merchant_category_code: z.string().nullish(),
  card_id: z.string().nullish(),
  entity_id: z.string().nullish(),
  limit_id: z.string().nullish(),
  card_holder: z
    .object({
      department_id: z.string().nullish(),
      department_name: z.string().nullish(),
      first_name: z.string().nullish(),
      last_name: z.string().nullish(),
      location_id: z.string().nullish(),
      location_name: z.string().nullish(),
      user_id: z.string().nullish(),
    })
    .nullish(),
  original_transaction_amount: ZMoneyAmount.nullish(),
  receipts: z.array(z.string()).default([]),
  disputes: z.array(z.unknown()).default([]),
  policy_violations: z.array(z.unknown()).default([]),
  accounting_categories: z.array(z.unknown()).default([]),
  accounting_field_selections: z.array(z.unknown()).default([]),
  line_items: z
    .array(
      z.looseObject({
        amount: ZMoneyAmount,
        converted_amount: ZMoneyAmount.nullish(),
        memo: z.string().nullish(),
        accounting_field_selections: z.array(z.unknown()).default([]),
      }),
    )
    .default([]),
})
export type TRampTransaction = z.infer<typeof ZRampTransaction>
/** A list carries data and a page.next cursor (the next page's whole URL, or null at the end). */
export const ZRampTransactionPage = z.object({
  data: z.array(ZRampTransaction),
  page: z.object({ next: z.string().nullable() }),
})

/** Section: the daily sync of a Ramp connection's card transactions (queued on connect and each morning) */
export const rampSyncJob = defineJob({
  id: 'ramp.sync',
  version: 1,
  payload: z.object({ connectionId: z.uuid() }),
  jobKey: (p) => `ramp.sync:${p.connectionId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 300 },
})

/** Section: a receipt (GET /developer/v1/receipts/:id); receipt_url is a short-lived link to the file itself */
export const ZRampReceipt = z.looseObject({
  id: z.string().min(1),
  transaction_id: z.string().nullish(),
  created_at: z.string().nullish(),
  receipt_url: z.url(),
})
export type TRampReceipt = z.infer<typeof ZRampReceipt>

/**
 * Section: a webhook (Ramp's envelope: the event id, the same on every retry; its type; when it happened; the business
 * and the object it concerns, by id only: the handler reads the object's current state back from Ramp)
 */
export const ZRampWebhook = z.looseObject({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(100),
  created_at: z.iso.datetime({ offset: true }),
  business_id: z.string().min(1).max(100),
  object: z.looseObject({ id: z.string().min(1).max(100) }),
})
export type TRampWebhook = z.infer<typeof ZRampWebhook>

/**
 * Ramp retries a failed delivery up to 10 times with exponential backoff from under a minute, so a real delivery is
 * at most about 17 hours old: a signed event older than a day is a replay and is refused. Ramp's signature carries no
 * timestamp; the event's created_at, inside the signed body, is what ages.
 */
export const RAMP_WEBHOOK_MAX_AGE_SECONDS = 86_400

/** Section: the receipts of a Ramp connection's card lines, downloaded into Storage (queued by each sync) */
export const rampReceiptsJob = defineJob({
  id: 'ramp.receipts',
  version: 1,
  payload: z.object({ connectionId: z.uuid() }),
  jobKey: (p) => `ramp.receipts:${p.connectionId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 300 },
})

/**
 * Section: the card-transactions screen (GET /api/orgs/{orgId}/card-transactions): Ramp lines with who paid, the
 * card, the merchant, the amount (integer cents, spend negative), the day, the receipts stored for it, its category
 * and status; filters by words, card holder, status, receipt and dates; pages of 50.
 */
export const ZCardTransactionsQuery = z
  .object({
    q: ZText.trim().max(200).optional(),
    holder: ZText.trim().max(200).optional(),
    status: z.enum(Object.keys(CARD_STATUS_FILTERS) as [keyof typeof CARD_STATUS_FILTERS]).optional(),
    receipt: z.enum(['missing', 'attached']).optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The end date is before the start date', path: ['to'] })
export type TCardTransactionsQuery = z.infer<typeof ZCardTransactionsQuery>

export const ZCardReceipt = z.object({
  id: ZUuid,
  fileId: ZUuid,
  title: z.string(),
  downloadUrl: z.string().nullable(),
})
export const ZCardTransaction = z.object({
  id: ZUuid,
  date: z.string(),
  cardHolder: z.string().nullable(),
  cardMask: z.string().nullable(),
  merchant: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  category: z.string().nullable(),
  state: z.string().nullable(),
  status: z.string(),
  receipts: z.array(ZCardReceipt),
  missingReceipt: z.boolean(),
})
export type TCardTransaction = z.infer<typeof ZCardTransaction>
export const ZCardTransactionsResponse = z.object({
  /** may the caller see the organization's Ramp data at all (the client's permission, for staff) */
  permitted: z.boolean(),
  transactions: z.array(ZCardTransaction),
  total: z.number().int(),
  missingReceipts: z.number().int(),
  pageSize: z.number().int().positive(),
  holders: z.array(z.string()),
})
