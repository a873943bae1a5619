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
  unique (organization_id, ledger, journal_entry_id),
  constraint journal_entries_cause check (case type
    when 'amortization' then amortization_id is not null and period_number is not null
    when 'revenue_recognition' then revenue_recognition_schedule_id is not null and period_number is not null
    when 'revenue_recognition_reversal' then revenue_recognition_schedule_id is not null and period_number is null
    else source_ref is not null end)
);
create index journal_entries_organization_id_idx on public.journal_entries (organization_id, journal_entry_date desc);
create unique index journal_entries_amortization_period_key on public.journal_entries (amortization_id, period_number)
  where amortization_id is not null;
create unique index journal_entries_revenue_period_key on public.journal_entries (revenue_recognition_schedule_id, period_number)
  where type = 'revenue_recognition';
create unique index journal_entries_revenue_reversal_key on public.journal_entries (revenue_recognition_schedule_id)
  where type = 'revenue_recognition_reversal';

alter table public.journal_entries enable row level security;
create policy "People with access to an organization read the entries the product posted to its books" on public.journal_entries
  for select to authenticated using ((select private.has_org_access(organization_id)));
select private.require_second_factor('public.journal_entries');
revoke insert, update, delete, truncate on public.journal_entries from anon, authenticated;

create trigger write_audit_log after insert or update or delete on public.journal_entries
  for each row execute function private.write_audit_log('raw');
