-- Ask My Client questions sent to a client's Slack channel (supabase/schemas/34_chat_requests.sql): only the client's
-- bookkeeper sends an open question, once, as a root message queued for Slack; a client member and another
-- organization's bookkeeper cannot; everyone with access reads which questions went to the channel, nobody else;
-- nobody writes chat_amc_posts directly.
begin;
select plan(12);

insert into auth.users (id, email) values ('a9800000-0000-4000-8000-000000000001', 'cl@amc98.test'),
  ('a9800000-0000-4000-8000-000000000003', 'bk@amc98.test'), ('a9800000-0000-4000-8000-000000000004', 'bb@amc98.test');
update public.users set role = 'bookkeeper', first_name = 'Bea', last_name = 'Keeper'
  where id in ('a9800000-0000-4000-8000-000000000003', 'a9800000-0000-4000-8000-000000000004');
insert into public.organizations (id, legal_name) values ('b9800000-0000-4000-8000-00000000000a', 'AMC Chat A'),
  ('b9800000-0000-4000-8000-00000000000b', 'AMC Chat B');
insert into public.organization_members values ('b9800000-0000-4000-8000-00000000000a', 'a9800000-0000-4000-8000-000000000001', 'user');
insert into public.bookkeeper_assignments values ('b9800000-0000-4000-8000-00000000000a', 'a9800000-0000-4000-8000-000000000003', true),
  ('b9800000-0000-4000-8000-00000000000b', 'a9800000-0000-4000-8000-000000000004', true);
insert into public.chat_channels (organization_id, team_id, channel_id, title) values
  ('b9800000-0000-4000-8000-00000000000a', 'T98', 'C98A', 'amc-a');
insert into public.amc_questions (id, organization_id, account_name, transaction_id, amount, status) values
  ('c9800000-0000-4000-8000-000000000001', 'b9800000-0000-4000-8000-00000000000a', 'Ask My Client', 'purchase:98-1', 1000, 'pending'),
  ('c9800000-0000-4000-8000-000000000002', 'b9800000-0000-4000-8000-00000000000a', 'Ask My Client', 'purchase:98-2', 2000, 'completed');

set local role authenticated;
/** Section: the client of A */
set local request.jwt.claims = '{"sub": "a9800000-0000-4000-8000-000000000001", "role": "authenticated"}';
select throws_ok($$select public.post_amc_question_to_chat('c9800000-0000-4000-8000-000000000001', 'q')$$,
  '42501', null, 'a client member does not send a question to the channel');
select throws_ok($$insert into public.chat_amc_posts (amc_question_id, organization_id, message_id)
  values ('c9800000-0000-4000-8000-000000000001', 'b9800000-0000-4000-8000-00000000000a', gen_random_uuid())$$,
  '42501', null, 'nobody writes chat_amc_posts directly');

/** Section: the bookkeeper of B */
set local request.jwt.claims = '{"sub": "a9800000-0000-4000-8000-000000000004", "role": "authenticated"}';
select throws_ok($$select public.post_amc_question_to_chat('c9800000-0000-4000-8000-000000000001', 'q')$$,
  'P0002', 'Question not found', 'another organization''s bookkeeper cannot see the question to send it');

/** Section: the bookkeeper of A */
set local request.jwt.claims = '{"sub": "a9800000-0000-4000-8000-000000000003", "role": "authenticated"}';
select throws_ok($$select public.post_amc_question_to_chat('c9800000-0000-4000-8000-000000000002', 'q')$$,
  'P0001', 'Only an open question can be sent to Slack', 'a completed question is not sent');
select lives_ok($$select public.post_amc_question_to_chat('c9800000-0000-4000-8000-000000000001', 'Ask My Client: $10.00')$$,
  'the client''s bookkeeper sends an open question');
select results_eq($$select m.author_type, m.author_id, m.delivery, m.status, m.initial_message_ts, m.channel_id
  from public.chat_messages m join public.chat_amc_posts p on p.message_id = m.id
  where p.amc_question_id = 'c9800000-0000-4000-8000-000000000001'$$,
  $$values ('bookkeeper'::text, 'a9800000-0000-4000-8000-000000000003'::uuid, 'posting'::text, null::text, null::text, 'C98A'::text)$$,
  'as a root message of the channel, written as them, posting');
select throws_ok($$select public.post_amc_question_to_chat('c9800000-0000-4000-8000-000000000001', 'again')$$,
  '23505', null, 'once');

reset role;
select is((select count(*)::int from public.jobs j join public.chat_amc_posts p on j.job_key = 'chat.post:' || p.message_id
  where p.amc_question_id = 'c9800000-0000-4000-8000-000000000001'), 1, 'its post to Slack is queued');

set local role authenticated;
set local request.jwt.claims = '{"sub": "a9800000-0000-4000-8000-000000000001", "role": "authenticated"}';
select results_eq('select amc_question_id from public.chat_amc_posts',
  $$values ('c9800000-0000-4000-8000-000000000001'::uuid)$$, 'the client reads which of its questions went to the channel');
select throws_ok($$update public.chat_amc_posts set created_at = now()$$, '42501', null, 'and changes none');
set local request.jwt.claims = '{"sub": "a9800000-0000-4000-8000-000000000004", "role": "authenticated"}';
select is_empty('select 1 from public.chat_amc_posts', 'another organization''s bookkeeper reads none');
select throws_ok($$delete from public.chat_amc_posts$$, '42501', null, 'and deletes none');

select * from finish();
rollback;
