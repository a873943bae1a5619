-- Receipt emails and readings: the organization's people and staff read their own, admins read every mail (including
-- those naming no organization), nobody signed in writes them, and another organization's stay hidden.
begin;
select plan(7);

insert into auth.users (id, email) values
  ('32000000-0000-4000-8000-000000000001', 'rcpt-admin@example.test'),
  ('32000000-0000-4000-8000-000000000002', 'rcpt-client-a@example.test'),
  ('32000000-0000-4000-8000-000000000003', 'rcpt-client-b@example.test');
update public.users set role = 'admin' where id = '32000000-0000-4000-8000-000000000001';
insert into public.organizations (id, legal_name) values
  ('32100000-0000-4000-8000-00000000000a', 'Receipts A'), ('32100000-0000-4000-8000-00000000000b', 'Receipts B');
insert into public.organization_members (organization_id, user_id) values
  ('32100000-0000-4000-8000-00000000000a', '32000000-0000-4000-8000-000000000002'),
  ('32100000-0000-4000-8000-00000000000b', '32000000-0000-4000-8000-000000000003');
insert into public.files (id, title, path, organization_id) values
  ('32200000-0000-4000-8000-000000000001', 'r.pdf', '32100000-0000-4000-8000-00000000000a/receipts/r.pdf', '32100000-0000-4000-8000-00000000000a');
insert into public.receipts (id, organization_id, file_id, source, source_key, sender) values
  ('32300000-0000-4000-8000-000000000001', '32100000-0000-4000-8000-00000000000a', '32200000-0000-4000-8000-000000000001',
   'email', 'm-1:0', 'rcpt-client-a@example.test');
insert into public.receipt_readings (receipt_id, organization_id, vendor, amount_cents)
  values ('32300000-0000-4000-8000-000000000001', '32100000-0000-4000-8000-00000000000a', 'Blue Bottle', 4250);
insert into public.receipt_emails (message_id, organization_id, outcome, receipts_filed) values
  ('rcpt-m-1', '32100000-0000-4000-8000-00000000000a', 'filed', 1),
  ('rcpt-m-2', null, 'unknown-organization', 0);

set local role authenticated;
set local request.jwt.claims = '{"sub":"32000000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*)::int from public.receipt_emails where message_id like 'rcpt-m-%'), 1, 'a client reads its organization''s receipt emails');
select is((select count(*)::int from public.receipt_readings where organization_id = '32100000-0000-4000-8000-00000000000a'), 1, 'and its readings');
select throws_ok($$insert into public.receipt_emails (message_id, outcome) values ('forged', 'filed')$$, '42501', null, 'but writes none');
select throws_ok($$update public.receipt_readings set amount_cents = 1$$, '42501', null, 'nor changes a reading');

set local request.jwt.claims = '{"sub":"32000000-0000-4000-8000-000000000003","role":"authenticated"}';
select is((select count(*)::int from public.receipt_emails where message_id like 'rcpt-m-%'), 0, 'another organization''s client reads none');
select is((select count(*)::int from public.receipt_readings), 0, 'nor its readings');

set local request.jwt.claims = '{"sub":"32000000-0000-4000-8000-000000000001","role":"authenticated"}';
select is((select count(*)::int from public.receipt_emails where message_id like 'rcpt-m-%'), 2, 'an admin reads every mail, one naming no organization too');
reset role;

select * from finish();
rollback;
