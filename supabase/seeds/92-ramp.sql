-- Demo: Acme Robotics pays with Ramp cards. Its connection to the Ramp sandbox business 5e0d1a2b-… (as the OAuth
-- callback leaves it; tokens valid until 2100, AES-GCM under the local default CONNECTIONS_SECRET_KEY; regenerate the
-- hex with supabase/local/src/sandbox/providers/ramp/demo-connection.ts), so the Integrations card says Connected and
-- the daily ramp.sync reads the business for real. The card lines the categorisation seed wrote (85-categorisation.sql)
-- are this connection's: each gets its connection and Ramp's shape (card holder, the masked card in the merchant
-- descriptor, state, receipts). The Staples line has a receipt on Ramp's side; the queued `ramp.receipts` job
-- downloads it into Storage when the worker starts (docs/ramp.md). Idempotent.
insert into public.provider_connections (id, organization_id, provider, external_id, display_name, scopes, last_synced_at)
values ('10000000-0000-4000-8000-0000000c0092', '10000000-0000-4000-8000-000000000001', 'ramp',
  '5e0d1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b', 'Acme Robotics (Ramp sandbox)',
  '{business:read,transactions:read,cards:read,users:read,bills:read,receipts:read,offline_access}', now())
on conflict (organization_id, provider, external_id) do nothing;

insert into public.provider_secrets (connection_id, name, ciphertext, expires_at, refresh_expires_at)
select c.id, 'oauth', decode('070707070707070707070707f8d86cebb1a5b4f6e6212a580497680e7cb0e0d8c2e59b9b3a40fc5a1d8356020ff623627257b0510fe3c92c47f2244a59e933984b0fb591aab73e14b8d5da95417d0824182fee98f0e025a6fff63e2b7443ed3c523f1b531127dd7b1bddbac9ceab538608bb7d4418ed5d0967aabb4ede3cacc0784ace657c096717878284a5d566a2fc8979d174751ac12a0e760f91cb73a95ce3dcdcc23c6052e6def534a86136237d46d62875fa9d17758b9f2151859f7c8abf576be7f417997cae2cd2d62e1024509d68aa5acb97de4f04348ca5d0054ab467b05c8b7d7d5bd5bb1501afa48d535797a2f68ba7a09e51365de1bd8ac524b51990e5497ebcf78941f30df8b320238d9cf9880159a6a67fcbf694c2eadc975fddf9725f4336c5ff19ab8a997955844fca1519865e70f25b1a7cb4a1ad2ae0a11410befedaa825f3729a364a55840e9d9b2413b49fa167f46e06fac1174fba9d587ec01f75b710509dcd3e719b5d4e22c678d87b5c0f13a0ac3b79778905804d66e01b81eae541b5bdd47d0ed5018585ce9b33a78d7b672a3bb02a6d6206c21359ad9435f92b7ef16e60f73ee643f0bb8485755a4e9c569b5073c7caf5004d4435fce9d013a3ea1857beff6f5a57995e69bd47a64d8d08caf754e95ab6953068d86ef27c31403235cc83a261b73e57a8a8f3dd9514e49a492fa5ac51015d9d57ad95a6e8c4d1999723bd48569e245792516e8c4be478471d842bc4ecd5b8b730690bb72c21c784b8bceb02ea164321e1922505dfcb19054c04bfec7e807a42a892ab222f8b89c9a6a880de8ca21db1f853a03eade74cf70fb092df2bf774fba875cdb581fa7bc4a1fca8f1dfb17e693ffff9fe312e60b7b0a73d52f1795628ccdc0b2d7f029c38879b12ac83595d3e1acd2c2298ceae8310e04c8101f148fc7961f85547d5bea90f97620ec6d20b78b6e71ef2735b0ab997dfd9b4eabb91bac40605b0cea9c38f6737570559bc7045a7d5028ac99526916e93162f073a0cf8a09b136a7aaf7082a714089f2e5d5507259ef7c63b4e317fde5101aa89eeae824aa29641f2324486c9a7315ed2aa8429afd63ac4209aaff57059d065b0120b1ad255e5dd92343d29ed24a19c93906fffde6bc7042b21a8b1de57bb8afeb9a282b8b0a27055c8b92fc353c802bf78d60aecc69178e259a77f45199a6fed5225383fcbe0be5e775e2cb6f0e52d62e6a9062c318a9b50374057f686315652a13830cb524d9671f579dfabf27d7e26ef6afdbe1759d865bc85a9ba4fda3d10d6ed2775549e1e6840a787adc8c48e4fc8a0cb912137a6e7228d7d8631d3cbd05c71e861522437d9464fe66231efa579b00d4fe84310ccd4db5ae0f432ecf0e457b1fb2640983229140f3e9b38dc7dd0ea568bfc4e471af795f899eb7fb3d58ee738dbf9dbe80bdfeff29f8dde02a8c4c8f8fe4186136d15fa541067d34291feb0d3baef6d15e4b42bdc2f721b21311e6188aa7876b170', 'hex'), '2100-01-01T00:00:00Z', '2100-01-01T00:00:00Z'
from public.provider_connections c
where c.organization_id = '10000000-0000-4000-8000-000000000001' and c.provider = 'ramp'
  and c.external_id = '5e0d1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b'
on conflict (connection_id, name) do nothing;

-- the seeded card lines, as Ramp holds them: three card holders, each with a card, spend cleared two days later
with c as (
  select id from public.provider_connections
  where organization_id = '10000000-0000-4000-8000-000000000001' and provider = 'ramp'
    and external_id = '5e0d1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b'
), lines as (
  select t.id, t.transaction_id, t.vendor, t.description, t.total_amount_cents, t.transaction_effective_time as at,
    (array['Jordan', 'Sam', 'Alex'])[1 + abs(hashtext(t.transaction_id)) % 3] as first_name,
    (array['Lee', 'Rivera', 'Chen'])[1 + abs(hashtext(t.transaction_id)) % 3] as last_name,
    (array['Engineering', 'Sales', 'Operations'])[1 + abs(hashtext(t.transaction_id)) % 3] as department,
    (array['2231', '7719', '4417'])[1 + abs(hashtext(t.transaction_id)) % 3] as last4,
    t.vendor = 'Staples' and t.transaction_id = 'demo-ramp-' || md5('Staples0') as receipted
  from public.provider_transactions t
  where t.organization_id = '10000000-0000-4000-8000-000000000001' and t.provider = 'ramp' and t.connection_id is null
)
update public.provider_transactions p
set connection_id = c.id, status = 'CLEARED', pending = false,
  raw = jsonb_build_object(
    'id', l.transaction_id, 'amount', round(-l.total_amount_cents / 100.0, 2), 'currency_code', 'USD',
    'state', 'CLEARED', 'user_transaction_time', l.at, 'settlement_date', l.at + interval '2 days',
    'merchant_name', l.vendor,
    'merchant_descriptor', upper(coalesce(l.description, l.vendor)) || ' *' || case when l.receipted then '4417' else l.last4 end,
    'card_holder', jsonb_build_object('first_name', case when l.receipted then 'Alex' else l.first_name end,
      'last_name', case when l.receipted then 'Chen' else l.last_name end,
      'department_name', case when l.receipted then 'Operations' else l.department end),
    'receipts', case when l.receipted then '["9b1f2c3d-4e5f-4061-8a7b-8c9d0e1f2a3b"]'::jsonb else '[]'::jsonb end,
    'disputes', '[]'::jsonb, 'policy_violations', '[]'::jsonb, 'accounting_categories', '[]'::jsonb,
    'accounting_field_selections', '[]'::jsonb,
    'line_items', jsonb_build_array(jsonb_build_object('amount',
      jsonb_build_object('amount', round(-l.total_amount_cents / 100.0, 2), 'currency_code', 'USD'))))
from lines l, c
where p.id = l.id;

select private.enqueue_job('ramp.receipts', jsonb_build_object('connectionId', c.id), 'ramp.receipts:' || c.id,
  c.organization_id, null, '{"description": "the demo Ramp card line''s receipt"}'::jsonb)
from public.provider_connections c
where c.organization_id = '10000000-0000-4000-8000-000000000001' and c.provider = 'ramp' and c.status = 'active';
