-- Two-factor authentication in RLS: a user with a verified factor reads and writes nothing, in any table, Storage or
-- Realtime, until their token is aal2; users without a factor are unaffected. The coverage check reads pg_policies, so
-- a table a later migration adds without `private.require_second_factor` fails here.
begin;
create extension if not exists pgtap with schema extensions;
select plan(18);

/** Fixtures: one organization with two members; member 1 has a verified factor, member 2 has none */
insert into auth.users (id, aud, role, email) values
  ('05000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'mfa-on@example.test'),
  ('05000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'mfa-off@example.test');
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status) values
  ('05f00000-0000-4000-8000-000000000001', '05000000-0000-4000-8000-000000000001', 'phone', 'totp', 'verified'),
  ('05f00000-0000-4000-8000-000000000002', '05000000-0000-4000-8000-000000000002', 'half-done', 'totp', 'unverified');
insert into public.organizations (id, legal_name) values ('05a00000-0000-4000-8000-00000000000a', 'Second Factor Inc.');
insert into public.organization_members (organization_id, user_id) values
  ('05a00000-0000-4000-8000-00000000000a', '05000000-0000-4000-8000-000000000001'),
  ('05a00000-0000-4000-8000-00000000000a', '05000000-0000-4000-8000-000000000002');
insert into storage.objects (bucket_id, name, owner) values
  ('files', '05a00000-0000-4000-8000-00000000000a/statement.pdf', '05000000-0000-4000-8000-000000000001');

create function pg_temp.become(uid uuid, aal text) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('sub', uid, 'role', 'authenticated', 'aal', aal)::text, true),
         set_config('role', 'authenticated', true);
$$;

create function pg_temp.sees_org(uid uuid, aal text) returns boolean language plpgsql as $$
declare seen boolean;
begin
  perform pg_temp.become(uid, aal);
  select exists (select 1 from public.organizations where id = '05a00000-0000-4000-8000-00000000000a') into seen;
  reset role;
  return seen;
end $$;

create function pg_temp.sees_object(uid uuid, aal text) returns boolean language plpgsql as $$
declare seen boolean;
begin
  perform pg_temp.become(uid, aal);
  select exists (select 1 from storage.objects where name = '05a00000-0000-4000-8000-00000000000a/statement.pdf') into seen;
  reset role;
  return seen;
end $$;

create function pg_temp.joins_topic(uid uuid, aal text) returns boolean language plpgsql as $$
declare probe uuid; seen boolean;
begin
  insert into realtime.messages (topic, extension, event, payload)
  values ('org:05a00000-0000-4000-8000-00000000000a', 'broadcast', 'probe', '{}') returning id into probe;
  perform set_config('realtime.topic', 'org:05a00000-0000-4000-8000-00000000000a', true);
  perform pg_temp.become(uid, aal);
  select exists (select 1 from realtime.messages where id = probe) into seen;
  reset role;
  return seen;
end $$;

/** Returns the SQLSTATE of a request insert as the user, or 'ok'; a refusal must be RLS's (42501), nothing else. */
create function pg_temp.request_insert(uid uuid, aal text) returns text language plpgsql as $$
begin
  perform pg_temp.become(uid, aal);
  insert into public.customer_requests (organization_id, request, requester_id)
  values ('05a00000-0000-4000-8000-00000000000a', 'second factor probe ' || aal, uid);
  reset role;
  return 'ok';
exception when others then
  reset role;
  return sqlstate;
end $$;

/** The rule */
select ok(not pg_temp.sees_org('05000000-0000-4000-8000-000000000001', 'aal1'), 'With a verified factor, an aal1 token reads no organization');
select ok(pg_temp.sees_org('05000000-0000-4000-8000-000000000001', 'aal2'), 'With a verified factor, an aal2 token reads its organization');
select ok(pg_temp.sees_org('05000000-0000-4000-8000-000000000002', 'aal1'), 'Without a verified factor (only an unverified one), aal1 reads as before');
select ok(not pg_temp.sees_org('05000000-0000-4000-8000-000000000001', null), 'A token without an aal claim counts as aal1');

/** Writes: refused by RLS itself, not by some other error */
select is(pg_temp.request_insert('05000000-0000-4000-8000-000000000001', 'aal1'), '42501', 'With a verified factor, an aal1 token cannot write (row-level security refuses)');
select is(pg_temp.request_insert('05000000-0000-4000-8000-000000000001', 'aal2'), 'ok', 'the same write at aal2 succeeds');
select is((select array_agg(request)::text from public.customer_requests where request like 'second factor probe%'), '{"second factor probe aal2"}', 'only the aal2 write was stored');

/** Storage and Realtime go through the same rule */
select ok(not pg_temp.sees_object('05000000-0000-4000-8000-000000000001', 'aal1'), 'Storage: an aal1 token of a user with a factor sees none of the organization''s files');
select ok(pg_temp.sees_object('05000000-0000-4000-8000-000000000001', 'aal2'), 'Storage: the same user at aal2 sees them');
select ok(pg_temp.sees_object('05000000-0000-4000-8000-000000000002', 'aal1'), 'Storage: a user without a factor at aal1 sees them');
select ok(not pg_temp.joins_topic('05000000-0000-4000-8000-000000000001', 'aal1'), 'Realtime: an aal1 token of a user with a factor cannot join the organization topic');
select ok(pg_temp.joins_topic('05000000-0000-4000-8000-000000000001', 'aal2'), 'Realtime: the same user at aal2 joins it');

/** The helpers themselves */
select pg_temp.become('05000000-0000-4000-8000-000000000001', 'aal1');
select ok(private.has_verified_factor(), 'has_verified_factor is true for the user with a verified factor');
select ok(not private.meets_second_factor(), 'meets_second_factor is false for them at aal1');
reset role;
select pg_temp.become('05000000-0000-4000-8000-000000000002', 'aal1');
select ok(not private.has_verified_factor(), 'an unverified factor does not count');
reset role;

/** Coverage: every table a user can reach through a permissive policy carries the restrictive one */
select is_empty($$
  select distinct p.schemaname || '.' || p.tablename
  from pg_policies p
  where p.schemaname in ('public', 'storage', 'realtime') and p.permissive = 'PERMISSIVE'
    and p.roles && array['authenticated', 'public']::name[]
    and not exists (
      select 1 from pg_policies r
      where r.schemaname = p.schemaname and r.tablename = p.tablename and r.permissive = 'RESTRICTIVE'
        and r.policyname = 'Users with a second factor must have verified it in this session')
$$, 'every table with a policy for signed-in users requires the second factor');
select isnt_empty($$ select 1 from pg_policies where schemaname = 'storage' and tablename = 'objects' and permissive = 'RESTRICTIVE' $$,
  'storage.objects carries the rule');
select isnt_empty($$ select 1 from pg_policies where schemaname = 'realtime' and tablename = 'messages' and permissive = 'RESTRICTIVE' $$,
  'realtime.messages carries the rule');

select * from finish();
rollback;
