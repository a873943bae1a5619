/**
 * Plaid sandbox under /plaid: Plaid's request and response JSON for Link (Hosted Link included), items, accounts and
 * balances, /transactions/sync, statements, asset reports and the /sandbox/* helpers, over deterministic
 * generated bank data (./plaid/). Webhooks are signed like Plaid's (ES256 `Plaid-Verification` JWT, public key from
 * POST /plaid/webhook_verification_key/get). Point the app at it with PLAID_API_URL (the edge functions default to
 * SANDBOX_URL/plaid locally). See docs/plaid.md.
 */
import type { SandboxRouter } from '../server.ts'
import { readJson, sendJson } from '../../http.ts'
import { bodyText, mountWebhookSender, secretFor } from '../webhook-delivery.ts'
import { PREFIX, invalidInput, requestId } from './plaid/api.ts'
import { mountAssets } from './plaid/assets.ts'
import { mountControl } from './plaid/control.ts'
import { mountItems } from './plaid/item-routes.ts'
import { setDefaultWebhook } from './plaid/items.ts'
import { initKeys, publishedKey, verificationHeader } from './plaid/keys.ts'
import { mountLink } from './plaid/link.ts'
import { mountStatements } from './plaid/statements.ts'
import { mountTransactions } from './plaid/transactions.ts'

export async function mount(r: SandboxRouter) {
  await initKeys()
  const intake = `${r.ctx.cfg.apiUrl}/functions/v1/webhooks/api/event-bus/plaid`
  // Items rebuilt from a stored token after a sandbox restart send their webhooks to the local intake.
  setDefaultWebhook(intake)

  r.add('POST', `${PREFIX}/webhook_verification_key/get`, async (req, res) => {
    const body = await readJson<{ client_id?: string; secret?: string; key_id?: string }>(req)
    if (body.client_id !== secretFor('PLAID_CLIENT_ID') || body.secret !== secretFor('PLAID_SECRET'))
      return sendJson(res, 400, invalidInput('INVALID_API_KEYS', 'invalid client_id or secret provided').toJSON())
    const key = publishedKey(body.key_id)
    if (!key)
      return sendJson(res, 400, invalidInput('INVALID_WEBHOOK_VERIFICATION_KEY_ID', 'invalid key_id provided').toJSON())
    sendJson(res, 200, { key, request_id: requestId() })
  })

  mountLink(r)
  mountItems(r)
  mountTransactions(r)
  mountStatements(r)
  mountAssets(r)
  mountControl(r)

  mountWebhookSender(r, 'plaid', '/api/event-bus/plaid', async (req, url) => {
    const body =
      typeof req.body === 'string'
        ? req.body
        : JSON.stringify({
            webhook_type: 'TRANSACTIONS',
            webhook_code: 'SYNC_UPDATES_AVAILABLE',
            item_id: 'item-sandbox',
            initial_update_complete: true,
            historical_update_complete: true,
            environment: 'sandbox',
            ...((req.body as object) ?? {}),
          })
    // `wrongKey: true` signs with an unpublished key under the published kid.
    const jwt = await verificationHeader(body, { wrongKey: req.wrongKey === true, iat: req.timestamp })
    return {
      url: req.url ?? url,
      headers: { 'content-type': 'application/json', 'plaid-verification': jwt },
      body: bodyText(body),
    }
  })
}
