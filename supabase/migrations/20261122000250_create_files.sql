/**
 * Files: metadata rows for objects in the private Storage bucket 'files'. The browser uploads to
 * '<organization_id>/<anything>' (Storage RLS below decides), then the API records the row here.
 */
insert into storage.buckets (id, name, public, file_size_limit) values ('files', 'files', false, 52428800)
on conflict (id) do nothing;

create table public.files (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0 and length(title) <= 255),
  description text not null default '',
  bucket text not null default 'files' check (bucket = 'files'),
  path text not null check (length(path) <= 1024),
  extension text not null default '' check (extension = lower(extension) and extension ~ '^[a-z0-9]{0,10}$'),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid references public.users (id) on delete set null,
  org_task_id uuid references public.organization_tasks (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (bucket, path),
  constraint files_path_in_organization_folder check (split_part(path, '/', 1) = organization_id::text and length(split_part(path, '/', 2)) > 0)
);
create index files_organization_id_idx on public.files (organization_id);
create index files_org_task_id_idx on public.files (org_task_id);
create index files_user_id_idx on public.files (user_id);

alter table public.files enable row level security;
create policy "People with access read an organization's files" on public.files for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Members and staff add files as themselves" on public.files for insert to authenticated
  with check ((select private.can_edit_org(organization_id)) and user_id = (select auth.uid()));
create policy "Uploaders and staff edit file details" on public.files for update to authenticated
  using ((select private.is_org_staff(organization_id)) or (user_id = (select auth.uid()) and (select private.can_edit_org(organization_id))))
  with check ((select private.can_edit_org(organization_id)));
create policy "Uploaders and staff delete files" on public.files for delete to authenticated
  using ((select private.is_org_staff(organization_id)) or (user_id = (select auth.uid()) and (select private.can_edit_org(organization_id))));

/** Section: Storage objects in bucket 'files', first path segment = organization id */
create policy "People with access read their organizations' stored files" on storage.objects for select to authenticated
  using (bucket_id = 'files' and (select private.has_org_access(private.org_id_from_object_name(name))));
create policy "Members and staff upload into their organizations' folders" on storage.objects for insert to authenticated
  with check (bucket_id = 'files' and (select private.can_edit_org(private.org_id_from_object_name(name))));
create policy "Members and staff replace files in their organizations' folders" on storage.objects for update to authenticated
  using (bucket_id = 'files' and (select private.can_edit_org(private.org_id_from_object_name(name))))
  with check (bucket_id = 'files' and (select private.can_edit_org(private.org_id_from_object_name(name))));
create policy "Members and staff delete files in their organizations' folders" on storage.objects for delete to authenticated
  using (bucket_id = 'files' and (select private.can_edit_org(private.org_id_from_object_name(name))));
