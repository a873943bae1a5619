/**
 * QuickBooks Online: the connection is a provider_connections row (09_provider_connections.sql; its tokens are
 * encrypted secrets no client role can read) and organizations.quickbooks_realm_id; public.quickbooks_connection_status
 * tells people with access to an organization whether it is connected, without any token material. This file holds
 * the stored copies of the organization's QuickBooks records and the state of its syncs.
 */

/** Section: finding the organization of a realm (webhooks arrive by realm id) */
create index if not exists organizations_quickbooks_realm_id_idx on public.organizations (quickbooks_realm_id);

/**
 * Stored copies of an organization's QuickBooks records (spec 3.1 "Stored ledger copies") and the ingestion
 * cursors that say how far each sync has read. Filled by the change-data-capture sync and by the entity-change
 * webhook handler (service role); people with access to the organization read them.
 * Amounts are bigint cents; raw_data keeps the full QuickBooks JSON of the record.
 */

/** Section: transactions */
create table public.quickbooks_purchases (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  qb_purchase_id text not null,
  tx_date date not null,
  amount_cents bigint not null,
  description text,
  account_ref_name text,
  raw_data jsonb not null,
  updated_at timestamptz not null default now(),
  unique (organization_id, qb_purchase_id)
);

create table public.quickbooks_invoices (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  qb_invoice_id text not null,
  tx_date date not null,
  amount_cents bigint not null,
  balance_cents bigint not null default 0,
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  description text,
  account_ref_name text,
  raw_data jsonb not null,
  updated_at timestamptz not null default now(),
  unique (organization_id, qb_invoice_id)
);

create table public.quickbooks_deposits (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  qb_deposit_id text not null,
  tx_date date not null,
  amount_cents bigint not null,
  description text,
  account_ref_name text,
  raw_data jsonb not null,
  updated_at timestamptz not null default now(),
  unique (organization_id, qb_deposit_id)
);

create table public.quickbooks_payments (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  qb_transaction_id text not null,
  tx_date date not null,
  amount_cents bigint not null,
  description text,
  account_ref_name text,
  raw_data jsonb not null,
  updated_at timestamptz not null default now(),
  unique (organization_id, qb_transaction_id)
);

/** A payment settles invoices; the link is rebuilt from the payment's LinkedTxn on every sync of the payment. */
create table public.quickbooks_payment_invoices (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  qb_payment_id text not null,
  qb_invoice_id text not null,
  amount_cents bigint not null,
  primary key (organization_id, qb_payment_id, qb_invoice_id)
);

create table public.quickbooks_journal_entries (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  qb_journal_entry_id text not null,
  tx_date date not null,
  amount_cents bigint not null,
  doc_number text,
  raw_data jsonb not null,
  updated_at timestamptz not null default now(),
  unique (organization_id, qb_journal_entry_id)
);

/** Section: lists (accounts; vendors, customers, employees and classes as names) */
create table public.quickbooks_accounts (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  qb_account_id text not null,
  name text not null,
  fully_qualified_name text not null,
  account_type text not null,
  account_sub_type text,
  classification text,
  acct_num text,
  active boolean not null default true,
  is_child boolean not null default false,
  current_balance_cents bigint not null default 0,
  raw_data jsonb not null,
  updated_at timestamptz not null default now(),
  unique (organization_id, qb_account_id)
);

create table public.quickbooks_names (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind text not null check (kind in ('Vendor', 'Customer', 'Employee', 'Class')),
  qb_id text not null,
  display_name text not null,
  active boolean not null default true,
  raw_data jsonb not null,
  updated_at timestamptz not null default now(),
  unique (organization_id, kind, qb_id)
);

/** Section: ingestion cursors (realmId, quickbooksMethod, cursorName, lastCursor) */
create table public.quickbooks_ingestion_cursors (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  realm_id text not null,
  quickbooks_method text not null check (quickbooks_method in ('cdc', 'query', 'webhook')),
  cursor_name text not null,
  last_cursor text not null,
  updated_at timestamptz not null default now(),
  primary key (realm_id, quickbooks_method, cursor_name)
);
create index quickbooks_ingestion_cursors_organization_id_idx on public.quickbooks_ingestion_cursors (organization_id);

/**
 * Section: account chart
 * Per-account counts of the stored purchases, deposits and journal entries that post to it. security_invoker so
 * the tables' own policies decide what a caller counts.
 */
create view public.quickbooks_account_chart with (security_invoker = true) as
select a.organization_id, a.qb_account_id, a.name, a.fully_qualified_name, a.account_type, a.account_sub_type,
       a.acct_num, a.active, a.is_child, a.current_balance_cents,
       (select count(*) from public.quickbooks_purchases p where p.organization_id = a.organization_id
          and (p.raw_data -> 'AccountRef' ->> 'value' = a.qb_account_id
               or jsonb_path_exists(p.raw_data, '$.Line[*].AccountBasedExpenseLineDetail.AccountRef.value ? (@ == $id)', jsonb_build_object('id', a.qb_account_id)))) as purchase_count,
       (select count(*) from public.quickbooks_deposits d where d.organization_id = a.organization_id
          and (d.raw_data -> 'DepositToAccountRef' ->> 'value' = a.qb_account_id
               or jsonb_path_exists(d.raw_data, '$.Line[*].DepositLineDetail.AccountRef.value ? (@ == $id)', jsonb_build_object('id', a.qb_account_id)))) as deposit_count,
       (select count(*) from public.quickbooks_journal_entries j where j.organization_id = a.organization_id
          and jsonb_path_exists(j.raw_data, '$.Line[*].JournalEntryLineDetail.AccountRef.value ? (@ == $id)', jsonb_build_object('id', a.qb_account_id))) as journal_entry_count
from public.quickbooks_accounts a;

/** Section: row-level security (read with access to the organization; writes only by the service role) */
alter table public.quickbooks_purchases enable row level security;
alter table public.quickbooks_invoices enable row level security;
alter table public.quickbooks_deposits enable row level security;
alter table public.quickbooks_payments enable row level security;
alter table public.quickbooks_payment_invoices enable row level security;
alter table public.quickbooks_journal_entries enable row level security;
alter table public.quickbooks_accounts enable row level security;
alter table public.quickbooks_names enable row level security;
alter table public.quickbooks_ingestion_cursors enable row level security;

revoke insert, update, delete, truncate on public.quickbooks_purchases, public.quickbooks_invoices, public.quickbooks_deposits,
  public.quickbooks_payments, public.quickbooks_payment_invoices, public.quickbooks_journal_entries, public.quickbooks_accounts,
  public.quickbooks_names, public.quickbooks_ingestion_cursors from anon, authenticated;
revoke all on public.quickbooks_purchases, public.quickbooks_invoices, public.quickbooks_deposits, public.quickbooks_payments,
  public.quickbooks_payment_invoices, public.quickbooks_journal_entries, public.quickbooks_accounts, public.quickbooks_names,
  public.quickbooks_ingestion_cursors, public.quickbooks_account_chart from anon;

create policy "People with access read an organization's QuickBooks purchases" on public.quickbooks_purchases
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "People with access read an organization's QuickBooks invoices" on public.quickbooks_invoices
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "People with access read an organization's QuickBooks deposits" on public.quickbooks_deposits
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "People with access read an organization's QuickBooks payments" on public.quickbooks_payments
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "People with access read which invoices a QuickBooks payment settles" on public.quickbooks_payment_invoices
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "People with access read an organization's QuickBooks journal entries" on public.quickbooks_journal_entries
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "People with access read an organization's QuickBooks accounts" on public.quickbooks_accounts
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "People with access read an organization's QuickBooks names" on public.quickbooks_names
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "People with access read how far an organization's QuickBooks sync has read" on public.quickbooks_ingestion_cursors
  for select to authenticated using ((select private.has_org_access(organization_id)));

/** Section: indexes for the policies and the common reads (by date) */
create index quickbooks_purchases_org_date_idx on public.quickbooks_purchases (organization_id, tx_date desc);
create index quickbooks_invoices_org_date_idx on public.quickbooks_invoices (organization_id, tx_date desc);
create index quickbooks_deposits_org_date_idx on public.quickbooks_deposits (organization_id, tx_date desc);
create index quickbooks_payments_org_date_idx on public.quickbooks_payments (organization_id, tx_date desc);
create index quickbooks_journal_entries_org_date_idx on public.quickbooks_journal_entries (organization_id, tx_date desc);
create index quickbooks_payment_invoices_invoice_idx on public.quickbooks_payment_invoices (organization_id, qb_invoice_id);

/**
 * QuickBooks syncs end to end: the state of each organization's latest sync (so screens show progress while the
 * first sync after connecting, or a staff "Sync now", runs), live updates on the organization's realtime topic, and
 * the subscription that turns a `quickbooks-connected` event into the first sync.
 */

/**
 * Section: sync status
 * One row per organization, overwritten by each sync: queued when asked for, running with the step it is on, then
 * done or failed with the error. Written by the jobs (service role) only; people with access to the organization
 * read it. The counts are steps (one per QuickBooks entity read, plus storing), not records, so progress can be
 * drawn before the record count is known.
 */
create table public.quickbooks_syncs (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  realm_id text,
  state text not null check (state in ('queued', 'running', 'done', 'failed')),
  cause text not null check (cause in ('connected', 'manual', 'scheduled')),
  step text,
  steps_done integer not null default 0 check (steps_done >= 0),
  steps_total integer not null default 0 check (steps_total >= 0),
  upserted integer,
  deleted integer,
  last_error text,
  job_id uuid,
  requested_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  last_success_at timestamptz,
  updated_at timestamptz not null default now()
);

alter table public.quickbooks_syncs enable row level security;
create policy "People with access read an organization's QuickBooks sync status" on public.quickbooks_syncs
  for select to authenticated using ((select private.has_org_access(organization_id)));
select private.require_second_factor('public.quickbooks_syncs');
revoke insert, update, delete, truncate on public.quickbooks_syncs from anon, authenticated;

/**
 * Section: live updates
 * A pointer, not state: the integrations page and the staff client page refetch the status (and, when a sync ends,
 * the metrics and ledger views) on `quickbooks_sync_changed`; the dashboard refetches on `metrics_changed`, sent
 * once per statement and organization so a twelve-month upsert is one message.
 */
create trigger quickbooks_syncs_broadcast after insert or update on public.quickbooks_syncs
  for each row execute function private.broadcast_org_change('quickbooks_sync_changed', 'state=state', 'stepsDone=steps_done');
create trigger monthly_metrics_broadcast_insert after insert on public.monthly_metrics
  referencing new table as changed for each statement execute function private.broadcast_org_change('metrics_changed', 'bare');
create trigger monthly_metrics_broadcast_update after update on public.monthly_metrics
  referencing new table as changed for each statement execute function private.broadcast_org_change('metrics_changed', 'bare');

/**
 * Section: first sync on connect
 * The worker writes its handlers' subscriptions when it starts; this row exists before that, so a connection made
 * (or seeded) before the first worker start still gets its first sync. The worker's upsert keeps it in step.
 */
insert into public.event_subscriptions (handler_name, source, event_type)
values ('quickbooks.first-sync', 'quickbooks', 'quickbooks-connected')
on conflict (handler_name) do nothing;
