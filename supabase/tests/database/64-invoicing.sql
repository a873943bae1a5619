-- Banking invoices (19_invoicing.sql): people with banking create and edit invoices of their organization, staff read
-- them, nobody else sees them (another organization's member, a member without the banking product); a person never
-- marks an invoice paid, a paid invoice is never edited and a cancelled one stays cancelled; consents and the link's
-- token hash are the service role's; the recurring run issues each owed period once, catches up one invoice per
-- missed period, numbers them per organization and ends at the end date.
--   ou = member with banking, on = member without it, bk = the organization's bookkeeper, xo = another organization's
--   member with banking
begin;
select plan(28);

insert into auth.users (id, email) values
  ('a6400000-0000-4000-8000-000000000001', 'ou@inv64.test'), ('a6400000-0000-4000-8000-000000000002', 'on@inv64.test'),
  ('a6400000-0000-4000-8000-000000000003', 'bk@inv64.test'), ('a6400000-0000-4000-8000-000000000004', 'xo@inv64.test');
update public.users set role = 'bookkeeper' where id = 'a6400000-0000-4000-8000-000000000003';
update public.users set products = '{accounting,banking}'
  where id in ('a6400000-0000-4000-8000-000000000001', 'a6400000-0000-4000-8000-000000000004');
insert into public.organizations (id, legal_name) values
  ('b6400000-0000-4000-8000-00000000000a', 'Invoice 64 Co'), ('b6400000-0000-4000-8000-00000000000b', 'Other 64 Co');
insert into public.organization_members values
  ('b6400000-0000-4000-8000-00000000000a', 'a6400000-0000-4000-8000-000000000001', 'user'),
  ('b6400000-0000-4000-8000-00000000000a', 'a6400000-0000-4000-8000-000000000002', 'user'),
  ('b6400000-0000-4000-8000-00000000000b', 'a6400000-0000-4000-8000-000000000004', 'admin');
insert into public.bookkeeper_assignments values ('b6400000-0000-4000-8000-00000000000a', 'a6400000-0000-4000-8000-000000000003', true);
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values
  ('b6400000-0000-4000-8000-00000000000a', 'banking', true), ('b6400000-0000-4000-8000-00000000000b', 'banking', true),
  ('b6400000-0000-4000-8000-00000000000a', 'recurring-invoices', true);

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true),
    set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
-- an invoice of `org` for `customer`, numbered n, dated d, as the caller
create function pg_temp.invoice(id uuid, org uuid, customer uuid, n int, d date, st text default 'Sent') returns void
language sql as $$
  insert into public.invoices (id, organization_id, number, invoice_number, customer_id, status, invoice_date,
    payment_term, invoice_due_date, subtotal_micros, amount_micros, public_token_hash)
  select id, org, x, 'INV-' || x, customer, st, d, 'Net30', d + 30, 100000000, 100000000, sha256(id::text::bytea)
  from private.take_invoice_numbers(org, 1) x
$$;

/** Section: who creates and reads */
select pg_temp.as_user('a6400000-0000-4000-8000-000000000001');
insert into public.invoice_customers (id, organization_id, name, email, state) values
  ('c6400000-0000-4000-8000-000000000001', 'b6400000-0000-4000-8000-00000000000a', 'Globex', 'ap@globex.test', 'CA');
select lives_ok($$ select pg_temp.invoice('e6400000-0000-4000-8000-000000000001', 'b6400000-0000-4000-8000-00000000000a',
  'c6400000-0000-4000-8000-000000000001', 1, '2026-01-31') $$, 'a member with banking creates an invoice');
insert into public.invoice_lines (organization_id, invoice_id, position, title, price_micros, quantity_thousandths,
  amount_micros, customer_state) values ('b6400000-0000-4000-8000-00000000000a', 'e6400000-0000-4000-8000-000000000001',
  0, 'Consulting', 100000000, 1000, 100000000, 'CA');
select throws_ok($$ select pg_temp.invoice('e6400000-0000-4000-8000-000000000009', 'b6400000-0000-4000-8000-00000000000a',
  'c6400000-0000-4000-8000-000000000001', 9, '2026-01-31', 'Paid') $$, '42501', null, '... but never one that is already paid');
select throws_ok($$ update public.invoices set status = 'Paid' where id = 'e6400000-0000-4000-8000-000000000001' $$,
  '42501', null, '... nor marks one paid');
select throws_ok($$ select public_token_hash from public.invoices $$, '42501', null, '... nor reads the link''s token hash');
select throws_ok($$ insert into public.invoice_consents (organization_id, invoice_id, content, bank_name, name_on_account,
  account_type, counterparty_type, routing_number, account_last4, account_number_encrypted) values
  ('b6400000-0000-4000-8000-00000000000a', 'e6400000-0000-4000-8000-000000000001', 'x', 'b', 'n', 'Checking', 'Person',
  '021000021', '1234', '\x00') $$, '42501', null, '... nor writes a consent');

select pg_temp.as_user('a6400000-0000-4000-8000-000000000003');
select is((select count(*)::int from public.invoices), 1, 'the organization''s bookkeeper reads the invoice');
select is((select count(*)::int from public.invoice_lines where customer_state = 'CA'), 1, '... and its lines with the customer''s state');
select throws_ok($$ insert into public.invoice_customers (organization_id, name, email) values
  ('b6400000-0000-4000-8000-00000000000a', 'Staff Co', 's@x.test') $$, '42501', null, '... but adds no customer');

select pg_temp.as_user('a6400000-0000-4000-8000-000000000002');
select is((select count(*)::int from public.invoices), 0, 'a member without the banking product sees no invoice');
select is((select count(*)::int from public.invoice_customers), 0, '... and no customer');

select pg_temp.as_user('a6400000-0000-4000-8000-000000000004');
select is((select count(*)::int from public.invoices), 0, 'another organization''s member sees no invoice');
select throws_ok($$ insert into public.invoice_customers (organization_id, name, email) values
  ('b6400000-0000-4000-8000-00000000000a', 'Intruder', 'i@x.test') $$, '42501', null, '... and adds no customer to it');
update public.invoices set memo = 'changed' where id = 'e6400000-0000-4000-8000-000000000001';
reset role;
select is((select memo from public.invoices where id = 'e6400000-0000-4000-8000-000000000001'), '', '... and changes none of its invoices');

/** Section: paid and cancelled are final */
update public.invoices set status = 'Paid', paid_at = now() where id = 'e6400000-0000-4000-8000-000000000001';
select pg_temp.as_user('a6400000-0000-4000-8000-000000000001');
update public.invoices set memo = 'edited' where id = 'e6400000-0000-4000-8000-000000000001';
select is((select memo from public.invoices where id = 'e6400000-0000-4000-8000-000000000001'), '', 'a paid invoice is not edited');
select throws_ok($$ insert into public.invoice_lines (organization_id, invoice_id, position, title, price_micros,
  quantity_thousandths, amount_micros) values ('b6400000-0000-4000-8000-00000000000a',
  'e6400000-0000-4000-8000-000000000001', 1, 'Extra', 1, 1000, 1) $$, '42501', null, '... nor given another line');
select pg_temp.invoice('e6400000-0000-4000-8000-000000000002', 'b6400000-0000-4000-8000-00000000000a',
  'c6400000-0000-4000-8000-000000000001', 2, '2026-02-01');
update public.invoices set status = 'Cancelled', cancelled_at = now() where id = 'e6400000-0000-4000-8000-000000000002';
reset role;
select throws_ok($$ update public.invoices set status = 'Sent' where id = 'e6400000-0000-4000-8000-000000000002' $$,
  '23514', 'A cancelled invoice stays cancelled', 'a cancelled invoice stays cancelled');
select throws_ok($$ update public.invoices set status = 'WaitingPayment' where id = 'e6400000-0000-4000-8000-000000000001' $$,
  '23514', 'A paid invoice cannot be edited; issue a credit instead', 'a paid invoice goes back only to Sent (a returned pull)');
select is((select count(*)::int from public.events where event_type = 'haven-invoice-upserted'
  and payload ->> 'invoiceId' = 'e6400000-0000-4000-8000-000000000001'), 2, 'each status change is a haven-invoice-upserted event');

/** Section: recurring */
select pg_temp.as_user('a6400000-0000-4000-8000-000000000004');
select throws_ok($$ insert into public.invoice_schedules (organization_id, source_invoice_id, frequency, start_date) values
  ('b6400000-0000-4000-8000-00000000000b', 'e6400000-0000-4000-8000-000000000001', 'Monthly', '2026-01-31') $$,
  '42501', null, 'without the recurring-invoices flag nobody schedules');
select pg_temp.as_user('a6400000-0000-4000-8000-000000000001');
insert into public.invoice_schedules (id, organization_id, source_invoice_id, frequency, start_date, end_date) values
  ('f6400000-0000-4000-8000-000000000001', 'b6400000-0000-4000-8000-00000000000a', 'e6400000-0000-4000-8000-000000000001',
   'Monthly', '2026-01-31', '2026-06-15');
reset role;
select is(private.issue_recurring_invoices('2026-04-30'), 4, 'a schedule started in January owes four invoices on April 30');
select is((select array_agg(invoice_date order by recurring_index) from public.invoices
  where recurring_schedule_id = 'f6400000-0000-4000-8000-000000000001'),
  array['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']::date[], '... one per month, month ends kept');
select is((select array_agg(number order by recurring_index) from public.invoices
  where recurring_schedule_id = 'f6400000-0000-4000-8000-000000000001'), array[3, 4, 5, 6],
  '... numbered after the organization''s last invoice');
select is((select count(*)::int from public.invoice_lines l join public.invoices i on i.id = l.invoice_id
  where i.recurring_schedule_id = 'f6400000-0000-4000-8000-000000000001' and l.title = 'Consulting'), 4, '... each with the items');
select is(private.issue_recurring_invoices('2026-04-30'), 0, 'running again the same day issues nothing');
select is((select last_run from public.invoice_schedules where id = 'f6400000-0000-4000-8000-000000000001'),
  '2026-04-30'::date, 'lastRun is the last period issued');
select is(private.issue_recurring_invoices('2026-09-01'), 1, 'after downtime it catches up to the end date only (May)');
select is((select status from public.invoice_schedules where id = 'f6400000-0000-4000-8000-000000000001'), 'Ended',
  '... and the schedule ends');
select is((select count(*)::int from public.jobs where job_type = 'invoicing.send'), 1, 'issued invoices wait for the send job');

select * from finish();
rollback;
