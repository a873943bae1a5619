/** Message templates staff reuse when writing to clients. Global, not per organization. */
create table public.message_templates (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0),
  content text not null default '',
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.message_templates enable row level security;
create policy "Staff read message templates" on public.message_templates for select to authenticated
  using ((select private.is_staff()));
create policy "Admins manage message templates" on public.message_templates for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
