/**
 * private.can_read_schedules (20261124060000), which the schedules' read policies call for every row, was an SQL
 * function with `set search_path`: never inlined, parsed and planned again on every call. It becomes PL/pgSQL with its
 * body unchanged, planned once per session, as the other access helpers did (20261124004000).
 */
create or replace function private.can_read_schedules(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return (select private.is_admin() or private.is_org_bookkeeper(org_id) or private.is_org_reviewer(org_id)
    or (private.is_org_member(org_id) and private.flag_enabled(org_id, 'users-schedules')));
end $$;
