/**
 * Tenancy core: application users, organizations (every field of the spec), organization groups, how users relate
 * to organizations (client member, assigned bookkeeper, reviewer), individual staff permissions, and the policy
 * helpers every other domain's RLS policies call. Names and signatures of the private.* helpers are a contract.
 */

/** Section: private schema for policy helpers (not exposed through the API) */
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

/** Section: enums */
create type public.user_role as enum ('user', 'bookkeeper', 'admin', 'owner');
create type public.org_role as enum ('admin', 'user');
create type public.accounting_service as enum
  ('bookkeeping', 'taxes', 'ap_management', 'ar_management', 'rnd_tax_credits', 'fractional_cfo', 'statement-tracker');
create type public.accounting_method as enum ('cash', 'accrual');
create type public.user_permission as enum ('view_organization_list', 'edit_organization_bookkeeper', 'edit_organization_reviewer');

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
create index users_role_idx on public.users (role);

/** Section: organization groups (several organizations owned by one business owner) */
create table public.organization_groups (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

/**
 * Section: organizations
 * jsonb columns hold the spec's nested shapes; CHECKs pin their top-level types so clients cannot store a string
 * where a list is expected. Address limits mirror shared/schemas/common.ts (postal 30, city/country/state 255, lines 2000).
 */
create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  legal_name text not null check (length(btrim(legal_name)) > 0),
  accounting_services public.accounting_service[] not null default '{}',
  quickbooks_realm_id text,
  stripe_account_id text,
  gusto_account_id text,
  rippling_account_id text,
  slack_channel_name text,
  accounting_method public.accounting_method,
  books_due_date date,
  books_priority smallint not null default 0 check (books_priority between 0 and 6),
  organization_group_id uuid references public.organization_groups (id) on delete set null,
  transaction_description jsonb not null default '{"product": [], "service": [], "unclassified": []}'::jsonb,
  terms_accepted jsonb not null default '[]'::jsonb check (jsonb_typeof(terms_accepted) = 'array'),
  catch_up_data jsonb not null default '{}'::jsonb check (jsonb_typeof(catch_up_data) = 'object'),
  onboarding_draft jsonb not null default '{"general": {}, "rnd": {}}'::jsonb check (jsonb_typeof(onboarding_draft) = 'object'),
  metadata jsonb not null default '{"userPermissions": {"bankAccounts": [], "stripe": {"permissionGiven": false}, "ramp": {"permissionGiven": false}, "payroll": {"permissionGiven": false}}}'::jsonb
    check (jsonb_typeof(metadata) = 'object'),
  config jsonb not null default '{}'::jsonb check (jsonb_typeof(config) = 'object'),
  additional_data jsonb not null default '{}'::jsonb check (jsonb_typeof(additional_data) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  constraint organizations_transaction_description_shape check (
    jsonb_typeof(transaction_description) = 'object'
    and jsonb_typeof(coalesce(transaction_description -> 'product', '[]')) = 'array'
    and jsonb_typeof(coalesce(transaction_description -> 'service', '[]')) = 'array'
    and jsonb_typeof(coalesce(transaction_description -> 'unclassified', '[]')) = 'array'),
  constraint organizations_user_permissions_shape check (
    jsonb_typeof(coalesce(metadata #> '{userPermissions,bankAccounts}', '[]')) = 'array'),
  constraint organizations_address_limits check (
    coalesce(length(additional_data ->> 'zip_code'), 0) <= 30
    and coalesce(length(additional_data ->> 'city'), 0) <= 255
    and coalesce(length(additional_data ->> 'country'), 0) <= 255
    and coalesce(length(additional_data ->> 'state'), 0) <= 255
    and coalesce(length(additional_data ->> 'street_address'), 0) <= 2000
    and coalesce(length(additional_data ->> 'address_line_2'), 0) <= 2000)
);
create index organizations_organization_group_id_idx on public.organizations (organization_group_id);

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
 * Section: individual permissions
 * A catalogue (label per permission, read by the admin screens) and the grants. Granted to staff on top of their role.
 */
create table public.permissions (
  name public.user_permission primary key,
  label text not null check (length(btrim(label)) > 0)
);
insert into public.permissions (name, label) values
  ('view_organization_list', 'View organization list'),
  ('edit_organization_bookkeeper', 'Edit organization bookkeeper'),
  ('edit_organization_reviewer', 'Edit organization reviewer');

create table public.user_permissions (
  user_id uuid not null references public.users (id) on delete cascade,
  permission public.user_permission not null references public.permissions (name),
  granted_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (user_id, permission)
);

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

/** Internal staff of any kind (bookkeepers, reviewers, admins, owners): the role, not an organization relation. */
create function private.is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select role in ('bookkeeper', 'admin', 'owner') from public.users where id = (select auth.uid())), false)
$$;

/** An individual permission; admins and owners hold every permission implicitly, clients never do. */
create function private.has_permission(p public.user_permission) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or (private.is_staff() and exists (
    select 1 from public.user_permissions up where up.user_id = (select auth.uid()) and up.permission = p))
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

/** Members and staff who may write an organization's working data (reviewers only read). */
create function private.can_edit_org(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_org_member(org_id) or private.is_org_staff(org_id)
$$;

/** Whether the caller may see the profile of `target`: themselves, staff see all, clients see people on their organizations. */
create function private.can_see_user(target uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select target = (select auth.uid()) or private.is_staff() or exists (
    select 1 from public.organization_members me
    where me.user_id = (select auth.uid()) and (
      exists (select 1 from public.organization_members o where o.organization_id = me.organization_id and o.user_id = target)
      or exists (select 1 from public.bookkeeper_assignments b where b.organization_id = me.organization_id and b.user_id = target)
      or exists (select 1 from public.reviewer_assignments r where r.organization_id = me.organization_id and r.user_id = target)))
$$;

/**
 * Clients' per-organization data permissions (metadata.userPermissions): may the caller see the organization's data
 * of `kind` ('stripe', 'ramp', 'payroll', 'bankAccounts')? Members see their own data; staff and reviewers only what
 * the client granted; anyone without access to the organization sees nothing. For 'bankAccounts' give `account_id`
 * (the aggregator's bank account id) to ask about one account; without it the answer is "any account granted".
 */
create function private.org_data_permission(org_id uuid, kind text, account_id text default null) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when not private.has_org_access(org_id) then false
    when private.is_org_member(org_id) then true
    when kind = 'bankAccounts' then exists (
      select 1 from public.organizations o, jsonb_array_elements(coalesce(o.metadata #> '{userPermissions,bankAccounts}', '[]')) a
      where o.id = org_id and coalesce((a ->> 'permissionGiven')::boolean, false)
        and (account_id is null or a ->> 'plaidBankAccountId' = account_id))
    when kind in ('stripe', 'ramp', 'payroll') then coalesce(
      (select (o.metadata #>> array['userPermissions', kind, 'permissionGiven'])::boolean from public.organizations o where o.id = org_id), false)
    else false
  end
$$;

/** Storage object names are '<organization_id>/...'; a malformed first segment yields null (no access), never an error. */
create function private.org_id_from_object_name(name text) returns uuid
language sql immutable set search_path = '' as $$
  select case when split_part(name, '/', 1) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then split_part(name, '/', 1)::uuid end
$$;

revoke execute on all functions in schema private from public;
grant execute on all functions in schema private to authenticated, service_role;

/** Section: guards that RLS cannot express (which columns a row's editor may change) */
create function private.guard_user_update() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null then return new; end if; -- migrations, seeds, service role
  if new.email is distinct from old.email and not private.is_admin() then
    raise exception 'Only admins change a user''s email' using errcode = '42501';
  end if;
  if (new.role, new.products) is distinct from (old.role, old.products) then
    if not private.is_admin() then raise exception 'Only admins change roles and products' using errcode = '42501'; end if;
    if 'owner' in (new.role, old.role) and new.role is distinct from old.role and private.app_role() <> 'owner' then
      raise exception 'Only owners grant or revoke the owner role' using errcode = '42501';
    end if;
  end if;
  new.updated_at := now();
  return new;
end $$;
create trigger guard_user_update before update on public.users for each row execute function private.guard_user_update();

/** Clients (org admins) edit their organization's profile; servicing fields are for staff. */
create function private.guard_organization_update() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  client_columns text[] := array['legal_name', 'accounting_services', 'terms_accepted', 'onboarding_draft', 'metadata', 'additional_data', 'updated_at'];
begin
  if (select auth.uid()) is null or private.is_org_staff(old.id) then new.updated_at := now(); return new; end if;
  if (to_jsonb(new) - client_columns) is distinct from (to_jsonb(old) - client_columns) then
    raise exception 'Only staff change an organization''s servicing fields' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end $$;
create trigger guard_organization_update before update on public.organizations for each row execute function private.guard_organization_update();

/** Section: row-level security */
alter table public.users enable row level security;
alter table public.organization_groups enable row level security;
alter table public.organizations enable row level security;
alter table public.organization_members enable row level security;
alter table public.bookkeeper_assignments enable row level security;
alter table public.reviewer_assignments enable row level security;
alter table public.permissions enable row level security;
alter table public.user_permissions enable row level security;

create policy "People read their own profile, their organizations' people, staff read everyone's" on public.users
  for select to authenticated using ((select private.can_see_user(id)));
create policy "Users update their own profile" on public.users for update to authenticated
  using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "Admins update users" on public.users for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins delete users" on public.users for delete to authenticated
  using ((select private.is_admin()));

create policy "Staff read organization groups" on public.organization_groups for select to authenticated
  using ((select private.is_staff()));
create policy "Admins manage organization groups" on public.organization_groups for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "People read organizations they belong to, work on or review" on public.organizations for select to authenticated
  using ((select private.has_org_access(id)) or (select private.has_permission('view_organization_list')));
create policy "Org admins and staff update their organizations" on public.organizations for update to authenticated
  using ((select private.is_org_admin(id)) or (select private.is_org_staff(id)))
  with check ((select private.is_org_admin(id)) or (select private.is_org_staff(id)));
create policy "Admins create organizations" on public.organizations for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins delete organizations" on public.organizations for delete to authenticated
  using ((select private.is_admin()));

-- Members join through an accepted invitation (service path) or an admin; org admins change roles and remove.
create policy "Members and staff read an organization's members" on public.organization_members for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Admins add members" on public.organization_members for insert to authenticated
  with check ((select private.is_admin()));
create policy "Org admins and admins change member roles" on public.organization_members for update to authenticated
  using ((select private.is_admin()) or (select private.is_org_admin(organization_id)))
  with check ((select private.is_admin()) or (select private.is_org_admin(organization_id)));
create policy "Org admins and admins remove members" on public.organization_members for delete to authenticated
  using ((select private.is_admin()) or (select private.is_org_admin(organization_id)));

create policy "People with access read bookkeeper assignments" on public.bookkeeper_assignments for select to authenticated
  using ((select private.has_org_access(organization_id)) or (select private.has_permission('view_organization_list')));
create policy "Admins and permitted staff manage bookkeeper assignments" on public.bookkeeper_assignments for all to authenticated
  using ((select private.has_permission('edit_organization_bookkeeper')))
  with check ((select private.has_permission('edit_organization_bookkeeper')));

create policy "People with access read reviewer assignments" on public.reviewer_assignments for select to authenticated
  using ((select private.has_org_access(organization_id)) or (select private.has_permission('view_organization_list')));
create policy "Admins and permitted staff manage reviewer assignments" on public.reviewer_assignments for all to authenticated
  using ((select private.has_permission('edit_organization_reviewer')))
  with check ((select private.has_permission('edit_organization_reviewer')));

create policy "Signed-in users read the permission catalogue" on public.permissions for select to authenticated using (true);

create policy "Users read their own permissions, admins read all" on public.user_permissions for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));
create policy "Admins grant and revoke permissions" on public.user_permissions for all to authenticated
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

/** An email change made through auth (PUT /user) reaches the profile too. */
create function private.handle_auth_user_email_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.users set email = lower(btrim(new.email)), updated_at = now() where id = new.id;
  return null;
end $$;
create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (new.email is distinct from old.email) execute function private.handle_auth_user_email_change();
