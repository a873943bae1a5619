-- Access matrix, the month-end close: the tables of supabase/schemas/14_close.sql and what it adds to the
-- collaboration documents. Same callers, rules and control as 01, 03 and 08. The organization's staff (assigned
-- bookkeeper, admins, owners) prepare analyses and track books; its reviewer reads, writes notes and completes a review
-- (a bookkeeper never completes their own); clients (its members) see only notes shared with them, and never open an
-- internal note's document; nobody deletes a month's tracking record.
--   an = anon, oa = client org admin of A, ou = client org user of A, oc = client (org admin) of organization B,
--   bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper role), ad = admin,
--   ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy is involved) */
insert into auth.users (id, email) select v.id::uuid, v.email
from (values ('a9000000-0000-4000-8000-000000000001', 'oa@matrix9.test'), ('a9000000-0000-4000-8000-000000000002', 'ou@matrix9.test'),
  ('a9000000-0000-4000-8000-000000000003', 'oc@matrix9.test'), ('a9000000-0000-4000-8000-000000000004', 'bk@matrix9.test'),
  ('a9000000-0000-4000-8000-000000000005', 'bu@matrix9.test'), ('a9000000-0000-4000-8000-000000000006', 'rv@matrix9.test'),
  ('a9000000-0000-4000-8000-000000000007', 'ad@matrix9.test'), ('a9000000-0000-4000-8000-000000000008', 'ow@matrix9.test')) v(id, email);
update public.users set role = 'bookkeeper' where id in ('a9000000-0000-4000-8000-000000000004', 'a9000000-0000-4000-8000-000000000005', 'a9000000-0000-4000-8000-000000000006');
update public.users set role = 'admin' where id = 'a9000000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a9000000-0000-4000-8000-000000000008';
insert into public.organizations (id, legal_name) values ('b9000000-0000-4000-8000-00000000000a', 'Org A'), ('b9000000-0000-4000-8000-00000000000b', 'Org B');
insert into public.organization_members values ('b9000000-0000-4000-8000-00000000000a', 'a9000000-0000-4000-8000-000000000001', 'admin'),
  ('b9000000-0000-4000-8000-00000000000a', 'a9000000-0000-4000-8000-000000000002', 'user'), ('b9000000-0000-4000-8000-00000000000b', 'a9000000-0000-4000-8000-000000000003', 'admin');
insert into public.bookkeeper_assignments values ('b9000000-0000-4000-8000-00000000000a', 'a9000000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b9000000-0000-4000-8000-00000000000a', 'a9000000-0000-4000-8000-000000000006');

insert into public.variance_analyses (id, organization_id, start_date, end_date, reviewer_id, threshold_percentage, threshold_amount_cents) values
  ('d9000000-0000-4000-8000-000000000001', 'b9000000-0000-4000-8000-00000000000a', '2026-03-01', '2026-03-31', 'a9000000-0000-4000-8000-000000000006', 10, 100000),
  ('d9000000-0000-4000-8000-000000000002', 'b9000000-0000-4000-8000-00000000000a', '2026-04-01', '2026-04-30', null, 10, 100000);
insert into public.collab_documents (id, organization_id, kind, created_by) values
  ('variance-note.m9-internal', 'b9000000-0000-4000-8000-00000000000a', 'variance_note', 'a9000000-0000-4000-8000-000000000004'),
  ('variance-note.m9-shared', 'b9000000-0000-4000-8000-00000000000a', 'variance_note', 'a9000000-0000-4000-8000-000000000004'),
  ('variance-note.m9-reviewer', 'b9000000-0000-4000-8000-00000000000a', 'variance_note', 'a9000000-0000-4000-8000-000000000006'),
  ('variance-note.m9-spare', 'b9000000-0000-4000-8000-00000000000a', 'variance_note', 'a9000000-0000-4000-8000-000000000004');
insert into public.variance_notes (id, organization_id, variance_analysis_id, type, path, collab_document_id, user_id, content) values
  ('d9000000-0000-4000-8000-000000000003', 'b9000000-0000-4000-8000-00000000000a', 'd9000000-0000-4000-8000-000000000001',
   'internal', 'pnl:7', 'variance-note.m9-internal', 'a9000000-0000-4000-8000-000000000004', 'Rent doubled'),
  ('d9000000-0000-4000-8000-000000000004', 'b9000000-0000-4000-8000-00000000000a', 'd9000000-0000-4000-8000-000000000001',
   'client', 'pnl:8', 'variance-note.m9-shared', 'a9000000-0000-4000-8000-000000000004', 'Was the new laptop a one-off?'),
  ('d9000000-0000-4000-8000-000000000005', 'b9000000-0000-4000-8000-00000000000a', 'd9000000-0000-4000-8000-000000000001',
   'internal', 'pnl:9', 'variance-note.m9-reviewer', 'a9000000-0000-4000-8000-000000000006', 'Check the accrual');
insert into public.books_trackings (id, organization_id, month) values
  ('d9000000-0000-4000-8000-000000000006', 'b9000000-0000-4000-8000-00000000000a', '2026-03-01');

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b9000000-0000-4000-8000-00000000000a'), ('VA', 'd9000000-0000-4000-8000-000000000001'),
  ('VA2', 'd9000000-0000-4000-8000-000000000002'), ('NOTE', 'd9000000-0000-4000-8000-000000000003'),
  ('SHARED', 'd9000000-0000-4000-8000-000000000004'), ('RVNOTE', 'd9000000-0000-4000-8000-000000000005'),
  ('TRK', 'd9000000-0000-4000-8000-000000000006')) v(name, id);

/** Section: who may do what (every statement aims at exactly one row; "table (case)" adds a case) */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('variance_analyses', 'select', 'select count(*) from public.variance_analyses where id = :VA', 'bk rv ad ow'),
  ('variance_analyses', 'insert', 'insert into public.variance_analyses (organization_id, start_date, end_date, threshold_percentage, threshold_amount_cents) values (:A, ''2026-05-01'', ''2026-05-31'', 10, 100)', 'bk ad ow'),
  ('variance_analyses', 'update', 'update public.variance_analyses set threshold_percentage = 5 where id = :VA', 'bk ad ow'),
  ('variance_analyses (send back)', 'update', 'update public.variance_analyses set last_sent_to_bookkeeper = now() where id = :VA', 'rv ad ow'),
  ('variance_analyses (submit)', 'update', 'update public.variance_analyses set submitted_at = now() where id = :VA', 'rv ad ow'),
  ('variance_analyses', 'delete', 'delete from public.variance_analyses where id = :VA2', 'bk ad ow'),
  ('variance_analyses (submitted stays)', 'delete', 'update public.variance_analyses set submitted_at = now() where id = :VA2; delete from public.variance_analyses where id = :VA2', ''),
  ('variance_notes', 'select', 'select count(*) from public.variance_notes where id = :NOTE', 'bk rv ad ow'),
  ('variance_notes (shared with the client)', 'select', 'select count(*) from public.variance_notes where id = :SHARED', 'oa ou bk rv ad ow'),
  ('variance_notes', 'insert', 'insert into public.variance_notes (organization_id, variance_analysis_id, path, collab_document_id, content) values (:A, :VA, ''pnl:7'', ''variance-note.m9-spare'', ''Why?'')', 'bk rv ad ow'),
  ('variance_notes', 'update', 'update public.variance_notes set resolved_at = now(), resolved_by = auth.uid() where id = :NOTE', 'bk rv ad ow'),
  ('variance_notes', 'delete', 'delete from public.variance_notes where id = :RVNOTE', 'bk rv ad ow'),
  ('variance_notes (another''s note)', 'delete', 'delete from public.variance_notes where id = :NOTE', 'bk ad ow'),
  ('books_trackings', 'select', 'select count(*) from public.books_trackings where id = :TRK', 'bk rv ad ow'),
  ('books_trackings', 'insert', 'insert into public.books_trackings (organization_id, month) values (:A, ''2026-04-01'')', 'bk ad ow'),
  ('books_trackings', 'update', 'update public.books_trackings set books_sent_at = now(), books_sent_by = auth.uid() where id = :TRK', 'bk ad ow'),
  ('books_trackings', 'delete', 'delete from public.books_trackings where id = :TRK', ''),
  -- the collab server opens a document as the person: an internal note's never opens for a client
  ('collab_documents (internal note)', 'select', 'select count(*) from public.collab_documents where id = ''variance-note.m9-internal''', 'bk rv ad ow'),
  ('collab_documents (shared note)', 'select', 'select count(*) from public.collab_documents where id = ''variance-note.m9-shared''', 'oa ou bk rv ad ow'),
  -- members create the document their reply to a shared note takes (14_close.sql; it opens only with its note)
  ('collab_documents (variance note)', 'insert', 'insert into public.collab_documents (id, organization_id, kind) values (''variance-note.m9-new'', :A, ''variance_note'')', 'oa ou bk rv ad ow');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a9000000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a9000000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a9000000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a9000000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a9000000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a9000000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a9000000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a9000000-0000-4000-8000-000000000008'), ('pg', null, 'a9000000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where c.relkind in ('r', 'p') and n.nspname = 'public'
    and c.oid >= 'public.variance_analyses'::regclass::oid and c.oid <= 'public.books_trackings'::regclass::oid
    and not exists (select 1 from matrix m where m.op = o.op and split_part(m.tbl, ' ', 1) = c.relname)
$$, 'every table of the month-end close migration has a row for each operation');

select * from finish();
rollback;
