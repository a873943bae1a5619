/**
 * Consolidation data follows the organizations it describes, not the group they share.
 *
 * The first consolidation migration let anyone with access to one member of a group read every member's provider
 * account mappings (account ids, names, raw provider JSON), and let a bookkeeper of one member rewrite the whole
 * group's chart and eliminations. Groups join separate tenants, so:
 * - managing a group's consolidation needs staff access to every member (or admin), the same rule the report uses;
 * - a provider account mapping is read by people who see its own organization;
 * - links, charts and mappings cannot point across groups or at reports the writer cannot write.
 */

/** Section: managing needs every member */
create or replace function private.can_manage_org_group(group_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or (
    exists (select 1 from public.organizations o where o.organization_group_id = group_id and o.deleted_at is null)
    and not exists (
      select 1 from public.organizations o
      where o.organization_group_id = group_id and o.deleted_at is null and not private.is_org_staff(o.id)))
$$;

/** Section: provider account mappings are read per organization */
drop policy "Group readers read provider account mappings" on public.consolidated_account_mappings;
create policy "People who see the organization read its provider account mappings" on public.consolidated_account_mappings
  for select to authenticated
  using ((select private.has_org_access(organization_id)));
create index consolidated_account_mappings_organization_idx on public.consolidated_account_mappings (organization_id);

/** Section: a link joins two reports the writer may write */
drop policy "Staff who can write the consolidated report link it" on public.consolidated_report_links;
create policy "Staff who can write both reports link them" on public.consolidated_report_links
  for insert to authenticated
  with check (
    exists (select 1 from public.reports r where r.id = consolidated_report_id and (select private.is_org_staff(r.organization_id)))
    and exists (select 1 from public.reports r where r.id = entity_report_id and (select private.is_org_staff(r.organization_id))));

/** Section: rows stay inside their group */
alter table public.consolidated_charts add constraint consolidated_charts_id_group_key unique (id, organization_group_id);
alter table public.consolidated_accounts
  add constraint consolidated_accounts_chart_in_group_fkey foreign key (chart_id, organization_group_id)
  references public.consolidated_charts (id, organization_group_id) on delete cascade;
alter table public.consolidated_accounts add constraint consolidated_accounts_id_group_key unique (id, organization_group_id);
alter table public.consolidated_account_mappings
  add constraint consolidated_account_mappings_account_in_group_fkey foreign key (consolidated_account_id, organization_group_id)
  references public.consolidated_accounts (id, organization_group_id) on delete cascade;

/** A mapping's organization must be a member of the mapping's group when it is written. */
create function private.consolidated_account_mappings_check_member() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.organizations o where o.id = new.organization_id and o.organization_group_id = new.organization_group_id) then
    raise exception 'The organization is not a member of this organization group' using errcode = '23514', column = 'organization_id';
  end if;
  return new;
end $$;
revoke execute on function private.consolidated_account_mappings_check_member() from public;
create trigger consolidated_account_mappings_check_member before insert or update of organization_id, organization_group_id
  on public.consolidated_account_mappings for each row execute function private.consolidated_account_mappings_check_member();
