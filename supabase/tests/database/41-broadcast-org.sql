-- An organization's announcements (supabase/schemas/02_realtime.sql): private.broadcast_org is the one function that
-- sends to `org:` topics, and private.broadcast_org_change, the trigger behind every table's announcement, sends what
-- its arguments say: once per organization a statement touched, with or without the table, or per row with the
-- columns it names. (Who else hears it on their user topic is 40-realtime-topics.sql's.)
begin;
create extension if not exists pgtap with schema extensions;
select plan(6);

insert into public.organizations (id, legal_name) values
  ('41100000-0000-4000-8000-00000000000a', 'Broadcast A Inc.'),
  ('41100000-0000-4000-8000-00000000000b', 'Broadcast B LLC');

create table pg_temp.things (id serial primary key, organization_id uuid not null, kind text, n integer);
create trigger things_insert after insert on pg_temp.things referencing new table as changed
  for each statement execute function private.broadcast_org_change('things_changed');
create trigger things_update after update on pg_temp.things referencing new table as changed
  for each statement execute function private.broadcast_org_change('things_updated', 'bare');
create trigger things_delete after delete on pg_temp.things
  for each row execute function private.broadcast_org_change('thing_gone', 'kind=kind', 'count=n');

create function pg_temp.sent(p_event text) returns table (topic text, payload jsonb)
language sql as $$
  select m.topic, m.payload from realtime.messages m where m.event = p_event and m.topic not like 'user:%' order by m.topic, m.payload::text
$$;

insert into pg_temp.things (organization_id, kind, n) values
  ('41100000-0000-4000-8000-00000000000a', 'x', 1),
  ('41100000-0000-4000-8000-00000000000a', 'y', 2),
  ('41100000-0000-4000-8000-00000000000b', 'x', 3);
select results_eq(
  $$select * from pg_temp.sent('things_changed')$$,
  $$values ('org:41100000-0000-4000-8000-00000000000a',
            '{"organizationId": "41100000-0000-4000-8000-00000000000a", "table": "things"}'::jsonb),
           ('org:41100000-0000-4000-8000-00000000000b',
            '{"organizationId": "41100000-0000-4000-8000-00000000000b", "table": "things"}'::jsonb)$$,
  'a statement trigger sends once per organization it touched, naming the table');

update pg_temp.things set n = n + 1 where organization_id = '41100000-0000-4000-8000-00000000000a';
select results_eq(
  $$select * from pg_temp.sent('things_updated')$$,
  $$values ('org:41100000-0000-4000-8000-00000000000a', '{"organizationId": "41100000-0000-4000-8000-00000000000a"}'::jsonb)$$,
  '''bare'' leaves the table out');

delete from pg_temp.things where kind = 'x' and organization_id = '41100000-0000-4000-8000-00000000000b';
select results_eq(
  $$select * from pg_temp.sent('thing_gone')$$,
  $$values ('org:41100000-0000-4000-8000-00000000000b',
            '{"organizationId": "41100000-0000-4000-8000-00000000000b", "kind": "x", "count": 3}'::jsonb)$$,
  'a row trigger sends the columns its key=column arguments name, from the old row of a delete, keeping their types');

insert into public.provider_connections (organization_id, provider, external_id)
  values ('41100000-0000-4000-8000-00000000000a', 'quickbooks', 'broadcast-realm');
select results_eq(
  $$select * from pg_temp.sent('connection_changed')$$,
  $$values ('org:41100000-0000-4000-8000-00000000000a',
            '{"organizationId": "41100000-0000-4000-8000-00000000000a", "provider": "quickbooks"}'::jsonb)$$,
  'a connection announces itself with its provider, as the integrations screen expects');

select is(
  (select array_agg(p.oid::regprocedure::text order by 1) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname in ('public', 'private') and p.prosrc like '%''org:''%'),
  array['private.broadcast_org(uuid,text,jsonb)'],
  'private.broadcast_org is the only function that names an org: topic');

select is(
  (select count(*)::int from pg_trigger t join pg_proc p on p.oid = t.tgfoid join pg_namespace n on n.oid = p.pronamespace
   where not t.tgisinternal and n.nspname = 'private' and p.proname like 'broadcast%change' and p.proname <> 'broadcast_org_change'
     and p.proname <> 'broadcast_banking_change'),
  0,
  'no table announces through a trigger function of its own (banking''s coalescing one sends to banking: topics)');

select * from finish();
rollback;
