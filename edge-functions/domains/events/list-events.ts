/** Lists recent events with their dispatches and each dispatch's job status, attempts and last error (admins). */
import type postgres from 'postgres'
import type { TDispatchState, TEventSource, TListEventsResponse } from '../../../shared/schemas/events.ts'
import { requireAdmin } from '../jobs/require-admin.ts'

export async function listEvents({
  tx,
  source,
  state,
  limit,
}: {
  tx: postgres.TransactionSql
  source?: TEventSource
  state?: TDispatchState
  limit: number
}): Promise<TListEventsResponse> {
  await requireAdmin({ tx })
  const rows = await tx`
    select e.*, w.delivery_count,
      coalesce((select jsonb_agg(jsonb_build_object(
          'id', d.id, 'eventId', d.event_id, 'handlerName', d.handler_name, 'argumentsConfig', d.arguments_config, 'state', d.state,
          'jobId', d.job_id, 'jobStatus', j.status, 'retryCount', j.retry_count, 'maxAttempts', j.max_attempts, 'lastError', j.last_error,
          'updatedAt', d.updated_at) order by d.handler_name)
        from public.event_dispatches d left join public.jobs j on j.id = d.job_id where d.event_id = e.id), '[]'::jsonb) as dispatches
    from public.events e left join public.webhook_deliveries w on w.id = e.webhook_delivery_id
    where (${source ?? null}::public.event_source is null or e.source = ${source ?? null}::public.event_source)
      and (${state ?? null}::public.event_dispatch_state is null
           or exists (select 1 from public.event_dispatches d where d.event_id = e.id and d.state = ${state ?? null}::public.event_dispatch_state))
    order by e.created_at desc limit ${limit}`
  return {
    events: rows.map((r) => ({
      id: r.id,
      organizationId: r.organization_id,
      source: r.source,
      eventType: r.event_type,
      payload: r.payload,
      dedupeKey: r.dedupe_key,
      webhookDeliveryId: r.webhook_delivery_id,
      deliveryCount: r.delivery_count ?? null,
      createdAt: new Date(r.created_at).toISOString(),
      dispatches: r.dispatches.map((d: Record<string, unknown>) => ({
        ...d,
        updatedAt: new Date(d.updatedAt as string).toISOString(),
      })),
    })),
  }
}
