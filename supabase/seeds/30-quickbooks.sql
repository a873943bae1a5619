-- Demo: Birch Bakery is connected to the QuickBooks sandbox company 9130354829871235, so its ledger and reports
-- come from the sandbox. The tokens are AES-GCM ciphertext under the local default QUICKBOOKS_TOKEN_KEY (see
-- supabase/local/src/sandbox/providers/quickbooks/demo-connection.ts, which regenerates this hex): a sandbox
-- refresh token valid until 2100 and an expired access token, so the first call refreshes. Idempotent.
insert into public.oauth_tokens (organization_id, provider, tokens, access_token_expires_at, refresh_token_expires_at, status)
values ('10000000-0000-4000-8000-000000000002', 'quickbooks',
  decode('070707070707070707070707813a87ceda23e9d5cff218c6b8533b195988532a79e60f64632008c6f4aa987aa0f9aa84dc6a17601dea4d56d34dd3383216a0f8b72d2898a8bcd4c63e03855fa194f66409df7f9f0686af2f0d841c006fb532f9b33f6637ba0de5239490e9075bae0c018eb8275d04debb845e9ce1a0ee85c031f6d60a9d8da97dae1f4b11ac8fc937ecaf899e4764a625878dbfde031f978650b84edb2527f0c46a715c1f83692cac7aa7d0377ce9a6377b0e434d4adcfc3aee5a234187a8684d1ea1a510f38af5cf96c9073fe288ce85b4270251b93f62e2765987931da3787af78dfe989b8e5988b01c7ba1f216338e36a99939a73e70527667849c0c3baaef035fc2665e0499f6d708c7d80650d445661a2e693c71cbe56701ad23ee69fb32351e3955ded305833606bc00cc5c26f519f4cf6003cf2477b5ea4f3a71d1ed520c799bacbe75bb374eac6c9f431ae1bd1e830e2266111f9d3541401c11380e1e5e3cd3c9a48faf80bb9bb1ec09458896f6bc', 'hex'),
  '2000-01-01T00:00:00Z', '2100-01-01T00:00:00Z', 'active')
on conflict (organization_id, provider) do nothing;

update public.organizations set quickbooks_realm_id = '9130354829871235'
where id = '10000000-0000-4000-8000-000000000002' and quickbooks_realm_id is null;

select private.register_webhook_connection('quickbooks', '9130354829871235', '10000000-0000-4000-8000-000000000002', null);
