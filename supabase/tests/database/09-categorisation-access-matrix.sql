-- Access matrix, expense categorisation: the tables of supabase/schemas/16_categorisation.sql. Same callers,
-- rules and control as 01, 03 and 08. The organization's staff (assigned bookkeeper, admins, owners) run, confirm and
-- correct suggestions and keep rules; its reviewer reads; its client members read their settings, rules and the lines
-- shown to them, never the history, the log, accrued values or deposits; nobody deletes a categorised line, a history
-- line, a log row or a deposit categorisation, or rewrites the log.
--   an = anon, oa = client org admin of A, ou = client org user of A, oc = client (org admin) of organization B,
--   bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper role), ad = admin,
--   ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a9000000-0000-4000-8000-000000000001', 'oa@matrix9.test'), ('a9000000-0000-4000-8000-000000000002', 'ou@matrix9.test'),
  ('a9000000-0000-4000-8000-000000000003', 'oc@matrix9.test'), ('a9000000-0000-4000-8000-000000000004', 'bk@matrix9.test'),
  ('a9000000-0000-4000-8000-000000000005', 'bu@matrix9.test'), ('a9000000-0000-4000-8000-000000000006', 'rv@matrix9.test'),
  ('a9000000-0000-4000-8000-000000000007', 'ad@matrix9.test'), ('a9000000-0000-4000-8000-000000000008', 'ow@matrix9.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a9000000-0000-4000-8000-000000000004', 'a9000000-0000-4000-8000-000000000005', 'a9000000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a9000000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a9000000-0000-4000-8000-000000000008';
insert into public.organizations (id, legal_name) values ('b9000000-0000-4000-8000-00000000000a', 'Org A'),
  ('b9000000-0000-4000-8000-00000000000b', 'Org B'), ('b9000000-0000-4000-8000-00000000000c', 'Org A2');
insert into public.organization_members values ('b9000000-0000-4000-8000-00000000000a', 'a9000000-0000-4000-8000-000000000001', 'admin'),
  ('b9000000-0000-4000-8000-00000000000a', 'a9000000-0000-4000-8000-000000000002', 'user'), ('b9000000-0000-4000-8000-00000000000b', 'a9000000-0000-4000-8000-000000000003', 'admin'),
  ('b9000000-0000-4000-8000-00000000000c', 'a9000000-0000-4000-8000-000000000001', 'admin'), ('b9000000-0000-4000-8000-00000000000c', 'a9000000-0000-4000-8000-000000000002', 'user');
insert into public.bookkeeper_assignments values ('b9000000-0000-4000-8000-00000000000a', 'a9000000-0000-4000-8000-000000000004', true),
  ('b9000000-0000-4000-8000-00000000000c', 'a9000000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b9000000-0000-4000-8000-00000000000a', 'a9000000-0000-4000-8000-000000000006'),
  ('b9000000-0000-4000-8000-00000000000c', 'a9000000-0000-4000-8000-000000000006');

insert into public.expense_categorization_settings (organization_id, mode, threshold) values ('b9000000-0000-4000-8000-00000000000a', 'manual', 0.8);
insert into public.expense_categorization_configs (id, organization_id, provider_id, ingest_all) values
  ('d9000000-0000-4000-8000-000000000001', 'b9000000-0000-4000-8000-00000000000a', 'plaid', true),
  ('d9000000-0000-4000-8000-000000000002', 'b9000000-0000-4000-8000-00000000000a', 'ramp', false);
insert into public.expense_categorization_rules (id, organization_id, rule_type, vendor, vendor_key, account_id, account_name) values
  ('d9000000-0000-4000-8000-000000000003', 'b9000000-0000-4000-8000-00000000000a', 'vendor', 'Figma', 'figma', '61', 'Software'),
  ('d9000000-0000-4000-8000-000000000004', 'b9000000-0000-4000-8000-00000000000a', 'vendor', 'Uber', 'uber', '62', 'Travel');
insert into public.vendor_account_history (id, organization_id, transaction_id, account_id, account_name, vendor) values
  ('d9000000-0000-4000-8000-000000000005', 'b9000000-0000-4000-8000-00000000000a', 'h-1', '61', 'Software', 'Figma');
insert into public.expense_categorizations (id, organization_id, source, transaction_id, transaction_date, amount_cents,
  predicted_category, predicted_account_id, confidence, layer, explanation, show_in_ui) values
  ('d9000000-0000-4000-8000-000000000006', 'b9000000-0000-4000-8000-00000000000a', 'ramp', 'r-1', '2026-10-01', -1500,
   'Software', '61', 0.95, 'history', 'All 5 past lines from “Figma” went to Software.', true),
  ('d9000000-0000-4000-8000-000000000007', 'b9000000-0000-4000-8000-00000000000a', 'plaid', 'p-1', '2026-10-02', 2500,
   null, null, 0.3, 'none', 'Not sure enough to categorise (below 80%).', false),
  ('d9000000-0000-4000-8000-000000000008', 'b9000000-0000-4000-8000-00000000000a', 'plaid', 'p-2', '2026-10-03', 900,
   null, null, 0.3, 'none', 'Not sure enough to categorise (below 80%).', true);
insert into public.expense_categorization_logs (organization_id, transaction_id, amount_cents, layer, source) values
  ('b9000000-0000-4000-8000-00000000000a', 'r-1', -1500, 'history', 'ramp');
insert into public.accrued_expense_values (id, organization_id, expense_categorization_id, accrued_expense_date, amount_cents,
  debit_account_name, txn_date) values
  ('d9000000-0000-4000-8000-000000000009', 'b9000000-0000-4000-8000-00000000000a', 'd9000000-0000-4000-8000-000000000006',
   '2026-09-30', -1500, 'Software', '2026-10-01');
insert into public.deposit_categorizations (id, organization_id, expense_categorization_id, source, txn_id, total_amount_cents, txn_date, payer) values
  ('d9000000-0000-4000-8000-00000000000a', 'b9000000-0000-4000-8000-00000000000a', 'd9000000-0000-4000-8000-000000000007', 'plaid', 'p-1', 2500, '2026-10-02', 'Customer');

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b9000000-0000-4000-8000-00000000000a'), ('A2', 'b9000000-0000-4000-8000-00000000000c'),
  ('CFG', 'd9000000-0000-4000-8000-000000000001'), ('CFG2', 'd9000000-0000-4000-8000-000000000002'),
  ('RULE', 'd9000000-0000-4000-8000-000000000003'), ('RULE2', 'd9000000-0000-4000-8000-000000000004'),
  ('HIST', 'd9000000-0000-4000-8000-000000000005'), ('SHOWN', 'd9000000-0000-4000-8000-000000000006'),
  ('HIDDEN', 'd9000000-0000-4000-8000-000000000007'), ('OTHER', 'd9000000-0000-4000-8000-000000000008'),
  ('ACCRUED', 'd9000000-0000-4000-8000-000000000009'), ('DEPOSIT', 'd9000000-0000-4000-8000-00000000000a')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('expense_categorization_settings', 'select', 'select count(*) from public.expense_categorization_settings where organization_id = :A', 'oa ou bk rv ad ow'),
  ('expense_categorization_settings', 'insert', 'insert into public.expense_categorization_settings (organization_id, mode) values (:A2, ''auto'')', 'bk ad ow'),
  ('expense_categorization_settings', 'update', 'update public.expense_categorization_settings set mode = ''auto'' where organization_id = :A', 'bk ad ow'),
  ('expense_categorization_settings', 'delete', 'delete from public.expense_categorization_settings where organization_id = :A', ''),
  ('expense_categorization_configs', 'select', 'select count(*) from public.expense_categorization_configs where id = :CFG', 'bk rv ad ow'),
  ('expense_categorization_configs', 'insert', 'insert into public.expense_categorization_configs (organization_id, provider_id, ingest_starting_from) values (:A, ''stripe'', ''2026-01-01'')', 'bk ad ow'),
  ('expense_categorization_configs', 'update', 'update public.expense_categorization_configs set ingest_all = true where id = :CFG2', 'bk ad ow'),
  ('expense_categorization_configs', 'delete', 'delete from public.expense_categorization_configs where id = :CFG2', 'bk ad ow'),
  ('expense_categorization_rules', 'select', 'select count(*) from public.expense_categorization_rules where id = :RULE', 'oa ou bk rv ad ow'),
  ('expense_categorization_rules', 'insert', 'insert into public.expense_categorization_rules (organization_id, rule_type, vendor, vendor_key, splits) values (:A, ''vendor-split'', ''WeWork'', ''wework'', ''[{"accountId": "63", "accountName": "Rent", "percentage": 60}, {"accountId": "64", "accountName": "Office", "percentage": 40}]'')', 'bk ad ow'),
  ('expense_categorization_rules', 'update', 'update public.expense_categorization_rules set account_id = ''63'', account_name = ''Rent'' where id = :RULE2', 'bk ad ow'),
  ('expense_categorization_rules', 'delete', 'delete from public.expense_categorization_rules where id = :RULE2', 'bk ad ow'),
  ('vendor_account_history', 'select', 'select count(*) from public.vendor_account_history where id = :HIST', 'bk rv ad ow'),
  ('vendor_account_history', 'insert', 'insert into public.vendor_account_history (organization_id, transaction_id, account_id, account_name, vendor) values (:A, ''h-2'', ''62'', ''Travel'', ''Uber'')', 'bk ad ow'),
  ('vendor_account_history', 'update', 'update public.vendor_account_history set account_id = ''62'', account_name = ''Travel'' where id = :HIST', 'bk ad ow'),
  ('vendor_account_history', 'delete', 'delete from public.vendor_account_history where id = :HIST', ''),
  ('expense_categorizations', 'select', 'select count(*) from public.expense_categorizations where id = :SHOWN', 'oa ou bk rv ad ow'),
  ('expense_categorizations (not shown to the client)', 'select', 'select count(*) from public.expense_categorizations where id = :HIDDEN', 'bk rv ad ow'),
  ('expense_categorizations', 'insert', 'insert into public.expense_categorizations (organization_id, source, transaction_id, transaction_date, amount_cents, confidence, layer, explanation) values (:A, ''bank'', ''b-9'', ''2026-10-09'', -100, 0.2, ''none'', ''Not sure enough to categorise (below 80%).'')', 'bk ad ow'),
  ('expense_categorizations', 'update', 'update public.expense_categorizations set actual_category = ''Software'', actual_account_id = ''61'', status = ''confirmed'', confirmed_at = now() where id = :SHOWN', 'bk ad ow'),
  ('expense_categorizations', 'delete', 'delete from public.expense_categorizations where id = :SHOWN', ''),
  ('expense_categorization_logs', 'select', 'select count(*) from public.expense_categorization_logs where organization_id = :A', 'bk rv ad ow'),
  ('expense_categorization_logs', 'insert', 'insert into public.expense_categorization_logs (organization_id, transaction_id, amount_cents, layer, source) values (:A, ''r-2'', -10, ''rule'', ''ramp'')', 'bk ad ow'),
  ('expense_categorization_logs', 'update', 'update public.expense_categorization_logs set notes = ''edited'' where organization_id = :A', ''),
  ('expense_categorization_logs', 'delete', 'delete from public.expense_categorization_logs where organization_id = :A', ''),
  ('accrued_expense_values', 'select', 'select count(*) from public.accrued_expense_values where id = :ACCRUED', 'bk rv ad ow'),
  ('accrued_expense_values', 'insert', 'insert into public.accrued_expense_values (organization_id, expense_categorization_id, accrued_expense_date, amount_cents, debit_account_name, txn_date) values (:A, :SHOWN, ''2026-08-31'', -100, ''Software'', ''2026-10-01'')', 'bk ad ow'),
  ('accrued_expense_values', 'update', 'update public.accrued_expense_values set amount_cents = -1 where id = :ACCRUED', ''),
  ('accrued_expense_values', 'delete', 'delete from public.accrued_expense_values where id = :ACCRUED', 'bk ad ow'),
  ('deposit_categorizations', 'select', 'select count(*) from public.deposit_categorizations where id = :DEPOSIT', 'bk rv ad ow'),
  ('deposit_categorizations', 'insert', 'insert into public.deposit_categorizations (organization_id, expense_categorization_id, source, txn_id, total_amount_cents, txn_date, payer) values (:A, :OTHER, ''bank'', ''p-2'', 900, ''2026-10-03'', ''Vendor'')', 'bk ad ow'),
  ('deposit_categorizations', 'update', 'update public.deposit_categorizations set payer = ''Vendor'' where id = :DEPOSIT', 'bk ad ow'),
  ('deposit_categorizations', 'delete', 'delete from public.deposit_categorizations where id = :DEPOSIT', '');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a9000000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a9000000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a9000000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a9000000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a9000000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a9000000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a9000000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a9000000-0000-4000-8000-000000000008'), ('pg', null, 'a9000000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public'
    and c.oid >= 'public.expense_categorization_settings'::regclass::oid and c.oid <= 'public.deposit_categorizations'::regclass::oid
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the categorisation migration has a row for each operation');

select * from finish();
rollback;
