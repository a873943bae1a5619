-- Customer requests' assignee and history: a request is assigned only to staff of its organization (its bookkeeper
-- or a firm admin); its history records opening, status changes and (re)assignments with who did them; whoever
-- reads the request reads its history, another organization's people nothing; nobody writes history by hand.
begin;
create extension if not exists pgtap with schema extensions;
select plan(14);

insert into auth.users (id, aud, role, email) values
  ('24100000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'client-a@example.test'),
  ('24100000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'keeper-a@example.test'),
  ('24100000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'keeper-b@example.test'),
  ('24100000-0000-4000-8000-000000000004', 'authenticated', 'authenticated', 'firm-admin@example.test'),
  ('24100000-0000-4000-8000-000000000005', 'authenticated', 'authenticated', 'client-b@example.test');
update public.users set role = 'bookkeeper' where id in ('24100000-0000-4000-8000-000000000002', '24100000-0000-4000-8000-000000000003');
update public.users set role = 'admin' where id = '24100000-0000-4000-8000-000000000004';
insert into public.organizations (id, legal_name) values
  ('24a10000-0000-4000-8000-00000000000a', 'History A'), ('24a10000-0000-4000-8000-00000000000b', 'History B');
insert into public.organization_members (organization_id, user_id) values
  ('24a10000-0000-4000-8000-00000000000a', '24100000-0000-4000-8000-000000000001'),
  ('24a10000-0000-4000-8000-00000000000b', '24100000-0000-4000-8000-000000000005');
insert into public.bookkeeper_assignments (organization_id, user_id, is_primary) values
  ('24a10000-0000-4000-8000-00000000000a', '24100000-0000-4000-8000-000000000002', true),
  ('24a10000-0000-4000-8000-00000000000b', '24100000-0000-4000-8000-000000000003', true);

create function pg_temp.as_user(uid uuid, statement text) returns text language plpgsql as $$
declare answer text;
begin
  perform set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated', 'aal', 'aal1')::text, true);
  perform set_config('role', 'authenticated', true);
  execute statement into answer;
  reset role;
  return answer;
exception when others then
  reset role;
  return sqlstate || ' ' || sqlerrm;
end $$;

select is(pg_temp.as_user('24100000-0000-4000-8000-000000000001', $$insert into public.customer_requests
    (id, organization_id, request, requester_id, bookkeeper_id) values ('24b10000-0000-4000-8000-000000000001',
    '24a10000-0000-4000-8000-00000000000a', 'Please close October', auth.uid(), '24100000-0000-4000-8000-000000000002')
    returning 'ok'$$), 'ok', 'A client opens a request assigned to the organization''s bookkeeper');
select is(pg_temp.as_user('24100000-0000-4000-8000-000000000001', $$insert into public.customer_requests
    (organization_id, request, requester_id, bookkeeper_id) values ('24a10000-0000-4000-8000-00000000000a', 'x',
    auth.uid(), '24100000-0000-4000-8000-000000000003') returning 'ok'$$),
  '23514 Assign the request to a bookkeeper of this organization or a firm admin',
  'Nobody opens one assigned to another organization''s bookkeeper');

/** Assigning */
select is(pg_temp.as_user('24100000-0000-4000-8000-000000000002', $$update public.customer_requests
    set bookkeeper_id = '24100000-0000-4000-8000-000000000001' where id = '24b10000-0000-4000-8000-000000000001' returning 'ok'$$),
  '23514 Assign the request to a bookkeeper of this organization or a firm admin', 'Not to a client of the organization');
select is(pg_temp.as_user('24100000-0000-4000-8000-000000000002', $$update public.customer_requests
    set bookkeeper_id = '24100000-0000-4000-8000-000000000003' where id = '24b10000-0000-4000-8000-000000000001' returning 'ok'$$),
  '23514 Assign the request to a bookkeeper of this organization or a firm admin', 'Not to another organization''s bookkeeper');
select is(pg_temp.as_user('24100000-0000-4000-8000-000000000001', $$update public.customer_requests
    set bookkeeper_id = '24100000-0000-4000-8000-000000000004' where id = '24b10000-0000-4000-8000-000000000001' returning 'ok'$$),
  '42501 Only the organization''s bookkeepers change a request''s status or assignee', 'A client does not assign');
select is(pg_temp.as_user('24100000-0000-4000-8000-000000000002', $$update public.customer_requests
    set bookkeeper_id = '24100000-0000-4000-8000-000000000004', status = 'in_progress'
    where id = '24b10000-0000-4000-8000-000000000001' returning 'ok'$$), 'ok', 'Its bookkeeper reassigns it to a firm admin and moves it');
select is(pg_temp.as_user('24100000-0000-4000-8000-000000000004', $$update public.customer_requests
    set bookkeeper_id = null where id = '24b10000-0000-4000-8000-000000000001' returning 'ok'$$), 'ok', 'The admin unassigns it');

/** History */
select is((select string_agg(concat_ws(' ', e.kind, e.from_status, e.to_status, right(e.from_assignee_id::text, 1),
    right(e.to_assignee_id::text, 1), right(e.actor_id::text, 1)), ', ' order by e.id)
  from public.customer_request_events e where e.request_id = '24b10000-0000-4000-8000-000000000001'),
  'opened todo 2 1, status todo in_progress 2, assignee 2 4 2, assignee 4 4',
  'The history holds the opening, the move and both assignments, each with who did it');
select is(pg_temp.as_user('24100000-0000-4000-8000-000000000001', $$select count(*)::text from public.customer_request_events
  where request_id = '24b10000-0000-4000-8000-000000000001'$$), '4', 'The client who asked reads it');
select is(pg_temp.as_user('24100000-0000-4000-8000-000000000002', $$select count(*)::text from public.customer_request_events
  where request_id = '24b10000-0000-4000-8000-000000000001'$$), '4', 'Its bookkeeper reads it');
select is(pg_temp.as_user('24100000-0000-4000-8000-000000000005', $$select count(*)::text from public.customer_request_events
  where request_id = '24b10000-0000-4000-8000-000000000001'$$), '0', 'Another organization''s client reads none of it');
select is(pg_temp.as_user('24100000-0000-4000-8000-000000000003', $$select count(*)::text from public.customer_request_events
  where request_id = '24b10000-0000-4000-8000-000000000001'$$), '0', 'Another organization''s bookkeeper reads none of it');
select matches(pg_temp.as_user('24100000-0000-4000-8000-000000000002', $$insert into public.customer_request_events
    (request_id, organization_id, kind) values ('24b10000-0000-4000-8000-000000000001', '24a10000-0000-4000-8000-00000000000a',
    'opened') returning 'ok'$$), '^42501', 'Nobody writes history by hand');
select matches(pg_temp.as_user('24100000-0000-4000-8000-000000000004', $$delete from public.customer_request_events
    where request_id = '24b10000-0000-4000-8000-000000000001' returning 'ok'$$), '^42501', 'Nor erases it');

select * from finish();
rollback;
