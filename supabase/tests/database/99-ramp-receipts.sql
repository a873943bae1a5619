-- Ramp receipts linked to card lines (34_ramp_cards.sql): read by whoever may read the organization's Ramp data (its
-- admin; staff once the client granted the firm Ramp; a member only when granted), written by nobody signed in, never
-- linked across organizations, and another organization's stay hidden.
--   oa = organization admin, ou = client user without a grant, bk = its bookkeeper, ob = another organization's admin
begin;
select plan(9);

insert into auth.users (id, email) values
  ('a9900000-0000-4000-8000-000000000001', 'oa@ramp99.test'), ('a9900000-0000-4000-8000-000000000002', 'ou@ramp99.test'),
  ('a9900000-0000-4000-8000-000000000003', 'bk@ramp99.test'), ('a9900000-0000-4000-8000-000000000004', 'ob@ramp99.test');
update public.users set role = 'bookkeeper' where id = 'a9900000-0000-4000-8000-000000000003';
insert into public.organizations (id, legal_name) values
  ('b9900000-0000-4000-8000-00000000000a', 'Cards A'), ('b9900000-0000-4000-8000-00000000000b', 'Cards B');
insert into public.organization_members values
  ('b9900000-0000-4000-8000-00000000000a', 'a9900000-0000-4000-8000-000000000001', 'admin'),
  ('b9900000-0000-4000-8000-00000000000a', 'a9900000-0000-4000-8000-000000000002', 'user'),
  ('b9900000-0000-4000-8000-00000000000b', 'a9900000-0000-4000-8000-000000000004', 'admin');
insert into public.bookkeeper_assignments values ('b9900000-0000-4000-8000-00000000000a', 'a9900000-0000-4000-8000-000000000003', true);

insert into public.provider_transactions (id, organization_id, provider, transaction_id, transaction_effective_time,
    total_amount_cents, raw) values
  ('c9900000-0000-4000-8000-000000000001', 'b9900000-0000-4000-8000-00000000000a', 'ramp', 'ramp99-a', now(), -8537, '{}'),
  ('c9900000-0000-4000-8000-000000000002', 'b9900000-0000-4000-8000-00000000000b', 'ramp', 'ramp99-b', now(), -1200, '{}');
insert into public.files (id, title, path, organization_id) values
  ('d9900000-0000-4000-8000-000000000001', 'r', 'b9900000-0000-4000-8000-00000000000a/ramp-receipts/r1.pdf', 'b9900000-0000-4000-8000-00000000000a'),
  ('d9900000-0000-4000-8000-000000000002', 'r', 'b9900000-0000-4000-8000-00000000000b/ramp-receipts/r2.pdf', 'b9900000-0000-4000-8000-00000000000b');
insert into public.receipts (id, organization_id, file_id, source, source_key) values
  ('e9900000-0000-4000-8000-000000000001', 'b9900000-0000-4000-8000-00000000000a', 'd9900000-0000-4000-8000-000000000001', 'ramp', 'r1'),
  ('e9900000-0000-4000-8000-000000000002', 'b9900000-0000-4000-8000-00000000000b', 'd9900000-0000-4000-8000-000000000002', 'ramp', 'r2');
insert into public.ramp_receipts (receipt_id, organization_id, provider_transaction_id, ramp_receipt_id) values
  ('e9900000-0000-4000-8000-000000000001', 'b9900000-0000-4000-8000-00000000000a', 'c9900000-0000-4000-8000-000000000001', 'r1'),
  ('e9900000-0000-4000-8000-000000000002', 'b9900000-0000-4000-8000-00000000000b', 'c9900000-0000-4000-8000-000000000002', 'r2');

select throws_ok($$insert into public.ramp_receipts (receipt_id, organization_id, provider_transaction_id, ramp_receipt_id)
  values ('e9900000-0000-4000-8000-000000000001', 'b9900000-0000-4000-8000-00000000000a', 'c9900000-0000-4000-8000-000000000002', 'x')$$,
  '23514', null, 'a receipt is never linked to another organization''s card line');

set local role authenticated;
set local request.jwt.claims = '{"sub":"a9900000-0000-4000-8000-000000000001","role":"authenticated"}';
select results_eq($$select ramp_receipt_id from public.ramp_receipts$$, array['r1'], 'the organization admin reads its receipt links, not another''s');
select is((select count(*)::int from public.files where id = 'd9900000-0000-4000-8000-000000000001'), 1, 'and the receipt''s file row');
select throws_ok($$insert into public.ramp_receipts (receipt_id, organization_id, provider_transaction_id, ramp_receipt_id)
  values ('e9900000-0000-4000-8000-000000000001', 'b9900000-0000-4000-8000-00000000000a', 'c9900000-0000-4000-8000-000000000001', 'y')$$,
  '42501', null, 'but links nothing itself');

set local request.jwt.claims = '{"sub":"a9900000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*)::int from public.ramp_receipts), 0, 'a client user not granted Ramp reads no link');

set local request.jwt.claims = '{"sub":"a9900000-0000-4000-8000-000000000003","role":"authenticated"}';
select is((select count(*)::int from public.ramp_receipts), 0, 'the bookkeeper reads none before the client grants Ramp');
reset role;
set local request.jwt.claims = '{}';
update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,ramp}', '{"permissionGiven": true}')
where id = 'b9900000-0000-4000-8000-00000000000a';
set local role authenticated;
set local request.jwt.claims = '{"sub":"a9900000-0000-4000-8000-000000000003","role":"authenticated"}';
select results_eq($$select ramp_receipt_id from public.ramp_receipts$$, array['r1'], 'and the client''s once it does');
select throws_ok($$delete from public.ramp_receipts$$, '42501', null, 'nor can staff remove a link');

set local request.jwt.claims = '{"sub":"a9900000-0000-4000-8000-000000000004","role":"authenticated"}';
select results_eq($$select ramp_receipt_id from public.ramp_receipts$$, array['r2'], 'another organization''s admin reads only its own');
reset role;

select * from finish();
rollback;
