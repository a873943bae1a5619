/**
 * Payroll's Gusto subscriptions and reports (banking-payments-tax §3 "Webhook subscription", "Payroll employee
 * report"; §4 webhook subscription status; docs/payroll.md): the webhook subscription a client's staff create for its
 * Gusto company (its verification token is the connection's 'webhook_signing_secret', never a column here), and the
 * PayrollEmployee reports the `payroll.employee-report` job requests, polls and stores (a Storage file and this row).
 *
 * Both are staff matters, like the ledger requests: the firm's admins and the client's bookkeepers read them
 * (private.can_map_payroll); the jobs and routes write them as the service role only.
 */

/** Section: webhook subscriptions (§3: id, organizationId, provider, subscriptionType, callbackUrl, externalId, status, errorMessage) */
create table public.payroll_webhook_subscriptions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null default 'gusto' check (provider = 'gusto'),
  -- Gusto's subscription_types: one subscription carries several of the fifteen types (§9)
  subscription_types text[] not null check (cardinality(subscription_types) > 0 and subscription_types <@ array[
    'BankAccount', 'Company', 'CompanyBenefit', 'Contractor', 'ContractorPayment', 'Employee', 'EmployeeBenefit',
    'EmployeeJobCompensation', 'ExternalPayroll', 'Form', 'Location', 'Notification', 'Payroll', 'PaySchedule',
    'Signatory']::text[]),
  callback_url text not null check (length(callback_url) between 1 and 2000),
  external_id uuid not null unique,
  status text not null check (status in ('active', 'pending', 'unreachable', 'removed', 'verified')),
  error_message text check (length(error_message) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payroll_webhook_subscriptions_organization_idx on public.payroll_webhook_subscriptions (organization_id);

/** Section: PayrollEmployee reports (§3 fields kept whole in `report`; the job's payload in its columns) */
create table public.payroll_employee_reports (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  payroll_id uuid not null references public.payrolls (id) on delete cascade,
  custom_name text not null check (length(custom_name) between 1 and 200),
  columns text[] not null check (cardinality(columns) > 0),
  with_totals boolean not null,
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  request_uuid uuid unique,
  status text not null check (status in ('succeeded', 'pending', 'failed')),
  report jsonb check (jsonb_typeof(report) = 'object'),
  file_id uuid references public.files (id) on delete set null,
  error_message text check (length(error_message) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, payroll_id, custom_name)
);
create index payroll_employee_reports_payroll_idx on public.payroll_employee_reports (payroll_id);
create index payroll_employee_reports_file_idx on public.payroll_employee_reports (file_id);

/** Section: row-level security (staff read; the service writes) */
alter table public.payroll_webhook_subscriptions enable row level security;
alter table public.payroll_employee_reports enable row level security;

create policy "Staff of a client read its payroll webhook subscriptions" on public.payroll_webhook_subscriptions
  for select to authenticated using ((select private.can_map_payroll(organization_id)));
create policy "Staff of a client read its payroll employee reports" on public.payroll_employee_reports
  for select to authenticated using ((select private.can_map_payroll(organization_id)));

revoke insert, update, delete, truncate on public.payroll_webhook_subscriptions, public.payroll_employee_reports
  from anon, authenticated;

select private.require_second_factor('public.payroll_webhook_subscriptions');
select private.require_second_factor('public.payroll_employee_reports');

/** Section: the payroll screen refetches when a subscription is verified or a report is ready */
create trigger payroll_webhook_subscriptions_broadcast_insert after insert on public.payroll_webhook_subscriptions
  referencing new table as changed for each statement execute function private.broadcast_org_change('payroll_changed');
create trigger payroll_webhook_subscriptions_broadcast_update after update on public.payroll_webhook_subscriptions
  referencing new table as changed for each statement execute function private.broadcast_org_change('payroll_changed');
create trigger payroll_employee_reports_broadcast_insert after insert on public.payroll_employee_reports
  referencing new table as changed for each statement execute function private.broadcast_org_change('payroll_changed');
create trigger payroll_employee_reports_broadcast_update after update on public.payroll_employee_reports
  referencing new table as changed for each statement execute function private.broadcast_org_change('payroll_changed');
