/**
 * Revenue-recognition schedules (docs/schedules.md, spec accounting §3.8): invoiced revenue held in deferred revenue
 * and recognized period by period. Amounts are bigint micros (whole cents: the ledger posts cents). The schedule's
 * total is what its invoices bring (recognized + unrecognized); each due period posts a revenue_recognition entry
 * (debit deferred revenue, credit revenue) through the ledger interface, and cancelling posts one
 * revenue_recognition_reversal for the revenue recognized from `reverse_from` on, so it comes back to deferred revenue.
 * Both postings are the `schedules.post` job's; the entries are recorded in public.journal_entries.
 *
 * Who: as amortizations (20261124060000): staff create, edit and cancel; reviewers read; members read while the
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
  constraint revenue_recognition_schedules_total check (
    recognized_amount_micros + unrecognized_amount_micros between 10000 and 99999999999990000),
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
