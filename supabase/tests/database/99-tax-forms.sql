-- W-9 service orders (34_tax_forms.sql): anyone with access to an organization reads what the tax-form service said
-- about its W-9s; nobody but the service role writes it (not even the organization's admin or its bookkeeper);
-- another organization's admin sees none of it; anon reads nothing.
--   om = admin of org A, bk = org A's bookkeeper, rv = org A's reviewer, ob = admin of org B
begin;
select plan(12);

insert into auth.users (id, email) values
  ('a9900000-0000-4000-8000-000000000001', 'om@tf99.test'), ('a9900000-0000-4000-8000-000000000002', 'bk@tf99.test'),
  ('a9900000-0000-4000-8000-000000000003', 'rv@tf99.test'), ('a9900000-0000-4000-8000-000000000004', 'ob@tf99.test');
update public.users set role = 'bookkeeper' where id in ('a9900000-0000-4000-8000-000000000002', 'a9900000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values
  ('b9900000-0000-4000-8000-00000000000a', 'TF 99 A'), ('b9900000-0000-4000-8000-00000000000b', 'TF 99 B');
insert into public.organization_members values ('b9900000-0000-4000-8000-00000000000a', 'a9900000-0000-4000-8000-000000000001', 'admin'),
  ('b9900000-0000-4000-8000-00000000000b', 'a9900000-0000-4000-8000-000000000004', 'admin');
insert into public.bookkeeper_assignments values ('b9900000-0000-4000-8000-00000000000a', 'a9900000-0000-4000-8000-000000000002', true);
insert into public.reviewer_assignments values ('b9900000-0000-4000-8000-00000000000a', 'a9900000-0000-4000-8000-000000000003');
insert into public.ledger_names (organization_id, kind, display_name) values ('b9900000-0000-4000-8000-00000000000a', 'vendor', 'Vendor 99');
insert into public.vendor_tax_records (organization_id, name_id, year, vendor_email, w9_status)
  select organization_id, id, 2026, 'v@99.test', 'SENT' from public.ledger_names where organization_id = 'b9900000-0000-4000-8000-00000000000a';
insert into public.w9_requests (id, organization_id, name_id, year, email)
  select 'c9900000-0000-4000-8000-000000000001', organization_id, id, 2026, 'v@99.test'
  from public.ledger_names where organization_id = 'b9900000-0000-4000-8000-00000000000a';
insert into public.w9_service_orders (request_id, organization_id, business_id, status, status_time)
  values ('c9900000-0000-4000-8000-000000000001', 'b9900000-0000-4000-8000-00000000000a', 'biz-99', 'SENT', now());

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true),
    set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;

select pg_temp.as_user('a9900000-0000-4000-8000-000000000001');
select is((select status from public.w9_service_orders), 'SENT', 'the organization''s admin reads the order');
select throws_ok($$update public.w9_service_orders set status = 'COMPLETED'$$, '42501', null, '... but does not change it');
select pg_temp.as_user('a9900000-0000-4000-8000-000000000002');
select is((select count(*)::int from public.w9_service_orders), 1, 'the bookkeeper reads it');
select throws_ok($$insert into public.w9_service_orders (request_id, organization_id, business_id, status, status_time)
  values ('c9900000-0000-4000-8000-000000000001', 'b9900000-0000-4000-8000-00000000000a', 'x', 'COMPLETED', now())$$,
  '42501', null, '... and writes none');
select pg_temp.as_user('a9900000-0000-4000-8000-000000000003');
select is((select count(*)::int from public.w9_service_orders), 1, 'the reviewer reads it');
select pg_temp.as_user('a9900000-0000-4000-8000-000000000004');
select is((select count(*)::int from public.w9_service_orders), 0, 'another organization''s admin sees none');
select throws_ok($$delete from public.w9_service_orders$$, '42501', null, '... and deletes none');

-- sales-tax liability postings: the organization's staff post, people with access read, others neither
select pg_temp.as_user('a9900000-0000-4000-8000-000000000002');
select lives_ok($$insert into public.sales_tax_liability_postings (organization_id, state, crossed_on, as_of, amount_cents,
  expense_account_id, liability_account_id) values ('b9900000-0000-4000-8000-00000000000a', 'TX', '2026-03-01', '2026-06-30',
  12345, '1', '2')$$, 'the bookkeeper posts a crossing''s liability');
select pg_temp.as_user('a9900000-0000-4000-8000-000000000001');
select throws_ok($$insert into public.sales_tax_liability_postings (organization_id, state, crossed_on, as_of, amount_cents,
  expense_account_id, liability_account_id) values ('b9900000-0000-4000-8000-00000000000a', 'WA', '2026-03-01', '2026-06-30',
  1, '1', '2')$$, '42501', null, 'the client''s admin reads but does not post');
select is((select count(*)::int from public.sales_tax_liability_postings), 1, '... and reads the posting');
select pg_temp.as_user('a9900000-0000-4000-8000-000000000004');
select is((select count(*)::int from public.sales_tax_liability_postings), 0, 'another organization''s admin sees none');
reset role;
set local role anon;
select throws_ok($$select count(*) from public.w9_service_orders$$, '42501', null, 'anon reads nothing');

select * from finish();
rollback;
