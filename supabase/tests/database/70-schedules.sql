-- Schedules' rules (12_schedules.sql): what only a posting may change, what a cancelled schedule keeps, the
-- journal-entry record's one-entry-per-period and cause rules, the flag that shows schedules to members, the daily
-- queueing of postings (one job per organization, keyed), staff asking for a posting now, audit and live updates.
begin;
select plan(32);

/** Fixtures */
insert into auth.users (id, email) values ('a7000000-0000-4000-8000-000000000101', 'bk@rules70.test'),
  ('a7000000-0000-4000-8000-000000000102', 'client@rules70.test');
update public.users set role = 'bookkeeper' where id = 'a7000000-0000-4000-8000-000000000101';
insert into public.organizations (id, legal_name) values ('b7000000-0000-4000-8000-000000000101', 'Rules 70 Inc.'),
  ('b7000000-0000-4000-8000-000000000102', 'Nothing Due Inc.');
insert into public.bookkeeper_assignments values ('b7000000-0000-4000-8000-000000000101', 'a7000000-0000-4000-8000-000000000101', true);
insert into public.organization_members values ('b7000000-0000-4000-8000-000000000101', 'a7000000-0000-4000-8000-000000000102', 'admin');
insert into public.amortizations (id, organization_id, start_date, end_date, next_amortization_date, expense_name, original_periods,
  remaining_periods, amount, remaining_amount, credit_account, debit_account) values
  ('d7000000-0000-4000-8000-000000000101', 'b7000000-0000-4000-8000-000000000101', '2026-01-01', '2026-03-31', '2026-01-31', 'Insurance',
   3, 3, 30000, 30000, '{"value": "1"}', '{"value": "2"}'),
  ('d7000000-0000-4000-8000-000000000102', 'b7000000-0000-4000-8000-000000000102', '2095-01-01', '2095-03-31', '2095-01-31', 'Later',
   3, 3, 30000, 30000, '{"value": "1"}', '{"value": "2"}');
insert into public.revenue_recognition_schedules (id, organization_id, name, start_date, end_date, next_revenue_recognition_date,
  unrecognized_amount_micros, original_periods, remaining_periods, deferred_revenue_account, revenue_account) values
  ('d7000000-0000-4000-8000-000000000103', 'b7000000-0000-4000-8000-000000000101', 'Plan', '2026-01-01', '2026-03-31', '2026-01-31',
   300000000, 3, 3, '{"value": "3"}', '{"value": "4"}');

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true), set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
/** Back to the migration owner with no signed-in user, as the posting job runs (auth.uid() is null). */
create function pg_temp.as_system() returns void language sql as $$
  select set_config('role', 'postgres', true), set_config('request.jwt.claims', '', true)
$$;

/** Section: what only a posting changes */
select pg_temp.as_user('a7000000-0000-4000-8000-000000000101');
select throws_ok($$update public.amortizations set amortized_amount = 10000, remaining_amount = 20000 where id = 'd7000000-0000-4000-8000-000000000101'$$,
  '42501', 'Only a posting changes what a schedule has amortized', 'staff cannot write an amortized amount by hand');
select throws_ok($$update public.amortizations set status = 'completed' where id = 'd7000000-0000-4000-8000-000000000101'$$,
  '42501', 'People may only cancel a schedule', 'staff cannot mark a schedule completed');
select throws_ok($$update public.revenue_recognition_schedules set recognized_amount_micros = 100000000, unrecognized_amount_micros = 200000000
  where id = 'd7000000-0000-4000-8000-000000000103'$$, '42501', 'Only a posting changes what a schedule has recognized',
  'staff cannot write a recognized amount by hand');
select lives_ok($$update public.amortizations set notes = 'Policy 42', end_date = '2026-04-30', original_periods = 4, remaining_periods = 4
  where id = 'd7000000-0000-4000-8000-000000000101'$$, 'staff edit the terms');
select lives_ok($$select public.request_schedule_posting('b7000000-0000-4000-8000-000000000101')$$, 'staff ask for a posting now');
select pg_temp.as_system();
select pg_temp.as_user('a7000000-0000-4000-8000-000000000102');
select throws_ok($$select public.request_schedule_posting('b7000000-0000-4000-8000-000000000101')$$, '42501',
  'Only the organization''s bookkeepers and admins can post its schedules', 'a client cannot ask for postings');
select is((select count(*)::int from public.amortizations where organization_id = 'b7000000-0000-4000-8000-000000000101'), 0,
  'a member does not read schedules while the users-schedules flag is off');
select pg_temp.as_system();
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values ('b7000000-0000-4000-8000-000000000101', 'users-schedules', true);
select pg_temp.as_user('a7000000-0000-4000-8000-000000000102');
select is((select count(*)::int from public.amortizations where organization_id = 'b7000000-0000-4000-8000-000000000101'), 1,
  'with the flag on, the member reads them');
select pg_temp.as_system();

/** Section: the posting (service role: no auth.uid()) moves the figures; the record holds one entry per period */
update public.amortizations set amortized_amount = 7500, remaining_amount = 22500, remaining_periods = 3, status = 'active',
  last_amortization_date = '2026-01-31', next_amortization_date = '2026-02-28' where id = 'd7000000-0000-4000-8000-000000000101';
select is((select status::text from public.amortizations where id = 'd7000000-0000-4000-8000-000000000101'), 'active', 'a posting moves the schedule');
insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw, amortization_id, period_number)
values ('b7000000-0000-4000-8000-000000000101', 'amortization', 'builtin', '7001', '2026-01-31', 7500, '{"Id": "7001"}', 'd7000000-0000-4000-8000-000000000101', 1);
select is((select count(*)::int from public.audit_log where action = 'insert journal_entries' and actor = 'system'
  and organization_id = 'b7000000-0000-4000-8000-000000000101' and query_values #>> '{new,journal_entry_id}' = '7001'
  and not (query_values -> 'new' ? 'raw')), 1, 'recording an entry is audited once, without its raw entity');
insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw, amortization_id, period_number)
select 'b7000000-0000-4000-8000-000000000101', 'amortization', 'builtin', '71' || g, '2026-01-31', 7500, '{}', 'd7000000-0000-4000-8000-000000000101', g
from generate_series(2, 3) g;
select is((select count(*)::int from public.audit_log where action = 'insert journal_entries' and organization_id = 'b7000000-0000-4000-8000-000000000101'
  and query_values #>> '{new,journal_entry_id}' in ('712', '713')),
  2, 'a run recording many entries in one statement writes an audit row for each');
update public.journal_entries set deleted_in_ledger_at = now() where journal_entry_id = '7001';
select ok(exists (select 1 from public.audit_log where action = 'update journal_entries' and query_values #>> '{old,journal_entry_id}' = '7001'
  and not (query_values -> 'old' ? 'deleted_in_ledger_at') and query_values -> 'new' ? 'deleted_in_ledger_at'),
  'marking an entry deleted in the ledger is audited with the row before and after');

/** Section: posting a deleted period again, explicitly and once */
select pg_temp.as_user('a7000000-0000-4000-8000-000000000102');
select throws_ok($$select public.request_schedule_repost((select id from public.journal_entries where journal_entry_id = '7001'))$$,
  '42501', 'Only the organization''s bookkeepers and admins can post its schedules', 'a client cannot ask to post again');
select pg_temp.as_user('a7000000-0000-4000-8000-000000000101');
select throws_ok($$select public.request_schedule_repost((select id from public.journal_entries where journal_entry_id = '712'))$$,
  'P0001', 'This entry is still in the ledger', 'an entry the ledger still has is not posted again');
select lives_ok($$select public.request_schedule_repost((select id from public.journal_entries where journal_entry_id = '7001'))$$,
  'staff ask for the period of an entry deleted in the ledger to be posted again');
select throws_ok($$select public.request_schedule_repost((select id from public.journal_entries where journal_entry_id = '7001'))$$,
  'P0001', 'This period is already being posted again', 'and only once');
select pg_temp.as_system();
insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw, amortization_id,
  period_number, replaces_journal_entry_id)
select 'b7000000-0000-4000-8000-000000000101', 'amortization', 'builtin', '7011', '2026-01-31', 7500, '{}', 'd7000000-0000-4000-8000-000000000101', 1, id
from public.journal_entries where journal_entry_id = '7001';
select throws_ok($$insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw,
  amortization_id, period_number) values ('b7000000-0000-4000-8000-000000000101', 'amortization', 'builtin', '7012', '2026-01-31', 7500, '{}',
  'd7000000-0000-4000-8000-000000000101', 1)$$, '23505', null,
  'the period posted again is held by its live entry: a third record of it is refused');
select throws_ok($$insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw,
  amortization_id, period_number, replaces_journal_entry_id) select 'b7000000-0000-4000-8000-000000000101', 'amortization', 'builtin', '7013',
  '2026-01-31', 7500, '{}', 'd7000000-0000-4000-8000-000000000101', 9, id from public.journal_entries where journal_entry_id = '7001'$$,
  '23505', null, 'a deleted entry is replaced once');
select throws_ok($$insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw, amortization_id, period_number)
  values ('b7000000-0000-4000-8000-000000000101', 'amortization', 'builtin', '7002', '2026-01-31', 7500, '{}', 'd7000000-0000-4000-8000-000000000101', 1)$$,
  '23505', null, 'a period is recorded once');
select throws_ok($$insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw)
  values ('b7000000-0000-4000-8000-000000000101', 'amortization', 'builtin', '7003', '2026-01-31', 7500, '{}')$$,
  '23514', null, 'an amortization entry names its schedule and period');
select throws_ok($$insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw)
  values ('b7000000-0000-4000-8000-000000000101', 'general', 'builtin', '7004', '2026-01-31', 7500, '{}')$$,
  '23514', null, 'any other entry names its source');
select throws_ok($$update public.amortizations set remaining_amount = 1 where id = 'd7000000-0000-4000-8000-000000000101'$$,
  '23514', null, 'remaining is the amount less what is amortized');
select throws_ok($$insert into public.amortizations (organization_id, start_date, end_date, expense_name, original_periods, remaining_periods,
  amount, remaining_amount, credit_account, debit_account) values ('b7000000-0000-4000-8000-000000000101', '2026-03-01', '2026-02-28', 'Backwards',
  1, 1, 100, 100, '{"value": "1"}', '{"value": "2"}')$$, '23514', null, 'the end is not before the start');

/** Section: cancelling, and what a cancelled schedule keeps */
select pg_temp.as_user('a7000000-0000-4000-8000-000000000101');
select lives_ok($$update public.amortizations set status = 'cancelled', cancelled_at = now(), next_amortization_date = null
  where id = 'd7000000-0000-4000-8000-000000000101'$$, 'staff cancel a schedule');
select throws_ok($$update public.amortizations set notes = 'again' where id = 'd7000000-0000-4000-8000-000000000101'$$,
  'P0001', 'This schedule is cancelled and can no longer change', 'a cancelled schedule is history');
select throws_ok($$update public.amortizations set status = 'active', cancelled_at = null where id = 'd7000000-0000-4000-8000-000000000101'$$,
  'P0001', null, 'nobody brings a cancelled schedule back');
select pg_temp.as_system();
select ok(exists (select 1 from public.audit_log where action = 'update amortizations' and actor = 'user'
  and user_id = 'a7000000-0000-4000-8000-000000000101' and query_values #>> '{new,status}' = 'cancelled'), 'cancelling is audited with its author');
select ok(not exists (select 1 from public.audit_log where action = 'update amortizations' and actor = 'system'
  and query_values -> 'new' ? 'amortized_amount'), 'the figures a posting keeps are not repeated in the audit log');

/** Section: daily queueing and live updates */
delete from public.jobs where job_type = 'schedules.post';
select private.enqueue_schedule_postings('2026-12-31');
select private.enqueue_schedule_postings('2026-12-31');
select is((select count(*)::int from public.jobs where job_type = 'schedules.post' and status in ('Pending', 'Scheduled')
  and organization_id = 'b7000000-0000-4000-8000-000000000101'), 1,
  'an organization with work due (the revenue schedule) is queued once, however often the day''s run is');
select is((select count(*)::int from public.jobs where job_type = 'schedules.post'
  and organization_id = 'b7000000-0000-4000-8000-000000000102'), 0, 'an organization with nothing due is not queued');
select is((select schedule from cron.job where jobname = 'schedules-post-due'), '15 5 * * *', 'pg_cron queues postings every morning');
select ok(exists (select 1 from realtime.messages where topic = 'org:b7000000-0000-4000-8000-000000000101' and event = 'schedules_changed'),
  'changes are announced on the organization''s topic');

select * from finish();
rollback;
