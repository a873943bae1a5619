/**
 * Teller (the second bank provider): a daily sync of every live enrollment. Teller announces new transactions with
 * the transactions.processed webhook, but balances only change in our books when we read them, and a webhook can be
 * lost; a daily read gives feed health one balance per account per day and repairs what a missed webhook left out.
 * The handler is edge-functions/jobs/definitions/teller.sync.ts (job key per connection, so a sync already queued
 * by a webhook is not doubled).
 */
create function private.enqueue_teller_syncs() returns integer
language sql security definer set search_path = '' as $$
  select count(private.enqueue_job('teller.sync',
      jsonb_build_object('connectionId', c.id, 'trigger', 'scheduled'),
      'teller.sync:' || c.id, c.organization_id, null,
      '{"maxRuntimeSeconds": 600, "retryIntervalSeconds": 60, "version": 1}'::jsonb))::integer
  from public.provider_connections c
  where c.provider = 'teller' and c.status = 'active'
$$;
revoke execute on function private.enqueue_teller_syncs() from public, anon, authenticated;
grant execute on function private.enqueue_teller_syncs() to service_role;

select cron.schedule('teller-sync-daily', '15 5 * * *', 'select private.enqueue_teller_syncs()');
