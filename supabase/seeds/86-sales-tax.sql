-- Demo sales tax (docs/sales-tax.md): Acme Robotics has the taxes flag on and a year of sales line items, dated from
-- today so the picture holds whenever the demo starts: Stripe subscription lines in Texas that, with the ledger's
-- invoices to a Texas customer, crossed its $500,000 twelve-month threshold months ago, Tennessee at about 85% of its $100,000 twelve-month threshold (near),
-- smaller sales in New York, Washington and California, invoiced hardware lines with a city, and the ledger's own
-- invoices sourced to two customers given an address (Austin and Oakland; the ledger feed run as the
-- bookkeeper). Idempotent: line items
-- are keyed by source, transaction and line.

insert into public.organization_feature_flags (organization_id, flag_name, enabled)
values ('10000000-0000-4000-8000-000000000001', 'taxes', true)
on conflict do nothing;

insert into public.sales_tax_customer_addresses (organization_id, name_id, email, line1, city, state, postal_code)
select n.organization_id, n.id, v.email, v.line1, v.city, v.state, v.zip
  from public.ledger_names n
  join (values ('Northwind Logistics', 'ap@northwind.example', '400 Congress Ave', 'Austin', 'TX', '78701'),
               ('Contoso Manufacturing', 'billing@contoso.example', '1 Broadway', 'Oakland', 'CA', '94607'))
         as v(name, email, line1, city, state, zip) on v.name = n.display_name
 where n.organization_id = '10000000-0000-4000-8000-000000000001' and n.kind = 'customer'
on conflict do nothing;

-- Stripe subscriptions, one line every day for a year: Texas $1,650 a day from 365 to 0 days ago (the twelve-month
-- total reaches $500,000 on about day 303, some two months ago), Tennessee $235 a day (about $85,800: near).
insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, name, txn_date,
  amount_cents, amount_excluding_tax_cents, taxable_amount_cents, tax_owed_cents, tax_collected_cents, tax_rate_micros,
  type, state, city, customer)
select '10000000-0000-4000-8000-000000000001', 'stripe', 'in_demo_' || s.state || '_' || d, 'il_' || s.state || '_' || d,
       'Acme Cloud subscription', current_date - d, s.cents, s.cents, s.cents, 0, 0, 0, 'service', s.state, s.city,
       jsonb_build_object('id', 'cus_demo_' || lower(s.state), 'name', s.customer, 'email', s.email,
         'address', jsonb_build_object('city', s.city, 'state', s.state))
  from generate_series(0, 364) as d,
       (values ('TX', 165000, 'Houston', 'Lone Star Freight', 'ops@lonestar.example'),
               ('TN', 23500, 'Nashville', 'Music Row Media', 'it@musicrow.example'),
               ('NY', 4000, 'Brooklyn', 'Gowanus Labs', 'hello@gowanus.example'),
               ('CA', 9000, 'Oakland', 'Bay Robotics', 'ap@bayrobotics.example'))
         as s(state, cents, city, customer, email)
 where s.state in ('TX', 'TN') or d % 7 = 0
on conflict do nothing;

-- Invoiced hardware (products) to Washington: twice a month, $2,400 each, with the tax collected at 6.5%.
insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, name, txn_date,
  amount_cents, amount_excluding_tax_cents, taxable_amount_cents, tax_owed_cents, tax_collected_cents, tax_rate_micros,
  type, state, county, city, customer)
select '10000000-0000-4000-8000-000000000001', 'invoices', 'INV-ST-' || d, '1', 'Robot arm kit', current_date - d,
       255600, 240000, 240000, 15600, 15600, 65000, 'product', 'WA', 'King', 'Seattle',
       '{"id": "cascade", "name": "Cascade Robotics", "email": "ap@cascade.example"}'::jsonb
  from generate_series(5, 360, 15) as d
on conflict do nothing;

-- The ledger's invoices to the customers above become line items, as the bookkeeper's refresh would make them.
do $$
begin
  perform set_config('request.jwt.claims', '{"sub": "00000000-0000-4000-8000-000000000003", "role": "authenticated"}', true);
  perform public.sales_tax_refresh_ledger('10000000-0000-4000-8000-000000000001');
  perform set_config('request.jwt.claims', '', true);
end $$;

-- Vendor contacts for this year's 1099s: the addresses W-9 requests go to. No W-9 status is written here: the demo's
-- requests are made by the real flow when `npm start` is up (supabase/local/src/demo-w9s.ts: the business created
-- with the tax-form service sandbox, the requests sent through the API, the vendors' answers arriving by webhook).
-- Digi-Key's address is under the reserved .invalid domain, so its request bounces; Amazon Web Services (paid mostly
-- by card, a 1099 vendor for its checks) has no email, so the 1099 screen asks for one before any request.
insert into public.vendor_tax_records (organization_id, name_id, year, vendor_email)
select n.organization_id, n.id, extract(year from current_date)::smallint, v.email
  from public.ledger_names n
  join (values ('Cooley LLP', 'billing@cooley.example'),
               ('WeWork', 'ap@wework.example'),
               ('Digi-Key Electronics', 'orders@digikey.invalid'),
               ('Google Ads', 'ads-billing@google.example'),
               ('Delta Air Lines', 'corporate.travel@delta.example'),
               ('Amazon Web Services', null))
         as v(name, email) on v.name = n.display_name
 where n.organization_id = '10000000-0000-4000-8000-000000000001' and n.kind = 'vendor'
on conflict do nothing;
