-- Messaging bridge demo data (docs/chat-bridge.md): Blake Keeper's chats with two clients in their Slack channels.
-- Acme Robotics has a message waiting on an answer (pending) beside an older one answered and resolved; Elm Street
-- Studio's question was answered within the hour. The admin's response times come from these. Idempotent.

insert into public.organization_feature_flags (organization_id, flag_name, enabled) values
  ('10000000-0000-4000-8000-000000000001', 'bookkeeping-chats', true),
  ('10000000-0000-4000-8000-000000000171', 'bookkeeping-chats', true),
  ('10000000-0000-4000-8000-000000000172', 'bookkeeping-chats', true),
  ('10000000-0000-4000-8000-000000000173', 'bookkeeping-chats', true)
on conflict do nothing;

insert into public.chat_channels (id, organization_id, team_id, channel_id, title) values
  ('40000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000001', 'TDEMOACME1', 'CDEMOACME', 'acme-robotics-books'),
  ('40000000-0000-4000-8000-000000000173', '10000000-0000-4000-8000-000000000173', 'TDEMOELM01', 'CDEMOELM', 'elm-street-books')
on conflict do nothing;

-- answers are stored already posted (ts set), so the insert trigger queues no post for them
insert into public.chat_messages (id, organization_id, channel_id, author_type, author_id, slack_user_id, name, content,
                                  ts, initial_message_ts, status, delivery, responded_at, responded_by, created_at)
values
  ('40000000-0000-4000-8000-000000000011', '10000000-0000-4000-8000-000000000001', 'CDEMOACME', 'user', null, 'UDEMOCASEY',
   'Casey Client', 'We paid the October AWS invoice twice. Can you check it is booked once and the refund lands right?',
   '1764000000.000100', null, 'resolved', 'received', now() - interval '6 days' + interval '42 minutes',
   '00000000-0000-4000-8000-000000000003', now() - interval '6 days'),
  ('40000000-0000-4000-8000-000000000012', '10000000-0000-4000-8000-000000000001', 'CDEMOACME', 'bookkeeper',
   '00000000-0000-4000-8000-000000000003', null, 'Blake Keeper',
   'Booked once; the refund is matched to the Nov 3 deposit. Nothing else needed from you.',
   '1764002520.000200', '1764000000.000100', null, 'posted', null, null, now() - interval '6 days' + interval '42 minutes'),
  ('40000000-0000-4000-8000-000000000013', '10000000-0000-4000-8000-000000000001', 'CDEMOACME', 'user', null, 'UDEMOCASEY',
   'Casey Client', 'Where should the new robot arm go: equipment, or an expense this month? Invoice attached in the portal.',
   '1764300000.000300', null, 'pending', 'received', null, null, now() - interval '3 hours'),
  ('40000000-0000-4000-8000-000000000021', '10000000-0000-4000-8000-000000000173', 'CDEMOELM', 'user', null, 'UDEMOELENA',
   'Elena Elm', 'Do you need the studio lease before the call on Thursday?',
   '1764100000.000100', null, 'responded', 'received', now() - interval '2 days' + interval '25 minutes',
   '00000000-0000-4000-8000-000000000003', now() - interval '2 days'),
  ('40000000-0000-4000-8000-000000000022', '10000000-0000-4000-8000-000000000173', 'CDEMOELM', 'bookkeeper',
   '00000000-0000-4000-8000-000000000003', null, 'Blake Keeper',
   'Yes please: upload it under Documents and we will go through it on the call.',
   '1764101500.000200', '1764100000.000100', null, 'posted', null, null, now() - interval '2 days' + interval '25 minutes')
on conflict (id) do nothing;

-- Casey writes from a Slack account under another email, so an admin mapped them to their product login by hand; a
-- colleague of theirs who also wrote in the channel is not matched yet (the admin's Slack people list shows both).
insert into public.slack_user_links (organization_id, slack_user_id, team_id, user_id, matched_by) values
  ('10000000-0000-4000-8000-000000000001', 'UDEMOCASEY', 'TDEMOACME1', '00000000-0000-4000-8000-000000000001', 'manual')
on conflict do nothing;
insert into public.chat_messages (id, organization_id, channel_id, author_type, author_id, slack_user_id, name, content,
                                  ts, initial_message_ts, status, delivery, created_at)
values
  ('40000000-0000-4000-8000-000000000014', '10000000-0000-4000-8000-000000000001', 'CDEMOACME', 'user', null, 'UDEMOMORGAN',
   'Morgan Ops', 'It is the arm we ordered in September; the quote is in the shared drive.',
   '1764300600.000400', '1764300000.000300', null, 'received', now() - interval '2 hours 50 minutes')
on conflict (id) do nothing;

-- Casey shared the robot arm's invoice in the pending thread; the bridge copied it from Slack into a product file
-- (chat.copy-files; the demo seeds no Storage bytes, so the thread lists it without a download link).
insert into public.files (id, title, description, path, extension, organization_id, user_id) values
  ('40000000-0000-4000-8000-0000000000f1', 'robot-arm-invoice.pdf', 'Shared in Slack',
   '10000000-0000-4000-8000-000000000001/chat/CDEMOACME/FDEMOARM01/robot-arm-invoice.pdf', 'pdf',
   '10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001')
on conflict (id) do nothing;
insert into public.chat_messages (id, organization_id, channel_id, author_type, author_id, slack_user_id, name, content,
                                  files, ts, initial_message_ts, status, delivery, created_at)
values
  ('40000000-0000-4000-8000-000000000015', '10000000-0000-4000-8000-000000000001', 'CDEMOACME', 'user',
   '00000000-0000-4000-8000-000000000001', 'UDEMOCASEY', 'Casey Client', 'Here is the invoice for the arm.',
   '[{"id": "FDEMOARM01", "name": "robot-arm-invoice.pdf", "path": "10000000-0000-4000-8000-000000000001/chat/CDEMOACME/FDEMOARM01/robot-arm-invoice.pdf", "downloadUrl": null, "fileId": "40000000-0000-4000-8000-0000000000f1"}]',
   '1764300900.000500', '1764300000.000300', null, 'received', now() - interval '2 hours 40 minutes')
on conflict (id) do nothing;
