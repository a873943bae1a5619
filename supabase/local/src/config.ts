/** Local platform settings: keys, ports and auth rate limits for the `dev` (npm start) and `test` (npm test) profiles. */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import type { JWK } from 'jose'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const raw = JSON.parse(readFileSync(path.join(ROOT, 'supabase/local/config.json'), 'utf8'))

/** The platform's one signing key and its public JWKS (the private `d` left out), the same for every profile. */
export const PLATFORM_SIGNING_KEY: JWK = raw.signingKey
const { d: _private, ...publicKey } = PLATFORM_SIGNING_KEY
export const PLATFORM_JWKS: { keys: JWK[] } = { keys: [{ ...publicKey, key_ops: ['verify'] }] }

type Profile = 'dev' | 'test'
type Ports = {
  gateway: number
  postgres: number
  functions: number
  collab: number
  sandbox: number
  web: number
}
/** A token bucket: `requests` per `per_seconds`, bursts up to `burst` (default `requests`). */
export type Rate = { requests: number; per_seconds: number; burst?: number }
/** The auth server's limits; names follow GoTrue's settings (config.json says which route each covers). */
export type AuthRateLimits = {
  ip_header: string
  token_refresh: Rate
  sign_in_sign_ups: Rate
  token_verifications: Rate
  mfa_challenge_and_verify: Rate
  email_max_frequency: Rate
  failed_sign_ins: Rate
  failed_mfa_verifications: Rate
}

export type PlatformConfig = {
  profile: Profile
  /** the legacy HS256 secret: the anon and service keys are JWTs of it, and tokens it signed still verify */
  jwtSecret: string
  /** the private ES256 key (with `kid`) the auth server signs user tokens with */
  signingKey: JWK
  /** the public half, as /auth/v1/.well-known/jwks.json serves it and SUPABASE_JWKS carries it */
  jwks: { keys: JWK[] }
  anonKey: string
  serviceRoleKey: string
  ports: Ports
  /** git-ignored folder holding the cluster, stored objects, logs */
  stateDir: string
  dbUrl: string
  apiUrl: string
  authRateLimits: AuthRateLimits
}

export function loadConfig(profile: Profile = (process.env.PLATFORM_PROFILE as Profile) || 'dev'): PlatformConfig {
  // PLATFORM_PORT_BASE gives a private set of ports and state (base+1 gateway … base+5 sandbox, base+73 web),
  // so several stacks (a developer's npm start, a test run, a benchmark) can run side by side. Every fixed port (the
  // profiles, each benchmark's base) sits below 32768, under the range the system hands client sockets from: a
  // stack's or a benchmark's thousands of connections can then never hold a port another stack is about to listen on.
  const base = Number(process.env.PLATFORM_PORT_BASE ?? 0)
  const { authRateLimits: overrides, ...profilePorts } = raw.profiles[profile]
  const ports: Ports = base
    ? {
        gateway: base + 1,
        postgres: base + 2,
        functions: base + 3,
        collab: base + 4,
        sandbox: base + 5,
        web: base + 73,
      }
    : profilePorts
  const stateDir = path.join(ROOT, '.local', base ? `${profile}-${base}` : profile)
  return {
    profile,
    jwtSecret: raw.jwtSecret,
    signingKey: PLATFORM_SIGNING_KEY,
    jwks: PLATFORM_JWKS,
    anonKey: raw.anonKey,
    serviceRoleKey: raw.serviceRoleKey,
    ports,
    stateDir,
    dbUrl: `postgres://postgres:postgres@127.0.0.1:${ports.postgres}/postgres`,
    apiUrl: `http://127.0.0.1:${ports.gateway}`,
    authRateLimits: { ...raw.authRateLimits, ...overrides },
  }
}
