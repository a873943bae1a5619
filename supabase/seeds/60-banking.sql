-- Banking demo (docs/banking.md): Birch Bakery, approved in 59-banking-onboarding.sql, is connected to the sandbox
-- core's demo customer (docs/banking-core.md, banking-core/demo-ids.ts): its Operating checking and Reserve savings
-- accounts with a year of activity, which the first sync pulls at every start (`banking.sync`, from the stored cursor,
-- so later starts bring only what is new). Robin Baker (client2@demo.test) uses and manages banking and is the
-- approver; Sam Saver (saver@demo.test / demo-password-1), a member with banking and small limits, asked for this
-- month's rent, which waits for Robin's approval. One sweep rule keeps Operating under $75,000. Idempotent.

/** Section: people and flags */
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
values ('00000000-0000-4000-8000-000000000060', 'authenticated', 'authenticated', 'saver@demo.test',
        extensions.crypt('demo-password-1', extensions.gen_salt('bf', 10)), now(), '{"provider":"email","providers":["email"]}',
        '{"first_name":"Sam","last_name":"Saver"}')
on conflict (id) do nothing;
insert into auth.identities (provider_id, user_id, identity_data, provider)
values ('00000000-0000-4000-8000-000000000060', '00000000-0000-4000-8000-000000000060',
        '{"sub":"00000000-0000-4000-8000-000000000060","email":"saver@demo.test"}', 'email')
on conflict (provider_id, provider) do nothing;
insert into public.organization_members (organization_id, user_id, org_role)
values ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000060', 'user')
on conflict do nothing;

update public.users set products = array_append(products, 'banking')
where id in ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000060') and not 'banking' = any (products);

insert into public.organization_feature_flags (organization_id, flag_name, enabled) values
  ('10000000-0000-4000-8000-000000000002', 'banking', true),
  ('10000000-0000-4000-8000-000000000002', 'auto-transfer', true)
on conflict (organization_id, flag_name) do nothing;

/** Section: the connection, as openBanking stores it, and the accounts and payee the first sync fills in */
insert into public.provider_connections (id, organization_id, provider, external_id, display_name, connected_by, connected_at)
values ('60000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002', 'banking',
  '16000000-0000-4000-8000-000000000001', 'Business banking', '00000000-0000-4000-8000-000000000002', now() - interval '1 year')
on conflict (organization_id, provider, external_id) do nothing;

insert into public.banking_accounts (id, organization_id, connection_id, core_account_id, name, account_type,
  account_number_last4, routing_number, created_by)
select v.id::uuid, '10000000-0000-4000-8000-000000000002', '60000000-0000-4000-8000-000000000001', v.core_id, v.name, v.type,
  v.last4, null, '00000000-0000-4000-8000-000000000002'
from (values
  ('60000000-0000-4000-8000-000000000011', '16000000-0000-4000-8000-000000000011', 'Operating', 'Checking', '1946'),
  ('60000000-0000-4000-8000-000000000012', '16000000-0000-4000-8000-000000000012', 'Reserve', 'Savings', '1953')
) v(id, core_id, name, type, last4)
on conflict (core_account_id) do nothing;

insert into public.banking_counterparties (id, organization_id, connection_id, core_counterparty_id, name, counterparty_type,
  routing_number, account_number_last4, account_type, created_by)
values ('60000000-0000-4000-8000-000000000021', '10000000-0000-4000-8000-000000000002', '60000000-0000-4000-8000-000000000001',
  '16000000-0000-4000-8000-000000000021', 'Oakwood Properties LLC', 'Business', '021000021', '2094', 'Checking',
  '00000000-0000-4000-8000-000000000002')
on conflict (core_counterparty_id) do nothing;

/** Section: controls: Robin approves; Sam sends up to $2,500 a payment and $5,000 a day without approval */
insert into public.approval_layers (id, organization_id, name, min_approvals, enabled, created_by)
values ('60000000-0000-4000-8000-000000000031', '10000000-0000-4000-8000-000000000002', 'Owners', 1, true,
  '00000000-0000-4000-8000-000000000002')
on conflict (id) do nothing;
insert into public.approval_layer_members (layer_id, user_id, organization_id)
values ('60000000-0000-4000-8000-000000000031', '00000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002')
on conflict do nothing;

insert into public.banking_user_limits (organization_id, user_id, per_payment_limit_micros, daily_limit_micros, updated_by) values
  ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000060', 2500000000, 5000000000, '00000000-0000-4000-8000-000000000002'),
  ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000002', 25000000000, 60000000000, '00000000-0000-4000-8000-000000000002')
on conflict (organization_id, user_id) do nothing;

/** Section: an auto-transfer rule */
insert into public.auto_transfer_rules (id, organization_id, kind, source_account_id, target_account_id, threshold_micros,
  target_micros, created_by)
values ('60000000-0000-4000-8000-000000000041', '10000000-0000-4000-8000-000000000002', 'sweep',
  '60000000-0000-4000-8000-000000000011', '60000000-0000-4000-8000-000000000012', 75000000000, 60000000000,
  '00000000-0000-4000-8000-000000000002')
on conflict (id) do nothing;

/** Section: this month's rent, over Sam's limit, waiting for Robin (who is told) */
insert into public.banking_payments (id, organization_id, idempotency_key, rail, transaction_type, from_account_id,
  counterparty_id, amount_micros, description, status, approval_reason, requested_by, created_at)
values ('60000000-0000-4000-8000-000000000051', '10000000-0000-4000-8000-000000000002', 'demo-rent-waiting', 'ach', 'ach_push',
  '60000000-0000-4000-8000-000000000011', '60000000-0000-4000-8000-000000000021', 4200000000, 'Rent, 22 Elm Rd',
  'awaiting_approval', 'per_payment_limit', '00000000-0000-4000-8000-000000000060', now() - interval '2 hours')
on conflict (organization_id, idempotency_key) do nothing;

insert into public.notifications (id, user_id, organization_id, type, metadata)
values ('60000000-0000-4000-8000-000000000052', '00000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002',
  'custom-message', '{"title": "A payment of $4,200.00 waits for your approval", "message": "Rent, 22 Elm Rd", "link": "/cash/payments", "kind": "banking-payment-approval", "paymentId": "60000000-0000-4000-8000-000000000051"}')
on conflict (id) do nothing;

/** Section: the sync (a year of entries the first time, what is new after) */
select private.enqueue_job('banking.sync', jsonb_build_object('connectionId', c.id, 'trigger', 'opened'), 'banking.sync:' || c.id,
  c.organization_id, null, '{"version": 1, "maxRuntimeSeconds": 900, "retryIntervalSeconds": 30, "description": "sync of the demo bank account"}'::jsonb)
from public.provider_connections c
where c.id = '60000000-0000-4000-8000-000000000001' and c.status = 'active';
