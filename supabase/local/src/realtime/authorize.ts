/**
 * Channel authorisation the way hosted Realtime does it: inside a transaction that is always rolled back, insert
 * probe rows into realtime.messages, become the caller (role + request.jwt.claims, realtime.topic() set) and see
 * which probes RLS lets the caller SELECT (may receive) and which rows it may INSERT (may send). The database does all
 * of it in one call (realtime.topic_permissions), so a join costs one round trip besides BEGIN and ROLLBACK.
 */
import type { Sql } from '../context.ts'
import { verifyJwt, JwtError, type Claims } from '../jwt.ts'

export type Permissions = {
  readBroadcast: boolean
  readPresence: boolean
  writeBroadcast: boolean
  writePresence: boolean
}

export const ALL_ALLOWED: Permissions = {
  readBroadcast: true,
  readPresence: true,
  writeBroadcast: true,
  writePresence: true,
}

class Rollback extends Error {
  constructor(public result: Permissions) {
    super('rollback')
  }
}

const dbRole = (claims: Claims) =>
  claims.role === 'service_role' ? 'service_role' : claims.role === 'authenticated' ? 'authenticated' : 'anon'

/**
 * Evaluates the caller's realtime.messages policies for one topic (without the 'realtime:' prefix): one call of
 * realtime.topic_permissions (bootstrap/03_realtime.sql) in a transaction that is always rolled back.
 */
export async function checkTopicPermissions(sql: Sql, claims: Claims, subTopic: string): Promise<Permissions> {
  try {
    await sql.begin(async (tx) => {
      const [r] =
        await tx`select realtime.topic_permissions(${subTopic}, ${dbRole(claims)}, ${JSON.stringify(claims)}) as perms`
      throw new Rollback(r.perms as Permissions)
    })
  } catch (e) {
    if (e instanceof Rollback) return e.result
    throw e
  }
  throw new Error('unreachable: authorisation transaction did not roll back')
}

type TokenCheck = { ok: true; claims: Claims } | { ok: false; reason: string; expired: boolean }

/** Verifies a token of the project (a user token of its signing key, or a legacy HS256 key); hosted Realtime's wording. */
export async function checkToken(token: unknown, secret: string, what = 'access_token'): Promise<TokenCheck> {
  if (typeof token !== 'string' || token === '')
    return { ok: false, reason: `Unauthorized: ${what} must be a JWT string`, expired: false }
  try {
    return { ok: true, claims: await verifyJwt(token, secret) }
  } catch (e) {
    if (e instanceof JwtError && e.code === 'expired') {
      const exp = expOf(token)
      const ago = exp ? Math.max(0, Math.floor(Date.now() / 1000) - exp) : 0
      return { ok: false, reason: `Token has expired ${ago} seconds ago`, expired: true }
    }
    return { ok: false, reason: `Unauthorized: ${what} is not a valid JWT signed by this project`, expired: false }
  }
}

function expOf(token: string): number | undefined {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).exp
  } catch {
    return undefined
  }
}

/** The apikey that opens a socket or calls the REST API must be one of the project's own keys (anon or service role). */
export async function checkApiKey(key: unknown, secret: string): Promise<TokenCheck> {
  const r = await checkToken(key, secret, 'apikey')
  if (!r.ok) return r
  if (r.claims.role !== 'anon' && r.claims.role !== 'service_role')
    return { ok: false, reason: 'Unauthorized: apikey must be the anon or service role key', expired: false }
  return r
}
