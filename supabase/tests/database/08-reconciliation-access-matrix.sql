-- Access matrix, statement reconciliation and the bank statement tracker: the tables of
-- supabase/schemas/13_reconciliation.sql and its shared month status. Same callers, rules and control as
-- 01, 03 and 05. The organization's staff (assigned bookkeeper, admins, owners) map accounts, confirm statements, match,
-- book and reconcile; its reviewer reads; clients (its members) see none of it; nobody rewrites the record of a booked
-- entry, and accounts, trackers and tracked months are never deleted (marked inactive or removed with deleted_at).
--   an = anon, oa = client org admin of A, ou = client org user of A, oc = client (org admin) of organization B,
--   bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper role), ad = admin,
--   ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a8000000-0000-4000-8000-000000000001', 'oa@matrix8.test'), ('a8000000-0000-4000-8000-000000000002', 'ou@matrix8.test'),
  ('a8000000-0000-4000-8000-000000000003', 'oc@matrix8.test'), ('a8000000-0000-4000-8000-000000000004', 'bk@matrix8.test'),
  ('a8000000-0000-4000-8000-000000000005', 'bu@matrix8.test'), ('a8000000-0000-4000-8000-000000000006', 'rv@matrix8.test'),
  ('a8000000-0000-4000-8000-000000000007', 'ad@matrix8.test'), ('a8000000-0000-4000-8000-000000000008', 'ow@matrix8.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a8000000-0000-4000-8000-000000000004', 'a8000000-0000-4000-8000-000000000005', 'a8000000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a8000000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a8000000-0000-4000-8000-000000000008';
insert into public.organizations (id, legal_name) values ('b8000000-0000-4000-8000-00000000000a', 'Org A'), ('b8000000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b8000000-0000-4000-8000-00000000000a', 'a8000000-0000-4000-8000-000000000001', 'admin'),
  ('b8000000-0000-4000-8000-00000000000a', 'a8000000-0000-4000-8000-000000000002', 'user'), ('b8000000-0000-4000-8000-00000000000b', 'a8000000-0000-4000-8000-000000000003', 'admin');
insert into public.bookkeeper_assignments values ('b8000000-0000-4000-8000-00000000000a', 'a8000000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b8000000-0000-4000-8000-00000000000a', 'a8000000-0000-4000-8000-000000000006');

insert into public.statement_accounts (id, organization_id, account_chart_id, account_chart_name) values
  ('d8000000-0000-4000-8000-000000000001', 'b8000000-0000-4000-8000-00000000000a', '10', 'Checking'),
  ('d8000000-0000-4000-8000-000000000002', 'b8000000-0000-4000-8000-00000000000a', '11', 'Card');
insert into public.files (id, title, bucket, path, organization_id) values
  ('d8000000-0000-4000-8000-000000000003', 'march.pdf', 'files', 'b8000000-0000-4000-8000-00000000000a/statements/march.pdf', 'b8000000-0000-4000-8000-00000000000a');
insert into public.reconciliation_documents (id, organization_id, statement_account_id, type, file_id, file_name, period_start,
  period_end, start_balance_cents, end_balance_cents) values
  ('d8000000-0000-4000-8000-000000000004', 'b8000000-0000-4000-8000-00000000000a', 'd8000000-0000-4000-8000-000000000001',
   'uploaded', 'd8000000-0000-4000-8000-000000000003', 'march.pdf', '2026-03-01', '2026-03-31', 100, 200),
  ('d8000000-0000-4000-8000-000000000005', 'b8000000-0000-4000-8000-00000000000a', 'd8000000-0000-4000-8000-000000000001',
   'uploaded', 'd8000000-0000-4000-8000-000000000003', 'april.pdf', '2026-04-01', '2026-04-30', 200, 300);
insert into public.reconciliations (id, organization_id, statement_account_id, period_start, period_end,
  statement_starting_balance_cents, statement_ending_balance_cents, ledger_starting_balance_cents, ledger_ending_balance_cents,
  reconciled_at, method) values
  ('d8000000-0000-4000-8000-000000000006', 'b8000000-0000-4000-8000-00000000000a', 'd8000000-0000-4000-8000-000000000001',
   '2026-03-01', '2026-03-31', 100, 200, 100, 200, now(), 'automatically'),
  ('d8000000-0000-4000-8000-000000000007', 'b8000000-0000-4000-8000-00000000000a', 'd8000000-0000-4000-8000-000000000001',
   '2026-04-01', '2026-04-30', 200, 300, null, null, null, null);
insert into public.reconciliation_matches (id, organization_id, reconciliation_id, kind, feed_line_ids, ledger_line_ids, amount_cents) values
  ('d8000000-0000-4000-8000-000000000008', 'b8000000-0000-4000-8000-00000000000a', 'd8000000-0000-4000-8000-000000000007',
   'one-to-one', array['d8000000-0000-4000-8000-0000000000ff'::uuid], array['Purchase/1/1'], 100),
  ('d8000000-0000-4000-8000-000000000009', 'b8000000-0000-4000-8000-00000000000a', 'd8000000-0000-4000-8000-000000000007',
   'one-to-one', array['d8000000-0000-4000-8000-0000000000fe'::uuid], array['Purchase/2/1'], 100);
insert into public.reconciliation_adjustments (id, organization_id, reconciliation_id, ledger_transaction_id, amount_cents,
  offset_account_id, memo, approved_by) values
  ('d8000000-0000-4000-8000-00000000000a', 'b8000000-0000-4000-8000-00000000000a', 'd8000000-0000-4000-8000-000000000007',
   '77', -2500, '61', 'Service fee', 'a8000000-0000-4000-8000-000000000004');
insert into public.bank_statement_trackers (id, organization_id, statement_account_id, responsibility, account_name, availability) values
  ('d8000000-0000-4000-8000-00000000000b', 'b8000000-0000-4000-8000-00000000000a', 'd8000000-0000-4000-8000-000000000001', 'client', 'Checking', 5);
insert into public.bank_statement_tracker_statements (id, tracker_id, organization_id, date, completed) values
  ('d8000000-0000-4000-8000-00000000000c', 'd8000000-0000-4000-8000-00000000000b', 'b8000000-0000-4000-8000-00000000000a', '2026-03-01', true);

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b8000000-0000-4000-8000-00000000000a'), ('CHECKING', 'd8000000-0000-4000-8000-000000000001'),
  ('CARD', 'd8000000-0000-4000-8000-000000000002'), ('FILE', 'd8000000-0000-4000-8000-000000000003'),
  ('MARCH', 'd8000000-0000-4000-8000-000000000004'), ('APRIL', 'd8000000-0000-4000-8000-000000000005'),
  ('DONE', 'd8000000-0000-4000-8000-000000000006'), ('OPEN', 'd8000000-0000-4000-8000-000000000007'),
  ('MATCH', 'd8000000-0000-4000-8000-000000000008'), ('MATCH2', 'd8000000-0000-4000-8000-000000000009'),
  ('ADJ', 'd8000000-0000-4000-8000-00000000000a'), ('TRACKER', 'd8000000-0000-4000-8000-00000000000b'),
  ('TRACKED', 'd8000000-0000-4000-8000-00000000000c')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('statement_accounts', 'select', 'select count(*) from public.statement_accounts where id = :CHECKING', 'bk rv ad ow'),
  ('statement_accounts', 'insert', 'insert into public.statement_accounts (organization_id, account_chart_id, account_chart_name) values (:A, ''12'', ''Savings'')', 'bk ad ow'),
  ('statement_accounts', 'update', 'update public.statement_accounts set inactive = true where id = :CARD', 'bk ad ow'),
  ('statement_accounts', 'delete', 'delete from public.statement_accounts where id = :CARD', ''),
  ('reconciliation_documents', 'select', 'select count(*) from public.reconciliation_documents where id = :MARCH', 'bk rv ad ow'),
  ('reconciliation_documents', 'insert', 'insert into public.reconciliation_documents (organization_id, statement_account_id, type, file_id, file_name, period_start, period_end, start_balance_cents, end_balance_cents, uploaded_by) values (:A, :CARD, ''uploaded'', :FILE, ''may.pdf'', ''2026-05-01'', ''2026-05-31'', 1, 2, auth.uid())', 'bk ad ow'),
  ('reconciliation_documents', 'update', 'update public.reconciliation_documents set status = ''confirmed'', confirmed_at = now() where id = :APRIL', 'bk ad ow'),
  ('reconciliation_documents', 'delete', 'delete from public.reconciliation_documents where id = :APRIL', 'bk ad ow'),
  ('reconciliation_documents (confirmed stays)', 'delete', 'update public.reconciliation_documents set status = ''confirmed'', confirmed_at = now() where id = :MARCH; delete from public.reconciliation_documents where id = :MARCH', ''),
  ('reconciliations', 'select', 'select count(*) from public.reconciliations where id = :DONE', 'bk rv ad ow'),
  ('reconciliations', 'insert', 'insert into public.reconciliations (organization_id, statement_account_id, period_start, period_end) values (:A, :CARD, ''2026-03-01'', ''2026-03-31'')', 'bk ad ow'),
  ('reconciliations', 'update', 'update public.reconciliations set explanation = ''Bank error, reversed on May 2'' where id = :OPEN', 'bk ad ow'),
  ('reconciliations', 'delete', 'delete from public.reconciliations where id = :OPEN', 'bk ad ow'),
  ('reconciliations (reconciled stays)', 'delete', 'delete from public.reconciliations where id = :DONE', ''),
  ('reconciliation_matches', 'select', 'select count(*) from public.reconciliation_matches where id = :MATCH', 'bk rv ad ow'),
  ('reconciliation_matches', 'insert', 'insert into public.reconciliation_matches (organization_id, reconciliation_id, kind, feed_line_ids, ledger_line_ids, amount_cents) values (:A, :OPEN, ''one-to-one'', array[gen_random_uuid()], array[''Deposit/3/1''], 5)', 'bk ad ow'),
  ('reconciliation_matches', 'update', 'update public.reconciliation_matches set status = ''accepted'', decided_by = auth.uid(), decided_at = now() where id = :MATCH', 'bk ad ow'),
  ('reconciliation_matches', 'delete', 'delete from public.reconciliation_matches where id = :MATCH2', 'bk ad ow'),
  ('reconciliation_adjustments', 'select', 'select count(*) from public.reconciliation_adjustments where id = :ADJ', 'bk rv ad ow'),
  ('reconciliation_adjustments', 'insert', 'insert into public.reconciliation_adjustments (organization_id, reconciliation_id, ledger_transaction_id, amount_cents, offset_account_id, memo, approved_by) values (:A, :OPEN, ''78'', 100, ''62'', ''Interest'', auth.uid())', 'bk ad ow'),
  ('reconciliation_adjustments', 'update', 'update public.reconciliation_adjustments set amount_cents = 1 where id = :ADJ', ''),
  ('reconciliation_adjustments', 'delete', 'delete from public.reconciliation_adjustments where id = :ADJ', ''),
  ('bank_statement_trackers', 'select', 'select count(*) from public.bank_statement_trackers where id = :TRACKER', 'bk rv ad ow'),
  ('bank_statement_trackers', 'insert', 'insert into public.bank_statement_trackers (organization_id, responsibility, account_name, availability) values (:A, ''bookkeeper'', ''Savings'', 31)', 'bk ad ow'),
  ('bank_statement_trackers', 'update', 'update public.bank_statement_trackers set availability = 7 where id = :TRACKER', 'bk ad ow'),
  ('bank_statement_trackers', 'delete', 'delete from public.bank_statement_trackers where id = :TRACKER', ''),
  ('bank_statement_tracker_statements', 'select', 'select count(*) from public.bank_statement_tracker_statements where id = :TRACKED', 'bk rv ad ow'),
  ('bank_statement_tracker_statements', 'insert', 'insert into public.bank_statement_tracker_statements (tracker_id, organization_id, date, completed) values (:TRACKER, :A, ''2026-04-01'', true)', 'bk ad ow'),
  ('bank_statement_tracker_statements', 'update', 'update public.bank_statement_tracker_statements set completed = false where id = :TRACKED', 'bk ad ow'),
  ('bank_statement_tracker_statements', 'delete', 'delete from public.bank_statement_tracker_statements where id = :TRACKED', ''),
  -- the shared read of a month's reconciled state answers through the same RLS
  ('reconciliation_month_status()', 'select', 'select count(*) from public.reconciliation_month_status(''2026-03-01'', :A)', 'bk rv ad ow');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a8000000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a8000000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a8000000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a8000000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a8000000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a8000000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a8000000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a8000000-0000-4000-8000-000000000008'), ('pg', null, 'a8000000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public'
    and c.oid >= 'public.statement_accounts'::regclass::oid and c.oid <= 'public.bank_statement_tracker_statements'::regclass::oid
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the reconciliation migration has a row for each operation');

select * from finish();
rollback;
