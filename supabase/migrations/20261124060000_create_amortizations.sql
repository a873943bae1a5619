/**
 * Amortization schedules (docs/schedules.md, spec accounting §3.7): a prepaid expense or an asset spread over periods.
 * Each due period posts one journal entry through the ledger interface (the `schedules.post` job); the entries are
 * recorded in public.journal_entries (20261124060200), which is where `quickbooksJournalEntries` comes from.
 *
 * Who: the organization's staff (assigned bookkeepers, admins) create, edit and cancel schedules; its reviewers read
 * them; its members read them while the organization's `users-schedules` flag is on (the /accounting/schedules
 * screen). Amounts are bigint cents. The figures the job keeps (amortized and remaining amount, remaining periods, next
 * and last date) are written by the API's planning (shared/rules/schedules.ts) and the job; a guard keeps people from
 * writing what only a posting may change.
 */

/** Section: who may read schedules */
create function private.can_read_schedules(org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin() or private.is_org_bookkeeper(org_id) or private.is_org_reviewer(org_id)
    or (private.is_org_member(org_id) and private.flag_enabled(org_id, 'users-schedules'))
$$;
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
