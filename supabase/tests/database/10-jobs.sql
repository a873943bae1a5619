-- Jobs: defaults, job-key de-duplication, claim, fixed and exponential retry schedules, max attempts, reaping,
-- admin retry/cancel and who can see jobs.
begin;
select plan(29);

insert into auth.users (id, email) values
  ('a1000000-0000-4000-8000-000000000001', 'jobs-admin@example.test'),
  ('a1000000-0000-4000-8000-000000000002', 'jobs-client@example.test');
update public.users set role = 'admin' where id = 'a1000000-0000-4000-8000-000000000001';

/** Section: defaults (spec §9: 120 s runtime, 300 s interval, 5 attempts) */
select private.enqueue_job('test.defaults', '{}') as id \gset
select results_eq(format($$select max_runtime_seconds, retry_interval_seconds, max_attempts, status::text, retry_count from public.jobs where id = %L$$, :'id'),
  $$values (120, 300, 5, 'Pending', 0)$$, 'a new job gets the spec defaults and is Pending');
select private.enqueue_job('test.later', '{}', null, null, now() + interval '1 hour') as later \gset
select is((select status::text from public.jobs where id = :'later'), 'Scheduled', 'a job that runs later is Scheduled');

/** Section: job keys */
select is(private.enqueue_job('test.keyed', '{"n":1}', 'key-1'), private.enqueue_job('test.keyed', '{"n":2}', 'key-1'),
  'a job key returns the queued job instead of adding one');
select is((select count(*)::int from public.jobs where job_key = 'key-1'), 1, 'only one job holds the key');

/** Section: claim and failures */
select private.enqueue_job('test.fixed', '{}', null, null, null, '{"retryStrategy":"fixed","retryIntervalSeconds":300,"maxAttempts":2}') as fixed \gset
select attempt_id as a1 from private.claim_jobs(array['test.fixed'], 10) \gset
select results_eq(format($$select status::text, deadline_at = now() + interval '120 seconds' from public.jobs where id = %L$$, :'fixed'),
  $$values ('Running', true)$$, 'a claimed job is Running with a deadline of its max runtime');
select is((select count(*)::int from private.claim_jobs(array['test.fixed'], 10)), 0, 'a running job is not claimed twice');
select ok(private.fail_job(:'fixed', :'a1', 'first failure'), 'a failed attempt is recorded');
select results_eq(format($$select status::text, retry_count, next_attempt_at = now() + interval '300 seconds', last_error from public.jobs where id = %L$$, :'fixed'),
  $$values ('Scheduled', 1, true, 'first failure')$$, 'fixed: the retry waits the interval');
select ok(not private.fail_job(:'fixed', :'a1', 'late'), 'a stale attempt cannot record a failure');
update public.jobs set next_attempt_at = now() where id = :'fixed';
select attempt_id as a2 from private.claim_jobs(array['test.fixed'], 10) \gset
select private.fail_job(:'fixed', :'a2', 'second failure');
select results_eq(format($$select status::text, retry_count, result, failed_at is not null from public.jobs where id = %L$$, :'fixed'),
  $$values ('Failed', 2, '{"error": "second failure"}'::jsonb, true)$$, 'at max attempts the job is Failed with the error text');

select private.enqueue_job('test.exp', '{}', null, null, null, '{"retryStrategy":"exponential","retryIntervalSeconds":300}') as exp \gset
select attempt_id as e1 from private.claim_jobs(array['test.exp'], 1) \gset
select private.fail_job(:'exp', :'e1', 'x');
select is((select next_attempt_at - now() from public.jobs where id = :'exp'), interval '300 seconds', 'exponential: first retry after the interval');
update public.jobs set next_attempt_at = now() where id = :'exp';
select attempt_id as e2 from private.claim_jobs(array['test.exp'], 1) \gset
select private.fail_job(:'exp', :'e2', 'x');
select is((select next_attempt_at - now() from public.jobs where id = :'exp'), interval '600 seconds', 'exponential: second retry after twice the interval');
update public.jobs set next_attempt_at = now() where id = :'exp';
select attempt_id as e3 from private.claim_jobs(array['test.exp'], 1) \gset
select private.fail_job(:'exp', :'e3', 'x');
select is((select next_attempt_at - now() from public.jobs where id = :'exp'), interval '1200 seconds', 'exponential: third retry after four times the interval');

/** Section: completion is fenced by the attempt */
select private.enqueue_job('test.done', '{}') as done \gset
select attempt_id as d1 from private.claim_jobs(array['test.done'], 1) \gset
select throws_ok(format('select private.complete_job(%L, gen_random_uuid(), null)', :'done'), 'P0004', null, 'completing with a stale attempt raises');
select lives_ok(format('select private.complete_job(%L, %L, %L)', :'done', :'d1', '{"ok":true}'), 'the current attempt completes');

/** Section: a vanished worker's job is retried after its deadline */
select private.enqueue_job('test.vanished', '{}', null, null, null, '{"maxRuntimeSeconds":1}') as vanished \gset
select attempt_id from private.claim_jobs(array['test.vanished'], 1);
update public.jobs set deadline_at = now() - interval '1 second' where id = :'vanished';
select ok(private.reap_expired_jobs() >= 1, 'the reaper finds the expired job');
select results_eq(format($$select status::text, retry_count, last_error like 'The worker stopped responding%%' from public.jobs where id = %L$$, :'vanished'),
  $$values ('Scheduled', 1, true)$$, 'an expired running job is scheduled for retry with the reason');

/** Section: leases (a killed worker's job is due again once its lease lapses, not after its deadline) */
select private.enqueue_job('test.leased', '{}', 'leased-key') as leased \gset
select attempt_id as l1 from private.claim_jobs(array['test.leased'], 1, 15) \gset
select ok((select lease_expires_at = now() + interval '15 seconds' from public.jobs where id = :'leased'), 'a claim takes a lease of the seconds asked');
update public.jobs set lease_expires_at = now() - interval '1 second' where id = :'leased';
select is(private.renew_job_leases(array[:'l1']::uuid[], 15), 1, 'the heartbeat renews a lease it still holds');
select ok((select lease_expires_at = now() + interval '15 seconds' from public.jobs where id = :'leased'), 'a renewed lease runs from now');
update public.jobs set lease_expires_at = now() - interval '1 second' where id = :'leased';
select ok(private.reap_expired_jobs() >= 1, 'the reaper finds the lapsed lease');
select results_eq(format($$select status::text, retry_count, next_attempt_at <= now(), last_error like 'The worker stopped renewing%%' from public.jobs where id = %L$$, :'leased'),
  $$values ('Pending', 1, true, true)$$, 'a lapsed lease makes the job due again at once, the attempt counted, its key still held');
select is(private.renew_job_leases(array[:'l1']::uuid[], 15), 0, 'the dead attempt cannot renew a lease it lost');

/** Section: who sees and acts on jobs */
set local role authenticated;
set local request.jwt.claims = '{"sub":"a1000000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*)::int from public.jobs), 0, 'a client sees no jobs');
select throws_ok(format('select private.retry_job(%L)', :'fixed'), '42501', 'Only admins can retry jobs', 'a client cannot retry a job');
select throws_ok($$insert into public.jobs (job_type) values ('test.sneaky')$$, '42501', null, 'a client cannot insert jobs');

set local request.jwt.claims = '{"sub":"a1000000-0000-4000-8000-000000000001","role":"authenticated"}';
select ok((select count(*)::int from public.jobs) >= 5, 'an admin sees jobs');
select results_eq(format('select status::text, max_attempts from private.retry_job(%L)', :'fixed'), $$values ('Pending', 3)$$,
  'an admin retries a failed job, granting one more attempt');
select results_eq(format('select status::text, last_error from private.cancel_job(%L)', :'fixed'), $$values ('Failed', 'Cancelled by an admin')$$,
  'an admin cancels a waiting job');

select * from finish();
rollback;
