/**
 * Intuit OAuth 2.0 endpoints: the authorize page (auto-approves and redirects back with code, state, realmId),
 * the token endpoint (authorization_code and refresh_token grants, client Basic auth) and revocation.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxRouter } from '../../server.ts'
import { readBody, sendJson } from '../../../http.ts'
import {
  CODE_SECONDS,
  isRevoked,
  issueTokens,
  newGrant,
  readToken,
  revokeGrant,
  sandboxClient,
  signToken,
  useCode,
} from './tokens.ts'
import { newRealmId, realm } from './realms.ts'

export const PREFIX = '/quickbooks'

function clientOk(req: IncomingMessage) {
  const m = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? '')
  if (!m) return false
  const [id, secret] = Buffer.from(m[1], 'base64').toString('utf8').split(':')
  const c = sandboxClient()
  return id === c.id && secret === c.secret
}

const oauthError = (res: ServerResponse, status: number, error: string, description?: string) =>
  sendJson(res, status, { error, ...(description ? { error_description: description } : {}) })

export function mountOAuth(r: SandboxRouter) {
  r.add('GET', `${PREFIX}/connect/oauth2`, (_req, res, url) => {
    const q = url.searchParams
    const redirect = q.get('redirect_uri')
    if (q.get('client_id') !== sandboxClient().id || !redirect) {
      res.writeHead(400, { 'content-type': 'text/html' })
      res.end('<h1>Invalid request</h1><p>Unknown client_id or missing redirect_uri.</p>')
      return
    }
    const back = new URL(redirect)
    if (q.get('state')) back.searchParams.set('state', q.get('state')!)
    if (
      q.get('response_type') !== 'code' ||
      !(q.get('scope') ?? '').split(' ').includes('com.intuit.quickbooks.accounting')
    ) {
      back.searchParams.set('error', q.get('response_type') !== 'code' ? 'unsupported_response_type' : 'invalid_scope')
    } else {
      // The real page asks the user to pick a company; the sandbox approves at once, into a fresh company
      // unless the caller names one (the local demo reconnects to its realm this way).
      const realmId = /^\d{6,20}$/.test(q.get('sandbox_realm') ?? '') ? q.get('sandbox_realm')! : newRealmId()
      realm(realmId)
      const code = signToken('qbac', {
        r: realmId,
        g: newGrant(),
        e: Math.floor(Date.now() / 1000) + CODE_SECONDS,
        u: redirect,
      })
      back.searchParams.set('code', code)
      back.searchParams.set('realmId', realmId)
    }
    res.writeHead(302, { location: back.toString() })
    res.end()
  })

  r.add('POST', `${PREFIX}/oauth2/v1/tokens/bearer`, async (req, res) => {
    if (!clientOk(req)) return oauthError(res, 401, 'invalid_client')
    const form = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'))
    const grant = form.get('grant_type')
    if (grant === 'authorization_code') {
      const code = form.get('code') ?? ''
      const claims = readToken('qbac', code)
      if (!claims || claims.u !== form.get('redirect_uri') || !useCode(code))
        return oauthError(res, 400, 'invalid_grant')
      return sendJson(res, 200, issueTokens(claims.r, claims.g))
    }
    if (grant === 'refresh_token') {
      const claims = readToken('qbrt', form.get('refresh_token') ?? '')
      if (!claims || isRevoked(claims.g))
        return oauthError(res, 400, 'invalid_grant', 'Incorrect or invalid refresh token')
      return sendJson(res, 200, issueTokens(claims.r, claims.g))
    }
    return oauthError(res, 400, 'unsupported_grant_type')
  })

  r.add('POST', `${PREFIX}/v2/oauth2/tokens/revoke`, async (req, res) => {
    if (!clientOk(req)) return oauthError(res, 401, 'invalid_client')
    const raw = (await readBody(req, 64 * 1024)).toString('utf8')
    let token = ''
    try {
      token = JSON.parse(raw).token ?? ''
    } catch {
      token = new URLSearchParams(raw).get('token') ?? ''
    }
    const claims = readToken('qbrt', token, 0) ?? readToken('qbat', token, 0)
    if (!claims) return oauthError(res, 400, 'invalid_request', 'Unknown token')
    revokeGrant(claims.g)
    res.writeHead(200, { 'content-length': '0' })
    res.end()
  })
}
