-- Demo: Acme Robotics (built-in ledger) runs payroll on the Gusto sandbox company 7a6b5c4d-…, connected with tokens
-- valid until 2100 (AES-GCM under the local default CONNECTIONS_SECRET_KEY; regenerate the hex with
-- supabase/local/src/sandbox/providers/gusto/demo-connection.ts). Its payroll accounts and the Gusto mapping are set,
-- and a payroll.sync is queued at every start: the worker reads the company's year of payrolls, requests each ledger
-- report and books each payroll once (docs/payroll.md). Idempotent.
insert into public.provider_connections (id, organization_id, provider, external_id, display_name, scopes)
values ('10000000-0000-4000-8000-0000000c0035', '10000000-0000-4000-8000-000000000001', 'gusto',
  '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d', 'Acme Robotics (Gusto sandbox)',
  '{companies:read,employees:read,payrolls:read,contractors:read,contractor_payments:read}')
on conflict (organization_id, provider, external_id) do nothing;

insert into public.provider_secrets (connection_id, name, ciphertext, expires_at, refresh_expires_at)
select c.id, 'oauth', decode('09090909090909090909090908d5ac7673a774057feffdcf70af8454a97570af7d92e03b373b6279fb454daafb032507bf5077eb508384a41530e86e493258d035006e3187d5bb3743102f07ec60cbf55ad46aa3b8cf1ce3acd4e1cc0ad0928a525bf8eea4e7e88448060293127c5142df0c8ab4b14902382b072d89abb5e130d8a2d50203b6ef0a8a35b9577a1d2bfb1a9ca3ce0e6d029f14d9cabd060b7839a40d6ff6c5b020edf9b7777a808bbce6d161d6e66a473577c38f4d0a011b2fec0c05e7540fc7ba44aa1505a525cbfb1b7df5acdab95f86486a6eea352410b134e8a8391fde95c225fe68dcc68a8eee177cc37deec3b57b02006711090ec7145b21e9b9d28e3527bf5398872344751ee8985988a77baebd916d706907c0d5e6c6e8fb3d6905907d75697c41fdb57f5a9eea52eb59aab7b0d7e4ed2f5ab2457648fab8d9ac64387a33265c8b94d736f8c281ac1c027b97dd49e8b4f8f2fad2ec3bdbe2c4219dce560299dae0bd0da9d036abaf797a5e5388690b39bbb31cdfc77381a62494919604e4879b0d0802253e41fd6894932336864559a54583472a2e9cb6c07fa29608bca4b82be618f71dcf977d4f029d001787087658488256129072aad2d2366541bbd408535d64978f73c5f1b4bd86d614d558950edc25f1e9f65c12da8c804f5b036d30e2da9faea9cd627fdb35ee5b4157c79d70edd1bab4eac47ab158381363be49814711cd333b8c9ed5aadd414ff93b52429fa4aa423d13a75533256b6c1e52edf74fe4aa995f209452898f4db28944e16bbaf7f7359de9ff2b6ba6080012f8caa43c4488bf03b3c3569d63aca4980a5c6d1967fb50f19bac4cc3d8b3db0fe9b6e745ba27113588f056abebdd4625ea9b7ce26f2f37fda13a94fa7ce3c8e7f5724a3186fe89b18a6166ceca125208f211d7acd4eb416d0a68ba5e90c5a5d00782b6e3e90d685dd1c6b69d63b9af8d3971960a1c3e87ddd18cf68cd7af9876bce43633e3d8c039391e4966d631dcba827a1601c97c937d3c9813842671a864e89961ed72d4fe208e831d1ec5c38e83c419a1414d0d2cbf22669547668b8de3f5354f71e8de58d63e75f41bc0a7f408816f7278bc30b148f37239e668581a5b3555efe11ae87b01469d20f5e7b64d92b136123aed7499d2fe25c5551a1cf831a4f5462b5257cb750f0c3051dcdf51ca136311da41d460c32ed507a9b1ac4ad1a7f2b2ce881a3433d32f3f4376256e54ce83d29cefe9fa4263d7266984a1bc65e2352e4db7a72480a67a5c4e3f536ce663cbe1e404f118e3a6fa3d001df26485ee99453b289cde94c94d4f708ddcb9657907c5533117caf2b1784a3a35bbb2479b6e0b479621e46117016be94137312800af4fac216af05654bf0b3f9daad2a319cc174455f60206c6411fa711823859eaaa9df3608b7182d168e406d71eb0f4afaa75713a8c25d5ffaf', 'hex'), '2100-01-01T00:00:00Z', '2100-01-01T00:00:00Z'
from public.provider_connections c
where c.organization_id = '10000000-0000-4000-8000-000000000001' and c.provider = 'gusto'
  and c.external_id = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d'
on conflict (connection_id, name) do nothing;

update public.organizations set gusto_account_id = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d'
where id = '10000000-0000-4000-8000-000000000001' and gusto_account_id is null;

/** Section: the payroll accounts beside 6010 Salaries and Wages and 1010 Operating Checking */
insert into public.ledger_accounts (organization_id, name, acct_num, account_type, account_sub_type)
select '10000000-0000-4000-8000-000000000001', v.name, v.num, v.type, v.sub
from (values
  ('6020 Payroll Taxes', '6020', 'Expense', 'PayrollExpenses'),
  ('6030 Employee Benefits', '6030', 'Expense', 'PayrollExpenses'),
  ('6040 Employee Reimbursements', '6040', 'Expense', 'OtherMiscellaneousServiceCost'),
  ('2210 Payroll Taxes Payable', '2210', 'Other Current Liability', 'PayrollTaxPayable'),
  ('2220 Benefits Payable', '2220', 'Other Current Liability', 'OtherCurrentLiabilities')
) as v(name, num, type, sub)
where not exists (select 1 from public.ledger_accounts a
  where a.organization_id = '10000000-0000-4000-8000-000000000001' and a.name = v.name);

insert into public.payroll_account_mappings (organization_id, line, account_id, account_name)
select a.organization_id, m.line, a.id::text, a.name
from (values ('Wages', '6010 Salaries and Wages'), ('Employer Taxes', '6020 Payroll Taxes'),
  ('Benefits', '6030 Employee Benefits'), ('Reimbursements', '6040 Employee Reimbursements'),
  ('Net Pay', '1010 Operating Checking'), ('Tax Liabilities', '2210 Payroll Taxes Payable'),
  ('Benefit Liabilities', '2220 Benefits Payable')) as m(line, account)
join public.ledger_accounts a on a.organization_id = '10000000-0000-4000-8000-000000000001' and a.name = m.account
on conflict (organization_id, line) do nothing;

select private.enqueue_job('payroll.sync', '{"organizationId": "10000000-0000-4000-8000-000000000001"}',
  'payroll.sync:10000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001');
