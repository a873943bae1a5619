-- Recovery codes: ten made only by a person whose session passed its second step, stored as hashes nobody reads,
-- each spendable once on a password-only session, which then passes its second step (and only that session); a new
-- set ends the old one; another person's code is worth nothing; wrong codes are throttled; every use is audited.
begin;
create extension if not exists pgtap with schema extensions;
select plan(27);

/** Fixtures: Mia has a verified factor and three sessions; Noor has none; Ola has one, for the throttle */
insert into auth.users (id, aud, role, email) values
  ('24000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'mia@example.test'),
  ('24000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'noor@example.test'),
  ('24000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'ola@example.test');
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status) values
  ('24f00000-0000-4000-8000-000000000001', '24000000-0000-4000-8000-000000000001', 'phone', 'totp', 'verified'),
  ('24f00000-0000-4000-8000-000000000003', '24000000-0000-4000-8000-000000000003', 'phone', 'totp', 'verified');
insert into auth.sessions (id, user_id) values
  ('24500000-0000-4000-8000-000000000001', '24000000-0000-4000-8000-000000000001'),
  ('24500000-0000-4000-8000-000000000002', '24000000-0000-4000-8000-000000000001'),
  ('24500000-0000-4000-8000-000000000003', '24000000-0000-4000-8000-000000000001'),
  ('24500000-0000-4000-8000-000000000004', '24000000-0000-4000-8000-000000000002'),
  ('24500000-0000-4000-8000-000000000005', '24000000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values ('24a00000-0000-4000-8000-00000000000a', 'Recovery Inc.');
insert into public.organization_members (organization_id, user_id) values
  ('24a00000-0000-4000-8000-00000000000a', '24000000-0000-4000-8000-000000000001');

create function pg_temp.become(uid uuid, sid uuid, aal text) returns void language sql as $$
  select set_config('request.jwt.claims',
           json_build_object('sub', uid, 'role', 'authenticated', 'aal', aal, 'session_id', sid)::text, true),
         set_config('role', 'authenticated', true);
$$;

/** Runs a statement as someone; answers its first value as text, or the SQLSTATE it failed with. */
create function pg_temp.as_user(uid uuid, sid uuid, aal text, statement text) returns text language plpgsql as $$
declare answer text;
begin
  perform pg_temp.become(uid, sid, aal);
  execute statement into answer;
  reset role;
  return answer;
exception when others then
  reset role;
  return sqlstate;
end $$;

create function pg_temp.mia(sid int, aal text, statement text) returns text language sql as $$
  select pg_temp.as_user('24000000-0000-4000-8000-000000000001',
    ('24500000-0000-4000-8000-00000000000' || sid)::uuid, aal, statement)
$$;

create function pg_temp.sees_org(sid int, aal text) returns boolean language sql as $$
  select pg_temp.mia(sid, aal,
    $q$select exists (select 1 from public.organizations where id = '24a00000-0000-4000-8000-00000000000a')$q$)::boolean
$$;

create temporary table codes (n int, code text);
grant all on codes to authenticated;

/** Making a set */
select is(pg_temp.mia(1, 'aal1', 'select public.regenerate_recovery_codes()::text'), '42501',
  'A password-only session cannot make recovery codes');
select is(pg_temp.as_user('24000000-0000-4000-8000-000000000002', '24500000-0000-4000-8000-000000000004', 'aal1',
  'select public.regenerate_recovery_codes()::text'), '22023', 'Without two-step verification there is nothing to recover');
select lives_ok($$ insert into codes select n, c from unnest(
  pg_temp.mia(2, 'aal2', 'select public.regenerate_recovery_codes()::text')::text[]) with ordinality as t(c, n) $$,
  'A session that passed its second step makes a set');
select is((select count(distinct code)::int from codes), 10, 'Ten different codes');
select ok((select bool_and(code ~ '^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$') from codes), 'Each is XXXXX-XXXXX with no 0, O, 1 or I');
select is((select count(*)::int from public.recovery_codes r join codes c on r.code_hash = c.code
  or r.code_hash = lower(c.code)), 0, 'The codes are stored as hashes only');
select is(pg_temp.mia(2, 'aal2', 'select count(*)::text from public.recovery_codes where used_at is null'), '10',
  'Mia sees the state of her ten codes');
select is(pg_temp.mia(2, 'aal2', 'select code_hash from public.recovery_codes limit 1'), '42501', 'but never their hashes');
select is(pg_temp.as_user('24000000-0000-4000-8000-000000000002', '24500000-0000-4000-8000-000000000004', 'aal1',
  'select count(*)::text from public.recovery_codes'), '0', 'Another person sees none of them');
select is(pg_temp.mia(2, 'aal2', $$update public.recovery_codes set used_at = null returning 'ok'$$), '42501',
  'Nobody writes the codes directly');
select is(pg_temp.mia(2, 'aal2', $$insert into public.recovery_codes (user_id, code_hash) values (auth.uid(), repeat('a', 64)) returning 'ok'$$),
  '42501', 'Nor adds one');

/** Spending one */
select ok(not pg_temp.sees_org(1, 'aal1'), 'Before: the password-only session reads nothing');
select is(pg_temp.mia(1, 'aal1', $$select outcome || ' ' || remaining from public.redeem_recovery_code('AAAAA-AAAAA')$$),
  'refused 10', 'A wrong code is refused and spends nothing');
select is(pg_temp.as_user('24000000-0000-4000-8000-000000000002', '24500000-0000-4000-8000-000000000004', 'aal1',
  format($$select outcome from public.redeem_recovery_code(%L)$$, (select code from codes where n = 1))), 'refused',
  'Another person cannot spend Mia''s code');
select is(pg_temp.mia(1, 'aal1', format($$select outcome || ' ' || remaining from public.redeem_recovery_code(%L)$$,
  (select code from codes where n = 1))), 'accepted 9', 'Her code is accepted; nine remain');
select ok(pg_temp.sees_org(1, 'aal1'), 'After: that session passes its second step');
select ok(not pg_temp.sees_org(3, 'aal1'), 'Her other password-only session does not');
select is(pg_temp.mia(3, 'aal1', format($$select outcome || ' ' || remaining from public.redeem_recovery_code(%L)$$,
  (select code from codes where n = 1))), 'refused 9', 'The same code is refused the second time');
select is(pg_temp.mia(3, 'aal1', format($$select outcome || ' ' || remaining from public.redeem_recovery_code(%L)$$,
  (select lower(replace(code, '-', ' ')) from codes where n = 2))), 'accepted 8', 'Case, spaces and dashes do not matter');
select is((select count(*)::int from public.audit_log where user_id = '24000000-0000-4000-8000-000000000001'
  and action = 'use recovery code'), 2, 'Each use is in the audit log');
select is((select (query_values ->> 'remaining')::int from public.audit_log where user_id = '24000000-0000-4000-8000-000000000001'
  and action = 'use recovery code' order by id desc limit 1), 8, 'with how many remain');

/** A new set ends the old one; a recovered session stays recovered */
select is(pg_temp.mia(1, 'aal1', 'select array_length(public.regenerate_recovery_codes(), 1)::text'), '10',
  'A recovered session may make a new set');
select is(pg_temp.mia(3, 'aal1', 'select count(*)::text from public.recovery_codes where used_at is null'), '10', 'ten fresh codes');
select is(pg_temp.mia(2, 'aal1', format($$select outcome from public.redeem_recovery_code(%L)$$,
  (select code from codes where n = 3))), 'refused', 'An unspent code of the old set is refused');
select ok(pg_temp.sees_org(1, 'aal1'), 'The session recovered earlier still passes');

/** Ending the session ends its recovery */
delete from auth.sessions where id = '24500000-0000-4000-8000-000000000001';
select is((select count(*)::int from private.second_factor_recoveries where session_id = '24500000-0000-4000-8000-000000000001'),
  0, 'A deleted session leaves no recovery behind');

/** Throttle: ten tries per five minutes, then even a right code waits */
select is((select string_agg(pg_temp.as_user('24000000-0000-4000-8000-000000000003', '24500000-0000-4000-8000-000000000005',
  'aal1', $$select outcome from public.redeem_recovery_code('WRONG-CODE0')$$), ',' order by g)
  from generate_series(1, 11) g), 'refused,refused,refused,refused,refused,refused,refused,refused,refused,refused,rate_limited',
  'The eleventh try within five minutes is throttled');

select * from finish();
rollback;
