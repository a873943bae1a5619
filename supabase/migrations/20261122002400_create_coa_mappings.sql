/**
 * Chart-of-accounts mapping: each client account (by name) maps to an account of the master chart. Deleting a
 * mapping keeps the row with a reason (deleted_at, or staged_deleted_at while a bookkeeper reviews); at most one live
 * mapping per client account. Translations record that an account in one organization corresponds to one in another.
 * Everyone with access reads; staff write.
 */
create table public.coa_mappings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  client_account_name text not null check (length(btrim(client_account_name)) between 1 and 255),
  haven_account_number text not null check (haven_account_number ~ '^\d{4}$'),
  haven_account_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  staged_deleted_at timestamptz,
  deletion_reason text check (deletion_reason in ('account_deleted', 'account_renamed', 'mapped_in_error', 'master_account_retired')),
  constraint coa_mappings_reason_when_deleted check ((deleted_at is null and staged_deleted_at is null) or deletion_reason is not null)
);
create unique index coa_mappings_live_key on public.coa_mappings (organization_id, lower(client_account_name)) where deleted_at is null;

create table public.coa_translations (
  id uuid primary key default gen_random_uuid(),
  origin_organization_id uuid not null references public.organizations (id) on delete cascade,
  origin_account_name text not null check (length(btrim(origin_account_name)) between 1 and 255),
  destination_organization_id uuid not null references public.organizations (id) on delete cascade,
  destination_account_name text not null check (length(btrim(destination_account_name)) between 1 and 255),
  created_at timestamptz not null default now(),
  unique (origin_organization_id, origin_account_name, destination_organization_id)
);
create index coa_translations_destination_idx on public.coa_translations (destination_organization_id);

alter table public.coa_mappings enable row level security;
alter table public.coa_translations enable row level security;
create policy "People with access read an organization's account mappings" on public.coa_mappings for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Staff manage an organization's account mappings" on public.coa_mappings for all to authenticated
  using ((select private.is_org_staff(organization_id))) with check ((select private.is_org_staff(organization_id)));
create policy "People with access to both organizations read translations" on public.coa_translations for select to authenticated
  using ((select private.has_org_access(origin_organization_id)) and (select private.has_org_access(destination_organization_id)));
create policy "Staff of both organizations manage translations" on public.coa_translations for all to authenticated
  using ((select private.is_org_staff(origin_organization_id)) and (select private.is_org_staff(destination_organization_id)))
  with check ((select private.is_org_staff(origin_organization_id)) and (select private.is_org_staff(destination_organization_id)));
