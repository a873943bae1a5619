-- Supervision: process restarts are read by admins only and written by the service role; connection states
-- (public.oauth_states) are nobody's but the functions' (service role), whichever organization they belong to.
begin;
select plan(9);

insert into auth.users (id, email) values
  ('29000000-0000-4000-8000-000000000001', 'sup-admin@example.test'),
  ('29000000-0000-4000-8000-000000000002', 'sup-client@example.test'),
  ('29000000-0000-4000-8000-000000000003', 'sup-other@example.test');
update public.users set role = 'admin' where id = '29000000-0000-4000-8000-000000000001';
insert into public.organizations (id, legal_name) values
  ('29100000-0000-4000-8000-00000000000a', 'Sup A'), ('29100000-0000-4000-8000-00000000000b', 'Sup B');
insert into public.organization_members (organization_id, user_id) values
  ('29100000-0000-4000-8000-00000000000a', '29000000-0000-4000-8000-000000000002'),
  ('29100000-0000-4000-8000-00000000000b', '29000000-0000-4000-8000-000000000003');
insert into public.process_restarts (process, exit_code, exit_signal, restart_number, delay_ms)
  values ('sup-test-worker', null, 'SIGKILL', 1, 500);
insert into public.oauth_states (nonce, provider, organization_id, user_id, expires_at) values
  ('sup-nonce-a-000001', 'stripe', '29100000-0000-4000-8000-00000000000a', '29000000-0000-4000-8000-000000000002', now() + interval '10 minutes'),
  ('sup-nonce-b-000001', 'stripe', '29100000-0000-4000-8000-00000000000b', '29000000-0000-4000-8000-000000000003', now() + interval '10 minutes');

set local role authenticated;
set local request.jwt.claims = '{"sub":"29000000-0000-4000-8000-000000000001","role":"authenticated"}';
select is((select count(*)::int from public.process_restarts where process = 'sup-test-worker'), 1, 'an admin reads process restarts');
select throws_ok($$insert into public.process_restarts (process, restart_number, delay_ms) values ('x', 1, 0)$$, '42501', null, 'not even an admin records a restart');
select throws_ok($$select count(*) from public.oauth_states$$, '42501', null, 'an admin cannot read connection states');

set local request.jwt.claims = '{"sub":"29000000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*)::int from public.process_restarts), 0, 'a client reads no process restarts');
select throws_ok($$select nonce from public.oauth_states where organization_id = '29100000-0000-4000-8000-00000000000a'$$, '42501', null, 'a client cannot read its own organization''s connection states');
select throws_ok($$select nonce from public.oauth_states where organization_id = '29100000-0000-4000-8000-00000000000b'$$, '42501', null, 'nor another organization''s');
select throws_ok($$update public.oauth_states set used_at = null$$, '42501', null, 'a client cannot put a used state back');
reset role;

set local role service_role;
select is((select count(*)::int from public.oauth_states where nonce like 'sup-nonce-%'), 2, 'the functions (service role) read every state');
update public.oauth_states set used_at = now() where nonce = 'sup-nonce-a-000001' and used_at is null;
select ok((select used_at is not null from public.oauth_states where nonce = 'sup-nonce-a-000001'), 'the service role uses a state up');
reset role;

select * from finish();
rollback;
