/**
 * Section: hosted invocation with a secret of its own
 * pg_cron's call of POST /functions/v1/jobs/run presents the Vault secret `jobs_run_secret`, which the `jobs` function
 * compares with its JOBS_RUN_SECRET (edge-functions/jobs/app.ts), instead of the service key: a project on the new API
 * keys has an `sb_secret_…` key the function could not check, and the service key opens everything else besides.
 * Without pg_net, Vault or the two secrets (`project_url`, `jobs_run_secret`) this does nothing, as locally where the
 * worker listens instead (docs/hosted.md "Jobs").
 */
create or replace function private.invoke_jobs_function() returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_url text;
  v_secret text;
begin
  if not exists (select 1 from pg_extension where extname = 'pg_net') or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into v_url using 'project_url';
  execute 'select decrypted_secret from vault.decrypted_secrets where name = $1' into v_secret using 'jobs_run_secret';
  if v_url is null or v_secret is null then
    return;
  end if;
  if not exists (select 1 from public.jobs where status in ('Pending', 'Scheduled') and next_attempt_at <= now()) then
    return;
  end if;
  execute 'select net.http_post(url := $1, headers := $2, body := $3, timeout_milliseconds := 60000)'
    using v_url || '/functions/v1/jobs/run', jsonb_build_object('Authorization', 'Bearer ' || v_secret, 'Content-Type', 'application/json'), '{}'::jsonb;
end $$;
revoke execute on function private.invoke_jobs_function() from public, authenticated;
