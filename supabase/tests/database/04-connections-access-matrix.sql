-- Access matrix, provider connections and bank feeds: the tables created from public.provider_connections on (03
-- covers those between public.audit_log and it). Same callers, rules and control as 01 and 03. The data permissions
-- are the point here: in organization A the client granted the firm bank account GRANTED and the payments provider,
-- and the organization admin granted the org user the same account; account HIDDEN and the card provider are granted
-- to nobody, so only the organization admin sees them.
--   an = anon, oa = client org admin of A, ou = client org user of A, oc = client (org admin) of organization B,
--   bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper role),
--   ad = admin, ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a4000000-0000-4000-8000-000000000001', 'oa@matrix4.test'), ('a4000000-0000-4000-8000-000000000002', 'ou@matrix4.test'),
  ('a4000000-0000-4000-8000-000000000003', 'oc@matrix4.test'), ('a4000000-0000-4000-8000-000000000004', 'bk@matrix4.test'),
  ('a4000000-0000-4000-8000-000000000005', 'bu@matrix4.test'), ('a4000000-0000-4000-8000-000000000006', 'rv@matrix4.test'),
  ('a4000000-0000-4000-8000-000000000007', 'ad@matrix4.test'), ('a4000000-0000-4000-8000-000000000008', 'ow@matrix4.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a4000000-0000-4000-8000-000000000004', 'a4000000-0000-4000-8000-000000000005', 'a4000000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a4000000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a4000000-0000-4000-8000-000000000008';
insert into public.organizations (id, legal_name) values ('b4000000-0000-4000-8000-00000000000a', 'Org A'), ('b4000000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b4000000-0000-4000-8000-00000000000a', 'a4000000-0000-4000-8000-000000000001', 'admin'),
  ('b4000000-0000-4000-8000-00000000000a', 'a4000000-0000-4000-8000-000000000002', 'user'), ('b4000000-0000-4000-8000-00000000000b', 'a4000000-0000-4000-8000-000000000003', 'admin');
insert into public.bookkeeper_assignments values ('b4000000-0000-4000-8000-00000000000a', 'a4000000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b4000000-0000-4000-8000-00000000000a', 'a4000000-0000-4000-8000-000000000006');

insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('d4000000-0000-4000-8000-000000000001', 'b4000000-0000-4000-8000-00000000000a', 'plaid', 'item-matrix'),
  ('d4000000-0000-4000-8000-000000000002', 'b4000000-0000-4000-8000-00000000000a', 'teller', 'enr_matrix');
insert into public.provider_secrets (connection_id, name, ciphertext) values
  ('d4000000-0000-4000-8000-000000000001', 'access_token', '\x000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c');
insert into public.plaid_items (id, connection_id, organization_id, item_id) values
  ('d4000000-0000-4000-8000-000000000003', 'd4000000-0000-4000-8000-000000000001', 'b4000000-0000-4000-8000-00000000000a', 'item-matrix');
insert into public.teller_enrollments (id, connection_id, organization_id, teller_enrollment_id) values
  ('d4000000-0000-4000-8000-000000000004', 'd4000000-0000-4000-8000-000000000002', 'b4000000-0000-4000-8000-00000000000a', 'enr_matrix');
insert into public.bank_accounts (id, organization_id, connection_id, provider, plaid_item_id, account_id, name, type) values
  ('d4000000-0000-4000-8000-000000000005', 'b4000000-0000-4000-8000-00000000000a', 'd4000000-0000-4000-8000-000000000001', 'plaid', 'd4000000-0000-4000-8000-000000000003', 'acc-granted', 'Checking', 'depository'),
  ('d4000000-0000-4000-8000-000000000006', 'b4000000-0000-4000-8000-00000000000a', 'd4000000-0000-4000-8000-000000000001', 'plaid', 'd4000000-0000-4000-8000-000000000003', 'acc-hidden', 'Owner savings', 'depository');
update public.organizations set metadata = jsonb_build_object('userPermissions', jsonb_build_object(
  'bankAccounts', jsonb_build_array(jsonb_build_object('permissionGiven', true, 'plaidBankAccountId', 'd4000000-0000-4000-8000-000000000005')),
  'stripe', jsonb_build_object('permissionGiven', true), 'ramp', jsonb_build_object('permissionGiven', false),
  'payroll', jsonb_build_object('permissionGiven', false))) where id = 'b4000000-0000-4000-8000-00000000000a';
insert into public.data_permissions (id, organization_id, user_id, kind, bank_account_id, permission_given) values
  ('d4000000-0000-4000-8000-000000000007', 'b4000000-0000-4000-8000-00000000000a', 'a4000000-0000-4000-8000-000000000002', 'bankAccounts', 'd4000000-0000-4000-8000-000000000005', true);
insert into public.bank_balances (id, bank_account_id, organization_id, available_micros) values
  ('d4000000-0000-4000-8000-000000000008', 'd4000000-0000-4000-8000-000000000005', 'b4000000-0000-4000-8000-00000000000a', 1000000),
  ('d4000000-0000-4000-8000-000000000009', 'd4000000-0000-4000-8000-000000000006', 'b4000000-0000-4000-8000-00000000000a', 2000000);
insert into public.bank_statements (id, bank_account_id, organization_id, statement_id, month, year) values
  ('d4000000-0000-4000-8000-00000000000a', 'd4000000-0000-4000-8000-000000000005', 'b4000000-0000-4000-8000-00000000000a', 'stmt-1', 10, 2026);
insert into public.plaid_asset_reports (id, organization_id, connection_id, plaid_asset_report_id, days_requested) values
  ('d4000000-0000-4000-8000-00000000000b', 'b4000000-0000-4000-8000-00000000000a', 'd4000000-0000-4000-8000-000000000001', 'ar-matrix', 60);
insert into public.provider_transactions (id, organization_id, provider, connection_id, bank_account_id, transaction_id, transaction_effective_time, total_amount_cents, raw) values
  ('d4000000-0000-4000-8000-00000000000c', 'b4000000-0000-4000-8000-00000000000a', 'plaid', 'd4000000-0000-4000-8000-000000000001', 'd4000000-0000-4000-8000-000000000005', 'tx-granted', now(), -1250, '{}'),
  ('d4000000-0000-4000-8000-00000000000d', 'b4000000-0000-4000-8000-00000000000a', 'plaid', 'd4000000-0000-4000-8000-000000000001', 'd4000000-0000-4000-8000-000000000006', 'tx-hidden', now(), -990, '{}'),
  ('d4000000-0000-4000-8000-00000000000e', 'b4000000-0000-4000-8000-00000000000a', 'stripe', null, null, 'txn_stripe', now(), 5000, '{}'),
  ('d4000000-0000-4000-8000-00000000000f', 'b4000000-0000-4000-8000-00000000000a', 'ramp', null, null, 'ramp-1', now(), -700, '{}');
insert into public.entry_links (id, organization_id, source, external_id, provider_transaction_id, transaction_direction) values
  ('d4000000-0000-4000-8000-000000000010', 'b4000000-0000-4000-8000-00000000000a', 'plaid', 'tx-granted', 'd4000000-0000-4000-8000-00000000000c', 'Debit');
insert into private.plaid_link_sessions (state_sha256, organization_id, link_token, expires_at) values
  (repeat('a', 64), 'b4000000-0000-4000-8000-00000000000a', 'link-sandbox-matrix', now() + interval '10 minutes');

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b4000000-0000-4000-8000-00000000000a'), ('B', 'b4000000-0000-4000-8000-00000000000b'),
  ('OU', 'a4000000-0000-4000-8000-000000000002'), ('PLAID', 'd4000000-0000-4000-8000-000000000001'),
  ('TELLER', 'd4000000-0000-4000-8000-000000000002'), ('ITEM', 'd4000000-0000-4000-8000-000000000003'),
  ('ENROLLMENT', 'd4000000-0000-4000-8000-000000000004'), ('GRANTED', 'd4000000-0000-4000-8000-000000000005'),
  ('HIDDEN', 'd4000000-0000-4000-8000-000000000006'), ('PERMISSION', 'd4000000-0000-4000-8000-000000000007'),
  ('BALANCE', 'd4000000-0000-4000-8000-000000000008'), ('HIDDEN_BALANCE', 'd4000000-0000-4000-8000-000000000009'),
  ('STATEMENT', 'd4000000-0000-4000-8000-00000000000a'), ('ASSET_REPORT', 'd4000000-0000-4000-8000-00000000000b'),
  ('TX', 'd4000000-0000-4000-8000-00000000000c'), ('HIDDEN_TX', 'd4000000-0000-4000-8000-00000000000d'),
  ('STRIPE_TX', 'd4000000-0000-4000-8000-00000000000e'), ('RAMP_TX', 'd4000000-0000-4000-8000-00000000000f'),
  ('LINK', 'd4000000-0000-4000-8000-000000000010')) v(name, id);
insert into placeholders values ('CIPHER', '''\x000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c''');

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  -- connections: people with access read the state; only the service role writes; secrets are nobody's
  ('provider_connections', 'select', 'select count(*) from public.provider_connections where id = :PLAID', 'oa ou bk rv ad ow'),
  ('provider_connections', 'insert', 'insert into public.provider_connections (organization_id, provider, external_id) values (:A, ''stripe'', ''acct_matrix'')', ''),
  ('provider_connections', 'update', 'update public.provider_connections set status = ''broken'' where id = :PLAID', ''),
  ('provider_connections', 'delete', 'delete from public.provider_connections where id = :TELLER', ''),
  ('provider_secrets', 'select', 'select count(*) from public.provider_secrets where connection_id = :PLAID', ''),
  ('provider_secrets', 'insert', 'insert into public.provider_secrets (connection_id, name, ciphertext) values (:TELLER, ''access_token'', :CIPHER)', ''),
  ('provider_secrets', 'update', 'update public.provider_secrets set ciphertext = :CIPHER where connection_id = :PLAID', ''),
  ('provider_secrets', 'delete', 'delete from public.provider_secrets where connection_id = :PLAID', ''),
  ('private.find_webhook_connection()', 'call', 'select count(*) from private.find_webhook_connection(''plaid'', ''item-matrix'')', ''),
  -- a Plaid Hosted Link session waiting for its callback: only the service role saves and takes it
  ('private.save_plaid_link_session()', 'call', 'select count(*) from private.save_plaid_link_session(repeat(''b'', 64), :A, null, ''link-sandbox-2'', now() + interval ''10 minutes'')', ''),
  ('private.take_plaid_link_session()', 'call', 'select count(*) from private.take_plaid_link_session(repeat(''a'', 64))', ''),
  -- data permissions: the organization admin grants; the grantee and the organization's staff read
  ('data_permissions', 'select', 'select count(*) from public.data_permissions where id = :PERMISSION', 'oa ou bk ad ow'),
  ('data_permissions', 'insert', 'insert into public.data_permissions (organization_id, user_id, kind, bank_account_id, permission_given) values (:A, :OU, ''bankAccounts'', :HIDDEN, true)', 'oa'),
  ('data_permissions', 'update', 'update public.data_permissions set permission_given = false where id = :PERMISSION', 'oa'),
  ('data_permissions', 'delete', 'delete from public.data_permissions where id = :PERMISSION', 'oa'),
  -- bank records: read by data permission, written by the service role only
  ('plaid_items', 'select', 'select count(*) from public.plaid_items where id = :ITEM', 'oa ou bk rv ad ow'),
  ('plaid_items', 'insert', 'insert into public.plaid_items (connection_id, organization_id, item_id) values (:TELLER, :A, ''item-2'')', ''),
  ('plaid_items', 'update', 'update public.plaid_items set transactions_cursor = ''forged'' where id = :ITEM', ''),
  ('plaid_items', 'delete', 'delete from public.plaid_items where id = :ITEM', ''),
  ('teller_enrollments', 'select', 'select count(*) from public.teller_enrollments where id = :ENROLLMENT', 'oa ou bk rv ad ow'),
  ('teller_enrollments', 'insert', 'insert into public.teller_enrollments (connection_id, organization_id, teller_enrollment_id) values (:PLAID, :A, ''enr_2'')', ''),
  ('teller_enrollments', 'update', 'update public.teller_enrollments set status = ''revoked'' where id = :ENROLLMENT', ''),
  ('teller_enrollments', 'delete', 'delete from public.teller_enrollments where id = :ENROLLMENT', ''),
  ('bank_accounts', 'select', 'select count(*) from public.bank_accounts where id = :GRANTED', 'oa ou bk rv ad ow'),
  ('bank_accounts (not granted)', 'select', 'select count(*) from public.bank_accounts where id = :HIDDEN', 'oa'),
  ('bank_accounts', 'insert', 'insert into public.bank_accounts (organization_id, connection_id, provider, plaid_item_id, account_id, name, type) values (:A, :PLAID, ''plaid'', :ITEM, ''acc-3'', ''New'', ''depository'')', ''),
  ('bank_accounts', 'update', 'update public.bank_accounts set name = ''Renamed'' where id = :GRANTED', ''),
  ('bank_accounts', 'delete', 'delete from public.bank_accounts where id = :GRANTED', ''),
  ('private.readable_bank_accounts()', 'call', 'select count(*) from private.readable_bank_accounts() a where a = :GRANTED', 'oa ou bk rv ad ow'),
  ('bank_balances', 'select', 'select count(*) from public.bank_balances where id = :BALANCE', 'oa ou bk rv ad ow'),
  ('bank_balances (not granted)', 'select', 'select count(*) from public.bank_balances where id = :HIDDEN_BALANCE', 'oa'),
  ('bank_balances', 'insert', 'insert into public.bank_balances (bank_account_id, organization_id, available_micros) values (:GRANTED, :A, 1)', ''),
  ('bank_balances', 'update', 'update public.bank_balances set available_micros = 0 where id = :BALANCE', ''),
  ('bank_balances', 'delete', 'delete from public.bank_balances where id = :BALANCE', ''),
  ('bank_statements', 'select', 'select count(*) from public.bank_statements where id = :STATEMENT', 'oa ou bk rv ad ow'),
  ('bank_statements', 'insert', 'insert into public.bank_statements (bank_account_id, organization_id, statement_id, month, year) values (:GRANTED, :A, ''stmt-2'', 11, 2026)', ''),
  ('bank_statements', 'update', 'update public.bank_statements set ending_balance_cents = 0 where id = :STATEMENT', ''),
  ('bank_statements', 'delete', 'delete from public.bank_statements where id = :STATEMENT', ''),
  -- an asset report covers every account of the item: only someone who may see all of them reads it
  ('plaid_asset_reports', 'select', 'select count(*) from public.plaid_asset_reports where id = :ASSET_REPORT', 'oa'),
  ('plaid_asset_reports', 'insert', 'insert into public.plaid_asset_reports (organization_id, connection_id, plaid_asset_report_id, days_requested) values (:A, :PLAID, ''ar-2'', 30)', ''),
  ('plaid_asset_reports', 'update', 'update public.plaid_asset_reports set status = ''ready'' where id = :ASSET_REPORT', ''),
  ('plaid_asset_reports', 'delete', 'delete from public.plaid_asset_reports where id = :ASSET_REPORT', ''),
  ('provider_transactions', 'select', 'select count(*) from public.provider_transactions where id = :TX', 'oa ou bk rv ad ow'),
  ('provider_transactions (not granted)', 'select', 'select count(*) from public.provider_transactions where id = :HIDDEN_TX', 'oa'),
  ('provider_transactions (payments provider)', 'select', 'select count(*) from public.provider_transactions where id = :STRIPE_TX', 'oa bk rv ad ow'),
  ('provider_transactions (card provider)', 'select', 'select count(*) from public.provider_transactions where id = :RAMP_TX', 'oa'),
  ('provider_transactions', 'insert', 'insert into public.provider_transactions (organization_id, provider, bank_account_id, transaction_id, transaction_effective_time, total_amount_cents, raw) values (:A, ''plaid'', :GRANTED, ''tx-new'', now(), 1, ''{}'')', ''),
  ('provider_transactions', 'update', 'update public.provider_transactions set total_amount_cents = 0 where id = :TX', ''),
  ('provider_transactions', 'delete', 'delete from public.provider_transactions where id = :TX', ''),
  ('entry_links', 'select', 'select count(*) from public.entry_links where id = :LINK', 'bk ad ow'),
  ('entry_links', 'insert', 'insert into public.entry_links (organization_id, source, external_id, transaction_direction) values (:A, ''plaid'', ''tx-hidden'', ''Debit'')', ''),
  ('entry_links', 'update', 'update public.entry_links set status = ''synced'' where id = :LINK', ''),
  ('entry_links', 'delete', 'delete from public.entry_links where id = :LINK', '');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a4000000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a4000000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a4000000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a4000000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a4000000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a4000000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a4000000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a4000000-0000-4000-8000-000000000008'), ('pg', null, 'a4000000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public' and c.oid >= 'public.provider_connections'::regclass::oid
    -- banking's tables have their own matrix (05-banking-access-matrix.sql)
    and c.oid < 'public.banking_accounts'::regclass::oid
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table created from public.provider_connections on has a row for each operation');

select * from finish();
rollback;
