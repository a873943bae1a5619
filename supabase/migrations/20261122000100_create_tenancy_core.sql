/**
 * Tenancy core: application users, organizations, and how users relate to organizations (client member,
 * assigned bookkeeper, reviewer). Every other domain's RLS policies call the helpers defined here.
 */

/** Section: private schema for policy helpers (not exposed through the API) */
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

/** Section: enums */
create type public.user_role as enum ('user', 'bookkeeper', 'admin', 'owner');
create type public.org_role as enum ('admin', 'user');

/**
 * Section: users
 * One profile per auth user. `role` is the staff/client role (user = client); `products` the product access.
 */
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  first_name text not null default '',
  last_name text not null default '',
  role public.user_role not null default 'user',
  products text[] not null default '{accounting}' check (products <@ array['accounting', 'banking']::text[]),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint users_email_format check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')
);
create unique index users_email_key on public.users (email);

/** Section: organizations (full field list arrives with the tenancy schema) */
create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  legal_name text not null check (length(btrim(legal_name)) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

/** Section: relations between users and organizations */
create table public.organization_members (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  org_role public.org_role not null default 'user',
  created_at timestamptz not null default now(),
  primary key (organization_id, user_id)
);
create index organization_members_user_id_idx on public.organization_members (user_id);

create table public.bookkeeper_assignments (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  is_primary boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (organization_id, user_id)
);
create index bookkeeper_assignments_user_id_idx on public.bookkeeper_assignments (user_id);
create unique index bookkeeper_assignments_one_primary on public.bookkeeper_assignments (organization_id) where is_primary;

create table public.reviewer_assignments (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (organization_id, user_id)
);
create index reviewer_assignments_user_id_idx on public.reviewer_assignments (user_id);

/**
 * Section: policy helpers
 * security definer so they can read the relation tables without recursing into those tables' own policies.
 * Call them wrapped, `(select private.has_org_access(organization_id))`, so Postgres evaluates once per statement.
 */
create function private.app_role() returns public.user_role
language sql stable security definer set search_path = '' as $$
  select role from public.users where id = (select auth.uid())
$$;

create function private.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select role in ('admin', 'owner') from public.users where id = (select auth.uid())), false)
$$;

create function private.is_org_member(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.organization_members m where m.organization_id = org_id and m.user_id = (select auth.uid()))
$$;

create function private.is_org_admin(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.organization_members m
                 where m.organization_id = org_id and m.user_id = (select auth.uid()) and m.org_role = 'admin')
$$;

create function private.is_org_bookkeeper(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.bookkeeper_assignments b where b.organization_id = org_id and b.user_id = (select auth.uid()))
$$;

create function private.is_org_reviewer(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.reviewer_assignments r where r.organization_id = org_id and r.user_id = (select auth.uid()))
$$;

/** Staff who work on an organization's books: its assigned bookkeepers, and admins/owners. */
create function private.is_org_staff(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or private.is_org_bookkeeper(org_id)
$$;

/** Anyone who may read an organization's data: members, assigned bookkeepers, reviewers, admins and owners. */
create function private.has_org_access(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or private.is_org_member(org_id) or private.is_org_bookkeeper(org_id) or private.is_org_reviewer(org_id)
$$;

revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;

/** Section: row-level security */
alter table public.users enable row level security;
alter table public.organizations enable row level security;
alter table public.organization_members enable row level security;
alter table public.bookkeeper_assignments enable row level security;
alter table public.reviewer_assignments enable row level security;

create policy "Users read their own profile, staff read everyone's" on public.users for select to authenticated
  using (id = (select auth.uid()) or (select private.app_role()) in ('bookkeeper', 'admin', 'owner'));
create policy "Users update their own name" on public.users for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()) and role = (select private.app_role()));
create policy "Admins manage users" on public.users for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "People read organizations they belong to, work on or review" on public.organizations for select to authenticated
  using ((select private.has_org_access(id)));
create policy "Org admins and staff update their organizations" on public.organizations for update to authenticated
  using ((select private.is_org_admin(id)) or (select private.is_org_staff(id)))
  with check ((select private.is_org_admin(id)) or (select private.is_org_staff(id)));
create policy "Admins create organizations" on public.organizations for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins delete organizations" on public.organizations for delete to authenticated
  using ((select private.is_admin()));

create policy "Members and staff read an organization's members" on public.organization_members for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Org admins and admins manage members" on public.organization_members for all to authenticated
  using ((select private.is_admin()) or (select private.is_org_admin(organization_id)))
  with check ((select private.is_admin()) or (select private.is_org_admin(organization_id)));

create policy "People with access read bookkeeper assignments" on public.bookkeeper_assignments for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Admins manage bookkeeper assignments" on public.bookkeeper_assignments for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "People with access read reviewer assignments" on public.reviewer_assignments for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Admins manage reviewer assignments" on public.reviewer_assignments for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

/** Section: new auth users get a profile (name from the sign-up metadata) */
create function private.handle_new_auth_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.users (id, email, first_name, last_name)
  values (new.id, lower(btrim(new.email)), coalesce(new.raw_user_meta_data ->> 'first_name', ''), coalesce(new.raw_user_meta_data ->> 'last_name', ''))
  on conflict (id) do nothing;
  return new;
end $$;
create trigger on_auth_user_created after insert on auth.users for each row execute function private.handle_new_auth_user();
