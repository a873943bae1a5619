/**
 * Consolidation sees the whole group, not just what RLS shows the caller.
 *
 * A consolidated report run as a bookkeeper assigned to one member of a group used to read the group's members under
 * RLS, see only that member, and return its totals as if they were the group's. This function lists every member of
 * the group, past RLS, with whether the caller has staff access to it, so the API can refuse and name the
 * organizations in the way instead of returning partial totals. Only staff get rows: a client learns nothing about the
 * other organizations of a group.
 */
create function private.organization_group_members(group_id uuid)
returns table (id uuid, legal_name text, may_consolidate boolean)
language sql stable security definer set search_path = '' as $$
  select o.id, o.legal_name, private.is_org_staff(o.id)
  from public.organizations o
  where o.organization_group_id = group_id and o.deleted_at is null and private.is_staff()
  order by o.legal_name
$$;

revoke execute on function private.organization_group_members(uuid) from public;
grant execute on function private.organization_group_members(uuid) to authenticated, service_role;
