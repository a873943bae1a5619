/**
 * Staff hear their clients' changes on their own user topic (docs/local-realtime.md "Staff across their clients").
 * Hosted Realtime delivers a broadcast only to the subscribers of exactly its topic and allows 100 channels per
 * connection, so the local server's `staff` topic (a scope of organizations read per person, refreshed by
 * `staff_access` announcements) has no hosted counterpart, and joining every `org:<id>` breaks at 100 clients. Instead
 * the database sends an organization's change twice over: to `org:<id>` (its people, one channel per organization a
 * screen shows) and to `user:<uid>` of each staff member with access, the channel every signed-in page already holds.
 *
 * Replaces: the `staff` branch of private.can_use_realtime_topic, private.realtime_staff_scope, the staff_access
 * announcements (20261124004200); every trigger function that sent to `org:` now calls private.broadcast_org, and the
 * two that also sent to `admins` (questions, reconciliation) no longer do: admins are among the staff it reaches.
 */

/**
 * Section: one sender for an organization's changes
 * The people reached on their user topic are exactly those the `staff` topic's scope held: staff roles (bookkeeper,
 * admin, owner) for whom private.has_org_access(organization) holds — admins and owners for every organization,
 * bookkeepers assigned as bookkeeper or reviewer, or members. Clients keep hearing the organization's own topic.
 * The user topic's copy names the organization (`organizationId`), since one topic carries many organizations.
 */
create function private.broadcast_org(organization_id uuid, event text, payload jsonb) returns void
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
begin
  perform realtime.send(payload, event, 'org:' || organization_id, true);
  perform realtime.send(jsonb_build_object('organizationId', organization_id) || payload, event, 'user:' || s.id, true)
  from (
    select u.id from public.users u where u.role in ('admin', 'owner')
    union
    select u.id from public.users u
    where u.role = 'bookkeeper'
      and (exists (select 1 from public.bookkeeper_assignments b where b.organization_id = organization_id and b.user_id = u.id)
        or exists (select 1 from public.reviewer_assignments r where r.organization_id = organization_id and r.user_id = u.id)
        or exists (select 1 from public.organization_members m where m.organization_id = organization_id and m.user_id = u.id))
  ) s;
end $$;
revoke execute on function private.broadcast_org(uuid, text, jsonb) from public, anon, authenticated;

/** Section: the senders (bodies as before, each `org:` send now through private.broadcast_org) */
create or replace function private.amc_questions_broadcast() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  r record := coalesce(new, old);
begin
  perform private.broadcast_org(r.organization_id, 'amc_question_changed', jsonb_build_object('id', r.id,
    'organization_id', r.organization_id, 'status', r.status, 'version', r.version, 'op', tg_op));
  return null;
end $$;

create or replace function private.broadcast_quickbooks_sync() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.broadcast_org(new.organization_id, 'quickbooks_sync_changed',
    jsonb_build_object('organizationId', new.organization_id, 'state', new.state, 'stepsDone', new.steps_done));
  return null;
end $$;

create or replace function private.broadcast_connection_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  r record := coalesce(new, old);
begin
  perform private.broadcast_org(r.organization_id, 'connection_changed',
    jsonb_build_object('organizationId', r.organization_id, 'provider', r.provider));
  return null;
end $$;

create or replace function private.broadcast_metrics_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.broadcast_org(c.organization_id, 'metrics_changed', jsonb_build_object('organizationId', c.organization_id))
  from (select distinct organization_id from changed) c;
  return null;
end $$;

/** Statement-level senders: `{organizationId, table}` once per organization the statement changed. */
create or replace function private.broadcast_bank_feed_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.broadcast_org(c.organization_id, 'bank_feed_changed',
    jsonb_build_object('organizationId', c.organization_id, 'table', tg_table_name))
  from (select distinct organization_id from changed) c;
  return null;
end $$;

create or replace function private.broadcast_schedule_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.broadcast_org(c.organization_id, 'schedules_changed',
    jsonb_build_object('organizationId', c.organization_id, 'table', tg_table_name))
  from (select distinct organization_id from changed) c;
  return null;
end $$;

create or replace function private.broadcast_reconciliation_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.broadcast_org(c.organization_id, 'reconciliation_changed',
    jsonb_build_object('organizationId', c.organization_id, 'table', tg_table_name))
  from (select distinct organization_id from changed) c;
  return null;
end $$;

create or replace function private.broadcast_close_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.broadcast_org(c.organization_id, 'close_changed',
    jsonb_build_object('organizationId', c.organization_id, 'table', tg_table_name))
  from (select distinct organization_id from changed) c;
  return null;
end $$;

create or replace function private.broadcast_onboarding_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.broadcast_org(c.organization_id, 'onboarding_changed',
    jsonb_build_object('organizationId', c.organization_id, 'table', tg_table_name))
  from (select distinct organization_id from changed) c;
  return null;
end $$;

create or replace function private.broadcast_categorisation_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.broadcast_org(c.organization_id, 'categorisation_changed',
    jsonb_build_object('organizationId', c.organization_id, 'table', tg_table_name))
  from (select distinct organization_id from changed) c;
  return null;
end $$;

/** Section: the staff topic and its scope refresh go */
do $$
declare t text;
begin
  foreach t in array array['organization_members', 'bookkeeper_assignments', 'reviewer_assignments'] loop
    execute format('drop trigger %I on public.%I', t || '_announce_insert', t);
    execute format('drop trigger %I on public.%I', t || '_announce_delete', t);
    execute format('drop trigger %I on public.%I', t || '_announce_update', t);
  end loop;
end $$;
drop trigger users_announce_update on public.users;
drop trigger organizations_announce on public.organizations;
drop function private.announce_staff_access();
drop function private.realtime_staff_scope();

/** Topics as in 20261124001150 without `staff`: org:<uuid>, banking:<uuid>, user:<uuid>, admins. */
create or replace function private.can_use_realtime_topic(topic text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  suffix text;
begin
  if topic is null or (select auth.uid()) is null then
    return false;
  end if;
  if topic like 'org:%' then
    suffix := substr(topic, 5);
    return suffix ~ uuid_pattern and private.has_org_access(suffix::uuid);
  end if;
  if topic like 'banking:%' then
    suffix := substr(topic, 9);
    return suffix ~ uuid_pattern and private.can_read_banking(suffix::uuid);
  end if;
  if topic like 'user:%' then
    suffix := substr(topic, 6);
    return suffix ~ uuid_pattern and suffix::uuid = (select auth.uid());
  end if;
  if topic = 'admins' then
    return private.is_admin();
  end if;
  return false;
end $$;
