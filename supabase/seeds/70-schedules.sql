-- Demo schedules (docs/schedules.md): Acme Robotics has its schedules screen on and three schedules that began months
-- ago: an annual software licence paid up front (a purchase to 1200 Prepaid Expenses, amortized monthly to 6500), an
-- insurance policy amortized quarterly on the declining method, and a customer's annual support plan invoiced to
-- 2400 Deferred Revenue and recognized monthly into 4000 Sales. Nothing is posted here: the schedules' job, queued
-- at the end, posts every period already due through the ledger interface when the worker starts, so the entries in
-- Acme's reports are the product's own. Idempotent: skipped once Acme has schedules.

insert into public.organization_feature_flags (organization_id, flag_name, enabled)
values ('10000000-0000-4000-8000-000000000001', 'users-schedules', true)
on conflict do nothing;

do $$
declare
  org constant uuid := '10000000-0000-4000-8000-000000000001';
  start_month date := (date_trunc('month', current_date) - interval '5 months')::date;
  start_quarter date := (date_trunc('quarter', current_date) - interval '6 months')::date;
  checking bigint; prepaid bigint; software bigint; rent bigint; deferred bigint; ar bigint; sales bigint; customer bigint;
  vendor bigint; purchase_id bigint; invoice_id bigint;
  ref jsonb;
begin
  if exists (select 1 from public.amortizations where organization_id = org) then
    return;
  end if;
  select id into checking from public.ledger_accounts where organization_id = org and acct_num = '1010';
  select id into prepaid from public.ledger_accounts where organization_id = org and acct_num = '1200';
  select id into software from public.ledger_accounts where organization_id = org and acct_num = '6500';
  select id into rent from public.ledger_accounts where organization_id = org and acct_num = '6400';
  select id into ar from public.ledger_accounts where organization_id = org and acct_num = '1100';
  select id into sales from public.ledger_accounts where organization_id = org and acct_num = '4000';
  if prepaid is null or software is null then
    return; -- the ledger seed did not run
  end if;
  insert into public.ledger_accounts (organization_id, name, acct_num, account_type, account_sub_type)
  values (org, '2400 Deferred Revenue', '2400', 'Other Current Liability', 'OtherCurrentLiabilities')
  on conflict do nothing;
  select id into deferred from public.ledger_accounts where organization_id = org and acct_num = '2400';
  select id into customer from public.ledger_names where organization_id = org and kind = 'customer' and display_name = 'Globex Warehousing';
  select id into vendor from public.ledger_names where organization_id = org and kind = 'vendor' and display_name = 'Amazon Web Services';

  -- the licence, paid from checking into prepaid expenses
  insert into public.ledger_transactions (organization_id, kind, txn_date, doc_number, name_id, private_note, total_cents, body, source)
  values (org, 'Purchase', start_month + 2, 'AWS-ANNUAL', vendor, 'Annual platform licence, prepaid', 1200000, jsonb_build_object(
    'TxnDate', start_month + 2, 'DocNumber', 'AWS-ANNUAL', 'PrivateNote', 'Annual platform licence, prepaid', 'PaymentType', 'Check',
    'CurrencyRef', jsonb_build_object('value', 'USD'),
    'AccountRef', jsonb_build_object('value', checking::text, 'name', '1010 Operating Checking'),
    'EntityRef', jsonb_build_object('value', vendor::text, 'name', 'Amazon Web Services', 'type', 'Vendor'),
    'Line', jsonb_build_array(jsonb_build_object('Id', '1', 'Amount', 12000, 'Description', 'Annual platform licence',
      'DetailType', 'AccountBasedExpenseLineDetail', 'AccountBasedExpenseLineDetail',
      jsonb_build_object('AccountRef', jsonb_build_object('value', prepaid::text, 'name', '1200 Prepaid Expenses'))))), 'seed')
  returning id into purchase_id;
  insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, basis, txn_date, name_id, description)
  values (org, purchase_id, 'H', checking, -1200000, 0, start_month + 2, vendor, 'Annual platform licence'),
         (org, purchase_id, '1', prepaid, 1200000, 0, start_month + 2, vendor, 'Annual platform licence');

  -- the support plan, invoiced up front into deferred revenue (accrual)
  insert into public.ledger_transactions (organization_id, kind, txn_date, doc_number, name_id, private_note, total_cents, body, source)
  values (org, 'Invoice', start_month, 'INV-SUPPORT', customer, 'Annual support plan', 2400000, jsonb_build_object(
    'TxnDate', start_month, 'DocNumber', 'INV-SUPPORT', 'PrivateNote', 'Annual support plan', 'Balance', 24000,
    'CurrencyRef', jsonb_build_object('value', 'USD'),
    'CustomerRef', jsonb_build_object('value', customer::text, 'name', 'Globex Warehousing'),
    'Line', jsonb_build_array(jsonb_build_object('Id', '1', 'Amount', 24000, 'Description', 'Annual support plan',
      'DetailType', 'SalesItemLineDetail', 'SalesItemLineDetail',
      jsonb_build_object('AccountRef', jsonb_build_object('value', deferred::text, 'name', '2400 Deferred Revenue'))))), 'seed')
  returning id into invoice_id;
  insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, basis, txn_date, name_id, description)
  values (org, invoice_id, 'H', ar, 2400000, 1, start_month, customer, 'Annual support plan'),
         (org, invoice_id, '1', deferred, -2400000, 1, start_month, customer, 'Annual support plan');

  -- the schedules, as the API creates them (planned in shared/rules/schedules.ts: twelve months, four quarters)
  insert into public.amortizations (organization_id, start_date, end_date, next_amortization_date, expense_name, original_periods,
    remaining_periods, period_interval, amortization_method, amount, remaining_amount, type, credit_account, debit_account,
    anchor_id, anchor_type, anchor_external_ref, transaction_date, vendor, vendor_id, notes)
  values (org, start_month, (start_month + interval '12 months' - interval '1 day')::date, (start_month + interval '1 month' - interval '1 day')::date,
    'Amazon Web Services: annual platform licence', 12, 12, 'month', 'linear', 1200000, 1200000, 'expense',
    jsonb_build_object('value', prepaid::text, 'name', '1200 Prepaid Expenses'), jsonb_build_object('value', software::text, 'name', '6500 Software and Hosting'),
    purchase_id::text, 'purchase', 'Purchase #AWS-ANNUAL', start_month + 2, 'Amazon Web Services', vendor::text, 'Renews every year'),
    (org, start_quarter, (start_quarter + interval '12 months' - interval '1 day')::date, (start_quarter + interval '3 months' - interval '1 day')::date,
    'Office liability insurance', 4, 4, 'quarter', 'linear_gradient', 480000, 480000, 'expense',
    jsonb_build_object('value', prepaid::text, 'name', '1200 Prepaid Expenses'), jsonb_build_object('value', rent::text, 'name', '6400 Rent'),
    null, null, null, null, null, null, null);

  ref := jsonb_build_object('value', deferred::text, 'name', '2400 Deferred Revenue');
  with s as (
    insert into public.revenue_recognition_schedules (organization_id, name, start_date, end_date, next_revenue_recognition_date,
      period_interval, method, unrecognized_amount_micros, original_periods, remaining_periods, deferred_revenue_account, revenue_account)
    values (org, 'Globex Warehousing: annual support plan', start_month, (start_month + interval '12 months' - interval '1 day')::date,
      (start_month + interval '1 month' - interval '1 day')::date, 'month', 'linear', 24000000000, 12, 12, ref,
      jsonb_build_object('value', sales::text, 'name', '4000 Sales'))
    returning id)
  insert into public.revenue_recognition_invoices (schedule_id, organization_id, invoice_id, doc_number, customer, txn_date, amount_micros)
  select s.id, org, invoice_id::text, 'INV-SUPPORT', 'Globex Warehousing', start_month, 24000000000 from s;
end $$;

-- the periods already due post when the worker starts (the daily run's own function; keyed per organization)
select private.enqueue_schedule_postings();
