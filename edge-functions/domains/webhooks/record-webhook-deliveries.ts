/**
 * Records verified provider notifications, each under its unique delivery key, and enqueues their processing, in
 * one statement (private.record_webhook_deliveries). Notifications for accounts with no connection are
 * acknowledged, logged and dropped; a repeat of a known key is counted, not processed again.
 */
import { db } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import type { TEventSource } from '../../../shared/schemas/events.ts'

export type Delivery = { key: string; accountId: string | null; payload: unknown }
type RecordResult = { recorded: number; duplicates: number; ignored: number }

export async function recordWebhookDeliveries({
  provider,
  route,
  deliveries,
  requireConnection,
}: {
  provider: TEventSource
  route: string
  deliveries: Delivery[]
  requireConnection: boolean
}): Promise<RecordResult> {
  if (deliveries.length === 0) return { recorded: 0, duplicates: 0, ignored: 0 }
  const sql = db()
  const [r] = await sql`
    select recorded, duplicates, ignored, ignored_keys
    from private.record_webhook_deliveries(${provider}, ${route}, ${sql.json(deliveries as never)}, ${requireConnection}, ${env.appEnv})`
  for (const key of r.ignored_keys as string[]) {
    console.warn(`[webhooks] ${provider} ${route}: no connection for delivery ${key}; acknowledged and ignored`)
  }
  return { recorded: r.recorded, duplicates: r.duplicates, ignored: r.ignored }
}
