/**
 * One realtime topic for staff across all their clients (docs/local-realtime.md "The staff topic"). A bookkeeper with
 * hundreds of clients joins the private `staff` topic once instead of one `org:<id>` channel per client: the realtime
 * server delivers each organization's broadcast to the staff members whose scope holds that organization, and the
 * scope is exactly the organizations whose `org:<id>` topic they may read (private.has_org_access, the rule of
 * private.can_use_realtime_topic), read as the person when they join.
 *
 * When who may see what changes (a membership, an assignment, a person's role, an organization created or deleted),
 * the database says so on the `staff_access` topic, which no one may join: the realtime server alone reads it and
 * reads the named people's scopes again (every staff member's when the organizations themselves changed).
 */

/** The organizations whose `org:<id>` topic the caller may read, as one array (private.ledger_readable_org_ids). */
create function private.realtime_staff_scope() returns uuid[]
language plpgsql stable security definer set search_path = '' as $$
begin
  return coalesce((select array_agg(id) from private.ledger_readable_org_ids() as id), '{}');
end $$;
revoke execute on function private.realtime_staff_scope() from public;
grant execute on function private.realtime_staff_scope() to authenticated;

/** Names the people whose access changed (the user_id of the changed rows), or everyone ({"all": true}). */
create function private.announce_staff_access() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_users uuid[];
begin
  if tg_table_name = 'organizations' then
    perform realtime.send(jsonb_build_object('all', true), 'scope_changed', 'staff_access', true);
    return null;
  elsif tg_table_name = 'users' then
    -- only a change of role moves a person's scope; users rows change for many other reasons
    select array_agg(n.id) into v_users from new_rows n join old_rows o on o.id = n.id where n.role is distinct from o.role;
  elsif tg_op = 'INSERT' then
    select array_agg(distinct user_id) into v_users from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct user_id) into v_users from old_rows;
  else
    select array_agg(distinct user_id) into v_users
    from (select user_id from new_rows union select user_id from old_rows) u;
  end if;
  if v_users is not null then
    perform realtime.send(jsonb_build_object('userIds', to_jsonb(v_users)), 'scope_changed', 'staff_access', true);
  end if;
  return null;
end $$;
revoke execute on function private.announce_staff_access() from public, authenticated;

do $$
declare t text;
begin
  foreach t in array array['organization_members', 'bookkeeper_assignments', 'reviewer_assignments'] loop
    execute format('create trigger %I after insert on public.%I referencing new table as new_rows
      for each statement execute function private.announce_staff_access()', t || '_announce_insert', t);
    execute format('create trigger %I after delete on public.%I referencing old table as old_rows
      for each statement execute function private.announce_staff_access()', t || '_announce_delete', t);
    execute format('create trigger %I after update on public.%I referencing new table as new_rows old table as old_rows
      for each statement execute function private.announce_staff_access()', t || '_announce_update', t);
  end loop;
end $$;
create trigger users_announce_update after update on public.users referencing new table as new_rows old table as old_rows
  for each statement execute function private.announce_staff_access();
create trigger organizations_announce after insert or delete on public.organizations
  for each statement execute function private.announce_staff_access();
