-- W-9 requests (21_sales_tax.sql): anyone with access to an organization reads its W-9 requests; members and staff
-- make and renew them, reviewers only read; nobody deletes one (it leaves with its vendor tax record); another
-- organization's member neither sees nor writes them; anon reads nothing (the public form runs as the service role).
--   om = admin of org A, bk = org A's bookkeeper, rv = org A's reviewer, ob = admin of org B
begin;
select plan(10);

insert into auth.users (id, email) values
  ('a9800000-0000-4000-8000-000000000001', 'om@w998.test'), ('a9800000-0000-4000-8000-000000000002', 'bk@w998.test'),
  ('a9800000-0000-4000-8000-000000000003', 'rv@w998.test'), ('a9800000-0000-4000-8000-000000000004', 'ob@w998.test');
update public.users set role = 'bookkeeper' where id in ('a9800000-0000-4000-8000-000000000002', 'a9800000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values
  ('b9800000-0000-4000-8000-00000000000a', 'W9 98 A'), ('b9800000-0000-4000-8000-00000000000b', 'W9 98 B');
insert into public.organization_members values ('b9800000-0000-4000-8000-00000000000a', 'a9800000-0000-4000-8000-000000000001', 'admin'),
  ('b9800000-0000-4000-8000-00000000000b', 'a9800000-0000-4000-8000-000000000004', 'admin');
insert into public.bookkeeper_assignments values ('b9800000-0000-4000-8000-00000000000a', 'a9800000-0000-4000-8000-000000000002', true);
insert into public.reviewer_assignments values ('b9800000-0000-4000-8000-00000000000a', 'a9800000-0000-4000-8000-000000000003');
insert into public.ledger_names (organization_id, kind, display_name) values
  ('b9800000-0000-4000-8000-00000000000a', 'vendor', 'Vendor 98'), ('b9800000-0000-4000-8000-00000000000a', 'vendor', 'Vendor 98 bis');
insert into public.vendor_tax_records (organization_id, name_id, year, vendor_email, w9_status)
  select organization_id, id, 2026, 'v@98.test', 'SENT' from public.ledger_names where organization_id = 'b9800000-0000-4000-8000-00000000000a';

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true),
    set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
create function pg_temp.vendor(name text) returns bigint language sql as $$
  select id from public.ledger_names where organization_id = 'b9800000-0000-4000-8000-00000000000a' and display_name = name
$$;

select pg_temp.as_user('a9800000-0000-4000-8000-000000000002');
select lives_ok($$insert into public.w9_requests (organization_id, name_id, year, email)
  values ('b9800000-0000-4000-8000-00000000000a', pg_temp.vendor('Vendor 98'), 2026, 'v@98.test')$$,
  'the bookkeeper requests a W-9');
select lives_ok($$update public.w9_requests set reminder_count = 1 where organization_id = 'b9800000-0000-4000-8000-00000000000a'$$,
  '... and sends it again');
select pg_temp.as_user('a9800000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.w9_requests), 1, 'the organization''s admin reads it');
select throws_ok($$delete from public.w9_requests$$, '42501', null, 'nobody deletes a request');
select pg_temp.as_user('a9800000-0000-4000-8000-000000000003');
select is((select count(*)::int from public.w9_requests), 1, 'the reviewer reads it');
select throws_ok($$insert into public.w9_requests (organization_id, name_id, year, email)
  values ('b9800000-0000-4000-8000-00000000000a', pg_temp.vendor('Vendor 98 bis'), 2026, 'v@98.test')$$,
  '42501', null, '... but requests none');
select pg_temp.as_user('a9800000-0000-4000-8000-000000000004');
select is((select count(*)::int from public.w9_requests), 0, 'another organization''s admin sees none');
select throws_ok($$insert into public.w9_requests (organization_id, name_id, year, email)
  values ('b9800000-0000-4000-8000-00000000000a', pg_temp.vendor('Vendor 98 bis'), 2026, 'v@98.test')$$,
  '42501', null, '... and requests none there');
update public.w9_requests set email = 'evil@x.test';
reset role;
select is((select email from public.w9_requests where organization_id = 'b9800000-0000-4000-8000-00000000000a'), 'v@98.test',
  '... nor changes its requests');
set local role anon;
select throws_ok($$select count(*) from public.w9_requests$$, '42501', null, 'anon reads nothing');

select * from finish();
rollback;
