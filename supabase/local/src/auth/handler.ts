/**
 * GoTrue-compatible auth for the local platform, mounted by the gateway at /auth/v1. Routes match what supabase-js
 * 2.x calls; every answer carries `x-supabase-api-version`, every refusal is GoTrue's error JSON and is logged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PlatformContext } from '../context.ts'
import { sendJson, CORS_HEADERS } from '../http.ts'
import { API_VERSION_HEADERS, AuthError, sendError } from './errors.ts'
import { splitPath, type Result } from './request.ts'
import * as account from './account.ts'
import * as mfa from './mfa.ts'
import * as admin from './admin.ts'
import * as links from './links.ts'
import { authLimits, type Clock, type IpLimiter } from './rate-limit.ts'

type Route = [
  method: string,
  pattern: RegExp,
  run: (ctx: PlatformContext, req: IncomingMessage, q: URLSearchParams, params: string[]) => Promise<Result> | Result,
  /** GoTrue's per-IP limiter for the route (api.go's `limitHandler`) */
  limiter?: IpLimiter,
]

const ROUTES: Route[] = [
  ['GET', /^\/health$/, () => account.health()],
  ['GET', /^\/settings$/, () => account.settings()],
  // the public half of the key user tokens are signed with (ES256); the legacy HS256 secret is never published
  ['GET', /^\/\.well-known\/jwks\.json$/, (ctx) => ({ status: 200, body: ctx.cfg.jwks })],
  ['POST', /^\/signup$/, (ctx, req) => account.signup(ctx, req), 'signup'],
  ['POST', /^\/token$/, (ctx, req, q) => account.token(ctx, req, q), 'token'],
  ['GET', /^\/user$/, (ctx, req) => account.getUser(ctx, req)],
  ['PUT', /^\/user$/, (ctx, req) => account.updateUser(ctx, req), 'user'],
  ['POST', /^\/logout$/, (ctx, req, q) => account.logout(ctx, req, q)],
  ['POST', /^\/factors$/, (ctx, req) => mfa.enroll(ctx, req)],
  ['POST', /^\/factors\/([^/]+)\/challenge$/, (ctx, req, _q, [id]) => mfa.challenge(ctx, req, id), 'factor_challenge'],
  ['POST', /^\/factors\/([^/]+)\/verify$/, (ctx, req, _q, [id]) => mfa.verify(ctx, req, id), 'factor_verify'],
  ['DELETE', /^\/factors\/([^/]+)$/, (ctx, req, _q, [id]) => mfa.unenroll(ctx, req, id)],
  ['POST', /^\/verify$/, (ctx, req) => links.verifyPost(ctx, req), 'verify'],
  ['GET', /^\/verify$/, (ctx, req, q) => links.verifyGet(ctx, req, q), 'verify'],
  ['POST', /^\/recover$/, (ctx, req, q) => links.recover(ctx, req, q), 'recover'],
  ['POST', /^\/otp$/, (ctx, req, q) => links.otp(ctx, req, q), 'otp'],
  ['POST', /^\/admin\/generate_link$/, (ctx, req, q) => links.generateLink(ctx, req, q)],
  ['POST', /^\/invite$/, (ctx, req, q) => admin.invite(ctx, req, q)],
  ['POST', /^\/admin\/users$/, (ctx, req) => admin.createAdminUser(ctx, req)],
  ['GET', /^\/admin\/users$/, (ctx, req, q) => admin.listUsers(ctx, req, q)],
  ['GET', /^\/admin\/users\/([^/]+)$/, (ctx, req, _q, [id]) => admin.getAdminUser(ctx, req, id)],
  ['PUT', /^\/admin\/users\/([^/]+)$/, (ctx, req, _q, [id]) => admin.updateAdminUser(ctx, req, id)],
  ['DELETE', /^\/admin\/users\/([^/]+)$/, (ctx, req, _q, [id]) => admin.deleteAdminUser(ctx, req, id)],
  ['GET', /^\/admin\/users\/([^/]+)\/factors$/, (ctx, req, _q, [id]) => admin.listUserFactors(ctx, req, id)],
  [
    'DELETE',
    /^\/admin\/users\/([^/]+)\/factors\/([^/]+)$/,
    (ctx, req, _q, [id, fid]) => admin.deleteUserFactor(ctx, req, id, fid),
  ],
]

/** `clock` lets a test move the rate limits' time instead of waiting (the default is the real one). */
export function createAuthHandler(ctx: PlatformContext, { clock }: { clock?: Clock } = {}) {
  const limits = authLimits(ctx, clock)
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    const method = req.method ?? 'GET'
    let route = '/'
    try {
      const parsed = splitPath(path)
      route = parsed.route
      if (method === 'OPTIONS') {
        res.writeHead(204, { ...CORS_HEADERS, ...API_VERSION_HEADERS })
        res.end()
        return
      }
      const matches = ROUTES.map((r) => [r, r[1].exec(route)] as const).filter(([, m]) => m)
      const hit = matches.find(([r]) => r[0] === method || (method === 'HEAD' && r[0] === 'GET'))
      if (!hit) {
        throw matches.length
          ? new AuthError(405, 'method_not_allowed', `Method ${method} not allowed on ${route}`)
          : new AuthError(404, 'not_found', `No route for ${method} ${route}`)
      }
      const [r, m] = hit
      if (r[3]) limits.perIp(r[3], req)
      const params = m!.slice(1).map((p) => {
        try {
          return decodeURIComponent(p)
        } catch {
          return p
        }
      })
      const out = await r[2](ctx, req, parsed.query, params)
      if (out.status === 204 || out.status === 303) {
        res.writeHead(out.status, { ...CORS_HEADERS, ...API_VERSION_HEADERS, ...out.headers })
        res.end()
        return
      }
      sendJson(res, out.status, out.body, { ...API_VERSION_HEADERS, ...out.headers })
    } catch (e) {
      const err =
        e instanceof AuthError
          ? e
          : new AuthError(
              500,
              'unexpected_failure',
              'Unexpected failure, please check server logs for more information',
            )
      if (err.status >= 500) ctx.log('auth', `${method} ${route} failed: ${(e as Error).stack ?? e}`, err.extra)
      else ctx.log('auth', `refused ${method} ${route}: ${err.status} ${err.code} ${err.message}`)
      // internal details (database messages) are logged, never sent
      const { detail: _detail, ...extra } = err.extra
      if (res.headersSent) {
        res.end()
        return
      }
      sendError(req, res, new AuthError(err.status, err.code, err.message, extra))
    }
  }
}
