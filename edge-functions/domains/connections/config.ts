/**
 * Secrets every connection uses: the key that encrypts stored provider secrets (CONNECTIONS_SECRET_KEY) and the key
 * that signs OAuth `state` values (CONNECTIONS_STATE_SECRET, else the JWT secret). Production refuses to run
 * without a real encryption key; locally a fixed default keeps the seeded demo connections readable.
 */
import { env } from '../../_shared/env.ts'

export const LOCAL_SECRET_KEY = 'local-connections-secret-key: never use in production'

export function connectionSecretKey(): string {
  const v = Deno.env.get('CONNECTIONS_SECRET_KEY')
  if (v) return v
  if (env.appEnv === 'production') throw new Error('Missing environment variable CONNECTIONS_SECRET_KEY')
  return LOCAL_SECRET_KEY
}

export const connectionStateSecret = (): string => Deno.env.get('CONNECTIONS_STATE_SECRET') || env.jwtSecret
