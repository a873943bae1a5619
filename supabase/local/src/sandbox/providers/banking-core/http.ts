/**
 * The core's HTTP plumbing: bearer-key authentication, the per-key rate limit, request bodies, field checks that
 * answer 400 `{ error: { code, message, field } }`, and list paging (`limit` 1..1000, opaque cursors).
 */
import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody } from '../../../http.ts'

export class CoreError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
  toJSON() {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } }
  }
}
export const badRequest = (field: string | undefined, message: string) =>
  new CoreError(400, 'invalid_request', message, field)

export function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const data = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(data)),
    ...headers,
  })
  res.end(data)
}

/** True when the request carries `Authorization: Bearer <key>`. */
export function authorized(req: IncomingMessage, key: string) {
  const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')
  if (!m) return false
  const got = Buffer.from(m[1])
  const want = Buffer.from(key)
  return got.length === want.length && timingSafeEqual(got, want)
}

/** A token bucket per API key: `perSecond` requests a second, bursts up to one second's worth. */
export class RateLimiter {
  static readonly DEFAULT = 5_000
  private buckets = new Map<string, { tokens: number; at: number }>()
  constructor(public perSecond = RateLimiter.DEFAULT) {}

  set(perSecond: number | null) {
    this.perSecond = perSecond ?? RateLimiter.DEFAULT
    this.buckets.clear()
  }

  /** 0 when the request may go ahead, else the seconds to wait (Retry-After). */
  take(key: string, now = performance.now()) {
    let b = this.buckets.get(key)
    if (!b) {
      b = { tokens: this.perSecond, at: now }
      this.buckets.set(key, b)
    }
    b.tokens = Math.min(this.perSecond, b.tokens + ((now - b.at) / 1000) * this.perSecond)
    b.at = now
    if (b.tokens >= 1) {
      b.tokens -= 1
      return 0
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / this.perSecond))
  }
}

export type Body = Record<string, unknown>

/** The JSON object a request carries ({} when empty), and its text. */
export async function readObject(req: IncomingMessage): Promise<{ body: Body; raw: string }> {
  let buf: Buffer
  try {
    buf = await readBody(req, 256 * 1024)
  } catch {
    throw new CoreError(413, 'request_too_large', 'The request body is larger than 256 KiB.')
  }
  const raw = buf.toString('utf8')
  if (raw.trim() === '') return { body: {}, raw }
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw badRequest(undefined, 'The request body is not valid JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest(undefined, 'The request body must be a JSON object.')
  return { body: body as Body, raw }
}

/** Section: field checks */
export function text(
  body: Body,
  field: string,
  opts: { required?: boolean; max?: number; pattern?: RegExp; hint?: string } = {},
): string | null {
  const v = body[field]
  if (v === undefined || v === null || v === '') {
    if (opts.required ?? true) throw badRequest(field, `${field} is required.`)
    return null
  }
  if (typeof v !== 'string') throw badRequest(field, `${field} must be a string.`)
  if (v.length > (opts.max ?? 200)) throw badRequest(field, `${field} must be at most ${opts.max ?? 200} characters.`)
  if (opts.pattern && !opts.pattern.test(v)) throw badRequest(field, opts.hint ?? `${field} is not valid.`)
  return v
}
export const required = (body: Body, field: string, opts: Parameters<typeof text>[2] = {}) =>
  text(body, field, { ...opts, required: true }) as string

export function oneOf<T extends string>(body: Body, field: string, values: readonly T[]): T {
  const v = required(body, field)
  if (!values.includes(v as T)) throw badRequest(field, `${field} must be one of ${values.join(', ')}.`)
  return v as T
}

/** A positive amount of integer micros as a decimal string ("1250000" is $1.25). */
export function micros(body: Body, field = 'amount'): bigint {
  const v = body[field]
  if (typeof v !== 'string' || !/^\d{1,18}$/.test(v))
    throw badRequest(field, `${field} must be a string of integer micros, like "1250000" for $1.25.`)
  const n = BigInt(v)
  if (n <= 0n) throw badRequest(field, `${field} must be more than zero.`)
  return n
}

/** Section: paging */
export function pageParams(url: URL) {
  const raw = url.searchParams.get('limit')
  const limit = raw === null ? 100 : Number(raw)
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw badRequest('limit', 'limit must be a whole number from 1 to 1000.')
  const cursor = url.searchParams.get('cursor')
  return { limit, after: cursor ? readCursor(cursor) : 0 }
}
export const makeCursor = (position: number) => Buffer.from(`p:${position}`).toString('base64url')
function readCursor(cursor: string) {
  const m = /^p:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!m) throw badRequest('cursor', 'cursor is not one this API gave out.')
  return Number(m[1])
}

/** A page of `items` after position `after` (positions count from 1), with the cursor to read on from. */
export function pageOf<T>(items: readonly T[], after: number, limit: number, render: (t: T) => unknown) {
  const data = items.slice(after, after + limit)
  const end = after + data.length
  return { data: data.map(render), next_cursor: makeCursor(end), has_more: end < items.length }
}
