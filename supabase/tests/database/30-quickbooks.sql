begin;
select plan(12);

-- Fixtures: a member of one organization, an outsider, and a QuickBooks connection with stored copies.
insert into auth.users (id, aud, role, email) values
  ('30000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'qb-member@example.test'),
  ('30000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'qb-outsider@example.test');
insert into public.organizations (id, legal_name, quickbooks_realm_id) values ('30000000-0000-4000-8000-0000000000a1', 'QB pgTAP Co', '4242');
insert into public.organization_members (organization_id, user_id, org_role) values ('30000000-0000-4000-8000-0000000000a1', '30000000-0000-4000-8000-000000000001', 'admin');
insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('30000000-0000-4000-8000-0000000000c1', '30000000-0000-4000-8000-0000000000a1', 'quickbooks', '4242');
insert into public.provider_secrets (connection_id, name, ciphertext, expires_at, refresh_expires_at)
values ('30000000-0000-4000-8000-0000000000c1', 'oauth', '\x000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c',
  now() + interval '1 hour', now() + interval '100 days');
insert into public.quickbooks_purchases (organization_id, qb_purchase_id, tx_date, amount_cents, raw_data)
values ('30000000-0000-4000-8000-0000000000a1', '1', '2026-11-01', 1234, '{"Id":"1"}');
insert into public.quickbooks_ingestion_cursors (organization_id, realm_id, quickbooks_method, cursor_name, last_cursor)
values ('30000000-0000-4000-8000-0000000000a1', '4242', 'cdc', 'ledger-copies', '2026-11-01T00:00:00Z');

set local role authenticated;
set local request.jwt.claims = '{"sub":"30000000-0000-4000-8000-000000000001","role":"authenticated"}';

select throws_ok($$ select ciphertext from public.provider_secrets $$, '42501', null, 'a member cannot read QuickBooks tokens');
select throws_ok($$ update public.provider_connections set status = 'active' $$, '42501', null, 'a member cannot change the QuickBooks connection');
select is((select status::text from public.quickbooks_connection_status('30000000-0000-4000-8000-0000000000a1')), 'active', 'a member sees the connection status');
select is((select realm_id from public.quickbooks_connection_status('30000000-0000-4000-8000-0000000000a1')), '4242', 'the status names the realm');
select is((select count(*)::int from public.quickbooks_purchases), 1, 'a member reads the stored purchases');
select is((select count(*)::int from public.quickbooks_ingestion_cursors), 1, 'a member reads how far the sync got');
select throws_ok($$ insert into public.quickbooks_purchases (organization_id, qb_purchase_id, tx_date, amount_cents, raw_data)
  values ('30000000-0000-4000-8000-0000000000a1', '2', '2026-11-02', 1, '{}') $$, '42501', null, 'a member cannot write stored copies');
select throws_ok($$ delete from public.quickbooks_ingestion_cursors $$, '42501', null, 'a member cannot move the sync cursor');

set local request.jwt.claims = '{"sub":"30000000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*)::int from public.quickbooks_connection_status('30000000-0000-4000-8000-0000000000a1')), 0, 'an outsider gets no status');
select is((select count(*)::int from public.quickbooks_purchases), 0, 'an outsider reads no stored purchases');
select is((select count(*)::int from public.quickbooks_account_chart), 0, 'an outsider sees no account chart');

reset role;
set local role anon;
select throws_ok($$ select * from public.quickbooks_connection_status('30000000-0000-4000-8000-0000000000a1') $$, '42501', null, 'anon cannot ask for the status');

select * from finish();
rollback;
