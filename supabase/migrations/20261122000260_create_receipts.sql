/** Receipts: a file an organization sent in as a receipt (by upload or the receipts email intake). */
create table public.receipts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  file_id uuid not null references public.files (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (file_id)
);
create index receipts_organization_id_idx on public.receipts (organization_id);

/** A receipt points at a file of the same organization (a client cannot file another tenant's upload). */
create function private.assert_receipt_file_org() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.files f where f.id = new.file_id and f.organization_id = new.organization_id) then
    raise exception 'The file belongs to another organization' using errcode = '23514';
  end if;
  return new;
end $$;
create trigger assert_receipt_file_org before insert or update on public.receipts
  for each row execute function private.assert_receipt_file_org();

alter table public.receipts enable row level security;
create policy "People with access read an organization's receipts" on public.receipts for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Members and staff add receipts" on public.receipts for insert to authenticated
  with check ((select private.can_edit_org(organization_id)));
create policy "Staff delete receipts" on public.receipts for delete to authenticated
  using ((select private.is_org_staff(organization_id)));
