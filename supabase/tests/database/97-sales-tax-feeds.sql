-- The invoicing and Stripe feeds into sales_tax_line_items (21_sales_tax.sql, 35_sales_tax_stripe.sql): every banking invoice line and every
-- Stripe invoice line is a line item exactly once, whatever writes it and however often; the discount and the tax are
-- shared out over the lines to the cent; cancelled, void, draft and non-USD invoices are not sales; a customer without
-- a US state contributes nothing; and the ledger refresh does not count a banking invoice's ledger copy again.
begin;
select plan(20);

insert into public.organizations (id, legal_name) values ('b9700000-0000-4000-8000-00000000000a', 'Feeds 97');
insert into public.invoice_customers (id, organization_id, name, email, city, state) values
  ('c9700000-0000-4000-8000-000000000001', 'b9700000-0000-4000-8000-00000000000a', 'Hill Country Labs', 'ap@hill.test', 'Austin', 'TX'),
  ('c9700000-0000-4000-8000-000000000002', 'b9700000-0000-4000-8000-00000000000a', 'Abroad Ltd', 'ap@abroad.test', 'London', null);

-- $180 of lines ($30 of them untaxed), a 10% discount ($18), 8.25% on the taxable $135 after its share: $11.14
insert into public.invoices (id, organization_id, number, invoice_number, customer_id, status, invoice_date, payment_term,
  invoice_due_date, sales_tax_rate_micros, discount_percent_micros, subtotal_micros, discount_micros, tax_micros,
  amount_micros, public_token_hash) values
  ('e9700000-0000-4000-8000-000000000001', 'b9700000-0000-4000-8000-00000000000a', 1, 'INV-1',
   'c9700000-0000-4000-8000-000000000001', 'Sent', '2026-05-04', 'Net30', '2026-06-03', 82500, 10000000, 180000000,
   18000000, 11140000, 173140000, sha256('e97-1'::bytea));
select is((select count(*)::int from public.sales_tax_line_items where transaction_id = 'e9700000-0000-4000-8000-000000000001'),
  0, 'an invoice without lines yet is no line item');
insert into public.invoice_lines (id, organization_id, invoice_id, position, title, price_micros, quantity_thousandths,
  amount_micros, taxable) values
  ('d9700000-0000-4000-8000-000000000001', 'b9700000-0000-4000-8000-00000000000a', 'e9700000-0000-4000-8000-000000000001', 0, 'Setup', 100000000, 1000, 100000000, true),
  ('d9700000-0000-4000-8000-000000000002', 'b9700000-0000-4000-8000-00000000000a', 'e9700000-0000-4000-8000-000000000001', 1, 'Support', 50000000, 1000, 50000000, true),
  ('d9700000-0000-4000-8000-000000000003', 'b9700000-0000-4000-8000-00000000000a', 'e9700000-0000-4000-8000-000000000001', 2, 'Training', 30000000, 1000, 30000000, false);

create function pg_temp.inv(line text, col text) returns bigint language plpgsql as $$
declare v bigint;
begin
  execute format('select %I from public.sales_tax_line_items where provider = ''invoices'' and line_item_id = %L', col, line) into v;
  return v;
end $$;

select is((select count(*)::int from public.sales_tax_line_items where organization_id = 'b9700000-0000-4000-8000-00000000000a' and provider = 'invoices'), 3,
  'each invoice line becomes one line item');
select results_eq($$select line_item_id, amount_excluding_tax_cents, taxable_amount_cents, tax_collected_cents, amount_cents
    from public.sales_tax_line_items where organization_id = 'b9700000-0000-4000-8000-00000000000a' and provider = 'invoices' order by amount_cents desc$$,
  $$values ('d9700000-0000-4000-8000-000000000001', 9000::bigint, 9000::bigint, 742::bigint, 9742::bigint),
           ('d9700000-0000-4000-8000-000000000002', 4500::bigint, 4500::bigint, 372::bigint, 4872::bigint),
           ('d9700000-0000-4000-8000-000000000003', 2700::bigint, 0::bigint, 0::bigint, 2700::bigint)$$,
  'the discount falls on every line by amount and the tax on the taxable lines, to the cent');
select is((select sum(tax_collected_cents)::bigint from public.sales_tax_line_items where organization_id = 'b9700000-0000-4000-8000-00000000000a' and provider = 'invoices'), 1114::bigint,
  '... adding up to the invoice''s tax');
select is((select state || '/' || city || '/' || type || '/' || tax_rate_micros from public.sales_tax_line_items
  where line_item_id = 'd9700000-0000-4000-8000-000000000001'), 'TX/Austin/service/82500',
  'a line is sourced to its customer''s state and city, a service at the invoice''s rate');
select is(pg_temp.inv('d9700000-0000-4000-8000-000000000003', 'tax_rate_micros'), 0::bigint, 'an untaxed line has no rate');

update public.invoices set memo = 'Thanks' where id = 'e9700000-0000-4000-8000-000000000001';
update public.invoices set memo = 'Thanks again' where id = 'e9700000-0000-4000-8000-000000000001';
select is((select count(*)::int from public.sales_tax_line_items where organization_id = 'b9700000-0000-4000-8000-00000000000a' and provider = 'invoices'), 3,
  'writing the invoice again leaves each line once');
update public.invoice_lines set customer_state = 'OK' where id = 'd9700000-0000-4000-8000-000000000002';
select is((select state from public.sales_tax_line_items where line_item_id = 'd9700000-0000-4000-8000-000000000002'), 'OK',
  'a line''s own customer state wins over the customer''s');
delete from public.invoice_lines where id = 'd9700000-0000-4000-8000-000000000003';
select is((select count(*)::int from public.sales_tax_line_items where organization_id = 'b9700000-0000-4000-8000-00000000000a' and provider = 'invoices'), 2, 'a removed line leaves');

insert into public.invoices (id, organization_id, number, invoice_number, customer_id, status, invoice_date, payment_term,
  invoice_due_date, subtotal_micros, amount_micros, public_token_hash) values
  ('e9700000-0000-4000-8000-000000000002', 'b9700000-0000-4000-8000-00000000000a', 2, 'INV-2',
   'c9700000-0000-4000-8000-000000000002', 'Sent', '2026-05-04', 'Net30', '2026-06-03', 5000000, 5000000, sha256('e97-2'::bytea));
insert into public.invoice_lines (organization_id, invoice_id, position, title, price_micros, quantity_thousandths, amount_micros)
  values ('b9700000-0000-4000-8000-00000000000a', 'e9700000-0000-4000-8000-000000000002', 0, 'Advice', 5000000, 1000, 5000000);
select is((select count(*)::int from public.sales_tax_line_items where transaction_id = 'e9700000-0000-4000-8000-000000000002'),
  0, 'a customer without a US state contributes nothing');

update public.invoices set status = 'Cancelled', cancelled_at = now() where id = 'e9700000-0000-4000-8000-000000000001';
select is((select count(*)::int from public.sales_tax_line_items where organization_id = 'b9700000-0000-4000-8000-00000000000a' and provider = 'invoices'), 0,
  'a cancelled invoice is no sale');

/** Section: Stripe */
create function pg_temp.stripe(ext text, status text, currency text, tax bigint, version bigint, raw jsonb) returns void
language sql as $$
  insert into public.stripe_objects (organization_id, kind, external_id, status, currency, amount_cents, tax_cents,
    customer_id, customer_state, customer_address, provider_created_at, version, raw)
  values ('b9700000-0000-4000-8000-00000000000a', 'invoice', ext, status, currency, 10800, tax, 'cus_97', 'NY',
    '{"city": "Brooklyn", "state": "NY", "country": "US"}', '2026-05-10T23:30:00Z', version, raw)
  on conflict (organization_id, kind, external_id) do update set status = excluded.status, raw = excluded.raw,
    version = excluded.version, updated_at = now()
    where excluded.version > stripe_objects.version
$$;

select pg_temp.stripe('in_97a', 'paid', 'USD', 800, 1, '{"subscription": "sub_97", "customer_name": "Gowanus Labs",
  "lines": {"data": [{"id": "il_97a1", "amount": 6000, "description": "Pro plan"}, {"id": "il_97a2", "amount": 4000}]}}');
select results_eq($$select line_item_id, amount_excluding_tax_cents, tax_collected_cents, tax_rate_micros, type, txn_date::text
    from public.sales_tax_line_items where organization_id = 'b9700000-0000-4000-8000-00000000000a' and provider = 'stripe' and transaction_id = 'in_97a' order by line_item_id$$,
  $$values ('il_97a1', 6000::bigint, 480::bigint, 80000, 'service', '2026-05-10'),
           ('il_97a2', 4000::bigint, 320::bigint, 80000, 'service', '2026-05-10')$$,
  'a Stripe invoice''s lines become line items, the invoice''s tax shared out by amount, dated by Stripe''s UTC day');
select is((select name || ' ' || (customer ->> 'name') || ' ' || state || ' ' || city from public.sales_tax_line_items
  where line_item_id = 'il_97a1'), 'Pro plan Gowanus Labs NY Brooklyn', 'with the customer and where they are');
select pg_temp.stripe('in_97a', 'paid', 'USD', 800, 1, '{"lines": {"data": [{"id": "il_97a1", "amount": 1}]}}');
select is((select count(*)::int from public.sales_tax_line_items where transaction_id = 'in_97a'), 2,
  'a replayed delivery changes nothing');
select pg_temp.stripe('in_97a', 'paid', 'USD', 800, 1, '{"subscription": "sub_97",
  "lines": {"data": [{"id": "il_97a1", "amount": 6000}, {"id": "il_97a2", "amount": 4000}]}}');
select is((select count(*)::int from public.sales_tax_line_items where organization_id = 'b9700000-0000-4000-8000-00000000000a' and provider = 'stripe'), 2,
  '... and the same lines written twice are still two');
select pg_temp.stripe('in_97a', 'void', 'USD', 800, 2, '{"lines": {"data": [{"id": "il_97a1", "amount": 6000}]}}');
select is((select count(*)::int from public.sales_tax_line_items where transaction_id = 'in_97a'), 0,
  'a voided invoice is no sale');

select pg_temp.stripe('in_97b', 'paid', 'USD', 999, 1, '{"lines": {"data": [
  {"id": "il_97b1", "amount": 5000, "taxes": [{"amount": 444, "taxable_amount": 5000}]},
  {"amount": 2500, "taxes": []}]}}');
select results_eq($$select line_item_id, taxable_amount_cents, tax_collected_cents, type
    from public.sales_tax_line_items where transaction_id = 'in_97b' order by line_item_id$$,
  $$values ('il_97b1', 5000::bigint, 444::bigint, 'product'), ('line-2', 0::bigint, 0::bigint, 'product')$$,
  'Stripe''s own per-line taxes win; a line without an id is named by its position; a one-off line is a product');
select pg_temp.stripe('in_97c', 'draft', 'USD', 0, 1, '{"lines": {"data": [{"id": "il_97c", "amount": 100}]}}');
select pg_temp.stripe('in_97d', 'paid', 'EUR', 0, 1, '{"lines": {"data": [{"id": "il_97d", "amount": 100}]}}');
select is((select count(*)::int from public.sales_tax_line_items where transaction_id in ('in_97c', 'in_97d')), 0,
  'draft and non-USD invoices are not counted');

/** Section: the ledger refresh does not count a banking invoice twice */
insert into auth.users (id, email) values ('a9700000-0000-4000-8000-000000000001', 'om@feeds97.test');
insert into public.organization_members values ('b9700000-0000-4000-8000-00000000000a', 'a9700000-0000-4000-8000-000000000001', 'admin');
with acct as (
  insert into public.ledger_accounts (organization_id, name, account_type, account_sub_type) values
    ('b9700000-0000-4000-8000-00000000000a', 'Services 97', 'Income', 'ServiceFeeIncome') returning id
), cust as (
  insert into public.ledger_names (organization_id, kind, display_name)
    values ('b9700000-0000-4000-8000-00000000000a', 'customer', 'Hill Country Labs') returning id
), addr as (
  insert into public.sales_tax_customer_addresses (organization_id, name_id, city, state, postal_code)
    select 'b9700000-0000-4000-8000-00000000000a', id, 'Austin', 'TX', '78701' from cust
), txn as (
  insert into public.ledger_transactions (organization_id, kind, txn_date, name_id, total_cents)
    select 'b9700000-0000-4000-8000-00000000000a', 'Invoice', '2026-05-04', id, 5000 from cust, generate_series(1, 2)
    returning id, name_id
)
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date, name_id)
  select 'b9700000-0000-4000-8000-00000000000a', txn.id, '1', acct.id, -5000, '2026-05-04', txn.name_id from txn, acct;
update public.invoices set ledger_invoice_id = (select min(id)::text from public.ledger_transactions
  where organization_id = 'b9700000-0000-4000-8000-00000000000a') where id = 'e9700000-0000-4000-8000-000000000002';
select set_config('role', 'authenticated', true),
  set_config('request.jwt.claims', '{"sub": "a9700000-0000-4000-8000-000000000001", "role": "authenticated"}', true);
select is(public.sales_tax_refresh_ledger('b9700000-0000-4000-8000-00000000000a'), 1,
  'the ledger refresh skips the ledger copy of a banking invoice');
reset role;
select is((select count(*)::int from public.sales_tax_line_items where organization_id = 'b9700000-0000-4000-8000-00000000000a' and provider = 'ledger'), 1, '... so the sale is counted once');

select * from finish();
rollback;
