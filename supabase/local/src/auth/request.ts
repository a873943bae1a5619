/** Reading an auth request: its JSON body, its fields, and who is calling (user JWT or service_role JWT). */
import type { IncomingMessage } from 'node:http'
import { readBody } from '../http.ts'
import { bearer, verifyJwt, JwtError, type Claims } from '../jwt.ts'
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts'

export type Body = Record<string, unknown>
/** What a route returns; the handler adds GoTrue's headers and writes it. */
export type Result = { status: number; body?: unknown; headers?: Record<string, string> }

export async function readObject(req: IncomingMessage): Promise<Body> {
  let buf: Buffer
  try {
    buf = await readBody(req, 1024 * 1024)
  } catch {
    throw new AuthError(413, 'validation_failed', 'Request body too large')
  }
  const text = buf.toString('utf8').trim()
  if (!text) return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (e) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${(e as Error).message}`)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object')
  }
  return parsed as Body
}

/** A string field, or undefined when absent/null; any other type is refused naming the field. */
export function str(body: Body, field: string): string | undefined {
  const v = body[field]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'string') throw badRequest('validation_failed', `${field} must be a string`)
  return v
}

export function obj(body: Body, field: string): Record<string, unknown> | undefined {
  const v = body[field]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'object' || Array.isArray(v)) throw badRequest('validation_failed', `${field} must be an object`)
  return v as Record<string, unknown>
}

export function bool(body: Body, field: string): boolean | undefined {
  const v = body[field]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'boolean') throw badRequest('validation_failed', `${field} must be a boolean`)
  return v
}

// Same shape the tenancy schema's users_email_format check accepts, so a valid sign-up never trips the trigger.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase()
  if (!EMAIL.test(email) || email.length > 255)
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  return email
}

const MIN_PASSWORD = 6

/** GoTrue's default password policy: at least 6 characters, bcrypt's 72-byte limit. */
export function checkPassword(password: string) {
  if (password.length < MIN_PASSWORD) {
    throw unprocessable('weak_password', `Password should be at least ${MIN_PASSWORD} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }
  if (Buffer.byteLength(password) > 72)
    throw unprocessable('validation_failed', 'Password cannot be longer than 72 characters')
}

/** Verifies the bearer JWT with GoTrue's messages: 401 when missing, 403 bad_jwt when malformed, forged or expired. */
export async function callerClaims(req: IncomingMessage, secret: string): Promise<Claims> {
  const token = bearer(req.headers.authorization)
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  try {
    return await verifyJwt(token, secret)
  } catch (e) {
    if (e instanceof JwtError && e.code === 'expired') {
      throw forbidden(
        'bad_jwt',
        'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      )
    }
    throw forbidden(
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token signature is invalid or token is malformed',
    )
  }
}

/** Admin endpoints accept only a service_role JWT (the service key), exactly like GoTrue's requireAdmin. */
export async function requireAdmin(req: IncomingMessage, secret: string): Promise<Claims> {
  const claims = await callerClaims(req, secret)
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin')
    throw forbidden('not_admin', 'User not allowed')
  return claims
}

/** Query parameters of the path the gateway passed (path after /auth/v1, query included). */
export function splitPath(path: string): { route: string; query: URLSearchParams } {
  const u = new URL(path, 'http://auth.local')
  return { route: u.pathname.replace(/\/+$/, '') || '/', query: u.searchParams }
}
