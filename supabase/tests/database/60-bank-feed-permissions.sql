-- Bank feed permissions and feed health. A client user sees an organization's bank account, its balances,
-- transactions, statements and statement files only once an organization admin granted it to them, and nothing
-- after the grant is revoked; staff see what the client granted the firm (metadata.userPermissions), which only an
-- organization admin may change. public.bank_feed_health reads through the same rules and flags ok / gap /
-- mismatch / stale with the difference in cents.
--   oa = organization admin, ou and ou2 = client users of the organization, bk = its bookkeeper, ad = firm admin
begin;
select plan(43);

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) values
  ('a6000000-0000-4000-8000-000000000001', 'oa@feeds60.test'), ('a6000000-0000-4000-8000-000000000002', 'ou@feeds60.test'),
  ('a6000000-0000-4000-8000-000000000003', 'ou2@feeds60.test'), ('a6000000-0000-4000-8000-000000000004', 'bk@feeds60.test'),
  ('a6000000-0000-4000-8000-000000000005', 'ad@feeds60.test');
update public.users set role = 'bookkeeper' where id = 'a6000000-0000-4000-8000-000000000004';
update public.users set role = 'admin' where id = 'a6000000-0000-4000-8000-000000000005';
insert into public.organizations (id, legal_name) values ('b6000000-0000-4000-8000-00000000000a', 'Feeds Co');
insert into public.organization_members values ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000001', 'admin'),
  ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000002', 'user'),
  ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000003', 'user');
insert into public.bookkeeper_assignments values ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000004', true);

insert into public.provider_connections (id, organization_id, provider, external_id, display_name) values
  ('d6000000-0000-4000-8000-000000000001', 'b6000000-0000-4000-8000-00000000000a', 'plaid', 'item-feeds60', 'First Platypus Bank');
insert into public.plaid_items (id, connection_id, organization_id, item_id) values
  ('d6000000-0000-4000-8000-000000000002', 'd6000000-0000-4000-8000-000000000001', 'b6000000-0000-4000-8000-00000000000a', 'item-feeds60');

create function pg_temp.account(id text, name text, type text) returns void language sql as $$
  insert into public.bank_accounts (id, organization_id, connection_id, provider, plaid_item_id, account_id, name, type)
  values (id::uuid, 'b6000000-0000-4000-8000-00000000000a', 'd6000000-0000-4000-8000-000000000001', 'plaid',
    'd6000000-0000-4000-8000-000000000002', 'feeds60-' || name, name, type)
$$;
select pg_temp.account('c6000000-0000-4000-8000-000000000001', 'Checking', 'depository');
select pg_temp.account('c6000000-0000-4000-8000-000000000002', 'Card', 'credit');
select pg_temp.account('c6000000-0000-4000-8000-000000000003', 'Gappy', 'depository');
select pg_temp.account('c6000000-0000-4000-8000-000000000004', 'Quiet', 'depository');
select pg_temp.account('c6000000-0000-4000-8000-000000000005', 'New', 'depository');

-- transactions: (account, day, cents, pending, deleted)
create function pg_temp.txn(account text, day date, cents bigint, pending boolean default false, deleted boolean default false)
returns void language sql as $$
  insert into public.provider_transactions (organization_id, provider, connection_id, bank_account_id, transaction_id,
    pending, transaction_effective_time, total_amount_cents, description, raw, deleted_at)
  values ('b6000000-0000-4000-8000-00000000000a', 'plaid', 'd6000000-0000-4000-8000-000000000001', account::uuid,
    'feeds60-' || gen_random_uuid(), pending, day::timestamp at time zone 'UTC', cents, 'Line', '{}',
    case when deleted then now() end)
$$;
-- Checking: never silent for more than 9 days; February's posted lines sum to 6,100 (the pending and the removed
-- one do not count); March's to -1,500.
select pg_temp.txn('c6000000-0000-4000-8000-000000000001', d::date, c, p, x) from (values
  ('2026-01-02', 50000, false, false), ('2026-01-10', -2500, false, false), ('2026-01-20', -1000, false, false),
  ('2026-01-28', -700, false, false), ('2026-02-03', -12345, false, false), ('2026-02-10', 20000, false, false),
  ('2026-02-12', 99999, false, true), ('2026-02-17', -555, false, false), ('2026-02-24', -100, true, false),
  ('2026-02-25', -1000, false, false), ('2026-03-05', -2000, false, false), ('2026-03-08', 500, false, false)) v(d, c, p, x);
-- Card (owed balance): February's charges of 4,500 raise what is owed from 5,000 to 9,500, but the statement says 9,000.
select pg_temp.txn('c6000000-0000-4000-8000-000000000002', d::date, c) from (values
  ('2026-01-05', -5000), ('2026-01-15', -10), ('2026-01-25', -20), ('2026-02-04', -3000), ('2026-02-14', -1000),
  ('2026-02-24', -500), ('2026-03-06', -100)) v(d, c);
-- Gappy: nothing from January 6 to February 19; Quiet: nothing since January 15.
select pg_temp.txn('c6000000-0000-4000-8000-000000000003', d::date, 100) from unnest(array['2026-01-01', '2026-01-05', '2026-02-20', '2026-02-28', '2026-03-08']) d;
select pg_temp.txn('c6000000-0000-4000-8000-000000000004', d::date, 100) from unnest(array['2026-01-01', '2026-01-08', '2026-01-15']) d;

insert into public.bank_statements (bank_account_id, organization_id, statement_id, month, year, period_start, period_end, ending_balance_cents, object_path) values
  ('c6000000-0000-4000-8000-000000000001', 'b6000000-0000-4000-8000-00000000000a', 'chk-jan', 1, 2026, '2026-01-01', '2026-01-31', 100000, null),
  ('c6000000-0000-4000-8000-000000000001', 'b6000000-0000-4000-8000-00000000000a', 'chk-feb', 2, 2026, '2026-02-01', '2026-02-28', 106100, null),
  ('c6000000-0000-4000-8000-000000000002', 'b6000000-0000-4000-8000-00000000000a', 'card-jan', 1, 2026, '2026-01-01', '2026-01-31', 5000, null),
  ('c6000000-0000-4000-8000-000000000002', 'b6000000-0000-4000-8000-00000000000a', 'card-feb', 2, 2026, '2026-02-01', '2026-02-28', 9000, null);
-- Checking's bank balance on March 9: February's 1,061.00 and March's -15.00
insert into public.bank_balances (bank_account_id, organization_id, current_micros, available_micros, balance_date) values
  ('c6000000-0000-4000-8000-000000000001', 'b6000000-0000-4000-8000-00000000000a', 1046000000, 1040000000, '2026-03-09 12:00+00'),
  ('c6000000-0000-4000-8000-000000000002', 'b6000000-0000-4000-8000-00000000000a', 91000000, null, '2026-03-09 12:00+00');
insert into storage.objects (bucket_id, name) values
  ('bank-statements', 'b6000000-0000-4000-8000-00000000000a/c6000000-0000-4000-8000-000000000001/chk-feb.pdf'),
  ('bank-statements', 'b6000000-0000-4000-8000-00000000000a/c6000000-0000-4000-8000-000000000002/card-feb.pdf');

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true), set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
create function pg_temp.as_system() returns void language sql as $$
  select set_config('role', 'postgres', true), set_config('request.jwt.claims', '', true)
$$;
-- what the caller sees of one account: accounts, balances, transactions, statements, statement files
create function pg_temp.seen(account uuid) returns int[] language sql as $$
  select array[(select count(*)::int from public.bank_accounts where id = account),
    (select count(*)::int from public.bank_balances where bank_account_id = account),
    (select count(*)::int from public.provider_transactions where bank_account_id = account),
    (select count(*)::int from public.bank_statements where bank_account_id = account),
    (select count(*)::int from storage.objects where bucket_id = 'bank-statements' and name like '%/' || account || '/%')]
$$;
-- an account's flag, in one line: status, flags, difference in cents ('-' for none), failing checks
create function pg_temp.health(account uuid) returns text language sql as $$
  select format('%s %s %s %s', h.status, h.flags, coalesce(h.difference_cents::text, '-'), h.mismatch_count) from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 10, 7, '2026-03-10') h
  where h.bank_account_id = account
$$;

/** Section: a client user sees nothing of an account until an organization admin grants it */
select pg_temp.as_user('a6000000-0000-4000-8000-000000000002');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000001'), array[0, 0, 0, 0, 0], 'without a grant a client user sees no account, balance, transaction, statement or statement file');
select is((select count(*)::int from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 10, 7, '2026-03-10')), 0, '... and no feed health');
select throws_ok($$ insert into public.data_permissions (organization_id, user_id, kind, bank_account_id, permission_given)
  values ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000002', 'bankAccounts', 'c6000000-0000-4000-8000-000000000001', true) $$,
  '42501', null, 'a client user cannot grant themselves an account');
select lives_ok($$ update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,stripe,permissionGiven}', 'true')
  where id = 'b6000000-0000-4000-8000-00000000000a' $$, 'a client user''s change to the firm''s grants ...');
select pg_temp.as_system();
select is((select metadata #>> '{userPermissions,stripe,permissionGiven}' from public.organizations where id = 'b6000000-0000-4000-8000-00000000000a'), 'false', '... changes nothing');

select pg_temp.as_user('a6000000-0000-4000-8000-000000000001');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000001'), array[1, 1, 12, 2, 1], 'the organization admin sees every account''s data');
select lives_ok($$ insert into public.data_permissions (organization_id, user_id, kind, bank_account_id, permission_given, granted_by)
  values ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000002', 'bankAccounts', 'c6000000-0000-4000-8000-000000000001', true, auth.uid()) $$,
  'the organization admin grants Checking to a client user');

select pg_temp.as_user('a6000000-0000-4000-8000-000000000002');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000001'), array[1, 1, 12, 2, 1], 'the grantee sees Checking, its balances, transactions, statements and statement files');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000002'), array[0, 0, 0, 0, 0], '... and nothing of Card, which was not granted');
select is((select array_agg(bank_account_id::text) from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 10, 7, '2026-03-10')),
  array['c6000000-0000-4000-8000-000000000001'], '... and the feed health of Checking only');
select is((select count(*)::int from public.bank_feed_health(null, 10, 7, '2026-03-10')), 1, '... also when asking across organizations');
select is((select count(*)::int from public.data_permissions), 1, 'the grantee reads their own grant');
select pg_temp.as_user('a6000000-0000-4000-8000-000000000003');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000001'), array[0, 0, 0, 0, 0], 'a grant is per person: another client user still sees nothing');
select is((select count(*)::int from public.data_permissions), 0, '... nor the other person''s grant');

select pg_temp.as_user('a6000000-0000-4000-8000-000000000001');
select lives_ok($$ update public.data_permissions set permission_given = false
  where user_id = 'a6000000-0000-4000-8000-000000000002' and bank_account_id = 'c6000000-0000-4000-8000-000000000001' $$,
  'the organization admin revokes the grant');
select pg_temp.as_user('a6000000-0000-4000-8000-000000000002');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000001'), array[0, 0, 0, 0, 0], 'after the revoke the client user sees nothing of Checking again');
select is((select count(*)::int from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 10, 7, '2026-03-10')), 0, '... nor its feed health');

/** Section: staff see what the client granted the firm, and only an organization admin grants it */
select pg_temp.as_user('a6000000-0000-4000-8000-000000000004');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000001'), array[0, 0, 0, 0, 0], 'the bookkeeper sees nothing the client did not grant the firm');
select throws_ok($$ update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,bankAccounts}',
    '[{"permissionGiven": true, "plaidBankAccountId": "c6000000-0000-4000-8000-000000000001", "accountName": "Checking", "institutionName": "First Platypus Bank"}]')
  where id = 'b6000000-0000-4000-8000-00000000000a' $$,
  '42501', 'Only an organization admin grants access to its bank accounts, payments, card and payroll data',
  'the bookkeeper cannot grant the firm access');
select lives_ok($$ update public.organizations set additional_data = '{"city": "Reno"}' where id = 'b6000000-0000-4000-8000-00000000000a' $$,
  '... yet still edits the organization''s other fields');
select pg_temp.as_user('a6000000-0000-4000-8000-000000000005');
select throws_ok($$ update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,ramp,permissionGiven}', 'true')
  where id = 'b6000000-0000-4000-8000-00000000000a' $$, '42501', null, 'nor can a firm admin');
select pg_temp.as_user('a6000000-0000-4000-8000-000000000001');
select lives_ok($$ update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,bankAccounts}',
    '[{"permissionGiven": true, "plaidBankAccountId": "c6000000-0000-4000-8000-000000000001", "accountName": "Checking", "institutionName": "First Platypus Bank"},
      {"permissionGiven": false, "plaidBankAccountId": "c6000000-0000-4000-8000-000000000002", "accountName": "Card", "institutionName": "First Platypus Bank"}]')
  where id = 'b6000000-0000-4000-8000-00000000000a' $$, 'the organization admin grants the firm Checking');
select pg_temp.as_user('a6000000-0000-4000-8000-000000000004');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000001'), array[1, 1, 12, 2, 1], 'the bookkeeper now sees Checking''s data');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000002'), array[0, 0, 0, 0, 0], '... and still nothing of Card');
select pg_temp.as_user('a6000000-0000-4000-8000-000000000005');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000001'), array[1, 1, 12, 2, 1], 'a firm admin sees what the firm was granted');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000002'), array[0, 0, 0, 0, 0], '... and no more');
select pg_temp.as_user('a6000000-0000-4000-8000-000000000002');
select is(pg_temp.seen('c6000000-0000-4000-8000-000000000001'), array[0, 0, 0, 0, 0], 'the firm''s grant gives a client user nothing');

/** Section: feed health (as the organization admin, who sees every account; as of March 10, gap 10 days, stale 7) */
select pg_temp.as_user('a6000000-0000-4000-8000-000000000001');
select is(pg_temp.health('c6000000-0000-4000-8000-000000000001'), 'ok {} - 0',
  'Checking is ok: statements and the bank balance follow from its posted transactions to the cent');
select is((select (h.first_transaction_date, h.last_transaction_date, h.covered_days, h.transaction_count, h.days_since_last_transaction, h.gap_days)::text
  from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 10, 7, '2026-03-10') h where h.bank_account_id = 'c6000000-0000-4000-8000-000000000001'),
  row('2026-01-02'::date, '2026-03-08'::date, 66, 11, 2, 0)::text, '... covering January 2 to March 8 (66 days, 11 lines, the removed one left out), 2 days since the last');
select is((select h.checks from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 10, 7, '2026-03-10') h where h.bank_account_id = 'c6000000-0000-4000-8000-000000000001'),
  '[{"kind": "statement", "fromStatementId": "chk-jan", "toStatementId": "chk-feb", "from": "2026-02-01", "to": "2026-02-28", "openingCents": 100000, "expectedCents": 106100, "actualCents": 106100, "differenceCents": 0},
    {"kind": "balance", "fromStatementId": "chk-feb", "toStatementId": null, "from": "2026-03-01", "to": "2026-03-09", "openingCents": 106100, "expectedCents": 104600, "actualCents": 104600, "differenceCents": 0}]'::jsonb,
  '... with both checks shown (the pending line left out of the sums)');
select is((select (h.current_balance_cents, h.available_balance_cents)::text from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 10, 7, '2026-03-10') h
  where h.bank_account_id = 'c6000000-0000-4000-8000-000000000001'), row(104600::bigint, 104000::bigint)::text, '... and its latest balances in cents');
select is(pg_temp.health('c6000000-0000-4000-8000-000000000002'), 'mismatch {mismatch} -500 1',
  'Card is a mismatch: owed 5,000 + charges of 4,500 is not the statement''s 9,000 (off by -500)');
select is((select h.checks -> 1 from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 10, 7, '2026-03-10') h where h.bank_account_id = 'c6000000-0000-4000-8000-000000000002'),
  '{"kind": "balance", "fromStatementId": "card-feb", "toStatementId": null, "from": "2026-03-01", "to": "2026-03-09", "openingCents": 9000, "expectedCents": 9100, "actualCents": 9100, "differenceCents": 0}'::jsonb,
  '... while what is owed now does follow from February''s statement (a charge raises a card''s balance)');
select is(pg_temp.health('c6000000-0000-4000-8000-000000000003'), 'gap {gap} - 0', 'Gappy has a gap');
select is((select (h.gaps, h.gap_days)::text from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 10, 7, '2026-03-10') h where h.bank_account_id = 'c6000000-0000-4000-8000-000000000003'),
  row('[{"from": "2026-01-06", "to": "2026-02-19", "days": 45}]'::jsonb, 45)::text, '... of 45 days, January 6 to February 19');
select is((select count(*)::int from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 60, 7, '2026-03-10') h where h.bank_account_id = 'c6000000-0000-4000-8000-000000000003' and h.status = 'ok'),
  1, '... which is no gap when the threshold is longer than it');
select is(pg_temp.health('c6000000-0000-4000-8000-000000000004'), 'stale {stale} - 0', 'Quiet is stale');
select is((select h.days_since_last_transaction from public.bank_feed_health('b6000000-0000-4000-8000-00000000000a', 10, 7, '2026-03-10') h where h.bank_account_id = 'c6000000-0000-4000-8000-000000000004'),
  54, '... with 54 days since its last transaction');
select is(pg_temp.health('c6000000-0000-4000-8000-000000000005'), 'stale {stale} - 0', 'an open account that never received a transaction is stale');
select pg_temp.as_system();
update public.bank_accounts set status = 'closed' where id = 'c6000000-0000-4000-8000-000000000005';
insert into public.bank_balances (bank_account_id, organization_id, current_micros, balance_date) values
  ('c6000000-0000-4000-8000-000000000001', 'b6000000-0000-4000-8000-00000000000a', 1046010000, '2026-03-10 08:00+00');
select pg_temp.as_user('a6000000-0000-4000-8000-000000000001');
select is(pg_temp.health('c6000000-0000-4000-8000-000000000005'), 'ok {} - 0', 'a closed account is never stale');
select is(pg_temp.health('c6000000-0000-4000-8000-000000000001'), 'mismatch {mismatch} 1 1',
  'a bank balance one cent above what the statement and transactions explain is a mismatch of 1 cent');
select pg_temp.as_system();
update public.provider_transactions set deleted_at = now()
where bank_account_id = 'c6000000-0000-4000-8000-000000000002' and transaction_effective_time >= '2026-01-15' and transaction_effective_time < '2026-01-26';
select pg_temp.as_user('a6000000-0000-4000-8000-000000000001');
select is(pg_temp.health('c6000000-0000-4000-8000-000000000002'), 'mismatch {mismatch,gap} -500 1',
  'an account can carry several flags; the worst one is its status');
select is((select array_agg(h.status order by h.status) from public.bank_feed_health(null, 10, 7, '2026-03-10') h where h.organization_id = 'b6000000-0000-4000-8000-00000000000a'),
  array['gap', 'mismatch', 'mismatch', 'ok', 'stale'], 'across organizations the same rule answers for every account the caller may see');

select * from finish();
rollback;
