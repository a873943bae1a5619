-- Where the bank's own accounts are in the books (30_money_trust.sql, banking_account_books): the organization's
-- bookkeeper reads its rows, a client member and another organization's bookkeeper read none, and nobody but the
-- banking sync (the service role) writes one.
begin;
select plan(7);

insert into auth.users (id, email) values ('a6700000-0000-4000-8000-000000000001', 'cl@books67.test'),
  ('a6700000-0000-4000-8000-000000000002', 'bk@books67.test'), ('a6700000-0000-4000-8000-000000000003', 'bb@books67.test');
update public.users set role = 'bookkeeper'
  where id in ('a6700000-0000-4000-8000-000000000002', 'a6700000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values ('b6700000-0000-4000-8000-00000000000a', 'Books 67 A'),
  ('b6700000-0000-4000-8000-00000000000b', 'Books 67 B');
insert into public.organization_members values
  ('b6700000-0000-4000-8000-00000000000a', 'a6700000-0000-4000-8000-000000000001', 'admin');
insert into public.bookkeeper_assignments values
  ('b6700000-0000-4000-8000-00000000000a', 'a6700000-0000-4000-8000-000000000002', true),
  ('b6700000-0000-4000-8000-00000000000b', 'a6700000-0000-4000-8000-000000000003', true);
insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('c6700000-0000-4000-8000-00000000000a', 'b6700000-0000-4000-8000-00000000000a', 'banking', 'customer-67');
insert into public.banking_accounts (id, organization_id, connection_id, core_account_id, name, account_type) values
  ('d6700000-0000-4000-8000-00000000000a', 'b6700000-0000-4000-8000-00000000000a',
   'c6700000-0000-4000-8000-00000000000a', 'acct-67', 'Operating', 'Checking');
insert into public.banking_account_books (banking_account_id, organization_id, account_chart_id, account_chart_name)
  values ('d6700000-0000-4000-8000-00000000000a', 'b6700000-0000-4000-8000-00000000000a', '67', 'Operating ••6767');

set local role authenticated;
set local request.jwt.claims = '{"sub": "a6700000-0000-4000-8000-000000000002", "role": "authenticated"}';
select results_eq('select account_chart_name from public.banking_account_books', $$values ('Operating ••6767')$$,
  'the organization''s bookkeeper reads where its bank accounts are in the books');
select throws_ok($$insert into public.banking_account_books (banking_account_id, organization_id, account_chart_id,
    account_chart_name) values ('d6700000-0000-4000-8000-00000000000a', 'b6700000-0000-4000-8000-00000000000a', '68', 'X')$$,
  '42501', null, 'a bookkeeper does not book a bank account by hand (the sync does)');
select throws_ok($$update public.banking_account_books set account_chart_id = '1'$$, '42501', null,
  'nor moves one');
select throws_ok($$delete from public.banking_account_books$$, '42501', null, 'nor removes one');

set local request.jwt.claims = '{"sub": "a6700000-0000-4000-8000-000000000001", "role": "authenticated"}';
select is_empty('select 1 from public.banking_account_books', 'a client member reads none (the books are the staff''s)');

set local request.jwt.claims = '{"sub": "a6700000-0000-4000-8000-000000000003", "role": "authenticated"}';
select is_empty('select 1 from public.banking_account_books', 'another organization''s bookkeeper reads none');

reset role;
select is((select count(*)::int from public.banking_account_books
  where organization_id = 'b6700000-0000-4000-8000-00000000000a'), 1, 'the service role''s row is there');

select * from finish();
rollback;
