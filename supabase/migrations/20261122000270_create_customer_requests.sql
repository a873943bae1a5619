/**
 * Customer requests: something a client asks the bookkeeping team to do, with comments and attached files.
 * Clients create and comment; the organization's bookkeepers move the status (todo -> in_progress -> completed).
 */
create type public.customer_request_status as enum ('todo', 'in_progress', 'completed');

create table public.customer_requests (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  request text not null check (length(btrim(request)) > 0 and length(request) <= 10000),
  link text check (link is null or (link ~ '^https?://' and length(link) <= 2000)),
  customer_id uuid references public.users (id) on delete set null,
  bookkeeper_id uuid references public.users (id) on delete set null,
  requester_id uuid references public.users (id) on delete set null,
  status public.customer_request_status not null default 'todo',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  check ((status = 'completed') = (completed_at is not null))
);
create index customer_requests_organization_id_status_idx on public.customer_requests (organization_id, status);
create index customer_requests_bookkeeper_id_idx on public.customer_requests (bookkeeper_id);
create index customer_requests_requester_id_idx on public.customer_requests (requester_id);

create table public.customer_request_comments (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.customer_requests (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  author_id uuid references public.users (id) on delete set null,
  content text not null check (length(btrim(content)) > 0 and length(content) <= 10000),
  created_at timestamptz not null default now()
);
create index customer_request_comments_request_id_idx on public.customer_request_comments (request_id);
create index customer_request_comments_organization_id_idx on public.customer_request_comments (organization_id);

create table public.customer_request_files (
  request_id uuid not null references public.customer_requests (id) on delete cascade,
  file_id uuid not null references public.files (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (request_id, file_id)
);
create index customer_request_files_organization_id_idx on public.customer_request_files (organization_id);
create index customer_request_files_file_id_idx on public.customer_request_files (file_id);

/** Children carry the request's organization (for cheap policies); this keeps it honest, and files same-tenant. */
create function private.assert_request_child_org() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.customer_requests r where r.id = new.request_id and r.organization_id = new.organization_id) then
    raise exception 'The request belongs to another organization' using errcode = '23514';
  end if;
  if tg_table_name = 'customer_request_files' then
    if not exists (select 1 from public.files f where f.id = (to_jsonb(new) ->> 'file_id')::uuid and f.organization_id = new.organization_id) then
      raise exception 'The file belongs to another organization' using errcode = '23514';
    end if;
  end if;
  return new;
end $$;
create trigger assert_comment_org before insert or update on public.customer_request_comments
  for each row execute function private.assert_request_child_org();
create trigger assert_request_file_org before insert or update on public.customer_request_files
  for each row execute function private.assert_request_child_org();

/** Clients edit the wording of their own request; status, assignee and organization are the bookkeepers'. */
create function private.guard_customer_request() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.organization_id <> old.organization_id then
    raise exception 'A request cannot move to another organization' using errcode = '42501';
  end if;
  if (select auth.uid()) is not null and not private.is_org_staff(old.organization_id)
     and (new.status, new.bookkeeper_id, new.customer_id, new.requester_id) is distinct from (old.status, old.bookkeeper_id, old.customer_id, old.requester_id) then
    raise exception 'Only the organization''s bookkeepers change a request''s status or assignee' using errcode = '42501';
  end if;
  new.completed_at := case when new.status = 'completed' then coalesce(old.completed_at, now()) end;
  new.updated_at := now();
  return new;
end $$;
create trigger guard_customer_request before update on public.customer_requests
  for each row execute function private.guard_customer_request();

alter table public.customer_requests enable row level security;
alter table public.customer_request_comments enable row level security;
alter table public.customer_request_files enable row level security;

create policy "People with access read an organization's requests" on public.customer_requests for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Members and staff open requests as themselves" on public.customer_requests for insert to authenticated
  with check ((select private.can_edit_org(organization_id)) and requester_id = (select auth.uid()));
create policy "Requesters and staff update requests" on public.customer_requests for update to authenticated
  using ((select private.is_org_staff(organization_id)) or (requester_id = (select auth.uid()) and (select private.is_org_member(organization_id))))
  with check ((select private.can_edit_org(organization_id)));
create policy "Admins delete requests" on public.customer_requests for delete to authenticated
  using ((select private.is_admin()));

create policy "People with access read request comments" on public.customer_request_comments for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Members, staff and reviewers comment as themselves" on public.customer_request_comments for insert to authenticated
  with check ((select private.has_org_access(organization_id)) and author_id = (select auth.uid()));
create policy "Authors edit their comments" on public.customer_request_comments for update to authenticated
  using (author_id = (select auth.uid()) and (select private.has_org_access(organization_id)))
  with check (author_id = (select auth.uid()));
create policy "Authors and staff delete comments" on public.customer_request_comments for delete to authenticated
  using ((author_id = (select auth.uid()) and (select private.has_org_access(organization_id))) or (select private.is_org_staff(organization_id)));

create policy "People with access read request files" on public.customer_request_files for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Members and staff attach files to requests" on public.customer_request_files for insert to authenticated
  with check ((select private.can_edit_org(organization_id)));
create policy "Members and staff detach files from requests" on public.customer_request_files for delete to authenticated
  using ((select private.can_edit_org(organization_id)));
