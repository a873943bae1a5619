-- Tenancy rules beyond the access matrix: individual permissions, column guards, CHECK constraints that mirror the
-- shared zod schemas, the per-organization data-permission helper, flag resolution, invitation completion, audit log.
begin;
select plan(31);

insert into auth.users (id, email) values
  ('a2000000-0000-4000-8000-000000000001', 'client@rules.test'), ('a2000000-0000-4000-8000-000000000002', 'bk@rules.test'),
  ('a2000000-0000-4000-8000-000000000003', 'admin@rules.test'), ('a2000000-0000-4000-8000-000000000004', 'invitee@rules.test'),
  ('a2000000-0000-4000-8000-000000000005', 'other@rules.test');
update public.users set role = 'bookkeeper' where id = 'a2000000-0000-4000-8000-000000000002';
update public.users set role = 'admin' where id = 'a2000000-0000-4000-8000-000000000003';
insert into public.organizations (id, legal_name, metadata) values
  ('b2000000-0000-4000-8000-00000000000a', 'Rules A', '{"userPermissions": {"bankAccounts": [{"permissionGiven": true, "plaidBankAccountId": "acc1"}, {"permissionGiven": false, "plaidBankAccountId": "acc2"}], "stripe": {"permissionGiven": true}, "ramp": {"permissionGiven": false}, "payroll": {"permissionGiven": false}}}'),
  ('b2000000-0000-4000-8000-00000000000b', 'Rules B', default);
insert into public.organization_members values ('b2000000-0000-4000-8000-00000000000a', 'a2000000-0000-4000-8000-000000000001', 'admin');
insert into public.reviewer_assignments values ('b2000000-0000-4000-8000-00000000000a', 'a2000000-0000-4000-8000-000000000002');

create function pg_temp.as_user(uid uuid) returns void language sql as $$
  select set_config('role', 'authenticated', true), set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated')::text, true)
$$;
-- back to the migration owner with no user in the claims (what the service path and seeds look like)
create function pg_temp.as_system() returns void language sql as $$
  select set_config('role', 'postgres', true), set_config('request.jwt.claims', '', true)
$$;

/** Section: individual permissions (bk is a reviewer of A only) */
select pg_temp.as_user('a2000000-0000-4000-8000-000000000002');
select is((select count(*)::int from public.organizations where id = 'b2000000-0000-4000-8000-00000000000b'), 0, 'a bookkeeper without view_organization_list does not see unassigned organizations');
select throws_ok($$ insert into public.bookkeeper_assignments values ('b2000000-0000-4000-8000-00000000000b', 'a2000000-0000-4000-8000-000000000002', false) $$,
  '42501', null, 'without edit_organization_bookkeeper a bookkeeper cannot assign bookkeepers');
select pg_temp.as_system();
insert into public.user_permissions (user_id, permission) values ('a2000000-0000-4000-8000-000000000002', 'view_organization_list'),
  ('a2000000-0000-4000-8000-000000000002', 'edit_organization_bookkeeper'), ('a2000000-0000-4000-8000-000000000002', 'edit_organization_reviewer');
select pg_temp.as_user('a2000000-0000-4000-8000-000000000002');
select is((select count(*)::int from public.organizations where id = 'b2000000-0000-4000-8000-00000000000b'), 1, 'view_organization_list lists every organization');
select is((select count(*)::int from public.organization_members where organization_id = 'b2000000-0000-4000-8000-00000000000b'), 0, '... but not its members');
select lives_ok($$ insert into public.bookkeeper_assignments values ('b2000000-0000-4000-8000-00000000000b', 'a2000000-0000-4000-8000-000000000002', true) $$,
  'edit_organization_bookkeeper lets a bookkeeper assign bookkeepers');
select lives_ok($$ insert into public.reviewer_assignments (organization_id, user_id) values ('b2000000-0000-4000-8000-00000000000b', 'a2000000-0000-4000-8000-000000000002') $$,
  'edit_organization_reviewer lets a bookkeeper assign reviewers');
select is((select count(*)::int from public.user_permissions), 3, 'staff read their own permissions');
select pg_temp.as_system();
insert into public.user_permissions (user_id, permission) values ('a2000000-0000-4000-8000-000000000001', 'view_organization_list');
select pg_temp.as_user('a2000000-0000-4000-8000-000000000001');
select is((select count(*)::int from public.organizations), 1, 'a permission granted to a client has no effect');

/** Section: column guards */
select throws_ok($$ update public.users set role = 'admin' where id = auth.uid() $$, '42501', 'Only admins change roles and products', 'clients cannot raise their role');
select throws_ok($$ update public.users set products = '{accounting,banking}' where id = auth.uid() $$, '42501', 'Only admins change roles and products', '... or their products');
select lives_ok($$ update public.users set first_name = 'Casey' where id = auth.uid() $$, 'users rename themselves');
select throws_ok($$ update public.organizations set books_priority = 3 where id = 'b2000000-0000-4000-8000-00000000000a' $$, '42501', null, 'org admins cannot change servicing fields');
select lives_ok($$ update public.organizations set additional_data = '{"city": "Oakland"}' where id = 'b2000000-0000-4000-8000-00000000000a' $$, 'org admins edit profile fields');
select is(private.org_data_permission('b2000000-0000-4000-8000-00000000000a', 'ramp'), true, 'members see all their own data kinds');
select is(private.org_data_permission('b2000000-0000-4000-8000-00000000000b', 'stripe'), false, 'nobody gets data permissions on another tenant');
select pg_temp.as_system();
select pg_temp.as_user('a2000000-0000-4000-8000-000000000003');
select throws_ok($$ update public.users set role = 'owner' where id = 'a2000000-0000-4000-8000-000000000002' $$, '42501', 'Only owners grant or revoke the owner role', 'admins cannot make owners');
select pg_temp.as_system();

/** Section: per-organization data permissions for staff (reviewer bk of A) */
select pg_temp.as_user('a2000000-0000-4000-8000-000000000002');
select is(private.org_data_permission('b2000000-0000-4000-8000-00000000000a', 'stripe'), true, 'stripe granted -> staff may see it');
select is(private.org_data_permission('b2000000-0000-4000-8000-00000000000a', 'payroll'), false, 'payroll not granted -> hidden');
select is(private.org_data_permission('b2000000-0000-4000-8000-00000000000a', 'bankAccounts', 'acc1'), true, 'a granted bank account');
select is(private.org_data_permission('b2000000-0000-4000-8000-00000000000a', 'bankAccounts', 'acc2'), false, 'a bank account not granted');
select pg_temp.as_system();

/** Section: CHECK constraints mirroring shared/schemas */
select throws_ok($$ update public.organizations set books_priority = 7 where id = 'b2000000-0000-4000-8000-00000000000a' $$, '23514', null, 'books_priority is at most 6');
select throws_ok($$ update public.organizations set additional_data = jsonb_build_object('zip_code', repeat('9', 31)) where id = 'b2000000-0000-4000-8000-00000000000a' $$, '23514', null, 'postal code at most 30');
select throws_ok($$ insert into public.invitations (organization_id, email, first_name, last_name, token_hash, expires_at) values ('b2000000-0000-4000-8000-00000000000a', 'Not@Lower.test', 'A', 'B', repeat('c', 64), now() + interval '1 day') $$, '23514', null, 'invitation email must be trimmed and lower-cased');
select throws_ok($$ insert into public.invitations (organization_id, email, first_name, last_name, token_hash, expires_at) values ('b2000000-0000-4000-8000-00000000000a', 'a@b.test', ' ', 'B', repeat('c', 64), now() + interval '1 day') $$, '23514', null, 'invited first name must be non-empty after trimming');
select throws_ok($$ insert into public.amc_closeout_dates (organization_id, closeout_date, year, month) values ('b2000000-0000-4000-8000-00000000000a', 5, '2026', 'March') $$, '23514', null, 'month is a lowercase month name');
select throws_ok(format($$ insert into public.amc_closeout_dates (organization_id, closeout_date, year, month) values ('b2000000-0000-4000-8000-00000000000a', 5, '%s', 'march') $$, extract(year from now())::int + 101), '23514', null, 'year at most current + 100');

/** Section: flags, invitations, audit */
insert into public.organization_feature_flags values ('b2000000-0000-4000-8000-00000000000a', 'banking', true);
select is(array[private.flag_enabled('b2000000-0000-4000-8000-00000000000a', 'banking'), private.flag_enabled('b2000000-0000-4000-8000-00000000000b', 'banking'), private.flag_enabled('b2000000-0000-4000-8000-00000000000b', 'customer-requests')],
  array[true, false, true], 'an override wins, else the default');
insert into public.invitations (organization_id, email, first_name, last_name, token_hash, expires_at) values
  ('b2000000-0000-4000-8000-00000000000a', 'invitee@rules.test', 'In', 'Vitee', repeat('d', 64), now() + interval '1 day');
select is((private.accept_invitation(repeat('d', 64), 'a2000000-0000-4000-8000-000000000004')).organization_id, 'b2000000-0000-4000-8000-00000000000a'::uuid, 'accepting adds the membership');
select throws_ok($$ select private.accept_invitation(repeat('d', 64), 'a2000000-0000-4000-8000-000000000005') $$, 'P0001', 'This invitation has already been used', 'a token works once');
select is((select array_agg(distinct actor::text) from public.audit_log where organization_id = 'b2000000-0000-4000-8000-00000000000a' and user_id = 'a2000000-0000-4000-8000-000000000001'),
  array['user'], 'changes by a signed-in user are audited with actor user');
select ok(exists (select 1 from public.audit_log where action = 'insert organization_members' and actor = 'system' and query_values #>> '{new,user_id}' = 'a2000000-0000-4000-8000-000000000004'),
  'changes without a user (service path) are audited with actor system');

select * from finish();
rollback;
