-- Built-in ledger: postings must balance (checked at commit by a deferred constraint trigger), edits keep history
-- and bump the sync token, clients read but only staff write.
begin;
select plan(16);

insert into auth.users (id, aud, role, email) values
  ('20000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'ledger-client@example.test'),
  ('20000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'ledger-keeper@example.test'),
  ('20000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'ledger-outsider@example.test');
update public.users set role = 'bookkeeper' where id = '20000000-0000-4000-8000-000000000002';
insert into public.organizations (id, legal_name) values ('21000000-0000-4000-8000-000000000001', 'Ledger Test Co');
insert into public.organization_members (organization_id, user_id) values ('21000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000001');
insert into public.bookkeeper_assignments (organization_id, user_id) values ('21000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002');

insert into public.ledger_accounts (organization_id, name, account_type, account_sub_type) values
  ('21000000-0000-4000-8000-000000000001', 'Checking', 'Bank', 'Checking'),
  ('21000000-0000-4000-8000-000000000001', 'Rent', 'Expense', null);
insert into public.ledger_accounts (organization_id, name, account_type, parent_id)
  select organization_id, 'Office Rent', 'Expense', id from public.ledger_accounts where name = 'Rent' and organization_id = '21000000-0000-4000-8000-000000000001';

select is((select fully_qualified_name from public.ledger_accounts where name = 'Office Rent'), 'Rent:Office Rent', 'sub-accounts get a fully qualified name');
select is((select classification from public.ledger_accounts where name = 'Checking'), 'Asset', 'classification follows the account type');

create temp table ids as select
  (select id from public.ledger_accounts where name = 'Checking') as bank,
  (select id from public.ledger_accounts where name = 'Office Rent') as rent;
grant select on ids to authenticated;

/** Section: balance constraint */
insert into public.ledger_transactions (id, organization_id, kind, txn_date, total_cents, body) overriding system value
  values (900001, '21000000-0000-4000-8000-000000000001', 'Purchase', '2026-01-05', 10000, '{"PrivateNote":"rent"}');
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date)
  select '21000000-0000-4000-8000-000000000001', 900001, 'H', bank, -10000, '2026-01-05' from ids;
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date)
  select '21000000-0000-4000-8000-000000000001', 900001, '1', rent, 10000, '2026-01-05' from ids;
select lives_ok($$ set constraints public.ledger_postings_balanced immediate $$, 'balanced postings pass the check');
set constraints public.ledger_postings_balanced deferred;

savepoint unbalanced;
update public.ledger_postings set amount_cents = 9999 where transaction_id = 900001 and line_id = '1';
select throws_ok($$ set constraints public.ledger_postings_balanced immediate $$, '23514', null, 'unbalanced postings are refused');
rollback to savepoint unbalanced;

savepoint cash_only;
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, basis, txn_date)
  select '21000000-0000-4000-8000-000000000001', 900001, '2', rent, 500, 2, '2026-01-05' from ids;
select throws_ok($$ set constraints public.ledger_postings_balanced immediate $$, '23514', null, 'each basis must balance on its own');
rollback to savepoint cash_only;

select throws_ok($$ insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date)
  values ('21000000-0000-4000-8000-000000000001', 900001, '9', 424242424, 1, '2026-01-05') $$, '23503', null, 'postings must name an account of the same organization');

/** Section: history */
update public.ledger_transactions set body = '{"PrivateNote":"January rent"}' where id = 900001;
select is((select sync_token from public.ledger_transactions where id = 900001), 1, 'an edit increments the sync token');
select is((select body->>'PrivateNote' from public.ledger_transaction_history where transaction_id = 900001 and sync_token = 0), 'rent', 'the previous version is kept');

/** Section: row-level security */
set local role authenticated;
set local request.jwt.claims = '{"sub":"20000000-0000-4000-8000-000000000001","role":"authenticated"}';
select is((select count(*)::int from public.ledger_accounts where organization_id = '21000000-0000-4000-8000-000000000001'), 3, 'a client reads its accounts');
select is((select count(*)::int from public.ledger_postings where transaction_id = 900001), 2, 'a client reads its postings');
select throws_ok($$ insert into public.ledger_transactions (organization_id, kind, txn_date) values ('21000000-0000-4000-8000-000000000001', 'JournalEntry', '2026-02-01') $$,
  '42501', null, 'a client cannot record transactions');
update public.ledger_accounts set name = 'Hacked' where name = 'Checking';
reset role;
select is((select count(*)::int from public.ledger_accounts where name = 'Hacked'), 0, 'a client cannot rename accounts');

set local role authenticated;
set local request.jwt.claims = '{"sub":"20000000-0000-4000-8000-000000000003","role":"authenticated"}';
select is((select count(*)::int from public.ledger_transactions where organization_id = '21000000-0000-4000-8000-000000000001'), 0, 'an outsider sees no transactions');

set local request.jwt.claims = '{"sub":"20000000-0000-4000-8000-000000000002","role":"authenticated"}';
select lives_ok($$ insert into public.ledger_transactions (organization_id, kind, txn_date) values ('21000000-0000-4000-8000-000000000001', 'JournalEntry', '2026-02-01') $$,
  'the assigned bookkeeper records transactions');
update public.ledger_transactions set deleted_at = now() where id = 900001;
reset role;
select is((select count(*)::int from public.ledger_postings where transaction_id = 900001), 0, 'a deleted transaction no longer posts');
select is((select operation from public.ledger_transaction_history where transaction_id = 900001 order by id desc limit 1), 'delete', 'the deletion is kept in history');

select * from finish();
rollback;
