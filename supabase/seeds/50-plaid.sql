-- Demo: Birch Bakery's bank is connected through Plaid: sandbox item DemoBirchBakeryPlatypusItem0000000001 at First
-- Platypus Bank (checking, savings, credit card), history from 2025-11-01. Stored the way the connect callback stores
-- an item (supabase/local/src/sandbox/providers/plaid/demo-item.ts regenerates the values): the connection, its
-- access token ({"token": …}, AES-GCM under the local default CONNECTIONS_SECRET_KEY, fixed IV), the plaid_items row,
-- its accounts, and the firm's permission to read them (the client granted it when connecting). At every start the
-- real first sync runs through the worker (`plaid.sync`: transactions from the saved cursor, then balances) and the
-- statements fetch (`plaid.fetch-statements`), so a year of transactions, balances and statements are there after
-- `npm start`, and later starts bring the days since. Idempotent: rows are inserted once; a job of the same key
-- still queued is not added twice.
insert into public.provider_connections (id, organization_id, provider, external_id, display_name, scopes, metadata, connected_by)
values ('10000000-0000-4000-8000-0000000d0001', '10000000-0000-4000-8000-000000000002', 'plaid',
  'DemoBirchBakeryPlatypusItem0000000001', 'First Platypus Bank', '{transactions,statements,assets}',
  '{"institutionId": "ins_109508"}', '00000000-0000-4000-8000-000000000002')
on conflict (organization_id, provider, external_id) do nothing;

insert into public.provider_secrets (connection_id, name, ciphertext)
values ('10000000-0000-4000-8000-0000000d0001', 'access_token', decode('09090909090909090909090908d5b97a7ba7695411a2f7c97de8cd05e367659e2e92bd712d6e2901b86d15f7a4665564fc0170951686dbd84802b71a0d5932a833341b7bdc86c56a0742417b9531ba901dad18d6fde66b91edac96bf4babf3a71226a3ebfe99b7fc0a005fe54202363adc76ec91b6305d7a715562f6aecabd4091deb77d43cbb778d04fe310214b51d240ccfbb7540602ac5689cebc4a77272afb086ec09be55188bb89167a828cf398951d8c9327103147c1de0623574f48f75742ec017181f317f31c7eee678eb94d26b0d892bd3e9705f7ad1923563d02ee45768f76c76c533e', 'hex'))
on conflict (connection_id, name) do nothing;

insert into public.plaid_items (id, connection_id, organization_id, item_id, institution_id, institution_name, consented_products)
values ('10000000-0000-4000-8000-0000000d0002', '10000000-0000-4000-8000-0000000d0001', '10000000-0000-4000-8000-000000000002',
  'DemoBirchBakeryPlatypusItem0000000001', 'ins_109508', 'First Platypus Bank', '{transactions,statements,assets}')
on conflict (item_id) do nothing;

insert into public.bank_accounts (id, organization_id, connection_id, provider, plaid_item_id, account_id, institution, name,
  official_name, mask, type, subtype)
select v.id::uuid, '10000000-0000-4000-8000-000000000002', '10000000-0000-4000-8000-0000000d0001', 'plaid',
  '10000000-0000-4000-8000-0000000d0002', v.account_id, 'First Platypus Bank', v.name, v.official_name, v.mask, v.type, v.subtype
from (values
  ('10000000-0000-4000-8000-0000000d0011', 'Pf6pJcrjVxobqBkf7VDBxD0Iqba7vMZcWmDwQ', 'Plaid Checking', 'Plaid Business Checking', '7847', 'depository', 'checking'),
  ('10000000-0000-4000-8000-0000000d0012', 'QkUU64YQEH2Gh778vefw6WohyH4kkNvYXrbbD', 'Plaid Saving', 'Plaid Business Savings', '4014', 'depository', 'savings'),
  ('10000000-0000-4000-8000-0000000d0013', 'GLWyjeSEkNEeKoxVjqSw66RqBbpRsBvRNSd5q', 'Plaid Credit Card', 'Plaid Business Card', '4221', 'credit', 'credit card')
) v(id, account_id, name, official_name, mask, type, subtype)
on conflict (provider, account_id) do nothing;

update public.organizations o set metadata = jsonb_set(o.metadata, '{userPermissions,bankAccounts}',
  coalesce(o.metadata #> '{userPermissions,bankAccounts}', '[]'::jsonb) || (
    select jsonb_agg(jsonb_build_object('permissionGiven', true, 'plaidBankAccountId', a.id, 'accountName', a.name,
      'institutionName', a.institution) order by a.id)
    from public.bank_accounts a
    where a.plaid_item_id = '10000000-0000-4000-8000-0000000d0002'
      and not exists (select 1 from jsonb_array_elements(coalesce(o.metadata #> '{userPermissions,bankAccounts}', '[]'::jsonb)) e
                      where e ->> 'plaidBankAccountId' = a.id::text)), true)
where o.id = '10000000-0000-4000-8000-000000000002'
  and exists (select 1 from public.bank_accounts a where a.plaid_item_id = '10000000-0000-4000-8000-0000000d0002'
    and not exists (select 1 from jsonb_array_elements(coalesce(o.metadata #> '{userPermissions,bankAccounts}', '[]'::jsonb)) e
                    where e ->> 'plaidBankAccountId' = a.id::text));

select private.enqueue_job('plaid.sync', jsonb_build_object('connectionId', c.id, 'trigger', 'connected'), 'plaid.sync:' || c.id,
  c.organization_id, null, '{"version": 1, "maxRuntimeSeconds": 900, "retryIntervalSeconds": 60, "description": "sync of the demo bank"}'::jsonb),
  private.enqueue_job('plaid.fetch-statements', jsonb_build_object('connectionId', c.id), 'plaid.fetch-statements:' || c.id,
  c.organization_id, null, '{"version": 1, "maxRuntimeSeconds": 600, "retryIntervalSeconds": 120, "description": "statements of the demo bank"}'::jsonb)
from public.provider_connections c
where c.id = '10000000-0000-4000-8000-0000000d0001' and c.status = 'active';
