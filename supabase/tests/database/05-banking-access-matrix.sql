-- Access matrix, business banking (money, controls and rules): the tables of supabase/schemas/11_banking.sql. Same
-- callers, rules and control as 01, 03 and 04. In organization A the banking flag is on; oa and ou have the banking
-- product, so they use it; oa, an organization admin, also manages; the assigned bookkeeper, admins and owners read
-- for the books; nobody writes a money row (accounts, entries, payees, payments, approvals, top-offs) by hand: the
-- product's functions and the service role do (61-banking-permissions.sql proves those and the flag and product rules).
--   an = anon, oa = client org admin of A (banking), ou = client org user of A (banking), oc = client (org admin, banking)
--   of organization B, bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper
--   role), ad = admin, ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a5000000-0000-4000-8000-000000000001', 'oa@matrix5.test'), ('a5000000-0000-4000-8000-000000000002', 'ou@matrix5.test'),
  ('a5000000-0000-4000-8000-000000000003', 'oc@matrix5.test'), ('a5000000-0000-4000-8000-000000000004', 'bk@matrix5.test'),
  ('a5000000-0000-4000-8000-000000000005', 'bu@matrix5.test'), ('a5000000-0000-4000-8000-000000000006', 'rv@matrix5.test'),
  ('a5000000-0000-4000-8000-000000000007', 'ad@matrix5.test'), ('a5000000-0000-4000-8000-000000000008', 'ow@matrix5.test'),
  ('a5000000-0000-4000-8000-000000000009', 'ox@matrix5.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a5000000-0000-4000-8000-000000000004', 'a5000000-0000-4000-8000-000000000005', 'a5000000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a5000000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a5000000-0000-4000-8000-000000000008';
update public.users set products = '{accounting,banking}'
where id in ('a5000000-0000-4000-8000-000000000001', 'a5000000-0000-4000-8000-000000000002', 'a5000000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values ('b5000000-0000-4000-8000-00000000000a', 'Org A'), ('b5000000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b5000000-0000-4000-8000-00000000000a', 'a5000000-0000-4000-8000-000000000001', 'admin'),
  ('b5000000-0000-4000-8000-00000000000a', 'a5000000-0000-4000-8000-000000000002', 'user'), ('b5000000-0000-4000-8000-00000000000b', 'a5000000-0000-4000-8000-000000000003', 'admin'),
  -- ox: another member of A (no actor), whose limits an admin sets
  ('b5000000-0000-4000-8000-00000000000a', 'a5000000-0000-4000-8000-000000000009', 'user');
insert into public.bookkeeper_assignments values ('b5000000-0000-4000-8000-00000000000a', 'a5000000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b5000000-0000-4000-8000-00000000000a', 'a5000000-0000-4000-8000-000000000006');
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values
  ('b5000000-0000-4000-8000-00000000000a', 'banking', true), ('b5000000-0000-4000-8000-00000000000a', 'auto-transfer', true),
  ('b5000000-0000-4000-8000-00000000000b', 'banking', true);

insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('d5000000-0000-4000-8000-000000000001', 'b5000000-0000-4000-8000-00000000000a', 'banking', 'customer-matrix5');
insert into public.banking_accounts (id, organization_id, connection_id, core_account_id, name, account_type) values
  ('d5000000-0000-4000-8000-000000000002', 'b5000000-0000-4000-8000-00000000000a', 'd5000000-0000-4000-8000-000000000001', 'core-acc-1', 'Operating', 'Checking'),
  ('d5000000-0000-4000-8000-000000000003', 'b5000000-0000-4000-8000-00000000000a', 'd5000000-0000-4000-8000-000000000001', 'core-acc-2', 'Reserve', 'Savings');
insert into public.banking_counterparties (id, organization_id, connection_id, core_counterparty_id, name, counterparty_type,
  routing_number, account_number_last4, account_type) values
  ('d5000000-0000-4000-8000-000000000004', 'b5000000-0000-4000-8000-00000000000a', 'd5000000-0000-4000-8000-000000000001', 'core-cp-1', 'Landlord', 'Business', '021000021', '1234', 'Checking'),
  ('d5000000-0000-4000-8000-00000000000c', 'b5000000-0000-4000-8000-00000000000a', 'd5000000-0000-4000-8000-000000000001', 'core-cp-3', 'Painter', 'Person', '021000021', '4321', 'Savings');
insert into public.banking_payments (id, organization_id, idempotency_key, rail, transaction_type, from_account_id,
  counterparty_id, amount_micros, status, requested_by) values
  ('d5000000-0000-4000-8000-000000000005', 'b5000000-0000-4000-8000-00000000000a', 'key-1', 'ach', 'ach_push',
   'd5000000-0000-4000-8000-000000000002', 'd5000000-0000-4000-8000-000000000004', 5000000, 'awaiting_approval', 'a5000000-0000-4000-8000-000000000002');
insert into public.banking_entries (id, organization_id, banking_account_id, core_entry_id, transaction_id, account_id,
  amount_micros, transaction_direction, transaction_type, layer, entry_result, transaction_created_time,
  account_balance_micros, account_available_balance_micros, updated_at, sequence) values
  ('d5000000-0000-4000-8000-000000000006', 'b5000000-0000-4000-8000-00000000000a', 'd5000000-0000-4000-8000-000000000002',
   'core-entry-1', 'core-transfer-1', 'core-acc-1', 1000000, 'Credit', 'ach_incoming_credit', 'Settled', 'Success', now(), 1000000, 1000000, now(), 1);
insert into public.approval_layers (id, organization_id, name) values
  ('d5000000-0000-4000-8000-000000000007', 'b5000000-0000-4000-8000-00000000000a', 'Finance');
insert into public.approval_layer_members (layer_id, user_id, organization_id) values
  ('d5000000-0000-4000-8000-000000000007', 'a5000000-0000-4000-8000-000000000001', 'b5000000-0000-4000-8000-00000000000a');
insert into public.payment_approvals (id, payment_id, organization_id, user_id) values
  ('d5000000-0000-4000-8000-000000000008', 'd5000000-0000-4000-8000-000000000005', 'b5000000-0000-4000-8000-00000000000a', 'a5000000-0000-4000-8000-000000000001');
insert into public.banking_user_limits (organization_id, user_id, per_payment_limit_micros) values
  ('b5000000-0000-4000-8000-00000000000a', 'a5000000-0000-4000-8000-000000000001', 1000000),
  ('b5000000-0000-4000-8000-00000000000a', 'a5000000-0000-4000-8000-000000000002', 1000000);
insert into public.auto_transfer_rules (id, organization_id, kind, source_account_id, target_account_id, threshold_micros, target_micros) values
  ('d5000000-0000-4000-8000-000000000009', 'b5000000-0000-4000-8000-00000000000a', 'sweep', 'd5000000-0000-4000-8000-000000000002',
   'd5000000-0000-4000-8000-000000000003', 5000000, 4000000);
insert into public.top_offs (id, organization_id, rule_id, source_account_id, target_account_id, amount_micros) values
  ('d5000000-0000-4000-8000-00000000000a', 'b5000000-0000-4000-8000-00000000000a', null, 'd5000000-0000-4000-8000-000000000003',
   'd5000000-0000-4000-8000-000000000002', 1000000);
insert into public.provider_transactions (id, organization_id, provider, connection_id, banking_account_id, transaction_id,
  transaction_effective_time, total_amount_cents, raw) values
  ('d5000000-0000-4000-8000-00000000000b', 'b5000000-0000-4000-8000-00000000000a', 'bank', 'd5000000-0000-4000-8000-000000000001',
   'd5000000-0000-4000-8000-000000000002', 'core-entry-1', now(), 100, '{}');

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b5000000-0000-4000-8000-00000000000a'), ('OA', 'a5000000-0000-4000-8000-000000000001'),
  ('OU', 'a5000000-0000-4000-8000-000000000002'), ('OX', 'a5000000-0000-4000-8000-000000000009'), ('CONN', 'd5000000-0000-4000-8000-000000000001'),
  ('OPERATING', 'd5000000-0000-4000-8000-000000000002'), ('RESERVE', 'd5000000-0000-4000-8000-000000000003'),
  ('PAYEE', 'd5000000-0000-4000-8000-000000000004'), ('PAYMENT', 'd5000000-0000-4000-8000-000000000005'),
  ('ENTRY', 'd5000000-0000-4000-8000-000000000006'), ('LAYER', 'd5000000-0000-4000-8000-000000000007'),
  ('APPROVAL', 'd5000000-0000-4000-8000-000000000008'), ('RULE', 'd5000000-0000-4000-8000-000000000009'),
  ('TOPOFF', 'd5000000-0000-4000-8000-00000000000a'), ('LINE', 'd5000000-0000-4000-8000-00000000000b'),
  ('PAYEE2', 'd5000000-0000-4000-8000-00000000000c')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  -- money rows mirror the core: people with banking and the organization's staff read; nobody writes them by hand
  ('banking_accounts', 'select', 'select count(*) from public.banking_accounts where id = :OPERATING', 'oa ou bk ad ow'),
  ('banking_accounts', 'insert', 'insert into public.banking_accounts (organization_id, connection_id, core_account_id, name, account_type) values (:A, :CONN, ''core-acc-3'', ''Forged'', ''Checking'')', ''),
  ('banking_accounts', 'update', 'update public.banking_accounts set balance_micros = 999999999 where id = :OPERATING', ''),
  ('banking_accounts', 'delete', 'delete from public.banking_accounts where id = :RESERVE', ''),
  ('banking_counterparties', 'select', 'select count(*) from public.banking_counterparties where id = :PAYEE', 'oa ou bk ad ow'),
  ('banking_counterparties', 'insert', 'insert into public.banking_counterparties (organization_id, connection_id, core_counterparty_id, name, counterparty_type, routing_number, account_number_last4, account_type) values (:A, :CONN, ''core-cp-2'', ''Me'', ''Person'', ''021000021'', ''9999'', ''Checking'')', ''),
  ('banking_counterparties', 'update', 'update public.banking_counterparties set routing_number = ''111000025'' where id = :PAYEE', ''),
  ('banking_counterparties', 'delete', 'delete from public.banking_counterparties where id = :PAYEE2', ''),
  ('banking_payments', 'select', 'select count(*) from public.banking_payments where id = :PAYMENT', 'oa ou bk ad ow'),
  ('banking_payments', 'insert', 'insert into public.banking_payments (organization_id, idempotency_key, rail, transaction_type, from_account_id, to_account_id, amount_micros, status) values (:A, ''key-2'', ''book'', ''book_transfer_out'', :OPERATING, :RESERVE, 1, ''submitted'')', ''),
  ('banking_payments', 'update', 'update public.banking_payments set status = ''submitted'' where id = :PAYMENT', ''),
  ('banking_payments', 'delete', 'delete from public.banking_payments where id = :PAYMENT', ''),
  ('banking_entries', 'select', 'select count(*) from public.banking_entries where id = :ENTRY', 'oa ou bk ad ow'),
  ('banking_entries', 'insert', 'insert into public.banking_entries (organization_id, banking_account_id, core_entry_id, transaction_id, account_id, amount_micros, transaction_direction, transaction_type, layer, entry_result, transaction_created_time, account_balance_micros, account_available_balance_micros, updated_at, sequence) values (:A, :OPERATING, ''core-entry-2'', ''t'', ''core-acc-1'', 1, ''Credit'', ''fee'', ''Settled'', ''Success'', now(), 0, 0, now(), 2)', ''),
  ('banking_entries', 'update', 'update public.banking_entries set layer = ''Failed'' where id = :ENTRY', ''),
  ('banking_entries', 'delete', 'delete from public.banking_entries where id = :ENTRY', ''),
  ('payment_approvals', 'select', 'select count(*) from public.payment_approvals where id = :APPROVAL', 'oa ou bk ad ow'),
  ('payment_approvals', 'insert', 'insert into public.payment_approvals (payment_id, organization_id, user_id) values (:PAYMENT, :A, :OU)', ''),
  ('payment_approvals', 'update', 'update public.payment_approvals set user_id = :OU where id = :APPROVAL', ''),
  ('payment_approvals', 'delete', 'delete from public.payment_approvals where id = :APPROVAL', ''),
  ('top_offs', 'select', 'select count(*) from public.top_offs where id = :TOPOFF', 'oa ou bk ad ow'),
  ('top_offs', 'insert', 'insert into public.top_offs (organization_id, source_account_id, target_account_id, amount_micros) values (:A, :RESERVE, :OPERATING, 1)', ''),
  ('top_offs', 'update', 'update public.top_offs set status = ''approved'' where id = :TOPOFF', ''),
  ('top_offs', 'delete', 'delete from public.top_offs where id = :TOPOFF', ''),
  -- controls: read by people with banking and staff; kept by the organization's admins with banking
  ('approval_layers', 'select', 'select count(*) from public.approval_layers where id = :LAYER', 'oa ou bk ad ow'),
  ('approval_layers', 'insert', 'insert into public.approval_layers (organization_id, name) values (:A, ''Owners'')', 'oa'),
  ('approval_layers', 'update', 'update public.approval_layers set min_approvals = 2 where id = :LAYER', 'oa'),
  ('approval_layers', 'delete', 'delete from public.approval_layers where id = :LAYER', ''),
  ('approval_layer_members', 'select', 'select count(*) from public.approval_layer_members where layer_id = :LAYER', 'oa ou bk ad ow'),
  ('approval_layer_members', 'insert', 'insert into public.approval_layer_members (layer_id, user_id, organization_id) values (:LAYER, :OU, :A)', 'oa'),
  ('approval_layer_members', 'update', 'update public.approval_layer_members set user_id = :OU where layer_id = :LAYER', ''),
  ('approval_layer_members', 'delete', 'delete from public.approval_layer_members where layer_id = :LAYER', 'oa'),
  ('banking_user_limits', 'select', 'select count(*) from public.banking_user_limits where organization_id = :A and user_id = :OU', 'oa ou bk ad ow'),
  ('banking_user_limits (another person''s)', 'select', 'select count(*) from public.banking_user_limits where organization_id = :A and user_id = :OA', 'oa bk ad ow'),
  ('banking_user_limits', 'insert', 'insert into public.banking_user_limits (organization_id, user_id, daily_limit_micros) values (:A, :OX, 1)', 'oa'),
  ('banking_user_limits', 'update', 'update public.banking_user_limits set daily_limit_micros = 5 where organization_id = :A and user_id = :OU', 'oa'),
  ('banking_user_limits', 'delete', 'delete from public.banking_user_limits where organization_id = :A and user_id = :OU', 'oa'),
  ('auto_transfer_rules', 'select', 'select count(*) from public.auto_transfer_rules where id = :RULE', 'oa ou bk ad ow'),
  ('auto_transfer_rules', 'insert', 'insert into public.auto_transfer_rules (organization_id, kind, source_account_id, target_account_id, threshold_micros, target_micros) values (:A, ''top_off'', :RESERVE, :OPERATING, 1, 2)', 'oa'),
  ('auto_transfer_rules', 'update', 'update public.auto_transfer_rules set enabled = false where id = :RULE', 'oa'),
  ('auto_transfer_rules', 'delete', 'delete from public.auto_transfer_rules where id = :RULE', 'oa'),
  -- the books' line of a settled entry: read like the rest of banking
  ('provider_transactions (bank)', 'select', 'select count(*) from public.provider_transactions where id = :LINE', 'oa ou bk ad ow');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a5000000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a5000000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a5000000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a5000000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a5000000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a5000000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a5000000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a5000000-0000-4000-8000-000000000008'), ('pg', null, 'a5000000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public'
    and c.oid >= 'public.banking_accounts'::regclass::oid and c.oid <= 'public.top_offs'::regclass::oid
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the banking migration has a row for each operation');

select * from finish();
rollback;
