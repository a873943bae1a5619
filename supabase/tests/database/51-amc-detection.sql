-- Ask My Client detection in the built-in ledger: a posting in an ASK MY CLIENT account becomes a question; moving it
-- out completes the question; deleting the transaction retires it.
begin;
select plan(10);

insert into public.organizations (id, legal_name) values ('c0000000-0000-4000-8000-00000000000a', 'Detect Org');
insert into public.ledger_accounts (organization_id, name, account_type) values
  ('c0000000-0000-4000-8000-00000000000a', 'Checking', 'Bank'),
  ('c0000000-0000-4000-8000-00000000000a', '9000 ask my client', 'Expense'),
  ('c0000000-0000-4000-8000-00000000000a', 'Software', 'Expense');
insert into public.ledger_names (organization_id, kind, display_name) values ('c0000000-0000-4000-8000-00000000000a', 'vendor', 'Figma');

select ok(private.is_ask_my_client('Expenses:9000 Ask My Client'), 'the SQL matcher takes the last segment');
select ok(not private.is_ask_my_client('Ask My Client:Meals'), 'a sub-account of Ask My Client is not itself parked');

insert into public.ledger_transactions (organization_id, kind, txn_date, name_id, total_cents, body, private_note)
values ('c0000000-0000-4000-8000-00000000000a', 'Purchase', '2026-10-03',
        (select id from public.ledger_names where display_name = 'Figma'), 4250, '{"PaymentType":"CreditCard"}', 'FIGMA.COM');
insert into public.ledger_postings (organization_id, transaction_id, line_id, account_id, amount_cents, txn_date)
select 'c0000000-0000-4000-8000-00000000000a', t.id, v.line, a.id, v.amount, '2026-10-03'
from public.ledger_transactions t, (values ('1', '9000 ask my client', 4250), ('0', 'Checking', -4250)) v(line, acct, amount)
join public.ledger_accounts a on a.name = v.acct and a.organization_id = 'c0000000-0000-4000-8000-00000000000a'
where t.organization_id = 'c0000000-0000-4000-8000-00000000000a';
set constraints all immediate;

select is((select count(*)::int from public.amc_questions where organization_id = 'c0000000-0000-4000-8000-00000000000a'), 1, 'a parked purchase becomes one question');
select is((select amount from public.amc_questions where organization_id = 'c0000000-0000-4000-8000-00000000000a'), 4250::bigint, 'with the parked amount in cents');
select is((select vendor_name || '|' || questions[1] || '|' || category || '|' || status from public.amc_questions where organization_id = 'c0000000-0000-4000-8000-00000000000a'),
  'Figma|expense_for|Expense|pending', 'vendor, default question, category and status');
select is((select ledger_record ->> 'lineId' from public.amc_questions where organization_id = 'c0000000-0000-4000-8000-00000000000a'), '1', 'the question remembers which line is parked');

-- an edit that keeps the line parked refreshes the SyncToken the question will categorise with
set constraints all deferred;
update public.ledger_transactions set doc_number = 'A-1' where organization_id = 'c0000000-0000-4000-8000-00000000000a';
set constraints all immediate;
select is((select ledger_record ->> 'syncToken' from public.amc_questions where organization_id = 'c0000000-0000-4000-8000-00000000000a'),
  (select sync_token::text from public.ledger_transactions where organization_id = 'c0000000-0000-4000-8000-00000000000a'), 'the question follows the transaction''s SyncToken');

-- the bookkeeper moves the line to Software in the ledger
set constraints all deferred;
update public.ledger_postings set account_id = (select id from public.ledger_accounts where name = 'Software' and organization_id = 'c0000000-0000-4000-8000-00000000000a')
 where line_id = '1' and organization_id = 'c0000000-0000-4000-8000-00000000000a';
update public.ledger_transactions set private_note = 'FIGMA.COM' where organization_id = 'c0000000-0000-4000-8000-00000000000a';
set constraints all immediate;
select is((select status::text from public.amc_questions where organization_id = 'c0000000-0000-4000-8000-00000000000a'), 'completed', 'moving the line out of Ask My Client completes the question');
select is((select account_name from public.amc_questions where organization_id = 'c0000000-0000-4000-8000-00000000000a'), 'Software', 'and records the account it went to');

set constraints all deferred;
update public.ledger_transactions set deleted_at = now() where organization_id = 'c0000000-0000-4000-8000-00000000000a';
set constraints all immediate;
select isnt((select deleted_at from public.amc_questions where organization_id = 'c0000000-0000-4000-8000-00000000000a'), null, 'deleting the transaction retires its question');

select * from finish();
rollback;
