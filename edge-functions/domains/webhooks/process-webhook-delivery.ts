/**
 * The `webhooks.process` job: turns one recorded provider delivery into an event-bus event (type `webhook`), whose
 * subscribed handlers each get a dispatch and a job. Runs in the job's transaction, and the event is keyed by the
 * delivery, so a re-run after a crash emits nothing twice.
 */
import type postgres from 'postgres'

export async function processWebhookDelivery({
  tx,
  webhookUuid,
}: {
  tx: postgres.TransactionSql
  webhookUuid: string
}) {
  const [d] = await tx`
    select id, provider, route, account_id, organization_id, payload, processed_at
    from public.webhook_deliveries where id = ${webhookUuid} for update`
  if (!d) throw new Error(`Webhook delivery ${webhookUuid} does not exist`)
  if (d.processed_at) return { skipped: 'already processed' }
  const payload = { route: d.route, accountId: d.account_id, body: d.payload }
  const [{ event_id }] = await tx`
    select private.emit_event(${d.provider}, 'webhook', ${tx.json(payload as never)}, ${`webhook:${d.id}`}, ${d.organization_id}, ${d.id}) as event_id`
  await tx`update public.webhook_deliveries set processed_at = now() where id = ${d.id}`
  return { eventId: event_id }
}
