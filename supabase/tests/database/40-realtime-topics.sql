-- Realtime topic policies: who may receive (SELECT) and send (INSERT) on org:, user: and admins topics (there is no
-- staff topic), and private.broadcast_org: an organization's change goes to its topic and to its staff's user topics.
-- The helpers below replay what the realtime server does on a private-channel join: insert a probe row as the
-- server, become the user with realtime.topic() set, and see whether RLS shows the row / accepts an insert.
begin;
create extension if not exists pgtap with schema extensions;
select plan(33);

/** Fixtures: two organizations, a member of each, a bookkeeper and a reviewer of A, an admin, a user with no org */
insert into auth.users (id, aud, role, email) values
  ('40000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'rt-member-a@example.test'),
  ('40000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'rt-member-b@example.test'),
  ('40000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'rt-keeper@example.test'),
  ('40000000-0000-4000-8000-000000000004', 'authenticated', 'authenticated', 'rt-reviewer@example.test'),
  ('40000000-0000-4000-8000-000000000005', 'authenticated', 'authenticated', 'rt-admin@example.test'),
  ('40000000-0000-4000-8000-000000000006', 'authenticated', 'authenticated', 'rt-loner@example.test');
update public.users set role = 'bookkeeper' where id in ('40000000-0000-4000-8000-000000000003', '40000000-0000-4000-8000-000000000004');
update public.users set role = 'admin' where id = '40000000-0000-4000-8000-000000000005';
insert into public.organizations (id, legal_name) values
  ('41000000-0000-4000-8000-00000000000a', 'Realtime A Inc.'),
  ('41000000-0000-4000-8000-00000000000b', 'Realtime B LLC');
insert into public.organization_members (organization_id, user_id) values
  ('41000000-0000-4000-8000-00000000000a', '40000000-0000-4000-8000-000000000001'),
  ('41000000-0000-4000-8000-00000000000b', '40000000-0000-4000-8000-000000000002');
insert into public.bookkeeper_assignments (organization_id, user_id) values
  ('41000000-0000-4000-8000-00000000000a', '40000000-0000-4000-8000-000000000003');
insert into public.reviewer_assignments (organization_id, user_id) values
  ('41000000-0000-4000-8000-00000000000a', '40000000-0000-4000-8000-000000000004');
-- only staff are assigned (require_staff_assignee); the reviewer then becomes a client and keeps the assignment
update public.users set role = 'user' where id = '40000000-0000-4000-8000-000000000004';

create function pg_temp.can_read(uid uuid, t text, ext text default 'broadcast', r text default 'authenticated') returns boolean
language plpgsql as $$
declare probe uuid; seen boolean;
begin
  insert into realtime.messages (topic, extension, event, payload) values (t, ext, 'probe', '{}') returning id into probe;
  perform set_config('realtime.topic', t, true);
  perform set_config('request.jwt.claims', json_build_object('sub', uid, 'role', r)::text, true);
  perform set_config('role', r, true);
  select exists (select 1 from realtime.messages where id = probe) into seen;
  reset role;
  return seen;
end $$;

create function pg_temp.can_write(uid uuid, t text, ext text default 'broadcast') returns boolean
language plpgsql as $$
begin
  perform set_config('realtime.topic', t, true);
  perform set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true);
  perform set_config('role', 'authenticated', true);
  begin
    insert into realtime.messages (topic, extension, event, payload) values (t, ext, 'probe', '{}');
  exception when insufficient_privilege then
    reset role;
    return false;
  end;
  reset role;
  return true;
end $$;

/** org:<uuid> */
select ok(pg_temp.can_read('40000000-0000-4000-8000-000000000001', 'org:41000000-0000-4000-8000-00000000000a'), 'A member receives its organization''s topic');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000002', 'org:41000000-0000-4000-8000-00000000000a'), 'A member of another organization does not receive the topic');
select ok(pg_temp.can_read('40000000-0000-4000-8000-000000000003', 'org:41000000-0000-4000-8000-00000000000a'), 'The assigned bookkeeper receives the organization topic');
select ok(pg_temp.can_read('40000000-0000-4000-8000-000000000004', 'org:41000000-0000-4000-8000-00000000000a'), 'The assigned reviewer receives the organization topic');
select ok(pg_temp.can_read('40000000-0000-4000-8000-000000000005', 'org:41000000-0000-4000-8000-00000000000b'), 'An admin receives any organization topic');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000006', 'org:41000000-0000-4000-8000-00000000000a'), 'A user without access does not receive the topic');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000001', 'org:not-a-uuid'), 'A malformed organization topic is refused without an error');
select ok(pg_temp.can_read('40000000-0000-4000-8000-000000000001', 'org:41000000-0000-4000-8000-00000000000a', 'presence'), 'A member receives presence on its organization topic');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000001', 'org:41000000-0000-4000-8000-00000000000a', 'postgres_changes'), 'Extensions other than broadcast and presence stay hidden');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000001', 'org:41000000-0000-4000-8000-00000000000a', 'broadcast', 'anon'), 'The anon role receives no private topic');

/** user:<uuid> */
select ok(pg_temp.can_read('40000000-0000-4000-8000-000000000001', 'user:40000000-0000-4000-8000-000000000001'), 'A user receives their own user topic');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000002', 'user:40000000-0000-4000-8000-000000000001'), 'Another user does not receive someone''s user topic');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000005', 'user:40000000-0000-4000-8000-000000000001'), 'Not even an admin receives someone else''s user topic');

/** admins; no staff topic (staff hear their clients on their user topics) */
select ok(pg_temp.can_read('40000000-0000-4000-8000-000000000005', 'admins'), 'An admin receives the admins topic');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000003', 'admins'), 'A bookkeeper does not receive the admins topic');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000001', 'admins'), 'A client does not receive the admins topic');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000003', 'staff'), 'A bookkeeper receives no staff topic');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000005', 'staff'), 'Nor does an admin');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000004', 'staff'), 'Nor a reviewer with the client role');
select ok(not pg_temp.can_read('40000000-0000-4000-8000-000000000005', 'somewhere-else'), 'An unknown topic is refused even for an admin');

/** sending (INSERT): presence on the topics one may read; broadcasts only from the server */
select ok(pg_temp.can_write('40000000-0000-4000-8000-000000000001', 'org:41000000-0000-4000-8000-00000000000a', 'presence'), 'A member may track presence on its organization topic');
select ok(not pg_temp.can_write('40000000-0000-4000-8000-000000000001', 'org:41000000-0000-4000-8000-00000000000a'), 'A member may not broadcast on its organization topic (only the server sends there)');
select ok(not pg_temp.can_write('40000000-0000-4000-8000-000000000005', 'org:41000000-0000-4000-8000-00000000000a'), 'Not even an admin broadcasts on an organization topic');
select ok(not pg_temp.can_write('40000000-0000-4000-8000-000000000001', 'banking:41000000-0000-4000-8000-00000000000a'), 'A member may not broadcast on its organization''s banking topic');
select ok(not pg_temp.can_write('40000000-0000-4000-8000-000000000001', 'user:40000000-0000-4000-8000-000000000001'), 'A user may not broadcast on their own user topic either');
select ok(not pg_temp.can_write('40000000-0000-4000-8000-000000000002', 'org:41000000-0000-4000-8000-00000000000a'), 'A member of another organization may not send on the topic');
select ok(not pg_temp.can_write('40000000-0000-4000-8000-000000000001', 'user:40000000-0000-4000-8000-000000000002'), 'A user may not send on someone else''s user topic');
select ok(not pg_temp.can_write('40000000-0000-4000-8000-000000000003', 'staff'), 'A bookkeeper may not send on a staff topic');

/** private.broadcast_org: the organization's topic and the user topics of its staff (among this file's people) */
create function pg_temp.sent_to(e text) returns setof text
language sql as $$
  select topic from realtime.messages where event = e
    and (topic like 'org:41000000-%' or topic like 'user:40000000-%') order by topic
$$;
select private.broadcast_org('41000000-0000-4000-8000-00000000000a', 'rt_test_a', '{"n": 1}');
select results_eq($$ select * from pg_temp.sent_to('rt_test_a') $$,
  array['org:41000000-0000-4000-8000-00000000000a', 'user:40000000-0000-4000-8000-000000000003', 'user:40000000-0000-4000-8000-000000000005'],
  'A change of A goes to A''s topic, its bookkeeper and the admin; not its client, its client-role reviewer, B''s people or a loner');
select private.broadcast_org('41000000-0000-4000-8000-00000000000b', 'rt_test_b', '{"n": 2}');
select results_eq($$ select * from pg_temp.sent_to('rt_test_b') $$,
  array['org:41000000-0000-4000-8000-00000000000b', 'user:40000000-0000-4000-8000-000000000005'],
  'A change of B goes to B''s topic and the admin only');
select is((select payload from realtime.messages where event = 'rt_test_a' and topic = 'user:40000000-0000-4000-8000-000000000003'),
  '{"n": 1, "organizationId": "41000000-0000-4000-8000-00000000000a"}'::jsonb,
  'The user topic''s copy names the organization');
select set_config('request.jwt.claims', '', true); -- as the test's superuser again, not the last person probed
update public.users set role = 'bookkeeper' where id = '40000000-0000-4000-8000-000000000004';
insert into public.amc_questions (organization_id, account_name, transaction_id, amount)
  values ('41000000-0000-4000-8000-00000000000a', 'Ask My Client', 'rt-40', 100);
select results_eq($$ select * from pg_temp.sent_to('amc_question_changed') $$,
  array['org:41000000-0000-4000-8000-00000000000a', 'user:40000000-0000-4000-8000-000000000003',
        'user:40000000-0000-4000-8000-000000000004', 'user:40000000-0000-4000-8000-000000000005'],
  'A trigger''s change (a question) takes the same path, and a reviewer with a staff role hears it too');
select ok(not has_function_privilege('authenticated', 'private.broadcast_org(uuid, text, jsonb)', 'execute'),
  'Signed-in people cannot call private.broadcast_org');

select * from finish();
rollback;
