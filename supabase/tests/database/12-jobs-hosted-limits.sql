-- Jobs stay within a hosted function's limits: no job is queued to run longer than 120 s, whoever queues it, and
-- pg_cron's run log is purged daily (supabase/schemas/03_spine.sql).
begin;
select plan(4);

select private.enqueue_job('pgtap.long', '{}', 'pgtap-long', null, null, '{"maxRuntimeSeconds": 900}') as long_id \gset
select is((select max_runtime_seconds from public.jobs where id = :'long_id'), 120,
  'a job queued with 900 s runs at most 120 s');
select private.enqueue_job('pgtap.short', '{}', 'pgtap-short', null, null, '{"maxRuntimeSeconds": 30}') as short_id \gset
select is((select max_runtime_seconds from public.jobs where id = :'short_id'), 30, 'a shorter runtime is kept');
update public.jobs set max_runtime_seconds = 600 where id = :'short_id';
select is((select max_runtime_seconds from public.jobs where id = :'short_id'), 120, 'an update cannot lift the cap');

select is((select command from cron.job where jobname = 'purge-cron-run-details'),
  $$delete from cron.job_run_details where end_time < now() - interval '7 days'$$,
  'pg_cron purges its run log of runs older than a week');

select * from finish();
rollback;
