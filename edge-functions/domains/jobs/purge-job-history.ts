/**
 * Deletes finished history older than the cut-off: completed and failed jobs, processed webhook deliveries, and
 * events whose dispatches all completed. Keeps anything still in flight or needing attention.
 */
import type postgres from 'postgres'

export async function purgeJobHistory({
  tx,
  olderThanMinutes,
}: {
  tx: postgres.TransactionSql
  olderThanMinutes: number
}) {
  const cutoff = `${olderThanMinutes} minutes`
  const jobs =
    await tx`delete from public.jobs where status in ('Completed', 'Failed') and updated_at < now() - ${cutoff}::interval`
  const events = await tx`
    delete from public.events e where e.created_at < now() - ${cutoff}::interval
      and not exists (select 1 from public.event_dispatches d where d.event_id = e.id and d.state <> 'completed')`
  const deliveries = await tx`
    delete from public.webhook_deliveries w where w.processed_at is not null and w.received_at < now() - ${cutoff}::interval
      and not exists (select 1 from public.events e where e.webhook_delivery_id = w.id)`
  return { jobs: jobs.count, events: events.count, deliveries: deliveries.count }
}
