-- Demo: the deposits Acme Robotics' Stripe payouts became. Its payouts land in their own checking account at First
-- Platypus Bank ("Stripe Payouts" ****0077, on the same demo Plaid connection as Operating Checking, 80-reconciliation.sql;
-- ledger account 1015, where the revenue mapping books totalPayouts, 75-stripe.sql). Each deposit is one payout of the
-- demo Stripe account as its sandbox serves it (migrate.ts's applySeed sets app.demo_stripe_payouts from the sandbox's
-- own history, so no figure here can drift from it): the payout's amount to the cent, booked by the bank on its
-- arrival date or up to two days later, by yesterday at the latest (shared/rules/stripe-payouts.ts allows one day
-- before to four after). A payout arriving today or later has not reached the feed (lines run to yesterday), so it
-- (most days the newest) shows honestly Unmatched.
-- Idempotent: fixed ids, each deposit keyed by its payout.
do $$
declare
  acme constant uuid := '10000000-0000-4000-8000-000000000001';
  conn constant uuid := '10000000-0000-4000-8000-0000000e0001';
  item constant uuid := '10000000-0000-4000-8000-0000000e0002';
  feed constant uuid := '10000000-0000-4000-8000-0000000e0005';
  payouts jsonb := coalesce(nullif(current_setting('app.demo_stripe_payouts', true), ''), '[]')::jsonb;
  ledger_account bigint;
begin
  select id into ledger_account from public.ledger_accounts where organization_id = acme and acct_num = '1015';
  if ledger_account is null or not exists (select 1 from public.provider_connections where id = conn) then return; end if;

  if not exists (select 1 from public.bank_accounts where id = feed) then
    insert into public.bank_accounts (id, organization_id, connection_id, provider, plaid_item_id, account_id, institution,
      name, official_name, mask, type, subtype)
    values (feed, acme, conn, 'plaid', item, 'DemoAcmeStripePayouts00000000000001', 'First Platypus Bank', 'Stripe Payouts',
      'Platypus Business Checking', '0077', 'depository', 'checking');
    update public.organizations set metadata = jsonb_set(metadata, '{userPermissions,bankAccounts}',
      coalesce(metadata #> '{userPermissions,bankAccounts}', '[]'::jsonb) || jsonb_build_array(jsonb_build_object(
        'permissionGiven', true, 'plaidBankAccountId', feed, 'accountName', 'Stripe Payouts',
        'institutionName', 'First Platypus Bank')), true)
    where id = acme;
  end if;

  -- one deposit per paid USD payout that has arrived; the bank's day drifts 0-2 days by the payout's id (never past
  -- yesterday, the feed's last day)
  insert into public.provider_transactions (organization_id, provider, connection_id, bank_account_id, transaction_id,
    transaction_effective_time, total_amount_cents, description, vendor, raw)
  select acme, 'plaid', conn, feed, 'demo-acme-stripe-' || (p ->> 'id'),
    least(to_timestamp((p ->> 'arrival_date')::bigint)::date + abs(hashtext(p ->> 'id')) % 3, current_date - 1)
      ::timestamp at time zone 'UTC',
    (p ->> 'amount')::bigint, 'STRIPE TRANSFER ST-' || upper(right(p ->> 'id', 10)) || ' ACME ROBOTICS', 'Stripe', '{}'::jsonb
  from jsonb_array_elements(payouts) p
  where p ->> 'currency' = 'usd' and p ->> 'status' = 'paid' and (p ->> 'amount')::bigint > 0
    and to_timestamp((p ->> 'arrival_date')::bigint)::date < current_date
  on conflict (provider, transaction_id) do nothing;

  -- the bank's balance: every payout deposited (the demo sweeps nothing out of this account)
  delete from public.bank_balances where bank_account_id = feed;
  insert into public.bank_balances (bank_account_id, organization_id, current_micros, available_micros, is_verified, balance_date)
  select feed, acme, coalesce(sum(total_amount_cents), 0) * 10000, coalesce(sum(total_amount_cents), 0) * 10000, true,
    (current_date - 1)::timestamp at time zone 'UTC' + interval '12 hours'
  from public.provider_transactions where bank_account_id = feed and deleted_at is null;
end $$;
