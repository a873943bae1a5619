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
