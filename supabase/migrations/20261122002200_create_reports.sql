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
