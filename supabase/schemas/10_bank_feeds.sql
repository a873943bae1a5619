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
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return query select a.id from public.bank_accounts a
  where private.org_data_permission(a.organization_id, 'bankAccounts', a.id::text);
end
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
  -- 'bank': an entry of a business banking account (11_banking.sql), which names its account in banking_account_id
  provider text not null check (provider in ('plaid', 'teller', 'stripe', 'ramp', 'bank')),
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
  -- its key to public.banking_accounts is added with that table (11_banking.sql)
  banking_account_id uuid,
  unique (provider, transaction_id),
  check (provider not in ('plaid', 'teller') or bank_account_id is not null),
  constraint provider_transactions_bank_has_account check ((provider = 'bank') = (banking_account_id is not null))
);
create index provider_transactions_org_time_idx on public.provider_transactions (organization_id, transaction_effective_time desc);

/** Section: entry links: provider row → ledger record, at most one per source and external id */
create table public.entry_links (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  source text not null check (source in ('bank_app', 'plaid', 'teller', 'autocat', 'quickbooks', 'stripe')),
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
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
begin
  return (select not exists (select 1 from public.bank_accounts a where a.connection_id = p_connection_id
    and not private.org_data_permission(a.organization_id, 'bankAccounts', a.id::text))
  );
end
$$;
create policy "Organization admins and staff with every account granted read asset reports" on public.plaid_asset_reports
  for select to authenticated using ((select private.is_org_admin(organization_id))
    or ((select private.is_org_staff(organization_id)) and private.reads_every_account_of(connection_id)));
select private.require_second_factor('public.plaid_asset_reports');

alter table public.provider_transactions enable row level security;
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
create trigger bank_accounts_broadcast_insert after insert on public.bank_accounts
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger bank_accounts_broadcast_update after update on public.bank_accounts
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger bank_balances_broadcast_insert after insert on public.bank_balances
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger bank_balances_broadcast_update after update on public.bank_balances
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger bank_statements_broadcast_insert after insert on public.bank_statements
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger bank_statements_broadcast_update after update on public.bank_statements
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger provider_transactions_broadcast_insert after insert on public.provider_transactions
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger provider_transactions_broadcast_update after update on public.provider_transactions
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger plaid_items_broadcast_insert after insert on public.plaid_items
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger plaid_items_broadcast_update after update on public.plaid_items
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger teller_enrollments_broadcast_insert after insert on public.teller_enrollments
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');
create trigger teller_enrollments_broadcast_update after update on public.teller_enrollments
  referencing new table as changed for each statement execute function private.broadcast_org_change('bank_feed_changed');

revoke execute on all functions in schema private from public;
grant execute on function private.readable_bank_accounts(), private.bank_account_from_object_name(text),
  private.reads_every_account_of(uuid),
  private.org_data_permission(uuid, text, text) to authenticated, service_role;

/**
 * Plaid on the bank-feed tables: where a Hosted Link session waits for the browser to come back, the
 * subscription of the Plaid webhook handler, and the indexes Plaid's writes and cascades use.
 */

/**
 * Section: Hosted Link sessions
 * Plaid's Hosted Link returns the browser to our callback without saying which link token it completed: the callback
 * carries our signed `state`, and this row ties that state (by its SHA-256, so no usable state is stored) to the link
 * token created for it. The callback takes the row once, so a replayed callback finds nothing. Rows expire with the
 * state (10 minutes) and are purged a day later. Only the service role, through the two functions below.
 */
create table private.plaid_link_sessions (
  state_sha256 text primary key check (state_sha256 ~ '^[0-9a-f]{64}$'),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  link_token text not null check (length(link_token) between 1 and 200),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index plaid_link_sessions_organization_id_idx on private.plaid_link_sessions (organization_id);
create index plaid_link_sessions_expires_at_idx on private.plaid_link_sessions (expires_at);
alter table private.plaid_link_sessions enable row level security;
revoke all on private.plaid_link_sessions from public, anon, authenticated;

create function private.save_plaid_link_session(p_state_sha256 text, p_organization_id uuid, p_user_id uuid,
  p_link_token text, p_expires_at timestamptz) returns void
language sql security definer set search_path = '' as $$
  delete from private.plaid_link_sessions where expires_at < now() - interval '1 day';
  insert into private.plaid_link_sessions (state_sha256, organization_id, user_id, link_token, expires_at)
  values (p_state_sha256, p_organization_id, p_user_id, p_link_token, p_expires_at)
  on conflict (state_sha256) do update set link_token = excluded.link_token, expires_at = excluded.expires_at;
$$;

/** The session a callback's state names, removed as it is read; nothing when unknown, taken or expired. */
create function private.take_plaid_link_session(p_state_sha256 text)
returns table (organization_id uuid, user_id uuid, link_token text)
language sql security definer set search_path = '' as $$
  delete from private.plaid_link_sessions s where s.state_sha256 = p_state_sha256 and s.expires_at > now()
  returning s.organization_id, s.user_id, s.link_token
$$;

revoke execute on function private.save_plaid_link_session(text, uuid, uuid, text, timestamptz),
  private.take_plaid_link_session(text) from public, anon, authenticated;
grant execute on function private.save_plaid_link_session(text, uuid, uuid, text, timestamptz),
  private.take_plaid_link_session(text) to service_role;

/**
 * Section: the Plaid webhook handler's subscription
 * The worker writes it when it starts; written here too so Plaid webhooks recorded before the first worker start
 * (the demo's first minutes) are dispatched.
 */
insert into public.event_subscriptions (handler_name, source, event_type)
values ('plaid.webhook', 'plaid', 'webhook')
on conflict (handler_name) do nothing;

/** Section: indexes for the cascades from a connection and an item, and the asset reports of a connection */
create index provider_transactions_connection_id_idx on public.provider_transactions (connection_id);
create index bank_accounts_plaid_item_id_idx on public.bank_accounts (plaid_item_id);
create index plaid_asset_reports_connection_id_idx on public.plaid_asset_reports (connection_id);

/**
 * Feed health of each bank account: is the feed complete, and do its transactions explain the bank's own figures?
 * One function computes it for the bank feed screens (one client, or every client the caller may see), so the rule
 * lives in one place: the thresholds (how long a silence is a gap, how old a feed is stale) come from the caller,
 * who takes them from shared/rules/feed-health.ts so the web explains the flags with the same numbers.
 *
 * security invoker: it reads bank_accounts, provider_transactions, bank_statements and bank_balances through the
 * caller's RLS, so an account the caller was not granted is simply absent, and no figure of it leaks into another.
 */

/**
 * Section: the health of each readable bank account
 *
 * - Coverage: first and last transaction day (UTC calendar days of transaction_effective_time, removed rows left out,
 *   pending ones counted: they are data the feed delivered), the days between, and the transaction count.
 * - Gaps: stretches between two consecutive days with transactions longer than p_gap_days; and the days since the
 *   last transaction. A feed silent for more than p_stale_days (open accounts only; none at all counts) is stale.
 * - Balance continuity, to the cent, over posted (not pending) transactions, which is what statements and the
 *   bank's current balance contain: for consecutive statements, previous ending balance + the transactions dated
 *   after its period end up to the next period end = the next ending balance; and the latest realtime balance =
 *   the last statement's ending balance + the transactions since. Credit and loan accounts hold what is owed, so
 *   their transactions (signed from the organization's side: money out negative) count the other way. Statement
 *   pairs from before the feed's first transaction (beyond the gap threshold) are not checked: the feed does not
 *   claim to cover them. Statements not yet extracted (no period end or ending balance) are skipped.
 * - The flag: mismatch (a check is off by any cent) before gap before stale, else ok; `flags` lists every one that
 *   applies and `difference_cents` is the most recent failing check's actual minus expected.
 */
create function public.bank_feed_health(p_organization_id uuid, p_gap_days integer, p_stale_days integer, p_as_of date)
returns table (
  bank_account_id uuid,
  organization_id uuid,
  first_transaction_date date,
  last_transaction_date date,
  covered_days integer,
  transaction_count integer,
  gaps jsonb,
  gap_days integer,
  days_since_last_transaction integer,
  current_balance_cents bigint,
  available_balance_cents bigint,
  balance_as_of timestamptz,
  checks jsonb,
  mismatch_count integer,
  difference_cents bigint,
  flags text[],
  status text
)
language sql stable security invoker set search_path = '' as $$
  with accounts as (
    select a.id, a.organization_id, a.status, a.type in ('credit', 'loan') as liability, a.balance_data, a.updated_at
    from public.bank_accounts a
    where p_organization_id is null or a.organization_id = p_organization_id
  ),
  days as (
    select t.bank_account_id, (t.transaction_effective_time at time zone 'UTC')::date as day, count(*)::int as n,
           coalesce(sum(t.total_amount_cents) filter (where not t.pending), 0)::bigint as posted_cents
    from public.provider_transactions t
    where t.bank_account_id in (select id from accounts) and t.deleted_at is null
    group by 1, 2
  ),
  coverage as (
    select d.bank_account_id, min(d.day) as first_day, max(d.day) as last_day, sum(d.n)::int as n
    from days d group by 1
  ),
  gap_list as (
    select g.bank_account_id,
           jsonb_agg(jsonb_build_object('from', g.prev_day + 1, 'to', g.day - 1, 'days', g.day - g.prev_day - 1) order by g.day) as gaps,
           sum(g.day - g.prev_day - 1)::int as gap_days
    from (select d.bank_account_id, d.day, lag(d.day) over (partition by d.bank_account_id order by d.day) as prev_day
          from days d) g
    where g.day - g.prev_day - 1 > p_gap_days
    group by 1
  ),
  -- the latest realtime balance (micros → cents, rounded half away from zero), else what the account last reported
  latest_balance as (
    select a.id as bank_account_id, b.current_cents, b.available_cents, b.as_of
    from accounts a
    cross join lateral (
      select * from (
        select 1 as preference, round(x.current_micros / 10000.0)::bigint as current_cents,
               round(x.available_micros / 10000.0)::bigint as available_cents, x.balance_date as as_of
        from public.bank_balances x
        where x.bank_account_id = a.id and x.current_micros is not null
        order by x.balance_date desc limit 1) r
      union all
      select 2, round((a.balance_data ->> 'current')::numeric * 100)::bigint,
             case when jsonb_typeof(a.balance_data -> 'available') = 'number'
                  then round((a.balance_data ->> 'available')::numeric * 100)::bigint end, a.updated_at
      where jsonb_typeof(a.balance_data -> 'current') = 'number'
      order by 1 limit 1) b
  ),
  statements as (
    select s.bank_account_id, s.statement_id, s.period_end, s.ending_balance_cents,
           lag(s.statement_id) over w as prev_statement_id, lag(s.period_end) over w as prev_end,
           lag(s.ending_balance_cents) over w as prev_ending,
           row_number() over (partition by s.bank_account_id order by s.period_end desc) as recency
    from public.bank_statements s
    where s.bank_account_id in (select id from accounts) and s.period_end is not null and s.ending_balance_cents is not null
    window w as (partition by s.bank_account_id order by s.period_end)
  ),
  -- one row per check: from `opening` (a statement's ending balance) over (from_day - 1, to_day] to `actual`
  check_rows as (
    select s.bank_account_id, 'statement'::text as kind, s.prev_statement_id as from_statement,
           s.statement_id as to_statement, s.prev_end as opening_day, s.period_end as to_day,
           s.prev_ending as opening_cents, s.ending_balance_cents as actual_cents
    from statements s
    where s.prev_end is not null
    union all
    select s.bank_account_id, 'balance', s.statement_id, null, s.period_end, (b.as_of at time zone 'UTC')::date,
           s.ending_balance_cents, b.current_cents
    from statements s join latest_balance b on b.bank_account_id = s.bank_account_id
    where s.recency = 1 and b.current_cents is not null and (b.as_of at time zone 'UTC')::date > s.period_end
  ),
  checks as (
    select r.*, r.opening_cents + (case when a.liability then -1 else 1 end) * coalesce(
             (select sum(d.posted_cents) from days d
              where d.bank_account_id = r.bank_account_id and d.day > r.opening_day and d.day <= r.to_day), 0)::bigint
             as expected_cents
    from check_rows r
    join accounts a on a.id = r.bank_account_id
    join coverage c on c.bank_account_id = r.bank_account_id
    where c.first_day - (r.opening_day + 1) <= p_gap_days
  ),
  check_summary as (
    select k.bank_account_id,
           jsonb_agg(jsonb_build_object('kind', k.kind, 'fromStatementId', k.from_statement, 'toStatementId', k.to_statement,
             'from', k.opening_day + 1, 'to', k.to_day, 'openingCents', k.opening_cents, 'expectedCents', k.expected_cents,
             'actualCents', k.actual_cents, 'differenceCents', k.actual_cents - k.expected_cents)
             order by k.to_day, k.kind desc) as checks,
           count(*) filter (where k.actual_cents <> k.expected_cents)::int as mismatches,
           (array_agg(k.actual_cents - k.expected_cents order by k.to_day desc, k.kind)
              filter (where k.actual_cents <> k.expected_cents))[1] as difference
    from checks k group by 1
  )
  select a.id, a.organization_id, c.first_day, c.last_day, c.last_day - c.first_day + 1, coalesce(c.n, 0),
         coalesce(g.gaps, '[]'::jsonb), coalesce(g.gap_days, 0), p_as_of - c.last_day,
         b.current_cents, b.available_cents, b.as_of,
         coalesce(k.checks, '[]'::jsonb), coalesce(k.mismatches, 0), k.difference,
         f.flags, coalesce(f.flags[1], 'ok')
  from accounts a
  left join coverage c on c.bank_account_id = a.id
  left join gap_list g on g.bank_account_id = a.id
  left join latest_balance b on b.bank_account_id = a.id
  left join check_summary k on k.bank_account_id = a.id
  cross join lateral (select array_remove(array[
      case when coalesce(k.mismatches, 0) > 0 then 'mismatch' end,
      case when g.gaps is not null then 'gap' end,
      case when a.status = 'open' and (c.last_day is null or p_as_of - c.last_day > p_stale_days) then 'stale' end
    ]::text[], null) as flags) f
$$;
revoke execute on function public.bank_feed_health(uuid, integer, integer, date) from public, anon;
grant execute on function public.bank_feed_health(uuid, integer, integer, date) to authenticated, service_role;

/**
 * Section: who grants the bookkeeping team access
 * metadata.userPermissions is what the client lets the firm see (private.org_data_permission reads it for staff).
 * Staff may otherwise edit an organization's metadata, so without this guard a bookkeeper could grant themselves a
 * client's bank accounts. Only an organization admin changes it; the service role (auth.uid() is null) seeds it.
 */
create function private.guard_user_permissions() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if (select auth.uid()) is not null
     and new.metadata -> 'userPermissions' is distinct from old.metadata -> 'userPermissions'
     and not private.is_org_admin(old.id) then
    raise exception 'Only an organization admin grants access to its bank accounts, payments, card and payroll data'
      using errcode = '42501';
  end if;
  return new;
end $$;
revoke execute on function private.guard_user_permissions() from public, authenticated;
create trigger guard_user_permissions before update of metadata on public.organizations
  for each row execute function private.guard_user_permissions();

/**
 * Teller (the second bank provider): a daily sync of every live enrollment. Teller announces new transactions with
 * the transactions.processed webhook, but balances only change in our books when we read them, and a webhook can be
 * lost; a daily read gives feed health one balance per account per day and repairs what a missed webhook left out.
 * The handler is edge-functions/jobs/definitions/teller.sync.ts (job key per connection, so a sync already queued
 * by a webhook is not doubled).
 */
create function private.enqueue_teller_syncs() returns integer
language sql security definer set search_path = '' as $$
  select count(private.enqueue_job('teller.sync',
      jsonb_build_object('connectionId', c.id, 'trigger', 'scheduled'),
      'teller.sync:' || c.id, c.organization_id, null,
      '{"maxRuntimeSeconds": 600, "retryIntervalSeconds": 60, "version": 1}'::jsonb))::integer
  from public.provider_connections c
  where c.provider = 'teller' and c.status = 'active'
$$;
revoke execute on function private.enqueue_teller_syncs() from public, anon, authenticated;
grant execute on function private.enqueue_teller_syncs() to service_role;

select cron.schedule('teller-sync-daily', '15 5 * * *', 'select private.enqueue_teller_syncs()');
