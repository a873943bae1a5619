/**
 * Section: jobs within a hosted function's limits
 * A hosted edge function is terminated at 150 s of wall clock (Free) and 2 s of CPU; a job that asks for longer is
 * killed every time and keeps its key until its deadline. Every job runs at most 120 s (JOB_RUNTIME_CAP_SECONDS in
 * shared/rules/hosted-limits.ts, which the job registry enforces for definitions); a long job commits a cursor and
 * queues its next step instead. This guard holds the cap for the SQL callers too (pg_cron's enqueue functions, seeds)
 * that pass their options as JSON, so none of them can queue a job that hosted would kill.
 */
create function private.cap_job_runtime() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.max_runtime_seconds := least(new.max_runtime_seconds, 120);
  return new;
end $$;
revoke execute on function private.cap_job_runtime() from public, anon, authenticated;

create trigger cap_job_runtime before insert or update of max_runtime_seconds on public.jobs
  for each row execute function private.cap_job_runtime();

-- Jobs already queued with a longer runtime get the cap now; the trigger keeps it from here on.
update public.jobs set max_runtime_seconds = 120 where max_runtime_seconds > 120;

/**
 * Section: pg_cron's run log
 * pg_cron writes a row to cron.job_run_details for every run: the every-minute schedules alone add about 5,800 rows a
 * day, kept forever. Runs older than a week are deleted once a day (Supabase's own advice for this table); a week is
 * enough to look back at a failing schedule.
 */
select cron.schedule('purge-cron-run-details', '23 3 * * *',
  $$delete from cron.job_run_details where end_time < now() - interval '7 days'$$);
