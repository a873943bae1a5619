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
  const ports: Ports = raw.profiles[profile]
  const stateDir = path.join(ROOT, '.local', profile)
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
