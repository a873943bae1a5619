/**
 * private.enqueue_job: when the job holding the key finishes between the refused insert and the look-up, the
 * look-up found nothing and the caller got null: the work asked for was silently dropped (seen as a missing metrics
 * job under load). The key is free again at that point, so the insert is tried again until one of the two succeeds.
 */
create or replace function private.enqueue_job(
  p_job_type text,
  p_payload jsonb default '{}'::jsonb,
  p_job_key text default null,
  p_organization_id uuid default null,
  p_run_at timestamptz default null,
  p_options jsonb default '{}'::jsonb
) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  v_id uuid;
begin
  loop
    insert into public.jobs (job_type, job_version, payload, job_key, organization_id, description, status,
                             next_attempt_at, retry_strategy, retry_interval_seconds, max_attempts, max_runtime_seconds,
                             env)
    values (
      p_job_type,
      coalesce((p_options ->> 'version')::integer, 1),
      coalesce(p_payload, '{}'::jsonb),
      p_job_key,
      p_organization_id,
      p_options ->> 'description',
      case when p_run_at is not null and p_run_at > now() then 'Scheduled' else 'Pending' end::public.job_status,
      greatest(coalesce(p_run_at, now()), now()),
      coalesce(p_options ->> 'retryStrategy', 'exponential')::public.job_retry_strategy,
      coalesce((p_options ->> 'retryIntervalSeconds')::integer, 300),
      coalesce((p_options ->> 'maxAttempts')::integer, 5),
      coalesce((p_options ->> 'maxRuntimeSeconds')::integer, 120),
      coalesce(p_options ->> 'env', nullif(current_setting('app.env', true), ''), 'production')::public.app_env
    )
    on conflict (job_key) where status in ('Pending', 'Scheduled', 'Running') do nothing
    returning id into v_id;
    if v_id is null then
      select id into v_id from public.jobs where job_key = p_job_key and status in ('Pending', 'Scheduled', 'Running');
    end if;
    exit when v_id is not null;
  end loop;
  return v_id;
end $$;
