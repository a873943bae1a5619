/**
 * /api/event-bus/<provider>: signed provider webhooks. Each route reads the raw body, verifies the provider's
 * signature (401 when it fails), records every notification under its unique key with its processing job, and
 * answers 200 before any processing happens.
 */
import { Hono, type Context } from 'hono'
import { AppError } from '../../_shared/errors.ts'
import {
  ZGustoVerificationDelivery,
  ZGustoWebhook,
  ZPlaidWebhook,
  ZQuickBooksWebhook,
  ZSlackEvent,
  ZSlackInteraction,
  ZStripeEvent,
  plaidDeliveryKey,
  quickBooksDeliveryKey,
} from '../../../shared/schemas/webhooks.ts'
import { recordWebhookDeliveries } from '../../domains/webhooks/record-webhook-deliveries.ts'
import { findWebhookConnection } from '../../domains/webhooks/find-webhook-connection.ts'
import { webhookSecret } from '../../domains/webhooks/webhook-secret.ts'
import { verifyQuickBooksSignature } from '../../domains/webhooks/verify-quickbooks-signature.ts'
import { verifyStripeSignature } from '../../domains/webhooks/verify-stripe-signature.ts'
import { verifyPlaidVerification } from '../../domains/webhooks/verify-plaid-verification.ts'
import { verifySlackSignature } from '../../domains/webhooks/verify-slack-signature.ts'
import { verifyGustoSignature } from '../../domains/webhooks/verify-gusto-signature.ts'
import { receiveVerificationToken } from '../../domains/payroll/webhook-subscriptions.ts'
import { verifyTellerSignature } from '../../domains/teller/verify-teller-signature.ts'
import { webhookEnrollment } from '../../domains/teller/webhook-enrollment.ts'
import { ZTellerWebhook } from '../../../shared/schemas/teller.ts'
import { plaidWebhookItem } from '../../domains/plaid/webhook-item.ts'
import { verifyCoreSignature } from '../../domains/banking/verify-signature.ts'
import { ZBankingCoreWebhook } from '../../../shared/schemas/banking.ts'
import { assertRampEventFresh, verifyRampSignature } from '../../domains/ramp/verify-ramp-signature.ts'
import { ZRampWebhook } from '../../../shared/schemas/ramp.ts'
import { plaidApi } from '../provider-config.ts'
import { pubSubRoute } from './pubsub.ts'
import { ZTbW9Webhook, tbDeliveryKey } from '../../../shared/schemas/taxbandits.ts'
import { verifyTaxBanditsSignature } from '../../domains/taxbandits/verify-taxbandits-signature.ts'
import { taxBanditsApp } from '../../domains/taxbandits/taxbandits-api.ts'
import { limitBody } from '../body-limit.ts'
import { textProblems } from '../../../shared/rules/values.ts'
import { issuesSentence } from '../../../shared/rules/field-errors.ts'

const raw = async (c: Context) => new Uint8Array(await c.req.arrayBuffer())
const text = (b: Uint8Array) => new TextDecoder().decode(b)

/** Parses a verified body; a body that is signed but malformed is a 400 naming the field. */
function parse<T>(
  schema: {
    safeParse: (
      v: unknown,
    ) => { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }
  },
  body: string | unknown,
): T {
  let value: unknown = body
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body)
    } catch {
      throw new AppError('bad_request', 'The body is not valid JSON')
    }
  }
  const r = schema.safeParse(value)
  if (!r.success) throw new AppError('bad_request', issuesSentence(r.error.issues))
  // the delivery is stored as jsonb, which cannot hold U+0000: refuse it here, naming where, instead of failing later
  const unstorable = textProblems(value)
  if (unstorable.length) throw new AppError('bad_request', issuesSentence(unstorable))
  return r.data
}

function tryJson(body: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

export const eventBusRoutes = new Hono()

eventBusRoutes.post('/api/event-bus/quickbooks', limitBody('quickbooks'), async (c) => {
  const body = await raw(c)
  verifyQuickBooksSignature({
    body,
    header: c.req.header('intuit-signature'),
    verifierToken: webhookSecret('QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN'),
  })
  const data = parse(ZQuickBooksWebhook, text(body))
  const deliveries = data.eventNotifications.flatMap((n) =>
    n.dataChangeEvent.entities.map((entity) => ({
      key: quickBooksDeliveryKey(n.realmId, entity),
      accountId: n.realmId,
      payload: { realmId: n.realmId, entity },
    })),
  )
  return c.json(
    await recordWebhookDeliveries({
      provider: 'quickbooks',
      route: 'event-bus/quickbooks',
      deliveries,
      requireConnection: true,
    }),
  )
})

eventBusRoutes.post('/api/event-bus/stripe', limitBody('stripe'), async (c) => {
  const body = text(await raw(c))
  // A connection may have its own endpoint secret: find it from the (not yet trusted) account id first.
  const account = tryJson(body)?.account
  const connection = await findWebhookConnection({
    provider: 'stripe',
    accountId: typeof account === 'string' ? account : null,
  })
  await verifyStripeSignature({
    body,
    header: c.req.header('stripe-signature'),
    secret: connection?.signing_secret ?? webhookSecret('STRIPE_WEBHOOK_SECRET'),
  })
  const event = parse(ZStripeEvent, body)
  const deliveries = [{ key: event.id, accountId: event.account ?? null, payload: event }]
  return c.json(
    await recordWebhookDeliveries({
      provider: 'stripe',
      route: 'event-bus/stripe',
      deliveries,
      requireConnection: true,
    }),
  )
})

eventBusRoutes.post('/api/event-bus/plaid', limitBody('plaid'), async (c) => {
  const body = await raw(c)
  const header = c.req.header('plaid-verification')
  const { bodySha256 } = await verifyPlaidVerification({ body, header, api: plaidApi() })
  const jwtSignature = header!.split('.')[2]
  const data = parse(ZPlaidWebhook, text(body))
  const itemId = await plaidWebhookItem(data)
  const deliveries = [
    {
      key: plaidDeliveryKey(itemId ?? '-', data.webhook_code, bodySha256, jwtSignature),
      accountId: itemId,
      payload: data,
    },
  ]
  return c.json(
    await recordWebhookDeliveries({ provider: 'plaid', route: 'event-bus/plaid', deliveries, requireConnection: true }),
  )
})

eventBusRoutes.post('/api/event-bus/slack', limitBody('slack'), async (c) => {
  const body = text(await raw(c))
  verifySlackSignature({
    body,
    signature: c.req.header('x-slack-signature'),
    timestamp: c.req.header('x-slack-request-timestamp'),
    secret: webhookSecret('SLACK_SIGNING_SECRET'),
  })
  const interactive = (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded')
  if (interactive) {
    const payload = new URLSearchParams(body).get('payload')
    if (!payload) throw new AppError('bad_request', 'payload: Required')
    const data = parse(ZSlackInteraction, payload)
    const deliveries = [{ key: `interaction:${data.trigger_id}`, accountId: data.team.id, payload: data }]
    return c.json(
      await recordWebhookDeliveries({
        provider: 'slack',
        route: 'event-bus/slack/interactivity',
        deliveries,
        requireConnection: true,
      }),
    )
  }
  const data = parse(ZSlackEvent, body)
  if (data.type === 'url_verification') return c.json({ challenge: data.challenge })
  const deliveries = [{ key: data.event_id, accountId: data.team_id, payload: data }]
  return c.json(
    await recordWebhookDeliveries({ provider: 'slack', route: 'event-bus/slack', deliveries, requireConnection: true }),
  )
})

// The payroll provider's webhook has a sub-path (spec §2); it is kept in the recorded route.
eventBusRoutes.post('/api/event-bus/gusto/*', limitBody('gusto'), async (c) => {
  const body = await raw(c)
  const unverified = tryJson(text(body))
  // Sent once when a subscription is created, before any token is known to sign with: checked by handing the token
  // to Gusto's verify call, which refuses a forged one (domains/payroll/webhook-subscriptions.ts)
  const token = ZGustoVerificationDelivery.safeParse(unverified)
  if (token.success) return c.json(await receiveVerificationToken(token.data))
  const companyId =
    unverified?.resource_type === 'Company' && typeof unverified.resource_uuid === 'string'
      ? unverified.resource_uuid
      : null
  const connection = await findWebhookConnection({ provider: 'gusto', accountId: companyId })
  verifyGustoSignature({
    body,
    header: c.req.header('x-gusto-signature'),
    verificationToken: connection?.signing_secret ?? webhookSecret('GUSTO_WEBHOOK_VERIFICATION_TOKEN'),
  })
  const data = parse(ZGustoWebhook, text(body))
  const route = c.req.path.slice(c.req.path.indexOf('/api/') + 5)
  if ('verification_token' in data) return c.json({ recorded: 0, duplicates: 0, ignored: 1 })
  const deliveries = [
    { key: data.uuid, accountId: data.resource_type === 'Company' ? data.resource_uuid : null, payload: data },
  ]
  return c.json(await recordWebhookDeliveries({ provider: 'gusto', route, deliveries, requireConnection: true }))
})

// Teller: one delivery per event id, routed by the enrollment it concerns; a dashboard test event is acknowledged only.
eventBusRoutes.post('/api/event-bus/teller', limitBody('teller'), async (c) => {
  const body = text(await raw(c))
  verifyTellerSignature({
    body,
    header: c.req.header('teller-signature'),
    secret: webhookSecret('TELLER_WEBHOOK_SIGNING_SECRET'),
  })
  const hook = parse(ZTellerWebhook, body)
  if (hook.type === 'webhook.test') return c.json({ recorded: 0, duplicates: 0, ignored: 1 })
  const deliveries = [{ key: hook.id, accountId: await webhookEnrollment(hook), payload: hook }]
  return c.json(
    await recordWebhookDeliveries({
      provider: 'teller',
      route: 'event-bus/teller',
      deliveries,
      requireConnection: true,
    }),
  )
})

// The banking core: one delivery per webhook id, routed by the core customer it concerns (docs/banking.md).
eventBusRoutes.post('/api/event-bus/banking-core', limitBody('banking'), async (c) => {
  const body = await raw(c)
  await verifyCoreSignature({
    body,
    header: c.req.header('x-core-signature'),
    secret: webhookSecret('BANKING_CORE_WEBHOOK_SECRET'),
  })
  const hook = parse(ZBankingCoreWebhook, text(body))
  const deliveries = [{ key: hook.id, accountId: hook.customer_id, payload: hook }]
  return c.json(
    await recordWebhookDeliveries({
      provider: 'banking',
      route: 'event-bus/banking-core',
      deliveries,
      requireConnection: true,
    }),
  )
})

// Ramp: one delivery per event id (the same on every retry), routed by the business it concerns (docs/ramp.md).
eventBusRoutes.post('/api/event-bus/ramp', limitBody('ramp'), async (c) => {
  const body = await raw(c)
  // A connection may hold its own subscription secret: find it from the (not yet trusted) business id first.
  const business = tryJson(text(body))?.business_id
  const connection = await findWebhookConnection({
    provider: 'ramp',
    accountId: typeof business === 'string' ? business : null,
  })
  verifyRampSignature({
    body,
    header: c.req.header('x-ramp-webhook-signature'),
    secret: connection?.signing_secret ?? webhookSecret('RAMP_WEBHOOK_SECRET'),
  })
  const hook = parse(ZRampWebhook, text(body))
  assertRampEventFresh(hook.created_at)
  const deliveries = [{ key: hook.id, accountId: hook.business_id, payload: hook }]
  return c.json(
    await recordWebhookDeliveries({ provider: 'ramp', route: 'event-bus/ramp', deliveries, requireConnection: true }),
  )
})

// The tax-form service (docs/tax-forms.md): one delivery per payee status, routed by the requester business.
eventBusRoutes.post('/api/event-bus/taxbandits', limitBody('taxbandits'), async (c) => {
  const { clientId, clientSecret } = taxBanditsApp()
  verifyTaxBanditsSignature({
    signature: c.req.header('signature'),
    timestamp: c.req.header('timestamp'),
    clientId,
    secret: clientSecret,
  })
  const hook = parse(ZTbW9Webhook, text(await raw(c)))
  const deliveries = [{ key: tbDeliveryKey(hook), accountId: hook.BusinessId, payload: hook }]
  return c.json(
    await recordWebhookDeliveries({
      provider: 'taxbandits',
      route: 'event-bus/taxbandits',
      deliveries,
      requireConnection: true,
    }),
  )
})

// The firehose subscriber receives pub/sub push messages.
eventBusRoutes.post('/api/event-bus/firehose', limitBody('pubsub'), pubSubRoute('event-bus/firehose'))
