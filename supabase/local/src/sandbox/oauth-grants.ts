/**
 * What the sandbox's OAuth providers (Stripe, Gusto, Rippling, Slack, Ramp) share. Codes and tokens are
 * self-describing and HMAC-signed (provider, kind, account, grant, expiry), like the QuickBooks sandbox's, so a
 * connection made before a sandbox restart keeps working; codes and rotated refresh tokens are single use and revoked
 * grants are remembered for the life of the process. The authorize step approves at once (the real page asks the
 * user), or refuses with `access_denied` when the URL carries `sandbox_decision=deny`; `sandbox_account=<id>`
 * authorizes an account the caller names instead of a fresh one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { LOCAL_OAUTH_APPS, OAUTH_APP_ENV, type TOAuthAppProvider } from '../../../../shared/schemas/oauth-apps.ts'
import { readBody } from '../http.ts'

const SIGNING_KEY = 'provider-sandbox-oauth-signing-key (local only)'
export const CODE_SECONDS = 300

export type Kind = 'code' | 'access' | 'refresh'
/** p provider, k kind, a account, g grant, e expiry (unix s), u redirect_uri (codes), s scope, n nonce */
export type Claims = { p: string; k: Kind; a: string; g: string; e: number; u?: string; s?: string; n?: string }

const mac = (data: string) => createHmac('sha256', SIGNING_KEY).update(data).digest()

/**
 * A token whose text starts with the provider's own prefix (`ac_`, `sk_test_`, `xoxb-` …; each ends in a character
 * that is not a hex digit), then the claims and their MAC in hex, so the prefix never blurs into the body.
 */
export function signToken(prefix: string, claims: Claims): string {
  const body = Buffer.from(JSON.stringify({ ...claims, n: claims.n ?? randomBytes(6).toString('hex') })).toString('hex')
  return `${prefix}${body}.${mac(body).toString('hex')}`
}

export function readToken(
  provider: string,
  kind: Kind,
  token: string | undefined,
  now = Date.now(),
): Claims | undefined {
  const m = /([0-9a-f]+)\.([0-9a-f]{64})$/.exec(token ?? '')
  if (!m || !timingSafeEqual(mac(m[1]), Buffer.from(m[2], 'hex'))) return undefined
  try {
    const c = JSON.parse(Buffer.from(m[1], 'hex').toString('utf8')) as Claims
    if (c.p !== provider || c.k !== kind || c.e * 1000 <= now) return undefined
    return c
  } catch {
    return undefined
  }
}

const revoked = new Set<string>()
const spent = new Set<string>()
export const newGrant = () => randomBytes(9).toString('base64url')
export const revokeGrant = (g: string) => void revoked.add(g)
export const isRevoked = (g: string) => revoked.has(g)
/** Codes and rotating refresh tokens work once. Returns false when this one was already used. */
export function spend(token: string) {
  if (spent.has(token)) return false
  spent.add(token)
  return true
}

/** A live access token's claims (not revoked, not expired), from `Authorization: Bearer …`. */
export function bearer(provider: string, req: IncomingMessage): Claims | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')
  const c = m ? readToken(provider, 'access', m[1]) : undefined
  return c && !isRevoked(c.g) ? c : undefined
}

/** The client credentials the sandbox accepts (the same env names the edge functions read). */
export function sandboxApp(provider: TOAuthAppProvider) {
  const env = OAUTH_APP_ENV[provider]
  return {
    clientId: process.env[env.clientId] ?? LOCAL_OAUTH_APPS[provider].clientId,
    clientSecret: process.env[env.clientSecret] ?? LOCAL_OAUTH_APPS[provider].clientSecret,
  }
}

/** `Authorization: Basic base64(id:secret)` naming the provider's app. */
export function basicClientOk(provider: TOAuthAppProvider, req: IncomingMessage) {
  const m = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '')
  if (!m) return false
  const [id, secret] = Buffer.from(m[1], 'base64').toString('utf8').split(':')
  const app = sandboxApp(provider)
  return id === app.clientId && secret === app.clientSecret
}

/** A form or JSON request body as flat strings (OAuth endpoints accept either). */
export async function readParams(req: IncomingMessage): Promise<Record<string, string>> {
  const raw = (await readBody(req, 64 * 1024)).toString('utf8')
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      return Object.fromEntries(Object.entries(JSON.parse(raw) as object).map(([k, v]) => [k, String(v)]))
    } catch {
      return {}
    }
  }
  return Object.fromEntries(new URLSearchParams(raw))
}

export const nowSeconds = () => Math.floor(Date.now() / 1000)
/** A short stable label for a sandbox account, so screens show something recognisable. */
export const accountName = (label: string, id: string) => `${label} ${id.replace(/[^A-Za-z0-9]/g, '').slice(-4)}`

export function htmlError(res: ServerResponse, message: string) {
  res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
  res.end(`<!doctype html><h1>Invalid request</h1><p>${message.replace(/[<>&]/g, '')}</p>`)
}

/**
 * The authorize step: checks the client and redirect_uri (an HTML error page when either is wrong, as providers
 * do), then redirects back with `code` and `state`, `error=invalid_request|…` for a bad request, or
 * `error=access_denied` when the user refuses. `check` returns an OAuth error code for a malformed request.
 */
export function authorize(
  res: ServerResponse,
  url: URL,
  opts: {
    provider: TOAuthAppProvider
    codePrefix: string
    newAccount: () => string
    check?: (q: URLSearchParams) => string | undefined
    /** Extra parameters on the successful redirect (Rippling's `buy`, QuickBooks-style ids). */
    extra?: (account: string) => Record<string, string>
    denial?: string
  },
) {
  const q = url.searchParams
  const redirect = q.get('redirect_uri')
  if (q.get('client_id') !== sandboxApp(opts.provider).clientId) return htmlError(res, 'Unknown client_id.')
  if (!redirect || !/^https?:\/\//.test(redirect)) return htmlError(res, 'The redirect_uri is missing or not a URL.')
  const back = new URL(redirect)
  if (q.get('state')) back.searchParams.set('state', q.get('state')!)
  const problem = opts.check?.(q)
  if (problem) {
    back.searchParams.set('error', problem)
  } else if (q.get('sandbox_decision') === 'deny') {
    back.searchParams.set('error', 'access_denied')
    back.searchParams.set('error_description', opts.denial ?? 'The user denied your request')
  } else {
    const account = /^[A-Za-z0-9_-]{3,64}$/.test(q.get('sandbox_account') ?? '')
      ? q.get('sandbox_account')!
      : opts.newAccount()
    const code = signToken(opts.codePrefix, {
      p: opts.provider,
      k: 'code',
      a: account,
      g: newGrant(),
      e: nowSeconds() + CODE_SECONDS,
      u: redirect,
      s: q.get('scope') ?? undefined,
    })
    back.searchParams.set('code', code)
    for (const [k, v] of Object.entries(opts.extra?.(account) ?? {})) back.searchParams.set(k, v)
  }
  res.writeHead(302, { location: back.toString() })
  res.end()
}

/**
 * Exchanges a code: valid, this provider's, not used before, and the same redirect_uri as the authorize step
 * (`null`: the provider's token call does not repeat it, as Stripe's does not).
 */
export function redeemCode(provider: string, code: string | undefined, redirectUri: string | undefined | null) {
  const c = readToken(provider, 'code', code)
  if (!c || (redirectUri !== null && c.u !== redirectUri) || !spend(code!)) return undefined
  rememberGrant(provider, c.a, c.g)
  return c
}

const grantsOf = new Map<string, Set<string>>()
function rememberGrant(provider: string, account: string, grant: string) {
  const key = `${provider}:${account}`
  grantsOf.set(key, (grantsOf.get(key) ?? new Set()).add(grant))
}
/** Revokes every grant this process issued for an account (Stripe's deauthorize). Returns how many. */
export function revokeAccount(provider: string, account: string): number {
  const grants = grantsOf.get(`${provider}:${account}`) ?? new Set()
  for (const g of grants) revokeGrant(g)
  grantsOf.delete(`${provider}:${account}`)
  return grants.size
}

/** A refresh token that still works; with `rotate`, it is spent (the provider issues a new one each time). */
export function redeemRefresh(provider: string, token: string | undefined, rotate: boolean) {
  const c = readToken(provider, 'refresh', token)
  if (!c || isRevoked(c.g) || (rotate && !spend(token!))) return undefined
  return c
}

/** Access and refresh tokens for a grant. */
export function issue(
  c: Pick<Claims, 'p' | 'a' | 'g' | 's'>,
  prefixes: { access: string; refresh: string },
  seconds: { access: number; refresh: number },
) {
  const now = nowSeconds()
  return {
    access: signToken(prefixes.access, { p: c.p, k: 'access', a: c.a, g: c.g, s: c.s, e: now + seconds.access }),
    refresh: signToken(prefixes.refresh, { p: c.p, k: 'refresh', a: c.a, g: c.g, s: c.s, e: now + seconds.refresh }),
  }
}
