/**
 * Schedules post their own entries: every day pg_cron queues one `schedules.post` job per organization with work due
 * (an amortization or revenue period whose date has come, or a cancelled revenue schedule whose reversal is not posted
 * yet). The handler is edge-functions/jobs/definitions/schedules.post.ts; the job key per organization means a job
 * already queued (by a schedule just created) is not doubled. Options as in edge-functions/domains/schedules/jobs.ts.
 */
create function private.enqueue_schedule_postings(p_as_of date default current_date) returns integer
language sql security definer set search_path = '' as $$
  select count(private.enqueue_job('schedules.post', jsonb_build_object('organizationId', d.organization_id),
      'schedules.post:' || d.organization_id, d.organization_id, null,
      '{"maxRuntimeSeconds": 600, "retryIntervalSeconds": 300, "version": 1}'::jsonb))::integer
  from (
    select organization_id from public.amortizations
    where status in ('pending', 'active') and next_amortization_date <= p_as_of
    union
    select organization_id from public.revenue_recognition_schedules
    where cancelled_at is null and remaining_periods > 0 and next_revenue_recognition_date <= p_as_of
    union
    select s.organization_id from public.revenue_recognition_schedules s
    where s.reverse_from is not null
      and not exists (select 1 from public.journal_entries j
                      where j.revenue_recognition_schedule_id = s.id and j.type = 'revenue_recognition_reversal')
  ) d
$$;
revoke execute on function private.enqueue_schedule_postings(date) from public, anon, authenticated;
grant execute on function private.enqueue_schedule_postings(date) to service_role;

/**
 * Staff who create or edit a schedule with a period already due ask for the organization's posting now (the API, as
 * the user, in the same transaction as the schedule: the job exists exactly when the schedule does).
 */
create function public.request_schedule_posting(p_organization_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
begin
  if not private.is_org_staff(p_organization_id) then
    raise exception 'Only the organization''s bookkeepers and admins can post its schedules' using errcode = '42501';
  end if;
  return private.enqueue_job('schedules.post', jsonb_build_object('organizationId', p_organization_id),
    'schedules.post:' || p_organization_id, p_organization_id, null,
    '{"maxRuntimeSeconds": 600, "retryIntervalSeconds": 300, "version": 1}'::jsonb);
end $$;
revoke execute on function public.request_schedule_posting(uuid) from public, anon;
grant execute on function public.request_schedule_posting(uuid) to authenticated, service_role;

-- 05:15 UTC: after midnight everywhere in the US, so a period ending yesterday is posted the next morning
select cron.schedule('schedules-post-due', '15 5 * * *', 'select private.enqueue_schedule_postings()');

/**
 * Section: live updates
 * `schedules_changed` {organizationId, table} on the organization's private topic, once per statement and
 * organization (the job moves thousands of schedules in one statement); screens refetch through RLS.
 */
create function private.broadcast_schedule_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_org uuid;
begin
  for v_org in select distinct organization_id from changed loop
    perform realtime.send(jsonb_build_object('organizationId', v_org, 'table', tg_table_name),
      'schedules_changed', 'org:' || v_org, true);
  end loop;
  return null;
end $$;
revoke execute on function private.broadcast_schedule_change() from public, anon, authenticated;

do $$
declare t text;
begin
  foreach t in array array['amortizations', 'revenue_recognition_schedules', 'journal_entries'] loop
    execute format('create trigger %I after insert on public.%I referencing new table as changed for each statement execute function private.broadcast_schedule_change()', t || '_broadcast_insert', t);
    execute format('create trigger %I after update on public.%I referencing new table as changed for each statement execute function private.broadcast_schedule_change()', t || '_broadcast_update', t);
  end loop;
end $$;
