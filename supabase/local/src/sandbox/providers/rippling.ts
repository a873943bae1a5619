/**
 * Rippling sandbox: the partner OAuth flow (authorize under /apps/PLATFORM/<app>, /api/o/token/ with client Basic
 * auth and rotating refresh tokens, RFC 7009 /api/o/revoke_token/), the current company
 * (/platform/api/companies/current) and /platform/api/mark_app_installed. Errors are the OAuth server's
 * `{error}` and the API's `{detail}`.
 */
import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { SandboxRouter } from '../server.ts'
import { sendJson } from '../../http.ts'
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

const ACCESS_SECONDS = 129_600
const REFRESH_SECONDS = 365 * 86_400
const SCOPE = 'company:read employee:read'
const PREFIXES = { access: 'rpat_', refresh: 'rprt_' }

const oauthError = (res: ServerResponse, status: number, error: string) => sendJson(res, status, { error })
const unauthorized = (res: ServerResponse) => sendJson(res, 401, { detail: 'Invalid token.' })

const FIRST = ['Ava', 'Bo', 'Cy', 'Di', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida']
const LAST = ['Abbott', 'Byrne', 'Costa', 'Diaz', 'Ekström', 'Fox', 'Gill']
const TYPES = ['SALARIED_FT', 'SALARIED_FT', 'HOURLY_PT', 'CONTRACTOR', 'SALARIED_PT', 'HOURLY_FT', 'TEMP']
const ROLE_STATES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'HIRED', 'ACCEPTED', 'INIT', 'TERMINATED']

/** Nine employees per company, reproducible from its id (Rippling's Platform API employee shape, SSN never sent). */
function ripplingEmployees(company: string) {
  const hex = company.replace(/[^0-9a-f]/gi, '')
  return Array.from({ length: 9 }, (_, i) => {
    const first = FIRST[i]
    const last = LAST[(i + parseInt(hex.slice(-2) || '0', 16)) % LAST.length]
    const id = `${hex.slice(0, 16)}${String(i).padStart(8, '0')}`
    const location =
      i % 2
        ? { streetLine1: '500 Pine St', city: 'Seattle', state: 'WA', zip: '98101', country: 'US' }
        : { streetLine1: '1 Market Street', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US' }
    return {
      id,
      name: `${first} ${last}`,
      firstName: first,
      lastName: last,
      employmentType: TYPES[i % TYPES.length],
      roleState: ROLE_STATES[i % ROLE_STATES.length],
      title: i === 0 ? 'Head of Operations' : 'Specialist',
      startDate: `2025-${String((i % 12) + 1).padStart(2, '0')}-01`,
      endDate: ROLE_STATES[i % ROLE_STATES.length] === 'TERMINATED' ? '2026-06-30' : null,
      workLocation: { id: `loc-${i % 2}`, nickname: i % 2 ? 'Seattle' : 'HQ', address: location },
      address: {
        streetLine1: `${10 + i} Elm Ave`,
        city: location.city,
        state: location.state,
        zip: location.zip,
        country: 'US',
      },
      workEmail: `${first.toLowerCase()}@${hex.slice(0, 6)}.example.test`,
    }
  })
}

export function mount(r: SandboxRouter) {
  r.add('GET', '/rippling/apps/PLATFORM/:app/authorize', (_req, res, url) =>
    authorize(res, url, {
      provider: 'rippling',
      codePrefix: 'rpac_',
      newAccount: () => randomBytes(12).toString('hex'), // company ids are 24 hex digits
      check: (q) => ((q.get('response_type') ?? 'code') !== 'code' ? 'unsupported_response_type' : undefined),
    }),
  )

  r.add('POST', '/rippling/api/o/token/', async (req, res) => {
    if (!basicClientOk('rippling', req)) return oauthError(res, 401, 'invalid_client')
    const p = await readParams(req)
    const grant =
      p.grant_type === 'authorization_code'
        ? redeemCode('rippling', p.code, p.redirect_uri)
        : p.grant_type === 'refresh_token'
          ? redeemRefresh('rippling', p.refresh_token, true)
          : undefined
    if (!grant) return oauthError(res, 400, p.grant_type ? 'invalid_grant' : 'unsupported_grant_type')
    const t = issue({ ...grant, s: grant.s ?? SCOPE }, PREFIXES, { access: ACCESS_SECONDS, refresh: REFRESH_SECONDS })
    sendJson(res, 200, {
      access_token: t.access,
      token_type: 'Bearer',
      expires_in: ACCESS_SECONDS,
      refresh_token: t.refresh,
      scope: grant.s ?? SCOPE,
    })
  })

  r.add('POST', '/rippling/api/o/revoke_token/', async (req, res) => {
    if (!basicClientOk('rippling', req)) return oauthError(res, 401, 'invalid_client')
    const p = await readParams(req)
    const c = readToken('rippling', 'access', p.token, 0) ?? readToken('rippling', 'refresh', p.token, 0)
    if (c) revokeGrant(c.g)
    res.writeHead(200, { 'content-length': '0' })
    res.end()
  })

  r.add('GET', '/rippling/platform/api/companies/current', (req, res) => {
    const c = bearer('rippling', req)
    if (!c) return unauthorized(res)
    sendJson(res, 200, {
      id: c.a,
      name: accountName('Sandbox Works', c.a),
      primaryEmail: `admin+${c.a.slice(-6)}@example.test`,
      phone: '5555550100',
      address: { streetLine1: '1 Market Street', city: 'San Francisco', state: 'CA', zip: '94105', country: 'US' },
      workLocations: [],
    })
  })

  // the company's employees, terminated ones included, paged by limit (at most 100) and offset as Rippling pages
  r.add('GET', '/rippling/platform/api/employees/include_terminated', (req, res, url) => {
    const c = bearer('rippling', req)
    if (!c) return unauthorized(res)
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 100)))
    const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0))
    sendJson(res, 200, ripplingEmployees(c.a).slice(offset, offset + limit))
  })

  r.add('POST', '/rippling/platform/api/mark_app_installed', (req, res) => {
    if (!bearer('rippling', req)) return unauthorized(res)
    sendJson(res, 200, { ok: true })
  })
}
