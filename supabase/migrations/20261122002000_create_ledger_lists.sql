/**
 * Built-in ledger, part 1: the lists a transaction refers to. Shapes follow QuickBooks Online (the other ledger an
 * organization may use), so the API can return QuickBooks v3 entities from either. Ids are bigint identities exposed
 * as strings; sync_token increments on every change, as QuickBooks' SyncToken does.
 * Everyone with access to an organization reads its lists; only its staff (bookkeepers, admins) write them.
 */

/**
 * Section: policy helpers for large tables
 * Ledger tables hold millions of postings. A policy calling private.has_org_access(organization_id) runs the function
 * once per row; these return the caller's organizations once per statement (a hashed subplan), with the same meaning:
 * candidates come from the caller's relations and are confirmed by the canonical helpers.
 */
create function private.ledger_readable_org_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select o.id from public.organizations o where private.is_admin()
  union
  select x.id from (
    select organization_id as id from public.organization_members where user_id = (select auth.uid())
    union select organization_id from public.bookkeeper_assignments where user_id = (select auth.uid())
    union select organization_id from public.reviewer_assignments where user_id = (select auth.uid())) x
  where private.has_org_access(x.id)
$$;

create function private.ledger_staff_org_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select o.id from public.organizations o where private.is_admin()
  union
  select b.organization_id from public.bookkeeper_assignments b where b.user_id = (select auth.uid()) and private.is_org_staff(b.organization_id)
$$;
revoke execute on function private.ledger_readable_org_ids, private.ledger_staff_org_ids from public;
grant execute on function private.ledger_readable_org_ids, private.ledger_staff_org_ids to authenticated, service_role;

/** Section: account types and their classification (QuickBooks' AccountType and Classification) */
create function public.ledger_classification(account_type text) returns text
language sql immutable set search_path = '' as $$
  select case
    when account_type in ('Bank', 'Other Current Asset', 'Fixed Asset', 'Other Asset', 'Accounts Receivable', 'Other Fixed Assets') then 'Asset'
    when account_type in ('Accounts Payable', 'Credit Card', 'Long Term Liability', 'Other Current Liability') then 'Liability'
    when account_type = 'Equity' then 'Equity'
    when account_type in ('Income', 'Other Income') then 'Revenue'
    when account_type in ('Expense', 'Other Expense', 'Cost of Goods Sold') then 'Expense'
  end
$$;

/**
 * Section: accounts
 * A sub-account points at its parent; fully_qualified_name ("Parent:Child") is maintained by a trigger so reports and
 * the Ask-My-Client matcher can use it without walking the tree.
 */
create table public.ledger_accounts (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 100 and position(':' in name) = 0),
  acct_num text check (length(acct_num) <= 20),
  parent_id bigint,
  fully_qualified_name text not null default '',
  account_type text not null check (public.ledger_classification(account_type) is not null),
  account_sub_type text,
  classification text generated always as (public.ledger_classification(account_type)) stored,
  active boolean not null default true,
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  sync_token integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, id),
  foreign key (organization_id, parent_id) references public.ledger_accounts (organization_id, id)
);
create unique index ledger_accounts_fqn_key on public.ledger_accounts (organization_id, lower(fully_qualified_name));
create index ledger_accounts_parent_idx on public.ledger_accounts (organization_id, parent_id);

create function private.ledger_accounts_qualify() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.fully_qualified_name := coalesce(
    (select p.fully_qualified_name || ':' from public.ledger_accounts p where p.id = new.parent_id), '') || btrim(new.name);
  if tg_op = 'UPDATE' then
    if new.parent_id is not null and exists (
      with recursive up as (select new.parent_id as id union select a.parent_id from public.ledger_accounts a join up on a.id = up.id where a.parent_id is not null)
      select 1 from up where id = new.id) then
      raise exception 'An account cannot be its own parent' using errcode = '23514';
    end if;
    new.sync_token := old.sync_token + 1;
    new.updated_at := now();
  end if;
  return new;
end $$;
create trigger ledger_accounts_qualify before insert or update on public.ledger_accounts
  for each row execute function private.ledger_accounts_qualify();

/** Renaming or moving an account renames its sub-accounts (the update re-runs the trigger on each child). */
create function private.ledger_accounts_cascade_name() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.fully_qualified_name is distinct from old.fully_qualified_name then
    update public.ledger_accounts set name = name where parent_id = new.id;
  end if;
  return null;
end $$;
create trigger ledger_accounts_cascade_name after update on public.ledger_accounts
  for each row execute function private.ledger_accounts_cascade_name();

/** Section: names (vendors, customers, employees share one table; QuickBooks keeps them in one name list too) */
create type public.ledger_name_kind as enum ('vendor', 'customer', 'employee');
create table public.ledger_names (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind public.ledger_name_kind not null,
  display_name text not null check (length(btrim(display_name)) between 1 and 500),
  active boolean not null default true,
  sync_token integer not null default 0,
  created_at timestamptz not null default now(),
  unique (organization_id, id)
);
create unique index ledger_names_display_key on public.ledger_names (organization_id, kind, lower(display_name));

/** Section: classes, departments, items, terms */
create table public.ledger_classes (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 100),
  parent_id bigint references public.ledger_classes (id),
  active boolean not null default true,
  sync_token integer not null default 0,
  unique (organization_id, id)
);
create unique index ledger_classes_name_key on public.ledger_classes (organization_id, parent_id, lower(name));

create table public.ledger_departments (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 100),
  parent_id bigint references public.ledger_departments (id),
  active boolean not null default true,
  sync_token integer not null default 0,
  deleted_at timestamptz,
  unique (organization_id, id)
);
create index ledger_departments_org_idx on public.ledger_departments (organization_id);

create table public.ledger_items (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 100),
  type text not null check (type in ('Inventory', 'NonInventory', 'Service', 'Category', 'Group', 'Bundle', 'Discount',
    'Subtotal', 'Payment', 'SalesTaxItem', 'SalesTaxGroupItem', 'OtherCharge', 'Fixed Asset', 'Assembly')),
  sku text,
  unit_price_cents bigint,
  purchase_cost_cents bigint,
  taxable boolean not null default false,
  income_account_id bigint,
  expense_account_id bigint,
  active boolean not null default true,
  sync_token integer not null default 0,
  unique (organization_id, id),
  foreign key (organization_id, income_account_id) references public.ledger_accounts (organization_id, id),
  foreign key (organization_id, expense_account_id) references public.ledger_accounts (organization_id, id)
);
create unique index ledger_items_name_key on public.ledger_items (organization_id, lower(name));

create table public.ledger_terms (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 100),
  type text not null default 'STANDARD' check (type in ('STANDARD', 'DATE_DRIVEN')),
  due_days integer check (due_days >= 0),
  discount_percent numeric(5, 2) check (discount_percent between 0 and 100),
  discount_days integer check (discount_days >= 0),
  active boolean not null default true,
  sync_token integer not null default 0
);
create index ledger_terms_org_idx on public.ledger_terms (organization_id);

/** Section: row-level security (same rule for every list: read with access, write as staff) */
alter table public.ledger_accounts enable row level security;
alter table public.ledger_names enable row level security;
alter table public.ledger_classes enable row level security;
alter table public.ledger_departments enable row level security;
alter table public.ledger_items enable row level security;
alter table public.ledger_terms enable row level security;

create policy "People with access read an organization's accounts" on public.ledger_accounts for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));
create policy "Staff manage an organization's accounts" on public.ledger_accounts for all to authenticated
  using (organization_id in (select private.ledger_staff_org_ids())) with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "People with access read an organization's names" on public.ledger_names for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));
create policy "Staff manage an organization's names" on public.ledger_names for all to authenticated
  using (organization_id in (select private.ledger_staff_org_ids())) with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "People with access read an organization's classes" on public.ledger_classes for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));
create policy "Staff manage an organization's classes" on public.ledger_classes for all to authenticated
  using (organization_id in (select private.ledger_staff_org_ids())) with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "People with access read an organization's departments" on public.ledger_departments for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));
create policy "Staff manage an organization's departments" on public.ledger_departments for all to authenticated
  using (organization_id in (select private.ledger_staff_org_ids())) with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "People with access read an organization's items" on public.ledger_items for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));
create policy "Staff manage an organization's items" on public.ledger_items for all to authenticated
  using (organization_id in (select private.ledger_staff_org_ids())) with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "People with access read an organization's terms" on public.ledger_terms for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));
create policy "Staff manage an organization's terms" on public.ledger_terms for all to authenticated
  using (organization_id in (select private.ledger_staff_org_ids())) with check (organization_id in (select private.ledger_staff_org_ids()));

revoke execute on function private.ledger_accounts_qualify, private.ledger_accounts_cascade_name from public;
