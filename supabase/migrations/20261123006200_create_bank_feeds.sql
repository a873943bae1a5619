/**
 * Bank feeds on the connection model: Plaid items and Teller enrollments (each one provider_connections row), the
 * bank accounts they bring (one table for both providers, so permissions, feed health and reconciliation name one
 * account id), realtime balances in micros, statements, Plaid asset reports, the provider transactions of every
 * feed (plaid, teller, stripe, ramp) with their raw payload, and the entry link that ties a provider row to the
 * ledger record it became, so a bank line is never booked twice.
 *
 * Who reads bank data: people with access to the organization, narrowed by data permissions. An organization admin
 * sees all of it; another member only the accounts (and the payments provider, card provider, payroll) an
 * organization admin granted them in public.data_permissions; staff only what the client granted the firm in
 * organizations.metadata.userPermissions (spec: plaidBankAccountId is public.bank_accounts.id). Writes are the
 * service role's (callbacks, webhooks, sync jobs).
 */

/** Section: per-user data permissions for client users (granted by an organization admin) */
create table public.data_permissions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  kind text not null check (kind in ('bankAccounts', 'stripe', 'ramp', 'payroll')),
  -- for kind bankAccounts: the account (null for the other kinds)
  bank_account_id uuid,
  permission_given boolean not null default false,
  granted_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  check ((kind = 'bankAccounts') = (bank_account_id is not null))
);
create unique index data_permissions_one_per_subject on public.data_permissions
  (organization_id, user_id, kind, coalesce(bank_account_id, '00000000-0000-0000-0000-000000000000'::uuid));
create index data_permissions_user_id_idx on public.data_permissions (user_id);

/**
 * May the caller see the organization's data of `kind`? Organization admins: all of it. Other members: what an
 * organization admin granted them. Staff and reviewers: what the client granted the firm. For 'bankAccounts' give
 * `account_id` (public.bank_accounts.id) to ask about one account; without it the answer is "any account granted".
 */
create or replace function private.org_data_permission(org_id uuid, kind text, account_id text default null) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
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
$$;

alter table public.data_permissions enable row level security;
create policy "Organization admins and the grantee read data permissions" on public.data_permissions
  for select to authenticated using ((select private.is_org_admin(organization_id)) or user_id = (select auth.uid())
    or (select private.is_org_staff(organization_id)));
create policy "Organization admins grant data permissions" on public.data_permissions
  for insert to authenticated with check ((select private.is_org_admin(organization_id))
    and exists (select 1 from public.organization_members m where m.organization_id = data_permissions.organization_id and m.user_id = data_permissions.user_id));
create policy "Organization admins change data permissions" on public.data_permissions
  for update to authenticated using ((select private.is_org_admin(organization_id)))
  with check ((select private.is_org_admin(organization_id)));
create policy "Organization admins remove data permissions" on public.data_permissions
  for delete to authenticated using ((select private.is_org_admin(organization_id)));
select private.require_second_factor('public.data_permissions');
create trigger write_audit_log after insert or update or delete on public.data_permissions
  for each row execute function private.write_audit_log();

/** Section: Plaid items and Teller enrollments (the access tokens are provider_secrets 'access_token') */
create table public.plaid_items (
  id uuid primary key default gen_random_uuid(),
  connection_id uuid not null unique references public.provider_connections (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  item_id text not null unique check (length(item_id) between 1 and 200),
  institution_id text,
  institution_name text,
  consent_expiration_time timestamptz,
  connection_broken boolean not null default false,
  -- /transactions/sync cursor after the last page fully stored; null = not synced yet
  transactions_cursor text,
  consented_products text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index plaid_items_organization_id_idx on public.plaid_items (organization_id);

create table public.teller_enrollments (
  id uuid primary key default gen_random_uuid(),
  connection_id uuid not null unique references public.provider_connections (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  teller_enrollment_id text not null unique check (length(teller_enrollment_id) between 1 and 200),
  institution_name text,
  status text not null default 'active' check (status in ('active', 'disconnected', 'revoked')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  disconnected_at timestamptz
);
create index teller_enrollments_organization_id_idx on public.teller_enrollments (organization_id);

/** Section: bank accounts of both providers */
create table public.bank_accounts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  connection_id uuid not null references public.provider_connections (id) on delete cascade,
  provider text not null check (provider in ('plaid', 'teller')),
  plaid_item_id uuid references public.plaid_items (id) on delete cascade,
  teller_enrollment_id uuid references public.teller_enrollments (id) on delete cascade,
  -- Plaid account_id or Teller account id
  account_id text not null check (length(account_id) between 1 and 200),
  institution text,
  name text not null check (length(name) between 1 and 300),
  official_name text,
  mask text check (length(mask) <= 10),
  type text not null,
  subtype text,
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  status text not null default 'open' check (status in ('open', 'closed')),
  -- Plaid's balances object as last seen: available, current, iso_currency_code, limit, unofficial_currency_code
  balance_data jsonb not null default '{}'::jsonb check (jsonb_typeof(balance_data) = 'object'),
  -- Teller's links (self, balances, transactions, details)
  links jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, account_id),
  check ((provider = 'plaid') = (plaid_item_id is not null) and (provider = 'teller') = (teller_enrollment_id is not null))
);
create index bank_accounts_organization_id_idx on public.bank_accounts (organization_id);
create index bank_accounts_connection_id_idx on public.bank_accounts (connection_id);

alter table public.data_permissions add constraint data_permissions_bank_account_id_fkey
  foreign key (bank_account_id) references public.bank_accounts (id) on delete cascade;

/**
 * Every bank account the caller may read, across organizations, evaluated once per statement: policies use
 * `bank_account_id in (select private.readable_bank_accounts())`, a hashed lookup instead of a permission check per
 * row (a staff query over a year of transactions reads thousands of rows of a handful of accounts).
 */
create function private.readable_bank_accounts() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select a.id from public.bank_accounts a
  where private.org_data_permission(a.organization_id, 'bankAccounts', a.id::text)
$$;

/** Section: realtime balances (micros), statements, asset reports */
create table public.bank_balances (
  id uuid primary key default gen_random_uuid(),
  bank_account_id uuid not null references public.bank_accounts (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  available_micros bigint,
  current_micros bigint,
  iso_currency_code text,
  is_verified boolean not null default false,
  balance_date timestamptz not null default now(),
  raw jsonb not null default '{}'::jsonb
);
create index bank_balances_account_date_idx on public.bank_balances (bank_account_id, balance_date desc);

create table public.bank_statements (
  id uuid primary key default gen_random_uuid(),
  bank_account_id uuid not null references public.bank_accounts (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  statement_id text not null check (length(statement_id) between 1 and 200),
  month integer not null check (month between 1 and 12),
  year integer not null check (year between 1900 and 2200),
  day integer check (day between 1 and 31),
  period_start date,
  period_end date,
  starting_balance_cents bigint,
  ending_balance_cents bigint,
  extracted_at timestamptz,
  -- the PDF in the private 'bank-statements' bucket: '<organization_id>/<bank_account_id>/<statement_id>.pdf'
  object_path text,
  created_at timestamptz not null default now(),
  unique (bank_account_id, statement_id)
);
create index bank_statements_organization_id_idx on public.bank_statements (organization_id);

create table public.plaid_asset_reports (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  connection_id uuid not null references public.provider_connections (id) on delete cascade,
  plaid_asset_report_id text not null unique,
  status text not null default 'pending' check (status in ('pending', 'ready', 'error')),
  days_requested integer not null check (days_requested between 1 and 731),
  raw jsonb,
  -- the ERROR webhook's error object: error_type, error_code, error_message, display_message
  plaid_generation_error jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index plaid_asset_reports_organization_id_idx on public.plaid_asset_reports (organization_id);

/**
 * Section: provider transactions
 * One row per provider transaction (bank lines from Plaid and Teller, Stripe balance transactions, Ramp card
 * transactions). total_amount_cents is signed from the organization's side: money in is positive, money out is
 * negative (Plaid's own sign is the opposite; the ingester converts). A removed transaction keeps its row with
 * deleted_at set, so an entry link made from it is never orphaned silently.
 */
create table public.provider_transactions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null check (provider in ('plaid', 'teller', 'stripe', 'ramp')),
  connection_id uuid references public.provider_connections (id) on delete cascade,
  bank_account_id uuid references public.bank_accounts (id) on delete cascade,
  transaction_id text not null check (length(transaction_id) between 1 and 200),
  status text,
  pending boolean not null default false,
  -- Plaid's pending_transaction_id on a posted row: the pending row it replaces
  pending_transaction_id text,
  transaction_effective_time timestamptz not null,
  transaction_created_time timestamptz,
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  total_amount_cents bigint not null,
  total_tax_cents bigint,
  description text,
  vendor text,
  payment_channel text check (payment_channel in ('online', 'in store', 'other')),
  category text[] not null default '{}',
  counterparties jsonb not null default '[]'::jsonb,
  raw jsonb not null,
  deleted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider, transaction_id),
  check (provider not in ('plaid', 'teller') or bank_account_id is not null)
);
create index provider_transactions_account_time_idx on public.provider_transactions (bank_account_id, transaction_effective_time)
  where deleted_at is null;
create index provider_transactions_org_time_idx on public.provider_transactions (organization_id, transaction_effective_time desc);

/** Section: entry links: provider row → ledger record, at most one per source and external id */
create table public.entry_links (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  source text not null check (source in ('bank_app', 'plaid', 'teller', 'autocat', 'quickbooks')),
  external_id text not null check (length(external_id) between 1 and 200),
  provider_transaction_id uuid references public.provider_transactions (id) on delete set null,
  transaction_direction text not null check (transaction_direction in ('Credit', 'Debit')),
  qbo_entity_type text check (qbo_entity_type in ('Deposit', 'Expense', 'Transfer', 'JournalEntry', 'Bill', 'BillPayment')),
  qbo_entity_id text,
  ledger_transaction_id bigint references public.ledger_transactions (id) on delete set null,
  status text not null default 'categorized' check (status in ('categorized', 'sent', 'synced', 'failed')),
  metadata jsonb not null default '{}'::jsonb check (jsonb_typeof(metadata) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, source, external_id)
);
create index entry_links_provider_transaction_id_idx on public.entry_links (provider_transaction_id);

/** Section: who reads what */
alter table public.plaid_items enable row level security;
create policy "People with access read an organization's Plaid items" on public.plaid_items
  for select to authenticated using ((select private.has_org_access(organization_id)));
select private.require_second_factor('public.plaid_items');

alter table public.teller_enrollments enable row level security;
create policy "People with access read an organization's Teller enrollments" on public.teller_enrollments
  for select to authenticated using ((select private.has_org_access(organization_id)));
select private.require_second_factor('public.teller_enrollments');

alter table public.bank_accounts enable row level security;
create policy "People read the bank accounts they were granted" on public.bank_accounts
  for select to authenticated using (id in (select private.readable_bank_accounts()));
select private.require_second_factor('public.bank_accounts');

alter table public.bank_balances enable row level security;
create policy "People read balances of the bank accounts they were granted" on public.bank_balances
  for select to authenticated using (bank_account_id in (select private.readable_bank_accounts()));
select private.require_second_factor('public.bank_balances');

alter table public.bank_statements enable row level security;
create policy "People read statements of the bank accounts they were granted" on public.bank_statements
  for select to authenticated using (bank_account_id in (select private.readable_bank_accounts()));
select private.require_second_factor('public.bank_statements');

alter table public.plaid_asset_reports enable row level security;
/** An asset report covers every account of its item: reading it needs permission for all of them. */
create function private.reads_every_account_of(p_connection_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select not exists (select 1 from public.bank_accounts a where a.connection_id = p_connection_id
    and not private.org_data_permission(a.organization_id, 'bankAccounts', a.id::text))
$$;
create policy "Organization admins and staff with every account granted read asset reports" on public.plaid_asset_reports
  for select to authenticated using ((select private.is_org_admin(organization_id))
    or ((select private.is_org_staff(organization_id)) and private.reads_every_account_of(connection_id)));
select private.require_second_factor('public.plaid_asset_reports');

alter table public.provider_transactions enable row level security;
create policy "People read the provider transactions they were granted" on public.provider_transactions
  for select to authenticated using (
    case provider
      when 'stripe' then (select private.org_data_permission(organization_id, 'stripe'))
      when 'ramp' then (select private.org_data_permission(organization_id, 'ramp'))
      else bank_account_id in (select private.readable_bank_accounts())
    end);
select private.require_second_factor('public.provider_transactions');

alter table public.entry_links enable row level security;
create policy "Staff of the organization read entry links" on public.entry_links
  for select to authenticated using ((select private.is_org_staff(organization_id)) or (select private.is_admin()));
select private.require_second_factor('public.entry_links');

revoke insert, update, delete, truncate on public.plaid_items, public.teller_enrollments, public.bank_accounts,
  public.bank_balances, public.bank_statements, public.plaid_asset_reports, public.provider_transactions,
  public.entry_links from anon, authenticated;

/** Section: statement PDFs in their own private bucket, read by the same account permission */
insert into storage.buckets (id, name, public, file_size_limit) values ('bank-statements', 'bank-statements', false, 52428800)
on conflict (id) do nothing;

create function private.bank_account_from_object_name(name text) returns uuid
language sql immutable set search_path = '' as $$
  select case when split_part(name, '/', 2) ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
              then split_part(name, '/', 2)::uuid end
$$;

create policy "People read statement files of the bank accounts they were granted" on storage.objects
  for select to authenticated using (bucket_id = 'bank-statements'
    and private.bank_account_from_object_name(name) in (select private.readable_bank_accounts()));

/** Section: live updates: pointers on the organization's topic, once per statement; screens refetch through RLS */
create function private.broadcast_bank_feed_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_org uuid;
begin
  for v_org in select distinct organization_id from changed loop
    perform realtime.send(jsonb_build_object('organizationId', v_org, 'table', tg_table_name),
      'bank_feed_changed', 'org:' || v_org, true);
  end loop;
  return null;
end $$;
revoke execute on function private.broadcast_bank_feed_change() from public, authenticated;

do $$
declare t text;
begin
  foreach t in array array['bank_accounts', 'bank_balances', 'bank_statements', 'provider_transactions', 'plaid_items', 'teller_enrollments'] loop
    execute format('create trigger %I after insert on public.%I referencing new table as changed for each statement execute function private.broadcast_bank_feed_change()', t || '_broadcast_insert', t);
    execute format('create trigger %I after update on public.%I referencing new table as changed for each statement execute function private.broadcast_bank_feed_change()', t || '_broadcast_update', t);
  end loop;
end $$;

revoke execute on all functions in schema private from public;
grant execute on function private.readable_bank_accounts(), private.bank_account_from_object_name(text),
  private.reads_every_account_of(uuid),
  private.org_data_permission(uuid, text, text) to authenticated, service_role;
