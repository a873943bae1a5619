-- Tenancy demo data on top of seed.sql's users and organizations (same ids). Idempotent: runs on every start.
/** Section: an org user (non-admin member) of Acme: member@demo.test / demo-password-1 */
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
values ('00000000-0000-4000-8000-000000000007', 'authenticated', 'authenticated', 'member@demo.test',
        extensions.crypt('demo-password-1', extensions.gen_salt('bf', 10)), now(), '{"provider":"email","providers":["email"]}',
        '{"first_name":"Morgan","last_name":"Member"}')
on conflict (id) do nothing;
insert into auth.identities (provider_id, user_id, identity_data, provider)
values ('00000000-0000-4000-8000-000000000007', '00000000-0000-4000-8000-000000000007',
        '{"sub":"00000000-0000-4000-8000-000000000007","email":"member@demo.test"}', 'email')
on conflict (provider_id, provider) do nothing;
insert into public.organization_members (organization_id, user_id, org_role)
values ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000007', 'user')
on conflict do nothing;

/** Section: organization fields and a group */
insert into public.organization_groups (id, name) values ('20000000-0000-4000-8000-000000000001', 'Acme Holdings')
on conflict (id) do nothing;

update public.organizations set
  accounting_services = '{bookkeeping,taxes}', accounting_method = 'accrual', books_priority = 2, books_due_date = current_date + 10,
  quickbooks_realm_id = coalesce(quickbooks_realm_id, '9130357000000001'), slack_channel_name = 'acme-robotics-books',
  organization_group_id = '20000000-0000-4000-8000-000000000001',
  transaction_description = '{"product": [{"value": "Robot arm kit", "productId": "prod_arm"}], "service": [{"value": "Integration services", "productId": "prod_svc"}], "unclassified": []}',
  catch_up_data = '{"catchUpDeadline": "2026-12-31", "caughtUpThrough": "2026-09-30", "outstandingItems": "October bank statement"}',
  metadata = '{"userPermissions": {"bankAccounts": [{"permissionGiven": true, "plaidBankAccountId": "acc_demo_checking", "accountName": "Operating checking", "institutionName": "First Demo Bank"}], "stripe": {"permissionGiven": true}, "ramp": {"permissionGiven": false}, "payroll": {"permissionGiven": true}}}',
  config = '{"catchUp": false, "booksUpToDate": "2026-09-30", "percentageThreshold": 20, "dollarThreshold": 1000}',
  additional_data = '{"legal_business_name": "Acme Robotics Inc.", "ein": "12-3456789", "business_entity_type": "c_corp", "street_address": "1 Market St", "city": "San Francisco", "state": "CA", "zip_code": "94105", "country": "US", "phone_number": "+1 415 555 0100"}'
where id = '10000000-0000-4000-8000-000000000001' and organization_group_id is null;

update public.organizations set
  accounting_services = '{taxes}', accounting_method = 'cash', books_priority = 4,
  additional_data = '{"legal_business_name": "Birch Bakery LLC", "street_address": "22 Elm Rd", "city": "Portland", "state": "OR", "zip_code": "97201", "country": "US"}'
where id = '10000000-0000-4000-8000-000000000002' and accounting_services = '{}';

/** Birch Bakery, kept in QuickBooks, is the group's second member, so the consolidated demo combines both kinds of ledger. */
update public.organizations set organization_group_id = '20000000-0000-4000-8000-000000000001'
where id = '10000000-0000-4000-8000-000000000002' and organization_group_id is null;

/** Section: onboarding tasks (bookkeeping + taxes for Acme, taxes for Birch, per shared/rules/onboarding-tasks.ts) */
insert into public.organization_tasks (organization_id, task_id, status)
select '10000000-0000-4000-8000-000000000001', d.id, case d.slug when 'ledger-access' then 'confirmed' when 'entity-bylaws' then 'not_applicable_waiting_confirmation' else 'pending' end::public.organization_task_status
from public.task_definitions d
where d.slug in ('ledger-access', 'bank-accounts-access', 'credit-cards-access', 'payroll-access', 'bill-pay-access', 'invoicing-platform-access',
                 'articles-of-incorporation', 'entity-bylaws', 'prior-year-tax-return', 'year-end-mortgage-statement', 'ss-4', 'depreciation-schedule')
on conflict (organization_id, task_id) do nothing;
insert into public.organization_tasks (organization_id, task_id)
select '10000000-0000-4000-8000-000000000002', d.id from public.task_definitions d
where d.slug in ('ledger-access', 'articles-of-incorporation', 'entity-bylaws', 'prior-year-tax-return', 'ss-4', 'depreciation-schedule',
                 'profit-and-loss', 'balance-sheet', 'income-statement', 'trial-balance')
on conflict (organization_id, task_id) do nothing;

/** Section: a customer request with a comment */
insert into public.customer_requests (id, organization_id, request, link, customer_id, bookkeeper_id, requester_id, status)
values ('30000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001',
        'Please reclassify the October AWS charges to Cost of revenue.', 'https://example.com/thread/123',
        '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000001', 'in_progress')
on conflict (id) do nothing;
insert into public.customer_request_comments (id, request_id, organization_id, author_id, content)
values ('30000000-0000-4000-8000-000000000002', '30000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001',
        '00000000-0000-4000-8000-000000000003', 'On it: I will move them this week.')
on conflict (id) do nothing;
-- its history beyond the opening the trigger recorded: the bookkeeper took it on
insert into public.customer_request_events (request_id, organization_id, kind, actor_id, from_status, to_status)
select '30000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', 'status',
       '00000000-0000-4000-8000-000000000003', 'todo', 'in_progress'
where not exists (select 1 from public.customer_request_events
                  where request_id = '30000000-0000-4000-8000-000000000001' and kind = 'status');

/** Section: notifications */
insert into public.notifications (id, type, status, metadata, user_id, organization_id) values
  ('30000000-0000-4000-8000-000000000010', 'amc', 'unread', '{"message": "3 transactions need your answer"}', '00000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001'),
  ('30000000-0000-4000-8000-000000000011', 'customer-request', 'unread', '{"requestId": "30000000-0000-4000-8000-000000000001"}', '00000000-0000-4000-8000-000000000003', '10000000-0000-4000-8000-000000000001'),
  ('30000000-0000-4000-8000-000000000012', 'books', 'read', '{"month": "2026-09"}', '00000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-000000000002')
on conflict (id) do nothing;

/** Section: flags, notes, templates, closeout dates */
insert into public.organization_feature_flags (organization_id, flag_name, enabled) values
  ('10000000-0000-4000-8000-000000000001', 'taxes', true),
  ('10000000-0000-4000-8000-000000000001', 'ai-reports', true),
  ('10000000-0000-4000-8000-000000000002', 'customer-requests', false)
on conflict do nothing;
insert into public.organization_notes (id, organization_id, user_id, title, content)
values ('30000000-0000-4000-8000-000000000020', '10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000005',
        'Catch-up scope', 'Client wants books caught up through September before the board meeting.')
on conflict (id) do nothing;
insert into public.message_templates (id, title, content)
values ('30000000-0000-4000-8000-000000000030', 'Missing statement', 'Hi {{firstName}}, we are missing your {{month}} statement for {{account}}.')
on conflict (id) do nothing;
insert into public.amc_closeout_dates (organization_id, closeout_date, year, month)
values ('10000000-0000-4000-8000-000000000001', 15, '2026', 'november')
on conflict (organization_id, year, month) do nothing;
