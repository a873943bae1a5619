/**
 * Schedules: pg_cron (minute granularity) runs SQL that enqueues jobs, so the same migrations work locally (the
 * LISTEN/NOTIFY worker picks the jobs up) and on hosted Supabase (where pg_cron also invokes the `jobs` function
 * through pg_net every minute, see private.invoke_jobs_function and docs/spine.md).
 */
create extension if not exists pg_cron with schema pg_catalog;
grant usage on schema cron to postgres;

/**
 * Section: schedule helper for features
 * `select private.schedule_job('metrics-monthly', '0 6 1 * *', 'metrics.compute', '{}')` makes pg_cron enqueue
 * that job on the schedule; the job key (name + minute) keeps a slow previous run from piling up duplicates.
 */
create function private.schedule_job(p_name text, p_cron text, p_job_type text, p_payload jsonb default '{}'::jsonb)
returns bigint
language plpgsql security definer set search_path = '' as $$
begin
  return cron.schedule(p_name, p_cron, format(
    'select private.enqueue_job(%L, %L::jsonb, %L)', p_job_type, p_payload::text, 'cron:' || p_name));
end $$;
revoke execute on function private.schedule_job(text, text, text, jsonb) from public, authenticated;

/**
 * Section: hosted invocation
 * Hosted Supabase runs no long-lived worker: every minute pg_cron asks the `jobs` function to run what is due. It
 * needs the pg_net extension and two Vault secrets, `project_url` and `service_role_key`; without them (as
 * locally, where the worker listens instead) this does nothing. Dynamic SQL keeps the migration valid where
 * pg_net and Vault are absent.
 */
create function private.invoke_jobs_function() returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_url text;
  v_key text;
begin
  if not exists (select 1 from pg_extension where extname = 'pg_net') or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into v_url using 'project_url';
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into v_key using 'service_role_key';
  if v_url is null or v_key is null then
    return;
  end if;
  if not exists (select 1 from public.jobs where status in ('Pending', 'Scheduled') and next_attempt_at <= now()) then
    return;
  end if;
  execute 'select net.http_post(url := $1, headers := $2, body := $3, timeout_milliseconds := 60000)'
    using v_url || '/functions/v1/jobs/run', jsonb_build_object('Authorization', 'Bearer ' || v_key, 'Content-Type', 'application/json'), '{}'::jsonb;
end $$;
revoke execute on function private.invoke_jobs_function() from public, authenticated;

/** Section: the spine's own schedules */
select cron.schedule('spine-reap-expired-jobs', '* * * * *', 'select private.reap_expired_jobs()');
select cron.schedule('spine-invoke-jobs-function', '* * * * *', 'select private.invoke_jobs_function()');
-- Finished jobs, processed events and deliveries older than thirty days (43200 minutes) are purged nightly.
select private.schedule_job('spine-purge-history', '17 3 * * *', 'spine.purge-history', '{"olderThanMinutes": 43200}');
