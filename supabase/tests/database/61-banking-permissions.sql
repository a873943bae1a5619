-- Business banking permission rules (11_banking.sql): banking is for organization members whose
-- profile has the banking product while the organization's banking flag is on; staff read for the books and never
-- move money; a member without the product, or anyone with the flag off, sees nothing. The payment functions check
-- who asks: limits send a payment to the approval layers, approvers other than the requester approve, a release
-- passes once; recording the core's answer is the service role's. The realtime topic banking:<org> follows the same
-- rule, and payments are audited.
--   oa = organization admin (banking), ou = member (banking), ap = member on the approval layer (banking),
--   on = member without the banking product, bk = the organization's bookkeeper
begin;
select plan(44);

insert into auth.users (id, email) values
  ('a6100000-0000-4000-8000-000000000001', 'oa@bank61.test'), ('a6100000-0000-4000-8000-000000000002', 'ou@bank61.test'),
  ('a6100000-0000-4000-8000-000000000003', 'ap@bank61.test'), ('a6100000-0000-4000-8000-000000000004', 'on@bank61.test'),
  ('a6100000-0000-4000-8000-000000000005', 'bk@bank61.test');
update public.users set role = 'bookkeeper' where id = 'a6100000-0000-4000-8000-000000000005';
update public.users set products = '{accounting,banking}' where id in ('a6100000-0000-4000-8000-000000000001',
  'a6100000-0000-4000-8000-000000000002', 'a6100000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values ('b6100000-0000-4000-8000-00000000000a', 'Bank 61 Co');
insert into public.organization_members values ('b6100000-0000-4000-8000-00000000000a', 'a6100000-0000-4000-8000-000000000001', 'admin'),
  ('b6100000-0000-4000-8000-00000000000a', 'a6100000-0000-4000-8000-000000000002', 'user'),
  ('b6100000-0000-4000-8000-00000000000a', 'a6100000-0000-4000-8000-000000000003', 'user'),
  ('b6100000-0000-4000-8000-00000000000a', 'a6100000-0000-4000-8000-000000000004', 'user');
insert into public.bookkeeper_assignments values ('b6100000-0000-4000-8000-00000000000a', 'a6100000-0000-4000-8000-000000000005', true);
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values
  ('b6100000-0000-4000-8000-00000000000a', 'banking', true);
insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('d6100000-0000-4000-8000-000000000001', 'b6100000-0000-4000-8000-00000000000a', 'banking', 'customer-61');
insert into public.banking_accounts (id, organization_id, connection_id, core_account_id, name, account_type, status) values
  ('d6100000-0000-4000-8000-000000000002', 'b6100000-0000-4000-8000-00000000000a', 'd6100000-0000-4000-8000-000000000001', 'core-61-1', 'Operating', 'Checking', 'open'),
  ('d6100000-0000-4000-8000-000000000003', 'b6100000-0000-4000-8000-00000000000a', 'd6100000-0000-4000-8000-000000000001', 'core-61-2', 'Reserve', 'Savings', 'open'),
  ('d6100000-0000-4000-8000-000000000004', 'b6100000-0000-4000-8000-00000000000a', 'd6100000-0000-4000-8000-000000000001', 'core-61-3', 'Old', 'Savings', 'closed');
insert into public.banking_user_limits (organization_id, user_id, per_payment_limit_micros, daily_limit_micros) values
  ('b6100000-0000-4000-8000-00000000000a', 'a6100000-0000-4000-8000-000000000002', 100000000, 120000000);

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true),
    set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
create function pg_temp.as_service() returns void language sql as $$
  select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role": "service_role"}', true)
$$;
-- a book transfer of `micros` from Operating to `to_account` with key `k`, as the caller; the answer's outcome
create function pg_temp.pay(k text, micros bigint, to_account uuid default 'd6100000-0000-4000-8000-000000000003',
  allow_waiting boolean default false) returns jsonb language sql as $$
  select private.request_banking_payment('b6100000-0000-4000-8000-00000000000a', k, 'book', 'book_transfer_out',
    'd6100000-0000-4000-8000-000000000002', to_account, null, micros, 'Test', allow_waiting,
    array['a6100000-0000-4000-8000-000000000003']::uuid[], '{"title": "waits"}')
$$;

/** Section: who uses, manages and reads banking */
select pg_temp.as_user('a6100000-0000-4000-8000-000000000002');
select ok(private.can_use_banking('b6100000-0000-4000-8000-00000000000a'), 'a member with the banking product uses banking');
select ok(not private.can_manage_banking('b6100000-0000-4000-8000-00000000000a'), '... but does not manage it');
select pg_temp.as_user('a6100000-0000-4000-8000-000000000001');
select ok(private.can_manage_banking('b6100000-0000-4000-8000-00000000000a'), 'an organization admin with banking manages');
select pg_temp.as_user('a6100000-0000-4000-8000-000000000004');
select ok(not private.can_read_banking('b6100000-0000-4000-8000-00000000000a'), 'a member without the banking product does not read banking');
select is((select count(*)::int from public.banking_accounts), 0, '... and sees no account');
select pg_temp.as_user('a6100000-0000-4000-8000-000000000005');
select ok(private.can_read_banking('b6100000-0000-4000-8000-00000000000a'), 'the organization''s bookkeeper reads banking (the books)');
select ok(not private.can_use_banking('b6100000-0000-4000-8000-00000000000a'), '... and does not use it');
select is(pg_temp.pay('staff-1', 1000000) ->> 'outcome', 'forbidden', 'staff never move money');
reset role;

/** Section: the flag */
update public.organization_feature_flags set enabled = false where organization_id = 'b6100000-0000-4000-8000-00000000000a';
select pg_temp.as_user('a6100000-0000-4000-8000-000000000001');
select ok(not private.can_use_banking('b6100000-0000-4000-8000-00000000000a'), 'with the flag off the admin does not use banking');
select is((select count(*)::int from public.banking_accounts), 0, '... and sees no account');
select is(pg_temp.pay('off-1', 1000000) ->> 'outcome', 'forbidden', '... and moves no money');
select pg_temp.as_user('a6100000-0000-4000-8000-000000000005');
select is((select count(*)::int from public.banking_accounts), 0, 'with the flag off staff see no account either');
reset role;
update public.organization_feature_flags set enabled = true where organization_id = 'b6100000-0000-4000-8000-00000000000a';

/** Section: asking for a payment */
select pg_temp.as_user('a6100000-0000-4000-8000-000000000002');
create temp table asked_k1 as select pg_temp.pay('k-1', 50000000) as answer;
select is((select status::text from public.banking_payments
  where id = (select (answer #>> '{transfer,paymentId}')::uuid from asked_k1)), 'submitted',
  'within the limits a payment is stored to be sent');
select is(pg_temp.pay('k-1', 50000000) ->> 'outcome', 'replayed', 'the same key and details answer the same payment');
select is(pg_temp.pay('k-1', 60000000) ->> 'outcome', 'conflict', 'the same key with other details is a conflict');
select is(pg_temp.pay('k-1', 50000000) #>> '{transfer,idempotencyKey}', 'b6100000-0000-4000-8000-00000000000a:k-1',
  'the core is asked with the organization and the key');
select is(pg_temp.pay('k-2', 1000000, 'd6100000-0000-4000-8000-000000000004') -> 'problems',
  '[{"code": "closed", "path": "toAccountId"}]'::jsonb, 'a closed account is refused, by field');
select is(pg_temp.pay('k-3', 1000000, 'd6100000-0000-4000-8000-000000000002') -> 'problems',
  '[{"code": "same_account", "path": "toAccountId"}]'::jsonb, 'a transfer to the account it leaves is refused');
select is(pg_temp.pay('k-4', 1000000, gen_random_uuid()) -> 'problems',
  '[{"code": "not_found", "path": "toAccountId"}]'::jsonb, 'an account of no one here is not found');
select is(pg_temp.pay('k-5', 200000000) ->> 'reason', 'per_payment_limit', 'over the limit per payment it needs approval');
select is((select count(*)::int from public.banking_payments where idempotency_key = 'k-5'), 0, '... and is not stored unasked');
select is(pg_temp.pay('k-6', 90000000) ->> 'reason', 'daily_limit', 'over the day''s running total it needs approval');
select is(pg_temp.pay('k-7', 90000000, allow_waiting => true) #>> '{payment,status}', 'awaiting_approval',
  'allowed to wait, it waits');
reset role;
select is((select count(*)::int from public.notifications where organization_id = 'b6100000-0000-4000-8000-00000000000a'),
  0, 'nobody is told while nobody is on a layer');

/** Section: approving */
insert into public.approval_layers (id, organization_id, name) values
  ('d6100000-0000-4000-8000-000000000005', 'b6100000-0000-4000-8000-00000000000a', 'Finance');
insert into public.approval_layer_members (layer_id, user_id, organization_id) values
  ('d6100000-0000-4000-8000-000000000005', 'a6100000-0000-4000-8000-000000000003', 'b6100000-0000-4000-8000-00000000000a'),
  ('d6100000-0000-4000-8000-000000000005', 'a6100000-0000-4000-8000-000000000002', 'b6100000-0000-4000-8000-00000000000a');
select pg_temp.as_user('a6100000-0000-4000-8000-000000000002');
select is(pg_temp.pay('k-8', 95000000, allow_waiting => true) #>> '{payment,status}', 'awaiting_approval', 'another waits');
reset role;
select is((select count(*)::int from public.notifications where metadata ->> 'paymentId' =
  (select id::text from public.banking_payments where idempotency_key = 'k-8')), 1, 'the approver named is told, once');
create temp table waiting as select id from public.banking_payments where idempotency_key = 'k-8';
grant select on waiting to authenticated, service_role;
select pg_temp.as_user('a6100000-0000-4000-8000-000000000002');
select is(private.approve_banking_payment((select id from waiting)) ->> 'outcome', 'own_payment', 'the requester does not approve');
select pg_temp.as_user('a6100000-0000-4000-8000-000000000001');
select is(private.approve_banking_payment((select id from waiting)) ->> 'outcome', 'forbidden', 'an admin off the layers does not approve');
select is(private.release_banking_payment((select id from waiting)), null, '... nor release');
select pg_temp.as_user('a6100000-0000-4000-8000-000000000003');
select is(private.approve_banking_payment((select id from waiting)) ->> 'outcome', 'approved', 'an approver approves');
select is(private.approve_banking_payment((select id from waiting)) #>> '{approverIds}', '["a6100000-0000-4000-8000-000000000003"]',
  'approving twice counts once');
select is(private.release_banking_payment((select id from waiting)) #>> '{payment,status}', 'submitted', 'the release sends it');
select is(private.release_banking_payment((select id from waiting)), null, 'a second release passes nothing');
select is(private.approve_banking_payment((select id from waiting)) ->> 'outcome', 'not_waiting', 'it no longer waits');
select pg_temp.as_user('a6100000-0000-4000-8000-000000000004');
select is(private.approve_banking_payment((select id from waiting)) ->> 'outcome', 'not_found', 'without banking it does not exist');

/** Section: recording the core's answer is the service role's */
select pg_temp.as_user('a6100000-0000-4000-8000-000000000002');
select throws_ok($$ select private.record_banking_submission((select id from waiting), 'settled', 'forged', 'Success', null) $$,
  '42501', null, 'a person cannot record what the core answered');
select pg_temp.as_service();
select is(private.record_banking_submission((select id from waiting), 'rejected', 'core-t-1', 'InsufficientFunds', 'No funds') ->> 'status',
  'rejected', 'the service role records the answer');
select is(private.record_banking_submission((select id from waiting), 'settled', 'core-t-1', 'Success', null) ->> 'status',
  'rejected', 'the first answer stands');
reset role;
select is((select amount_micros from private.banking_daily_totals where user_id = 'a6100000-0000-4000-8000-000000000002'),
  50000000::bigint, 'the day''s running total counts only what went out within the limits');

/** Section: realtime and audit */
select pg_temp.as_user('a6100000-0000-4000-8000-000000000002');
select ok(private.can_use_realtime_topic('banking:b6100000-0000-4000-8000-00000000000a'), 'people with banking join its topic');
select pg_temp.as_user('a6100000-0000-4000-8000-000000000004');
select ok(not private.can_use_realtime_topic('banking:b6100000-0000-4000-8000-00000000000a'), 'a member without banking does not');
select ok(private.can_use_realtime_topic('org:b6100000-0000-4000-8000-00000000000a'), '... though the organization''s topic stays theirs');
reset role;
select ok(exists (select 1 from public.audit_log where action = 'insert banking_payments'
  and user_id = 'a6100000-0000-4000-8000-000000000002' and query_values #>> '{new,idempotency_key}' = 'k-1'),
  'asking for a payment is audited with the person');
-- announcements are decided at commit; this test never commits, so the deferred triggers are fired here
set constraints all immediate;
select is((select count(*)::int from realtime.messages where topic = 'banking:b6100000-0000-4000-8000-00000000000a'
  and event = 'banking_changed'), 1, 'a change is announced on the banking topic, once for the changes of a moment');

select * from finish();
rollback;
