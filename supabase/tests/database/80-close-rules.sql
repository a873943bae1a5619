-- Month-end close rules the database keeps for every writer (supabase/schemas/14_close.sql): a reviewer
-- must review the organization; a note's author and role are the caller's, a reply keeps its note's line and type, its
-- document is a variance note of its organization and goes with it; a new note's first text is written once, by the
-- document's creator; notes and review steps notify the people of the analysis (type variance-analysis), never the
-- author; every change is broadcast on the organization's topic; a state override needs its reason.
begin;
select plan(18);

insert into auth.users (id, email) values ('a8000000-0000-4000-8000-0000000000b1', 'bk@rules80.test'),
  ('a8000000-0000-4000-8000-0000000000b2', 'rv@rules80.test'), ('a8000000-0000-4000-8000-0000000000b3', 'ad@rules80.test'),
  ('a8000000-0000-4000-8000-0000000000b4', 'other@rules80.test');
update public.users set role = 'bookkeeper', first_name = 'Bea' where id in ('a8000000-0000-4000-8000-0000000000b1', 'a8000000-0000-4000-8000-0000000000b2', 'a8000000-0000-4000-8000-0000000000b4');
update public.users set role = 'admin', first_name = 'Ada' where id = 'a8000000-0000-4000-8000-0000000000b3';
insert into public.organizations (id, legal_name) values ('b8000000-0000-4000-8000-0000000000a0', 'Rules Org'), ('b8000000-0000-4000-8000-0000000000b0', 'Other Org');
insert into public.bookkeeper_assignments values ('b8000000-0000-4000-8000-0000000000a0', 'a8000000-0000-4000-8000-0000000000b1', true);
insert into public.reviewer_assignments values ('b8000000-0000-4000-8000-0000000000a0', 'a8000000-0000-4000-8000-0000000000b2');
insert into public.variance_analyses (id, organization_id, start_date, end_date, threshold_percentage, threshold_amount_cents) values
  ('d8000000-0000-4000-8000-0000000000c1', 'b8000000-0000-4000-8000-0000000000a0', '2026-03-01', '2026-03-31', 10, 100000);
insert into public.collab_documents (id, organization_id, kind, created_by) values
  ('variance-note.r80-1', 'b8000000-0000-4000-8000-0000000000a0', 'variance_note', 'a8000000-0000-4000-8000-0000000000b1'),
  ('variance-note.r80-2', 'b8000000-0000-4000-8000-0000000000a0', 'variance_note', 'a8000000-0000-4000-8000-0000000000b3'),
  ('variance-note.r80-other', 'b8000000-0000-4000-8000-0000000000b0', 'variance_note', 'a8000000-0000-4000-8000-0000000000b1');

set local role authenticated;
set local request.jwt.claims = '{"sub": "a8000000-0000-4000-8000-0000000000b1", "role": "authenticated"}';

select throws_ok($$update public.variance_analyses set reviewer_id = 'a8000000-0000-4000-8000-0000000000b4'
  where id = 'd8000000-0000-4000-8000-0000000000c1'$$, '23514', 'The reviewer must review this organization',
  'a reviewer must review the organization');
select lives_ok($$update public.variance_analyses set reviewer_id = 'a8000000-0000-4000-8000-0000000000b2'
  where id = 'd8000000-0000-4000-8000-0000000000c1'$$, 'the organization''s reviewer may be chosen');
select throws_ok($$insert into public.variance_notes (id, organization_id, variance_analysis_id, path, collab_document_id, content)
  values ('d8000000-0000-4000-8000-0000000000c9', 'b8000000-0000-4000-8000-0000000000a0', 'd8000000-0000-4000-8000-0000000000c1',
  'pnl:7', 'variance-note.r80-other', 'x')$$, '23514', 'The note''s document must be a variance note of its organization',
  'a note cannot take another organization''s document');
select lives_ok($$insert into public.variance_notes (id, organization_id, variance_analysis_id, type, path, path_v2, collab_document_id, content, user_id)
  values ('d8000000-0000-4000-8000-0000000000c2', 'b8000000-0000-4000-8000-0000000000a0', 'd8000000-0000-4000-8000-0000000000c1',
  'client', 'pnl:7', 'Expenses > Rent', 'variance-note.r80-1', 'Rent doubled', auth.uid())$$, 'the bookkeeper writes a note');
select throws_ok($$select private.seed_collab_document('variance-note.r80-2', '\x00'::bytea)$$, '42501',
  'Only the creator of a document writes its first text', 'only the document''s creator writes its first text');
select lives_ok($$select private.seed_collab_document('variance-note.r80-1', '\x01'::bytea)$$, 'the creator writes it');
select throws_ok($$select private.seed_collab_document('variance-note.r80-1', '\x02'::bytea)$$, '23505',
  'This document has its text already', '... once');

set local request.jwt.claims = '{"sub": "a8000000-0000-4000-8000-0000000000b3", "role": "authenticated"}';
insert into public.variance_notes (id, organization_id, variance_analysis_id, type, path, answer_to, collab_document_id, content, user_id)
  values ('d8000000-0000-4000-8000-0000000000c3', 'b8000000-0000-4000-8000-0000000000a0', 'd8000000-0000-4000-8000-0000000000c1',
  'internal', 'somewhere-else', 'd8000000-0000-4000-8000-0000000000c2', 'variance-note.r80-2', 'Explain', 'a8000000-0000-4000-8000-0000000000b1');
reset role;

select results_eq($$select path, path_v2, type, user_id, author_role::text from public.variance_notes where id = 'd8000000-0000-4000-8000-0000000000c3'$$,
  $$values ('pnl:7', 'Expenses > Rent', 'client', 'a8000000-0000-4000-8000-0000000000b3'::uuid, 'admin')$$,
  'a reply keeps its note''s line and type; its author and role are the caller''s whatever the row said');
select results_eq($$select user_id from public.notifications where type = 'variance-analysis'
  and metadata ->> 'noteId' = 'd8000000-0000-4000-8000-0000000000c3' order by user_id$$,
  $$values ('a8000000-0000-4000-8000-0000000000b1'::uuid), ('a8000000-0000-4000-8000-0000000000b2'::uuid)$$,
  'a note tells the bookkeeper and the reviewer, not its author');
select is((select metadata ->> 'link' from public.notifications where type = 'variance-analysis'
  and metadata ->> 'noteId' = 'd8000000-0000-4000-8000-0000000000c3' and user_id = 'a8000000-0000-4000-8000-0000000000b1'),
  '/bookkeeper/client/b8000000-0000-4000-8000-0000000000a0/variance', 'a bookkeeper''s link opens the bookkeeper workspace');
select ok(exists (select 1 from realtime.messages where topic = 'org:b8000000-0000-4000-8000-0000000000a0' and event = 'close_changed'
  and payload ->> 'table' = 'variance_notes'), 'a note is broadcast on the organization''s topic');

set local role authenticated;
set local request.jwt.claims = '{"sub": "a8000000-0000-4000-8000-0000000000b2", "role": "authenticated"}';
update public.variance_analyses set submitted_at = now() where id = 'd8000000-0000-4000-8000-0000000000c1';
reset role;
select is((select count(*)::int from public.notifications where type = 'variance-analysis' and metadata ->> 'kind' = 'variance-submitted'
  and user_id = 'a8000000-0000-4000-8000-0000000000b1'), 1, 'submitting tells the bookkeeper');

delete from public.variance_notes where id = 'd8000000-0000-4000-8000-0000000000c2';
select is((select count(*)::int from public.collab_documents where id in ('variance-note.r80-1', 'variance-note.r80-2')), 0,
  'deleting a note deletes its document and its replies'' documents');
select throws_ok($$insert into public.books_trackings (organization_id, month, state_override, override_at)
  values ('b8000000-0000-4000-8000-0000000000a0', '2026-03-01', 'amc-os', now())$$, '23514', null, 'an override needs its reason');
select throws_ok($$insert into public.books_trackings (organization_id, month, state_override, override_reason, override_at)
  values ('b8000000-0000-4000-8000-0000000000a0', '2026-03-01', 'done', 'x', now())$$, '23514', null,
  'only the spec''s state_override values are stored');

-- the tracker's facts answer only the clients whose close the caller may read
set local role authenticated;
set local request.jwt.claims = '{"sub": "a8000000-0000-4000-8000-0000000000b1", "role": "authenticated"}';
select results_eq($$select "organizationId" from public.books_tracker_facts('2026-03-01')$$,
  $$values ('b8000000-0000-4000-8000-0000000000a0'::uuid)$$, 'the tracker answers a bookkeeper their clients');
set local request.jwt.claims = '{"sub": "a8000000-0000-4000-8000-0000000000b4", "role": "authenticated"}';
select is_empty($$select 1 from public.books_tracker_facts('2026-03-01')$$, '... and a bookkeeper of no client none');
set local request.jwt.claims = '{"sub": "a8000000-0000-4000-8000-0000000000b3", "role": "authenticated"}';
select ok((select count(*) >= 2 from public.books_tracker_facts('2026-03-01')), '... and an admin every client');
reset role;

select * from finish();
rollback;
