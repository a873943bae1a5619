-- Demo: Birch Bakery is connected to the QuickBooks sandbox company 9130354829871235, so its ledger and reports
-- come from the sandbox. The tokens are the connection's 'oauth' secret, AES-GCM ciphertext under the local default
-- CONNECTIONS_SECRET_KEY (see supabase/local/src/sandbox/providers/quickbooks/demo-connection.ts, which regenerates
-- this hex): a sandbox refresh token valid until 2100 and an expired access token, so the first call refreshes.
-- Idempotent.
insert into public.provider_connections (id, organization_id, provider, external_id, display_name, scopes)
values ('10000000-0000-4000-8000-0000000c0001', '10000000-0000-4000-8000-000000000002', 'quickbooks', '9130354829871235',
  'Birch Bakery (sandbox)', '{com.intuit.quickbooks.accounting}')
on conflict (organization_id, provider, external_id) do nothing;

-- the secret goes to the connection that holds the realm: a database from before connections had fixed ids (or one
-- where Birch was reconnected) has it under another id, and the seed must not fail there
insert into public.provider_secrets (connection_id, name, ciphertext, expires_at, refresh_expires_at)
select c.id, 'oauth', decode('070707070707070707070707f8d87fedb3acaaccd66c7b1f5384611c3de4b990afa8ccc75445ad5d0d9844515ea627233334ed0c5bbb8f2155b174194ef564d73044cec8a4ec4373c899a2e23c7a72534e6090ffa5e55ac0d2bf434e0e039067056430096f7ab21f1f9dc0ace0e808dd77e7072560b7580806e5ed2eaf79d19e1415b43c094c184982ddfaffad3bca998a3dfb2877028e61701a04f4881fdc1c9ad28dc277267ee3d88076af57537d2275944209f9dd3a388fe249208afa1dfdf94775f6e741cb3dfa6c8ab17348750d8b61bc1891d69a52517fa5eeab5816ef1ad778c3020f24d3c06655e0d2ef5152efc18cc6dac0b6154d06b7e2f49a5aec73f0e00800dd8ccf47a970a1ce415ad2c9fde74e5ac38a3bb1a8a09c9780f311a18b0f5d3d44a7fd65d8f9dc040f8315e44b61db3111f21b6720b4b8af4280ee4b0ad8939ff076ab2cff4d093cdc42d8d16860d49eee56a45258f0a60c0cebf3547e9c6a73c25345d24c39317c0a923574109ae3ee249e9aec', 'hex'),
  '2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z'
from public.provider_connections c
where c.organization_id = '10000000-0000-4000-8000-000000000002' and c.provider = 'quickbooks'
  and c.external_id = '9130354829871235'
on conflict (connection_id, name) do nothing;

update public.organizations set quickbooks_realm_id = '9130354829871235'
where id = '10000000-0000-4000-8000-000000000002' and quickbooks_realm_id is null;
