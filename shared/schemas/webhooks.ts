/**
 * Inbound webhook shapes of each provider, the keys that make a delivery unique, and the local default secrets the
 * sandbox signs with (production reads real secrets from the environment; see docs/spine.md).
 */
import { z } from 'zod'

export const WEBHOOK_PROVIDERS = [
  'quickbooks',
  'stripe',
  'plaid',
  'slack',
  'gusto',
  'pubsub',
  'teller',
  'banking',
  'ramp',
  'taxbandits',
] as const
export type TWebhookProvider = (typeof WEBHOOK_PROVIDERS)[number]

/** Secrets used when APP_ENV is local or test and the variable is unset. Never used in production. */
export const LOCAL_WEBHOOK_SECRETS = {
  QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN: 'local-quickbooks-verifier-token',
  STRIPE_WEBHOOK_SECRET: 'whsec_local_stripe_webhook_secret',
  SLACK_SIGNING_SECRET: 'local-slack-signing-secret',
  GUSTO_WEBHOOK_VERIFICATION_TOKEN: 'local-gusto-verification-token',
  PLAID_CLIENT_ID: 'local-plaid-client-id',
  PLAID_SECRET: 'local-plaid-secret',
  PUBSUB_AUDIENCE: 'local-pubsub-push',
  PUBSUB_SERVICE_ACCOUNT: 'pubsub-push@local-project.iam.gserviceaccount.com',
  TELLER_WEBHOOK_SIGNING_SECRET: 'local-teller-signing-secret',
  // the banking core's API key and webhook signing secret (docs/banking-core.md)
  BANKING_CORE_API_KEY: 'local-banking-core-key',
  BANKING_CORE_WEBHOOK_SECRET: 'local-banking-core-webhook-secret',
  // the AES-256-GCM key (base64, 32 bytes) of the chat bridge's encrypted requests (docs/chat-bridge.md "Requests")
  CHAT_REQUEST_KEY: 'bG9jYWwtY2hhdC1yZXF1ZXN0LWtleS0zMi1ieXRlcyE=',
  // Ramp's webhook subscription secret (X-Ramp-Webhook-Signature; docs/ramp.md)
  RAMP_WEBHOOK_SECRET: 'local-ramp-webhook-secret',
} as const
export type TWebhookSecretName = keyof typeof LOCAL_WEBHOOK_SECRETS

/** Signed requests older or newer than this are refused (Stripe, Slack, Plaid iat). */
export const WEBHOOK_TOLERANCE_SECONDS = 300

const KiB = 1024
const MiB = 1024 * KiB
/**
 * The largest body each provider can send, with headroom; anything larger is refused with 413 before it is read.
 * QuickBooks, Plaid and Gusto send ids and codes only (a few KiB). A Stripe event carries one API object whose lists
 * are truncated and metadata capped (50 keys of 500 characters), and a Slack event one message (40,000 characters at
 * most). A pub/sub message may hold 10 MB of data, base64-encoded in the push body (4/3 of it) plus the envelope.
 */
export const WEBHOOK_BODY_LIMITS: Record<TWebhookProvider, number> = {
  quickbooks: 256 * KiB,
  stripe: 1 * MiB,
  plaid: 64 * KiB,
  slack: 1 * MiB,
  gusto: 64 * KiB,
  pubsub: Math.ceil((10 * 1000 * 1000 * 4) / 3) + 64 * KiB,
  // transactions.processed carries the new transactions themselves (about 1 KiB each)
  teller: 2 * MiB,
  // one entry version, account or transfer (with its two entries) per delivery
  banking: 64 * KiB,
  // an envelope naming one object by id (Ramp sends no object body)
  ramp: 64 * KiB,
  // one payee's W-9 status
  taxbandits: 16 * KiB,
}

/** Section: QuickBooks entity-change notification (spec: realmId, entities with name, id, operation, lastUpdated) */
export const ZQuickBooksOperation = z.enum(['Create', 'Update', 'Delete', 'Merge', 'Void', 'Email'])
export const ZQuickBooksEntityChange = z.object({
  name: z.string().min(1),
  id: z.string().min(1),
  operation: ZQuickBooksOperation,
  lastUpdated: z.string().min(1),
  deletedId: z.string().optional(),
})
export type TQuickBooksEntityChange = z.infer<typeof ZQuickBooksEntityChange>
export const ZQuickBooksWebhook = z.object({
  eventNotifications: z
    .array(
      z.object({
        realmId: z.string().min(1),
        dataChangeEvent: z.object({ entities: z.array(ZQuickBooksEntityChange) }),
      }),
    )
    .min(1),
})
export const quickBooksDeliveryKey = (realmId: string, e: TQuickBooksEntityChange) =>
  `${realmId}:${e.name}:${e.id}:${e.lastUpdated}`

/** Section: Stripe event (the fields the intake relies on; the rest is kept as sent) */
export const ZStripeEvent = z.looseObject({
  id: z.string().regex(/^evt_\w+$/, 'must be a Stripe event id (evt_…)'),
  object: z.literal('event'),
  type: z.string().min(1),
  account: z.string().min(1).optional(),
})

/** Section: Plaid (no event id: see plaidDeliveryKey) */
export const ZPlaidWebhook = z.looseObject({
  webhook_type: z.string().min(1),
  webhook_code: z.string().min(1),
  item_id: z.string().min(1).optional(),
})
/**
 * Plaid sends no event id, and its notices repeat the same body: every SYNC_UPDATES_AVAILABLE of an item is
 * byte-identical, so a key of the body (even with the second it was signed) would drop a new notice. The key is item
 * + code + body hash + the signature of its Plaid-Verification JWT: a replayed request collapses, while every notice
 * Plaid sends, a retry included, is signed anew and processed. That is safe because Plaid's notices are signals the
 * handler answers by re-reading Plaid (a sync from the saved cursor, /item/get, /asset_report/get).
 */
export const plaidDeliveryKey = (itemId: string, code: string, bodySha256: string, jwtSignature: string) =>
  `${itemId}:${code}:${bodySha256}:${jwtSignature}`

/** Section: Gusto event (or the one-time verification-token delivery when a subscription is created) */
export const ZGustoVerificationDelivery = z.strictObject({
  verification_token: z.string().min(1).max(200),
  webhook_subscription_uuid: z.uuid(),
})
export const ZGustoWebhook = z.union([
  z.looseObject({
    uuid: z.string().min(1),
    event_type: z.string().min(1),
    resource_type: z.string().min(1),
    resource_uuid: z.string().min(1),
    entity_type: z.string().optional(),
    entity_uuid: z.string().optional(),
    timestamp: z.number().optional(),
  }),
  z.object({ verification_token: z.string().min(1), webhook_subscription_uuid: z.string().min(1) }),
])

/** Section: Slack Events API and interactivity */
export const ZSlackEvent = z.union([
  z.object({ type: z.literal('url_verification'), challenge: z.string().min(1), token: z.string().optional() }),
  z.looseObject({
    type: z.literal('event_callback'),
    team_id: z.string().min(1),
    event_id: z.string().min(1),
    event: z.record(z.string(), z.unknown()),
  }),
])
export const ZSlackInteraction = z.looseObject({
  type: z.string().min(1),
  team: z.object({ id: z.string().min(1) }),
  trigger_id: z.string().min(1),
})

/** Section: Google Cloud pub/sub push message (base64 JSON data, ids, publish time, subscription) */
export const ZPubSubPush = z.object({
  message: z
    .object({
      data: z.base64().default(''),
      messageId: z.string().min(1).optional(),
      message_id: z.string().min(1).optional(),
      publishTime: z.string().optional(),
      publish_time: z.string().optional(),
      attributes: z.record(z.string(), z.string()).optional(),
    })
    .refine((m) => m.messageId ?? m.message_id, { message: 'message.messageId is required' }),
  subscription: z.string().min(1),
})
export type TPubSubPush = z.infer<typeof ZPubSubPush>
