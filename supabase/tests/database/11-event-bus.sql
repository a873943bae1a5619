-- Event bus and webhook intake records: one delivery per key (with its processing job), one event per dedupe key,
-- one dispatch and job per subscribed handler, connections' secrets hidden, admin-only reads, pg_cron schedules.
begin;
select plan(14);

insert into auth.users (id, email) values
  ('a2000000-0000-4000-8000-000000000001', 'bus-admin@example.test'),
  ('a2000000-0000-4000-8000-000000000002', 'bus-client@example.test');
update public.users set role = 'admin' where id = 'a2000000-0000-4000-8000-000000000001';
insert into public.organizations (id, legal_name) values ('a2100000-0000-4000-8000-000000000001', 'Bus Test Co');
insert into public.organization_members (organization_id, user_id, org_role) values ('a2100000-0000-4000-8000-000000000001', 'a2000000-0000-4000-8000-000000000002', 'admin');

/** Section: deliveries */
select * from private.record_webhook_delivery('stripe', 'event-bus/stripe', 'evt_pgtap_1', 'acct_1', 'a2100000-0000-4000-8000-000000000001', '{"id":"evt_pgtap_1"}') \gset first_
select * from private.record_webhook_delivery('stripe', 'event-bus/stripe', 'evt_pgtap_1', 'acct_1', 'a2100000-0000-4000-8000-000000000001', '{"id":"evt_pgtap_1"}') \gset second_
select ok(:'first_is_new'::boolean and not :'second_is_new'::boolean, 'a repeated delivery key is not new');
select is(:'first_delivery_id'::uuid, :'second_delivery_id'::uuid, 'a repeat returns the first delivery');
select is((select delivery_count from public.webhook_deliveries where id = :'first_delivery_id'), 2, 'the repeat is counted');
select is((select count(*)::int from public.jobs where job_type = 'webhooks.process' and payload ->> 'webhookUuid' = :'first_delivery_id'), 1,
  'exactly one processing job is enqueued');

/** Section: events and dispatches */
insert into public.event_subscriptions (handler_name, source, event_type, arguments_config) values
  ('pgtap.first', 'stripe', 'webhook', '{"a":1}'), ('pgtap.second', 'stripe', 'webhook', '{}'), ('pgtap.other', 'plaid', 'webhook', '{}');
-- only this file's handlers: the product's own (stripe.webhook, plaid.webhook …) would add dispatches of their own
update public.event_subscriptions set active = false where handler_name not like 'pgtap.%';
select private.emit_event('stripe', 'webhook', '{"n":1}', 'pgtap-key', 'a2100000-0000-4000-8000-000000000001') as ev \gset
select is(private.emit_event('stripe', 'webhook', '{"n":2}', 'pgtap-key'), :'ev'::uuid, 'an event with a seen dedupe key returns the first event');
select results_eq(format($$select handler_name, state::text, arguments_config from public.event_dispatches where event_id = %L order by 1$$, :'ev'),
  $$values ('pgtap.first', 'pending', '{"a":1}'::jsonb), ('pgtap.second', 'pending', '{}'::jsonb)$$, 'one pending dispatch per subscribed handler');
select results_eq(format($$select j.job_type, j.job_key = 'dispatch:' || d.id from public.event_dispatches d join public.jobs j on j.id = d.job_id where d.event_id = %L order by 1$$, :'ev'),
  $$values ('pgtap.first', true), ('pgtap.second', true)$$, 'each dispatch has its own job, so a failing handler is retried alone');
select throws_ok($$insert into public.events (source, event_type) values ('stripe', 'not-a-type')$$, '23514', null, 'event types are the spec''s list');

/** Section: connections keep their secrets private */
insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('a2200000-0000-4000-8000-000000000001', 'a2100000-0000-4000-8000-000000000001', 'gusto', 'company-1');
insert into public.provider_secrets (connection_id, name, ciphertext) values
  ('a2200000-0000-4000-8000-000000000001', 'webhook_signing_secret', '\x000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c');
select is((select signing_secret from private.find_webhook_connection('gusto', 'company-1')),
  '\x000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c'::bytea, 'a connection keeps its own (encrypted) signing secret');

set local role authenticated;
set local request.jwt.claims = '{"sub":"a2000000-0000-4000-8000-000000000002","role":"authenticated"}';
select throws_ok($$select * from public.provider_secrets$$, '42501', null, 'users cannot read connection secrets');
select is((select count(*)::int from public.events) + (select count(*)::int from public.webhook_deliveries) + (select count(*)::int from public.event_dispatches), 0,
  'a client sees no events, deliveries or dispatches, even of their own organization');
set local request.jwt.claims = '{"sub":"a2000000-0000-4000-8000-000000000001","role":"authenticated"}';
select ok((select count(*)::int from public.event_dispatches where event_id = :'ev') = 2, 'an admin sees dispatches');
reset role;

/** Section: schedules */
select ok(exists (select 1 from cron.job where jobname = 'spine-reap-expired-jobs' and schedule = '* * * * *'), 'pg_cron reaps expired jobs every minute');
select ok(exists (select 1 from cron.job where jobname = 'spine-purge-history' and command like '%private.enqueue_job(''spine.purge-history''%'),
  'the nightly purge is a pg_cron entry that enqueues a job in SQL');

select * from finish();
rollback;
