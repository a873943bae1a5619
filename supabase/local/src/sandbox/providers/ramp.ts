/**
 * Ramp sandbox: OAuth (authorize at /v1/authorize, /developer/v1/token with client Basic auth and rotating refresh
 * tokens, /developer/v1/token/revoke), the business a token reaches (/developer/v1/business), and its card
 * transactions and receipts (ramp/transactions.ts), and the webhook sender: Ramp signs each delivery with the
 * subscription's secret, `X-Ramp-Webhook-Signature: <hex HMAC-SHA256 of the raw body>`, and the body is the event
 * envelope `{id, type, created_at, business_id, object: {id}}` (the id stays the same across retries). Errors are
 * Ramp's `{error_v2: {error_code, message, …}, error: {message, details}}`.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { SandboxRouter } from '../server.ts'
import { mountTransactions } from './ramp/transactions.ts'
import { sendJson } from '../../http.ts'
import { bodyText, mountWebhookSender, secretFor } from '../webhook-delivery.ts'
import {
  accountName,
  authorize,
  basicClientOk,
  bearer,
  issue,
  readParams,
  readToken,
  redeemCode,
  redeemRefresh,
  revokeGrant,
} from '../oauth-grants.ts'

const ACCESS_SECONDS = 3600
const REFRESH_SECONDS = 90 * 86_400
const PREFIXES = { access: 'ramp_tok_', refresh: 'ramp_rtok_' }

function rampError(res: ServerResponse, status: number, code: string, message: string) {
  sendJson(res, status, {
    error_v2: { additional_info: {}, error_code: code, error_id: randomBytes(8).toString('hex'), message, notes: '' },
    error: { details: {}, message },
  })
}

export function mount(r: SandboxRouter) {
  mountTransactions(r)
  // Body: the event's fields (id, type, created_at default to a new transactions.cleared now); business_id and
  // object.id name the business and the transaction.
  mountWebhookSender(r, 'ramp', '/api/event-bus/ramp', (req, url) => {
    const body =
      typeof req.body === 'string'
        ? req.body
        : JSON.stringify({
            id: randomUUID(),
            type: 'transactions.cleared',
            created_at: new Date().toISOString(),
            ...((req.body as object) ?? {}),
          })
    const signature = createHmac('sha256', req.secret ?? secretFor('RAMP_WEBHOOK_SECRET'))
      .update(body)
      .digest('hex')
    return {
      url: req.url ?? url,
      headers: { 'content-type': 'application/json', 'x-ramp-webhook-signature': signature },
      body: bodyText(body),
    }
  })
  r.add('GET', '/ramp/v1/authorize', (_req, res, url) =>
    authorize(res, url, {
      provider: 'ramp',
      codePrefix: 'ramp_code_',
      newAccount: randomUUID,
      // Ramp requires the code flow, at least one scope and a state
      check: (q) =>
        q.get('response_type') !== 'code'
          ? 'unsupported_response_type'
          : !q.get('scope')
            ? 'invalid_scope'
            : !q.get('state')
              ? 'invalid_request'
              : undefined,
    }),
  )

  r.add('POST', '/ramp/developer/v1/token', async (req, res) => {
    if (!basicClientOk('ramp', req)) return rampError(res, 401, 'DEVELOPER_7001', 'Invalid client credentials')
    const p = await readParams(req)
    if (p.grant_type === 'authorization_code') {
      const grant = redeemCode('ramp', p.code, p.redirect_uri)
      if (!grant) return rampError(res, 401, 'DEVELOPER_7002', 'Authorization code with given code not found')
      return sendTokens(res, grant)
    }
    if (p.grant_type === 'refresh_token') {
      const grant = redeemRefresh('ramp', p.refresh_token, true)
      if (!grant) return rampError(res, 401, 'DEVELOPER_7002', 'Refresh token with given refresh_token not found')
      return sendTokens(res, grant)
    }
    rampError(res, 400, 'DEVELOPER_7000', `Unsupported grant_type: ${p.grant_type ?? ''}`)
  })

  r.add('POST', '/ramp/developer/v1/token/revoke', async (req, res) => {
    if (!basicClientOk('ramp', req)) return rampError(res, 401, 'DEVELOPER_7001', 'Invalid client credentials')
    const p = await readParams(req)
    const c = readToken('ramp', 'access', p.token, 0) ?? readToken('ramp', 'refresh', p.token, 0)
    if (c) revokeGrant(c.g)
    res.writeHead(200, { 'content-length': '0' })
    res.end()
  })

  r.add('GET', '/ramp/developer/v1/business', (req, res) => {
    const c = bearer('ramp', req)
    if (!c) return rampError(res, 401, 'DEVELOPER_7003', 'Access token is invalid, expired or revoked')
    if (!(c.s ?? '').split(' ').includes('business:read'))
      return rampError(res, 403, 'DEVELOPER_7005', 'Missing required scope: business:read')
    const name = accountName('Sandbox Cards Inc', c.a)
    sendJson(res, 200, {
      id: c.a,
      business_name_legal: name,
      business_name_on_card: name.toUpperCase(),
      active: true,
      created_time: '2024-01-02T00:00:00+00:00',
      enforce_sso: false,
      is_reimbursements_enabled: true,
      limit_locked: false,
      phone: '+15555550100',
      website: null,
    })
  })
}

function sendTokens(res: ServerResponse, grant: { p: string; a: string; g: string; s?: string }) {
  const t = issue(grant, PREFIXES, { access: ACCESS_SECONDS, refresh: REFRESH_SECONDS })
  sendJson(res, 200, {
    access_token: t.access,
    token_type: 'Bearer',
    expires_in: ACCESS_SECONDS,
    refresh_token: t.refresh,
    scope: grant.s ?? '',
  })
}
