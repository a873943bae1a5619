/** Who is calling storage: the verified claims of the bearer token (a user session, the anon key or the service key). */
import type { IncomingMessage } from 'node:http'
import { bearer, verifyJwt, JwtError, type Claims } from '../jwt.ts'
import { errors, StorageError } from './errors.ts'

export async function callerClaims(req: IncomingMessage, secret: string): Promise<Claims> {
  // Hosted storage reads the Authorization header; supabase-js always sends it (the key when signed out).
  const token = bearer(req.headers.authorization) ?? header(req, 'apikey')
  if (!token)
    throw new StorageError(400, 'InvalidRequest', 'Error', "headers must have required property 'authorization'")
  try {
    return await verifyJwt(token, secret)
  } catch (e) {
    if (e instanceof JwtError) throw errors.invalidJwt(e.code === 'expired' ? 'jwt expired' : 'invalid signature')
    throw e
  }
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}

/** The user id recorded as an object's owner: only real users own objects (anon and service role do not). */
export function ownerOf(claims: Claims): string | null {
  return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null
}

/** Hosted storage-api's `enforceJwtRoles` for service-only routes: 403 AccessDenied "Access denied: Invalid role". */
export function requireServiceRole(claims: Claims) {
  if (claims.role !== 'service_role') throw errors.accessDenied('Access denied: Invalid role')
}
