/**
 * Membership rules the API checked alone, now held by the database too, so a direct table write (the Data API on a
 * project that turned it on, a script with a user's token) cannot break them: RLS decides who may write a row, these
 * decide what the organization may look like afterwards. The API keeps its own checks for their clear answers
 * (edge-functions/domains/organizations/update-member.ts, assign-staff.ts); the messages here are the same.
 */

/**
 * Section: an organization keeps an org admin
 * Removing or demoting the last org admin of an organization is refused. Checked after each row, when the statement's
 * other changes are visible, so removing two admins at once counts as leaving none. Two removals are not a member
 * removal and stay allowed: the organization's own deletion (its members go with it) and a user's (the account's
 * deletion takes its memberships; the organization then waits for a new admin, as one created without members does).
 */
create function private.keep_an_org_admin() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.org_role <> 'admin' then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.org_role = 'admin' and new.organization_id = old.organization_id then
    return null;
  end if;
  if not exists (select 1 from public.organizations o where o.id = old.organization_id)
     or not exists (select 1 from public.users u where u.id = old.user_id) then
    return null;
  end if;
  if not exists (select 1 from public.organization_members m
                 where m.organization_id = old.organization_id and m.org_role = 'admin') then
    raise exception 'An organization needs at least one org admin' using errcode = 'P0001';
  end if;
  return null;
end $$;
revoke execute on function private.keep_an_org_admin() from public, anon, authenticated;

create trigger keep_an_org_admin after update or delete on public.organization_members
  for each row execute function private.keep_an_org_admin();

/**
 * Section: only staff are assigned to organizations
 * A bookkeeper or reviewer assignment grants the assigned user the organization's books, so only bookkeepers, admins
 * and owners may hold one: a client assigned as someone's bookkeeper would read another organization.
 */
create function private.require_staff_assignee() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.users u
                 where u.id = new.user_id and u.role in ('bookkeeper', 'admin', 'owner')) then
    raise exception 'Only bookkeepers, admins and owners can be assigned to an organization' using errcode = 'P0001';
  end if;
  return new;
end $$;
revoke execute on function private.require_staff_assignee() from public, anon, authenticated;

create trigger require_staff_assignee before insert or update of user_id on public.bookkeeper_assignments
  for each row execute function private.require_staff_assignee();
create trigger require_staff_assignee before insert or update of user_id on public.reviewer_assignments
  for each row execute function private.require_staff_assignee();
