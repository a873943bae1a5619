/** Lists recent events with their dispatches and each dispatch's job status, attempts and last error (admins). */
import type postgres from 'postgres'
import type { TDispatchState, TEventSource, TListEventsResponse } from '../../../shared/schemas/events.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { isoSql, plain } from '../../_shared/rows.ts'

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
  await assertAdmin({ tx, action: 'see operations' })
  const rows = await tx`
    select e.id, e.organization_id as "organizationId", e.source, e.event_type as "eventType", e.payload,
      e.dedupe_key as "dedupeKey", e.webhook_delivery_id as "webhookDeliveryId", w.delivery_count as "deliveryCount",
      e.created_at as "createdAt",
      coalesce((select jsonb_agg(jsonb_build_object(
          'id', d.id, 'eventId', d.event_id, 'handlerName', d.handler_name, 'argumentsConfig', d.arguments_config, 'state', d.state,
          'jobId', d.job_id, 'jobStatus', j.status, 'retryCount', j.retry_count, 'maxAttempts', j.max_attempts, 'lastError', j.last_error,
          'updatedAt', ${tx.unsafe(isoSql('d.updated_at'))}) order by d.handler_name)
        from public.event_dispatches d left join public.jobs j on j.id = d.job_id where d.event_id = e.id), '[]'::jsonb) as dispatches
    from public.events e left join public.webhook_deliveries w on w.id = e.webhook_delivery_id
    where (${source ?? null}::public.event_source is null or e.source = ${source ?? null}::public.event_source)
      and (${state ?? null}::public.event_dispatch_state is null
           or exists (select 1 from public.event_dispatches d where d.event_id = e.id and d.state = ${state ?? null}::public.event_dispatch_state))
    order by e.created_at desc limit ${limit}`
  return { events: plain(rows) }
}
