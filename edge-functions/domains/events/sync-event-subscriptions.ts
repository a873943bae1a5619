/**
 * Writes the code registry's event subscriptions to public.event_subscriptions, so events emitted anywhere (SQL
 * triggers, pg_cron, webhook jobs) get a dispatch per handler. Only upserts: a handler removed from the code keeps
 * its row until a migration deactivates it, because an older or newer worker may still be running.
 */
import type postgres from 'postgres'
import type { TEventSource, TEventType } from '../../../shared/schemas/events.ts'

/** What a subscription row holds: the registry's subscriptions (jobs/registry.ts) carry this and their handler. */
type SubscriptionRow = {
  name: string
  version?: number
  source: TEventSource
  eventType: TEventType
  argumentsConfig?: Record<string, unknown>
}

export async function syncEventSubscriptions({
  sql,
  subscriptions,
}: {
  sql: postgres.Sql
  subscriptions: SubscriptionRow[]
}) {
  for (const s of subscriptions) {
    await sql`
      insert into public.event_subscriptions (handler_name, source, event_type, arguments_config, handler_version, active, updated_at)
      values (${s.name}, ${s.source}, ${s.eventType}, ${sql.json((s.argumentsConfig ?? {}) as never)}, ${s.version ?? 1}, true, now())
      on conflict (handler_name) do update set source = excluded.source, event_type = excluded.event_type,
        arguments_config = excluded.arguments_config, handler_version = excluded.handler_version, active = true, updated_at = now()
      where (event_subscriptions.source, event_subscriptions.event_type, event_subscriptions.arguments_config,
             event_subscriptions.handler_version, event_subscriptions.active)
        is distinct from (excluded.source, excluded.event_type, excluded.arguments_config, excluded.handler_version, true)`
  }
}
