/**
 * The sandbox's companies by realm id, each seeded on first use, plus per-realm throttling settings and counters
 * (requests per window, concurrent requests, artificial latency) that tests can change through the control routes.
 */
import { randomInt } from 'node:crypto'
import { Company } from './company.ts'
import { seedCompany } from './seed.ts'

/** The realm the local demo organization (Birch Bakery) is connected to; see supabase/seeds/30-quickbooks.sql. */
export const DEMO_REALM_ID = '9130354829871235'

type RealmSettings = {
  requestsPerWindow: number
  windowMs: number
  maxConcurrent: number
  latencyMs: number
  retryAfterSeconds?: number
}
type RealmStats = { requests: number; throttled: number; inFlight: number; maxInFlight: number }
export const DEFAULT_SETTINGS: RealmSettings = {
  requestsPerWindow: 500,
  windowMs: 60_000,
  maxConcurrent: 10,
  latencyMs: 0,
}

type Realm = { company: Company; settings: RealmSettings; stats: RealmStats; window: number[] }
const realms = new Map<string, Realm>()
let changeListener: ((realmId: string, change: Parameters<NonNullable<Company['onChange']>>[0]) => void) | undefined

export function onAnyChange(fn: typeof changeListener) {
  changeListener = fn
}

export function realm(realmId: string): Realm {
  let r = realms.get(realmId)
  if (!r) {
    const company = new Company(
      realmId,
      realmId === DEMO_REALM_ID ? 'Birch Bakery LLC' : `Sandbox Company_US_${realmId.slice(-4)}`,
    )
    seedCompany(company)
    company.onChange = (change) => changeListener?.(realmId, change)
    r = {
      company,
      settings: { ...DEFAULT_SETTINGS },
      stats: { requests: 0, throttled: 0, inFlight: 0, maxInFlight: 0 },
      window: [],
    }
    realms.set(realmId, r)
  }
  return r
}

export function resetRealm(realmId: string) {
  realms.delete(realmId)
  return realm(realmId)
}

export const newRealmId = () => `9130${String(randomInt(1e11, 1e12 - 1))}${randomInt(0, 9)}`

/** Counts the request against the realm's window; returns false when it must be refused with 429. */
export function admit(r: Realm, now = Date.now()): boolean {
  r.stats.requests++
  r.window = r.window.filter((t) => t > now - r.settings.windowMs)
  if (r.window.length >= r.settings.requestsPerWindow || r.stats.inFlight >= r.settings.maxConcurrent) {
    r.stats.throttled++
    return false
  }
  r.window.push(now)
  return true
}
