/**
 * Gusto sandbox: OAuth (authorize, /oauth/token with rotating refresh tokens, /oauth/revoke), the company a token
 * reaches (/v1/token_info, /v1/companies/:uuid), and webhook events signed with X-Gusto-Signature = hex HMAC-SHA256 of
 * the body with the verification token. Errors are Gusto's: OAuth `{error, error_description}`, API `{errors: [...]}`.
 */
import { createHmac, randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { SandboxRouter } from '../server.ts'
import { sendJson } from '../../http.ts'
import { mountPayroll } from './gusto/payroll.ts'
import { mountPartner, partnerCompanies, SYSTEM_ACCOUNT } from './gusto/partner.ts'
import { mountEmployeeReports } from './gusto/employee-report.ts'
import { mountReports } from './gusto/reports.ts'
import { bodyText, mountWebhookSender, nowSeconds, secretFor } from '../webhook-delivery.ts'
import {
  accountName,
  authorize,
  bearer,
  issue,
  newGrant,
  readParams,
  readToken,
  redeemCode,
  redeemRefresh,
  revokeGrant,
  sandboxApp,
} from '../oauth-grants.ts'

const ACCESS_SECONDS = 7200
const REFRESH_SECONDS = 365 * 86_400
const SCOPE = 'companies:read employees:read payrolls:read contractors:read contractor_payments:read'
const SYSTEM_SCOPE = 'partner_managed_companies:manage webhook_subscriptions:read webhook_subscriptions:write'
const PREFIXES = { access: 'gat_', refresh: 'grt_' }

const oauthError = (res: ServerResponse, status: number, error: string, description: string) =>
  sendJson(res, status, { error, error_description: description })
const INVALID_GRANT =
  'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.'
const INVALID_CLIENT =
  'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.'
const apiError = (res: ServerResponse, status: number, category: string, message: string) =>
  sendJson(res, status, { errors: [{ error_key: 'base', category, message }] })

function mountOAuth(r: SandboxRouter) {
  r.add('GET', '/gusto/oauth/authorize', (_req, res, url) =>
    authorize(res, url, {
      provider: 'gusto',
      codePrefix: 'gac_',
      newAccount: randomUUID,
      check: (q) => (q.get('response_type') !== 'code' ? 'unsupported_response_type' : undefined),
    }),
  )

  r.add('POST', '/gusto/oauth/token', async (req, res) => {
    const p = await readParams(req)
    const app = sandboxApp('gusto')
    if (p.client_id !== app.clientId || p.client_secret !== app.clientSecret)
      return oauthError(res, 401, 'invalid_client', INVALID_CLIENT)
    // a system access token: the application's own, for partner-managed companies and webhook subscriptions; it
    // lasts two hours, has no refresh token, and another may be asked for at any time
    if (p.grant_type === 'system_access') {
      const t = issue(
        { p: 'gusto', a: SYSTEM_ACCOUNT, g: newGrant(), s: SYSTEM_SCOPE },
        { access: 'gst_', refresh: 'gsr_' },
        { access: ACCESS_SECONDS, refresh: 1 },
      )
      return sendJson(res, 200, {
        access_token: t.access,
        token_type: 'Bearer',
        expires_in: ACCESS_SECONDS,
        scope: SYSTEM_SCOPE,
        created_at: nowSeconds(),
      })
    }
    const grant =
      p.grant_type === 'authorization_code'
        ? redeemCode('gusto', p.code, p.redirect_uri)
        : p.grant_type === 'refresh_token'
          ? redeemRefresh('gusto', p.refresh_token, true) // Gusto refresh tokens work once
          : undefined
    if (!grant) return oauthError(res, 400, 'invalid_grant', INVALID_GRANT)
    const t = issue({ ...grant, s: grant.s ?? SCOPE }, PREFIXES, { access: ACCESS_SECONDS, refresh: REFRESH_SECONDS })
    sendJson(res, 200, {
      access_token: t.access,
      token_type: 'Bearer',
      expires_in: ACCESS_SECONDS,
      refresh_token: t.refresh,
      scope: grant.s ?? SCOPE,
      created_at: nowSeconds(),
    })
  })

  r.add('POST', '/gusto/oauth/revoke', async (req, res) => {
    const p = await readParams(req)
    const app = sandboxApp('gusto')
    if (p.client_id !== app.clientId || p.client_secret !== app.clientSecret)
      return oauthError(res, 401, 'invalid_client', INVALID_CLIENT)
    const c = readToken('gusto', 'access', p.token, 0) ?? readToken('gusto', 'refresh', p.token, 0)
    if (c) revokeGrant(c.g) // RFC 7009: an unknown token is answered 200 too
    sendJson(res, 200, {})
  })

  r.add('GET', '/gusto/v1/token_info', (req, res) => {
    const c = bearer('gusto', req)
    if (!c) return apiError(res, 401, 'invalid_token', 'The access token is invalid, expired or revoked')
    sendJson(res, 200, {
      scope: c.s ?? SCOPE,
      resource: { type: 'Company', uuid: c.a },
      resource_owner: { type: 'CompanyAdmin', uuid: c.g },
    })
  })

  r.add('GET', '/gusto/v1/companies/:uuid', (req, res, _url, params) => {
    const c = bearer('gusto', req)
    if (!c) return apiError(res, 401, 'invalid_token', 'The access token is invalid, expired or revoked')
    if (c.a !== params.uuid) return apiError(res, 403, 'forbidden', 'This token cannot access that company')
    const created = partnerCompanies.get(c.a)
    const name = created?.name ?? accountName('Sandbox Payroll Co', c.a)
    sendJson(res, 200, {
      uuid: c.a,
      name,
      trade_name: created ? created.trade_name : name,
      is_partner_managed: !!created,
      entity_type: 'LLC',
      company_status: 'Approved',
      is_suspended: false,
      tier: 'simple',
    })
  })
}

export function mount(r: SandboxRouter) {
  mountOAuth(r)
  mountPayroll(r)
  mountPartner(r)
  mountEmployeeReports(r)
  mountReports(r)
  mountWebhookSender(r, 'gusto', '/api/event-bus/gusto/webhooks', (req, url) => {
    const body =
      typeof req.body === 'string'
        ? req.body
        : JSON.stringify({
            uuid: randomUUID(),
            event_type: 'payroll.processed',
            resource_type: 'Company',
            resource_uuid: randomUUID(),
            entity_type: 'Payroll',
            entity_uuid: randomUUID(),
            timestamp: req.timestamp ?? nowSeconds(),
            ...((req.body as object) ?? {}),
          })
    const sig = createHmac('sha256', req.secret ?? secretFor('GUSTO_WEBHOOK_VERIFICATION_TOKEN'))
      .update(body)
      .digest('hex')
    return {
      url: req.url ?? url,
      headers: { 'content-type': 'application/json', 'x-gusto-signature': sig },
      body: bodyText(body),
    }
  })
}
