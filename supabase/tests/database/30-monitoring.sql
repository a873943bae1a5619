-- Error reports: admins read them (a client's own report included), nobody signed in reads them otherwise or writes
-- them, and the functions (service role) record them.
begin;
select plan(7);

insert into auth.users (id, email) values
  ('30000000-0000-4000-8000-000000000001', 'mon-admin@example.test'),
  ('30000000-0000-4000-8000-000000000002', 'mon-client@example.test'),
  ('30000000-0000-4000-8000-000000000003', 'mon-keeper@example.test');
update public.users set role = 'admin' where id = '30000000-0000-4000-8000-000000000001';
update public.users set role = 'bookkeeper' where id = '30000000-0000-4000-8000-000000000003';

set local role service_role;
insert into public.error_reports (source, request_id, message, user_id) values
  ('browser', 'mon-req-1', 'mon-test TypeError', '30000000-0000-4000-8000-000000000002'),
  ('function', 'mon-req-2', 'mon-test database on fire', null);
select is((select count(*)::int from public.error_reports where message like 'mon-test%'), 2, 'the functions record reports');
reset role;

set local role authenticated;
set local request.jwt.claims = '{"sub":"30000000-0000-4000-8000-000000000001","role":"authenticated"}';
select is((select count(*)::int from public.error_reports where message like 'mon-test%'), 2, 'an admin reads every report');
select throws_ok($$insert into public.error_reports (source, message) values ('browser', 'forged')$$, '42501', null,
  'not even an admin writes a report directly');
select throws_ok($$delete from public.error_reports$$, '42501', null, 'nor deletes one');

set local request.jwt.claims = '{"sub":"30000000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*)::int from public.error_reports), 0, 'a client reads no report, not even its own');
set local request.jwt.claims = '{"sub":"30000000-0000-4000-8000-000000000003","role":"authenticated"}';
select is((select count(*)::int from public.error_reports), 0, 'a bookkeeper reads none');
reset role;

set local role anon;
select throws_ok($$select count(*) from public.error_reports$$, '42501', null, 'the anonymous role reads nothing');
reset role;

select * from finish();
rollback;
