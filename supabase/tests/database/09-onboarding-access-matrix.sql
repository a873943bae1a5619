-- Access matrix, client onboarding: the tables of supabase/schemas/15_onboarding.sql and the onboarding answers it
-- lets a client give in the organization's config. Same callers, rules and control as 01 and 08. Everyone with access
-- to the organization reads its onboarding; its members and staff move it along; its members submit forms and its
-- bookkeepers and admins approve them; another organization's client and an unassigned bookkeeper see nothing.
--   an = anon, oa = client org admin of A, ou = client org user of A, oc = client (org admin) of organization B,
--   bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper role), ad = admin,
--   ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a9170000-0000-4000-8000-000000000001', 'oa@matrix9o.test'), ('a9170000-0000-4000-8000-000000000002', 'ou@matrix9o.test'),
  ('a9170000-0000-4000-8000-000000000003', 'oc@matrix9o.test'), ('a9170000-0000-4000-8000-000000000004', 'bk@matrix9o.test'),
  ('a9170000-0000-4000-8000-000000000005', 'bu@matrix9o.test'), ('a9170000-0000-4000-8000-000000000006', 'rv@matrix9o.test'),
  ('a9170000-0000-4000-8000-000000000007', 'ad@matrix9o.test'), ('a9170000-0000-4000-8000-000000000008', 'ow@matrix9o.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a9170000-0000-4000-8000-000000000004', 'a9170000-0000-4000-8000-000000000005', 'a9170000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a9170000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a9170000-0000-4000-8000-000000000008';
-- A has onboarding under way; A2 (the same people) has not started; B is another client's
insert into public.organizations (id, legal_name) values ('b9170000-0000-4000-8000-00000000000a', 'Org A'),
  ('b9170000-0000-4000-8000-0000000000a2', 'Org A2'), ('b9170000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b9170000-0000-4000-8000-00000000000a', 'a9170000-0000-4000-8000-000000000001', 'admin'),
  ('b9170000-0000-4000-8000-00000000000a', 'a9170000-0000-4000-8000-000000000002', 'user'),
  ('b9170000-0000-4000-8000-0000000000a2', 'a9170000-0000-4000-8000-000000000001', 'admin'),
  ('b9170000-0000-4000-8000-0000000000a2', 'a9170000-0000-4000-8000-000000000002', 'user'),
  ('b9170000-0000-4000-8000-00000000000b', 'a9170000-0000-4000-8000-000000000003', 'admin');
insert into public.bookkeeper_assignments values ('b9170000-0000-4000-8000-00000000000a', 'a9170000-0000-4000-8000-000000000004', true),
  ('b9170000-0000-4000-8000-0000000000a2', 'a9170000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b9170000-0000-4000-8000-00000000000a', 'a9170000-0000-4000-8000-000000000006'),
  ('b9170000-0000-4000-8000-0000000000a2', 'a9170000-0000-4000-8000-000000000006');

insert into public.onboarding_progress (organization_id, last_step, reached_step, started_by) values
  ('b9170000-0000-4000-8000-00000000000a', 'business-information', 'business-information', 'a9170000-0000-4000-8000-000000000001');
insert into public.onboarding_form_submissions (id, organization_id, form_slug, amendments, submitted_by) values
  ('d9170000-0000-4000-8000-000000000001', 'b9170000-0000-4000-8000-00000000000a', 'general', '{"ownership.owners": 2}', 'a9170000-0000-4000-8000-000000000001'),
  ('d9170000-0000-4000-8000-000000000002', 'b9170000-0000-4000-8000-00000000000a', 'rnd', '{"tax-year.tax_year": 2025}', 'a9170000-0000-4000-8000-000000000001');

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b9170000-0000-4000-8000-00000000000a'), ('A2', 'b9170000-0000-4000-8000-0000000000a2'),
  ('GENERAL', 'd9170000-0000-4000-8000-000000000001'), ('RND', 'd9170000-0000-4000-8000-000000000002')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('onboarding_progress', 'select', 'select count(*) from public.onboarding_progress where organization_id = :A', 'oa ou bk rv ad ow'),
  ('onboarding_progress', 'insert', 'insert into public.onboarding_progress (organization_id) values (:A2)', 'oa ou bk ad ow'),
  ('onboarding_progress', 'update', 'update public.onboarding_progress set last_step = ''business-profile'' where organization_id = :A', 'oa ou bk ad ow'),
  ('onboarding_progress', 'delete', 'delete from public.onboarding_progress where organization_id = :A', 'ad ow'),
  ('onboarding_form_submissions', 'select', 'select count(*) from public.onboarding_form_submissions where id = :GENERAL', 'oa ou bk rv ad ow'),
  ('onboarding_form_submissions', 'insert', 'insert into public.onboarding_form_submissions (organization_id, form_slug, amendments, submitted_by) values (:A, ''general'', ''{"special-cases.crypto": false}'', auth.uid())', 'oa ou'),
  ('onboarding_form_submissions', 'update', 'update public.onboarding_form_submissions set status = ''Approved'', reviewed_at = now() where id = :GENERAL', 'bk ad ow'),
  ('onboarding_form_submissions', 'delete', 'delete from public.onboarding_form_submissions where id = :RND', 'ad ow'),
  -- the answers a client gives in the organization's config (the ledger step, the cash accounts); the rest is staff's
  ('organizations (onboarding config)', 'update', 'update public.organizations set config = config || ''{"booksUpToDate": "2026-10-31", "cashOnHandAccounts": ["Checking"]}'' where id = :A', 'oa bk ad ow'),
  ('organizations (servicing config)', 'update', 'update public.organizations set config = config || ''{"onboardingCalendlySlug": "firm/intro"}'' where id = :A', 'bk ad ow');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a9170000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a9170000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a9170000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a9170000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a9170000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a9170000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a9170000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a9170000-0000-4000-8000-000000000008'), ('pg', null, 'a9170000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public' and c.relname in ('onboarding_progress', 'onboarding_form_submissions')
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the onboarding migration has a row for each operation');

select * from finish();
rollback;
