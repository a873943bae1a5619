/**
 * Consolidated reporting for organization groups: Combine/Eliminate mappings by account name, a consolidated chart
 * of accounts per group with mappings to provider accounts, and links from a consolidated report to the entity
 * reports it was built from. Group data is read by staff and by members of any organization in the group, and
 * managed by admins and the bookkeepers of the group's organizations.
 */

/** Section: group access helpers */
create function private.can_read_org_group(group_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (select 1 from public.organizations o where o.organization_group_id = group_id and private.has_org_access(o.id))
$$;
create function private.can_manage_org_group(group_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (select 1 from public.organizations o where o.organization_group_id = group_id and private.is_org_staff(o.id))
$$;
revoke execute on function private.can_read_org_group, private.can_manage_org_group from public;
grant execute on function private.can_read_org_group, private.can_manage_org_group to authenticated, service_role;

/** Section: Combine / Eliminate mappings */
create table public.consolidation_mappings (
  id uuid primary key default gen_random_uuid(),
  organization_group_id uuid not null references public.organization_groups (id) on delete cascade,
  account_name text not null check (length(btrim(account_name)) between 1 and 255),
  lowercase_name text generated always as (lower(btrim(account_name))) stored,
  report_type text not null check (report_type in ('ProfitAndLoss', 'BalanceSheet', 'CashFlow')),
  mapping_type text not null check (mapping_type in ('Combine', 'Eliminate')),
  created_at timestamptz not null default now(),
  unique (organization_group_id, report_type, lowercase_name)
);

/** Section: consolidated chart of accounts and its provider mappings */
create table public.consolidated_charts (
  id uuid primary key default gen_random_uuid(),
  organization_group_id uuid not null references public.organization_groups (id) on delete cascade,
  type text not null check (type in ('ProfitAndLoss', 'BalanceSheet')),
  created_at timestamptz not null default now(),
  unique (organization_group_id, type)
);
create table public.consolidated_accounts (
  id uuid primary key default gen_random_uuid(),
  chart_id uuid not null references public.consolidated_charts (id) on delete cascade,
  organization_group_id uuid not null references public.organization_groups (id) on delete cascade,
  parent_id uuid references public.consolidated_accounts (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 255),
  number text,
  type text not null check (public.ledger_classification(type) is not null),
  subtype text,
  classification text generated always as (public.ledger_classification(type)) stored,
  unique (chart_id, name)
);
create index consolidated_accounts_group_idx on public.consolidated_accounts (organization_group_id);
create table public.consolidated_account_mappings (
  id uuid primary key default gen_random_uuid(),
  consolidated_account_id uuid not null references public.consolidated_accounts (id) on delete cascade,
  organization_group_id uuid not null references public.organization_groups (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null default 'Quickbooks' check (provider in ('Quickbooks', 'Builtin')),
  provider_account_id text not null,
  parent text, name text not null, number text, type text, subtype text, classification text,
  raw jsonb not null default '{}'::jsonb,
  unique (organization_id, provider, provider_account_id, consolidated_account_id)
);
create index consolidated_account_mappings_group_idx on public.consolidated_account_mappings (organization_group_id);

/** Section: consolidated report to entity report links */
create table public.consolidated_report_links (
  consolidated_report_id uuid not null references public.reports (id) on delete cascade,
  entity_report_id uuid not null references public.reports (id) on delete cascade,
  primary key (consolidated_report_id, entity_report_id)
);
create index consolidated_report_links_entity_idx on public.consolidated_report_links (entity_report_id);

/** Section: row-level security */
alter table public.consolidation_mappings enable row level security;
alter table public.consolidated_charts enable row level security;
alter table public.consolidated_accounts enable row level security;
alter table public.consolidated_account_mappings enable row level security;
alter table public.consolidated_report_links enable row level security;

create policy "Group readers read consolidation mappings" on public.consolidation_mappings for select to authenticated
  using ((select private.can_read_org_group(organization_group_id)));
create policy "Group managers manage consolidation mappings" on public.consolidation_mappings for all to authenticated
  using ((select private.can_manage_org_group(organization_group_id))) with check ((select private.can_manage_org_group(organization_group_id)));
create policy "Group readers read consolidated charts" on public.consolidated_charts for select to authenticated
  using ((select private.can_read_org_group(organization_group_id)));
create policy "Group managers manage consolidated charts" on public.consolidated_charts for all to authenticated
  using ((select private.can_manage_org_group(organization_group_id))) with check ((select private.can_manage_org_group(organization_group_id)));
create policy "Group readers read consolidated accounts" on public.consolidated_accounts for select to authenticated
  using ((select private.can_read_org_group(organization_group_id)));
create policy "Group managers manage consolidated accounts" on public.consolidated_accounts for all to authenticated
  using ((select private.can_manage_org_group(organization_group_id))) with check ((select private.can_manage_org_group(organization_group_id)));
create policy "Group readers read provider account mappings" on public.consolidated_account_mappings for select to authenticated
  using ((select private.can_read_org_group(organization_group_id)));
create policy "Group managers manage provider account mappings" on public.consolidated_account_mappings for all to authenticated
  using ((select private.can_manage_org_group(organization_group_id))) with check ((select private.can_manage_org_group(organization_group_id)));
create policy "People who see both reports read their link" on public.consolidated_report_links for select to authenticated
  using (exists (select 1 from public.reports r where r.id = consolidated_report_id) and exists (select 1 from public.reports r where r.id = entity_report_id));
create policy "Staff who can write the consolidated report link it" on public.consolidated_report_links for insert to authenticated
  with check (exists (select 1 from public.reports r where r.id = consolidated_report_id and (select private.is_org_staff(r.organization_id))));
