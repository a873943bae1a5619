-- Client onboarding rules the database keeps whoever writes (supabase/schemas/15_onboarding.sql): answers are typed,
-- a submission's answers never change and an approval stays, the reviewer is whoever approved, submissions and
-- approvals notify (onboarding-form), owners' SSNs are never stored in clear, the checklist a client receives with
-- their services, and the live broadcast staff screens listen to.
begin;
select plan(17);

insert into auth.users (id, email) values ('a9170000-0000-4000-8000-0000000000c1', 'client@rules90.test'),
  ('a9170000-0000-4000-8000-0000000000c2', 'bk@rules90.test'), ('a9170000-0000-4000-8000-0000000000c3', 'other@rules90.test');
update public.users set role = 'bookkeeper' where id = 'a9170000-0000-4000-8000-0000000000c2';
insert into public.organizations (id, legal_name) values ('b9170000-0000-4000-8000-0000000000c1', 'Rules Co'),
  ('b9170000-0000-4000-8000-0000000000c2', 'Elsewhere Co');
insert into public.organization_members values ('b9170000-0000-4000-8000-0000000000c1', 'a9170000-0000-4000-8000-0000000000c1', 'admin'),
  ('b9170000-0000-4000-8000-0000000000c2', 'a9170000-0000-4000-8000-0000000000c3', 'admin');
insert into public.bookkeeper_assignments values ('b9170000-0000-4000-8000-0000000000c1', 'a9170000-0000-4000-8000-0000000000c2', true);

select throws_ok($$insert into public.onboarding_form_submissions (organization_id, form_slug, amendments)
  values ('b9170000-0000-4000-8000-0000000000c1', 'general', '{"x": {"nested": 1}}')$$, '23514', null,
  'amendments are strings, booleans or numbers only');

-- the client submits (as themselves): the bookkeeper is notified
set local role authenticated;
set local request.jwt.claims = '{"sub": "a9170000-0000-4000-8000-0000000000c1", "role": "authenticated"}';
insert into public.onboarding_form_submissions (id, organization_id, form_slug, amendments, submitted_by)
values ('d9170000-0000-4000-8000-0000000000c1', 'b9170000-0000-4000-8000-0000000000c1', 'general',
  '{"ownership.owners": 2, "special-cases.crypto": false, "business-information.legal_name": "Rules Co"}', auth.uid());
reset role;
select is((select count(*)::int from public.notifications where user_id = 'a9170000-0000-4000-8000-0000000000c2'
  and type = 'onboarding-form' and metadata ->> 'event' = 'submitted'), 1, 'a submission notifies the organization''s bookkeeper');

-- the bookkeeper approves: the reviewer is recorded and the client is notified
set local role authenticated;
set local request.jwt.claims = '{"sub": "a9170000-0000-4000-8000-0000000000c2", "role": "authenticated"}';
update public.onboarding_form_submissions set status = 'Approved', reviewed_at = now(),
  reviewed_by = 'a9170000-0000-4000-8000-0000000000c1' where id = 'd9170000-0000-4000-8000-0000000000c1';
reset role;
select is((select reviewed_by from public.onboarding_form_submissions where id = 'd9170000-0000-4000-8000-0000000000c1'),
  'a9170000-0000-4000-8000-0000000000c2'::uuid, 'the reviewer is whoever approved, whatever the update claims');
select is((select count(*)::int from public.notifications where user_id = 'a9170000-0000-4000-8000-0000000000c1'
  and type = 'onboarding-form' and metadata ->> 'event' = 'approved'), 1, 'an approval notifies the client who submitted');
select is((select metadata ->> 'message' || ' → ' || (metadata ->> 'link') from public.notifications
  where user_id = 'a9170000-0000-4000-8000-0000000000c2' and type = 'onboarding-form'),
  'Rules Co submitted the General information form for review → /bookkeeper/client/b9170000-0000-4000-8000-0000000000c1',
  'the bookkeeper reads who submitted which form, and is taken to the client page');
select is((select metadata ->> 'message' || ' → ' || (metadata ->> 'link') from public.notifications
  where user_id = 'a9170000-0000-4000-8000-0000000000c1' and type = 'onboarding-form'),
  'Your General information form was approved → /onboarding/form/general', 'the client reads that their form was approved');

set local role authenticated;
set local request.jwt.claims = '{"sub": "a9170000-0000-4000-8000-0000000000c2", "role": "authenticated"}';
select throws_ok($$update public.onboarding_form_submissions set amendments = '{"ownership.owners": 3}'
  where id = 'd9170000-0000-4000-8000-0000000000c1'$$, '42501', 'A submitted form cannot be changed: submit an amendment instead',
  'a submission''s answers never change, even for staff');
select throws_ok($$update public.onboarding_form_submissions set status = 'InReview', reviewed_at = null
  where id = 'd9170000-0000-4000-8000-0000000000c1'$$, 'P0001', 'An approved submission stays approved',
  'an approval is not taken back');
reset role;

-- owners' SSNs
select throws_ok($$update public.organizations set additional_data = additional_data || '{"owners": [{"full_name": "A", "ssn": "123456789"}]}'
  where id = 'b9170000-0000-4000-8000-0000000000c1'$$, '23514', null, 'a plain SSN never reaches the table');
select lives_ok($$update public.organizations set additional_data = additional_data
  || '{"owners": [{"full_name": "A", "ssn_encrypted": "AAAA", "ssn_last4": "6789"}]}' where id = 'b9170000-0000-4000-8000-0000000000c1'$$,
  'an encrypted SSN with its last four is stored');

-- the checklist a client receives with their services, only for their own organization
set local role authenticated;
set local request.jwt.claims = '{"sub": "a9170000-0000-4000-8000-0000000000c1", "role": "authenticated"}';
select private.assign_onboarding_tasks('b9170000-0000-4000-8000-0000000000c1', array['ledger-access', 'ss-4', 'ss-4']);
select private.assign_onboarding_tasks('b9170000-0000-4000-8000-0000000000c1', array['ledger-access']);
select throws_ok($$select private.assign_onboarding_tasks('b9170000-0000-4000-8000-0000000000c2', array['ledger-access'])$$,
  '42501', null, 'a client does not give another organization tasks');
-- a client admin records the onboarding answers of config, not the servicing ones
update public.organizations set config = config || '{"booksUpToDate": "2026-10-31"}' where id = 'b9170000-0000-4000-8000-0000000000c1';
select throws_ok($$update public.organizations set config = config || '{"catchUp": true}' where id = 'b9170000-0000-4000-8000-0000000000c1'$$,
  '42501', 'Only staff change an organization''s servicing fields', 'the rest of config stays staff''s');
reset role;
select is((select count(*)::int from public.organization_tasks where organization_id = 'b9170000-0000-4000-8000-0000000000c1'), 2,
  'the checklist has each task once, however often it is given');
select is((select config ->> 'booksUpToDate' from public.organizations where id = 'b9170000-0000-4000-8000-0000000000c1'),
  '2026-10-31', 'the books-up-to-date answer is recorded');

-- the draft is work in progress: saving it writes no audit row; a committed answer does
create temp table audit_before on commit drop as
  select count(*)::int as n from public.audit_log where organization_id = 'b9170000-0000-4000-8000-0000000000c1';
update public.organizations set onboarding_draft = onboarding_draft || '{"flow": {"dba": "Rules"}}'
  where id = 'b9170000-0000-4000-8000-0000000000c1';
select is((select count(*)::int from public.audit_log where organization_id = 'b9170000-0000-4000-8000-0000000000c1'),
  (select n from audit_before), 'a draft save writes no audit row');
update public.organizations set additional_data = additional_data || '{"dba": "Rules"}'
  where id = 'b9170000-0000-4000-8000-0000000000c1';
select is((select count(*)::int from public.audit_log where organization_id = 'b9170000-0000-4000-8000-0000000000c1'),
  (select n + 1 from audit_before), 'a committed answer writes one');

-- progress changes are broadcast to the organization's topic (staff hear it on theirs)
insert into public.onboarding_progress (organization_id) values ('b9170000-0000-4000-8000-0000000000c1');
select is((select count(*)::int from realtime.messages where topic = 'org:b9170000-0000-4000-8000-0000000000c1'
  and event = 'onboarding_changed' and payload ->> 'table' = 'onboarding_progress'), 1,
  'starting onboarding is broadcast once on the organization''s topic');

select * from finish();
rollback;
