-- Access matrix, banking onboarding: the tables of supabase/schemas/11_banking.sql. Same callers, rules
-- and control as 01, 03 and 04, plus two callers who are organization A's people without the banking product:
--   an = anon, oa = org admin of A (banking product), ou = org user of A (banking product), oc = org admin of B
--   (banking product, but B's banking flag is off), bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere,
--   rv = reviewer of A, ad = admin, ow = owner, ox = org admin of A without the banking product, on = org user of A
--   without it, pg = the migration owner as a control (signed in as ow for auth.uid())
-- Organizations: A (banking on; a draft with one owner), B (banking off; a draft), C (banking on, oa its admin, no
-- application yet), D (banking on, oa its admin; approved, with an owner left invited).
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a6000000-0000-4000-8000-000000000001', 'oa@matrix6.test'), ('a6000000-0000-4000-8000-000000000002', 'ou@matrix6.test'),
  ('a6000000-0000-4000-8000-000000000003', 'oc@matrix6.test'), ('a6000000-0000-4000-8000-000000000004', 'bk@matrix6.test'),
  ('a6000000-0000-4000-8000-000000000005', 'bu@matrix6.test'), ('a6000000-0000-4000-8000-000000000006', 'rv@matrix6.test'),
  ('a6000000-0000-4000-8000-000000000007', 'ad@matrix6.test'), ('a6000000-0000-4000-8000-000000000008', 'ow@matrix6.test'),
  ('a6000000-0000-4000-8000-000000000009', 'ox@matrix6.test'), ('a6000000-0000-4000-8000-00000000000a', 'on@matrix6.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a6000000-0000-4000-8000-000000000004', 'a6000000-0000-4000-8000-000000000005', 'a6000000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a6000000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a6000000-0000-4000-8000-000000000008';
update public.users set products = '{accounting,banking}' where id in ('a6000000-0000-4000-8000-000000000001',
  'a6000000-0000-4000-8000-000000000002', 'a6000000-0000-4000-8000-000000000003');
insert into public.organizations (id, legal_name) values ('b6000000-0000-4000-8000-00000000000a', 'Org A'),
  ('b6000000-0000-4000-8000-00000000000b', 'Org B'), ('b6000000-0000-4000-8000-00000000000c', 'Org C'),
  ('b6000000-0000-4000-8000-00000000000d', 'Org D');
insert into public.organization_members values ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000001', 'admin'),
  ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000002', 'user'),
  ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000009', 'admin'),
  ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-00000000000a', 'user'),
  ('b6000000-0000-4000-8000-00000000000b', 'a6000000-0000-4000-8000-000000000003', 'admin'),
  ('b6000000-0000-4000-8000-00000000000c', 'a6000000-0000-4000-8000-000000000001', 'admin'),
  ('b6000000-0000-4000-8000-00000000000d', 'a6000000-0000-4000-8000-000000000001', 'admin');
insert into public.bookkeeper_assignments values ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b6000000-0000-4000-8000-00000000000a', 'a6000000-0000-4000-8000-000000000006');
insert into public.organization_feature_flags (organization_id, flag_name, enabled)
select o, 'banking', true from unnest(array['b6000000-0000-4000-8000-00000000000a', 'b6000000-0000-4000-8000-00000000000c',
  'b6000000-0000-4000-8000-00000000000d']::uuid[]) o;

insert into public.banking_applications (id, organization_id, legal_name) values
  ('d6000000-0000-4000-8000-000000000001', 'b6000000-0000-4000-8000-00000000000a', 'Org A LLC'),
  ('d6000000-0000-4000-8000-000000000002', 'b6000000-0000-4000-8000-00000000000b', 'Org B LLC');
insert into public.banking_applications (id, organization_id, status, legal_name, phone, core_customer_id, submitted_at, decided_at)
values ('d6000000-0000-4000-8000-000000000003', 'b6000000-0000-4000-8000-00000000000d', 'approved', 'Org D LLC', '5035550100',
  'cust-matrix-d', now(), now());
insert into public.beneficial_owners (id, application_id, organization_id, first_name, last_name, email, ownership_percent, is_controller) values
  ('d6000000-0000-4000-8000-000000000011', 'd6000000-0000-4000-8000-000000000001', 'b6000000-0000-4000-8000-00000000000a', 'Ada', 'A', 'ada@a.test', 60, true);
insert into public.beneficial_owners (id, application_id, organization_id, first_name, last_name, email, ownership_percent,
  status, token_hash, token_expires_at, invited_at) values
  ('d6000000-0000-4000-8000-000000000012', 'd6000000-0000-4000-8000-000000000003', 'b6000000-0000-4000-8000-00000000000d', 'Dee', 'D', 'dee@d.test', 100,
   'invited', repeat('d', 64), now() + interval '14 days', now());
insert into public.banking_agreement_acceptances (id, organization_id, agreement_key, version, accepted_by, accepted_by_name, accepted_by_email) values
  ('d6000000-0000-4000-8000-000000000021', 'b6000000-0000-4000-8000-00000000000a', 'deposit_account', '2026-11-01',
   'a6000000-0000-4000-8000-000000000001', 'Olive Admin', 'oa@matrix6.test');

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b6000000-0000-4000-8000-00000000000a'), ('C', 'b6000000-0000-4000-8000-00000000000c'),
  ('OU', 'a6000000-0000-4000-8000-000000000002'), ('APP', 'd6000000-0000-4000-8000-000000000001'),
  ('APP_B', 'd6000000-0000-4000-8000-000000000002'), ('APPROVED', 'd6000000-0000-4000-8000-000000000003'),
  ('OWNER', 'd6000000-0000-4000-8000-000000000011'), ('OWNER_D', 'd6000000-0000-4000-8000-000000000012'),
  ('ACCEPTANCE', 'd6000000-0000-4000-8000-000000000021')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  -- the application: banking members and the organization's staff read; its admin with banking writes a draft
  ('banking_applications', 'select', 'select count(*) from public.banking_applications where id = :APP', 'oa ou bk ad ow'),
  ('banking_applications (banking off)', 'select', 'select count(*) from public.banking_applications where id = :APP_B', ''),
  ('banking_applications', 'insert', 'insert into public.banking_applications (organization_id, legal_name) values (:C, ''Org C LLC'')', 'oa'),
  ('banking_applications', 'update', 'update public.banking_applications set legal_name = ''Renamed LLC'' where id = :APP', 'oa'),
  ('banking_applications (banking off)', 'update', 'update public.banking_applications set legal_name = ''Renamed LLC'' where id = :APP_B', ''),
  ('banking_applications (status)', 'update', 'update public.banking_applications set status = ''refused'', refusal_reason = ''x'', submitted_at = now() where id = :APP', ''),
  ('banking_applications (approved: contact details)', 'update', 'update public.banking_applications set phone = ''5415550100'' where id = :APPROVED', 'oa'),
  ('banking_applications (approved: legal name)', 'update', 'update public.banking_applications set legal_name = ''Renamed LLC'' where id = :APPROVED', ''),
  ('banking_applications', 'delete', 'delete from public.banking_applications where id = :APP', ''),
  -- owners: the organization admin with banking and its staff; the owner's own part and the token are nobody's
  ('beneficial_owners', 'select', 'select count(*) from public.beneficial_owners where id = :OWNER', 'oa bk ad ow'),
  ('beneficial_owners (personal details)', 'select', 'select count(*) from public.beneficial_owners where id = :OWNER and ssn_last4 is null and date_of_birth is null', ''),
  ('beneficial_owners (token)', 'select', 'select count(*) from public.beneficial_owners where id = :OWNER_D and token_hash is not null', ''),
  ('beneficial_owners', 'insert', 'insert into public.beneficial_owners (application_id, organization_id, first_name, last_name, email, ownership_percent) values (:APP, :A, ''Ben'', ''B'', ''ben@a.test'', 30)', 'oa'),
  ('beneficial_owners (submitted application)', 'insert', 'insert into public.beneficial_owners (application_id, organization_id, first_name, last_name, email, ownership_percent) values (:APPROVED, ''b6000000-0000-4000-8000-00000000000d''::uuid, ''Ben'', ''B'', ''ben@d.test'', 30)', ''),
  ('beneficial_owners', 'update', 'update public.beneficial_owners set ownership_percent = 55 where id = :OWNER', 'oa'),
  ('beneficial_owners (status)', 'update', 'update public.beneficial_owners set status = ''invited'', token_hash = repeat(''c'', 64), token_expires_at = now() + interval ''1 day'', invited_at = now() where id = :OWNER', ''),
  ('beneficial_owners (submitted application)', 'update', 'update public.beneficial_owners set first_name = ''Dana'' where id = :OWNER_D', ''),
  ('beneficial_owners', 'delete', 'delete from public.beneficial_owners where id = :OWNER', 'oa'),
  ('beneficial_owners (submitted application)', 'delete', 'delete from public.beneficial_owners where id = :OWNER_D', ''),
  -- accepted agreements: read like the application; accepted by the admin with banking in their own name; immutable
  ('banking_agreement_acceptances', 'select', 'select count(*) from public.banking_agreement_acceptances where id = :ACCEPTANCE', 'oa ou bk ad ow'),
  ('banking_agreement_acceptances', 'insert', 'insert into public.banking_agreement_acceptances (organization_id, agreement_key, version, accepted_by_name, accepted_by_email) values (:A, ''privacy_notice'', ''2026-11-01'', ''Me'', ''me@a.test'')', 'oa'),
  ('banking_agreement_acceptances (in another''s name)', 'insert', 'insert into public.banking_agreement_acceptances (organization_id, agreement_key, version, accepted_by, accepted_by_name, accepted_by_email) values (:A, ''privacy_notice'', ''2026-11-01'', :OU, ''Ou'', ''ou@a.test'')', ''),
  ('banking_agreement_acceptances', 'update', 'update public.banking_agreement_acceptances set version = ''2027-01-01'' where id = :ACCEPTANCE', ''),
  ('banking_agreement_acceptances', 'delete', 'delete from public.banking_agreement_acceptances where id = :ACCEPTANCE', '');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a6000000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a6000000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a6000000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a6000000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a6000000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a6000000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a6000000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a6000000-0000-4000-8000-000000000008'), ('ox', 'authenticated', 'a6000000-0000-4000-8000-000000000009'),
  ('on', 'authenticated', 'a6000000-0000-4000-8000-00000000000a'), ('pg', null, 'a6000000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public'
    and c.oid between 'public.banking_applications'::regclass::oid and 'public.banking_agreement_acceptances'::regclass::oid
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the banking onboarding migration has a row for each operation');

select * from finish();
rollback;
