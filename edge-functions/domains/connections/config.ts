/**
 * Secrets every connection uses: the key that encrypts stored provider secrets (CONNECTIONS_SECRET_KEY) and the key
 * that signs OAuth `state` values (CONNECTIONS_STATE_SECRET). Outside the local platform and the test suite both are
 * required; there fixed stand-ins keep the seeded demo connections readable and the suite self-contained.
 */
import { isLocal } from '../../_shared/env.ts'

export const LOCAL_SECRET_KEY = 'local-connections-secret-key: never use in production'
const LOCAL_STATE_SECRET = 'local-connections-state-secret: never use in production'

function required(name: string, localValue: string): string {
  const v = Deno.env.get(name)
  if (v) return v
  if (!isLocal()) throw new Error(`Missing environment variable ${name}`)
  return localValue
}

export const connectionSecretKey = (): string => required('CONNECTIONS_SECRET_KEY', LOCAL_SECRET_KEY)

export const connectionStateSecret = (): string => required('CONNECTIONS_STATE_SECRET', LOCAL_STATE_SECRET)
