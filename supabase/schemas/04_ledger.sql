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
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return query select o.id from public.organizations o where private.is_admin()
  union
  select x.id from (
    select organization_id as id from public.organization_members where user_id = (select auth.uid())
    union select organization_id from public.bookkeeper_assignments where user_id = (select auth.uid())
    union select organization_id from public.reviewer_assignments where user_id = (select auth.uid())) x
  where private.has_org_access(x.id);
end
$$;

create function private.ledger_staff_org_ids() returns setof uuid
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return query select o.id from public.organizations o where private.is_admin()
  union
  select b.organization_id from public.bookkeeper_assignments b where b.user_id = (select auth.uid()) and private.is_org_staff(b.organization_id);
end
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

/**
 * Built-in ledger, part 2: transactions and their postings. A transaction keeps its QuickBooks-shaped entity in
 * `body` (what the API returns) and its double-entry postings in ledger_postings (what reports aggregate).
 * Postings are integer cents, debit positive, credit negative. `basis` says which accounting method sees a posting:
 * 0 both, 1 accrual only (invoice/bill recognition, A/R and A/P legs of payments), 2 cash only (a payment's share of
 * the income or expense it settles). Each basis must balance on its own: the database refuses to commit a
 * transaction whose postings do not sum to zero (deferred constraint trigger, checked at commit).
 * Edits and deletes keep history: the previous version goes to ledger_transaction_history and sync_token increments.
 */

/** Section: transactions */
create type public.ledger_txn_kind as enum ('Purchase', 'Deposit', 'JournalEntry', 'Bill', 'BillPayment', 'Invoice', 'Payment');

create table public.ledger_transactions (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind public.ledger_txn_kind not null,
  txn_date date not null,
  doc_number text check (length(doc_number) <= 21),
  name_id bigint,
  private_note text check (length(private_note) <= 4000),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  total_cents bigint not null default 0,
  body jsonb not null default '{}'::jsonb,
  sync_token integer not null default 0,
  source text not null default 'api' check (source in ('api', 'import', 'seed', 'bench', 'system')),
  created_by uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  unique (organization_id, id),
  foreign key (organization_id, name_id) references public.ledger_names (organization_id, id)
);
create index ledger_transactions_org_date_idx on public.ledger_transactions (organization_id, txn_date desc) where deleted_at is null;
create index ledger_transactions_org_kind_idx on public.ledger_transactions (organization_id, kind);

/** Section: postings (one per line leg; organization_id repeated so reports filter without a join) */
create table public.ledger_postings (
  id bigint generated always as identity primary key,
  organization_id uuid not null,
  transaction_id bigint not null,
  line_id text not null,
  account_id bigint not null,
  amount_cents bigint not null,
  basis smallint not null default 0 check (basis in (0, 1, 2)),
  txn_date date not null,
  name_id bigint,
  class_id bigint,
  department_id bigint,
  description text,
  foreign key (organization_id, transaction_id) references public.ledger_transactions (organization_id, id) on delete cascade,
  foreign key (organization_id, account_id) references public.ledger_accounts (organization_id, id),
  foreign key (organization_id, name_id) references public.ledger_names (organization_id, id),
  foreign key (organization_id, class_id) references public.ledger_classes (organization_id, id)
);
-- The report aggregation reads (organization, date range) and sums by account: a covering index keeps it index-only.
create index ledger_postings_report_idx on public.ledger_postings (organization_id, txn_date, account_id) include (amount_cents, basis);
create index ledger_postings_txn_idx on public.ledger_postings (transaction_id);
create index ledger_postings_account_idx on public.ledger_postings (organization_id, account_id, txn_date);

/** Section: history (versioned rows: the prior version of every edited or deleted transaction) */
create table public.ledger_transaction_history (
  id bigint generated always as identity primary key,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  transaction_id bigint not null references public.ledger_transactions (id) on delete cascade,
  sync_token integer not null,
  operation text not null check (operation in ('update', 'delete')),
  body jsonb not null,
  txn_date date not null,
  total_cents bigint not null,
  changed_by uuid default auth.uid(),
  changed_at timestamptz not null default now()
);
create index ledger_transaction_history_txn_idx on public.ledger_transaction_history (transaction_id, sync_token);
create index ledger_transaction_history_org_idx on public.ledger_transaction_history (organization_id);

create function private.ledger_transactions_version() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.deleted_at is not null then
    raise exception 'Ledger transaction % was deleted', old.id using errcode = 'P0002';
  end if;
  insert into public.ledger_transaction_history (organization_id, transaction_id, sync_token, operation, body, txn_date, total_cents)
  values (old.organization_id, old.id, old.sync_token, case when new.deleted_at is not null then 'delete' else 'update' end,
          old.body, old.txn_date, old.total_cents);
  new.sync_token := old.sync_token + 1;
  new.updated_at := now();
  return new;
end $$;
create trigger ledger_transactions_version before update on public.ledger_transactions
  for each row execute function private.ledger_transactions_version();

/** A deleted transaction keeps its row (and history) but no longer posts. */
create function private.ledger_transactions_unpost() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.ledger_postings where transaction_id = new.id;
  return null;
end $$;
create trigger ledger_transactions_unpost after update of deleted_at on public.ledger_transactions
  for each row when (new.deleted_at is not null) execute function private.ledger_transactions_unpost();

/** Section: row-level security */
alter table public.ledger_transactions enable row level security;
alter table public.ledger_postings enable row level security;
alter table public.ledger_transaction_history enable row level security;

create policy "People with access read an organization's transactions" on public.ledger_transactions for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));
create policy "Staff record an organization's transactions" on public.ledger_transactions for insert to authenticated
  with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "Staff edit an organization's transactions" on public.ledger_transactions for update to authenticated
  using (organization_id in (select private.ledger_staff_org_ids())) with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "People with access read an organization's postings" on public.ledger_postings for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));
create policy "Staff manage an organization's postings" on public.ledger_postings for all to authenticated
  using (organization_id in (select private.ledger_staff_org_ids())) with check (organization_id in (select private.ledger_staff_org_ids()));
create policy "People with access read an organization's transaction history" on public.ledger_transaction_history for select to authenticated
  using (organization_id in (select private.ledger_readable_org_ids()));

revoke execute on function private.ledger_transactions_version, private.ledger_transactions_unpost from public;

/**
 * Stored financial reports: a snapshot of a report in QuickBooks' JSON (`raw`) as generated from the organization's
 * ledger, with who generated it and when it was published to the client. Staff generate and publish; clients read
 * published reports only, so a draft a bookkeeper is still checking never reaches the client.
 */
create table public.reports (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (name in ('BalanceSheet', 'ProfitAndLoss', 'CashFlow', 'TransactionDetailByAccount', 'AccountList',
    'VendorExpenses', 'TransactionList', 'TransactionListByVendor', 'GeneralLedger', 'CashOnHand', 'PayrollEmployee', 'CurrencyExchange',
    'ConsolidatedBalanceSheet', 'ConsolidatedProfitAndLoss', 'ConsolidatedCashFlow')),
  provider_id text,
  raw jsonb not null,
  params jsonb not null default '{}'::jsonb,
  user_id uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  published_at timestamptz
);
create index reports_org_idx on public.reports (organization_id, created_at desc);

alter table public.reports enable row level security;
create policy "Staff read every report, people with access read published ones" on public.reports for select to authenticated
  using ((select private.is_org_staff(organization_id)) or (published_at is not null and (select private.has_org_access(organization_id))));
create policy "Staff create an organization's reports" on public.reports for insert to authenticated
  with check ((select private.is_org_staff(organization_id)));
create policy "Staff publish and edit an organization's reports" on public.reports for update to authenticated
  using ((select private.is_org_staff(organization_id))) with check ((select private.is_org_staff(organization_id)));
create policy "Staff delete an organization's reports" on public.reports for delete to authenticated
  using ((select private.is_org_staff(organization_id)));

/**
 * Monthly metrics per organization (cash on hand, burn, runway, income, expenses, vendor expenses), computed by the
 * metrics.compute-monthly job from the organization's ledger reports. Written by the job (service role) only;
 * everyone with access to the organization reads them for the dashboard.
 */
create table public.monthly_metrics (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  month date not null check (extract(day from month) = 1),
  cash_on_hand_cents bigint not null,
  burn_cents bigint not null,
  runway_months numeric(8, 1),
  income_cents bigint not null,
  expenses_cents bigint not null,
  net_income_cents bigint not null,
  vendor_expenses jsonb not null default '[]'::jsonb check (jsonb_typeof(vendor_expenses) = 'array'),
  provider text not null default 'builtin',
  computed_at timestamptz not null default now(),
  primary key (organization_id, month)
);

alter table public.monthly_metrics enable row level security;
create policy "People with access read an organization's monthly metrics" on public.monthly_metrics for select to authenticated
  using ((select private.has_org_access(organization_id)));

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
  -- the spec's reasons (accounting.md §4, "Mapping deletion reason")
  deletion_reason text check (deletion_reason in (
    'inactive', 'regular_to_parent', 'regular_to_sub', 'moved_parent_account', 'manual', 'account_type_change')),
  constraint coa_mappings_reason_when_deleted check ((deleted_at is null and staged_deleted_at is null) or deletion_reason is not null)
);
create unique index coa_mappings_live_key on public.coa_mappings (organization_id, lower(client_account_name)) where deleted_at is null;
comment on column public.coa_mappings.deletion_reason is
  'Why the mapping was deleted or staged for deletion (spec: inactive, regular_to_parent, regular_to_sub, moved_parent_account, manual, account_type_change)';

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

/**
 * Consolidated reporting for organization groups: Combine/Eliminate mappings by account name, a consolidated chart
 * of accounts per group with mappings to provider accounts, and links from a consolidated report to the entity
 * reports it was built from. Group data is read by staff and by members of any organization in the group, and
 * managed by admins and the bookkeepers of the group's organizations.
 */

/** Section: group access helpers */
create function private.can_read_org_group(group_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or exists (select 1 from public.organizations o where o.organization_group_id = group_id and private.has_org_access(o.id))
$$;

/**
 * Consolidation data follows the organizations it describes, not the group they share.
 *
 * Groups join separate tenants: access to one member of a group must not read every member's provider account
 * mappings (account ids, names, raw provider JSON), nor let a bookkeeper of one member rewrite the whole group's
 * chart and eliminations. So:
 * - managing a group's consolidation needs staff access to every member (or admin), the same rule the report uses;
 * - a provider account mapping is read by people who see its own organization;
 * - links, charts and mappings cannot point across groups or at reports the writer cannot write.
 */

/** Section: managing needs every member */
create function private.can_manage_org_group(group_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or (
    exists (select 1 from public.organizations o where o.organization_group_id = group_id and o.deleted_at is null)
    and not exists (
      select 1 from public.organizations o
      where o.organization_group_id = group_id and o.deleted_at is null and not private.is_org_staff(o.id)))
$$;
revoke execute on function private.can_read_org_group, private.can_manage_org_group from public;
grant execute on function private.can_read_org_group, private.can_manage_org_group to authenticated, service_role;

/** Section: Combine / Eliminate mappings */
create table public.consolidation_mappings (
  id uuid primary key default gen_random_uuid(),
  organization_group_id uuid not null references public.organization_groups (id) on delete cascade,
  account_name text not null check (length(btrim(account_name)) between 1 and 255),
  lowercase_name text generated always as (lower(btrim(account_name))) stored,
  report_type text not null check (report_type in ('ProfitAndLoss', 'BalanceSheet', 'CashFlow')),
  mapping_type text not null check (mapping_type in ('Combine', 'Eliminate')),
  created_at timestamptz not null default now(),
  unique (organization_group_id, report_type, lowercase_name)
);

/** Section: consolidated chart of accounts and its provider mappings */
create table public.consolidated_charts (
  id uuid primary key default gen_random_uuid(),
  organization_group_id uuid not null references public.organization_groups (id) on delete cascade,
  type text not null check (type in ('ProfitAndLoss', 'BalanceSheet')),
  created_at timestamptz not null default now(),
  unique (organization_group_id, type),
  -- rows stay inside their group: accounts name their chart and group together, mappings their account and group
  constraint consolidated_charts_id_group_key unique (id, organization_group_id)
);
create table public.consolidated_accounts (
  id uuid primary key default gen_random_uuid(),
  chart_id uuid not null references public.consolidated_charts (id) on delete cascade,
  organization_group_id uuid not null references public.organization_groups (id) on delete cascade,
  parent_id uuid references public.consolidated_accounts (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 255),
  number text,
  type text not null check (public.ledger_classification(type) is not null),
  subtype text,
  classification text generated always as (public.ledger_classification(type)) stored,
  unique (chart_id, name),
  constraint consolidated_accounts_chart_in_group_fkey foreign key (chart_id, organization_group_id)
    references public.consolidated_charts (id, organization_group_id) on delete cascade,
  constraint consolidated_accounts_id_group_key unique (id, organization_group_id)
);
create index consolidated_accounts_group_idx on public.consolidated_accounts (organization_group_id);
create table public.consolidated_account_mappings (
  id uuid primary key default gen_random_uuid(),
  consolidated_account_id uuid not null references public.consolidated_accounts (id) on delete cascade,
  organization_group_id uuid not null references public.organization_groups (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null default 'Quickbooks' check (provider in ('Quickbooks', 'Builtin')),
  provider_account_id text not null,
  parent text, name text not null, number text, type text, subtype text, classification text,
  raw jsonb not null default '{}'::jsonb,
  unique (organization_id, provider, provider_account_id, consolidated_account_id),
  constraint consolidated_account_mappings_account_in_group_fkey foreign key (consolidated_account_id, organization_group_id)
    references public.consolidated_accounts (id, organization_group_id) on delete cascade
);
create index consolidated_account_mappings_group_idx on public.consolidated_account_mappings (organization_group_id);

/** Section: consolidated report to entity report links */
create table public.consolidated_report_links (
  consolidated_report_id uuid not null references public.reports (id) on delete cascade,
  entity_report_id uuid not null references public.reports (id) on delete cascade,
  primary key (consolidated_report_id, entity_report_id)
);
create index consolidated_report_links_entity_idx on public.consolidated_report_links (entity_report_id);

/** Section: row-level security */
alter table public.consolidation_mappings enable row level security;
alter table public.consolidated_charts enable row level security;
alter table public.consolidated_accounts enable row level security;
alter table public.consolidated_account_mappings enable row level security;
alter table public.consolidated_report_links enable row level security;

create policy "Group readers read consolidation mappings" on public.consolidation_mappings for select to authenticated
  using ((select private.can_read_org_group(organization_group_id)));
create policy "Group managers manage consolidation mappings" on public.consolidation_mappings for all to authenticated
  using ((select private.can_manage_org_group(organization_group_id))) with check ((select private.can_manage_org_group(organization_group_id)));
create policy "Group readers read consolidated charts" on public.consolidated_charts for select to authenticated
  using ((select private.can_read_org_group(organization_group_id)));
create policy "Group managers manage consolidated charts" on public.consolidated_charts for all to authenticated
  using ((select private.can_manage_org_group(organization_group_id))) with check ((select private.can_manage_org_group(organization_group_id)));
create policy "Group readers read consolidated accounts" on public.consolidated_accounts for select to authenticated
  using ((select private.can_read_org_group(organization_group_id)));
create policy "Group managers manage consolidated accounts" on public.consolidated_accounts for all to authenticated
  using ((select private.can_manage_org_group(organization_group_id))) with check ((select private.can_manage_org_group(organization_group_id)));
create policy "Group managers manage provider account mappings" on public.consolidated_account_mappings for all to authenticated
  using ((select private.can_manage_org_group(organization_group_id))) with check ((select private.can_manage_org_group(organization_group_id)));
create policy "People who see both reports read their link" on public.consolidated_report_links for select to authenticated
  using (exists (select 1 from public.reports r where r.id = consolidated_report_id) and exists (select 1 from public.reports r where r.id = entity_report_id));

/**
 * Nightly recomputation of every built-in-ledger organization's monthly metrics (dashboard), through the spine's
 * job queue so retries and history come for free. The handler is edge-functions/jobs/definitions/metrics.compute-monthly.ts.
 */
select private.schedule_job('metrics-compute-monthly', '30 4 * * *', 'metrics.compute-monthly', '{"months": 12}');

/**
 * Consolidation sees the whole group, not just what RLS shows the caller.
 *
 * A consolidated report run as a bookkeeper assigned to one member of a group, reading the group's members under
 * RLS, would see only that member and return its totals as if they were the group's. This function lists every member of
 * the group, past RLS, with whether the caller has staff access to it, so the API can refuse and name the
 * organizations in the way instead of returning partial totals. Only staff get rows: a client learns nothing about the
 * other organizations of a group.
 */
create function private.organization_group_members(group_id uuid)
returns table (id uuid, legal_name text, may_consolidate boolean)
language sql stable security definer set search_path = '' as $$
  select o.id, o.legal_name, private.is_org_staff(o.id)
  from public.organizations o
  where o.organization_group_id = group_id and o.deleted_at is null and private.is_staff()
  order by o.legal_name
$$;

revoke execute on function private.organization_group_members(uuid) from public;
grant execute on function private.organization_group_members(uuid) to authenticated, service_role;

create policy "People who see the organization read its provider account mappings" on public.consolidated_account_mappings
  for select to authenticated
  using ((select private.has_org_access(organization_id)));
create index consolidated_account_mappings_organization_idx on public.consolidated_account_mappings (organization_id);
create policy "Staff who can write both reports link them" on public.consolidated_report_links
  for insert to authenticated
  with check (
    exists (select 1 from public.reports r where r.id = consolidated_report_id and (select private.is_org_staff(r.organization_id)))
    and exists (select 1 from public.reports r where r.id = entity_report_id and (select private.is_org_staff(r.organization_id))));

/**
 * Section: rows stay inside their group (the keys of the tables above), and a mapping's organization must be a member
 * of the mapping's group when it is written.
 */
create function private.consolidated_account_mappings_check_member() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not exists (select 1 from public.organizations o where o.id = new.organization_id and o.organization_group_id = new.organization_group_id) then
    raise exception 'The organization is not a member of this organization group' using errcode = '23514', column = 'organization_id';
  end if;
  return new;
end $$;
revoke execute on function private.consolidated_account_mappings_check_member() from public;
create trigger consolidated_account_mappings_check_member before insert or update of organization_id, organization_group_id
  on public.consolidated_account_mappings for each row execute function private.consolidated_account_mappings_check_member();

/**
 * Monthly totals of the built-in ledger's postings, kept by the database as postings change: a report over whole
 * months reads a few hundred of these rows instead of every posting (a year's P&L by month over 1,000,000 lines read
 * 500,000 postings, 480 ms). Reports still read the postings themselves for a month they cover only in part, and for
 * columns by week (edge-functions/domains/ledger/run-report.ts).
 *
 * One row per organization, month, account and basis (the posting's accounting method, as in ledger_postings), with
 * the sum of its postings' cents and how many there are. Statement-level triggers add each statement's change in one
 * upsert, in key order so concurrent writers take the rows in the same order; a row whose last posting went is
 * removed, so deleting an organization's postings (or the organization) leaves none behind.
 */
create table public.ledger_posting_months (
  organization_id uuid not null,
  month date not null check (extract(day from month) = 1),
  account_id bigint not null,
  basis smallint not null check (basis in (0, 1, 2)),
  amount_cents bigint not null,
  -- how many postings the total holds (no check: a negative delta is briefly proposed as a row before it meets its own)
  postings integer not null,
  primary key (organization_id, month, account_id, basis)
);
comment on table public.ledger_posting_months is
  'Monthly totals of ledger_postings by account and basis, kept by triggers on ledger_postings; read by reports.';

alter table public.ledger_posting_months enable row level security;
create policy "People with access read an organization's monthly totals" on public.ledger_posting_months
  for select to authenticated using (organization_id in (select private.ledger_readable_org_ids()));
select private.require_second_factor('public.ledger_posting_months');
grant select on public.ledger_posting_months to authenticated;
grant all on public.ledger_posting_months to service_role;

/** Adds the postings a statement inserted, minus those it deleted or replaced (transition tables), to the months. */
create function private.add_ledger_posting_months() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_delta public.ledger_posting_months[];
begin
  -- each event has only its own transition tables, so each branch reads what exists
  if tg_op = 'INSERT' then
    select array_agg(row(d.*)::public.ledger_posting_months) into v_delta from (
      select organization_id, date_trunc('month', txn_date)::date, account_id, basis, sum(amount_cents)::bigint,
        count(*)::integer
      from new_rows group by 1, 2, 3, 4) d;
  elsif tg_op = 'DELETE' then
    select array_agg(row(d.*)::public.ledger_posting_months) into v_delta from (
      select organization_id, date_trunc('month', txn_date)::date, account_id, basis, -sum(amount_cents)::bigint,
        -count(*)::integer
      from old_rows group by 1, 2, 3, 4) d;
  else
    select array_agg(row(d.*)::public.ledger_posting_months) into v_delta from (
      select organization_id, month, account_id, basis, sum(amount_cents)::bigint, sum(n)::integer
      from (select organization_id, date_trunc('month', txn_date)::date as month, account_id, basis, amount_cents, 1 as n
            from new_rows
            union all
            select organization_id, date_trunc('month', txn_date)::date, account_id, basis, -amount_cents, -1
            from old_rows) c
      group by 1, 2, 3, 4 having sum(n) <> 0 or sum(amount_cents) <> 0) d;
  end if;
  if v_delta is null then
    return null;
  end if;
  insert into public.ledger_posting_months as m (organization_id, month, account_id, basis, amount_cents, postings)
  select * from unnest(v_delta) order by 1, 2, 3, 4
  on conflict (organization_id, month, account_id, basis) do update
    set amount_cents = m.amount_cents + excluded.amount_cents, postings = m.postings + excluded.postings;
  delete from public.ledger_posting_months m
  using unnest(v_delta) d
  where m.postings = 0 and (m.organization_id, m.month, m.account_id, m.basis) = (d.organization_id, d.month, d.account_id, d.basis);
  return null;
end $$;
revoke execute on function private.add_ledger_posting_months() from public, authenticated;

create trigger ledger_postings_months_insert after insert on public.ledger_postings referencing new table as new_rows
  for each statement execute function private.add_ledger_posting_months();
create trigger ledger_postings_months_delete after delete on public.ledger_postings referencing old table as old_rows
  for each statement execute function private.add_ledger_posting_months();
create trigger ledger_postings_months_update after update on public.ledger_postings
  referencing new table as new_rows old table as old_rows
  for each statement execute function private.add_ledger_posting_months();

/**
 * Deleting an organization with books on the built-in ledger would fail by cascade alone: the delete cascades to the organization's
 * accounts and, separately, to its transactions and through them to their postings, and Postgres checked that no
 * posting still referred to a deleted account before the cascade through the transactions had removed them
 * ("violates foreign key constraint ledger_postings_organization_id_account_id_fkey"). So the organization's ledger
 * transactions (and with them their postings) are deleted first, by a trigger before the organization's row
 * goes, so the cascade to its accounts, names and classes finds nothing that refers to them. An account, name or
 * class that a posting uses still cannot be deleted on its own.
 */
create function private.delete_organization_ledger() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.ledger_transactions where organization_id = old.id;
  return old;
end $$;
revoke execute on function private.delete_organization_ledger() from public, authenticated;

create trigger delete_organization_ledger before delete on public.organizations
  for each row execute function private.delete_organization_ledger();
