/**
 * Sandbox-only controls (not part of QuickBooks): throttle settings and counters per realm, resetting a company,
 * delivering an entity-change webhook now, and a standing webhook subscription.
 */
import type { SandboxRouter } from '../../server.ts'
import { readJson, sendJson } from '../../../http.ts'
import { DEFAULT_SETTINGS, onAnyChange, realm, resetRealm } from './realms.ts'
import {
  currentSubscription,
  defaultVerifier,
  deliver,
  deliveries,
  queueChange,
  subscribe,
  type ChangeEntity,
} from './webhooks.ts'
import { PREFIX } from './oauth-routes.ts'

export function mountControl(r: SandboxRouter) {
  const base = `${PREFIX}/_sandbox`
  onAnyChange((realmId, change) => queueChange(realmId, change))

  r.add('GET', `${base}/realms/:realmId`, (_req, res, _u, p) => {
    const x = realm(p.realmId)
    sendJson(res, 200, { realmId: p.realmId, companyName: x.company.companyName, settings: x.settings, stats: x.stats })
  })
  /** Body: any of requestsPerWindow, windowMs, maxConcurrent, latencyMs, retryAfterSeconds; `reset: true` restores defaults. */
  r.add('POST', `${base}/realms/:realmId/settings`, async (req, res, _u, p) => {
    const x = realm(p.realmId)
    const body = await readJson<Record<string, unknown>>(req)
    if (body.reset) x.settings = { ...DEFAULT_SETTINGS }
    for (const k of ['requestsPerWindow', 'windowMs', 'maxConcurrent', 'latencyMs', 'retryAfterSeconds'] as const) {
      if (body[k] === null) delete x.settings[k]
      else if (body[k] !== undefined) {
        if (typeof body[k] !== 'number' || (body[k] as number) < 0)
          return sendJson(res, 400, { error: `${k} must be a non-negative number` })
        x.settings[k] = body[k] as number
      }
    }
    x.stats = { requests: 0, throttled: 0, inFlight: x.stats.inFlight, maxInFlight: 0 }
    x.window = []
    sendJson(res, 200, { settings: x.settings, stats: x.stats })
  })
  r.add('POST', `${base}/realms/:realmId/reset`, (_req, res, _u, p) => {
    resetRealm(p.realmId)
    sendJson(res, 200, { realmId: p.realmId })
  })

  /** Body: { url, verifierToken?, entities? }; without entities, announces the realm's five most recent purchases. */
  r.add('POST', `${base}/realms/:realmId/webhooks`, async (req, res, _u, p) => {
    const body = await readJson<{ url?: string; verifierToken?: string; entities?: ChangeEntity[] }>(req)
    if (!body.url) return sendJson(res, 400, { error: 'url is required' })
    const entities =
      body.entities ??
      realm(p.realmId)
        .company.list('Purchase')
        .slice(-5)
        .map((e) => ({ name: 'Purchase', id: e.Id, operation: 'Update', lastUpdated: e.MetaData.LastUpdatedTime }))
    sendJson(res, 200, await deliver(body.url, p.realmId, entities, body.verifierToken ?? defaultVerifier()))
  })
  /** Body: { url | null, verifierToken? }: deliver every change of every realm to url. */
  r.add('PUT', `${base}/webhook-subscription`, async (req, res) => {
    const body = await readJson<{ url?: string | null; verifierToken?: string }>(req)
    subscribe(body.url ?? undefined, body.verifierToken ?? defaultVerifier())
    sendJson(res, 200, { subscription: currentSubscription() ?? null })
  })
  r.add('GET', `${base}/webhook-subscription`, (_req, res) =>
    sendJson(res, 200, { subscription: currentSubscription() ?? null, deliveries: deliveries.slice(-50) }),
  )
}
