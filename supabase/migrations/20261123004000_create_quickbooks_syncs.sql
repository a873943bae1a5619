/**
 * QuickBooks syncs end to end: the state of each organization's latest sync (so screens show progress while the
 * first sync after connecting, or a staff "Sync now", runs), live updates on the organization's realtime topic, and
 * the subscription that turns a `quickbooks-connected` event into the first sync.
 */

/**
 * Section: sync status
 * One row per organization, overwritten by each sync: queued when asked for, running with the step it is on, then
 * done or failed with the error. Written by the jobs (service role) only; people with access to the organization
 * read it. The counts are steps (one per QuickBooks entity read, plus storing), not records, so progress can be
 * drawn before the record count is known.
 */
create table public.quickbooks_syncs (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  realm_id text,
  state text not null check (state in ('queued', 'running', 'done', 'failed')),
  cause text not null check (cause in ('connected', 'manual', 'scheduled')),
  step text,
  steps_done integer not null default 0 check (steps_done >= 0),
  steps_total integer not null default 0 check (steps_total >= 0),
  upserted integer,
  deleted integer,
  last_error text,
  job_id uuid,
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  last_success_at timestamptz,
  updated_at timestamptz not null default now()
);

alter table public.quickbooks_syncs enable row level security;
create policy "People with access read an organization's QuickBooks sync status" on public.quickbooks_syncs
  for select to authenticated using ((select private.has_org_access(organization_id)));
select private.require_second_factor('public.quickbooks_syncs');
revoke insert, update, delete, truncate on public.quickbooks_syncs from anon, authenticated;

/**
 * Section: live updates
 * A pointer, not state: the integrations page and the staff client page refetch the status (and, when a sync ends,
 * the metrics and ledger views) on `quickbooks_sync_changed`; the dashboard refetches on `metrics_changed`, sent
 * once per statement and organization so a twelve-month upsert is one message.
 */
create function private.broadcast_quickbooks_sync() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform realtime.send(jsonb_build_object('organizationId', new.organization_id, 'state', new.state, 'stepsDone', new.steps_done),
    'quickbooks_sync_changed', 'org:' || new.organization_id, true);
  return null;
end $$;
revoke execute on function private.broadcast_quickbooks_sync() from public, authenticated;
create trigger quickbooks_syncs_broadcast after insert or update on public.quickbooks_syncs
  for each row execute function private.broadcast_quickbooks_sync();

create function private.broadcast_metrics_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_org uuid;
begin
  for v_org in select distinct organization_id from changed loop
    perform realtime.send(jsonb_build_object('organizationId', v_org), 'metrics_changed', 'org:' || v_org, true);
  end loop;
  return null;
end $$;
revoke execute on function private.broadcast_metrics_change() from public, authenticated;
create trigger monthly_metrics_broadcast_insert after insert on public.monthly_metrics
  referencing new table as changed for each statement execute function private.broadcast_metrics_change();
create trigger monthly_metrics_broadcast_update after update on public.monthly_metrics
  referencing new table as changed for each statement execute function private.broadcast_metrics_change();

/**
 * Section: first sync on connect
 * The worker writes its handlers' subscriptions when it starts; this row exists before that, so a connection made
 * (or seeded) before the first worker start still gets its first sync. The worker's upsert keeps it in step.
 */
insert into public.event_subscriptions (handler_name, source, event_type)
values ('quickbooks.first-sync', 'quickbooks', 'quickbooks-connected')
on conflict (handler_name) do nothing;
