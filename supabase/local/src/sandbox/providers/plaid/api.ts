/**
 * How every sandbox Plaid endpoint answers: POST with JSON, client_id/secret in the body (or the PLAID-CLIENT-ID /
 * PLAID-SECRET headers the official clients send), errors as Plaid's object {error_type, error_code, error_message,
 * display_message, request_id} with HTTP 400 (429 for rate limits), and two test controls: per-item rate limits and
 * injected faults (`POST /plaid/_sandbox/limits`, `/plaid/_sandbox/faults`).
 */
import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { SandboxRouter } from '../../server.ts'
import { readJson, sendJson } from '../../../http.ts'
import { secretFor } from '../../webhook-delivery.ts'

export const PREFIX = '/plaid'
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
export const randomId = (n: number) => Array.from(randomBytes(n), (b) => BASE62[b % 62]).join('')
export const requestId = () => randomId(15)

export class PlaidFailure extends Error {
  constructor(
    readonly errorType: string,
    readonly errorCode: string,
    message: string,
    readonly status = 400,
    readonly displayMessage: string | null = null,
  ) {
    super(message)
  }
  toJSON() {
    return {
      error_type: this.errorType,
      error_code: this.errorCode,
      error_message: this.message,
      display_message: this.displayMessage,
      request_id: requestId(),
      causes: [],
      status: this.status,
      documentation_url: `https://plaid.com/docs/errors/${this.errorType.toLowerCase().replace(/_/g, '-')}/`,
    }
  }
}

export const invalidRequest = (code: string, message: string) => new PlaidFailure('INVALID_REQUEST', code, message)
export const invalidInput = (code: string, message: string) => new PlaidFailure('INVALID_INPUT', code, message)

export function requireFields(body: Record<string, unknown>, fields: string[]) {
  const missing = fields.filter((f) => body[f] === undefined || body[f] === null || body[f] === '')
  if (missing.length)
    throw invalidRequest('MISSING_FIELDS', `the following required fields are missing: ${missing.join(', ')}`)
}

/** Section: rate limits (per endpoint and item, or per client when the call names no item) */
type Limit = { perMinute: number }
const DEFAULT_PER_MINUTE = 2500
const limits = new Map<string, Limit>()
const windows = new Map<string, number[]>()

export function setLimit(path: string, perMinute: number | null) {
  if (perMinute === null) limits.delete(path)
  else limits.set(path, { perMinute })
  windows.clear()
}

function checkRate(path: string, scope: string) {
  const perMinute = limits.get(path)?.perMinute ?? DEFAULT_PER_MINUTE
  const key = `${path}|${scope}`
  const now = Date.now()
  const w = (windows.get(key) ?? []).filter((t) => t > now - 60_000)
  if (w.length >= perMinute) {
    windows.set(key, w)
    throw new PlaidFailure(
      'RATE_LIMIT_EXCEEDED',
      scope.startsWith('item:') ? 'TRANSACTIONS_LIMIT' : 'RATE_LIMIT',
      `rate limit exceeded for attempts to access ${path}; retry later`,
      429,
    )
  }
  w.push(now)
  windows.set(key, w)
}

/** Section: injected faults: the next `count` matching calls answer this error */
export type Fault = {
  path: string
  itemId?: string
  count: number
  status: number
  error_type: string
  error_code: string
  error_message: string
  display_message?: string | null
}
export const faults: Fault[] = []

function takeFault(path: string, itemId: string | undefined) {
  const i = faults.findIndex((f) => f.path === path && (!f.itemId || f.itemId === itemId))
  if (i < 0) return
  const f = faults[i]
  if (--f.count <= 0) faults.splice(i, 1)
  throw new PlaidFailure(f.error_type, f.error_code, f.error_message, f.status, f.display_message ?? null)
}

/** Section: the endpoint wrapper */
export type Call = { body: Record<string, unknown>; req: IncomingMessage; path: string }
/** What a handler returns: JSON (request_id added), or raw bytes (statements download). */
export type Answer = Record<string, unknown> | { raw: Buffer; contentType: string }
/** Resolves the item a call names (for limits and faults) without failing; the handler validates properly. */
export type ItemOf = (body: Record<string, unknown>) => string | undefined

export function endpoint(
  r: SandboxRouter,
  path: string,
  handler: (call: Call) => Answer | Promise<Answer>,
  itemOf?: ItemOf,
) {
  r.add('POST', `${PREFIX}${path}`, async (req, res) => {
    try {
      let body: Record<string, unknown>
      try {
        body = await readJson<Record<string, unknown>>(req)
      } catch {
        throw invalidRequest('INVALID_BODY', 'body could not be parsed as JSON')
      }
      const clientId = body.client_id ?? req.headers['plaid-client-id']
      const secret = body.secret ?? req.headers['plaid-secret']
      if (!clientId || !secret)
        throw invalidRequest('MISSING_FIELDS', 'the following required fields are missing: client_id, secret')
      if (clientId !== secretFor('PLAID_CLIENT_ID') || secret !== secretFor('PLAID_SECRET'))
        throw invalidInput('INVALID_API_KEYS', 'invalid client_id or secret provided')
      const itemId = itemOf?.(body)
      checkRate(path, itemId ? `item:${itemId}` : `client:${clientId}`)
      takeFault(path, itemId)
      const answer = await handler({ body, req, path })
      if ('raw' in answer && Buffer.isBuffer(answer.raw)) {
        res.writeHead(200, { 'content-type': answer.contentType as string, 'content-length': answer.raw.length })
        res.end(answer.raw)
        return
      }
      sendJson(res, 200, { ...answer, request_id: requestId() })
    } catch (e) {
      if (e instanceof PlaidFailure) return sendJson(res, e.status, e.toJSON())
      throw e
    }
  })
}
