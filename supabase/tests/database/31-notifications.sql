-- Notifications: a reader's preferences are their own and are honoured for every sender; the four types of issue 31
-- are sent when their event happens (books sent, a customer request opened and completed, QuickBooks connected with
-- AI categorisation on, a categorisation run), to the right people and never to the one who acted.
begin;
select plan(17);

insert into auth.users (id, email) values
  ('31000000-0000-4000-8000-000000000001', 'ntf-client@example.test'),
  ('31000000-0000-4000-8000-000000000002', 'ntf-keeper@example.test'),
  ('31000000-0000-4000-8000-000000000003', 'ntf-keeper2@example.test'),
  ('31000000-0000-4000-8000-000000000004', 'ntf-stranger@example.test');
update public.users set role = 'bookkeeper'
  where id in ('31000000-0000-4000-8000-000000000002', '31000000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values ('31100000-0000-4000-8000-00000000000a', 'Notify Co');
insert into public.organization_members (organization_id, user_id) values
  ('31100000-0000-4000-8000-00000000000a', '31000000-0000-4000-8000-000000000001');
insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values
  ('31100000-0000-4000-8000-00000000000a', '31000000-0000-4000-8000-000000000002', true),
  ('31100000-0000-4000-8000-00000000000a', '31000000-0000-4000-8000-000000000003', false);

create or replace function pg_temp.count_of(t text, u uuid) returns int language sql as $$
  select count(*)::int from public.notifications where type::text = t and user_id = u
    and organization_id = '31100000-0000-4000-8000-00000000000a' $$;

-- preferences are one's own
set local role authenticated;
set local request.jwt.claims = '{"sub":"31000000-0000-4000-8000-000000000003","role":"authenticated"}';
insert into public.notification_preferences (user_id, type, enabled)
  values ('31000000-0000-4000-8000-000000000003', 'customer-request', false);
select throws_ok($$insert into public.notification_preferences (user_id, type, enabled)
  values ('31000000-0000-4000-8000-000000000002', 'books', false)$$, '42501', null, 'nobody sets another person''s preferences');
set local request.jwt.claims = '{"sub":"31000000-0000-4000-8000-000000000002","role":"authenticated"}';
select is((select count(*)::int from public.notification_preferences), 0, 'nor reads them');

-- books: the members hear once that a month's books were sent
reset role;
insert into public.books_trackings (organization_id, month) values ('31100000-0000-4000-8000-00000000000a', '2026-10-01');
select is(pg_temp.count_of('books', '31000000-0000-4000-8000-000000000001'), 0, 'no books notification before they are sent');
update public.books_trackings set books_sent_at = now(), books_sent_by = '31000000-0000-4000-8000-000000000002'
  where organization_id = '31100000-0000-4000-8000-00000000000a';
select is(pg_temp.count_of('books', '31000000-0000-4000-8000-000000000001'), 1, 'the client hears their books were sent');
select is((select metadata ->> 'message' from public.notifications where type = 'books'
  and user_id = '31000000-0000-4000-8000-000000000001'), 'Your books for October 2026 are ready', 'saying which month');
update public.books_trackings set updated_at = now() where organization_id = '31100000-0000-4000-8000-00000000000a';
update public.books_trackings set books_sent_at = now() where organization_id = '31100000-0000-4000-8000-00000000000a';
select is(pg_temp.count_of('books', '31000000-0000-4000-8000-000000000001'), 1, 'and only once');

-- customer-request: the bookkeepers hear of a new request (unless they turned it off), never its author
set local role authenticated;
set local request.jwt.claims = '{"sub":"31000000-0000-4000-8000-000000000001","role":"authenticated"}';
insert into public.customer_requests (id, organization_id, request, customer_id, requester_id)
  values ('31200000-0000-4000-8000-000000000001', '31100000-0000-4000-8000-00000000000a',
    'Please   send the 1099 list', '31000000-0000-4000-8000-000000000001', '31000000-0000-4000-8000-000000000001');
reset role;
select is(pg_temp.count_of('customer-request', '31000000-0000-4000-8000-000000000002'), 1, 'the bookkeeper hears of the request');
select is((select metadata ->> 'message' from public.notifications where type = 'customer-request'
  and user_id = '31000000-0000-4000-8000-000000000002'), 'Notify Co asked: Please send the 1099 list', 'with what was asked');
select is(pg_temp.count_of('customer-request', '31000000-0000-4000-8000-000000000003'), 0, 'a bookkeeper who turned the type off hears nothing');
select is(pg_temp.count_of('customer-request', '31000000-0000-4000-8000-000000000001'), 0, 'the author is not told of their own request');

set local role authenticated;
set local request.jwt.claims = '{"sub":"31000000-0000-4000-8000-000000000002","role":"authenticated"}';
update public.customer_requests set status = 'completed', completed_at = now()
  where id = '31200000-0000-4000-8000-000000000001';
reset role;
select is(pg_temp.count_of('customer-request', '31000000-0000-4000-8000-000000000001'), 1, 'the customer hears the request is done');

-- ai-autocat-onboarding-qbo-setup: QuickBooks connecting (active) asks the bookkeepers to set categorisation up
insert into public.provider_connections (id, organization_id, provider, external_id, status)
  values ('31300000-0000-4000-8000-000000000001', '31100000-0000-4000-8000-00000000000a', 'quickbooks', 'ntf-realm', 'active');
select is(pg_temp.count_of('ai-autocat-onboarding-qbo-setup', '31000000-0000-4000-8000-000000000002'), 1,
  'connecting QuickBooks asks the bookkeeper to set up AI categorisation');
update public.provider_connections set status = 'broken' where id = '31300000-0000-4000-8000-000000000001';
update public.provider_connections set status = 'active' where id = '31300000-0000-4000-8000-000000000001';
select is(pg_temp.count_of('ai-autocat-onboarding-qbo-setup', '31000000-0000-4000-8000-000000000002'), 2,
  'reconnecting after a break asks again');
update public.provider_connections set updated_at = now() where id = '31300000-0000-4000-8000-000000000001';
select is(pg_temp.count_of('ai-autocat-onboarding-qbo-setup', '31000000-0000-4000-8000-000000000002'), 2,
  'but staying connected does not');

-- ai-autocat-expense-categorization: a run tells the other bookkeepers what it did
set local role authenticated;
set local request.jwt.claims = '{"sub":"31000000-0000-4000-8000-000000000002","role":"authenticated"}';
select private.notify_categorisation_run('31100000-0000-4000-8000-00000000000a', 5, 3, 1);
reset role;
select is((select metadata ->> 'message' from public.notifications where type = 'ai-autocat-expense-categorization'
  and user_id = '31000000-0000-4000-8000-000000000003'),
  'Notify Co: 5 lines categorised; 3 posted, 1 asked of the client, 1 to review', 'the other bookkeeper hears what the run did');
select is(pg_temp.count_of('ai-autocat-expense-categorization', '31000000-0000-4000-8000-000000000002'), 0,
  'the one who ran it is not told');
set local role authenticated;
set local request.jwt.claims = '{"sub":"31000000-0000-4000-8000-000000000004","role":"authenticated"}';
select throws_ok($$select private.notify_categorisation_run('31100000-0000-4000-8000-00000000000a', 1, 0, 0)$$, '42501', null,
  'someone outside the client''s staff cannot send it');
reset role;

select * from finish();
rollback;
