/**
 * Verifies the caller's Supabase JWT, requires the second factor where the user has one, exposes claims. Tokens are
 * checked against the project's JWT signing keys (asymmetric, ES256/RS256: the injected SUPABASE_JWKS, else the
 * project's /auth/v1/.well-known/jwks.json); HS256 only through AUTH_JWT_SECRET, for a project still on the legacy
 * secret. The platform's verify_jwt gate cannot check these keys, so `api` runs with verify_jwt = false and this is
 * its only check (docs/hosted.md "Authentication").
 */
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  type JSONWebKeySet,
  jwtVerify,
  type JWTVerifyGetKey,
} from 'jose'
import { createMiddleware } from 'hono/factory'
import { env } from './env.ts'
import { AppError } from './errors.ts'
import { db, type Claims } from './db.ts'
import { groupCommit } from './group-commit.ts'

export type AuthVars = { Variables: { claims: Claims } }

/**
 * Tokens verified before, by their whole text (signature included), until they expire: checking a token's signature
 * again costs about 0.1 ms a request, and a token's answer cannot change before its expiry. The oldest go first.
 * Claims are frozen, as every request holding the same token shares them.
 */
const VERIFIED_LIMIT = 10_000
const verified = new Map<string, Claims>()

type Keys = { source: string; jwks: JWTVerifyGetKey; hmac?: Promise<CryptoKey> }
let keys: Keys | undefined

/** SUPABASE_JWKS holds `{"keys": [...]}`, the JWKS document; a bare array of keys is taken too. */
const keySet = (parsed: JSONWebKeySet | JSONWebKeySet['keys']): JSONWebKeySet =>
  Array.isArray(parsed) ? { keys: parsed } : parsed

/** The keys tokens are checked against, built again (and the verified tokens forgotten) when the settings change. */
function projectKeys(): Keys {
  const jwks = env.jwks
  const secret = env.legacyJwtSecret
  const source = `${jwks ?? env.supabaseUrl}\n${secret ?? ''}`
  if (keys?.source !== source) {
    verified.clear()
    keys = {
      source,
      // jose's remote set caches the keys and fetches again when a token names a kid it does not know (rotation)
      jwks: jwks
        ? createLocalJWKSet(keySet(JSON.parse(jwks)))
        : createRemoteJWKSet(new URL(`${env.supabaseUrl}/auth/v1/.well-known/jwks.json`)),
      hmac: secret
        ? crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
            'verify',
          ])
        : undefined,
    }
  }
  return keys
}

/** jose's codes for a key set that could not be fetched or read: the deployment's fault, not the caller's (a 500). */
const KEY_SET_FAILURES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC'])

async function checkSignature(token: string, k: Keys) {
  const { alg } = decodeProtectedHeader(token)
  if (alg !== 'HS256') return (await jwtVerify(token, k.jwks, { algorithms: ['ES256', 'RS256'] })).payload
  if (!k.hmac) throw new Error('an HS256 token, and no AUTH_JWT_SECRET to check it with')
  return (await jwtVerify(token, await k.hmac, { algorithms: ['HS256'] })).payload
}

export async function verifyToken(token: string): Promise<Claims> {
  const k = projectKeys()
  const known = verified.get(token)
  if (known && typeof known.exp === 'number' && known.exp * 1000 > Date.now()) return known
  verified.delete(token)
  let claims: Claims
  try {
    claims = Object.freeze(await checkSignature(token, k)) as unknown as Claims
  } catch (e) {
    if (KEY_SET_FAILURES.has((e as { code?: string }).code ?? '')) throw e
    throw new AppError('unauthorized', 'Invalid or expired token')
  }
  if (typeof claims.exp === 'number') {
    if (verified.size >= VERIFIED_LIMIT) verified.delete(verified.keys().next().value as string)
    verified.set(token, claims)
  }
  return claims
}

/**
 * A user with a verified TOTP factor must present an aal2 token. RLS holds the same rule
 * (`private.meets_second_factor`), so this check only turns what would be empty answers into a clear 403 the web app
 * can act on (a request whose own statement checks it is left to that statement). Completing the second step happens
 * at /auth/v1, or with a recovery code (the one exempt route, below), after which the session passes as RLS's rule
 * says (private.recovered_this_session).
 */
async function requireSecondFactor(claims: Claims) {
  if (claims.aal === 'aal2') return
  if (await needsSecondStep({ userId: claims.sub, sessionId: claims.session_id }))
    throw new AppError('insufficient_aal', SECOND_FACTOR_MESSAGE)
}

export const SECOND_FACTOR_MESSAGE = 'Enter the code from your authenticator app to continue.'

/**
 * Requests whose first statement checks the caller's second factor itself and answers `insufficient_aal` as this
 * middleware would, so it does not ask first (a round trip ahead of each): sending a payment
 * (private.request_banking_payment, docs/banking.md "Speed").
 */
const CHECKED_BY_THEIR_STATEMENT = [
  { method: 'POST', path: /^\/api\/organizations\/[^/]+\/banking\/payments$/ },
  // the second step itself: spending a recovery code (public.redeem_recovery_code checks the code, nothing else runs)
  { method: 'POST', path: /^\/api\/me\/recovery-codes\/redeem$/ },
]
const checksSecondFactorItself = (method: string, path: string) =>
  CHECKED_BY_THEIR_STATEMENT.some((r) => r.method === method && r.path.test(path))

/**
 * Whether an aal1 session still owes its second step: the user has a verified factor and the session did not pass
 * with a recovery code. Asked together for the requests of the same moment (one statement for a group instead of one
 * each, a round trip of every request of a user without the second step).
 */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const needsSecondStep = groupCommit<{ userId: string; sessionId?: string }, boolean>(
  async (asks) => {
    const userIds = asks.map((a) => a.userId)
    const sessionIds = asks.map((a) => (a.sessionId && SESSION_ID.test(a.sessionId) ? a.sessionId : null))
    const rows = await db()`select a.i::int from unnest(${userIds}::uuid[], ${sessionIds}::uuid[]) with ordinality
        as a(user_id, session_id, i)
      where exists (select 1 from auth.mfa_factors f where f.user_id = a.user_id and f.status = 'verified')
        and not exists (select 1 from private.second_factor_recoveries r
          where r.session_id = a.session_id and r.user_id = a.user_id)`
    const owing = new Set(rows.map((r) => (r.i as number) - 1))
    return asks.map((_, i) => owing.has(i))
  },
  { maxBatch: 256, maxInFlight: 1 },
)

/** Requires a signed-in user (role authenticated). The anon key alone is refused. */
export const requireUser = createMiddleware<AuthVars>(async (c, next) => {
  const m = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')
  if (!m) throw new AppError('unauthorized', 'Missing Authorization header')
  const claims = await verifyToken(m[1])
  if (claims.role !== 'authenticated' || !claims.sub) throw new AppError('unauthorized', 'Sign in required')
  if (!checksSecondFactorItself(c.req.method, c.req.path)) await requireSecondFactor(claims)
  c.set('claims', claims)
  await next()
})
