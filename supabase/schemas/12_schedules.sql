/**
 * Amortization schedules (docs/schedules.md, spec accounting §3.7): a prepaid expense or an asset spread over periods.
 * Each due period posts one journal entry through the ledger interface (the `schedules.post` job); the entries are
 * recorded in public.journal_entries, which is where `quickbooksJournalEntries` comes from.
 *
 * Who: the organization's staff (assigned bookkeepers, admins) create, edit and cancel schedules; its reviewers read
 * them; its members read them while the organization's `users-schedules` flag is on (the /accounting/schedules
 * screen). Amounts are bigint cents. The figures the job keeps (amortized and remaining amount, remaining periods, next
 * and last date) are written by the API's planning (shared/rules/schedules.ts) and the job; a guard keeps people from
 * writing what only a posting may change.
 */

/**
 * Section: who may read schedules
 *
 * private.can_read_schedules, which the schedules' read policies call for every row, is PL/pgSQL, planned once per
 * session as the access helpers of 01_tenancy.sql are (an SQL function with `set search_path` is never inlined and is
 * parsed and planned again on every call).
 */
create function private.can_read_schedules(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return (select private.is_admin() or private.is_org_bookkeeper(org_id) or private.is_org_reviewer(org_id)
    or (private.is_org_member(org_id) and private.flag_enabled(org_id, 'users-schedules')));
end $$;
revoke execute on function private.can_read_schedules(uuid) from public;
grant execute on function private.can_read_schedules(uuid) to authenticated, service_role;

/** Section: value sets (spec §4 amortization status, §9 period intervals and methods) */
create type public.amortization_status as enum ('active', 'cancelled', 'completed', 'pending');
create type public.amortization_type as enum ('expense', 'asset');
create type public.amortization_anchor_type as enum ('purchase', 'bill', 'bank_txn', 'je');
create type public.schedule_period_interval as enum ('month', 'quarter', 'year');
create type public.schedule_method as enum ('linear', 'linear_gradient');

/**
 * Section: amortizations
 * `debit_account` and `credit_account` are ledger account references ({value, name}) as the ledger names them. The
 * anchor is the transaction the schedule spreads: a ledger purchase, bill or journal entry (its ledger id), or a bank
 * transaction (a provider_transactions id); `quickbooks_purchase_id` / `quickbooks_bill_id` repeat the anchor for an
 * organization whose ledger is QuickBooks, as the spec's record does.
 */
create table public.amortizations (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  start_date date not null,
  end_date date not null,
  next_amortization_date date,
  last_amortization_date date,
  expense_name text not null check (length(btrim(expense_name)) between 1 and 200),
  original_periods integer not null check (original_periods between 1 and 1200),
  remaining_periods integer not null,
  period_interval public.schedule_period_interval not null default 'month',
  amortization_method public.schedule_method not null default 'linear',
  amount bigint not null check (amount > 0 and amount <= 9999999999999),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  amortized_amount bigint not null default 0 check (amortized_amount >= 0 and amortized_amount <= amount),
  remaining_amount bigint not null,
  status public.amortization_status not null default 'pending',
  type public.amortization_type not null default 'expense',
  notes text check (length(notes) <= 4000),
  credit_account jsonb not null check (jsonb_typeof(credit_account -> 'value') = 'string'),
  debit_account jsonb not null check (jsonb_typeof(debit_account -> 'value') = 'string'),
  quickbooks_purchase_id text check (length(quickbooks_purchase_id) <= 100),
  quickbooks_bill_id text check (length(quickbooks_bill_id) <= 100),
  anchor_id text check (length(anchor_id) <= 100),
  anchor_type public.amortization_anchor_type,
  anchor_external_ref text check (length(anchor_external_ref) <= 200),
  transaction_date date,
  vendor text check (length(vendor) <= 500),
  vendor_id text check (length(vendor_id) <= 100),
  cancelled_at timestamptz,
  created_by uuid references public.users (id) on delete set null,
  constraint amortizations_dates check (end_date >= start_date),
  constraint amortizations_periods check (remaining_periods between 0 and original_periods),
  constraint amortizations_remaining check (remaining_amount = amount - amortized_amount),
  constraint amortizations_anchor check ((anchor_id is null) = (anchor_type is null)),
  constraint amortizations_cancelled check ((status = 'cancelled') = (cancelled_at is not null))
);
create index amortizations_organization_id_idx on public.amortizations (organization_id, status);
-- the posting job's scan: schedules with a period due
create index amortizations_due_idx on public.amortizations (next_amortization_date)
  where status in ('pending', 'active');
-- one schedule per anchored transaction line of an organization is enough; a second is most likely a double click
create unique index amortizations_anchor_key on public.amortizations (organization_id, anchor_type, anchor_id, amount)
  where anchor_id is not null and status <> 'cancelled';

/**
 * Section: what people may change
 * RLS decides who may write a row; this guard decides what. People (signed in) edit the terms of a schedule and cancel
 * it; only a posting (the service role's job) changes the amortized amount, and a person never marks a schedule
 * completed or brings a cancelled one back. A cancelled or completed schedule is history: nobody edits it.
 */
create function private.amortizations_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.updated_at := now();
  if old.status in ('cancelled', 'completed') then
    raise exception 'This schedule is % and can no longer change', old.status using errcode = 'P0001';
  end if;
  if new.amortized_amount is distinct from old.amortized_amount or new.last_amortization_date is distinct from old.last_amortization_date
     or new.organization_id is distinct from old.organization_id or new.created_by is distinct from old.created_by then
    raise exception 'Only a posting changes what a schedule has amortized' using errcode = '42501';
  end if;
  if new.status is distinct from old.status and new.status <> 'cancelled' then
    raise exception 'People may only cancel a schedule' using errcode = '42501';
  end if;
  return new;
end $$;
-- people only: the posting job (no auth.uid()) moves thousands of schedules in one statement and sets updated_at itself
create trigger amortizations_guard before update on public.amortizations
  for each row when (auth.uid() is not null) execute function private.amortizations_guard();

/** Section: who reads and writes what */
alter table public.amortizations enable row level security;
create policy "Staff, reviewers and members with schedules on read an organization's amortizations" on public.amortizations
  for select to authenticated using ((select private.can_read_schedules(organization_id)));
create policy "Staff of an organization create its amortizations" on public.amortizations
  for insert to authenticated with check ((select private.is_org_staff(organization_id))
    and amortized_amount = 0 and status = 'pending' and created_by = (select auth.uid()));
create policy "Staff of an organization edit and cancel its amortizations" on public.amortizations
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.amortizations');
-- schedules are cancelled, never deleted, so every posted entry keeps its cause
revoke delete, truncate on public.amortizations from anon, authenticated;

/**
 * Section: audit of people's changes to the terms (what the job keeps current, the figures and the status it moves, is
 * the postings' record in public.journal_entries, not a person's act)
 */
create trigger write_audit_log after insert or delete or update of start_date, end_date, expense_name, period_interval,
    amortization_method, amount, currency, type, notes, credit_account, debit_account, cancelled_at on public.amortizations
  for each row execute function private.write_audit_log('amortized_amount', 'remaining_amount', 'remaining_periods',
    'next_amortization_date', 'last_amortization_date');

/**
 * Revenue-recognition schedules (docs/schedules.md, spec accounting §3.8): invoiced revenue held in deferred revenue
 * and recognized period by period. Amounts are bigint micros (whole cents: the ledger posts cents). The schedule's
 * total is what its invoices bring (recognized + unrecognized); each due period posts a revenue_recognition entry
 * (debit deferred revenue, credit revenue) through the ledger interface, and cancelling posts one
 * revenue_recognition_reversal for the revenue recognized from `reverse_from` on, so it comes back to deferred revenue.
 * Both postings are the `schedules.post` job's; the entries are recorded in public.journal_entries.
 *
 * Who: as amortizations: staff create, edit and cancel; reviewers read; members read while the
 * `users-schedules` flag is on.
 */

/** Section: schedules */
create table public.revenue_recognition_schedules (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  name text not null check (length(btrim(name)) between 1 and 200),
  start_date date not null,
  end_date date not null,
  next_revenue_recognition_date date,
  last_revenue_recognition_date date,
  period_interval public.schedule_period_interval not null default 'month',
  method public.schedule_method not null default 'linear',
  recognized_amount_micros bigint not null default 0 check (recognized_amount_micros >= 0),
  unrecognized_amount_micros bigint not null check (unrecognized_amount_micros >= 0),
  original_periods integer not null check (original_periods between 1 and 1200),
  remaining_periods integer not null,
  quickbooks_item_id text check (length(quickbooks_item_id) <= 100),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  deferred_revenue_account jsonb not null check (jsonb_typeof(deferred_revenue_account -> 'value') = 'string'),
  revenue_account jsonb not null check (jsonb_typeof(revenue_account -> 'value') = 'string'),
  cancelled_at timestamptz,
  -- revenue recognized for periods dated on or after this day is reversed when the schedule is cancelled
  reverse_from date,
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint revenue_recognition_schedules_dates check (end_date >= start_date),
  constraint revenue_recognition_schedules_periods check (remaining_periods between 0 and original_periods),
  constraint revenue_recognition_schedules_whole_cents check (
    recognized_amount_micros % 10000 = 0 and unrecognized_amount_micros % 10000 = 0),
  -- a cancelled schedule may hold nothing: a Stripe refund took all of it before any was recognized (docs/stripe.md)
  constraint revenue_recognition_schedules_total check (
    recognized_amount_micros + unrecognized_amount_micros between 10000 and 99999999999990000
    or (cancelled_at is not null and recognized_amount_micros + unrecognized_amount_micros = 0)),
  constraint revenue_recognition_schedules_reverse check (reverse_from is null or cancelled_at is not null)
);
create index revenue_recognition_schedules_organization_id_idx on public.revenue_recognition_schedules (organization_id);
create index revenue_recognition_schedules_due_idx on public.revenue_recognition_schedules (next_revenue_recognition_date)
  where cancelled_at is null and remaining_periods > 0;

/**
 * Section: the invoices a schedule recognizes
 * `provider` 'ledger' is an Invoice of the organization's ledger (built-in or QuickBooks; its ledger id); 'stripe' is
 * reserved for payment-provider invoices once the Stripe integration stores them.
 */
create table public.revenue_recognition_invoices (
  id uuid primary key default gen_random_uuid(),
  schedule_id uuid not null references public.revenue_recognition_schedules (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null default 'ledger' check (provider in ('ledger', 'stripe')),
  invoice_id text not null check (length(invoice_id) between 1 and 100),
  doc_number text check (length(doc_number) <= 21),
  customer text check (length(customer) <= 500),
  txn_date date,
  amount_micros bigint not null check (amount_micros > 0 and amount_micros % 10000 = 0),
  created_at timestamptz not null default now(),
  unique (schedule_id, provider, invoice_id)
);
create index revenue_recognition_invoices_organization_id_idx on public.revenue_recognition_invoices (organization_id, provider, invoice_id);

/**
 * Section: what people may change
 * People edit the terms and cancel (setting cancelled_at and, optionally, reverse_from); what has been recognized
 * changes only by a posting (the service role's job, which the guard does not run for). A cancelled schedule is history.
 */
create function private.revenue_recognition_schedules_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.updated_at := now();
  if old.cancelled_at is not null then
    raise exception 'This schedule is cancelled and can no longer change' using errcode = 'P0001';
  end if;
  if (new.recognized_amount_micros, new.unrecognized_amount_micros, new.last_revenue_recognition_date, new.organization_id, new.created_by)
     is distinct from
     (old.recognized_amount_micros, old.unrecognized_amount_micros, old.last_revenue_recognition_date, old.organization_id, old.created_by) then
    raise exception 'Only a posting changes what a schedule has recognized' using errcode = '42501';
  end if;
  return new;
end $$;
create trigger revenue_recognition_schedules_guard before update on public.revenue_recognition_schedules
  for each row when (auth.uid() is not null) execute function private.revenue_recognition_schedules_guard();

/** Section: who reads and writes what */
alter table public.revenue_recognition_schedules enable row level security;
create policy "Staff, reviewers and members with schedules on read an organization's revenue schedules" on public.revenue_recognition_schedules
  for select to authenticated using ((select private.can_read_schedules(organization_id)));
create policy "Staff of an organization create its revenue schedules" on public.revenue_recognition_schedules
  for insert to authenticated with check ((select private.is_org_staff(organization_id))
    and recognized_amount_micros = 0 and cancelled_at is null and created_by = (select auth.uid()));
create policy "Staff of an organization edit and cancel its revenue schedules" on public.revenue_recognition_schedules
  for update to authenticated using ((select private.is_org_staff(organization_id)))
  with check ((select private.is_org_staff(organization_id)));
select private.require_second_factor('public.revenue_recognition_schedules');
revoke delete, truncate on public.revenue_recognition_schedules from anon, authenticated;

alter table public.revenue_recognition_invoices enable row level security;
create policy "Staff, reviewers and members with schedules on read the invoices of revenue schedules" on public.revenue_recognition_invoices
  for select to authenticated using ((select private.can_read_schedules(organization_id)));
create policy "Staff link invoices to a revenue schedule of the same organization" on public.revenue_recognition_invoices
  for insert to authenticated with check ((select private.is_org_staff(organization_id))
    and exists (select 1 from public.revenue_recognition_schedules s
                where s.id = schedule_id and s.organization_id = revenue_recognition_invoices.organization_id
                  and s.recognized_amount_micros = 0));
select private.require_second_factor('public.revenue_recognition_invoices');
-- an invoice stays linked to the schedule that recognized it
revoke update, delete, truncate on public.revenue_recognition_invoices from anon, authenticated;

/** Section: audit (the recognized figures the job keeps are the postings' record, in public.journal_entries) */
create trigger write_audit_log after insert or delete or update of name, start_date, end_date, period_interval, method,
    deferred_revenue_account, revenue_account, cancelled_at, reverse_from on public.revenue_recognition_schedules
  for each row execute function private.write_audit_log('recognized_amount_micros', 'unrecognized_amount_micros',
    'remaining_periods', 'next_revenue_recognition_date', 'last_revenue_recognition_date');
create trigger write_audit_log after insert or update or delete on public.revenue_recognition_invoices
  for each row execute function private.write_audit_log();

/**
 * The product's journal-entry record (spec accounting §3.1 "Journal entry record kept by the product", banking §4
 * ledger journal entry types): one row for every entry the product posts to an organization's ledger, with the
 * ledger's id, sync token, date and raw entity, its type, and what caused it (a schedule's period, a schedule's
 * cancellation, or a named source), so any posted entry can be traced and reversed. Written only by the service role
 * (the `schedules.post` job and later posting features); people read it.
 *
 * A schedule's period is posted at most once: the unique keys below make a second record of the same period fail,
 * and the job records the entry in the transaction that moves the schedule forward (docs/schedules.md).
 */
create type public.journal_entry_type as enum ('stripe', 'amortization', 'variance_analysis', 'payroll', 'expense',
  'accrued_expense', 'accrued_expense_reversal', 'general', 'revenue_recognition', 'revenue_recognition_reversal');

create table public.journal_entries (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  type public.journal_entry_type not null,
  -- which ledger holds it: the built-in ledger or QuickBooks (the LedgerPort's provider)
  ledger text not null check (ledger in ('builtin', 'quickbooks')),
  journal_entry_id text not null check (length(journal_entry_id) between 1 and 100),
  sync_token text check (length(sync_token) <= 20),
  journal_entry_date date not null,
  doc_number text check (length(doc_number) <= 21),
  amount_cents bigint not null check (amount_cents > 0),
  raw jsonb not null check (jsonb_typeof(raw) = 'object'),
  amortization_id uuid references public.amortizations (id) on delete cascade,
  revenue_recognition_schedule_id uuid references public.revenue_recognition_schedules (id) on delete cascade,
  period_number integer check (period_number >= 1),
  -- the cause of an entry no schedule posted (a payout, a payroll run): the producing feature's own reference
  source_ref text check (length(source_ref) <= 200),
  -- set when the ledger no longer has the entry (deleted in QuickBooks outside the product), found by the next sync
  deleted_in_ledger_at timestamptz,
  created_at timestamptz not null default now(),
  -- "post again" (below): the deleted entry this one replaces, and a bookkeeper's request to post a deleted one again
  replaces_journal_entry_id uuid references public.journal_entries (id) on delete cascade,
  repost_requested_at timestamptz,
  repost_requested_by uuid references public.users (id) on delete set null,
  unique (organization_id, ledger, journal_entry_id),
  constraint journal_entries_cause check (case type
    when 'amortization' then amortization_id is not null and period_number is not null
    when 'revenue_recognition' then revenue_recognition_schedule_id is not null and period_number is not null
    when 'revenue_recognition_reversal' then revenue_recognition_schedule_id is not null and period_number is null
    else source_ref is not null end),
  constraint journal_entries_repost_of_deleted check (repost_requested_at is null or deleted_in_ledger_at is not null),
  constraint journal_entries_replaces_a_period check (replaces_journal_entry_id is null or period_number is not null)
);
create index journal_entries_organization_id_idx on public.journal_entries (organization_id, journal_entry_date desc);
create unique index journal_entries_revenue_reversal_key on public.journal_entries (revenue_recognition_schedule_id)
  where type = 'revenue_recognition_reversal';

alter table public.journal_entries enable row level security;
create policy "People with access to an organization read the entries the product posted to its books" on public.journal_entries
  for select to authenticated using ((select private.has_org_access(organization_id)));
select private.require_second_factor('public.journal_entries');
revoke insert, update, delete, truncate on public.journal_entries from anon, authenticated;

/**
 * Schedules post their own entries: every day pg_cron queues one `schedules.post` job per organization with work due
 * (an amortization or revenue period whose date has come, or a cancelled revenue schedule whose reversal is not posted
 * yet). The handler is edge-functions/jobs/definitions/schedules.post.ts; the job key per organization means a job
 * already queued (by a schedule just created) is not doubled. Options as in edge-functions/domains/schedules/jobs.ts.
 *
 * Section: the daily queue also carries what was asked and not yet posted (a request whose job ran out of attempts
 * is taken up the next morning).
 */
create function private.enqueue_schedule_postings(p_as_of date default current_date) returns integer
language sql security definer set search_path = '' as $$
  select count(private.enqueue_job('schedules.post', jsonb_build_object('organizationId', d.organization_id),
      'schedules.post:' || d.organization_id, d.organization_id, null,
      '{"maxRuntimeSeconds": 600, "retryIntervalSeconds": 300, "version": 1}'::jsonb))::integer
  from (
    select organization_id from public.amortizations
    where status in ('pending', 'active') and next_amortization_date <= p_as_of
    union
    select organization_id from public.revenue_recognition_schedules
    where cancelled_at is null and remaining_periods > 0 and next_revenue_recognition_date <= p_as_of
    union
    select s.organization_id from public.revenue_recognition_schedules s
    where s.reverse_from is not null
      and not exists (select 1 from public.journal_entries j
                      where j.revenue_recognition_schedule_id = s.id and j.type = 'revenue_recognition_reversal')
    union
    select j.organization_id from public.journal_entries j
    where j.repost_requested_at is not null
      and not exists (select 1 from public.journal_entries r where r.replaces_journal_entry_id = j.id)
  ) d
$$;
revoke execute on function private.enqueue_schedule_postings(date) from public, anon, authenticated;
grant execute on function private.enqueue_schedule_postings(date) to service_role;

/**
 * Staff who create or edit a schedule with a period already due ask for the organization's posting now (the API, as
 * the user, in the same transaction as the schedule: the job exists exactly when the schedule does).
 */
create function public.request_schedule_posting(p_organization_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
begin
  if not private.is_org_staff(p_organization_id) then
    raise exception 'Only the organization''s bookkeepers and admins can post its schedules' using errcode = '42501';
  end if;
  return private.enqueue_job('schedules.post', jsonb_build_object('organizationId', p_organization_id),
    'schedules.post:' || p_organization_id, p_organization_id, null,
    '{"maxRuntimeSeconds": 600, "retryIntervalSeconds": 300, "version": 1}'::jsonb);
end $$;
revoke execute on function public.request_schedule_posting(uuid) from public, anon;
grant execute on function public.request_schedule_posting(uuid) to authenticated, service_role;

-- 05:15 UTC: after midnight everywhere in the US, so a period ending yesterday is posted the next morning
select cron.schedule('schedules-post-due', '15 5 * * *', 'select private.enqueue_schedule_postings()');

/**
 * Section: live updates
 * `schedules_changed` {organizationId, table} on the organization's private topic, once per statement and
 * organization (the job moves thousands of schedules in one statement); screens refetch through RLS.
 */
create trigger amortizations_broadcast_insert after insert on public.amortizations
  referencing new table as changed for each statement execute function private.broadcast_org_change('schedules_changed');
create trigger amortizations_broadcast_update after update on public.amortizations
  referencing new table as changed for each statement execute function private.broadcast_org_change('schedules_changed');
create trigger revenue_recognition_schedules_broadcast_insert after insert on public.revenue_recognition_schedules
  referencing new table as changed for each statement execute function private.broadcast_org_change('schedules_changed');
create trigger revenue_recognition_schedules_broadcast_update after update on public.revenue_recognition_schedules
  referencing new table as changed for each statement execute function private.broadcast_org_change('schedules_changed');
create trigger journal_entries_broadcast_insert after insert on public.journal_entries
  referencing new table as changed for each statement execute function private.broadcast_org_change('schedules_changed');
create trigger journal_entries_broadcast_update after update on public.journal_entries
  referencing new table as changed for each statement execute function private.broadcast_org_change('schedules_changed');

/**
 * The built-in ledger's two checks at commit, the balance and Ask My Client detection, run once per statement: as
 * deferred row triggers they cost one call per posting and one per transaction, 30,000 calls (0.6 s at commit) for
 * the 10,000 entries of a schedules run. A constraint trigger has to be a row trigger to wait for the commit, so the
 * rows it fires for are one per statement: a statement-level trigger with a transition table
 * queues the ids of the transactions the statement touched (one row of `ledger_commit_checks`), and the deferred
 * constraint trigger on that queue checks them all in one query at commit. The first of a rule's queued rows to fire
 * takes every row of its rule, so a transaction written by several statements is checked once; the others find
 * nothing left. The queue is empty outside a writing transaction.
 *
 * The constraints keep their names (`set constraints public.ledger_postings_balanced immediate` still checks at once),
 * the balance error is the same (SQLSTATE 23514, constraint ledger_postings_balanced, the first unbalanced transaction
 * by id), and Ask My Client runs the same steps for each transaction that has a parked line or a question already.
 */

/** Section: the queue */
create table public.ledger_commit_checks (
  id bigint generated always as identity primary key,
  rule text not null check (rule in ('balance', 'ask_my_client')),
  transaction_ids bigint[] not null
);
comment on table public.ledger_commit_checks is
  'Transactions a statement touched, checked at commit by the ledger''s deferred rules; written and emptied by triggers only.';
alter table public.ledger_commit_checks enable row level security;
revoke all on public.ledger_commit_checks from anon, authenticated, service_role;

/** Section: queueing, once per statement */
create function private.ledger_postings_queue_balance_check() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.ledger_commit_checks (rule, transaction_ids)
  select 'balance', array_agg(distinct c.transaction_id) from changed c having count(*) > 0;
  return null;
end $$;

create function private.ledger_transactions_queue_amc_check() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.ledger_commit_checks (rule, transaction_ids)
  select 'ask_my_client', array_agg(c.id) from changed c having count(*) > 0;
  return null;
end $$;

-- as the row triggers did: a posting's new transaction on update, its old one on delete
create trigger ledger_postings_queue_balance_inserted after insert on public.ledger_postings
  referencing new table as changed for each statement execute function private.ledger_postings_queue_balance_check();
create trigger ledger_postings_queue_balance_updated after update on public.ledger_postings
  referencing new table as changed for each statement execute function private.ledger_postings_queue_balance_check();
create trigger ledger_postings_queue_balance_deleted after delete on public.ledger_postings
  referencing old table as changed for each statement execute function private.ledger_postings_queue_balance_check();
create trigger ledger_transactions_queue_amc_inserted after insert on public.ledger_transactions
  referencing new table as changed for each statement execute function private.ledger_transactions_queue_amc_check();
create trigger ledger_transactions_queue_amc_updated after update on public.ledger_transactions
  referencing new table as changed for each statement execute function private.ledger_transactions_queue_amc_check();

/** Section: the balance, checked at commit for every queued transaction in one query */
create function private.ledger_check_balanced_at_commit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  ids bigint[] := private.ledger_take_commit_checks('balance', new.id);
  bad record;
begin
  if cardinality(ids) = 0 then return null; end if;
  select s.transaction_id, s.accrual, s.cash into bad
  from (select p.transaction_id, coalesce(sum(p.amount_cents) filter (where p.basis in (0, 1)), 0) as accrual,
               coalesce(sum(p.amount_cents) filter (where p.basis in (0, 2)), 0) as cash
        from public.ledger_postings p where p.transaction_id = any (ids) group by p.transaction_id) s
  where s.accrual <> 0 or s.cash <> 0
  order by s.transaction_id limit 1;
  if found then
    raise exception 'Ledger transaction % is not balanced: debits and credits differ by % cents', bad.transaction_id,
      case when bad.accrual <> 0 then bad.accrual else bad.cash end
      using errcode = '23514', constraint = 'ledger_postings_balanced';
  end if;
  return null;
end $$;
create constraint trigger ledger_postings_balanced after insert on public.ledger_commit_checks
  deferrable initially deferred for each row when (new.rule = 'balance') execute function private.ledger_check_balanced_at_commit();

/**
 * Section: Ask My Client at commit
 * One transaction's detection, given the transaction's id: a parked line becomes (or refreshes) a question, a line moved out completes it, a
 * deleted transaction retires it.
 */
create function private.ledger_detect_amc(p_id bigint) returns void
language plpgsql security definer set search_path = '' as $$
declare
  t public.ledger_transactions;
  amc record;
  record_kind public.amc_record_kind;
  question_key text;
begin
  select * into t from public.ledger_transactions where id = p_id;
  if not found then return; end if;
  question_key := t.kind::text || ':' || t.id;
  if t.deleted_at is not null then
    update public.amc_questions set deleted_at = now() where organization_id = t.organization_id and transaction_id = question_key and deleted_at is null;
    return;
  end if;
  record_kind := case t.kind when 'Purchase' then (case when t.body ->> 'PaymentType' = 'Check' then 'check' else 'purchase' end)
    when 'Deposit' then 'deposit' when 'JournalEntry' then 'journalEntry' when 'Bill' then 'bill' end::public.amc_record_kind;
  if record_kind is null then return; end if;

  select sum(p.amount_cents)::bigint as amount, min(p.line_id) as line_id, min(a.fully_qualified_name) as account_name,
         min(p.description) as description
    into amc
    from public.ledger_postings p join public.ledger_accounts a on a.id = p.account_id
   where p.transaction_id = t.id and p.basis in (0, 1) and private.is_ask_my_client(a.name);

  if amc.line_id is null then
    -- not (or no longer) parked: close an open question, if there is one
    if exists (select 1 from public.amc_questions q where q.organization_id = t.organization_id and q.transaction_id = question_key) then
      perform private.amc_sync_transaction(t.organization_id, question_key, record_kind,
        coalesce((select a.fully_qualified_name from public.ledger_postings p join public.ledger_accounts a on a.id = p.account_id
                  where p.transaction_id = t.id and p.line_id in (select q.ledger_record ->> 'lineId' from public.amc_questions q
                    where q.organization_id = t.organization_id and q.transaction_id = question_key) limit 1), ''),
        0, t.txn_date, null, null, jsonb_build_object('kind', t.kind, 'id', t.id::text, 'syncToken', t.sync_token::text), false);
    end if;
    return;
  end if;

  perform private.amc_sync_transaction(t.organization_id, question_key, record_kind, amc.account_name, amc.amount, t.txn_date,
    (select n.display_name from public.ledger_names n where n.id = t.name_id),
    coalesce(amc.description, t.private_note),
    jsonb_build_object('kind', t.kind, 'id', t.id::text, 'lineId', amc.line_id, 'syncToken', t.sync_token::text, 'docNumber', t.doc_number),
    true);
end $$;

/**
 * At commit: only a transaction with a question already, or (live, of a kind that can be asked about) with a line in
 * an Ask My Client account, has anything to do; the rest, every schedule entry among them, are passed over in one
 * query, the organizations' Ask My Client accounts looked up once before it.
 */
create function private.ledger_detect_amc_at_commit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  ids bigint[] := private.ledger_take_commit_checks('ask_my_client', new.id);
  parking bigint[];
  txn bigint;
begin
  if cardinality(ids) = 0 then return null; end if;
  parking := array(select a.id from public.ledger_accounts a
    where a.organization_id in (select t.organization_id from public.ledger_transactions t where t.id = any (ids))
      and private.is_ask_my_client(a.name));
  for txn in
    select t.id from public.ledger_transactions t
    where t.id = any (ids)
      and (exists (select 1 from public.amc_questions q
                   where q.organization_id = t.organization_id and q.transaction_id = t.kind::text || ':' || t.id)
        or (cardinality(parking) > 0 and t.deleted_at is null and t.kind in ('Purchase', 'Deposit', 'JournalEntry', 'Bill')
            and exists (select 1 from public.ledger_postings p
                        where p.transaction_id = t.id and p.basis in (0, 1) and p.account_id = any (parking))))
    order by t.id
  loop
    perform private.ledger_detect_amc(txn);
  end loop;
  return null;
end $$;
create constraint trigger ledger_transactions_detect_amc after insert on public.ledger_commit_checks
  deferrable initially deferred for each row when (new.rule = 'ask_my_client') execute function private.ledger_detect_amc_at_commit();

revoke execute on function private.ledger_postings_queue_balance_check(), private.ledger_transactions_queue_amc_check(), private.ledger_check_balanced_at_commit(), private.ledger_detect_amc(bigint),
  private.ledger_detect_amc_at_commit() from public, authenticated;

/**
 * The audit log's row trigger (private.write_audit_log, 01_tenancy.sql) costs a function call per row: 0.19 s of the
 * 0.34 s it takes to record 5,000 posted journal entries. private.write_audit_log_rows writes the same audit rows (one
 * per changed row: actor, organization, action, query, old and new values without the named secret columns, an
 * update that changes nothing but updated_at skipped) from a statement trigger's transition tables, in one insert.
 * It serves tables keyed by `id` (an update's old and new rows are paired by it). journal_entries, written in bulk by
 * every posting run, moves to it; the tables people edit a row at a time keep the row trigger.
 */
create function private.write_audit_log_rows() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  actor public.audit_actor := case when uid is null then 'system' else 'user' end;
  secret text[] := coalesce(tg_argv, '{}');
  action text := lower(tg_op) || ' ' || tg_table_name;
  query text := left(current_query(), 4000);
begin
  if tg_op = 'INSERT' then
    insert into public.audit_log (user_id, organization_id, actor, action, query, query_values, result_rows)
    select uid, (r ->> 'organization_id')::uuid, actor, action, query, jsonb_strip_nulls(jsonb_build_object('new', r)), 1
    from (select to_jsonb(n) - secret as r from new_rows n) x;
  elsif tg_op = 'DELETE' then
    insert into public.audit_log (user_id, organization_id, actor, action, query, query_values, result_rows)
    select uid, (r ->> 'organization_id')::uuid, actor, action, query, jsonb_strip_nulls(jsonb_build_object('old', r)), 1
    from (select to_jsonb(o) - secret as r from old_rows o) x;
  else
    insert into public.audit_log (user_id, organization_id, actor, action, query, query_values, result_rows)
    select uid, coalesce(nr ->> 'organization_id', orow ->> 'organization_id')::uuid, actor, action, query,
           jsonb_strip_nulls(jsonb_build_object('old', orow, 'new', nr)), 1
    from (select to_jsonb(o) - secret as orow, to_jsonb(n) - secret as nr from old_rows o join new_rows n on n.id = o.id) x
    where orow - 'updated_at' <> nr - 'updated_at';
  end if;
  return null;
end $$;
revoke execute on function private.write_audit_log_rows() from public, authenticated;
create trigger write_audit_log_inserted after insert on public.journal_entries referencing new table as new_rows
  for each statement execute function private.write_audit_log_rows('raw');
create trigger write_audit_log_updated after update on public.journal_entries referencing old table as old_rows new table as new_rows
  for each statement execute function private.write_audit_log_rows('raw');
create trigger write_audit_log_deleted after delete on public.journal_entries referencing old table as old_rows
  for each statement execute function private.write_audit_log_rows('raw');

/**
 * "Post again": a schedule period whose entry was deleted in QuickBooks (journal_entries.deleted_in_ledger_at, set by
 * the next sync) is posted again when a bookkeeper asks, explicitly and once (docs/schedules.md). The period stays
 * counted as posted throughout: the schedule's figures say what the books should hold, and posting again makes the
 * ledger hold it again.
 *
 * The record keeps the deleted entry's row (it is history: what was posted, and when the ledger lost it) and gains a
 * new row for the period's new entry, linked to it by `replaces_journal_entry_id`. The once-per-period rule therefore
 * counts the entries the ledger still has: at most one live record per schedule and period (a deleted one no longer
 * holds the period), and a deleted record is replaced at most once (its own unique key). A bookkeeper's request is
 * `repost_requested_at` on the deleted record, set by public.request_schedule_repost as the user; the `schedules.post`
 * job (service role, the only writer of the record) posts it and records the replacement in one transaction.
 */

/** Section: the record (its columns are declared with the table) */
create unique index journal_entries_amortization_period_key on public.journal_entries (amortization_id, period_number)
  where amortization_id is not null and deleted_in_ledger_at is null;
create unique index journal_entries_revenue_period_key on public.journal_entries (revenue_recognition_schedule_id, period_number)
  where type = 'revenue_recognition' and deleted_in_ledger_at is null;
create unique index journal_entries_replaces_key on public.journal_entries (replaces_journal_entry_id)
  where replaces_journal_entry_id is not null;
-- the job finds what is asked for by organization
create index journal_entries_repost_requested_idx on public.journal_entries (organization_id)
  where repost_requested_at is not null;

/** Section: asking, as the bookkeeper */
create function public.request_schedule_repost(p_entry_id uuid) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  e public.journal_entries;
begin
  select * into e from public.journal_entries where id = p_entry_id for update;
  if not found or not private.has_org_access(e.organization_id) then
    raise exception 'Entry not found' using errcode = 'P0002';
  end if;
  if not private.is_org_staff(e.organization_id) then
    raise exception 'Only the organization''s bookkeepers and admins can post its schedules' using errcode = '42501';
  end if;
  if e.period_number is null then
    raise exception 'Only a schedule period''s entry can be posted again' using errcode = 'P0001';
  end if;
  if e.deleted_in_ledger_at is null then
    raise exception 'This entry is still in the ledger' using errcode = 'P0001';
  end if;
  if e.repost_requested_at is not null
     or exists (select 1 from public.journal_entries r where r.replaces_journal_entry_id = e.id) then
    raise exception 'This period is already being posted again' using errcode = 'P0001';
  end if;
  update public.journal_entries set repost_requested_at = now(), repost_requested_by = auth.uid() where id = e.id;
  return private.enqueue_job('schedules.post', jsonb_build_object('organizationId', e.organization_id),
    'schedules.post:' || e.organization_id, e.organization_id, null,
    '{"maxRuntimeSeconds": 600, "retryIntervalSeconds": 300, "version": 1}'::jsonb);
end $$;
revoke execute on function public.request_schedule_repost(uuid) from public, anon;
grant execute on function public.request_schedule_repost(uuid) to authenticated, service_role;

/**
 * The ledger's checks at commit fire once per queued statement, and each firing took its rule's rows
 * by reading the whole queue. A transaction of many statements (an organization deleted with its books: one cascade
 * statement per transaction; a sync writing entries one by one) queues a row per statement, and the queue's rows taken
 * at commit stay in the table, dead, until the transaction ends: every later firing read all of them again, n firings
 * over n rows. Now a firing first looks for its own row by key and stops when an earlier firing took it, and a firing
 * takes only the rows from its own on (deferred events fire in the order they were queued, so the rows before it
 * were taken already), by the primary key: the first firing at commit reads the queue once, the others one key each.
 */
create function private.ledger_take_commit_checks(p_rule text, p_from bigint) returns bigint[]
language plpgsql security definer set search_path = '' as $$
declare
  ids bigint[];
begin
  if not exists (select 1 from public.ledger_commit_checks where id = p_from) then
    return '{}';
  end if;
  with taken as (delete from public.ledger_commit_checks where id >= p_from and rule = p_rule returning transaction_ids)
  select array(select distinct i from taken, unnest(taken.transaction_ids) i order by i) into ids;
  return ids;
end $$;
revoke execute on function private.ledger_take_commit_checks(text, bigint) from public, authenticated;
