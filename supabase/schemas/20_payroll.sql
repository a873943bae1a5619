/**
 * Payroll from Gusto and Rippling (banking-payments-tax §3 "Payroll", §4, §9; accounting §3.1, §3.9): the
 * employees, contractors, contractor payments and payrolls the sync jobs copy from the provider, the ledger-report
 * requests behind each payroll's `payroll` journal entry, and the Gusto chart-of-accounts mapping bookkeepers edit.
 *
 * Synced rows are written by the service role only (the jobs); people read them through RLS: staff with access to
 * the client (admins, its bookkeepers and reviewers) all of it, a client member only with the payroll data
 * permission (private.org_data_permission), anyone else nothing. Money is integer cents, except the contractor
 * figures the spec keeps in micros. No SSN or tax id is stored: the transform drops them before a row is written.
 */

/** Section: who may read payroll, who may edit its mapping */
create function private.can_read_payroll(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return (select private.is_admin() or private.is_org_bookkeeper(org_id) or private.is_org_reviewer(org_id)
    or (private.is_org_member(org_id) and private.org_data_permission(org_id, 'payroll')));
end $$;
create function private.can_map_payroll(org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return (select private.is_admin() or private.is_org_bookkeeper(org_id));
end $$;
revoke execute on function private.can_read_payroll(uuid), private.can_map_payroll(uuid) from public;
grant execute on function private.can_read_payroll(uuid), private.can_map_payroll(uuid) to authenticated, service_role;

/** Section: employees (§3 "Employee": common fields, then the provider's own data) */
create table public.payroll_employees (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null check (provider in ('gusto', 'rippling')),
  employee_id text not null check (length(employee_id) between 1 and 100),
  -- Gusto's company uuid (Rippling's data carries its own company)
  company_id text check (length(company_id) <= 100),
  name text not null check (length(name) <= 200),
  last_name text not null check (length(last_name) <= 200),
  country text check (length(country) <= 2),
  state text check (length(state) <= 2),
  start_date date,
  terminated boolean not null default false,
  employment_type text check (employment_type in ('CONTRACTOR', 'SALARIED_FT', 'SALARIED_PT', 'HOURLY_FT', 'HOURLY_PT', 'TEMP')),
  role_state text check (role_state in ('INIT', 'HIRED', 'ACCEPTED', 'ACTIVE', 'TERMINATED')),
  data jsonb not null default '{}' check (jsonb_typeof(data) = 'object'),
  synced_at timestamptz not null default now(),
  unique (organization_id, provider, employee_id)
);

/** Section: contractors (§3 "Contractor"; §4 type, status, wage type) */
create table public.payroll_contractors (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null default 'gusto' check (provider = 'gusto'),
  contractor_uuid uuid not null,
  type text not null check (type in ('individual', 'business')),
  first_name text check (length(first_name) <= 200),
  last_name text check (length(last_name) <= 200),
  business_name text check (length(business_name) <= 200),
  email text check (length(email) <= 320),
  wage_type text not null check (wage_type in ('fixed', 'hourly')),
  hourly_rate_micros bigint not null default 0 check (hourly_rate_micros >= 0),
  currency text not null default 'USD' check (currency ~ '^[A-Z]{3}$'),
  payment_method text check (payment_method in ('Direct Deposit', 'Check')),
  start_date date,
  status text not null check (status in ('active', 'inactive')),
  synced_at timestamptz not null default now(),
  unique (organization_id, contractor_uuid)
);

/** Section: contractor payments (§3 "Contractor payment", every field; micros as the spec says) */
create table public.payroll_contractor_payments (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  provider_id text not null default 'gusto' check (provider_id = 'gusto'),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  payment_uuid uuid not null,
  contractor_id uuid not null,
  bonus_micros bigint not null default 0 check (bonus_micros >= 0),
  date date not null,
  hours_micros bigint not null default 0 check (hours_micros >= 0),
  payment_method text not null check (payment_method in ('Direct Deposit', 'Check', 'Historical Payment', 'Correction Payment')),
  reimbursement_micros bigint not null default 0 check (reimbursement_micros >= 0),
  status text not null check (status in ('Funded', 'Unfunded')),
  hourly_rate_micros bigint not null default 0 check (hourly_rate_micros >= 0),
  may_cancel boolean not null default false,
  wage_micros bigint not null default 0 check (wage_micros >= 0),
  wage_type text not null check (wage_type in ('Hourly', 'Fixed')),
  wage_total_micros bigint not null default 0 check (wage_total_micros >= 0),
  raw_data jsonb not null check (jsonb_typeof(raw_data) = 'object'),
  unique (organization_id, payment_uuid)
);

/**
 * Section: payrolls (§3 "Payroll record": totals, deadline, processed; §4 blockers). Totals are Gusto's, in cents;
 * blockers are kept as Gusto lists them ({key, message, status}), with the statuses of §4.
 */
create table public.payrolls (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  provider text not null default 'gusto' check (provider = 'gusto'),
  payroll_uuid uuid not null,
  pay_period_start date not null,
  pay_period_end date not null check (pay_period_end >= pay_period_start),
  check_date date not null,
  payroll_deadline timestamptz,
  processed boolean not null default false,
  processed_at timestamptz,
  employee_count integer not null default 0 check (employee_count >= 0),
  gross_pay_cents bigint not null default 0,
  employer_taxes_cents bigint not null default 0,
  employee_taxes_cents bigint not null default 0,
  benefits_cents bigint not null default 0,
  employee_benefits_deductions_cents bigint not null default 0,
  reimbursements_cents bigint not null default 0,
  net_pay_cents bigint not null default 0,
  submission_blockers jsonb not null default '[]' check (jsonb_typeof(submission_blockers) = 'array'),
  credit_blockers jsonb not null default '[]' check (jsonb_typeof(credit_blockers) = 'array'),
  -- why the last posting attempt did not post (an unmapped line, an unbalanced report), cleared once posted
  posting_problem text check (length(posting_problem) <= 500),
  synced_at timestamptz not null default now(),
  unique (organization_id, payroll_uuid)
);
create index payrolls_check_date_idx on public.payrolls (organization_id, check_date desc);

/** Section: ledger report requests (§3 "Ledger report request": report_urls, request_uuid, status; §4 statuses) */
create table public.payroll_ledger_requests (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  payroll_id uuid not null references public.payrolls (id) on delete cascade,
  request_uuid uuid not null unique,
  aggregation text not null check (aggregation in ('default', 'job', 'department', 'integration')),
  status text not null check (status in ('succeeded', 'pending', 'failed')),
  report_urls text[] not null default '{}',
  report jsonb check (jsonb_typeof(report) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index payroll_ledger_requests_payroll_idx on public.payroll_ledger_requests (payroll_id);
create index payroll_ledger_requests_organization_idx on public.payroll_ledger_requests (organization_id);

/** Section: the Gusto chart-of-accounts mapping (accounting §3.9): one ledger account per payroll entry line */
create table public.payroll_account_mappings (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  line text not null check (line in ('Wages', 'Employer Taxes', 'Benefits', 'Reimbursements', 'Net Pay',
    'Tax Liabilities', 'Benefit Liabilities')),
  account_id text not null check (length(account_id) between 1 and 100),
  account_name text not null check (length(account_name) between 1 and 200),
  updated_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (organization_id, line)
);

/** Section: row-level security */
alter table public.payroll_employees enable row level security;
alter table public.payroll_contractors enable row level security;
alter table public.payroll_contractor_payments enable row level security;
alter table public.payrolls enable row level security;
alter table public.payroll_ledger_requests enable row level security;
alter table public.payroll_account_mappings enable row level security;

create policy "Staff of a client and members granted payroll read its payroll employees" on public.payroll_employees
  for select to authenticated using ((select private.can_read_payroll(organization_id)));
create policy "Staff of a client and members granted payroll read its contractors" on public.payroll_contractors
  for select to authenticated using ((select private.can_read_payroll(organization_id)));
create policy "Staff of a client and members granted payroll read its contractor payments" on public.payroll_contractor_payments
  for select to authenticated using ((select private.can_read_payroll(organization_id)));
create policy "Staff of a client and members granted payroll read its payrolls" on public.payrolls
  for select to authenticated using ((select private.can_read_payroll(organization_id)));
create policy "Staff of a client read its payroll ledger requests" on public.payroll_ledger_requests
  for select to authenticated using ((select private.can_map_payroll(organization_id)));
create policy "Staff of a client and members granted payroll read its payroll mapping" on public.payroll_account_mappings
  for select to authenticated using ((select private.can_read_payroll(organization_id)));
create policy "Bookkeepers of a client map its payroll lines" on public.payroll_account_mappings
  for insert to authenticated with check ((select private.can_map_payroll(organization_id)));
create policy "Bookkeepers of a client change its payroll mapping" on public.payroll_account_mappings
  for update to authenticated using ((select private.can_map_payroll(organization_id)))
  with check ((select private.can_map_payroll(organization_id)));
create policy "Bookkeepers of a client remove a line of its payroll mapping" on public.payroll_account_mappings
  for delete to authenticated using ((select private.can_map_payroll(organization_id)));

revoke insert, update, delete, truncate on public.payroll_employees, public.payroll_contractors,
  public.payroll_contractor_payments, public.payrolls, public.payroll_ledger_requests from anon, authenticated;
revoke truncate on public.payroll_account_mappings from anon, authenticated;
revoke all on public.payroll_account_mappings from anon;

select private.require_second_factor('public.payroll_employees');
select private.require_second_factor('public.payroll_contractors');
select private.require_second_factor('public.payroll_contractor_payments');
select private.require_second_factor('public.payrolls');
select private.require_second_factor('public.payroll_ledger_requests');
select private.require_second_factor('public.payroll_account_mappings');

/** Section: screens refetch on change (pointers only, as every org topic carries) */
create trigger payrolls_broadcast_insert after insert on public.payrolls
  referencing new table as changed for each statement execute function private.broadcast_org_change('payroll_changed');
create trigger payrolls_broadcast_update after update on public.payrolls
  referencing new table as changed for each statement execute function private.broadcast_org_change('payroll_changed');
create trigger payroll_account_mappings_broadcast_insert after insert on public.payroll_account_mappings
  referencing new table as changed for each statement execute function private.broadcast_org_change('payroll_changed');
create trigger payroll_account_mappings_broadcast_update after update on public.payroll_account_mappings
  referencing new table as changed for each statement execute function private.broadcast_org_change('payroll_changed');

/** Section: a payroll is booked once (one `payroll` entry record per Gusto payroll, whatever runs again) */
create unique index journal_entries_payroll_key on public.journal_entries (organization_id, source_ref)
  where type = 'payroll';

/** Section: subscribers of events emitted before the first worker start (seeded connections) */
insert into public.event_subscriptions (handler_name, source, event_type, arguments_config)
values ('gusto.process-webhook', 'gusto', 'webhook', '{}')
on conflict do nothing;
