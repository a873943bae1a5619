-- Transaction search entries: kept in step with the built-in ledger and the QuickBooks copies by triggers, read
-- under the ledger's rule (access to the organization), never written by users.
begin;
select plan(23);

insert into auth.users (id, aud, role, email) values
  ('25000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'search-client@example.test'),
  ('25000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'search-keeper@example.test'),
  ('25000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'search-other-keeper@example.test');
update public.users set role = 'bookkeeper' where id in ('25000000-0000-4000-8000-000000000002', '25000000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values
  ('25100000-0000-4000-8000-000000000001', 'Search Ledger Co'), ('25100000-0000-4000-8000-000000000002', 'Search QB Co');
insert into public.organization_members (organization_id, user_id) values ('25100000-0000-4000-8000-000000000001', '25000000-0000-4000-8000-000000000001');
insert into public.bookkeeper_assignments (organization_id, user_id) values
  ('25100000-0000-4000-8000-000000000001', '25000000-0000-4000-8000-000000000002'),
  ('25100000-0000-4000-8000-000000000002', '25000000-0000-4000-8000-000000000002');

insert into public.ledger_accounts (organization_id, name, account_type) values
  ('25100000-0000-4000-8000-000000000001', 'Checking', 'Bank'), ('25100000-0000-4000-8000-000000000001', 'Software', 'Expense');
insert into public.ledger_names (organization_id, kind, display_name) values ('25100000-0000-4000-8000-000000000001', 'vendor', 'Figma');

/** Section: the built-in ledger feeds the entries */
insert into public.ledger_transactions (id, organization_id, kind, txn_date, name_id, private_note, total_cents, body) overriding system value
  select 925001, '25100000-0000-4000-8000-000000000001', 'Purchase', '2026-03-04', n.id, 'design seats', 4250, '{}'
  from public.ledger_names n where n.display_name = 'Figma';
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date, description)
  select '25100000-0000-4000-8000-000000000001', 925001, case when a.name = 'Checking' then 'H' else '1' end, a.id,
         case when a.name = 'Checking' then -4250 else 4250 end, '2026-03-04', case when a.name = 'Checking' then 'design seats' else 'Annual plan' end
  from public.ledger_accounts a where a.organization_id = '25100000-0000-4000-8000-000000000001';

select results_eq($$ select record_type, record_id, name, description, memo, account_names, amount_cents from public.transaction_search_entries where record_id = '925001' $$,
  $$ values ('Purchase', '925001', 'Figma', 'Annual plan', 'design seats', 'Checking · Software', 4250::bigint) $$,
  'a ledger transaction gets one entry with its vendor, line description, memo, accounts and total');
select is((select search_text from public.transaction_search_entries where record_id = '925001'), 'figma annual plan design seats',
  'the searchable text is the lower-cased vendor, description and memo');

update public.ledger_names set display_name = 'Figma Inc' where display_name = 'Figma';
select is((select name from public.transaction_search_entries where record_id = '925001'), 'Figma Inc', 'renaming the vendor renames it in search');
update public.ledger_accounts set name = 'Software and Hosting' where name = 'Software';
select is((select account_names from public.transaction_search_entries where record_id = '925001'), 'Checking · Software and Hosting',
  'renaming an account renames it in search');
update public.ledger_transactions set private_note = 'team seats', txn_date = '2026-03-05' where id = 925001;
select is((select memo || ' ' || txn_date from public.transaction_search_entries where record_id = '925001'), 'team seats 2026-03-05',
  'editing the transaction updates its entry');

/** Section: the QuickBooks copies feed the entries */
insert into public.quickbooks_purchases (organization_id, qb_purchase_id, tx_date, amount_cents, description, account_ref_name, raw_data)
values ('25100000-0000-4000-8000-000000000002', '77', '2026-02-10', -1999, null, 'Mastercard',
  '{"Id":"77","DocNumber":"R-1","PrivateNote":"refund","EntityRef":{"value":"5","name":"Hicks Hardware"},"Line":[{"Description":"Returned drill","AccountBasedExpenseLineDetail":{"AccountRef":{"value":"8","name":"Tools"}}}]}');
select results_eq($$ select source, record_type, name, description, memo, doc_number, account_names, amount_cents from public.transaction_search_entries where organization_id = '25100000-0000-4000-8000-000000000002' and record_id = '77' $$,
  $$ values ('quickbooks', 'Purchase', 'Hicks Hardware', 'Returned drill', 'refund', 'R-1', 'Mastercard · Tools', -1999::bigint) $$,
  'a stored QuickBooks purchase gets an entry with its vendor, first line description, memo, accounts and signed amount');
update public.quickbooks_purchases set amount_cents = -2099 where qb_purchase_id = '77';
select is((select amount_cents from public.transaction_search_entries where organization_id = '25100000-0000-4000-8000-000000000002' and record_id = '77'), -2099::bigint, 'a re-synced copy updates its entry');
insert into public.quickbooks_journal_entries (organization_id, qb_journal_entry_id, tx_date, amount_cents, doc_number, raw_data)
values ('25100000-0000-4000-8000-000000000002', '78', '2026-02-11', 5000, 'JE-9',
  '{"Id":"78","Line":[{"JournalEntryLineDetail":{"PostingType":"Debit","AccountRef":{"name":"Rent"}}},{"JournalEntryLineDetail":{"PostingType":"Credit","AccountRef":{"name":"Checking"}}}]}');
select is((select account_names from public.transaction_search_entries where organization_id = '25100000-0000-4000-8000-000000000002' and record_id = '78'), 'Checking · Rent', 'a journal entry lists every account it posts to');

/** Section: who reads them */
set local role authenticated;
set local request.jwt.claims = '{"sub":"25000000-0000-4000-8000-000000000001","role":"authenticated"}';
select is((select count(*)::int from public.transaction_search_entries where organization_id::text like '251%'), 1, 'a client reads its own organization''s entries only');
select throws_ok($$ insert into public.transaction_search_entries (organization_id, source, record_type, record_id, txn_date, amount_cents)
  values ('25100000-0000-4000-8000-000000000001', 'ledger', 'Purchase', '1', '2026-01-01', 1) $$, '42501', null, 'a client cannot write entries');
set local request.jwt.claims = '{"sub":"25000000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*)::int from public.transaction_search_entries where organization_id::text like '251%'), 3, 'the assigned bookkeeper reads both organizations');
select is(public.search_transaction_entries(array['%figma%', '%team%']) -> 'total', '1'::jsonb, 'the search function finds by every word for the assigned bookkeeper');
select is(jsonb_array_length(public.search_transaction_entries(org => '25100000-0000-4000-8000-000000000002', sort => 'amount_asc') -> 'ids'), 2,
  'and pages one organization''s entries');
select throws_ok($$ update public.transaction_search_entries set amount_cents = 1 $$, '42501', null, 'a bookkeeper cannot change entries');
select throws_ok($$ delete from public.transaction_search_entries $$, '42501', null, 'a bookkeeper cannot delete entries');
set local request.jwt.claims = '{"sub":"25000000-0000-4000-8000-000000000003","role":"authenticated"}';
select is((select count(*)::int from public.transaction_search_entries where organization_id::text like '251%'), 0, 'an unassigned bookkeeper reads nothing');
select is(public.search_transaction_entries(org => '25100000-0000-4000-8000-000000000002') -> 'total', '0'::jsonb, 'and the search function finds nothing of it');
reset role;
set local role anon;
select throws_ok($$ select 1 from public.transaction_search_entries $$, '42501', null, 'anon cannot read entries');
select throws_ok($$ select public.search_transaction_entries() $$, '42501', null, 'anon cannot run the search function');
reset role;

/** Section: removal follows the source */
delete from public.quickbooks_purchases where qb_purchase_id = '77';
select is((select count(*)::int from public.transaction_search_entries where organization_id = '25100000-0000-4000-8000-000000000002' and record_id = '77'), 0, 'a copy deleted in QuickBooks leaves search');
update public.ledger_transactions set deleted_at = now() where id = 925001;
select is((select count(*)::int from public.transaction_search_entries where record_id = '925001'), 0, 'a deleted ledger transaction leaves search');

select ok(exists (select 1 from pg_policies where tablename = 'transaction_search_entries' and permissive = 'RESTRICTIVE'),
  'the second-factor rule applies to the entries');
select is((select count(*)::int from pg_indexes where tablename = 'transaction_search_entries' and indexdef like '%gin_trgm_ops%'), 2,
  'text and account filters have trigram indexes');

select * from finish();
rollback;
