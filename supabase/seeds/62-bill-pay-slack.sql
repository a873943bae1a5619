-- Bill approval in Slack, demo (docs/bill-pay.md "Slack"): Birch Bakery is connected to the Slack sandbox workspace
-- TDEMOBIRCH, whose install channel (#birch-bakery-books, CDEMOBIRC) is its chat channel, and the Valley Dairy bill
-- waiting for Robin Baker's approval is asked about there: the worker's `bills.slack-message` posts the message (block
-- id bill-payment-approval, Approve / Decline / Comment) once the stack runs; see it with
-- GET <sandbox>/slack/_control/channels/CDEMOBIRC/messages, click with POST <sandbox>/slack/_control/click.
-- The token is the connection's 'oauth' secret, AES-GCM under the local default CONNECTIONS_SECRET_KEY (regenerate
-- the hex with supabase/local/src/sandbox/providers/slack/demo-connection.ts): a sandbox bot token valid until 2100.
-- The sandbox keeps its messages in memory, so every start queues the job again (keyed, never twice at once): a
-- message the sandbox no longer has is posted again while the bill waits. Idempotent.
insert into public.provider_connections (id, organization_id, provider, external_id, display_name, scopes, metadata)
values ('10000000-0000-4000-8000-0000000c5001', '10000000-0000-4000-8000-000000000002', 'slack', 'TDEMOBIRCH',
  'Birch Bakery (Slack sandbox)', '{incoming-webhook,chat:write,channels:read}',
  '{"channelId": "CDEMOBIRC", "channel": "#birch-bakery-books"}')
on conflict (organization_id, provider, external_id) do nothing;

insert into public.provider_secrets (connection_id, name, ciphertext, expires_at, refresh_expires_at)
select c.id, 'oauth', decode('5c5c5c5c5c5c5c5c5c5c5c5c03d0109a277b5ea89520df635bc84fb621b2dfa8ddf7ff4c808a80331fe94dbb59a32e1168c9f1fcd5d11b0d3035efb262781d84c6c183c9a8a37083acd1017300585c670d4eace4fda14486ebe5f32c5c38c68ff69bea3aaad3ff5d75490c565a5ec3700f247e83091898b402f8f2128f387db0ce73f1674c87be120559c76fa5d9a7cfb68da3ef32e379f106daa6d9ecef782bea3cda22bad23fbc2c212648d66857e254b8fc60a2e2ee5009ee65070e65a6fc3e417fd91f5507039310565572fc2c9571c0e09a291040ef44a5046c775c2230af30605e912c8c680f12c7031c7fff3c32154fc865d643c99c0fe0c7bd13c179256ba2889052c55fe998a12c10d406b76937f3c46f4ad26cc73a6e31c65a11ed19ca971b1bac93c0d271f49115beae2b29d8b8511e1f0cb1e7b5da2e57e5c0b5893c8a0319bfdeea55f7ce8d5b670e33c17c104a07cc4789f61dd7937ff5a08761271590d5e6b846a0448179bf0cd27cc792e001bce40594e77abe37831faab8a57b64e5ff23b1c44f241f9a2b54ceb567a04af334f8572ec6a6638efe098bc0f3a95ed8526f3ec2236c8c23189f6b55', 'hex'), null, null
from public.provider_connections c
where c.organization_id = '10000000-0000-4000-8000-000000000002' and c.provider = 'slack' and c.external_id = 'TDEMOBIRCH'
on conflict (connection_id, name) do nothing;

-- the Valley Dairy bill (61-bill-pay.sql) is asked about in the channel, as submitting it would have
insert into public.banking_bill_slack_messages (bill_id, organization_id)
select b.id, b.organization_id from public.banking_bills b
where b.id = '61000000-0000-4000-8000-000000000003' and b.status = 'Pending'
on conflict (bill_id) do nothing;

select private.enqueue_job('bills.slack-message', jsonb_build_object('billId', m.bill_id), 'bills.slack-message:demo:' || m.bill_id,
  m.organization_id, null, '{"description": "the demo bill asked about in Slack"}'::jsonb)
from public.banking_bill_slack_messages m
where m.bill_id = '61000000-0000-4000-8000-000000000003';
