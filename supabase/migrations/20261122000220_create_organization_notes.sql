/** Internal notes on an organization: staff and reviewers only (admin/owner notes drive variance-analysis status). */
create table public.organization_notes (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid references public.users (id) on delete set null,
  title text not null check (length(btrim(title)) > 0),
  content text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index organization_notes_organization_id_idx on public.organization_notes (organization_id);
create index organization_notes_user_id_idx on public.organization_notes (user_id);

alter table public.organization_notes enable row level security;
create policy "Staff and reviewers read notes of organizations they work on" on public.organization_notes for select to authenticated
  using ((select private.is_org_staff(organization_id)) or (select private.is_org_reviewer(organization_id)));
create policy "Staff and reviewers write notes as themselves" on public.organization_notes for insert to authenticated
  with check (((select private.is_org_staff(organization_id)) or (select private.is_org_reviewer(organization_id))) and user_id = (select auth.uid()));
create policy "Authors and admins edit notes" on public.organization_notes for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check ((select private.is_org_staff(organization_id)) or (select private.is_org_reviewer(organization_id)));
create policy "Authors and admins delete notes" on public.organization_notes for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
