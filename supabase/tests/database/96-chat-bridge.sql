-- The messaging bridge (supabase/schemas/22_chat_bridge.sql): a client member reads their own organization's channel
-- and messages only; the organization's bookkeeper reads them, answers a thread as themselves (queuing its post and
-- marking the root responded) and changes statuses; a bookkeeper of another organization and another organization's
-- client see nothing and change nothing; nobody writes a channel; a message can never name another organization's
-- channel; a Slack connection that names a channel opens the organization's channel.
begin;
select plan(24);

insert into auth.users (id, email) values ('a9600000-0000-4000-8000-000000000001', 'cl@chat96.test'),
  ('a9600000-0000-4000-8000-000000000002', 'oc@chat96.test'), ('a9600000-0000-4000-8000-000000000003', 'bk@chat96.test'),
  ('a9600000-0000-4000-8000-000000000004', 'bb@chat96.test');
update public.users set role = 'bookkeeper', first_name = 'Bea', last_name = 'Keeper'
  where id in ('a9600000-0000-4000-8000-000000000003', 'a9600000-0000-4000-8000-000000000004');
insert into public.organizations (id, legal_name) values ('b9600000-0000-4000-8000-00000000000a', 'Chat Org A'),
  ('b9600000-0000-4000-8000-00000000000b', 'Chat Org B');
insert into public.organization_members values ('b9600000-0000-4000-8000-00000000000a', 'a9600000-0000-4000-8000-000000000001', 'user'),
  ('b9600000-0000-4000-8000-00000000000b', 'a9600000-0000-4000-8000-000000000002', 'admin');
insert into public.bookkeeper_assignments values ('b9600000-0000-4000-8000-00000000000a', 'a9600000-0000-4000-8000-000000000003', true),
  ('b9600000-0000-4000-8000-00000000000b', 'a9600000-0000-4000-8000-000000000004', true);
insert into public.chat_channels (organization_id, team_id, channel_id, title) values
  ('b9600000-0000-4000-8000-00000000000a', 'T96', 'C96A', 'org-a'), ('b9600000-0000-4000-8000-00000000000b', 'T96', 'C96B', 'org-b');
insert into public.chat_messages (id, organization_id, channel_id, author_type, slack_user_id, name, content, ts, status) values
  ('d9600000-0000-4000-8000-000000000001', 'b9600000-0000-4000-8000-00000000000a', 'C96A', 'user', 'U1', 'Cleo', 'Question A', '1764000000.000001', 'pending'),
  ('d9600000-0000-4000-8000-000000000002', 'b9600000-0000-4000-8000-00000000000b', 'C96B', 'user', 'U2', 'Otto', 'Question B', '1764000000.000002', 'pending');

select throws_ok($$insert into public.chat_messages (organization_id, channel_id, author_type, slack_user_id, name, content, ts, status)
  values ('b9600000-0000-4000-8000-00000000000a', 'C96B', 'user', 'U1', 'Cleo', 'into B', '1764000000.000009', 'pending')$$,
  '23503', null, 'a message cannot name a channel of another organization');
select throws_ok($$insert into public.chat_messages (organization_id, channel_id, author_type, slack_user_id, name, content, ts, status)
  values ('b9600000-0000-4000-8000-00000000000a', 'C96A', 'user', 'U1', 'Cleo', 'again', '1764000000.000001', 'pending')$$,
  '23505', null, 'a Slack message (channel, ts) is stored once');

/** Section: the client of A */
set local role authenticated;
set local request.jwt.claims = '{"sub": "a9600000-0000-4000-8000-000000000001", "role": "authenticated"}';
select results_eq('select channel_id from public.chat_channels', $$values ('C96A')$$, 'a client member sees their channel only');
select results_eq('select content from public.chat_messages', $$values ('Question A')$$, 'and their organization''s messages only');
select throws_ok($$insert into public.chat_messages (organization_id, channel_id, author_type, author_id, name, content, initial_message_ts, delivery)
  values ('b9600000-0000-4000-8000-00000000000a', 'C96A', 'bookkeeper', 'a9600000-0000-4000-8000-000000000001', 'Cleo', 'me?', '1764000000.000001', 'posting')$$,
  '42501', null, 'a client does not answer as the bookkeeper');
select is_empty($$update public.chat_messages set status = 'resolved' where id = 'd9600000-0000-4000-8000-000000000001' returning id$$,
  'a client does not change a status');
select throws_ok($$insert into public.chat_channels (organization_id, team_id, channel_id, title) values ('b9600000-0000-4000-8000-00000000000a', 'T', 'CX', 'x')$$,
  '42501', null, 'nobody writes a channel');

/** Section: the client of B */
set local request.jwt.claims = '{"sub": "a9600000-0000-4000-8000-000000000002", "role": "authenticated"}';
select results_eq('select content from public.chat_messages', $$values ('Question B')$$, 'another organization''s client sees only B');

/** Section: the bookkeeper of B */
set local request.jwt.claims = '{"sub": "a9600000-0000-4000-8000-000000000004", "role": "authenticated"}';
select is_empty($$select 1 from public.chat_messages where organization_id = 'b9600000-0000-4000-8000-00000000000a'$$,
  'a bookkeeper of another organization sees none of A');
select throws_ok($$insert into public.chat_messages (organization_id, channel_id, author_type, author_id, name, content, initial_message_ts, delivery)
  values ('b9600000-0000-4000-8000-00000000000a', 'C96A', 'bookkeeper', 'a9600000-0000-4000-8000-000000000004', 'Bo', 'hi', '1764000000.000001', 'posting')$$,
  '42501', null, 'nor answers into A''s channel');
select is_empty($$update public.chat_messages set status = 'resolved' where id = 'd9600000-0000-4000-8000-000000000001' returning id$$,
  'nor changes A''s statuses');

select lives_ok($$insert into public.chat_reads (organization_id) values ('b9600000-0000-4000-8000-00000000000b')$$,
  'a person marks a chat they may see as read');
select throws_ok($$insert into public.chat_reads (organization_id) values ('b9600000-0000-4000-8000-00000000000a')$$,
  '42501', null, 'but not a chat of an organization they may not see');
select throws_ok($$insert into public.chat_reads (user_id, organization_id) values ('a9600000-0000-4000-8000-000000000003', 'b9600000-0000-4000-8000-00000000000b')$$,
  '42501', null, 'nor for someone else');

/** Section: the bookkeeper of A */
set local request.jwt.claims = '{"sub": "a9600000-0000-4000-8000-000000000003", "role": "authenticated"}';
select results_eq('select count(*)::int from public.chat_messages', $$values (1)$$, 'the bookkeeper of A reads A''s messages');
select throws_ok($$insert into public.chat_messages (organization_id, channel_id, author_type, author_id, name, content, initial_message_ts, delivery)
  values ('b9600000-0000-4000-8000-00000000000a', 'C96A', 'bookkeeper', 'a9600000-0000-4000-8000-000000000004', 'Bo', 'as someone else', '1764000000.000001', 'posting')$$,
  '42501', null, 'answers only as themselves');
select lives_ok($$insert into public.chat_messages (organization_id, channel_id, author_type, author_id, name, content, initial_message_ts, delivery)
  values ('b9600000-0000-4000-8000-00000000000a', 'C96A', 'bookkeeper', 'a9600000-0000-4000-8000-000000000003', 'Bea Keeper', 'On it', '1764000000.000001', 'posting')$$,
  'answers a thread of A as themselves');
select throws_ok($$update public.chat_messages set content = 'rewritten' where id = 'd9600000-0000-4000-8000-000000000001'$$,
  '42501', null, 'a message''s text does not change from the product');
select isnt_empty($$update public.chat_messages set status = 'unresolved' where id = 'd9600000-0000-4000-8000-000000000001' returning id$$,
  'and changes its status');

select results_eq('select count(*)::int from public.chat_reads', $$values (0)$$, 'nobody sees another person''s read marks');

reset role;
select results_eq($$select status, responded_by::text from public.chat_messages where id = 'd9600000-0000-4000-8000-000000000001'$$,
  $$values ('unresolved'::text, 'a9600000-0000-4000-8000-000000000003'::text)$$, 'the answer marked the root responded by its author first');
select results_eq($$select count(*)::int from public.jobs j join public.chat_messages m on j.job_key = 'chat.post:' || m.id
  where m.content = 'On it'$$, $$values (1)$$, 'the answer queued its post');

/** Section: a Slack connection that names its channel opens the organization's channel */
insert into public.organizations (id, legal_name) values ('b9600000-0000-4000-8000-00000000000c', 'Chat Org C');
insert into public.provider_connections (organization_id, provider, external_id, metadata)
values ('b9600000-0000-4000-8000-00000000000c', 'slack', 'T96C', '{"channel": "#c-books", "channelId": "C96C"}');
select results_eq($$select team_id, channel_id, title from public.chat_channels where organization_id = 'b9600000-0000-4000-8000-00000000000c'$$,
  $$values ('T96C'::text, 'C96C'::text, 'c-books'::text)$$, 'the install opened the channel');
update public.provider_connections set metadata = '{"channel": "#c-new", "channelId": "C96D"}' where organization_id = 'b9600000-0000-4000-8000-00000000000c';
select results_eq($$select channel_id from public.chat_channels where organization_id = 'b9600000-0000-4000-8000-00000000000c'$$,
  $$values ('C96D'::text)$$, 'a reconnect to another channel moves it');

select * from finish();
rollback;
