-- Demo: Acme Robotics sells through Stripe. Its connection (as the OAuth callback leaves it), the accounts its
-- revenue mapping books to and the mapping itself (payouts land in their own checking account, 1015, whose bank feed
-- 81-stripe-deposits.sql fills with the deposits the payouts became); then the real path: a `stripe.ingest` job reads the sandbox
-- account's year through the official SDK, and queues `stripe.post`, which posts every ended month by the mapping.
-- The jobs wait in the queue until the worker starts. Idempotent: accounts, connection and mapping are written once,
-- and the ingest reads on from its cursor (an object already stored is not stored twice).

insert into public.ledger_accounts (organization_id, name, acct_num, account_type, account_sub_type)
select '10000000-0000-4000-8000-000000000001', v.name, v.num, v.type, v.sub
from (values
  ('1015 Stripe Payouts Checking', '1015', 'Bank', 'Checking'),
  ('1260 Stripe Balance', '1260', 'Other Current Asset', 'OtherCurrentAssets'),
  ('2250 Deferred Revenue', '2250', 'Other Current Liability', 'OtherCurrentLiabilities'),
  ('2260 Sales Tax Payable', '2260', 'Other Current Liability', 'SalesTaxPayable'),
  ('4010 Refunds and Chargebacks', '4010', 'Income', 'DiscountsRefundsGiven'),
  ('6610 Merchant Fees', '6610', 'Expense', 'BankCharges'),
  ('6620 Bad Debts', '6620', 'Expense', 'BadDebts')
) as v(name, num, type, sub)
on conflict do nothing;

insert into public.provider_connections (organization_id, provider, external_id, display_name, scopes, metadata)
values ('10000000-0000-4000-8000-000000000001', 'stripe', 'acct_1AcmeRoboticsDemo', 'Acme Robotics Shop', '{read_write}',
  '{"livemode": false}')
on conflict (organization_id, provider, external_id) do nothing;
update public.organizations set stripe_account_id = 'acct_1AcmeRoboticsDemo'
where id = '10000000-0000-4000-8000-000000000001' and stripe_account_id is null;

insert into public.payment_provider_mappings (organization_id, slot, account_id, transaction_direction)
select '10000000-0000-4000-8000-000000000001', v.slot, a.id, v.direction
from (values ('revenue', '4000', 'Credit'), ('revenueRecognized', '4000', 'Credit'), ('revenueDeferred', '2250', 'Credit'),
  ('totalFees', '6610', 'Debit'), ('totalPayouts', '1015', 'Debit'), ('refunds', '4010', 'Debit'), ('netTotal', '1260', 'Debit'),
  ('accountsReceivable', '1100', 'Debit'), ('totalTaxes', '2260', 'Credit'), ('voided', '4010', 'Debit'), ('badDebts', '6620', 'Debit')
) as v(slot, num, direction)
join public.ledger_accounts a on a.organization_id = '10000000-0000-4000-8000-000000000001' and a.acct_num = v.num
on conflict (organization_id, slot) do nothing;

select private.enqueue_job('stripe.ingest',
  jsonb_build_object('connectionId', c.id, 'type', 'period', 'createdAtLimit', extract(epoch from now())::bigint),
  'stripe.ingest:' || c.id, c.organization_id, null, '{"description": "the demo Stripe account''s year"}'::jsonb)
from public.provider_connections c
where c.organization_id = '10000000-0000-4000-8000-000000000001' and c.provider = 'stripe' and c.status = 'active';
