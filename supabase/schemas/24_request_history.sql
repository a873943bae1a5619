/**
 * Customer requests' assignee and history (docs/staff-workspace.md "Requests board"; the requests themselves are in
 * 01_tenancy.sql).
 *
 * A request is assigned (customer_requests.bookkeeper_id) only to staff of its organization: a bookkeeper assigned to
 * it, or a firm admin or owner, the same people private.is_org_staff lets move it. The rule is
 * private.is_org_staff_member; the trigger refuses anyone else, and the API lists who may be picked with it.
 *
 * customer_request_events: what happened to a request, in order: opened, moved between statuses, assigned or
 * unassigned, with who did it. Written by triggers only, read by whoever reads the request.
 */

/** Section: who may be assigned */
create function private.is_org_staff_member(org_id uuid, person uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.users u where u.id = person and u.role in ('admin', 'owner'))
    or exists (select 1 from public.bookkeeper_assignments b where b.organization_id = org_id and b.user_id = person)
$$;
revoke execute on function private.is_org_staff_member(uuid, uuid) from public;
grant execute on function private.is_org_staff_member(uuid, uuid) to authenticated, service_role;

create function private.assert_request_assignee() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.bookkeeper_id is not null and (tg_op = 'INSERT' or new.bookkeeper_id is distinct from old.bookkeeper_id)
     and not private.is_org_staff_member(new.organization_id, new.bookkeeper_id) then
    raise exception 'Assign the request to a bookkeeper of this organization or a firm admin' using errcode = '23514',
      column = 'bookkeeper_id';
  end if;
  return new;
end $$;
revoke execute on function private.assert_request_assignee() from public;
create trigger assert_request_assignee before insert or update of bookkeeper_id on public.customer_requests
  for each row execute function private.assert_request_assignee();

/** Section: history */
create type public.customer_request_event_kind as enum ('opened', 'status', 'assignee');

create table public.customer_request_events (
  id bigint generated always as identity primary key,
  request_id uuid not null references public.customer_requests (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind public.customer_request_event_kind not null,
  actor_id uuid references public.users (id) on delete set null,
  from_status public.customer_request_status,
  to_status public.customer_request_status,
  from_assignee_id uuid references public.users (id) on delete set null,
  to_assignee_id uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index customer_request_events_request_id_idx on public.customer_request_events (request_id, id);
create index customer_request_events_organization_id_idx on public.customer_request_events (organization_id);
create index customer_request_events_actor_id_idx on public.customer_request_events (actor_id);
create index customer_request_events_from_assignee_id_idx on public.customer_request_events (from_assignee_id);
create index customer_request_events_to_assignee_id_idx on public.customer_request_events (to_assignee_id);

alter table public.customer_request_events enable row level security;
create policy "People with access read a request's history" on public.customer_request_events for select
  to authenticated using ((select private.has_org_access(organization_id)));
revoke all on public.customer_request_events from anon, authenticated;
grant select on public.customer_request_events to authenticated;
grant select, insert, delete on public.customer_request_events to service_role;
select private.require_second_factor('public.customer_request_events');

create function private.record_customer_request_event() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  actor uuid := auth.uid();
begin
  if tg_op = 'INSERT' then
    insert into public.customer_request_events (request_id, organization_id, kind, actor_id, to_status, to_assignee_id)
    values (new.id, new.organization_id, 'opened', coalesce(actor, new.requester_id), new.status, new.bookkeeper_id);
    return null;
  end if;
  if new.status is distinct from old.status then
    insert into public.customer_request_events (request_id, organization_id, kind, actor_id, from_status, to_status)
    values (new.id, new.organization_id, 'status', actor, old.status, new.status);
  end if;
  if new.bookkeeper_id is distinct from old.bookkeeper_id then
    insert into public.customer_request_events (request_id, organization_id, kind, actor_id, from_assignee_id, to_assignee_id)
    values (new.id, new.organization_id, 'assignee', actor, old.bookkeeper_id, new.bookkeeper_id);
  end if;
  return null;
end $$;
revoke execute on function private.record_customer_request_event() from public;
create trigger record_customer_request_event after insert or update of status, bookkeeper_id
  on public.customer_requests for each row execute function private.record_customer_request_event();
