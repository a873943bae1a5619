/**
 * What every core route goes through: the API key (401), the rate limit (429 with Retry-After), settling what fell
 * due, the handler, waiting for the journal to hold what the handler changed, then one JSON (or PDF) answer; and
 * Idempotency-Key handling for the routes that create things.
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxRouter } from '../../server.ts'
import type { BankingCore } from './core.ts'
import { type Body, CoreError, authorized, badRequest, send } from './http.ts'
import type { Idem } from './state.ts'

export const PREFIX = '/banking-core/v1'

export type Answer = { status: number; body: unknown; headers?: Record<string, string> } | { pdf: Buffer; name: string }
type Handler = (req: IncomingMessage, url: URL, params: Record<string, string>) => Answer | Promise<Answer>

export function mountRoute(
  r: SandboxRouter,
  core: () => BankingCore,
  method: string,
  path: string,
  handler: Handler,
  opts: { unlimited?: boolean } = {},
) {
  r.add(method, `${PREFIX}${path}`, async (req, res, url, params) => {
    const c = core()
    try {
      const key = c.opts.apiKey()
      if (!authorized(req, key)) throw new CoreError(401, 'UnauthorizedAccess', 'The API key is missing or not valid.')
      if (!opts.unlimited) {
        const wait = c.limiter.take(key)
        if (wait)
          throw new CoreError(429, 'rate_limited', `Too many requests; try again in ${wait} s.`, undefined, {
            'retry-after': String(wait),
          })
      }
      // a stalled core (the fault suite's): the customer API answers late, then as usual; the helpers stay prompt
      if (c.stallMs > 0 && !path.startsWith('/sandbox/')) await new Promise((r) => setTimeout(r, c.stallMs))
      c.settleDue()
      const answer = await handler(req, url, params)
      await c.journal.committed()
      reply(res, answer)
    } catch (e) {
      if (e instanceof CoreError) return send(res, e.status, e.toJSON(), e.headers)
      c.opts.log(`banking-core ${req.method} ${url.pathname} failed: ${(e as Error).stack}`)
      send(res, 500, new CoreError(500, 'InternalError', 'The bank had an internal error; nothing moved.').toJSON())
    }
  })
}

function reply(res: ServerResponse, a: Answer) {
  if ('pdf' in a) {
    res.writeHead(200, {
      'content-type': 'application/pdf',
      'content-length': String(a.pdf.length),
      'content-disposition': `inline; filename="${a.name}"`,
    })
    return res.end(a.pdf)
  }
  send(res, a.status, a.body, a.headers)
}

/** Section: idempotency */

/** JSON with object keys sorted, so the same request hashes the same however its keys were ordered. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Body)[k])}`)
      .join(',')}}`
  return JSON.stringify(v)
}

export type IdemCheck = { kind: 'new'; idem: Idem | undefined } | { kind: 'replay'; id: string } | { kind: 'conflict' }

/**
 * What an Idempotency-Key says about this request: new (remember it with the event), a replay of the first request
 * (same route and body), or a conflict (same key, different request). Call it with no await between it and the
 * commit, so concurrent requests with one key see each other.
 */
export function checkIdempotency(
  core: BankingCore,
  req: IncomingMessage,
  route: string,
  body: Body,
  need: boolean,
): IdemCheck {
  const header = req.headers['idempotency-key']
  const key = Array.isArray(header) ? header[0] : header
  if (!key) {
    if (need) throw badRequest('Idempotency-Key', 'The Idempotency-Key header is required.')
    return { kind: 'new', idem: undefined }
  }
  if (key.length > 255)
    throw badRequest('Idempotency-Key', 'The Idempotency-Key header must be at most 255 characters.')
  const hash = createHash('sha256')
    .update(`${route}\n${canonical(body)}`)
    .digest('base64url')
  const made = core.state.idempotency.get(key)
  if (!made) return { kind: 'new', idem: { key, hash } }
  return made.hash === hash ? { kind: 'replay', id: made.id } : { kind: 'conflict' }
}

export const REPLAYED = { 'idempotent-replayed': 'true' }
