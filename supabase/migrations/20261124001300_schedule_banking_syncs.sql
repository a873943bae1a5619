/**
 * Banking: every minute, a poll of each open banking connection's entries from its stored cursor. Webhooks bring the
 * same entry versions sooner; the poll repairs what a lost webhook left out and keeps balances current. The handler
 * is edge-functions/jobs/definitions/banking.sync.ts; the job key per connection means a sync already queued (by a
 * payment or a webhook) is not doubled. Options as in edge-functions/domains/banking/jobs.ts (bankingSyncJob).
 */
create function private.enqueue_banking_syncs() returns integer
language sql security definer set search_path = '' as $$
  select count(private.enqueue_job('banking.sync',
      jsonb_build_object('connectionId', c.id, 'trigger', 'scheduled'),
      'banking.sync:' || c.id, c.organization_id, null,
      '{"maxRuntimeSeconds": 900, "retryIntervalSeconds": 30, "version": 1}'::jsonb))::integer
  from public.provider_connections c
  where c.provider = 'banking' and c.status = 'active' and private.flag_enabled(c.organization_id, 'banking')
$$;
revoke execute on function private.enqueue_banking_syncs() from public, anon, authenticated;
grant execute on function private.enqueue_banking_syncs() to service_role;

select cron.schedule('banking-sync-every-minute', '* * * * *', 'select private.enqueue_banking_syncs()');

/**
 * Section: the webhook handler's subscription
 * The worker writes it when it starts; written here too so core webhooks recorded before the first worker start (the
 * demo's first minutes) are dispatched.
 */
insert into public.event_subscriptions (handler_name, source, event_type)
values ('banking.webhook', 'banking', 'webhook')
on conflict (handler_name) do nothing;
