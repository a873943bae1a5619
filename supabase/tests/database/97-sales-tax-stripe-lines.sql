-- The Stripe feed reads every line of an invoice (35_sales_tax_stripe.sql): Stripe embeds the first ten, the ingest's
-- line paging stores the rest in stripe_invoice_lines, and those reach the sales-tax line items too, the invoice's
-- tax shared out over all of them to the cent. Written in the ingest's order: the invoice, its embedded lines, then
-- the whole list.
begin;
select plan(9);

insert into public.organizations (id, legal_name) values ('b9710000-0000-4000-8000-00000000000a', 'Stripe lines 97');

-- 25 lines of $12.34 each ($308.50), $25.45 of tax on the invoice (8.25%), Stripe embedding the first ten
create function pg_temp.line(n int) returns jsonb language sql as $$
  select jsonb_build_object('id', 'il_97L' || lpad(n::text, 2, '0'), 'amount', 1234, 'currency', 'usd',
    'description', 'Seat ' || n, 'period', jsonb_build_object('start', 1778457600, 'end', 1781049600))
$$;
insert into public.stripe_objects (organization_id, kind, external_id, status, currency, amount_cents, tax_cents,
  customer_id, customer_state, customer_address, provider_created_at, version, raw)
values ('b9710000-0000-4000-8000-00000000000a', 'invoice', 'in_97L', 'paid', 'USD', 33395, 2545, 'cus_97L', 'TX',
  '{"city": "Austin", "state": "TX", "country": "US"}', '2026-05-10T12:00:00Z', 1,
  jsonb_build_object('lines', jsonb_build_object('has_more', true, 'total_count', 25,
    'data', (select jsonb_agg(pg_temp.line(n) order by n) from generate_series(1, 10) n))));
select is((select count(*)::int from public.sales_tax_line_items where transaction_id = 'in_97L'), 10,
  'the invoice written: its ten embedded lines');

create function pg_temp.store(first int, last int) returns void language sql as $$
  insert into public.stripe_invoice_lines (organization_id, invoice_id, line_id, position, currency, amount_cents,
    description, period_start, period_end)
  select 'b9710000-0000-4000-8000-00000000000a', 'in_97L', 'il_97L' || lpad(n::text, 2, '0'), n - 1, 'USD', 1234,
    'Seat ' || n, '2026-05-11', '2026-06-10'
    from generate_series(first, last) n
  on conflict (organization_id, invoice_id, line_id) do update set amount_cents = excluded.amount_cents,
    updated_at = now()
$$;
select pg_temp.store(1, 10);
select is((select count(*)::int from public.sales_tax_line_items where transaction_id = 'in_97L'), 10,
  'its embedded lines stored: still ten');
select pg_temp.store(1, 25);
select is((select count(*)::int from public.sales_tax_line_items where transaction_id = 'in_97L'), 25,
  'the line paging stored the rest: 25 line items');
select results_eq($$select sum(amount_excluding_tax_cents)::bigint, sum(tax_collected_cents)::bigint,
    sum(amount_cents)::bigint, count(distinct line_item_id)::int
    from public.sales_tax_line_items where transaction_id = 'in_97L'$$,
  $$values (30850::bigint, 2545::bigint, 33395::bigint, 25)$$,
  'to the cent: $308.50 of sales and the invoice''s $25.45 of tax, over 25 distinct lines');
select is((select array_agg(distinct tax_collected_cents order by tax_collected_cents) from public.sales_tax_line_items
  where transaction_id = 'in_97L'), array[101, 102]::bigint[], 'each line''s share of the tax is $1.01 or $1.02');
select results_eq($$select line_item_id, name, type, state, txn_date::text from public.sales_tax_line_items
    where transaction_id = 'in_97L' and line_item_id in ('il_97L01', 'il_97L25') order by line_item_id$$,
  $$values ('il_97L01', 'Seat 1', 'service', 'TX', '2026-05-10'), ('il_97L25', 'Seat 25', 'service', 'TX', '2026-05-10')$$,
  'a stored line is named, typed (a month of service) and sourced like an embedded one');

select pg_temp.store(11, 25);
select is((select count(*)::int from public.sales_tax_line_items where transaction_id = 'in_97L'), 25,
  'the lines stored again: still 25');

-- an invoice that embeds all its lines ignores a stored line it no longer has
insert into public.stripe_invoice_lines (organization_id, invoice_id, line_id, position, amount_cents)
values ('b9710000-0000-4000-8000-00000000000a', 'in_97M', 'il_97Mold', 1, 500);
insert into public.stripe_objects (organization_id, kind, external_id, status, currency, amount_cents, tax_cents,
  customer_state, provider_created_at, version, raw)
values ('b9710000-0000-4000-8000-00000000000a', 'invoice', 'in_97M', 'open', 'USD', 700, 0, 'TX',
  '2026-05-10T12:00:00Z', 1, '{"lines": {"has_more": false, "data": [{"id": "il_97M1", "amount": 700}]}}');
select is((select string_agg(line_item_id, ',') from public.sales_tax_line_items where transaction_id = 'in_97M'),
  'il_97M1', 'without has_more the embedded lines are the whole invoice');

update public.stripe_objects set status = 'void', version = 2
 where organization_id = 'b9710000-0000-4000-8000-00000000000a' and external_id = 'in_97L';
select is((select count(*)::int from public.sales_tax_line_items where transaction_id = 'in_97L'), 0,
  'voided: none of its 25 lines is a sale');

select * from finish();
rollback;
