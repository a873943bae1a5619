-- The admin catalogues behind the management screens are audited like per-organization data: who changed a message
-- template or a provider setting definition, and what it was before.
begin;
select plan(5);

insert into auth.users (id, email) values ('a6000000-0000-4000-8000-000000000001', 'admin@audit-mgmt.test');
update public.users set role = 'admin' where id = 'a6000000-0000-4000-8000-000000000001';

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true), set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;

select pg_temp.as_user('a6000000-0000-4000-8000-000000000001');
insert into public.message_templates (id, title, content) values ('c6000000-0000-4000-8000-000000000001', 'Audit me', 'v1');
update public.message_templates set content = 'v2' where id = 'c6000000-0000-4000-8000-000000000001';
insert into public.provider_setting_definitions (provider_id, key, name, options)
  values ('stripe', 'auditMgmtTest', 'Audit test', '[{"key": "a", "value": "A"}]');
delete from public.provider_setting_definitions where provider_id = 'stripe' and key = 'auditMgmtTest';
reset role;

select ok(exists (select 1 from public.audit_log where action = 'insert message_templates' and actor = 'user'
  and user_id = 'a6000000-0000-4000-8000-000000000001' and query_values #>> '{new,title}' = 'Audit me'),
  'creating a message template is audited with the admin as actor');
select ok(exists (select 1 from public.audit_log where action = 'update message_templates'
  and query_values #>> '{old,content}' = 'v1' and query_values #>> '{new,content}' = 'v2'),
  'editing a message template records the old and the new content');
select ok(exists (select 1 from public.audit_log where action = 'insert provider_setting_definitions' and query_values #>> '{new,key}' = 'auditMgmtTest'),
  'creating a provider setting definition is audited');
select ok(exists (select 1 from public.audit_log where action = 'delete provider_setting_definitions' and query_values #>> '{old,key}' = 'auditMgmtTest'
  and query_values -> 'new' is null), 'deleting a provider setting definition records what was removed');
select is((select count(*)::int from public.audit_log where action like '% message_templates' and organization_id is not null), 0,
  'catalogue rows belong to no organization');

select * from finish();
rollback;
