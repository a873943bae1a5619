-- Ask My Client: who sees and changes which questions, and what a client may change.
begin;
select plan(17);

-- fixtures: two organizations, a client of each, a bookkeeper assigned to the first, an unassigned bookkeeper
insert into auth.users (id, email) values
  ('a0000000-0000-4000-8000-000000000001', 'amc-client-a@test.local'),
  ('a0000000-0000-4000-8000-000000000002', 'amc-client-b@test.local'),
  ('a0000000-0000-4000-8000-000000000003', 'amc-bk@test.local'),
  ('a0000000-0000-4000-8000-000000000004', 'amc-bk-other@test.local');
update public.users set role = 'bookkeeper' where id in ('a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004');
insert into public.organizations (id, legal_name) values
  ('b0000000-0000-4000-8000-00000000000a', 'AMC Org A'), ('b0000000-0000-4000-8000-00000000000b', 'AMC Org B');
insert into public.organization_members (organization_id, user_id, org_role) values
  ('b0000000-0000-4000-8000-00000000000a', 'a0000000-0000-4000-8000-000000000001', 'user'),
  ('b0000000-0000-4000-8000-00000000000b', 'a0000000-0000-4000-8000-000000000002', 'admin');
insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values
  ('b0000000-0000-4000-8000-00000000000a', 'a0000000-0000-4000-8000-000000000003', true);

-- detection: a parked purchase of 42.50 becomes a pending expense question grouped by vendor
select isnt(private.amc_sync_transaction('b0000000-0000-4000-8000-00000000000a', 'purchase:1', 'purchase', '9000 Ask My Client',
  4250, '2026-10-03', 'Figma', 'FIGMA.COM', '{}'::jsonb, true), null, 'a parked transaction becomes a question');
select is((select questions from public.amc_questions where transaction_id = 'purchase:1'), array['expense_for'], 'money out asks what the expense was for');
select isnt((select group_id from public.amc_questions where transaction_id = 'purchase:1'), null, 'the question joins its vendor group');
do $$ begin perform private.amc_sync_transaction('b0000000-0000-4000-8000-00000000000a', 'purchase:1', 'purchase', '9000 Ask My Client',
  4250, '2026-10-03', 'Figma', 'FIGMA.COM', '{}'::jsonb, true); end $$;
select is((select count(*)::int from public.amc_questions where transaction_id = 'purchase:1'), 1, 'a re-delivered transaction does not duplicate its question');
do $$ begin perform private.amc_sync_transaction('b0000000-0000-4000-8000-00000000000b', 'deposit:9', 'deposit', 'Ask My Client',
  -100000, '2026-10-04', null, 'WIRE IN', '{}'::jsonb, true); end $$;
select is((select questions from public.amc_questions where transaction_id = 'deposit:9'), array['deposit_for'], 'money in asks what the deposit was for');
do $$ begin perform private.amc_sync_transaction('b0000000-0000-4000-8000-00000000000b', 'journal:3', 'journalEntry', 'Ask My Client',
  0, '2026-10-05', null, 'ROUNDING', '{}'::jsonb, true); end $$;
select is((select questions from public.amc_questions where transaction_id = 'journal:3'), '{}'::text[], 'a zero amount asks nothing by default');

-- a client sees only their organization's questions
set local role authenticated;
set local request.jwt.claims = '{"sub":"a0000000-0000-4000-8000-000000000001","role":"authenticated"}';
select is((select count(*)::int from public.amc_questions), 1, 'client A sees only organization A''s question');
select lives_ok($$update public.amc_questions set answers = '{"expense_for":{"value":"Design tool"}}', status = 'responded' where transaction_id = 'purchase:1'$$,
  'client A answers their question');
select throws_ok($$update public.amc_questions set amount = 1 where transaction_id = 'purchase:1'$$, '42501', 'Clients may only answer questions',
  'a client cannot change the amount');
select throws_ok($$update public.amc_questions set status = 'completed' where transaction_id = 'purchase:1'$$, '42501', 'Clients may only mark a question as responded',
  'a client cannot complete a question');
select is((select version from public.amc_questions where transaction_id = 'purchase:1'), 2, 'each change bumps the version');

-- client B cannot see or change organization A's question
set local request.jwt.claims = '{"sub":"a0000000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*)::int from public.amc_questions where organization_id = 'b0000000-0000-4000-8000-00000000000a'), 0, 'client B cannot read organization A''s questions');
update public.amc_questions set client_response = 'hijack' where transaction_id = 'purchase:1';
reset role;
select is((select client_response from public.amc_questions where transaction_id = 'purchase:1'), null, 'client B''s update of organization A''s question changes nothing');

-- bookkeepers: the assigned one sees and manages, the unassigned one sees nothing
set local role authenticated;
set local request.jwt.claims = '{"sub":"a0000000-0000-4000-8000-000000000003","role":"authenticated"}';
select is((select count(*)::int from public.amc_questions), 1, 'the assigned bookkeeper sees the organization''s questions');
select lives_ok($$update public.amc_questions set bookkeeper_feedback = 'Thanks', status = 'completed' where transaction_id = 'purchase:1'$$,
  'the assigned bookkeeper gives feedback and completes');
set local request.jwt.claims = '{"sub":"a0000000-0000-4000-8000-000000000004","role":"authenticated"}';
select is((select count(*)::int from public.amc_questions), 0, 'an unassigned bookkeeper sees no questions');
select throws_ok($$insert into public.amc_questions (organization_id, transaction_id, account_name, amount) values ('b0000000-0000-4000-8000-00000000000a', 'x:1', 'Ask My Client', 1)$$,
  '42501', null, 'an unassigned bookkeeper cannot create questions');

select * from finish();
rollback;
