-- Sales-tax permission rules (21_sales_tax.sql): anyone with access to an organization reads its line items, roll-ups
-- and customer addresses; members and staff write them, reviewers only read; another organization's rows are neither
-- seen nor written. The ledger feed turns income postings of customers with an address into line items, sourced to
-- the customer's state, typed by the income account, and refuses a caller who may not edit the organization. 1099
-- vendor records follow the same rule; vendors' TINs only the organization's admins and staff read or write.
--   om = member (admin) of org A, ou = plain member of org A, bk = org A's bookkeeper, rv = org A's reviewer, ob = member of org B
begin;
select plan(23);

insert into auth.users (id, email) values
  ('a9200000-0000-4000-8000-000000000001', 'om@tax92.test'), ('a9200000-0000-4000-8000-000000000002', 'bk@tax92.test'),
  ('a9200000-0000-4000-8000-000000000003', 'rv@tax92.test'), ('a9200000-0000-4000-8000-000000000004', 'ob@tax92.test'),
  ('a9200000-0000-4000-8000-000000000005', 'ou@tax92.test');
update public.users set role = 'bookkeeper' where id in ('a9200000-0000-4000-8000-000000000002', 'a9200000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values
  ('b9200000-0000-4000-8000-00000000000a', 'Tax 92 A'), ('b9200000-0000-4000-8000-00000000000b', 'Tax 92 B');
insert into public.organization_members values ('b9200000-0000-4000-8000-00000000000a', 'a9200000-0000-4000-8000-000000000001', 'admin'),
  ('b9200000-0000-4000-8000-00000000000b', 'a9200000-0000-4000-8000-000000000004', 'admin'),
  ('b9200000-0000-4000-8000-00000000000a', 'a9200000-0000-4000-8000-000000000005', 'user');
insert into public.bookkeeper_assignments values ('b9200000-0000-4000-8000-00000000000a', 'a9200000-0000-4000-8000-000000000002', true);
insert into public.reviewer_assignments values ('b9200000-0000-4000-8000-00000000000a', 'a9200000-0000-4000-8000-000000000003');

insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, txn_date, amount_cents,
  amount_excluding_tax_cents, taxable_amount_cents, tax_collected_cents, type, state, city) values
  ('b9200000-0000-4000-8000-00000000000a', 'stripe', 'in_1', 'il_1', '2026-03-14', 10000, 10000, 10000, 0, 'service', 'TX', 'Austin'),
  ('b9200000-0000-4000-8000-00000000000a', 'invoices', 'inv_1', '1', '2026-03-20', 5000, 5000, 5000, 300, 'product', 'TX', null),
  ('b9200000-0000-4000-8000-00000000000b', 'stripe', 'in_b', 'il_b', '2026-03-14', 777, 777, 777, 0, 'service', 'NY', null);

-- org A's ledger: an income account for products, a customer in Washington, an invoice of $1,200
with acct as (
  insert into public.ledger_accounts (organization_id, name, account_type, account_sub_type) values
    ('b9200000-0000-4000-8000-00000000000a', 'Product sales 92', 'Income', 'SalesOfProductIncome'),
    ('b9200000-0000-4000-8000-00000000000a', 'Receivable 92', 'Accounts Receivable', null) returning id, account_type
), cust as (
  insert into public.ledger_names (organization_id, kind, display_name) values ('b9200000-0000-4000-8000-00000000000a', 'customer', 'Rainier Robotics') returning id
), addr as (
  insert into public.sales_tax_customer_addresses (organization_id, name_id, city, state, postal_code)
    select 'b9200000-0000-4000-8000-00000000000a', id, 'Seattle', 'WA', '98101' from cust
), txn as (
  insert into public.ledger_transactions (organization_id, kind, txn_date, name_id, total_cents)
    select 'b9200000-0000-4000-8000-00000000000a', 'Invoice', '2026-04-02', id, 120000 from cust returning id, name_id
)
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date, name_id)
  select 'b9200000-0000-4000-8000-00000000000a', txn.id, '1', acct.id,
         case when acct.account_type = 'Income' then -120000 else 120000 end, '2026-04-02', txn.name_id
    from txn, acct;

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true),
    set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;

/** Section: reading */
select pg_temp.as_user('a9200000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.sales_tax_line_items), 2, 'a member reads their organization''s line items only');
select is((select taxable_amount_cents from public.sales_tax_monthly_rollups where jurisdiction_level = 'state' and state = 'TX'),
  15000::bigint, 'the roll-up sums the month''s taxable amount by state');
select is((select jurisdiction_name from public.sales_tax_monthly_rollups where jurisdiction_level = 'city'), 'Austin',
  '... and by city when the line names one');
select pg_temp.as_user('a9200000-0000-4000-8000-000000000003');
select is((select count(*)::int from public.sales_tax_line_items), 2, 'the reviewer reads them');
select pg_temp.as_user('a9200000-0000-4000-8000-000000000004');
select is((select count(*)::int from public.sales_tax_line_items), 1, 'another organization''s member sees only their own');
select is((select count(*)::int from public.sales_tax_monthly_rollups where organization_id = 'b9200000-0000-4000-8000-00000000000a'), 0,
  '... and none of its roll-ups');
select is((select count(*)::int from public.sales_tax_customer_addresses), 0, '... nor where its customers are');

/** Section: writing */
select pg_temp.as_user('a9200000-0000-4000-8000-000000000003');
select throws_ok($$insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, txn_date,
  amount_cents, amount_excluding_tax_cents, type, state) values ('b9200000-0000-4000-8000-00000000000a', 'stripe', 'x', 'y',
  '2026-01-01', 1, 1, 'service', 'TX')$$, '42501', null, 'a reviewer cannot add a line item');
select pg_temp.as_user('a9200000-0000-4000-8000-000000000004');
select throws_ok($$insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, txn_date,
  amount_cents, amount_excluding_tax_cents, type, state) values ('b9200000-0000-4000-8000-00000000000a', 'stripe', 'x', 'y',
  '2026-01-01', 1, 1, 'service', 'TX')$$, '42501', null, 'another organization''s member cannot add one');
update public.sales_tax_line_items set amount_cents = 0 where organization_id = 'b9200000-0000-4000-8000-00000000000a';
delete from public.sales_tax_line_items where organization_id = 'b9200000-0000-4000-8000-00000000000a';
select throws_ok($$select public.sales_tax_refresh_ledger('b9200000-0000-4000-8000-00000000000a')$$, '42501', null,
  '... nor refresh its ledger line items');
select pg_temp.as_user('a9200000-0000-4000-8000-000000000002');
select is((select sum(amount_cents)::bigint from public.sales_tax_line_items), 15000::bigint,
  'their update and delete touched none of the organization''s rows');
select lives_ok($$insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, txn_date,
  amount_cents, amount_excluding_tax_cents, type, state) values ('b9200000-0000-4000-8000-00000000000a', 'invoices', 'inv_2', '1',
  '2026-05-01', 1, 1, 'service', 'TX')$$, 'the bookkeeper adds a line item');
select throws_ok($$insert into public.sales_tax_line_items (organization_id, provider, transaction_id, line_item_id, txn_date,
  amount_cents, amount_excluding_tax_cents, type, state) values ('b9200000-0000-4000-8000-00000000000a', 'paypal', 'p', '1',
  '2026-05-01', 1, 1, 'service', 'TX')$$, '23514', null, 'an unknown provider is refused');

/** Section: the ledger feed */
select is(public.sales_tax_refresh_ledger('b9200000-0000-4000-8000-00000000000a'), 1, 'the bookkeeper refreshes the ledger line items: one income posting');
select results_eq($$select state, city, type, amount_cents, taxable_amount_cents, customer->>'name' from public.sales_tax_line_items
  where provider = 'ledger'$$, $$values ('WA'::text, 'Seattle'::text, 'product'::text, 120000::bigint, 120000::bigint, 'Rainier Robotics'::text)$$,
  '... sourced to the customer''s state, a product by its income account, the credit as the sale');
select is(public.sales_tax_refresh_ledger('b9200000-0000-4000-8000-00000000000a'), 1, 'refreshing again replaces, never doubles');
select pg_temp.as_user('a9200000-0000-4000-8000-000000000001');
select lives_ok($$update public.sales_tax_customer_addresses set state = 'OR' where organization_id = 'b9200000-0000-4000-8000-00000000000a'$$,
  'a member corrects where a customer is');

/** Section: 1099 vendors and their TINs */
reset role;
insert into public.ledger_names (organization_id, kind, display_name) values ('b9200000-0000-4000-8000-00000000000a', 'vendor', 'Cooley 92');
select pg_temp.as_user('a9200000-0000-4000-8000-000000000001');
select lives_ok($$insert into public.vendor_tax_records (organization_id, name_id, year, vendor_email, w9_status)
  select 'b9200000-0000-4000-8000-00000000000a', id, 2026, 'legal@cooley.test', 'SENT' from public.ledger_names where display_name = 'Cooley 92'$$,
  'a member keeps a 1099 vendor record');
select lives_ok($$insert into public.vendor_tins (organization_id, name_id, tin_type, tin_encrypted, tin_last4)
  select 'b9200000-0000-4000-8000-00000000000a', id, 'EIN', '\x00'::bytea, '6789' from public.ledger_names where display_name = 'Cooley 92'$$,
  'the organization''s admin stores a vendor''s TIN');
select pg_temp.as_user('a9200000-0000-4000-8000-000000000005');
select is((select count(*)::int from public.vendor_tax_records), 1, 'a plain member reads the 1099 vendors');
select is((select count(*)::int from public.vendor_tins), 0, '... but no TIN');
select pg_temp.as_user('a9200000-0000-4000-8000-000000000002');
select is((select tin_last4 from public.vendor_tins), '6789', 'the bookkeeper reads the TIN row');
select pg_temp.as_user('a9200000-0000-4000-8000-000000000004');
select is((select count(*)::int from public.vendor_tax_records) + (select count(*)::int from public.vendor_tins), 0,
  'another organization''s admin sees neither');

select * from finish();
rollback;
