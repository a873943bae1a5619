/** Local platform settings: keys and ports for the `dev` (npm start) and `test` (npm test) profiles. */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const raw = JSON.parse(readFileSync(path.join(ROOT, 'supabase/local/config.json'), 'utf8'))

export type Profile = 'dev' | 'test'
export type Ports = { gateway: number; postgres: number; functions: number; collab: number; sandbox: number; web: number }

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
}

export function loadConfig(profile: Profile = (process.env.PLATFORM_PROFILE as Profile) || 'dev'): PlatformConfig {
  // PLATFORM_PORT_BASE gives a private set of ports and state (base+1 gateway … base+5 sandbox, base+73 web),
  // so several stacks (a developer's npm start, a test run, a benchmark) can run side by side.
  const base = Number(process.env.PLATFORM_PORT_BASE ?? 0)
  const ports: Ports = base
    ? { gateway: base + 1, postgres: base + 2, functions: base + 3, collab: base + 4, sandbox: base + 5, web: base + 73 }
    : raw.profiles[profile]
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
  }
}
