-- Membership rules held by the database (supabase/schemas/01_tenancy.sql): a direct table write, as the Data API would make it with a
-- user's token, cannot leave an organization without an org admin or give a client a staff assignment.
begin;
select plan(13);

insert into auth.users (id, email) values
  ('a2100000-0000-4000-8000-000000000001', 'first-admin@members.test'), ('a2100000-0000-4000-8000-000000000002', 'second-admin@members.test'),
  ('a2100000-0000-4000-8000-000000000003', 'member@members.test'), ('a2100000-0000-4000-8000-000000000004', 'bk@members.test'),
  ('a2100000-0000-4000-8000-000000000005', 'staff-admin@members.test');
update public.users set role = 'bookkeeper' where id = 'a2100000-0000-4000-8000-000000000004';
update public.users set role = 'admin' where id = 'a2100000-0000-4000-8000-000000000005';
insert into public.organizations (id, legal_name) values
  ('b2100000-0000-4000-8000-00000000000a', 'Members A'), ('b2100000-0000-4000-8000-00000000000b', 'Members B');
insert into public.organization_members values
  ('b2100000-0000-4000-8000-00000000000a', 'a2100000-0000-4000-8000-000000000001', 'admin'),
  ('b2100000-0000-4000-8000-00000000000a', 'a2100000-0000-4000-8000-000000000003', 'user'),
  ('b2100000-0000-4000-8000-00000000000b', 'a2100000-0000-4000-8000-000000000001', 'admin'),
  ('b2100000-0000-4000-8000-00000000000b', 'a2100000-0000-4000-8000-000000000002', 'admin');

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true), set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
create function pg_temp.as_system() returns void language sql as $$
  select set_config('role', 'postgres', true), set_config('request.jwt.claims', '', true)
$$;

/** Section: an organization keeps an org admin (the org admin writes the table directly, as RLS lets them) */
select pg_temp.as_user('a2100000-0000-4000-8000-000000000001');
select throws_ok($$ delete from public.organization_members where organization_id = 'b2100000-0000-4000-8000-00000000000a' and user_id = auth.uid() $$,
  'P0001', 'An organization needs at least one org admin', 'the last org admin cannot remove themselves');
select throws_ok($$ update public.organization_members set org_role = 'user' where organization_id = 'b2100000-0000-4000-8000-00000000000a' and user_id = auth.uid() $$,
  'P0001', 'An organization needs at least one org admin', '... nor demote themselves');
select lives_ok($$ delete from public.organization_members where organization_id = 'b2100000-0000-4000-8000-00000000000a' and user_id = 'a2100000-0000-4000-8000-000000000003' $$,
  'a member who is not an admin is removed');
select throws_ok($$ delete from public.organization_members where organization_id = 'b2100000-0000-4000-8000-00000000000b' $$,
  'P0001', 'An organization needs at least one org admin', 'removing every admin in one statement counts as leaving none');
select lives_ok($$ update public.organization_members set org_role = 'user' where organization_id = 'b2100000-0000-4000-8000-00000000000b' and user_id = 'a2100000-0000-4000-8000-000000000002' $$,
  'one of two admins is demoted');
select throws_ok($$ delete from public.organization_members where organization_id = 'b2100000-0000-4000-8000-00000000000b' and user_id = auth.uid() $$,
  'P0001', 'An organization needs at least one org admin', '... and then the other is the last');
select is((select count(*)::int from public.organization_members where organization_id = 'b2100000-0000-4000-8000-00000000000b' and org_role = 'admin'), 1,
  'the refused writes changed nothing');

/** Section: what is not a member removal */
select pg_temp.as_system();
select lives_ok($$ delete from public.organizations where id = 'b2100000-0000-4000-8000-00000000000b' $$,
  'an organization is deleted with its admins');
select lives_ok($$ delete from auth.users where id = 'a2100000-0000-4000-8000-000000000001' $$,
  'a user who is the last admin of an organization can still be deleted');
select is((select count(*)::int from public.organization_members where organization_id = 'b2100000-0000-4000-8000-00000000000a'), 0,
  '... and the account takes its memberships');

/** Section: only staff are assigned to organizations (an admin writes the assignment tables directly) */
select pg_temp.as_user('a2100000-0000-4000-8000-000000000005');
select throws_ok($$ insert into public.bookkeeper_assignments (organization_id, user_id) values ('b2100000-0000-4000-8000-00000000000a', 'a2100000-0000-4000-8000-000000000003') $$,
  'P0001', 'Only bookkeepers, admins and owners can be assigned to an organization', 'a client is not made bookkeeper of an organization');
select throws_ok($$ insert into public.reviewer_assignments (organization_id, user_id) values ('b2100000-0000-4000-8000-00000000000a', 'a2100000-0000-4000-8000-000000000003') $$,
  'P0001', 'Only bookkeepers, admins and owners can be assigned to an organization', '... nor reviewer');
select lives_ok($$ insert into public.bookkeeper_assignments (organization_id, user_id) values ('b2100000-0000-4000-8000-00000000000a', 'a2100000-0000-4000-8000-000000000004') $$,
  'a bookkeeper is assigned');
select pg_temp.as_system();

select * from finish();
rollback;
