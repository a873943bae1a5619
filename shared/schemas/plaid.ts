/**
 * Plaid: the job definitions of the bank feed (sync, statements, asset reports) and the webhook bodies the handler
 * acts on (spec banking-payments-tax §3 Bank aggregator records, §4 asset report codes, §8 the asset report error).
 */
import { z } from 'zod'
import { defineJob } from './jobs.ts'

/** Transactions from the stored cursor to the end, then realtime balances; first sync after connecting, or on demand. */
export const plaidSyncJob = defineJob({
  id: 'plaid.sync',
  version: 1,
  payload: z.object({
    connectionId: z.uuid(),
    trigger: z.enum(['connected', 'manual', 'scheduled', 'webhook']).default('manual'),
    /** set on a next step: the cursor the pagination it continues began at (domains/plaid/sync-transactions.ts) */
    paginationStart: z.string().nullable().optional(),
  }),
  jobKey: (p) => `plaid.sync:${p.connectionId}`,
  // a first sync reads a year of an item's transactions in pages of 500, in steps (continueWith)
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 60 },
})

/** Statements list + download of every account of an item into the 'bank-statements' bucket. */
export const plaidStatementsJob = defineJob({
  id: 'plaid.fetch-statements',
  version: 1,
  payload: z.object({ connectionId: z.uuid() }),
  jobKey: (p) => `plaid.fetch-statements:${p.connectionId}`,
  options: { maxRuntimeSeconds: 120, retryIntervalSeconds: 120 },
})

/** Asks Plaid for an asset report of an item; the report arrives with the ASSETS PRODUCT_READY webhook. */
export const plaidAssetReportJob = defineJob({
  id: 'plaid.create-asset-report',
  version: 1,
  payload: z.object({ connectionId: z.uuid(), daysRequested: z.number().int().min(1).max(731).default(90) }),
})

/** Section: webhook bodies (Plaid sends more fields; these are the ones acted on) */
export const ZPlaidErrorObject = z.looseObject({
  error_type: z.string(),
  error_code: z.string(),
  error_message: z.string().nullish(),
  display_message: z.string().nullish(),
})
export type TPlaidErrorObject = z.infer<typeof ZPlaidErrorObject>

export const ZPlaidWebhookBody = z.discriminatedUnion('webhook_type', [
  z.looseObject({ webhook_type: z.literal('TRANSACTIONS'), webhook_code: z.string(), item_id: z.string() }),
  z.looseObject({
    webhook_type: z.literal('ITEM'),
    webhook_code: z.string(),
    item_id: z.string(),
    error: ZPlaidErrorObject.nullish(),
    consent_expiration_time: z.string().nullish(),
  }),
  z.looseObject({
    webhook_type: z.literal('ASSETS'),
    webhook_code: z.enum(['PRODUCT_READY', 'ERROR']),
    asset_report_id: z.string(),
    error: ZPlaidErrorObject.nullish(),
  }),
  z.looseObject({ webhook_type: z.literal('STATEMENTS'), webhook_code: z.string(), item_id: z.string() }),
])
export type TPlaidWebhookBody = z.infer<typeof ZPlaidWebhookBody>

/** The Plaid products the app asks for when a bank is connected. */
export const PLAID_PRODUCTS = ['transactions', 'statements', 'assets'] as const
