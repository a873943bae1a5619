/** Local platform settings: keys, ports and auth rate limits for the `dev` (npm start) and `test` (npm test) profiles. */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const raw = JSON.parse(readFileSync(path.join(ROOT, 'supabase/local/config.json'), 'utf8'))

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
  jwtSecret: string
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
  // so several stacks (a developer's npm start, a test run, a benchmark) can run side by side.
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
    anonKey: raw.anonKey,
    serviceRoleKey: raw.serviceRoleKey,
    ports,
    stateDir,
    dbUrl: `postgres://postgres:postgres@127.0.0.1:${ports.postgres}/postgres`,
    apiUrl: `http://127.0.0.1:${ports.gateway}`,
    authRateLimits: { ...raw.authRateLimits, ...overrides },
  }
}
