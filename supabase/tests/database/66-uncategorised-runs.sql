-- The books' uncategorised lines reach the queue (30_money_trust.sql): every organization with books (the built-in
-- ledger or a live QuickBooks connection) gets one ledger-only categorisation run queued, whether or not it
-- categorises its feeds, and one banking with the product a run over its feed lines too; an organization without
-- books gets none; people cannot queue them for everyone.
begin;
select plan(8);

insert into public.organizations (id, legal_name) values
  ('b6600000-0000-4000-8000-00000000000a', 'Books 66 Co'), ('b6600000-0000-4000-8000-00000000000b', 'No Books 66 Co'),
  ('b6600000-0000-4000-8000-00000000000c', 'QuickBooks 66 Co'), ('b6600000-0000-4000-8000-00000000000d', 'Bank 66 Co');
insert into public.ledger_accounts (organization_id, name, account_type) values
  ('b6600000-0000-4000-8000-00000000000a', 'Uncategorized Expense', 'Expense');
insert into public.provider_connections (organization_id, provider, external_id) values
  ('b6600000-0000-4000-8000-00000000000c', 'quickbooks', 'realm-66'),
  ('b6600000-0000-4000-8000-00000000000d', 'banking', 'customer-66');
insert into auth.users (id, email) values ('a6600000-0000-4000-8000-000000000001', 'u@books66.test');

set local role authenticated;
select set_config('request.jwt.claims', '{"sub":"a6600000-0000-4000-8000-000000000001","role":"authenticated"}', true);
select throws_ok($$select private.enqueue_uncategorised_ledger_runs()$$, '42501', null,
  'a person cannot queue the runs');
reset role;

select cmp_ok(private.enqueue_uncategorised_ledger_runs(), '>=', 3, 'the runs are queued');
select is((select payload from public.jobs where job_type = 'categorisation.run'
  and organization_id = 'b6600000-0000-4000-8000-00000000000a'),
  '{"ledgerOnly": true, "organizationId": "b6600000-0000-4000-8000-00000000000a"}'::jsonb,
  'an organization on the built-in ledger gets a run over its books only');
select is((select count(*)::int from public.jobs where job_type = 'categorisation.run'
  and organization_id = 'b6600000-0000-4000-8000-00000000000c'), 1, 'so does one on QuickBooks');
select is((select count(*)::int from public.jobs where job_type = 'categorisation.run'
  and organization_id = 'b6600000-0000-4000-8000-00000000000b'), 0, 'an organization without books gets none');
select is((select payload ->> 'ledgerOnly' from public.jobs where job_type = 'categorisation.run'
  and organization_id = 'b6600000-0000-4000-8000-00000000000d'), 'false',
  'one that banks with the product gets a run over its feed lines too, the banking lines among them');

-- one organization only, and one that categorises its feeds gets the full run its feed lines would have queued
insert into public.organizations (id, legal_name) values ('b6600000-0000-4000-8000-00000000000e', 'Feeds 66 Co');
insert into public.ledger_accounts (organization_id, name, account_type) values
  ('b6600000-0000-4000-8000-00000000000e', 'Checking', 'Bank');
insert into public.expense_categorization_settings (organization_id) values ('b6600000-0000-4000-8000-00000000000e');
select is(private.enqueue_uncategorised_ledger_runs('b6600000-0000-4000-8000-00000000000e'), 1,
  'p_org queues that organization alone');
select is((select payload ->> 'ledgerOnly' from public.jobs where job_type = 'categorisation.run'
  and organization_id = 'b6600000-0000-4000-8000-00000000000e'), 'false',
  'an organization that categorises its feeds gets the full run, so a queued run never leaves its feed lines out');

select * from finish();
rollback;
