/**
 * The subscriber of `balance-transaction-insert` (accounting §4; docs/events.md): balance transactions stored by a
 * webhook for a month that has ended and is not posted yet are what `stripe.post` books, so the organization's
 * posting is queued now rather than at the next morning's ingest (a refund or fee of last month delivered on the 2nd
 * is posted with its month, not a day later). What an ingest read (created at or before its connection's cursor,
 * which a `period` ingest moves in the transaction that stores the rows) is left to that ingest, which queues its own
 * posting after it (stripe.ingest.ts), so a run and its caller's posting are never raced. One `stripe.post` per organization
 * (its job key `stripe.post:<org>` holds while the job waits or runs), which posts every ended month in order, oldest
 * first: months must post in order because a late row of a posted month is booked by the next month posted, so one job
 * per period would race. Posting is itself once per month (stripe_period_postings), so an event delivered twice, or a
 * dispatch beside the ingest's own queueing, posts nothing twice. Rows of the open month wait for it to end; months
 * cleaned up by hand (config.stripeCleanUpDate) are skipped by the posting itself.
 */
import type { Tx } from '../../_shared/db.ts'
import { stripePostJob } from '../../../shared/schemas/jobs.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'

export async function queuePostingOfEndedMonths({
  tx,
  orgId,
  batch,
}: {
  tx: Tx
  orgId: string | null
  /** the event's payload: the first and last balance transaction of the batch stored */
  batch: { first: string; last: string }
}) {
  if (!orgId) return { queued: false, reason: 'no organization' }
  // the batch's ends by their unique key, whatever the size of the batch: a month is due when it has ended and is
  // not posted yet (a late row of a posted month waits for the next month posted, as the posting decides)
  // (the two rows are found by their key first: a plan kept for the prepared statement otherwise walked the
  // organization's unbooked rows by date, a quarter of a second per batch while an ingest stored 200,000)
  const [due] = await tx`with ends as materialized (
      select created_at_provider, connection_id, booked_period, organization_id
        from public.stripe_balance_transactions
       where organization_id = ${orgId} and external_id in (${batch.first}, ${batch.last}))
    select b.created_at_provider from ends b
    left join public.stripe_ingest_cursors c on c.connection_id = b.connection_id
    where b.booked_period is null
      and b.created_at_provider > to_timestamp(coalesce(c.created_through, 0))
      and b.created_at_provider < date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
      and not exists (select 1 from public.stripe_period_postings p where p.organization_id = b.organization_id
        and p.period = date_trunc('month', b.created_at_provider at time zone 'UTC')::date)
    limit 1`
  if (!due) return { queued: false, reason: 'no ended month waits to be posted' }
  const jobId = await enqueueJob({
    sql: tx,
    definition: stripePostJob,
    payload: { organizationId: orgId },
    organizationId: orgId,
  })
  return { queued: true, jobId }
}
