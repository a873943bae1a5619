-- Waiting payments expire (30_money_trust.sql): only a payment still awaiting approval and older than the cut-off
-- ends `expired` with the words it is given; a newer one, or one already decided, is untouched; people cannot call the
-- expiry themselves (the service's job does).
begin;
select plan(7);

insert into auth.users (id, email) values ('a6500000-0000-4000-8000-000000000001', 'ou@bank65.test');
update public.users set products = '{accounting,banking}' where id = 'a6500000-0000-4000-8000-000000000001';
insert into public.organizations (id, legal_name) values ('b6500000-0000-4000-8000-00000000000a', 'Bank 65 Co');
insert into public.organization_members values ('b6500000-0000-4000-8000-00000000000a', 'a6500000-0000-4000-8000-000000000001', 'user');
insert into public.provider_connections (id, organization_id, provider, external_id) values
  ('d6500000-0000-4000-8000-000000000001', 'b6500000-0000-4000-8000-00000000000a', 'banking', 'customer-65');
insert into public.banking_accounts (id, organization_id, connection_id, core_account_id, name, account_type, status) values
  ('d6500000-0000-4000-8000-000000000002', 'b6500000-0000-4000-8000-00000000000a', 'd6500000-0000-4000-8000-000000000001', 'core-65-1', 'Operating', 'Checking', 'open'),
  ('d6500000-0000-4000-8000-000000000003', 'b6500000-0000-4000-8000-00000000000a', 'd6500000-0000-4000-8000-000000000001', 'core-65-2', 'Reserve', 'Savings', 'open');
insert into public.banking_payments (id, organization_id, idempotency_key, rail, transaction_type, from_account_id,
  to_account_id, amount_micros, status, approval_reason, requested_by, created_at) values
  ('e6500000-0000-4000-8000-000000000001', 'b6500000-0000-4000-8000-00000000000a', 'old', 'book', 'book_transfer_out',
   'd6500000-0000-4000-8000-000000000002', 'd6500000-0000-4000-8000-000000000003', 5000000, 'awaiting_approval',
   'per_payment_limit', 'a6500000-0000-4000-8000-000000000001', now() - interval '4 days'),
  ('e6500000-0000-4000-8000-000000000002', 'b6500000-0000-4000-8000-00000000000a', 'new', 'book', 'book_transfer_out',
   'd6500000-0000-4000-8000-000000000002', 'd6500000-0000-4000-8000-000000000003', 5000000, 'awaiting_approval',
   'per_payment_limit', 'a6500000-0000-4000-8000-000000000001', now() - interval '1 hour'),
  ('e6500000-0000-4000-8000-000000000003', 'b6500000-0000-4000-8000-00000000000a', 'denied', 'book', 'book_transfer_out',
   'd6500000-0000-4000-8000-000000000002', 'd6500000-0000-4000-8000-000000000003', 5000000, 'denied',
   'per_payment_limit', 'a6500000-0000-4000-8000-000000000001', now() - interval '4 days');

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"a6500000-0000-4000-8000-000000000001","role":"authenticated"}', true);
select throws_ok($$select * from private.expire_banking_payments(now(), 'x')$$, '42501', null,
  'a person cannot expire payments');
reset role;

set local role service_role;
select results_eq($$select payment_id from private.expire_banking_payments(now() - interval '3 days', 'Expired words')
  where organization_id = 'b6500000-0000-4000-8000-00000000000a'$$,
  $$values ('e6500000-0000-4000-8000-000000000001'::uuid)$$, 'only the waiting payment past the cut-off expires');
reset role;
select is((select status::text from public.banking_payments where id = 'e6500000-0000-4000-8000-000000000001'), 'expired',
  'it ends expired');
select is((select message from public.banking_payments where id = 'e6500000-0000-4000-8000-000000000001'), 'Expired words',
  'with the words it was given');
select is((select status::text from public.banking_payments where id = 'e6500000-0000-4000-8000-000000000002'),
  'awaiting_approval', 'a payment inside its window keeps waiting');
select is((select status::text from public.banking_payments where id = 'e6500000-0000-4000-8000-000000000003'), 'denied',
  'a decided payment is untouched');
select is((select count(*)::int from cron.job where jobname = 'banking-expire-payments'), 1,
  'pg_cron queues the expiry job');

select * from finish();
rollback;
