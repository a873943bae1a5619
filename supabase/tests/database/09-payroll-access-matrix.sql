-- Access matrix, payroll: the tables of 20_payroll.sql. Same callers, rules and control as 01, 03, 05 and 07. The
-- client's staff (bk, rv, ad, ow) read everything; the organization admin (oa) reads its payroll (an organization
-- admin sees all its data); the plain member (ou) only after oa grants the payroll data permission, so the matrix
-- runs once without (ou refused) and the last assertions show the grant opening the reads; oc (another client) and
-- bu (assigned nowhere) never. Synced rows are written by the jobs as the service role only; the mapping by the
-- client's bookkeepers and the firm's admins. Ledger requests are staff-only (bk, ad, ow; not the reviewer), and so
-- are the webhook subscriptions and employee reports of 34_payroll_gusto.sql (written by the service role only).
--   an = anon, oa = client org admin of A, ou = client org user of A, oc = client (org admin) of organization B,
--   bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper role), ad = admin,
--   ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a9500000-0000-4000-8000-000000000001', 'oa@matrix95.test'), ('a9500000-0000-4000-8000-000000000002', 'ou@matrix95.test'),
  ('a9500000-0000-4000-8000-000000000003', 'oc@matrix95.test'), ('a9500000-0000-4000-8000-000000000004', 'bk@matrix95.test'),
  ('a9500000-0000-4000-8000-000000000005', 'bu@matrix95.test'), ('a9500000-0000-4000-8000-000000000006', 'rv@matrix95.test'),
  ('a9500000-0000-4000-8000-000000000007', 'ad@matrix95.test'), ('a9500000-0000-4000-8000-000000000008', 'ow@matrix95.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a9500000-0000-4000-8000-000000000004', 'a9500000-0000-4000-8000-000000000005', 'a9500000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a9500000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a9500000-0000-4000-8000-000000000008';
insert into public.organizations (id, legal_name) values ('b9500000-0000-4000-8000-00000000000a', 'Org A'), ('b9500000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b9500000-0000-4000-8000-00000000000a', 'a9500000-0000-4000-8000-000000000001', 'admin'),
  ('b9500000-0000-4000-8000-00000000000a', 'a9500000-0000-4000-8000-000000000002', 'user'), ('b9500000-0000-4000-8000-00000000000b', 'a9500000-0000-4000-8000-000000000003', 'admin');
insert into public.bookkeeper_assignments values ('b9500000-0000-4000-8000-00000000000a', 'a9500000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b9500000-0000-4000-8000-00000000000a', 'a9500000-0000-4000-8000-000000000006');

insert into public.payroll_employees (id, organization_id, provider, employee_id, name, last_name) values
  ('d9500000-0000-4000-8000-000000000001', 'b9500000-0000-4000-8000-00000000000a', 'gusto', 'e-1', 'Ana', 'Ortiz');
insert into public.payroll_contractors (id, organization_id, contractor_uuid, type, wage_type, status) values
  ('d9500000-0000-4000-8000-000000000002', 'b9500000-0000-4000-8000-00000000000a', 'c9500000-0000-4000-8000-000000000001', 'individual', 'hourly', 'active');
insert into public.payroll_contractor_payments (id, organization_id, payment_uuid, contractor_id, date, payment_method, status, wage_type, raw_data) values
  ('d9500000-0000-4000-8000-000000000003', 'b9500000-0000-4000-8000-00000000000a', 'c9500000-0000-4000-8000-000000000002', 'c9500000-0000-4000-8000-000000000001', '2026-01-15', 'Check', 'Funded', 'Hourly', '{}');
insert into public.payrolls (id, organization_id, payroll_uuid, pay_period_start, pay_period_end, check_date, processed) values
  ('d9500000-0000-4000-8000-000000000004', 'b9500000-0000-4000-8000-00000000000a', 'c9500000-0000-4000-8000-000000000003', '2026-01-01', '2026-01-14', '2026-01-19', true);
insert into public.payroll_ledger_requests (id, organization_id, payroll_id, request_uuid, aggregation, status) values
  ('d9500000-0000-4000-8000-000000000005', 'b9500000-0000-4000-8000-00000000000a', 'd9500000-0000-4000-8000-000000000004', 'c9500000-0000-4000-8000-000000000004', 'default', 'pending');
insert into public.payroll_account_mappings (id, organization_id, line, account_id, account_name) values
  ('d9500000-0000-4000-8000-000000000006', 'b9500000-0000-4000-8000-00000000000a', 'Wages', '1', '6010 Salaries and Wages');

insert into public.payroll_webhook_subscriptions (id, organization_id, subscription_types, callback_url, external_id, status) values
  ('d9500000-0000-4000-8000-000000000007', 'b9500000-0000-4000-8000-00000000000a', '{Payroll}', 'https://example.test/hook', 'c9500000-0000-4000-8000-000000000005', 'pending');
insert into public.payroll_employee_reports (id, organization_id, payroll_id, custom_name, columns, with_totals, start_date, end_date, status) values
  ('d9500000-0000-4000-8000-000000000008', 'b9500000-0000-4000-8000-00000000000a', 'd9500000-0000-4000-8000-000000000004', 'January', '{gross_earnings}', true, '2026-01-01', '2026-01-14', 'pending');

/** Section: the names the statements use */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b9500000-0000-4000-8000-00000000000a'), ('EMP', 'd9500000-0000-4000-8000-000000000001'),
  ('CON', 'd9500000-0000-4000-8000-000000000002'), ('PAY', 'd9500000-0000-4000-8000-000000000003'),
  ('PR', 'd9500000-0000-4000-8000-000000000004'), ('REQ', 'd9500000-0000-4000-8000-000000000005'),
  ('MAP', 'd9500000-0000-4000-8000-000000000006'), ('SUB', 'd9500000-0000-4000-8000-000000000007'),
  ('REP', 'd9500000-0000-4000-8000-000000000008')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('payroll_employees', 'select', 'select count(*) from public.payroll_employees where id = :EMP', 'oa bk rv ad ow'),
  ('payroll_employees', 'insert', 'insert into public.payroll_employees (organization_id, provider, employee_id, name, last_name) values (:A, ''rippling'', ''r-1'', ''Ben'', ''Patel'')', ''),
  ('payroll_employees', 'update', 'update public.payroll_employees set terminated = true where id = :EMP', ''),
  ('payroll_employees', 'delete', 'delete from public.payroll_employees where id = :EMP', ''),
  ('payroll_contractors', 'select', 'select count(*) from public.payroll_contractors where id = :CON', 'oa bk rv ad ow'),
  ('payroll_contractors', 'insert', 'insert into public.payroll_contractors (organization_id, contractor_uuid, type, wage_type, status) values (:A, gen_random_uuid(), ''business'', ''fixed'', ''active'')', ''),
  ('payroll_contractors', 'update', 'update public.payroll_contractors set status = ''inactive'' where id = :CON', ''),
  ('payroll_contractors', 'delete', 'delete from public.payroll_contractors where id = :CON', ''),
  ('payroll_contractor_payments', 'select', 'select count(*) from public.payroll_contractor_payments where id = :PAY', 'oa bk rv ad ow'),
  ('payroll_contractor_payments', 'insert', 'insert into public.payroll_contractor_payments (organization_id, payment_uuid, contractor_id, date, payment_method, status, wage_type, raw_data) values (:A, gen_random_uuid(), gen_random_uuid(), ''2026-02-15'', ''Check'', ''Funded'', ''Fixed'', ''{}'')', ''),
  ('payroll_contractor_payments', 'update', 'update public.payroll_contractor_payments set status = ''Unfunded'' where id = :PAY', ''),
  ('payroll_contractor_payments', 'delete', 'delete from public.payroll_contractor_payments where id = :PAY', ''),
  ('payrolls', 'select', 'select count(*) from public.payrolls where id = :PR', 'oa bk rv ad ow'),
  ('payrolls', 'insert', 'insert into public.payrolls (organization_id, payroll_uuid, pay_period_start, pay_period_end, check_date) values (:A, gen_random_uuid(), ''2026-02-01'', ''2026-02-14'', ''2026-02-19'')', ''),
  ('payrolls', 'update', 'update public.payrolls set processed = false where id = :PR', ''),
  ('payrolls', 'delete', 'delete from public.payrolls where id = :PR', ''),
  ('payroll_ledger_requests', 'select', 'select count(*) from public.payroll_ledger_requests where id = :REQ', 'bk ad ow'),
  ('payroll_ledger_requests', 'insert', 'insert into public.payroll_ledger_requests (organization_id, payroll_id, request_uuid, aggregation, status) values (:A, :PR, gen_random_uuid(), ''job'', ''pending'')', ''),
  ('payroll_ledger_requests', 'update', 'update public.payroll_ledger_requests set status = ''succeeded'' where id = :REQ', ''),
  ('payroll_ledger_requests', 'delete', 'delete from public.payroll_ledger_requests where id = :REQ', ''),
  ('payroll_account_mappings', 'select', 'select count(*) from public.payroll_account_mappings where id = :MAP', 'oa bk rv ad ow'),
  ('payroll_account_mappings', 'insert', 'insert into public.payroll_account_mappings (organization_id, line, account_id, account_name) values (:A, ''Net Pay'', ''2'', ''1010 Operating Checking'')', 'bk ad ow'),
  ('payroll_account_mappings', 'update', 'update public.payroll_account_mappings set account_id = ''3'' where id = :MAP', 'bk ad ow'),
  ('payroll_account_mappings', 'delete', 'delete from public.payroll_account_mappings where id = :MAP', 'bk ad ow'),
  ('payroll_webhook_subscriptions', 'select', 'select count(*) from public.payroll_webhook_subscriptions where id = :SUB', 'bk ad ow'),
  ('payroll_webhook_subscriptions', 'insert', 'insert into public.payroll_webhook_subscriptions (organization_id, subscription_types, callback_url, external_id, status) values (:A, ''{Employee}'', ''https://example.test/x'', gen_random_uuid(), ''pending'')', ''),
  ('payroll_webhook_subscriptions', 'update', 'update public.payroll_webhook_subscriptions set status = ''verified'' where id = :SUB', ''),
  ('payroll_webhook_subscriptions', 'delete', 'delete from public.payroll_webhook_subscriptions where id = :SUB', ''),
  ('payroll_employee_reports', 'select', 'select count(*) from public.payroll_employee_reports where id = :REP', 'bk ad ow'),
  ('payroll_employee_reports', 'insert', 'insert into public.payroll_employee_reports (organization_id, payroll_id, custom_name, columns, with_totals, start_date, end_date, status) values (:A, :PR, ''Other'', ''{net_pay}'', false, ''2026-01-01'', ''2026-01-14'', ''pending'')', ''),
  ('payroll_employee_reports', 'update', 'update public.payroll_employee_reports set status = ''failed'' where id = :REP', ''),
  ('payroll_employee_reports', 'delete', 'delete from public.payroll_employee_reports where id = :REP', '');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a9500000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a9500000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a9500000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a9500000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a9500000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a9500000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a9500000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a9500000-0000-4000-8000-000000000008'), ('pg', null, 'a9500000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, coverage, and the member's grant */
select plan((select count(*)::int from matrix, actors) + 6);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public'
    and c.oid between 'public.payroll_employees'::regclass::oid and 'public.payroll_account_mappings'::regclass::oid
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the payroll schema has a row for each operation');
select is_empty($$
  select format('%s has no %s row', t.name, o.op)
  from (values ('payroll_webhook_subscriptions'), ('payroll_employee_reports')) t(name)
    cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where not exists (select 1 from matrix m where m.op = o.op and m.tbl = t.name)
$$, 'every table of 34_payroll_gusto.sql has a row for each operation');

insert into public.data_permissions (organization_id, user_id, kind, permission_given)
values ('b9500000-0000-4000-8000-00000000000a', 'a9500000-0000-4000-8000-000000000002', 'payroll', true);
select is(tests.access_attempt('select', 'select count(*) from public.payrolls where id = ''d9500000-0000-4000-8000-000000000004''',
  'authenticated', 'a9500000-0000-4000-8000-000000000002'), 'allowed', 'ou reads payrolls once granted payroll');
select is(tests.access_attempt('select', 'select count(*) from public.payroll_employees where id = ''d9500000-0000-4000-8000-000000000001''',
  'authenticated', 'a9500000-0000-4000-8000-000000000002'), 'allowed', 'ou reads employees once granted payroll');
select is(tests.access_attempt('select', 'select count(*) from public.payroll_ledger_requests where id = ''d9500000-0000-4000-8000-000000000005''',
  'authenticated', 'a9500000-0000-4000-8000-000000000002'), 'refused', '... but never the ledger requests');
select is(tests.access_attempt('select', 'select count(*) from public.payroll_employee_reports where id = ''d9500000-0000-4000-8000-000000000008''',
  'authenticated', 'a9500000-0000-4000-8000-000000000002'), 'refused', '... nor the employee reports');

select * from finish();
rollback;
