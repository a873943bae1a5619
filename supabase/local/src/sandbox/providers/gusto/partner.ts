/**
 * Gusto sandbox, the application-level calls a system access token makes (POST /oauth/token with grant_type
 * system_access, in gusto.ts): creating a partner-managed company (POST /v1/partner_managed_companies: user and
 * company in, company_uuid with the company's own access and refresh tokens out, Gusto's 422 `{errors: [...]}` for a
 * missing name or a bad email) and webhook subscriptions (POST /v1/webhook_subscriptions with url and
 * subscription_types answers pending and POSTs `{verification_token, webhook_subscription_uuid}` to the url; PUT
 * /v1/webhook_subscriptions/:uuid/verify with that token makes it verified; GET one, GET
 * …/request_verification_token sends the token again, DELETE one ends it: 204, and 404 after). A company token is refused here, as Gusto refuses it.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxRouter } from '../../server.ts'
import { readJson, sendJson } from '../../../http.ts'
import { bearer, issue, newGrant } from '../../oauth-grants.ts'
import { GUSTO_WEBHOOK_TYPES } from '../../../../../../shared/rules/payroll.ts'
import { apiError } from './payroll.ts'

/** The account a system token names (company tokens name their company's uuid). */
export const SYSTEM_ACCOUNT = 'system'
const COMPANY_SCOPE = 'companies:read employees:read payrolls:read contractors:read contractor_payments:read'
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Companies created here, by uuid: their names for GET /v1/companies/:uuid. */
export const partnerCompanies = new Map<string, { name: string; trade_name: string | null }>()
type Subscription = { uuid: string; url: string; subscription_types: string[]; status: string; token: string }
const subscriptions = new Map<string, Subscription>()

const invalid = (res: ServerResponse, key: string, message: string) =>
  sendJson(res, 422, { errors: [{ error_key: key, category: 'invalid_attribute_value', message }] })

function system(req: IncomingMessage, res: ServerResponse) {
  const c = bearer('gusto', req)
  if (!c) return void apiError(res, 401, 'invalid_token', 'The access token is invalid, expired or revoked')
  if (c.a !== SYSTEM_ACCOUNT)
    return void apiError(res, 403, 'forbidden', 'This endpoint requires a system access token')
  return c
}

const shown = (s: Subscription) => ({
  uuid: s.uuid,
  url: s.url,
  status: s.status,
  subscription_types: s.subscription_types,
})

/** Gusto POSTs the verification token to the subscription's url (signed with the token, like every later event). */
async function sendToken(s: Subscription) {
  const body = JSON.stringify({ verification_token: s.token, webhook_subscription_uuid: s.uuid })
  const sig = createHmac('sha256', s.token).update(body).digest('hex')
  await fetch(s.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gusto-signature': sig },
    body,
  })
    .then((r) => r.body?.cancel())
    .catch(() => {
      s.status = 'unreachable'
    })
}

export function mountPartner(r: SandboxRouter) {
  r.add('POST', '/gusto/v1/partner_managed_companies', async (req, res) => {
    if (!system(req, res)) return
    type Body = { user?: Record<string, unknown>; company?: Record<string, unknown> }
    const b = await readJson<Body>(req).catch(() => ({}) as Body)
    const user = b.user ?? {}
    const company = b.company ?? {}
    const email = (user.email as { email?: unknown } | string | undefined) ?? ''
    const address = typeof email === 'string' ? email : String(email.email ?? '')
    if (!String(user.first_name ?? '').trim()) return invalid(res, 'first_name', "First name can't be blank")
    if (!String(user.last_name ?? '').trim()) return invalid(res, 'last_name', "Last name can't be blank")
    if (!EMAIL.test(address)) return invalid(res, 'email', 'Email is invalid')
    if (!String(company.name ?? '').trim()) return invalid(res, 'name', "Name can't be blank")
    const uuid = randomUUID()
    partnerCompanies.set(uuid, {
      name: String(company.name).trim(),
      trade_name: company.trade_name ? String(company.trade_name) : null,
    })
    const t = issue(
      { p: 'gusto', a: uuid, g: newGrant(), s: COMPANY_SCOPE },
      { access: 'gat_', refresh: 'grt_' },
      { access: 7200, refresh: 365 * 86_400 },
    )
    sendJson(res, 200, { company_uuid: uuid, access_token: t.access, refresh_token: t.refresh, expires_in: 7200 })
  })

  r.add('POST', '/gusto/v1/webhook_subscriptions', async (req, res) => {
    if (!system(req, res)) return
    type Body = { url?: unknown; subscription_types?: unknown }
    const b = await readJson<Body>(req).catch((): Body => ({}))
    if (typeof b.url !== 'string' || !/^https?:\/\//.test(b.url)) return invalid(res, 'url', 'url is invalid')
    const types = b.subscription_types
    if (!Array.isArray(types) || types.length === 0) return invalid(res, 'subscription_types', "can't be blank")
    const bad = types.find((t) => !(GUSTO_WEBHOOK_TYPES as readonly string[]).includes(String(t)))
    if (bad !== undefined) return invalid(res, 'subscription_types', `${bad} is not a valid subscription type`)
    const s: Subscription = {
      uuid: randomUUID(),
      url: b.url,
      subscription_types: types.map(String),
      status: 'pending',
      token: randomBytes(16).toString('hex'),
    }
    subscriptions.set(s.uuid, s)
    sendJson(res, 201, shown(s))
    setTimeout(() => void sendToken(s), 50)
  })

  r.add('GET', '/gusto/v1/webhook_subscriptions/:uuid', (req, res, _url, p) => {
    if (!system(req, res)) return
    const s = subscriptions.get(p.uuid)
    if (!s) return apiError(res, 404, 'not_found', 'Webhook subscription not found')
    sendJson(res, 200, shown(s))
  })

  r.add('DELETE', '/gusto/v1/webhook_subscriptions/:uuid', (req, res, _url, p) => {
    if (!system(req, res)) return
    if (!subscriptions.delete(p.uuid)) return apiError(res, 404, 'not_found', 'Webhook subscription not found')
    res.writeHead(204)
    res.end()
  })

  r.add('GET', '/gusto/v1/webhook_subscriptions/:uuid/request_verification_token', (req, res, _url, p) => {
    if (!system(req, res)) return
    const s = subscriptions.get(p.uuid)
    if (!s) return apiError(res, 404, 'not_found', 'Webhook subscription not found')
    sendJson(res, 200, {})
    setTimeout(() => void sendToken(s), 50)
  })

  r.add('PUT', '/gusto/v1/webhook_subscriptions/:uuid/verify', async (req, res, _url, p) => {
    if (!system(req, res)) return
    const s = subscriptions.get(p.uuid)
    if (!s) return apiError(res, 404, 'not_found', 'Webhook subscription not found')
    type Body = { verification_token?: unknown }
    const b = await readJson<Body>(req).catch((): Body => ({}))
    if (b.verification_token !== s.token) return invalid(res, 'verification_token', 'verification_token is invalid')
    s.status = 'verified'
    sendJson(res, 200, shown(s))
  })
}
