-- An organization with books on the built-in ledger can be deleted, books and all; an account its postings use
-- cannot be deleted on its own.
begin;
select plan(4);

insert into public.organizations (id, legal_name) values ('22000000-0000-4000-8000-000000000001', 'Deleted Books Co');
insert into public.ledger_accounts (organization_id, name, account_type) values
  ('22000000-0000-4000-8000-000000000001', 'Checking', 'Bank'), ('22000000-0000-4000-8000-000000000001', 'Supplies', 'Expense');
insert into public.ledger_names (organization_id, kind, display_name) values ('22000000-0000-4000-8000-000000000001', 'vendor', 'Paper Co');
insert into public.ledger_transactions (id, organization_id, kind, txn_date, name_id, total_cents, body) overriding system value
  select 922001, '22000000-0000-4000-8000-000000000001', 'Purchase', '2026-01-05', n.id, 1250, '{}'
  from public.ledger_names n where n.organization_id = '22000000-0000-4000-8000-000000000001';
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date)
  select '22000000-0000-4000-8000-000000000001', 922001, case when a.name = 'Checking' then 'H' else '1' end, a.id,
         case when a.name = 'Checking' then -1250 else 1250 end, '2026-01-05'
  from public.ledger_accounts a where a.organization_id = '22000000-0000-4000-8000-000000000001';

select throws_ok($$ delete from public.ledger_accounts where organization_id = '22000000-0000-4000-8000-000000000001' and name = 'Supplies' $$,
  '23503', null, 'an account a posting uses cannot be deleted on its own');

select lives_ok($$ delete from public.organizations where id = '22000000-0000-4000-8000-000000000001' $$,
  'the organization is deleted with its books');
select is((select count(*)::int from public.ledger_postings where organization_id = '22000000-0000-4000-8000-000000000001'), 0,
  'its postings are gone');
select is((select count(*)::int from public.ledger_accounts where organization_id = '22000000-0000-4000-8000-000000000001'), 0,
  'its accounts are gone');

select * from finish();
rollback;
