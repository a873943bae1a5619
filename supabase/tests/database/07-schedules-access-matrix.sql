-- Access matrix, schedules (amortizations, revenue recognition, the product's journal-entry record): the tables of
-- 12_schedules.sql. Same callers, rules and control as 01, 03 and 05. Organization A has the users-schedules flag
-- on, so its members (oa, ou) read its schedules; its staff (bk, ad, ow) create, edit and cancel them; its reviewer
-- (rv) reads; nobody deletes a schedule or writes a journal-entry record by hand (the posting job does, as the service
-- role). What only a posting may change is proved in 70-schedules.sql.
--   an = anon, oa = client org admin of A, ou = client org user of A, oc = client (org admin) of organization B,
--   bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper role), ad = admin,
--   ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a7000000-0000-4000-8000-000000000001', 'oa@matrix7.test'), ('a7000000-0000-4000-8000-000000000002', 'ou@matrix7.test'),
  ('a7000000-0000-4000-8000-000000000003', 'oc@matrix7.test'), ('a7000000-0000-4000-8000-000000000004', 'bk@matrix7.test'),
  ('a7000000-0000-4000-8000-000000000005', 'bu@matrix7.test'), ('a7000000-0000-4000-8000-000000000006', 'rv@matrix7.test'),
  ('a7000000-0000-4000-8000-000000000007', 'ad@matrix7.test'), ('a7000000-0000-4000-8000-000000000008', 'ow@matrix7.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a7000000-0000-4000-8000-000000000004', 'a7000000-0000-4000-8000-000000000005', 'a7000000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a7000000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a7000000-0000-4000-8000-000000000008';
insert into public.organizations (id, legal_name) values ('b7000000-0000-4000-8000-00000000000a', 'Org A'), ('b7000000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b7000000-0000-4000-8000-00000000000a', 'a7000000-0000-4000-8000-000000000001', 'admin'),
  ('b7000000-0000-4000-8000-00000000000a', 'a7000000-0000-4000-8000-000000000002', 'user'), ('b7000000-0000-4000-8000-00000000000b', 'a7000000-0000-4000-8000-000000000003', 'admin');
insert into public.bookkeeper_assignments values ('b7000000-0000-4000-8000-00000000000a', 'a7000000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b7000000-0000-4000-8000-00000000000a', 'a7000000-0000-4000-8000-000000000006');
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values ('b7000000-0000-4000-8000-00000000000a', 'users-schedules', true);

insert into public.amortizations (id, organization_id, start_date, end_date, next_amortization_date, expense_name, original_periods,
  remaining_periods, amount, remaining_amount, credit_account, debit_account) values
  ('d7000000-0000-4000-8000-000000000001', 'b7000000-0000-4000-8000-00000000000a', '2026-01-01', '2026-12-31', '2026-01-31', 'Insurance',
   12, 12, 120000, 120000, '{"value": "1", "name": "Prepaid"}', '{"value": "2", "name": "Insurance"}');
insert into public.revenue_recognition_schedules (id, organization_id, name, start_date, end_date, next_revenue_recognition_date,
  unrecognized_amount_micros, original_periods, remaining_periods, deferred_revenue_account, revenue_account) values
  ('d7000000-0000-4000-8000-000000000002', 'b7000000-0000-4000-8000-00000000000a', 'Annual plan', '2026-01-01', '2026-12-31', '2026-01-31',
   1200000000, 12, 12, '{"value": "3", "name": "Deferred Revenue"}', '{"value": "4", "name": "Sales"}');
insert into public.revenue_recognition_invoices (id, schedule_id, organization_id, invoice_id, amount_micros) values
  ('d7000000-0000-4000-8000-000000000003', 'd7000000-0000-4000-8000-000000000002', 'b7000000-0000-4000-8000-00000000000a', '77', 1200000000);
insert into public.journal_entries (id, organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw,
  amortization_id, period_number) values
  ('d7000000-0000-4000-8000-000000000004', 'b7000000-0000-4000-8000-00000000000a', 'amortization', 'builtin', '901', '2026-01-31', 10000,
   '{"Id": "901"}', 'd7000000-0000-4000-8000-000000000001', 1);

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b7000000-0000-4000-8000-00000000000a'), ('AMORT', 'd7000000-0000-4000-8000-000000000001'),
  ('REVENUE', 'd7000000-0000-4000-8000-000000000002'), ('INVOICE', 'd7000000-0000-4000-8000-000000000003'),
  ('ENTRY', 'd7000000-0000-4000-8000-000000000004')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('amortizations', 'select', 'select count(*) from public.amortizations where id = :AMORT', 'oa ou bk rv ad ow'),
  ('amortizations', 'insert', 'insert into public.amortizations (organization_id, start_date, end_date, expense_name, original_periods, remaining_periods, amount, remaining_amount, credit_account, debit_account, created_by) values (:A, ''2026-01-01'', ''2026-03-31'', ''Rent'', 3, 3, 300, 300, ''{"value": "1"}'', ''{"value": "2"}'', (select auth.uid()))', 'bk ad ow'),
  ('amortizations', 'update', 'update public.amortizations set notes = ''Renewed in March'' where id = :AMORT', 'bk ad ow'),
  ('amortizations', 'delete', 'delete from public.amortizations where id = :AMORT', ''),
  ('revenue_recognition_schedules', 'select', 'select count(*) from public.revenue_recognition_schedules where id = :REVENUE', 'oa ou bk rv ad ow'),
  ('revenue_recognition_schedules', 'insert', 'insert into public.revenue_recognition_schedules (organization_id, name, start_date, end_date, unrecognized_amount_micros, original_periods, remaining_periods, deferred_revenue_account, revenue_account, created_by) values (:A, ''Support'', ''2026-01-01'', ''2026-03-31'', 30000, 3, 3, ''{"value": "3"}'', ''{"value": "4"}'', (select auth.uid()))', 'bk ad ow'),
  ('revenue_recognition_schedules', 'update', 'update public.revenue_recognition_schedules set name = ''Annual plan 2026'' where id = :REVENUE', 'bk ad ow'),
  ('revenue_recognition_schedules', 'delete', 'delete from public.revenue_recognition_schedules where id = :REVENUE', ''),
  ('revenue_recognition_invoices', 'select', 'select count(*) from public.revenue_recognition_invoices where id = :INVOICE', 'oa ou bk rv ad ow'),
  ('revenue_recognition_invoices', 'insert', 'insert into public.revenue_recognition_invoices (schedule_id, organization_id, invoice_id, amount_micros) values (:REVENUE, :A, ''78'', 10000)', 'bk ad ow'),
  ('revenue_recognition_invoices', 'update', 'update public.revenue_recognition_invoices set amount_micros = 20000 where id = :INVOICE', ''),
  ('revenue_recognition_invoices', 'delete', 'delete from public.revenue_recognition_invoices where id = :INVOICE', ''),
  ('journal_entries', 'select', 'select count(*) from public.journal_entries where id = :ENTRY', 'oa ou bk rv ad ow'),
  ('journal_entries', 'insert', 'insert into public.journal_entries (organization_id, type, ledger, journal_entry_id, journal_entry_date, amount_cents, raw, source_ref) values (:A, ''general'', ''builtin'', ''902'', ''2026-02-01'', 100, ''{}'', ''forged'')', ''),
  ('journal_entries', 'update', 'update public.journal_entries set amount_cents = 1 where id = :ENTRY', ''),
  ('journal_entries', 'delete', 'delete from public.journal_entries where id = :ENTRY', '');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a7000000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a7000000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a7000000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a7000000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a7000000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a7000000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a7000000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a7000000-0000-4000-8000-000000000008'), ('pg', null, 'a7000000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public'
    and c.oid between 'public.amortizations'::regclass::oid and 'public.journal_entries'::regclass::oid
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the schedules migrations has a row for each operation');

select * from finish();
rollback;
