-- The built-in ledger's checks at commit run once per statement (12_schedules.sql): statements queue the transactions
-- they touched, the deferred checks take the queue at commit and check every queued transaction in one query. A
-- transaction written over several statements is judged on what it is at commit; an unbalanced one among many is
-- refused by name; Ask My Client finds the one parked line among a bulk write; the queue is empty afterwards and no
-- client role reaches it. Search entries are rewritten only when they change (08_search.sql), and a transaction written
-- with its postings in one statement is refreshed once (08_search.sql).
begin;
select plan(17);

insert into public.organizations (id, legal_name) values ('21000000-0000-4000-8000-0000000000c1', 'Commit Checks Co');
insert into public.ledger_accounts (organization_id, name, account_type) values
  ('21000000-0000-4000-8000-0000000000c1', 'Checking', 'Bank'),
  ('21000000-0000-4000-8000-0000000000c1', 'Software', 'Expense'),
  ('21000000-0000-4000-8000-0000000000c1', '9000 Ask My Client', 'Expense');
create temp table acct as select
  (select id from public.ledger_accounts where organization_id = '21000000-0000-4000-8000-0000000000c1' and name = 'Checking') as bank,
  (select id from public.ledger_accounts where organization_id = '21000000-0000-4000-8000-0000000000c1' and name = 'Software') as soft,
  (select id from public.ledger_accounts where organization_id = '21000000-0000-4000-8000-0000000000c1' and name = '9000 Ask My Client') as amc;

/** Section: one statement writes many transactions and their postings; the checks run once at commit */
with t as (
  insert into public.ledger_transactions (id, organization_id, kind, txn_date, total_cents, private_note) overriding system value
  select 921000 + g, '21000000-0000-4000-8000-0000000000c1', 'Purchase', '2026-05-01', 100 * g, 'bulk ' || g
  from generate_series(1, 50) g returning id, total_cents)
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date, description)
select '21000000-0000-4000-8000-0000000000c1', t.id, v.line, case v.line when 'H' then a.bank when '1' then
         case when t.id = 921007 then a.amc else a.soft end end,
       case v.line when 'H' then -t.total_cents else t.total_cents end, '2026-05-01', case v.line when '1' then 'line ' || t.id end
from t, acct a, (values ('H'), ('1')) v(line);
select is((select count(*)::int from public.ledger_commit_checks), 2, 'a statement queues its transactions once per rule, not once per row');
select is((select cardinality(transaction_ids) from public.ledger_commit_checks where rule = 'balance'), 50,
  'with every transaction its postings touched');
select lives_ok($$ set constraints all immediate $$, 'fifty balanced transactions pass');
set constraints all deferred;
select is((select count(*)::int from public.ledger_commit_checks), 0, 'the checks empty the queue');
select is((select count(*)::int from public.amc_questions where organization_id = '21000000-0000-4000-8000-0000000000c1'), 1,
  'the one transaction with a parked line among fifty becomes a question');
select is((select transaction_id from public.amc_questions where organization_id = '21000000-0000-4000-8000-0000000000c1'), 'Purchase:921007',
  'the right one');
select is((select account_names from public.transaction_search_entries where record_id = '921003'), 'Checking · Software',
  'search has each transaction with its postings'' accounts');

/** Section: judged on what the transaction is at commit, however many statements wrote it */
savepoint later_leg;
insert into public.ledger_transactions (id, organization_id, kind, txn_date, total_cents) overriding system value
  values (921100, '21000000-0000-4000-8000-0000000000c1', 'Purchase', '2026-05-02', 500);
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date)
  select '21000000-0000-4000-8000-0000000000c1', 921100, 'H', bank, -500, '2026-05-02' from acct;
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date)
  select '21000000-0000-4000-8000-0000000000c1', 921100, '1', soft, 500, '2026-05-02' from acct;
select lives_ok($$ set constraints all immediate $$, 'a transaction balanced by its second statement passes');
set constraints all deferred;
rollback to savepoint later_leg;
-- a savepoint rolled back restores the constraint mode its first SET CONSTRAINTS found (immediate, from lives_ok)
set constraints all deferred;

savepoint unbalanced;
update public.ledger_postings set amount_cents = amount_cents + 1 where transaction_id in (921020, 921030) and line_id = '1';
select throws_ok($$ set constraints public.ledger_postings_balanced immediate $$, '23514',
  'Ledger transaction 921020 is not balanced: debits and credits differ by 1 cents', 'an unbalanced transaction is refused by name');
rollback to savepoint unbalanced;
set constraints all deferred;

/** Section: many statements, one check: the first firing takes the queue, the others find their rows taken */
savepoint many;
do $$
begin
  for i in 1..30 loop
    insert into public.ledger_transactions (id, organization_id, kind, txn_date, total_cents) overriding system value
      values (921300 + i, '21000000-0000-4000-8000-0000000000c1', 'JournalEntry', '2026-05-04', 100);
    insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date)
      select '21000000-0000-4000-8000-0000000000c1', 921300 + i, v.line, case v.line when '1' then soft else bank end,
             case when v.line = '1' then 100 else case when i = 1 then -99 else -100 end end, '2026-05-04'
      from acct, (values ('1'), ('2')) v(line);
  end loop;
end $$;
select is((select count(*)::int from public.ledger_commit_checks where rule = 'balance'), 30, 'thirty statements queue thirty rows');
select throws_ok($$ set constraints public.ledger_postings_balanced immediate $$, '23514',
  'Ledger transaction 921301 is not balanced: debits and credits differ by 1 cents',
  'the first statement''s unbalanced transaction is found among them at commit');
rollback to savepoint many;
set constraints all deferred;

/** Section: search entries are rewritten only when they change */
insert into public.ledger_transactions (id, organization_id, kind, txn_date, total_cents, private_note) overriding system value
  values (921200, '21000000-0000-4000-8000-0000000000c1', 'Deposit', '2026-05-03', 0, 'no lines yet');
select is((select memo || '|' || account_names from public.transaction_search_entries where record_id = '921200'), 'no lines yet|',
  'a transaction inserted without postings is searchable at once');

create temp table entry_ids as select record_id, id from public.transaction_search_entries where record_id in ('921001', '921002');
update public.ledger_transactions set doc_number = 'B-2' where id = 921002;
select is((select id from public.transaction_search_entries where record_id = '921001'), (select id from entry_ids where record_id = '921001'),
  'an entry its transaction did not change keeps its row');
select is((select doc_number from public.transaction_search_entries where record_id = '921002'), 'B-2', 'an edit updates the entry in place');
update public.ledger_transactions set deleted_at = now() where id = 921002;
select is((select count(*)::int from public.transaction_search_entries where record_id = '921002'), 0, 'a deleted transaction leaves search');

/** Section: nobody reaches the queue */
set local role authenticated;
set local request.jwt.claims = '{"sub":"21000000-0000-4000-8000-0000000000ff","role":"authenticated"}';
select throws_ok($$ select 1 from public.ledger_commit_checks $$, '42501', null, 'a signed-in user cannot read the queue');
select throws_ok($$ insert into public.ledger_commit_checks (rule, transaction_ids) values ('balance', '{1}') $$, '42501', null,
  'nor write it');
reset role;

select * from finish();
rollback;
