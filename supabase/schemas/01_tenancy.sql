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
  -- the spec's rndData (tax_year and projects), staff's field, set from the approved R&D form (15_onboarding.sql)
  rnd_data jsonb not null default '{}'::jsonb
    check (jsonb_typeof(rnd_data) = 'object' and jsonb_typeof(coalesce(rnd_data -> 'projects', '[]')) = 'array'),
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
    and coalesce(length(additional_data ->> 'address_line_2'), 0) <= 2000),
  -- an owner on additional_data.owners keeps the SSN as ciphertext (ssn_encrypted, AES-256-GCM under the server's
  -- key) and its last four digits for the masked display; a plain `ssn` never reaches the table, whoever writes it
  constraint organizations_owner_ssn_encrypted check (not jsonb_path_exists(additional_data, '$.owners[*].ssn'))
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
  ('edit_organization_reviewer', 'Edit organization reviewer')
on conflict (name) do nothing;

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
 *
 * The access helpers every policy calls are PL/pgSQL whose body is one `return (<query>)` (or `return query <query>`
 * for a set): an SQL function with `set search_path` is never inlined, so Postgres parsed and planned its body again
 * on every call (0.15 ms for each claim of jobs, once per helper per statement for every policy check); PL/pgSQL
 * plans it once per session. `#variable_conflict use_column` keeps the SQL functions' rule on names (a column wins
 * over a parameter of the same name). Each body answers at most one row, as a scalar `return (...)` requires. The
 * helpers of later domains (reconciliation, banking, the job queue's claim) are written the same way.
 */
create function private.app_role() returns public.user_role
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select role from public.users where id = (select auth.uid())
  );
end
$$;

create function private.is_admin() returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select coalesce((select role in ('admin', 'owner') from public.users where id = (select auth.uid())), false)
  );
end
$$;

/** Internal staff of any kind (bookkeepers, reviewers, admins, owners): the role, not an organization relation. */
create function private.is_staff() returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select coalesce((select role in ('bookkeeper', 'admin', 'owner') from public.users where id = (select auth.uid())), false)
  );
end
$$;

/** An individual permission; admins and owners hold every permission implicitly, clients never do. */
create function private.has_permission(p public.user_permission) returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select private.is_admin() or (private.is_staff() and exists (
    select 1 from public.user_permissions up where up.user_id = (select auth.uid()) and up.permission = p))
  );
end
$$;

/**
 * The functions every payment calls, as PL/pgSQL: the answers of the payment functions
 * (11_banking.sql) and the access helpers they and the policies ask.
 * A SQL-language function with its own search_path (or security definer) is never inlined, so PostgreSQL parses
 * and plans its body again at every call from a new statement: under the banking benchmark the transfer request
 * took 1.9 ms a call and the payment's JSON 0.8 ms, more than the rest of asking for a payment together, and each
 * access helper about 0.07 ms. PL/pgSQL keeps each statement's plan for the session. Same arguments, same answers.
 */

/** Section: access helpers */
create function private.is_org_member(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.organization_members m
                 where m.organization_id = org_id and m.user_id = (select auth.uid()));
end $$;

create function private.is_org_admin(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select exists (select 1 from public.organization_members m
                 where m.organization_id = org_id and m.user_id = (select auth.uid()) and m.org_role = 'admin')
  );
end
$$;

create function private.is_org_bookkeeper(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select exists (select 1 from public.bookkeeper_assignments b where b.organization_id = org_id and b.user_id = (select auth.uid()))
  );
end
$$;

create function private.is_org_reviewer(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select exists (select 1 from public.reviewer_assignments r where r.organization_id = org_id and r.user_id = (select auth.uid()))
  );
end
$$;

/** Staff who work on an organization's books: its assigned bookkeepers, and admins/owners. */
create function private.is_org_staff(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select private.is_admin() or private.is_org_bookkeeper(org_id)
  );
end
$$;

/** Anyone who may read an organization's data: members, assigned bookkeepers, reviewers, admins and owners. */
create function private.has_org_access(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select private.is_admin() or private.is_org_member(org_id) or private.is_org_bookkeeper(org_id) or private.is_org_reviewer(org_id)
  );
end
$$;

/** Members and staff who may write an organization's working data (reviewers only read). */
create function private.can_edit_org(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select private.is_org_member(org_id) or private.is_org_staff(org_id)
  );
end
$$;

/** Whether the caller may see the profile of `target`: themselves, staff see all, clients see people on their organizations. */
create function private.can_see_user(target uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select target = (select auth.uid()) or private.is_staff() or exists (
    select 1 from public.organization_members me
    where me.user_id = (select auth.uid()) and (
      exists (select 1 from public.organization_members o where o.organization_id = me.organization_id and o.user_id = target)
      or exists (select 1 from public.bookkeeper_assignments b where b.organization_id = me.organization_id and b.user_id = target)
      or exists (select 1 from public.reviewer_assignments r where r.organization_id = me.organization_id and r.user_id = target)))
  );
end
$$;

/**
 * Clients' per-organization data permissions (metadata.userPermissions): may the caller see the organization's data
 * of `kind` ('stripe', 'ramp', 'payroll', 'bankAccounts')? Members see their own data; staff and reviewers only what
 * the client granted; anyone without access to the organization sees nothing. For 'bankAccounts' give `account_id`
 * (the aggregator's bank account id) to ask about one account; without it the answer is "any account granted".
 *
 * May the caller see the organization's data of `kind`? Organization admins: all of it. Other members: what an
 * organization admin granted them. Staff and reviewers: what the client granted the firm. For 'bankAccounts' give
 * `account_id` (public.bank_accounts.id) to ask about one account; without it the answer is "any account granted".
 */
create function private.org_data_permission(org_id uuid, kind text, account_id text default null) returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select case
    when not private.has_org_access(org_id) then false
    when private.is_org_admin(org_id) then true
    when private.is_org_member(org_id) then exists (
      select 1 from public.data_permissions p
      where p.organization_id = org_id and p.user_id = (select auth.uid()) and p.kind = org_data_permission.kind
        and p.permission_given and (account_id is null or p.bank_account_id::text = account_id))
    when kind = 'bankAccounts' then exists (
      select 1 from public.organizations o, jsonb_array_elements(coalesce(o.metadata #> '{userPermissions,bankAccounts}', '[]')) a
      where o.id = org_id and coalesce((a ->> 'permissionGiven')::boolean, false)
        and (account_id is null or a ->> 'plaidBankAccountId' = account_id))
    when kind in ('stripe', 'ramp', 'payroll') then coalesce(
      (select (o.metadata #>> array['userPermissions', kind, 'permissionGiven'])::boolean from public.organizations o where o.id = org_id), false)
    else false
  end
  );
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

/**
 * Clients (org admins) edit their organization's profile; servicing fields are for staff.
 *
 * config is staff's (guard_organization_update), except three answers the client gives in onboarding: how far their
 * books are up to date and whether they bring an existing QuickBooks (the ledger step), and which ledger accounts are
 * cash on hand (/onboarding/qb-cash-accounts, read by the metrics): the guard lets an organization's admin change
 * these three config keys.
 */
create function private.guard_organization_update() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  client_columns text[] := array['legal_name', 'accounting_services', 'terms_accepted', 'onboarding_draft', 'metadata', 'additional_data', 'updated_at', 'config'];
  client_config text[] := array['booksUpToDate', 'onboardingWithExistingQuickbooks', 'cashOnHandAccounts'];
begin
  if (select auth.uid()) is null or private.is_org_staff(old.id) then new.updated_at := now(); return new; end if;
  if (to_jsonb(new) - client_columns) is distinct from (to_jsonb(old) - client_columns)
     or (new.config - client_config) is distinct from (old.config - client_config) then
    raise exception 'Only staff change an organization''s servicing fields' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end $$;
create trigger guard_organization_update before update on public.organizations for each row execute function private.guard_organization_update();

/**
 * Section: membership rules
 * The membership rules the API checks are held by the database too, so a direct table write (the Data API on a
 * project that turned it on, a script with a user's token) cannot break them: RLS decides who may write a row, these
 * decide what the organization may look like afterwards. The API keeps its own checks for their clear answers
 * (edge-functions/domains/organizations/update-member.ts, assign-staff.ts); the messages here are the same.
 */

/**
 * An organization keeps an org admin.
 * Removing or demoting the last org admin of an organization is refused. Checked after each row, when the statement's
 * other changes are visible, so removing two admins at once counts as leaving none. Two removals are not a member
 * removal and stay allowed: the organization's own deletion (its members go with it) and a user's (the account's
 * deletion takes its memberships; the organization then waits for a new admin, as one created without members does).
 */
create function private.keep_an_org_admin() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.org_role <> 'admin' then
    return null;
  end if;
  if tg_op = 'UPDATE' and new.org_role = 'admin' and new.organization_id = old.organization_id then
    return null;
  end if;
  if not exists (select 1 from public.organizations o where o.id = old.organization_id)
     or not exists (select 1 from public.users u where u.id = old.user_id) then
    return null;
  end if;
  if not exists (select 1 from public.organization_members m
                 where m.organization_id = old.organization_id and m.org_role = 'admin') then
    raise exception 'An organization needs at least one org admin' using errcode = 'P0001';
  end if;
  return null;
end $$;
revoke execute on function private.keep_an_org_admin() from public, anon, authenticated;

create trigger keep_an_org_admin after update or delete on public.organization_members
  for each row execute function private.keep_an_org_admin();

/**
 * Only staff are assigned to organizations.
 * A bookkeeper or reviewer assignment grants the assigned user the organization's books, so only bookkeepers, admins
 * and owners may hold one: a client assigned as someone's bookkeeper would read another organization.
 */
create function private.require_staff_assignee() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.users u
                 where u.id = new.user_id and u.role in ('bookkeeper', 'admin', 'owner')) then
    raise exception 'Only bookkeepers, admins and owners can be assigned to an organization' using errcode = 'P0001';
  end if;
  return new;
end $$;
revoke execute on function private.require_staff_assignee() from public, anon, authenticated;

create trigger require_staff_assignee before insert or update of user_id on public.bookkeeper_assignments
  for each row execute function private.require_staff_assignee();
create trigger require_staff_assignee before insert or update of user_id on public.reviewer_assignments
  for each row execute function private.require_staff_assignee();

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

/**
 * Invitations: an org admin (or an admin) invites a person by email into one organization. Only a SHA-256 hash of
 * the token is stored; the token itself travels in the email. Accepting happens on a public route (the person has no
 * account yet), which runs private.accept_invitation as the service role.
 */
create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  first_name text not null check (first_name = btrim(first_name) and length(first_name) >= 1),
  last_name text not null check (last_name = btrim(last_name) and length(last_name) >= 1),
  org_role public.org_role not null default 'user',
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz not null,
  completed_at timestamptz,
  revoked_at timestamptz,
  invited_by uuid references public.users (id) on delete set null,
  accepted_user_id uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (expires_at > created_at)
);
create index invitations_organization_id_idx on public.invitations (organization_id);
create index invitations_email_idx on public.invitations (email);

alter table public.invitations enable row level security;
create policy "Org admins and admins read their organizations' invitations" on public.invitations for select to authenticated
  using ((select private.is_admin()) or (select private.is_org_admin(organization_id)));
create policy "Org admins and admins invite people" on public.invitations for insert to authenticated
  with check (((select private.is_admin()) or (select private.is_org_admin(organization_id))) and invited_by = (select auth.uid()));
create policy "Org admins and admins revoke invitations" on public.invitations for update to authenticated
  using ((select private.is_admin()) or (select private.is_org_admin(organization_id)))
  with check ((select private.is_admin()) or (select private.is_org_admin(organization_id)));
create policy "Org admins and admins delete invitations" on public.invitations for delete to authenticated
  using ((select private.is_admin()) or (select private.is_org_admin(organization_id)));

/** Clients revoke; they do not rewrite who was invited or mark an invitation accepted. */
revoke update on public.invitations from authenticated;
grant update (revoked_at) on public.invitations to authenticated;

/**
 * Completing an invitation: locks the row, refuses expired/used/revoked ones with the message the API shows,
 * and adds the membership. Service role only (called by the public accept route after the auth user exists).
 */
create function private.accept_invitation(p_token_hash text, p_user_id uuid) returns public.invitations
language plpgsql security definer set search_path = '' as $$
declare inv public.invitations;
begin
  select * into inv from public.invitations where token_hash = p_token_hash for update;
  if not found then raise exception 'This invitation link is not valid' using errcode = 'P0002'; end if;
  if inv.revoked_at is not null then raise exception 'This invitation was revoked' using errcode = 'P0001'; end if;
  if inv.completed_at is not null then raise exception 'This invitation has already been used' using errcode = 'P0001'; end if;
  if inv.expires_at <= now() then raise exception 'This invitation has expired' using errcode = 'P0001'; end if;
  insert into public.organization_members (organization_id, user_id, org_role)
  values (inv.organization_id, p_user_id, inv.org_role) on conflict (organization_id, user_id) do nothing;
  update public.invitations set completed_at = now(), accepted_user_id = p_user_id where id = inv.id returning * into inv;
  return inv;
end $$;
revoke execute on function private.accept_invitation(text, uuid) from public, authenticated;
grant execute on function private.accept_invitation(text, uuid) to service_role;

/** Notifications: one row per recipient. Recipients read theirs and mark them read; staff of the organization send. */
create type public.notification_type as enum (
  'books', 'amc', 'onboarding-form', 'variance-analysis', 'quickbooks-connection', 'customer-request', 'connect-all-accounts',
  'custom-message', 'amortization', 'bill-pay-review', 'bill-pay-created-email', 'bill-pay-created-comment',
  'ai-autocat-onboarding-qbo-setup', 'ai-autocat-expense-categorization');
create type public.notification_status as enum ('unread', 'read');

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  type public.notification_type not null,
  status public.notification_status not null default 'unread',
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  user_id uuid not null references public.users (id) on delete cascade,
  organization_id uuid references public.organizations (id) on delete cascade,
  created_at timestamptz not null default now(),
  read_at timestamptz
);
create index notifications_user_id_status_idx on public.notifications (user_id, status, created_at desc);
create index notifications_organization_id_idx on public.notifications (organization_id);

alter table public.notifications enable row level security;
create policy "Users read their own notifications" on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
create policy "Users mark their own notifications read" on public.notifications for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Staff notify people of organizations they work on" on public.notifications for insert to authenticated
  with check (organization_id is not null and (select private.is_org_staff(organization_id)));
create policy "Users delete their own notifications" on public.notifications for delete to authenticated
  using (user_id = (select auth.uid()));

-- A recipient can only flip status/read_at; the content is the sender's.
revoke update on public.notifications from authenticated;
grant update (status, read_at) on public.notifications to authenticated;

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

/**
 * Tasks: a catalogue of task definitions (onboarding checklist items) and each organization's copy with a status.
 * Clients upload files or mark a task not applicable ("waiting confirmation"); staff confirm.
 */
create type public.organization_task_status as enum
  ('pending', 'waiting_confirmation', 'confirmed', 'not_applicable_waiting_confirmation', 'not_applicable_confirmed');

create table public.task_definitions (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0),
  description text not null default '',
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  config jsonb not null default '{"fileRequired": false, "notApplicable": false}'::jsonb check (
    jsonb_typeof(config) = 'object'
    and jsonb_typeof(coalesce(config -> 'fileRequired', 'false')) = 'boolean'
    and jsonb_typeof(coalesce(config -> 'notApplicable', 'false')) = 'boolean'),
  created_at timestamptz not null default now()
);

create table public.organization_tasks (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  task_id uuid not null references public.task_definitions (id) on delete cascade,
  status public.organization_task_status not null default 'pending',
  data jsonb not null default '{"fileIds": []}'::jsonb
    check (jsonb_typeof(data) = 'object' and jsonb_typeof(coalesce(data -> 'fileIds', '[]')) = 'array'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, task_id)
);
create index organization_tasks_task_id_idx on public.organization_tasks (task_id);

alter table public.task_definitions enable row level security;
alter table public.organization_tasks enable row level security;
create policy "Signed-in users read task definitions" on public.task_definitions for select to authenticated using (true);
create policy "Admins manage task definitions" on public.task_definitions for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "People with access read an organization's tasks" on public.organization_tasks for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Staff assign tasks" on public.organization_tasks for insert to authenticated
  with check ((select private.is_org_staff(organization_id)));
create policy "Members and staff work on tasks" on public.organization_tasks for update to authenticated
  using ((select private.can_edit_org(organization_id))) with check ((select private.can_edit_org(organization_id)));
create policy "Staff remove tasks" on public.organization_tasks for delete to authenticated
  using ((select private.is_org_staff(organization_id)));

/**
 * Clients move a task to a waiting state (or back to pending); only staff confirm. Waiting for confirmation of a
 * file-required task needs a file; "not applicable" only where the definition allows it.
 */
create function private.guard_organization_task() returns trigger
language plpgsql security definer set search_path = '' as $$
declare cfg jsonb;
begin
  new.updated_at := now();
  if new.organization_id <> old.organization_id or new.task_id <> old.task_id then
    raise exception 'A task cannot move to another organization or definition' using errcode = '42501';
  end if;
  select config into cfg from public.task_definitions where id = new.task_id;
  if new.status in ('not_applicable_waiting_confirmation', 'not_applicable_confirmed') and not coalesce((cfg ->> 'notApplicable')::boolean, false) then
    raise exception 'This task cannot be marked not applicable' using errcode = '23514';
  end if;
  if new.status = 'waiting_confirmation' and coalesce((cfg ->> 'fileRequired')::boolean, false)
     and jsonb_array_length(coalesce(new.data -> 'fileIds', '[]')) = 0 then
    raise exception 'Upload a file before sending this task for confirmation' using errcode = '23514';
  end if;
  if (select auth.uid()) is not null and not private.is_org_staff(new.organization_id)
     and (new.status in ('confirmed', 'not_applicable_confirmed') or old.status in ('confirmed', 'not_applicable_confirmed'))
     and new.status is distinct from old.status then
    raise exception 'Only staff confirm tasks' using errcode = '42501';
  end if;
  return new;
end $$;
create trigger guard_organization_task before update on public.organization_tasks
  for each row execute function private.guard_organization_task();

/** The onboarding checklist (spec §9); shared/rules/onboarding-tasks.ts picks slugs from it by service combination. */
insert into public.task_definitions (slug, title, description, config) values
  ('ledger-access', 'Give access to the ledger', 'Invite our team to your accounting ledger.', '{"fileRequired": false, "notApplicable": false}'),
  ('bank-accounts-access', 'Give access to bank accounts', 'Connect or share read access to every business bank account.', '{"fileRequired": false, "notApplicable": true}'),
  ('credit-cards-access', 'Give access to credit cards', 'Connect or share read access to every business credit card.', '{"fileRequired": false, "notApplicable": true}'),
  ('payroll-access', 'Give access to payroll', 'Invite our team to your payroll provider.', '{"fileRequired": false, "notApplicable": true}'),
  ('bill-pay-access', 'Give access to bill pay', 'Invite our team to your bill-pay tool.', '{"fileRequired": false, "notApplicable": true}'),
  ('invoicing-platform-access', 'Give access to the invoicing platform', 'Invite our team to your invoicing platform.', '{"fileRequired": false, "notApplicable": true}'),
  ('articles-of-incorporation', 'Upload articles of incorporation', '', '{"fileRequired": true, "notApplicable": false}'),
  ('entity-bylaws', 'Upload entity bylaws', '', '{"fileRequired": true, "notApplicable": true}'),
  ('prior-year-tax-return', 'Upload prior-year tax return', '', '{"fileRequired": true, "notApplicable": true}'),
  ('year-end-mortgage-statement', 'Upload year-end mortgage statement', '', '{"fileRequired": true, "notApplicable": true}'),
  ('ss-4', 'Upload SS-4', 'The IRS letter assigning your EIN.', '{"fileRequired": true, "notApplicable": false}'),
  ('depreciation-schedule', 'Upload depreciation schedule', '', '{"fileRequired": true, "notApplicable": true}'),
  ('profit-and-loss', 'Upload P&L', '', '{"fileRequired": true, "notApplicable": false}'),
  ('balance-sheet', 'Upload balance sheet', '', '{"fileRequired": true, "notApplicable": false}'),
  ('income-statement', 'Upload income statement', '', '{"fileRequired": true, "notApplicable": true}'),
  ('trial-balance', 'Upload trial balance', '', '{"fileRequired": true, "notApplicable": true}'),
  ('delaware-franchise-tax-2024', '2024 Delaware franchise tax', '', '{"fileRequired": false, "notApplicable": true}'),
  ('income-tax-return-2024', '2024 income tax return', '', '{"fileRequired": false, "notApplicable": false}')
on conflict (slug) do nothing;

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

/** Receipts: a file an organization sent in as a receipt (by upload or the receipts email intake). */
create table public.receipts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  file_id uuid not null references public.files (id) on delete cascade,
  -- uploaded on the receipts screen, mailed to receipts+<organization>@ (docs/receipts.md), or Ramp's (docs/ramp.md)
  source text not null default 'upload' check (source in ('upload', 'email', 'ramp')),
  -- a mailed receipt's message id and attachment, or Ramp's receipt id, so nothing is filed twice
  source_key text check (length(source_key) between 1 and 300),
  sender text check (length(sender) <= 500),
  created_at timestamptz not null default now(),
  unique (file_id),
  unique (organization_id, source_key),
  check ((source in ('email', 'ramp')) = (source_key is not null))
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

/**
 * Provider settings: per-organization choices for a connected provider (e.g. which ledger account payouts post to).
 * Definitions describe each setting for the screens (type is only 'select', with key/value options).
 */
create table public.provider_setting_definitions (
  provider_id text not null check (provider_id in ('stripe', 'quickbooks', 'ramp', 'gusto', 'slack')),
  key text not null check (key ~ '^[a-zA-Z][a-zA-Z0-9_]*$'),
  name text not null check (length(btrim(name)) > 0),
  description text not null default '',
  type text not null default 'select' check (type = 'select'),
  options jsonb not null default '[]'::jsonb check (jsonb_typeof(options) = 'array'),
  default_value jsonb,
  allow_reset boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (provider_id, key)
);

create table public.provider_settings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider_id text not null,
  setting_key text not null,
  setting_value jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, provider_id, setting_key),
  foreign key (provider_id, setting_key) references public.provider_setting_definitions (provider_id, key) on delete cascade
);
create index provider_settings_provider_key_idx on public.provider_settings (provider_id, setting_key);

alter table public.provider_setting_definitions enable row level security;
alter table public.provider_settings enable row level security;
create policy "Signed-in users read provider setting definitions" on public.provider_setting_definitions for select to authenticated using (true);
create policy "Admins manage provider setting definitions" on public.provider_setting_definitions for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "People with access read an organization's provider settings" on public.provider_settings for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Org admins and staff change provider settings" on public.provider_settings for all to authenticated
  using ((select private.is_org_admin(organization_id)) or (select private.is_org_staff(organization_id)))
  with check ((select private.is_org_admin(organization_id)) or (select private.is_org_staff(organization_id)));

/**
 * AMC closeout dates: the day of a month by which a client must answer the month's questions. `year` is text and
 * `month` a lowercase month name as the spec stores them; the upper bound on year moves with the clock, so a trigger
 * checks it (CHECK constraints must not read the clock).
 */
create table public.amc_closeout_dates (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  closeout_date integer not null check (closeout_date between 1 and 31),
  year text not null check (year ~ '^[0-9]{4}$' and year::int >= 1900),
  month text not null check (month in ('january', 'february', 'march', 'april', 'may', 'june', 'july', 'august',
                                       'september', 'october', 'november', 'december')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, year, month)
);

create function private.check_amc_closeout_year() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.year::int > extract(year from now())::int + 100 then
    raise exception 'year must be at most % (current year plus 100)', extract(year from now())::int + 100 using errcode = '23514';
  end if;
  new.updated_at := now();
  return new;
end $$;
create trigger check_amc_closeout_year before insert or update on public.amc_closeout_dates
  for each row execute function private.check_amc_closeout_year();

alter table public.amc_closeout_dates enable row level security;
create policy "People with access read closeout dates" on public.amc_closeout_dates for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Staff manage closeout dates" on public.amc_closeout_dates for all to authenticated
  using ((select private.is_org_staff(organization_id))) with check ((select private.is_org_staff(organization_id)));

/**
 * Feature flags: a global default per flag and per-organization overrides. The effective value for an organization
 * is the override when present, else the default (private.flag_enabled). Flag names are the spec's route gates.
 */
create table public.feature_flags (
  name text primary key check (name ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description text not null default '',
  default_enabled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.organization_feature_flags (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  flag_name text not null references public.feature_flags (name) on delete cascade on update cascade,
  enabled boolean not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (organization_id, flag_name)
);
create index organization_feature_flags_flag_name_idx on public.organization_feature_flags (flag_name);

alter table public.feature_flags enable row level security;
alter table public.organization_feature_flags enable row level security;
create policy "Signed-in users read feature flags" on public.feature_flags for select to authenticated using (true);
create policy "Admins manage feature flags" on public.feature_flags for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "People with access read an organization's flag overrides" on public.organization_feature_flags for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "Admins manage flag overrides" on public.organization_feature_flags for all to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

/** For other domains' policies and jobs: is `flag` on for `org_id`? */
create function private.flag_enabled(org_id uuid, flag text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return coalesce(
    (select o.enabled from public.organization_feature_flags o where o.organization_id = org_id and o.flag_name = flag),
    (select f.default_enabled from public.feature_flags f where f.name = flag),
    false);
end $$;
revoke execute on function private.flag_enabled(uuid, text) from public;
grant execute on function private.flag_enabled(uuid, text) to authenticated, service_role;

insert into public.feature_flags (name, description, default_enabled) values
  ('customer-requests', 'Bookkeeper requests screen', true),
  ('bookkeeping-chats', 'Bookkeeper chats', false),
  ('bookkeeping-tracker', 'Bookkeeper books-due-date tracker', true),
  ('transactions-tab', 'Accounting transactions tab', true),
  ('taxes', '1099s screen', false),
  ('ai-reports', 'AI reports', false),
  ('banking-statement-tracker', 'Admin and bookkeeper banking statement tracker', true),
  ('real-time-expenses', 'Real-time expenses', false),
  ('users-schedules', 'Accounting schedules', false),
  ('auto-transfer', 'Cash auto-transfer rules and approve top-off', false),
  ('autocat', 'AI-assisted categorisation', true),
  ('banking', 'Business banking (cash) area', false),
  ('recurring-invoices', 'Recurring invoices', false),
  ('ach-pull', 'ACH pull payments', false),
  ('multi-organization', 'Switching between several organizations', true),
  ('statement-tracker', 'Statement tracker service', false)
on conflict (name) do nothing;

/**
 * Email outbox: every message the platform sends is recorded here first (edge-functions/domains/mail), whatever
 * transport then delivers it. Admin-read only; written by the server (service role), never by clients.
 */
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null check (to_email = lower(btrim(to_email)) and to_email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  subject text not null check (length(btrim(subject)) > 0 and length(subject) <= 998),
  text text not null,
  html text,
  transport text not null default 'outbox',
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  error text
);
create index email_outbox_created_at_idx on public.email_outbox (created_at desc);
create index email_outbox_to_email_idx on public.email_outbox (to_email);

alter table public.email_outbox enable row level security;
revoke insert, update, delete on public.email_outbox from anon, authenticated;
create policy "Admins read the outbox" on public.email_outbox for select to authenticated using ((select private.is_admin()));

/**
 * Audit log: one row per changed row of the important tables, written by triggers so no code path can skip it.
 * actor is 'system' when there is no signed-in user (service role, jobs, migrations). Secrets are dropped from the
 * recorded values (trigger arguments name the columns). Admin-read only; nobody writes it directly.
 */
create type public.audit_actor as enum ('user', 'system');

create table public.audit_log (
  id bigint generated always as identity primary key,
  user_id uuid,
  organization_id uuid,
  actor public.audit_actor not null,
  action text not null,
  query text,
  query_values jsonb,
  result_rows integer not null default 1,
  created_at timestamptz not null default now(),
  check ((actor = 'user') = (user_id is not null))
);
create index audit_log_organization_id_created_at_idx on public.audit_log (organization_id, created_at desc);
create index audit_log_user_id_idx on public.audit_log (user_id);

alter table public.audit_log enable row level security;
revoke insert, update, delete on public.audit_log from anon, authenticated;
create policy "Admins read the audit log" on public.audit_log for select to authenticated using ((select private.is_admin()));

/**
 * Less work in every payment's statements (docs/banking.md "Performance"), the rules unchanged:
 * - The caller's id is read as an expression (auth.uid()), not a query: in PL/pgSQL a `(select …)` is a query of its
 *   own to start and end, in the audit triggers (by row and by statement) and in each payment request.
 * - A new payment on its way to the core comes back from private.request_banking_payment without its JSON: the API
 *   answers with the payment as the core's answer left it (private.record_banking_submission builds that JSON), and
 *   reads it again only when no answer came. Waiting, replayed and refused payments still carry theirs.
 * - A payment's counterparty (ACH, wire, RTP) and its receiving account (book transfers) are indexed only when set:
 *   a book transfer wrote an index entry for its empty counterparty, an ACH payment one for its empty receiving
 *   account, at its insert and at each update. The foreign keys' look-ups ask for a value, which the partial
 *   indexes answer.
 */
create function private.write_audit_log() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) - coalesce(tg_argv, '{}') end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) - coalesce(tg_argv, '{}') end;
  org text;
begin
  if tg_op = 'UPDATE' and old_row - 'updated_at' = new_row - 'updated_at' then return null; end if;
  org := case when tg_table_name = 'organizations' then coalesce(new_row ->> 'id', old_row ->> 'id')
              else coalesce(new_row ->> 'organization_id', old_row ->> 'organization_id') end;
  insert into public.audit_log (user_id, organization_id, actor, action, query, query_values, result_rows)
  values (uid, org::uuid, case when uid is null then 'system' else 'user' end::public.audit_actor,
          lower(tg_op) || ' ' || tg_table_name, left(current_query(), 4000),
          jsonb_strip_nulls(jsonb_build_object('old', old_row, 'new', new_row)), 1);
  return null;
end $$;
revoke execute on function private.write_audit_log() from public, authenticated;

create trigger write_audit_log after insert or update or delete on public.users
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.organization_groups
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.organization_members
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.bookkeeper_assignments
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.reviewer_assignments
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.user_permissions
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.invitations
  for each row execute function private.write_audit_log('token_hash');
create trigger write_audit_log after insert or update or delete on public.organization_tasks
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.files
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.customer_requests
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.provider_settings
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.feature_flags
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.organization_feature_flags
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.amc_closeout_dates
  for each row execute function private.write_audit_log();

/**
 * Rate limits for the API's public routes (invitation acceptance). Hosted edge functions are stateless and run as
 * many isolates at once, so a count kept in a function's memory would start again in each one: the counts live
 * here, one row per key, where every instance sees them. The API makes the keys (`<route>:<rule>:<sha256>`), so no
 * token or address is stored in the clear.
 */

/** Section: counters (no policy: only the function below reads or writes them) */
create table private.rate_limits (
  key text primary key check (length(key) <= 200),
  window_started_at timestamptz not null default now(),
  hits integer not null default 0
);
alter table private.rate_limits enable row level security;
revoke all on private.rate_limits from public, anon, authenticated;

/**
 * Section: counting
 * Counts one hit for the key and answers whether it is within `p_limit` hits in a window of `p_window` that starts
 * at the first hit after the previous window ended. One statement, so concurrent hits queue on the row and none is
 * lost.
 */
create function private.hit_rate_limit(p_key text, p_limit integer, p_window interval) returns boolean
language sql security definer set search_path = '' as $$
  insert into private.rate_limits as r (key, window_started_at, hits) values (p_key, now(), 1)
  on conflict (key) do update set
    window_started_at = case when r.window_started_at <= now() - p_window then now() else r.window_started_at end,
    hits = case when r.window_started_at <= now() - p_window then 1 else r.hits + 1 end
  returning hits <= p_limit
$$;
revoke execute on function private.hit_rate_limit(text, integer, interval) from public, anon, authenticated;
grant execute on function private.hit_rate_limit(text, integer, interval) to service_role;

/** Section: housekeeping: a counter whose window ended a day ago says nothing any more */
create index rate_limits_window_started_at_idx on private.rate_limits (window_started_at);
select cron.schedule('rate-limits-purge', '41 * * * *', $$delete from private.rate_limits where window_started_at < now() - interval '1 day'$$);

/**
 * Two-factor authentication enforced by the database, not only by the web app's redirect.
 *
 * A user who has a verified TOTP factor and signed in with the password alone holds an `aal1` token. Without this
 * rule that token reads and writes everything RLS lets the user see. Hosted Supabase documents the pattern used
 * here: one restrictive policy per table, so no permissive policy can widen access past it, comparing the JWT's `aal`
 * with whether the user has a verified factor. Users without a factor are unaffected (aal1 is all they can have).
 * The same rule covers Storage (storage.objects) and Realtime (realtime.messages), which authorise through RLS.
 */

/**
 * Section: the rule
 * True when the caller's token is good enough: aal2, or aal1 for a user with no verified factor. Security definer
 * because auth.mfa_factors is not readable by the authenticated role.
 */
create function private.has_verified_factor() returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select exists (
    select 1 from auth.mfa_factors f
    where f.user_id = (select auth.uid()) and f.status = 'verified'
  )
  );
end
$$;

create function private.meets_second_factor() returns boolean
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  -- or the session passed its second step with a recovery code (24_recovery_codes.sql)
  return (select coalesce((select auth.jwt() ->> 'aal'), 'aal1') = 'aal2' or not (select private.has_verified_factor())
    or (select private.recovered_this_session())
  );
end
$$;

revoke execute on function private.has_verified_factor() from public;
revoke execute on function private.meets_second_factor() from public;
grant execute on function private.has_verified_factor() to authenticated, service_role;
grant execute on function private.meets_second_factor() to authenticated, service_role;

/**
 * Section: applying it
 * One procedure adds the policy, so a domain that creates a table calls it in one line beside the table's policies;
 * 99_second_factor.sql gives it to any table with a permissive policy still without it, and pgTAP
 * (05-second-factor.sql) fails for any table that has a permissive policy and not this one. Tables with no policy at
 * all stay without: nothing can reach them.
 */
create function private.require_second_factor(target regclass) returns void
language plpgsql set search_path = '' as $$
begin
  execute format(
    'create policy "Users with a second factor must have verified it in this session" on %s '
    'as restrictive for all to authenticated using ((select private.meets_second_factor()))',
    target);
end $$;

revoke execute on function private.require_second_factor(regclass) from public;

/**
 * A file row goes when its Storage object goes.
 *
 * Objects are removed through Storage (a user deleting their upload, the service role emptying a bucket), which knows
 * nothing of public.files; without this the rows would point at nothing and downloads would fail with a 404 the
 * screens cannot explain. Receipts and request attachments follow the file row (on delete cascade).
 *
 * The trigger on storage.objects (private.forget_file_of_deleted_object) removes the row the moment its object is
 * deleted. It needs the TRIGGER privilege on a table Storage owns, which hosted projects give `postgres` only through
 * a grant Supabase marks as temporary ("TODO: remove this migration once STORAGE-211 is completed"). So the trigger
 * is created only where it can be, and a reconciliation that needs no more than SELECT on storage.objects forgets
 * such rows every ten minutes. It runs where the trigger exists too: it also catches a row recorded in the instant
 * its object was being deleted, which the trigger, firing before the row existed, cannot see. docs/local-storage.md
 * says more.
 */
create function private.forget_file_of_deleted_object() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.files f where f.bucket = old.bucket_id and f.path = old.name;
  return old;
end $$;

revoke execute on function private.forget_file_of_deleted_object() from public;

/** Files whose object is gone without the trigger seeing it: the reconciliation. */
create function private.forget_files_without_objects() returns integer
language sql security definer set search_path = '' as $$
  with forgotten as (
    delete from public.files f
    where not exists (select 1 from storage.objects o where o.bucket_id = f.bucket and o.name = f.path)
    returning 1
  )
  select count(*)::integer from forgotten
$$;
revoke execute on function private.forget_files_without_objects() from public, anon, authenticated;

select cron.schedule('files-forget-missing-objects', '*/10 * * * *', 'select private.forget_files_without_objects()');

/**
 * The trigger, where it can be created. Runs with the privileges of whoever applies the migrations (security invoker): true when the trigger is in place,
 * false, with a warning, when that role may not create it. Any other failure still fails the migration.
 */
create function private.create_forget_files_trigger() returns boolean
language plpgsql set search_path = '' as $$
begin
  create or replace trigger forget_file_of_deleted_object after delete on storage.objects
    for each row execute function private.forget_file_of_deleted_object();
  raise notice 'Files are forgotten with their Storage objects at once (trigger forget_file_of_deleted_object).';
  return true;
exception when insufficient_privilege then
  raise warning 'No trigger on storage.objects (%): files whose object is deleted are forgotten by the cron job files-forget-missing-objects within ten minutes.', sqlerrm;
  return false;
end $$;
revoke execute on function private.create_forget_files_trigger() from public, anon, authenticated;

select private.create_forget_files_trigger();

/**
 * Audit the two admin-managed catalogues the management screens edit: message templates and provider setting
 * definitions. The audit log's other tables hold per-organization data; an admin rewording a template every bookkeeper sends, or removing a setting definition (which cascades
 * to every organization's chosen value), is the kind of change the audit-log viewer is for. Same trigger function,
 * no secret columns; these rows have no organization, so `organization_id` stays null.
 */
create trigger write_audit_log after insert or update or delete on public.message_templates
  for each row execute function private.write_audit_log();
create trigger write_audit_log after insert or update or delete on public.provider_setting_definitions
  for each row execute function private.write_audit_log();
