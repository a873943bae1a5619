/**
 * Entity-change webhook deliveries as Intuit sends them: `{eventNotifications:[{realmId, dataChangeEvent:{entities}}]}`
 * signed with `intuit-signature` = base64(HMAC-SHA256(verifier token, raw body)). A subscription delivers every
 * change automatically (debounced per realm); the control route delivers on demand.
 */
import { createHmac, randomUUID } from 'node:crypto'

export type ChangeEntity = { name: string; id: string; operation: string; lastUpdated: string }
export const defaultVerifier = () => process.env.QUICKBOOKS_WEBHOOK_VERIFIER_TOKEN ?? 'local-quickbooks-verifier-token'

const signPayload = (body: string, verifier: string) => createHmac('sha256', verifier).update(body).digest('base64')

export async function deliver(url: string, realmId: string, entities: ChangeEntity[], verifier = defaultVerifier()) {
  const body = JSON.stringify({ eventNotifications: [{ realmId, dataChangeEvent: { entities } }] })
  const signature = signPayload(body, verifier)
  const res = await fetch(url, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'intuit-signature': signature,
      'intuit-t-id': randomUUID(),
      'intuit-created-time': new Date().toISOString(),
      'intuit-notification-schema-version': '0.1',
      'user-agent': 'intuit_notification_server/0.1',
    },
  })
  return { status: res.status, signature, body, response: await res.text() }
}

let subscription: { url: string; verifier: string } | undefined
const pending = new Map<string, ChangeEntity[]>()
const timers = new Map<string, NodeJS.Timeout>()
export const deliveries: { realmId: string; status: number | string; at: string }[] = []

export function subscribe(url: string | undefined, verifier = defaultVerifier()) {
  subscription = url ? { url, verifier } : undefined
}
export const currentSubscription = () => subscription && { url: subscription.url }

export function queueChange(realmId: string, change: ChangeEntity) {
  if (!subscription) return
  pending.set(realmId, [...(pending.get(realmId) ?? []), change])
  if (timers.has(realmId)) return
  timers.set(
    realmId,
    setTimeout(() => {
      timers.delete(realmId)
      const entities = pending.get(realmId) ?? []
      pending.delete(realmId)
      const sub = subscription
      if (!sub || entities.length === 0) return
      deliver(sub.url, realmId, entities, sub.verifier)
        .then((r) => deliveries.push({ realmId, status: r.status, at: new Date().toISOString() }))
        .catch((e) => deliveries.push({ realmId, status: String(e), at: new Date().toISOString() }))
    }, 50),
  )
}
