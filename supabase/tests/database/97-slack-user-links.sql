-- Slack people linked to product users (supabase/schemas/24_slack_users.sql): a client member and the organization's
-- bookkeeper read their own organization's links only; nobody but an admin writes one, and an admin's link is
-- 'manual'; another organization's client and bookkeeper see and change none of A's.
begin;
select plan(13);

insert into auth.users (id, email) values ('a9700000-0000-4000-8000-000000000001', 'cl@slk97.test'),
  ('a9700000-0000-4000-8000-000000000002', 'oc@slk97.test'), ('a9700000-0000-4000-8000-000000000003', 'bk@slk97.test'),
  ('a9700000-0000-4000-8000-000000000004', 'bb@slk97.test'), ('a9700000-0000-4000-8000-000000000005', 'ad@slk97.test');
update public.users set role = 'bookkeeper'
  where id in ('a9700000-0000-4000-8000-000000000003', 'a9700000-0000-4000-8000-000000000004');
update public.users set role = 'admin' where id = 'a9700000-0000-4000-8000-000000000005';
insert into public.organizations (id, legal_name) values ('b9700000-0000-4000-8000-00000000000a', 'Slack Org A'),
  ('b9700000-0000-4000-8000-00000000000b', 'Slack Org B');
insert into public.organization_members values ('b9700000-0000-4000-8000-00000000000a', 'a9700000-0000-4000-8000-000000000001', 'admin'),
  ('b9700000-0000-4000-8000-00000000000b', 'a9700000-0000-4000-8000-000000000002', 'admin');
insert into public.bookkeeper_assignments values ('b9700000-0000-4000-8000-00000000000a', 'a9700000-0000-4000-8000-000000000003', true),
  ('b9700000-0000-4000-8000-00000000000b', 'a9700000-0000-4000-8000-000000000004', true);
insert into public.slack_user_links (organization_id, slack_user_id, team_id, user_id, matched_by) values
  ('b9700000-0000-4000-8000-00000000000a', 'UA', 'T97', 'a9700000-0000-4000-8000-000000000001', 'email'),
  ('b9700000-0000-4000-8000-00000000000b', 'UB', 'T97', 'a9700000-0000-4000-8000-000000000002', 'email');

select throws_ok($$insert into public.slack_user_links (organization_id, slack_user_id, team_id, user_id, matched_by)
  values ('b9700000-0000-4000-8000-00000000000a', 'UA', 'T97', 'a9700000-0000-4000-8000-000000000002', 'email')$$,
  '23505', null, 'a Slack person is one product user in an organization');

/** Section: the client of A (an organization admin, not a platform admin) */
set local role authenticated;
set local request.jwt.claims = '{"sub": "a9700000-0000-4000-8000-000000000001", "role": "authenticated"}';
select results_eq('select slack_user_id from public.slack_user_links', $$values ('UA')$$, 'a client member sees their organization''s links only');
select throws_ok($$insert into public.slack_user_links (organization_id, slack_user_id, team_id, user_id, matched_by)
  values ('b9700000-0000-4000-8000-00000000000a', 'UX', 'T97', 'a9700000-0000-4000-8000-000000000001', 'manual')$$,
  '42501', null, 'a client does not say who a Slack person is');
select is_empty($$update public.slack_user_links set user_id = 'a9700000-0000-4000-8000-000000000003', matched_by = 'manual' returning 1$$,
  'nor moves a link');
select is_empty($$delete from public.slack_user_links returning 1$$, 'nor removes one');

/** Section: the bookkeeper of A */
set local request.jwt.claims = '{"sub": "a9700000-0000-4000-8000-000000000003", "role": "authenticated"}';
select results_eq('select slack_user_id from public.slack_user_links', $$values ('UA')$$, 'A''s bookkeeper reads A''s links');
select throws_ok($$insert into public.slack_user_links (organization_id, slack_user_id, team_id, user_id, matched_by)
  values ('b9700000-0000-4000-8000-00000000000a', 'UX', 'T97', 'a9700000-0000-4000-8000-000000000003', 'manual')$$,
  '42501', null, 'a bookkeeper does not map Slack people');

/** Section: the client and bookkeeper of B */
set local request.jwt.claims = '{"sub": "a9700000-0000-4000-8000-000000000002", "role": "authenticated"}';
select results_eq('select slack_user_id from public.slack_user_links', $$values ('UB')$$, 'another organization''s client sees only B');
set local request.jwt.claims = '{"sub": "a9700000-0000-4000-8000-000000000004", "role": "authenticated"}';
select is_empty($$select 1 from public.slack_user_links where organization_id = 'b9700000-0000-4000-8000-00000000000a'$$,
  'another organization''s bookkeeper sees none of A''s');

/** Section: an admin maps by hand */
set local request.jwt.claims = '{"sub": "a9700000-0000-4000-8000-000000000005", "role": "authenticated"}';
select throws_ok($$insert into public.slack_user_links (organization_id, slack_user_id, team_id, user_id, matched_by)
  values ('b9700000-0000-4000-8000-00000000000a', 'UY', 'T97', 'a9700000-0000-4000-8000-000000000001', 'email')$$,
  '42501', null, 'an admin''s link is never passed off as an email match');
select lives_ok($$insert into public.slack_user_links (organization_id, slack_user_id, team_id, user_id, matched_by)
  values ('b9700000-0000-4000-8000-00000000000a', 'UY', 'T97', 'a9700000-0000-4000-8000-000000000001', 'manual')$$,
  'an admin maps a Slack person by hand');
select results_eq($$update public.slack_user_links set user_id = 'a9700000-0000-4000-8000-000000000001', matched_by = 'manual'
  where slack_user_id = 'UA' returning matched_by$$, $$values ('manual')$$, 'and corrects an email match, which becomes manual');
select results_eq($$delete from public.slack_user_links where slack_user_id = 'UY' returning slack_user_id$$, $$values ('UY')$$,
  'and removes a mapping');

select * from finish();
rollback;
