-- Credit notes and schedule edits of banking invoices (19_invoicing.sql): a person with banking credits an invoice
-- through public.issue_credit_note only (never by writing the table), never more than is left nor more tax than it
-- charged, with its own numbering; a full credit of an unpaid invoice closes it; staff read the notes, nobody else
-- does. A schedule's own items are written by people with banking while it runs; the recurring run bills them, skips
-- a paused schedule, catches up one invoice per period missed while paused once resumed, and follows a moved next
-- issue date without issuing a period twice.
--   ou = member with banking, on = member without it, bk = the organization's bookkeeper, xo = another organization's
--   member with banking
begin;
select plan(28);

insert into auth.users (id, email) values
  ('a6500000-0000-4000-8000-000000000001', 'ou@inv65.test'), ('a6500000-0000-4000-8000-000000000002', 'on@inv65.test'),
  ('a6500000-0000-4000-8000-000000000003', 'bk@inv65.test'), ('a6500000-0000-4000-8000-000000000004', 'xo@inv65.test');
update public.users set role = 'bookkeeper' where id = 'a6500000-0000-4000-8000-000000000003';
update public.users set products = '{accounting,banking}'
  where id in ('a6500000-0000-4000-8000-000000000001', 'a6500000-0000-4000-8000-000000000004');
insert into public.organizations (id, legal_name) values
  ('b6500000-0000-4000-8000-00000000000a', 'Invoice 65 Co'), ('b6500000-0000-4000-8000-00000000000b', 'Other 65 Co');
insert into public.organization_members values
  ('b6500000-0000-4000-8000-00000000000a', 'a6500000-0000-4000-8000-000000000001', 'user'),
  ('b6500000-0000-4000-8000-00000000000a', 'a6500000-0000-4000-8000-000000000002', 'user'),
  ('b6500000-0000-4000-8000-00000000000b', 'a6500000-0000-4000-8000-000000000004', 'admin');
insert into public.bookkeeper_assignments values ('b6500000-0000-4000-8000-00000000000a', 'a6500000-0000-4000-8000-000000000003', true);
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values
  ('b6500000-0000-4000-8000-00000000000a', 'banking', true), ('b6500000-0000-4000-8000-00000000000b', 'banking', true),
  ('b6500000-0000-4000-8000-00000000000a', 'recurring-invoices', true);
insert into public.invoice_customers (id, organization_id, name, email) values
  ('c6500000-0000-4000-8000-000000000001', 'b6500000-0000-4000-8000-00000000000a', 'Globex', 'ap@globex.test');

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true),
    set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
-- a $108.00 invoice ($100.00 + $8.00 tax) of the organization, numbered n, dated d
create function pg_temp.invoice(id uuid, n int, d date) returns void language sql as $$
  insert into public.invoices (id, organization_id, number, invoice_number, customer_id, status, invoice_date,
    payment_term, invoice_due_date, subtotal_micros, tax_micros, amount_micros, public_token_hash)
  values (id, 'b6500000-0000-4000-8000-00000000000a', n, 'INV-' || n, 'c6500000-0000-4000-8000-000000000001', 'Sent', d,
    'Net30', d + 30, 100000000, 8000000, 108000000, sha256(id::text::bytea));
  insert into public.invoice_lines (organization_id, invoice_id, position, title, price_micros, quantity_thousandths,
    amount_micros) values ('b6500000-0000-4000-8000-00000000000a', id, 0, 'Retainer', 100000000, 1000, 100000000)
$$;
select pg_temp.invoice('e6500000-0000-4000-8000-000000000001', 1, '2026-01-31');
select pg_temp.invoice('e6500000-0000-4000-8000-000000000002', 2, '2026-01-31');

/** Section: credit notes */
select pg_temp.as_user('a6500000-0000-4000-8000-000000000001');
select throws_ok($$ insert into public.invoice_credit_notes (organization_id, invoice_id, number, credit_number,
  credit_date, amount_micros, tax_micros) values ('b6500000-0000-4000-8000-00000000000a',
  'e6500000-0000-4000-8000-000000000001', 1, 'CN-1', '2026-02-01', 1000000, 0) $$, '42501', null,
  'nobody writes a credit note directly');
select isnt(public.issue_credit_note('e6500000-0000-4000-8000-000000000001', 27000000, 2000000, 'Late delivery'), null,
  'a member with banking credits $27.00 of an invoice');
select is((select credit_number from public.invoice_credit_notes where invoice_id = 'e6500000-0000-4000-8000-000000000001'),
  'CN-00001', '... numbered CN-00001, its own numbering');
select is((select (credited_micros, status)::text from public.invoices where id = 'e6500000-0000-4000-8000-000000000001'),
  '(27000000,Sent)', '... which lowers the balance due, the invoice still open');
select throws_ok($$ select public.issue_credit_note('e6500000-0000-4000-8000-000000000001', 82000000, 0) $$,
  'P0001', 'A credit cannot be more than the $81.00 left to credit on this invoice', 'never more than is left');
select throws_ok($$ select public.issue_credit_note('e6500000-0000-4000-8000-000000000001', 20000000, 7000000) $$,
  'P0001', 'A credit cannot return more sales tax than the invoice charged', 'never more tax than it charged');
select throws_ok($$ select public.issue_credit_note('e6500000-0000-4000-8000-000000000001', 1000500, 0) $$,
  'P0001', 'Enter an amount to credit', 'whole cents only');
select lives_ok($$ select public.issue_credit_note('e6500000-0000-4000-8000-000000000001', 81000000, 6000000) $$,
  'crediting the rest');
select is((select (credited_micros, status)::text from public.invoices where id = 'e6500000-0000-4000-8000-000000000001'),
  '(108000000,Paid)', '... closes the unpaid invoice as Paid');
select is((select string_agg(credit_number, ',' order by number) from public.invoice_credit_notes), 'CN-00001,CN-00002',
  '... with the next number');
update public.invoices set status = 'Cancelled' where id = 'e6500000-0000-4000-8000-000000000002';
select throws_ok($$ select public.issue_credit_note('e6500000-0000-4000-8000-000000000002', 1000000, 0) $$,
  'P0001', 'A cancelled invoice cannot be credited', 'a cancelled invoice is not credited');

select pg_temp.as_user('a6500000-0000-4000-8000-000000000003');
select is((select count(*)::int from public.invoice_credit_notes), 2, 'the organization''s bookkeeper reads the credit notes');
select pg_temp.as_user('a6500000-0000-4000-8000-000000000002');
select is((select count(*)::int from public.invoice_credit_notes), 0, 'a member without banking reads none');
select throws_ok($$ select public.issue_credit_note('e6500000-0000-4000-8000-000000000001', 1000000, 0) $$,
  'P0002', 'Invoice not found', '... and credits none');
select pg_temp.as_user('a6500000-0000-4000-8000-000000000004');
select is((select count(*)::int from public.invoice_credit_notes), 0, 'another organization''s member reads none');
select throws_ok($$ select public.issue_credit_note('e6500000-0000-4000-8000-000000000001', 1000000, 0) $$,
  'P0002', 'Invoice not found', '... and credits none of its invoices');

/** Section: a schedule's own items, pause and resume, a moved next issue date */
reset role;
select pg_temp.invoice('e6500000-0000-4000-8000-000000000003', 3, '2026-01-15');
insert into private.invoice_counters (organization_id, last_number) values ('b6500000-0000-4000-8000-00000000000a', 3);
insert into public.invoice_schedules (id, organization_id, source_invoice_id, frequency, start_date, last_run_index, last_run)
  values ('f6500000-0000-4000-8000-000000000001', 'b6500000-0000-4000-8000-00000000000a',
    'e6500000-0000-4000-8000-000000000003', 'Monthly', '2026-01-15', 0, '2026-01-15');
select pg_temp.as_user('a6500000-0000-4000-8000-000000000004');
select throws_ok($$ insert into public.invoice_schedule_lines (organization_id, schedule_id, position, title, price_micros,
  quantity_thousandths, amount_micros) values ('b6500000-0000-4000-8000-00000000000a',
  'f6500000-0000-4000-8000-000000000001', 0, 'Intruder', 1, 1000, 1) $$, '42501', null,
  'another organization''s member writes no item of the schedule');
select pg_temp.as_user('a6500000-0000-4000-8000-000000000001');
insert into public.invoice_schedule_lines (organization_id, schedule_id, position, title, price_micros,
  quantity_thousandths, amount_micros, service_date_from, service_date_to) values ('b6500000-0000-4000-8000-00000000000a',
  'f6500000-0000-4000-8000-000000000001', 0, 'Retainer, new rate', 150000000, 1000, 150000000, '2026-02-15', '2026-03-14');
update public.invoice_schedules set subtotal_micros = 150000000, discount_micros = 0, tax_micros = 0,
  amount_micros = 150000000, lines_date = '2026-02-15', status = 'Paused'
  where id = 'f6500000-0000-4000-8000-000000000001';
reset role;
select is(private.issue_recurring_invoices('2026-04-20'), 0, 'a paused schedule issues nothing');
update public.invoice_schedules set status = 'Active' where id = 'f6500000-0000-4000-8000-000000000001';
select is(private.issue_recurring_invoices('2026-04-20'), 3, 'resumed, it catches up one invoice per missed period');
select is(private.issue_recurring_invoices('2026-04-20'), 0, '... once');
select is((select array_agg(amount_micros order by recurring_index) from public.invoices
  where recurring_schedule_id = 'f6500000-0000-4000-8000-000000000001'), array[150000000, 150000000, 150000000]::bigint[],
  '... each billing the schedule''s own items');
select is((select array_agg(l.service_date_from order by i.recurring_index) from public.invoice_lines l
  join public.invoices i on i.id = l.invoice_id where i.recurring_schedule_id = 'f6500000-0000-4000-8000-000000000001'),
  array['2026-02-15', '2026-03-15', '2026-04-15']::date[], '... their service dates moved with each copy');
-- a person moves the next issue date to May 20 (period 4 now falls on it)
update public.invoice_schedules set start_date = '2026-05-20', anchor_index = 4
  where id = 'f6500000-0000-4000-8000-000000000001';
select is(private.issue_recurring_invoices('2026-05-19'), 0, 'a moved next issue date: nothing before it');
select is(private.issue_recurring_invoices('2026-06-20'), 2, '... then May 20 and June 20');
select is((select array_agg(invoice_date order by recurring_index) from public.invoices
  where recurring_schedule_id = 'f6500000-0000-4000-8000-000000000001'),
  array['2026-02-15', '2026-03-15', '2026-04-15', '2026-05-20', '2026-06-20']::date[], '... no period issued twice');

select is((select paused_at from public.invoice_schedules where id = 'f6500000-0000-4000-8000-000000000001'), null,
  'resumed, it no longer carries when it was paused');
update public.invoice_schedules set status = 'Ended' where id = 'f6500000-0000-4000-8000-000000000001';
select throws_ok($$ update public.invoice_schedules set status = 'Active' where id = 'f6500000-0000-4000-8000-000000000001' $$,
  '23514', 'This schedule has ended and can no longer change', 'an ended schedule is not resumed');
select pg_temp.as_user('a6500000-0000-4000-8000-000000000001');
select throws_ok($$ insert into public.invoice_schedule_lines (organization_id, schedule_id, position, title, price_micros,
  quantity_thousandths, amount_micros) values ('b6500000-0000-4000-8000-00000000000a',
  'f6500000-0000-4000-8000-000000000001', 1, 'Late add', 1, 1000, 1) $$, '42501', null,
  '... nor given another item');

select * from finish();
rollback;
