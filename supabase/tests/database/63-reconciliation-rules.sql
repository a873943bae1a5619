-- Reconciliation rules the database keeps for every writer (supabase/schemas/13_reconciliation.sql):
-- a period is reconciled only with the statement's and the ledger's balances known and every difference zero or
-- explained; a reconciled period keeps its figures until reopened; a confirmed statement completes its month on the
-- tracker, with its file; the shared read says a month is reconciled when every active account is; and the
-- constants of the spec (methods, document types, availability 1 to 31) are the only values stored.
begin;
select plan(14);

insert into auth.users (id, email) values ('a6300000-0000-4000-8000-000000000001', 'bk@rules63.test');
insert into public.organizations (id, legal_name) values ('b6300000-0000-4000-8000-00000000000a', 'Org A');
insert into public.statement_accounts (id, organization_id, account_chart_id, account_chart_name) values
  ('d6300000-0000-4000-8000-000000000001', 'b6300000-0000-4000-8000-00000000000a', '10', 'Checking'),
  ('d6300000-0000-4000-8000-000000000002', 'b6300000-0000-4000-8000-00000000000a', '11', 'Card');
insert into public.files (id, title, bucket, path, organization_id) values
  ('d6300000-0000-4000-8000-000000000003', 'march.pdf', 'files', 'b6300000-0000-4000-8000-00000000000a/statements/march.pdf', 'b6300000-0000-4000-8000-00000000000a');
insert into public.bank_statement_trackers (id, organization_id, statement_account_id, responsibility, account_name, availability) values
  ('d6300000-0000-4000-8000-000000000004', 'b6300000-0000-4000-8000-00000000000a', 'd6300000-0000-4000-8000-000000000001', 'client', 'Checking', 5);
insert into public.reconciliations (id, organization_id, statement_account_id, period_start, period_end,
  statement_starting_balance_cents, statement_ending_balance_cents, feed_starting_balance_cents, feed_ending_balance_cents,
  ledger_starting_balance_cents, ledger_ending_balance_cents) values
  ('d6300000-0000-4000-8000-000000000005', 'b6300000-0000-4000-8000-00000000000a', 'd6300000-0000-4000-8000-000000000001',
   '2026-03-01', '2026-03-31', 10000, 20000, 10000, 20000, 10000, 22500);

select throws_ok($$update public.reconciliations set reconciled_at = now(), method = 'manually-in-haven-app'
  where id = 'd6300000-0000-4000-8000-000000000005'$$, 'P0001',
  'The balances differ: book an adjusting entry or explain the difference', 'a difference of the ledger is refused');
select throws_ok($$update public.reconciliations set reconciled_at = now(), method = 'manually-in-haven-app',
  explanation = '   ' where id = 'd6300000-0000-4000-8000-000000000005'$$, 'P0001', null, 'a blank explanation explains nothing');
select lives_ok($$update public.reconciliations set reconciled_at = now(), method = 'manually-in-haven-app',
  explanation = 'The bank charged the fee twice and reverses it on April 2' where id = 'd6300000-0000-4000-8000-000000000005'$$,
  'an explained difference may be reconciled');
select throws_ok($$update public.reconciliations set ledger_ending_balance_cents = 20000 where id = 'd6300000-0000-4000-8000-000000000005'$$,
  'P0001', 'This period is reconciled: reopen it before changing its figures', 'a reconciled period keeps its figures');
select lives_ok($$update public.reconciliations set reconciled_at = null, method = null where id = 'd6300000-0000-4000-8000-000000000005';
  update public.reconciliations set ledger_ending_balance_cents = 20000, explanation = null where id = 'd6300000-0000-4000-8000-000000000005';
  update public.reconciliations set reconciled_at = now(), method = 'automatically' where id = 'd6300000-0000-4000-8000-000000000005'$$,
  'reopened, corrected by a booked entry, and reconciled with the three agreeing');
select throws_ok($$insert into public.reconciliations (organization_id, statement_account_id, period_start, period_end,
  ledger_starting_balance_cents, ledger_ending_balance_cents, reconciled_at, method) values ('b6300000-0000-4000-8000-00000000000a',
  'd6300000-0000-4000-8000-000000000002', '2026-03-01', '2026-03-31', 0, 0, now(), 'automatically')$$, 'P0001',
  'Confirm the statement''s balances before reconciling', 'no statement, no reconciliation');
select throws_ok($$update public.reconciliations set reconciled_at = null where id = 'd6300000-0000-4000-8000-000000000005'$$,
  '23514', null, 'a reconciled mark and its method go together');
select throws_ok($$update public.reconciliations set method = 'by-magic' where id = 'd6300000-0000-4000-8000-000000000005'$$,
  '23514', null, 'only the spec''s reconciliation methods');

select is((select reconciled from public.reconciliation_month_status('2026-03-15', 'b6300000-0000-4000-8000-00000000000a')), false,
  'a month is not reconciled while another active account is not');
update public.statement_accounts set inactive = true where id = 'd6300000-0000-4000-8000-000000000002';
select is((select reconciled from public.reconciliation_month_status('2026-03-15', 'b6300000-0000-4000-8000-00000000000a')), true,
  '... and is once the other account is inactive');

insert into public.reconciliation_documents (organization_id, statement_account_id, type, file_id, file_name, period_start, period_end,
  start_balance_cents, end_balance_cents, status, confirmed_at) values ('b6300000-0000-4000-8000-00000000000a',
  'd6300000-0000-4000-8000-000000000001', 'uploaded', 'd6300000-0000-4000-8000-000000000003', 'march.pdf', '2026-03-01',
  '2026-03-31', 10000, 20000, 'confirmed', now());
select is((select completed from public.bank_statement_tracker_statements where tracker_id = 'd6300000-0000-4000-8000-000000000004'
  and date = '2026-03-01'), true, 'a confirmed statement completes its month on the tracker');
select is((select files -> 0 ->> 'path' from public.bank_statement_tracker_statements where tracker_id = 'd6300000-0000-4000-8000-000000000004'),
  'b6300000-0000-4000-8000-00000000000a/statements/march.pdf', '... with its file');
select throws_ok($$insert into public.bank_statement_trackers (organization_id, responsibility, account_name, availability)
  values ('b6300000-0000-4000-8000-00000000000a', 'client', 'Savings', 32)$$, '23514', null, 'availability is 1 to 31');
select throws_ok($$insert into public.reconciliation_documents (organization_id, statement_account_id, type, file_id, file_name,
  period_start, period_end, start_balance_cents, end_balance_cents) values ('b6300000-0000-4000-8000-00000000000a',
  'd6300000-0000-4000-8000-000000000001', 'scanned', 'd6300000-0000-4000-8000-000000000003', 'x.pdf', '2026-03-01', '2026-03-31', 0, 0)$$,
  '23514', null, 'only the spec''s supporting document types');

select * from finish();
rollback;
