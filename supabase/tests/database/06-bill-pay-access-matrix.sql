-- Access matrix, bill pay: the tables of supabase/schemas/18_bill_pay.sql. Same callers, rules and control as 05. In
-- organization A the banking flag is on; oa and ou have the banking product, so they add and edit draft bills and
-- comment; the assigned bookkeeper, admins and owners read for the books; oc (organization B) sees nothing of A;
-- approvals and activity, and a bill's status and payment, are the product's to write (the API, as the service role).
--   an = anon, oa = client org admin of A (banking), ou = client org user of A (banking), oc = client (org admin, banking)
--   of organization B, bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper
--   role), ad = admin, ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a1800000-0000-4000-8000-000000000001', 'oa@matrix18.test'), ('a1800000-0000-4000-8000-000000000002', 'ou@matrix18.test'),
  ('a1800000-0000-4000-8000-000000000003', 'oc@matrix18.test'), ('a1800000-0000-4000-8000-000000000004', 'bk@matrix18.test'),
  ('a1800000-0000-4000-8000-000000000005', 'bu@matrix18.test'), ('a1800000-0000-4000-8000-000000000006', 'rv@matrix18.test'),
  ('a1800000-0000-4000-8000-000000000007', 'ad@matrix18.test'), ('a1800000-0000-4000-8000-000000000008', 'ow@matrix18.test'),
  ('a1800000-0000-4000-8000-000000000009', 'ox@matrix18.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a1800000-0000-4000-8000-000000000004', 'a1800000-0000-4000-8000-000000000005', 'a1800000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a1800000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a1800000-0000-4000-8000-000000000008';
update public.users set products = '{accounting,banking}'
where id in ('a1800000-0000-4000-8000-000000000001', 'a1800000-0000-4000-8000-000000000002', 'a1800000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values ('b1800000-0000-4000-8000-00000000000a', 'Org A'), ('b1800000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b1800000-0000-4000-8000-00000000000a', 'a1800000-0000-4000-8000-000000000001', 'admin'),
  ('b1800000-0000-4000-8000-00000000000a', 'a1800000-0000-4000-8000-000000000002', 'user'), ('b1800000-0000-4000-8000-00000000000b', 'a1800000-0000-4000-8000-000000000003', 'admin'),
  -- ox: another member of A (no actor), whose limits an admin sets
  ('b1800000-0000-4000-8000-00000000000a', 'a1800000-0000-4000-8000-000000000009', 'user');
insert into public.bookkeeper_assignments values ('b1800000-0000-4000-8000-00000000000a', 'a1800000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b1800000-0000-4000-8000-00000000000a', 'a1800000-0000-4000-8000-000000000006');
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values
  ('b1800000-0000-4000-8000-00000000000a', 'banking', true), ('b1800000-0000-4000-8000-00000000000a', 'auto-transfer', true),
  ('b1800000-0000-4000-8000-00000000000b', 'banking', true);

insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('d1800000-0000-4000-8000-000000000001', 'b1800000-0000-4000-8000-00000000000a', 'banking', 'customer-matrix18');
insert into public.banking_accounts (id, organization_id, connection_id, core_account_id, name, account_type) values
  ('d1800000-0000-4000-8000-000000000002', 'b1800000-0000-4000-8000-00000000000a', 'd1800000-0000-4000-8000-000000000001', 'core-acc-1', 'Operating', 'Checking');
insert into public.banking_bills (id, organization_id, vendor_name, amount_micros, status, created_by) values
  ('d1800000-0000-4000-8000-000000000010', 'b1800000-0000-4000-8000-00000000000a', 'Acme Supply Co', 125000000, 'Draft', 'a1800000-0000-4000-8000-000000000002'),
  ('d1800000-0000-4000-8000-000000000011', 'b1800000-0000-4000-8000-00000000000a', 'Acme Supply Co', 99000000, 'Pending', 'a1800000-0000-4000-8000-000000000002'),
  ('d1800000-0000-4000-8000-000000000012', 'b1800000-0000-4000-8000-00000000000a', 'Old Bill LLC', 5000000, 'Denied', 'a1800000-0000-4000-8000-000000000002');
insert into public.banking_bill_approvals (bill_id, user_id, organization_id) values
  ('d1800000-0000-4000-8000-000000000011', 'a1800000-0000-4000-8000-000000000001', 'b1800000-0000-4000-8000-00000000000a');
insert into public.banking_bill_activities (id, bill_id, organization_id, type, user_id) values
  ('d1800000-0000-4000-8000-000000000013', 'd1800000-0000-4000-8000-000000000012', 'b1800000-0000-4000-8000-00000000000a', 'Denial', 'a1800000-0000-4000-8000-000000000001');
insert into public.banking_bill_comments (id, bill_id, organization_id, user_id, comment) values
  ('d1800000-0000-4000-8000-000000000014', 'd1800000-0000-4000-8000-000000000011', 'b1800000-0000-4000-8000-00000000000a', 'a1800000-0000-4000-8000-000000000002', 'Checked the PO');

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b1800000-0000-4000-8000-00000000000a'), ('OA', 'a1800000-0000-4000-8000-000000000001'),
  ('OU', 'a1800000-0000-4000-8000-000000000002'), ('DRAFT', 'd1800000-0000-4000-8000-000000000010'),
  ('PENDING', 'd1800000-0000-4000-8000-000000000011'), ('DENIED', 'd1800000-0000-4000-8000-000000000012'),
  ('ACTIVITY', 'd1800000-0000-4000-8000-000000000013'), ('COMMENT', 'd1800000-0000-4000-8000-000000000014')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('banking_bills', 'select', 'select count(*) from public.banking_bills where id = :DRAFT', 'oa ou bk ad ow'),
  ('banking_bills', 'insert', 'insert into public.banking_bills (organization_id, vendor_name, amount_micros, created_by) values (:A, ''New Vendor'', 1, auth.uid())', 'oa ou'),
  ('banking_bills (someone else as author)', 'insert', 'insert into public.banking_bills (organization_id, vendor_name, created_by) values (:A, ''New Vendor'', :OA)', 'oa'),
  ('banking_bills', 'update', 'update public.banking_bills set invoice_number = ''INV-9'' where id = :DRAFT', 'oa ou'),
  ('banking_bills (a declined bill)', 'update', 'update public.banking_bills set invoice_number = ''INV-9'' where id = :DENIED', ''),
  ('banking_bills (its status)', 'update', 'update public.banking_bills set status = ''Denied'' where id = :PENDING', ''),
  ('banking_bills (its approval)', 'update', 'update public.banking_bills set approved_at = now() where id = :PENDING', ''),
  ('banking_bills', 'delete', 'delete from public.banking_bills where id = :DRAFT', ''),
  ('banking_bill_approvals', 'select', 'select count(*) from public.banking_bill_approvals where bill_id = :PENDING', 'oa ou bk ad ow'),
  ('banking_bill_approvals', 'insert', 'insert into public.banking_bill_approvals (bill_id, user_id, organization_id) values (:PENDING, :OU, :A)', ''),
  ('banking_bill_approvals', 'update', 'update public.banking_bill_approvals set user_id = :OU where bill_id = :PENDING', ''),
  ('banking_bill_approvals', 'delete', 'delete from public.banking_bill_approvals where bill_id = :PENDING', ''),
  ('banking_bill_activities', 'select', 'select count(*) from public.banking_bill_activities where id = :ACTIVITY', 'oa ou bk ad ow'),
  ('banking_bill_activities', 'insert', 'insert into public.banking_bill_activities (bill_id, organization_id, type) values (:PENDING, :A, ''Payment'')', ''),
  ('banking_bill_activities', 'update', 'update public.banking_bill_activities set type = ''Payment'' where id = :ACTIVITY', ''),
  ('banking_bill_activities', 'delete', 'delete from public.banking_bill_activities where id = :ACTIVITY', ''),
  ('banking_bill_comments', 'select', 'select count(*) from public.banking_bill_comments where id = :COMMENT', 'oa ou bk ad ow'),
  ('banking_bill_comments', 'insert', 'insert into public.banking_bill_comments (bill_id, organization_id, user_id, comment) values (:PENDING, :A, auth.uid(), ''Looks right'')', 'oa ou'),
  ('banking_bill_comments (as someone else)', 'insert', 'insert into public.banking_bill_comments (bill_id, organization_id, user_id, comment) values (:PENDING, :A, :OA, ''Looks right'')', 'oa'),
  ('banking_bill_comments', 'update', 'update public.banking_bill_comments set comment = ''Changed'' where id = :COMMENT', ''),
  ('banking_bill_comments', 'delete', 'delete from public.banking_bill_comments where id = :COMMENT', '');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a1800000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a1800000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a1800000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a1800000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a1800000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a1800000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a1800000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a1800000-0000-4000-8000-000000000008'), ('pg', null, 'a1800000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 3);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public'
    and c.oid >= 'public.banking_bills'::regclass::oid and c.oid <= 'public.banking_bill_comments'::regclass::oid
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the bill pay migration has a row for each operation');

/** The books' ids and the entry link are the booking's (book-bill.ts), never a user's to set or run. */
select ok(not has_column_privilege('authenticated', 'public.banking_bills', 'books_ledger', 'update')
  and not has_column_privilege('authenticated', 'public.banking_bills', 'qb_bill_payment_id', 'update'),
  'users cannot say which BillPayment a bill was booked as');
select ok(not has_function_privilege('authenticated', 'private.link_bill_payment_entries(uuid)', 'execute')
  and not has_function_privilege('anon', 'private.link_bill_payment_entries(uuid)', 'execute')
  and not has_function_privilege('authenticated', 'private.link_new_entries_to_bills()', 'execute'),
  'users cannot link a bank line to a BillPayment themselves');

select * from finish();
rollback;
