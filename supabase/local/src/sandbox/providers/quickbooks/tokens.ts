/**
 * Sandbox OAuth tokens. They are self-describing and HMAC-signed (realm, grant, expiry) instead of kept in memory,
 * so tokens issued before a sandbox restart (and the demo connection in supabase/seeds/30-quickbooks.sql) stay valid.
 * Revocation is remembered per grant for the life of the process, like Intuit revoking a whole grant.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const SIGNING_KEY = 'quickbooks-sandbox-token-signing-key (local only)'
const ACCESS_TOKEN_SECONDS = 3600
const REFRESH_TOKEN_SECONDS = 8_640_000 // 100 days
export const CODE_SECONDS = 300

/** The client credentials the sandbox accepts (same env names the edge functions read). */
export const sandboxClient = () => ({
  id: process.env.QUICKBOOKS_CLIENT_ID ?? 'sandbox-client-id',
  secret: process.env.QUICKBOOKS_CLIENT_SECRET ?? 'sandbox-client-secret',
})

type TokenKind = 'qbac' | 'qbat' | 'qbrt'
type TokenClaims = { r: string; g: string; e: number; u?: string; n?: string }

const b64u = (b: Buffer | string) => Buffer.from(b).toString('base64url')
const mac = (data: string) => createHmac('sha256', SIGNING_KEY).update(data).digest()

export function signToken(kind: TokenKind, claims: TokenClaims): string {
  const body = `${kind}.${b64u(JSON.stringify({ ...claims, n: claims.n ?? randomBytes(6).toString('hex') }))}`
  return `${body}.${b64u(mac(body))}`
}

export function readToken(kind: TokenKind, token: string | undefined, now = Date.now()): TokenClaims | undefined {
  const parts = (token ?? '').split('.')
  if (parts.length !== 3 || parts[0] !== kind) return undefined
  const want = mac(`${parts[0]}.${parts[1]}`)
  const got = Buffer.from(parts[2], 'base64url')
  if (got.length !== want.length || !timingSafeEqual(got, want)) return undefined
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims
    return claims.e * 1000 > now ? claims : undefined
  } catch {
    return undefined
  }
}

const revokedGrants = new Set<string>()
const usedCodes = new Set<string>()
export const revokeGrant = (g: string) => {
  revokedGrants.add(g)
}
export const isRevoked = (g: string) => revokedGrants.has(g)
/** Authorization codes are single use. Returns false when the code was already exchanged. */
export const useCode = (code: string) => {
  if (usedCodes.has(code)) return false
  usedCodes.add(code)
  return true
}

export function issueTokens(realmId: string, grant: string, now = Date.now()) {
  const sec = Math.floor(now / 1000)
  return {
    token_type: 'bearer',
    access_token: signToken('qbat', { r: realmId, g: grant, e: sec + ACCESS_TOKEN_SECONDS }),
    refresh_token: signToken('qbrt', { r: realmId, g: grant, e: sec + REFRESH_TOKEN_SECONDS }),
    expires_in: ACCESS_TOKEN_SECONDS,
    x_refresh_token_expires_in: REFRESH_TOKEN_SECONDS,
  }
}

export const newGrant = () => randomBytes(9).toString('base64url')
