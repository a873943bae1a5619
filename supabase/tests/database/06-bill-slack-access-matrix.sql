-- Access matrix, bill approval in Slack: the table of supabase/schemas/34_bill_slack.sql. Same callers, rules and control
-- as 06-bill-pay-access-matrix.sql. Where a bill's Slack message is (channel, ts) is read by whoever reads the bill (people
-- with banking, the organization's staff); oc (organization B) sees nothing of A; only the product (the
-- bills.slack-message job, as the service role) writes it, so nobody can point a bill at another message.
--   an = anon, oa = client org admin of A (banking), ou = client org user of A (banking), oc = client (org admin, banking)
--   of organization B, bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper
--   role), ad = admin, ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a3400000-0000-4000-8000-000000000001', 'oa@matrix34.test'), ('a3400000-0000-4000-8000-000000000002', 'ou@matrix34.test'),
  ('a3400000-0000-4000-8000-000000000003', 'oc@matrix34.test'), ('a3400000-0000-4000-8000-000000000004', 'bk@matrix34.test'),
  ('a3400000-0000-4000-8000-000000000005', 'bu@matrix34.test'), ('a3400000-0000-4000-8000-000000000006', 'rv@matrix34.test'),
  ('a3400000-0000-4000-8000-000000000007', 'ad@matrix34.test'), ('a3400000-0000-4000-8000-000000000008', 'ow@matrix34.test'),
  ('a3400000-0000-4000-8000-000000000009', 'ox@matrix34.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a3400000-0000-4000-8000-000000000004', 'a3400000-0000-4000-8000-000000000005', 'a3400000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a3400000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a3400000-0000-4000-8000-000000000008';
update public.users set products = '{accounting,banking}'
where id in ('a3400000-0000-4000-8000-000000000001', 'a3400000-0000-4000-8000-000000000002', 'a3400000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values ('b3400000-0000-4000-8000-00000000000a', 'Org A'), ('b3400000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b3400000-0000-4000-8000-00000000000a', 'a3400000-0000-4000-8000-000000000001', 'admin'),
  ('b3400000-0000-4000-8000-00000000000a', 'a3400000-0000-4000-8000-000000000002', 'user'), ('b3400000-0000-4000-8000-00000000000b', 'a3400000-0000-4000-8000-000000000003', 'admin'),
  -- ox: another member of A (no actor), whose limits an admin sets
  ('b3400000-0000-4000-8000-00000000000a', 'a3400000-0000-4000-8000-000000000009', 'user');
insert into public.bookkeeper_assignments values ('b3400000-0000-4000-8000-00000000000a', 'a3400000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b3400000-0000-4000-8000-00000000000a', 'a3400000-0000-4000-8000-000000000006');
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values
  ('b3400000-0000-4000-8000-00000000000a', 'banking', true), ('b3400000-0000-4000-8000-00000000000a', 'auto-transfer', true),
  ('b3400000-0000-4000-8000-00000000000b', 'banking', true);

insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('d3400000-0000-4000-8000-000000000001', 'b3400000-0000-4000-8000-00000000000a', 'banking', 'customer-matrix34');
insert into public.banking_accounts (id, organization_id, connection_id, core_account_id, name, account_type) values
  ('d3400000-0000-4000-8000-000000000002', 'b3400000-0000-4000-8000-00000000000a', 'd3400000-0000-4000-8000-000000000001', 'core-acc-1', 'Operating', 'Checking');
insert into public.banking_bills (id, organization_id, vendor_name, amount_micros, status, created_by) values
  ('d3400000-0000-4000-8000-000000000010', 'b3400000-0000-4000-8000-00000000000a', 'Acme Supply Co', 125000000, 'Draft', 'a3400000-0000-4000-8000-000000000002'),
  ('d3400000-0000-4000-8000-000000000011', 'b3400000-0000-4000-8000-00000000000a', 'Acme Supply Co', 99000000, 'Pending', 'a3400000-0000-4000-8000-000000000002'),
  ('d3400000-0000-4000-8000-000000000012', 'b3400000-0000-4000-8000-00000000000a', 'Old Bill LLC', 5000000, 'Denied', 'a3400000-0000-4000-8000-000000000002');
insert into public.banking_bill_slack_messages (bill_id, organization_id, team_id, channel_id, ts, shown) values
  ('d3400000-0000-4000-8000-000000000011', 'b3400000-0000-4000-8000-00000000000a', 'TMATRIX34', 'CMATRIX34', '1764000000.000100', 'asking');
insert into public.banking_bill_approvals (bill_id, user_id, organization_id) values
  ('d3400000-0000-4000-8000-000000000011', 'a3400000-0000-4000-8000-000000000001', 'b3400000-0000-4000-8000-00000000000a');
insert into public.banking_bill_activities (id, bill_id, organization_id, type, user_id) values
  ('d3400000-0000-4000-8000-000000000013', 'd3400000-0000-4000-8000-000000000012', 'b3400000-0000-4000-8000-00000000000a', 'Denial', 'a3400000-0000-4000-8000-000000000001');
insert into public.banking_bill_comments (id, bill_id, organization_id, user_id, comment) values
  ('d3400000-0000-4000-8000-000000000014', 'd3400000-0000-4000-8000-000000000011', 'b3400000-0000-4000-8000-00000000000a', 'a3400000-0000-4000-8000-000000000002', 'Checked the PO');

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b3400000-0000-4000-8000-00000000000a'), ('PENDING', 'd3400000-0000-4000-8000-000000000011'),
  ('DRAFT', 'd3400000-0000-4000-8000-000000000010')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('banking_bill_slack_messages', 'select', 'select count(*) from public.banking_bill_slack_messages where bill_id = :PENDING', 'oa ou bk ad ow'),
  ('banking_bill_slack_messages', 'insert', 'insert into public.banking_bill_slack_messages (bill_id, organization_id) values (:DRAFT, :A)', ''),
  ('banking_bill_slack_messages', 'update', 'update public.banking_bill_slack_messages set ts = ''1764000000.000200'' where bill_id = :PENDING', ''),
  ('banking_bill_slack_messages', 'delete', 'delete from public.banking_bill_slack_messages where bill_id = :PENDING', '');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a3400000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a3400000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a3400000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a3400000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a3400000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a3400000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a3400000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a3400000-0000-4000-8000-000000000008'), ('pg', null, 'a3400000-0000-4000-8000-000000000008');

select plan((select count(*)::int from matrix, actors) + 2);

select * from tests.run_access_matrix();

select throws_ok($$
  insert into public.banking_bill_slack_messages (bill_id, organization_id) values ('d3400000-0000-4000-8000-000000000010', 'b3400000-0000-4000-8000-00000000000b')
$$, '23514', 'the bill belongs to another organization', 'a bill''s Slack message names the bill''s own organization');

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public' and c.relname = 'banking_bill_slack_messages'
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'the bill Slack table has a row for each operation');

select * from finish();
rollback;
