/**
 * Async jobs: the product's slow work (syncs, reminders, recurring invoices, metrics, reports, webhook processing)
 * runs as rows in public.jobs. Workers claim due rows with FOR UPDATE SKIP LOCKED, run the handler in a transaction
 * that also marks the row Completed (so a database effect happens exactly when the job completes), and record
 * failures with a retry schedule. A job whose worker vanished is picked up again after its deadline.
 */

/** Section: enums */
create type public.job_status as enum ('Pending', 'Scheduled', 'Running', 'Completed', 'Failed');
create type public.job_retry_strategy as enum ('fixed', 'exponential');
create type public.app_env as enum ('local', 'development', 'production', 'test');

/**
 * Section: jobs
 * Pending = due now, Scheduled = waiting for next_attempt_at (first run later, or a retry backoff),
 * Running = claimed by a worker until deadline_at. retry_count counts failed attempts; at max_attempts the job is
 * Failed and result carries {"error": text}. attempt_id fences a late worker: its completion only counts if the
 * attempt is still the current one. job_version is the definition version the payload was written for.
 */
create table public.jobs (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid references public.organizations (id) on delete cascade,
  job_type text not null check (job_type ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$'),
  job_version integer not null default 1 check (job_version > 0),
  job_key text check (length(job_key) between 1 and 500),
  description text,
  payload jsonb not null default '{}'::jsonb,
  status public.job_status not null default 'Pending',
  result jsonb,
  retry_strategy public.job_retry_strategy not null default 'exponential',
  retry_interval_seconds integer not null default 300 check (retry_interval_seconds >= 0),
  retry_count integer not null default 0 check (retry_count >= 0),
  max_attempts integer not null default 5 check (max_attempts between 1 and 100),
  next_attempt_at timestamptz not null default now(),
  deadline_at timestamptz,
  attempt_id uuid,
  env public.app_env not null default coalesce(nullif(current_setting('app.env', true), ''), 'production')::public.app_env,
  max_runtime_seconds integer not null default 120 check (max_runtime_seconds between 1 and 86400),
  attempt_runtime_seconds numeric(12, 3),
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  started_at timestamptz,
  completed_at timestamptz,
  failed_at timestamptz,
  last_progress_at timestamptz,
  last_error_at timestamptz
);

-- A job key de-duplicates work that is queued or in flight; finished jobs free the key.
create unique index jobs_job_key_active_key on public.jobs (job_key) where status in ('Pending', 'Scheduled', 'Running');
-- The claim query walks this index in due order.
create index jobs_due_idx on public.jobs (next_attempt_at) where status in ('Pending', 'Scheduled');
-- The reaper looks for running jobs past their deadline.
create index jobs_running_deadline_idx on public.jobs (deadline_at) where status = 'Running';
create index jobs_organization_id_idx on public.jobs (organization_id);
create index jobs_updated_at_idx on public.jobs (updated_at desc);

alter table public.jobs enable row level security;
create policy "Admins read jobs" on public.jobs for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.jobs from anon, authenticated;

/** Section: workers are woken by NOTIFY (once per inserting statement, so a bulk insert wakes them once) */
create function private.notify_jobs_ready() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_notify('jobs_ready', '');
  return null;
end $$;
create trigger jobs_notify_ready after insert on public.jobs for each statement execute function private.notify_jobs_ready();

/**
 * Section: enqueue
 * The one way to add a job, from SQL (pg_cron, triggers) and from TypeScript alike. Returns the job id; with a
 * job key already queued or running, returns that job's id instead of adding one.
 */
create function private.enqueue_job(
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
  insert into public.jobs (job_type, job_version, payload, job_key, organization_id, description, status, next_attempt_at,
                           retry_strategy, retry_interval_seconds, max_attempts, max_runtime_seconds, env)
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
  return v_id;
end $$;

/**
 * Section: claim
 * Marks up to p_limit due jobs of the given types Running for a new attempt. SKIP LOCKED lets many workers claim
 * side by side without waiting on each other; a worker only claims types it has handlers for.
 */
create function private.claim_jobs(p_types text[], p_limit integer default 10)
returns setof public.jobs
language sql security definer set search_path = '' as $$
  with due as (
    select id from public.jobs
    where status in ('Pending', 'Scheduled') and next_attempt_at <= now() and job_type = any (p_types)
    order by next_attempt_at
    limit p_limit
    for update skip locked
  )
  update public.jobs j
  set status = 'Running', attempt_id = gen_random_uuid(), started_at = now(), last_progress_at = now(),
      deadline_at = now() + make_interval(secs => j.max_runtime_seconds), updated_at = now()
  from due where j.id = due.id
  returning j.*
$$;

/**
 * Section: failure and retry
 * Records a failed attempt. Fixed retries wait retry_interval_seconds; exponential ones wait
 * interval * 2^(failures - 1). At max_attempts (or when p_final) the job is Failed with the error text as result.
 * Returns false when the attempt is no longer current (reaped or cancelled meanwhile).
 */
create function private.fail_job(p_job_id uuid, p_attempt_id uuid, p_error text, p_final boolean default false)
returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  update public.jobs j set
    retry_count = j.retry_count + 1,
    last_error = left(p_error, 4000),
    last_error_at = now(),
    updated_at = now(),
    attempt_runtime_seconds = extract(epoch from now() - j.started_at)::numeric(12, 3),
    attempt_id = null,
    deadline_at = null,
    status = case when p_final or j.retry_count + 1 >= j.max_attempts then 'Failed' else 'Scheduled' end::public.job_status,
    failed_at = case when p_final or j.retry_count + 1 >= j.max_attempts then now() end,
    result = case when p_final or j.retry_count + 1 >= j.max_attempts then jsonb_build_object('error', left(p_error, 4000)) else j.result end,
    next_attempt_at = case when p_final or j.retry_count + 1 >= j.max_attempts then j.next_attempt_at
      else now() + make_interval(secs => j.retry_interval_seconds *
        case j.retry_strategy when 'exponential' then power(2, j.retry_count)::integer else 1 end) end
  where j.id = p_job_id and j.attempt_id = p_attempt_id and j.status = 'Running';
  return found;
end $$;

/** Running jobs past their deadline lost their worker (killed, crashed, hung): count the attempt as failed. */
create function private.reap_expired_jobs() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  r record;
  n integer := 0;
begin
  for r in select id, attempt_id, max_runtime_seconds from public.jobs
           where status = 'Running' and deadline_at < now() for update skip locked loop
    perform private.fail_job(r.id, r.attempt_id,
      format('The worker stopped responding: no result within the max runtime of %s s', r.max_runtime_seconds));
    n := n + 1;
  end loop;
  return n;
end $$;

/** Handlers report progress; it shows in the operations view and tells a live job from a stuck one. */
create function private.touch_job(p_job_id uuid, p_attempt_id uuid, p_progress jsonb default null) returns boolean
language sql security definer set search_path = '' as $$
  with t as (
    update public.jobs set last_progress_at = now(), updated_at = now(),
      result = case when p_progress is null then result else jsonb_build_object('progress', p_progress) end
    where id = p_job_id and attempt_id = p_attempt_id and status = 'Running' returning 1
  ) select exists (select 1 from t)
$$;

/** When the worker should next look, if nothing wakes it: the earliest due retry or running deadline. */
create function private.next_job_wakeup(p_types text[]) returns timestamptz
language sql stable security definer set search_path = '' as $$
  select least(
    (select min(next_attempt_at) from public.jobs where status in ('Pending', 'Scheduled') and job_type = any (p_types)),
    (select min(deadline_at) from public.jobs where status = 'Running'))
$$;

/**
 * Section: admin actions (the operations view calls these as the signed-in user)
 * Retry runs a Failed or waiting job now, granting one more attempt if it had used them all. Cancel ends a job
 * that has not finished; a Running one is fenced off, so its worker's effects roll back.
 */
create function private.retry_job(p_job_id uuid) returns public.jobs
language plpgsql security definer set search_path = '' as $$
declare
  v public.jobs;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can retry jobs' using errcode = '42501';
  end if;
  update public.jobs set status = 'Pending', next_attempt_at = now(), updated_at = now(), failed_at = null,
    max_attempts = greatest(max_attempts, retry_count + 1)
  where id = p_job_id and status in ('Failed', 'Scheduled', 'Pending')
  returning * into v;
  if v.id is null then
    if exists (select 1 from public.jobs where id = p_job_id) then
      raise exception 'Only failed or waiting jobs can be retried' using errcode = 'P0001';
    end if;
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  return v;
end $$;

create function private.cancel_job(p_job_id uuid) returns public.jobs
language plpgsql security definer set search_path = '' as $$
declare
  v public.jobs;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can cancel jobs' using errcode = '42501';
  end if;
  update public.jobs set status = 'Failed', failed_at = now(), updated_at = now(), attempt_id = null, deadline_at = null,
    last_error = 'Cancelled by an admin', last_error_at = now(), result = jsonb_build_object('error', 'Cancelled by an admin')
  where id = p_job_id and status in ('Pending', 'Scheduled', 'Running')
  returning * into v;
  if v.id is null then
    if exists (select 1 from public.jobs where id = p_job_id) then
      raise exception 'Only jobs that have not finished can be cancelled' using errcode = 'P0001';
    end if;
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  return v;
end $$;

/** Section: privileges. Workers connect as the database owner; users reach only the admin actions. */
revoke execute on function private.enqueue_job(text, jsonb, text, uuid, timestamptz, jsonb), private.claim_jobs(text[], integer),
  private.fail_job(uuid, uuid, text, boolean), private.reap_expired_jobs(), private.touch_job(uuid, uuid, jsonb),
  private.next_job_wakeup(text[]), private.notify_jobs_ready() from public, authenticated;
grant execute on function private.enqueue_job(text, jsonb, text, uuid, timestamptz, jsonb) to service_role;
revoke execute on function private.retry_job(uuid), private.cancel_job(uuid) from public;
grant execute on function private.retry_job(uuid), private.cancel_job(uuid) to authenticated, service_role;

/**
 * Section: completion (called inside the handler's transaction)
 * Raises when the attempt is no longer current (reaped or cancelled meanwhile), which aborts the transaction so
 * the handler's effects roll back with it.
 */
create function private.complete_job(p_job_id uuid, p_attempt_id uuid, p_result jsonb) returns void
language plpgsql security definer set search_path = '' as $$
begin
  update public.jobs set status = 'Completed', result = p_result, completed_at = clock_timestamp(), updated_at = clock_timestamp(),
    deadline_at = null, attempt_runtime_seconds = extract(epoch from clock_timestamp() - started_at)::numeric(12, 3)
  where id = p_job_id and attempt_id = p_attempt_id and status = 'Running';
  if not found then
    raise exception 'Job % attempt % is no longer current', p_job_id, p_attempt_id using errcode = 'P0004';
  end if;
end $$;
revoke execute on function private.complete_job(uuid, uuid, jsonb) from public, authenticated;
grant execute on function private.complete_job(uuid, uuid, jsonb) to service_role;
