-- The variance notes a firm shares with its client (supabase/schemas/14_close.sql): a client's
-- member reads the shared notes only, with their month and authors through public.shared_variance_notes (not the
-- analyses); answers a shared note of their own organization with a reply of type 'client', never an internal note,
-- never a note of their own on a line, never another organization's; a client of another organization sees nothing;
-- the reply notifies the analysis' preparer, bookkeeper and reviewer, and leaves the derived status's facts alone;
-- a note the firm shares notifies the client's members (14_close.sql), an internal one does not.
begin;
select plan(22);

insert into auth.users (id, email) values ('a8100000-0000-4000-8000-000000000001', 'cl@notes81.test'),
  ('a8100000-0000-4000-8000-000000000002', 'oc@notes81.test'), ('a8100000-0000-4000-8000-000000000003', 'bk@notes81.test'),
  ('a8100000-0000-4000-8000-000000000004', 'rv@notes81.test');
update public.users set role = 'bookkeeper', first_name = 'Bea', last_name = 'Keeper'
  where id in ('a8100000-0000-4000-8000-000000000003', 'a8100000-0000-4000-8000-000000000004');
update public.users set first_name = 'Cleo', last_name = 'Client' where id = 'a8100000-0000-4000-8000-000000000001';
insert into public.organizations (id, legal_name) values ('b8100000-0000-4000-8000-00000000000a', 'Notes Org A'),
  ('b8100000-0000-4000-8000-00000000000b', 'Notes Org B');
insert into public.organization_members values ('b8100000-0000-4000-8000-00000000000a', 'a8100000-0000-4000-8000-000000000001', 'user'),
  ('b8100000-0000-4000-8000-00000000000b', 'a8100000-0000-4000-8000-000000000002', 'admin');
insert into public.bookkeeper_assignments values ('b8100000-0000-4000-8000-00000000000a', 'a8100000-0000-4000-8000-000000000003', true),
  ('b8100000-0000-4000-8000-00000000000b', 'a8100000-0000-4000-8000-000000000003', true);
insert into public.reviewer_assignments values ('b8100000-0000-4000-8000-00000000000a', 'a8100000-0000-4000-8000-000000000004');
insert into public.variance_analyses (id, organization_id, start_date, end_date, reviewer_id, threshold_percentage,
  threshold_amount_cents, last_sent_at, created_by) values
  ('d8100000-0000-4000-8000-000000000001', 'b8100000-0000-4000-8000-00000000000a', '2026-03-01', '2026-03-31',
   'a8100000-0000-4000-8000-000000000004', 10, 100000, now() - interval '1 day', 'a8100000-0000-4000-8000-000000000003'),
  ('d8100000-0000-4000-8000-000000000002', 'b8100000-0000-4000-8000-00000000000b', '2026-03-01', '2026-03-31', null, 10, 100000,
   null, 'a8100000-0000-4000-8000-000000000003');
insert into public.collab_documents (id, organization_id, kind, created_by) values
  ('variance-note.n81-internal', 'b8100000-0000-4000-8000-00000000000a', 'variance_note', 'a8100000-0000-4000-8000-000000000003'),
  ('variance-note.n81-shared', 'b8100000-0000-4000-8000-00000000000a', 'variance_note', 'a8100000-0000-4000-8000-000000000003'),
  ('variance-note.n81-b', 'b8100000-0000-4000-8000-00000000000b', 'variance_note', 'a8100000-0000-4000-8000-000000000003'),
  ('variance-note.n81-r1', 'b8100000-0000-4000-8000-00000000000a', 'variance_note', 'a8100000-0000-4000-8000-000000000001'),
  ('variance-note.n81-r2', 'b8100000-0000-4000-8000-00000000000a', 'variance_note', 'a8100000-0000-4000-8000-000000000001'),
  ('variance-note.n81-r3', 'b8100000-0000-4000-8000-00000000000a', 'variance_note', 'a8100000-0000-4000-8000-000000000001'),
  ('variance-note.n81-r4', 'b8100000-0000-4000-8000-00000000000a', 'variance_note', 'a8100000-0000-4000-8000-000000000001');
insert into public.variance_notes (id, organization_id, variance_analysis_id, type, path, path_v2, collab_document_id, user_id, content) values
  ('d8100000-0000-4000-8000-000000000011', 'b8100000-0000-4000-8000-00000000000a', 'd8100000-0000-4000-8000-000000000001',
   'internal', 'pnl:7', 'Expenses > Rent', 'variance-note.n81-internal', 'a8100000-0000-4000-8000-000000000003', 'Rent doubled'),
  ('d8100000-0000-4000-8000-000000000012', 'b8100000-0000-4000-8000-00000000000a', 'd8100000-0000-4000-8000-000000000001',
   'client', 'pnl:8', 'Income > Sales', 'variance-note.n81-shared', 'a8100000-0000-4000-8000-000000000003', 'Any invoices to send?'),
  ('d8100000-0000-4000-8000-000000000013', 'b8100000-0000-4000-8000-00000000000b', 'd8100000-0000-4000-8000-000000000002',
   'client', 'pnl:8', 'Income > Sales', 'variance-note.n81-b', 'a8100000-0000-4000-8000-000000000003', 'Org B''s question');

/** Section: the client of A reads what is shared with it, and only that */
set local role authenticated;
set local request.jwt.claims = '{"sub": "a8100000-0000-4000-8000-000000000001", "role": "authenticated"}';

select results_eq($$select id from public.variance_notes order by id$$,
  $$values ('d8100000-0000-4000-8000-000000000012'::uuid)$$, 'a member reads the shared note only, through RLS');
select results_eq($$select id, month, "pathV2", "firstName", "lastName", role from public.shared_variance_notes('b8100000-0000-4000-8000-00000000000a')$$,
  $$values ('d8100000-0000-4000-8000-000000000012'::uuid, '2026-03-01', 'Income > Sales', 'Bea', 'Keeper', 'bookkeeper')$$,
  'the client''s read gives the shared note with its month and its author''s name and role');
select is_empty($$select 1 from public.variance_analyses$$, 'the client still reads no analysis');
select is_empty($$select 1 from public.shared_variance_notes('b8100000-0000-4000-8000-00000000000b')$$,
  'another organization''s shared notes are not the client''s to read');

/** Section: the client of A replies to the shared note, and nothing else */
select lives_ok($$insert into public.variance_notes (id, organization_id, variance_analysis_id, type, path, answer_to, collab_document_id, content)
  values ('d8100000-0000-4000-8000-000000000021', 'b8100000-0000-4000-8000-00000000000a', 'd8100000-0000-4000-8000-000000000001',
  'client', 'reply', 'd8100000-0000-4000-8000-000000000012', 'variance-note.n81-r1', 'Two invoices go out Monday')$$,
  'a member replies to a note shared with them');
select results_eq($$select type, path, path_v2, author_role::text, user_id from public.variance_notes where id = 'd8100000-0000-4000-8000-000000000021'$$,
  $$values ('client'::text, 'pnl:8'::text, 'Income > Sales'::text, 'user'::text, 'a8100000-0000-4000-8000-000000000001'::uuid)$$,
  'the reply keeps its note''s line, is shared, and is the client''s (role user)');
select throws_ok($$insert into public.variance_notes (organization_id, variance_analysis_id, type, path, answer_to, collab_document_id, content)
  values ('b8100000-0000-4000-8000-00000000000a', 'd8100000-0000-4000-8000-000000000001', 'client', 'reply',
  'd8100000-0000-4000-8000-000000000011', 'variance-note.n81-r2', 'What lease?')$$, '42501', null,
  'a member cannot answer an internal note (the reply would be internal)');
select throws_ok($$insert into public.variance_notes (organization_id, variance_analysis_id, type, path, collab_document_id, content)
  values ('b8100000-0000-4000-8000-00000000000a', 'd8100000-0000-4000-8000-000000000001', 'client', 'pnl:8',
  'variance-note.n81-r2', 'My own note')$$, '42501', null, 'a member cannot write a note of their own on a line');
select throws_ok($$insert into public.variance_notes (organization_id, variance_analysis_id, type, path, collab_document_id, content)
  values ('b8100000-0000-4000-8000-00000000000a', 'd8100000-0000-4000-8000-000000000001', 'internal', 'pnl:8',
  'variance-note.n81-r2', 'Internal')$$, '42501', null, 'a member cannot write an internal note');
select results_eq($$select count(*)::int from public.collab_documents where id in ('variance-note.n81-r1', 'variance-note.n81-internal')$$,
  $$values (1)$$, 'the reply''s document opens for the client with it; the internal note''s does not');
update public.variance_notes set resolved_at = now(), content = 'changed' where id = 'd8100000-0000-4000-8000-000000000012';
select is((select count(*)::int from public.variance_notes where id = 'd8100000-0000-4000-8000-000000000012' and resolved_at is null), 1,
  'the shared note stays as the firm left it (a client resolves nothing)');
select is((select content from public.shared_variance_notes('b8100000-0000-4000-8000-00000000000a')
  where id = 'd8100000-0000-4000-8000-000000000012'), 'Any invoices to send?', 'a client''s update changes nothing');
select throws_ok($$insert into public.collab_documents (id, organization_id, kind) values ('variance-note.n81-forB',
  'b8100000-0000-4000-8000-00000000000b', 'variance_note')$$, '42501', null,
  'a member creates no variance-note document in another organization');

/** Section: a client of B sees nothing of A and answers nothing of A's */
set local request.jwt.claims = '{"sub": "a8100000-0000-4000-8000-000000000002", "role": "authenticated"}';
select results_eq($$select id from public.variance_notes order by id$$,
  $$values ('d8100000-0000-4000-8000-000000000013'::uuid)$$, 'the client of B reads B''s shared note only');
select is_empty($$select 1 from public.shared_variance_notes('b8100000-0000-4000-8000-00000000000a')$$,
  'the client of B reads nothing of A through the client''s read');
select throws_ok($$insert into public.variance_notes (organization_id, variance_analysis_id, type, path, answer_to, collab_document_id, content)
  values ('b8100000-0000-4000-8000-00000000000a', 'd8100000-0000-4000-8000-000000000001', 'client', 'reply',
  'd8100000-0000-4000-8000-000000000012', 'variance-note.n81-r4', 'Not mine')$$, '42501', null,
  'the client of B cannot answer A''s shared note');
select throws_ok($$insert into public.variance_notes (organization_id, variance_analysis_id, type, path, answer_to, collab_document_id, content)
  values ('b8100000-0000-4000-8000-00000000000b', 'd8100000-0000-4000-8000-000000000002', 'client', 'reply',
  'd8100000-0000-4000-8000-000000000012', 'variance-note.n81-b', 'Across')$$, '23514', 'A reply must answer a note of the same analysis',
  'a reply in B cannot answer A''s note');

/** Section: what the reply did (as the migration owner) */
reset role;
select results_eq($$select user_id from public.notifications where type = 'variance-analysis'
  and metadata ->> 'noteId' = 'd8100000-0000-4000-8000-000000000021' order by user_id$$,
  $$values ('a8100000-0000-4000-8000-000000000003'::uuid), ('a8100000-0000-4000-8000-000000000004'::uuid)$$,
  'the reply tells the preparer and bookkeeper and the reviewer (type variance-analysis), once each');
select is((select metadata ->> 'message' from public.notifications where metadata ->> 'noteId' = 'd8100000-0000-4000-8000-000000000021' limit 1),
  'Cleo Client (client) replied to a shared note on Notes Org A''s variance analysis for March 2026', 'the notification says who replied to what');
select is((select max(created_at) from public.variance_notes where variance_analysis_id = 'd8100000-0000-4000-8000-000000000001'
  and author_role in ('admin', 'owner')), null, 'a client''s reply adds no admin or owner note: the derived status stands');

select results_eq($$select user_id, metadata ->> 'message', metadata ->> 'link' from public.notifications
  where metadata ->> 'noteId' = 'd8100000-0000-4000-8000-000000000012' and metadata ->> 'kind' = 'variance-note-shared'$$,
  $$values ('a8100000-0000-4000-8000-000000000001'::uuid, 'Bea Keeper shared a note on Income > Sales for March 2026',
    '/accounting/month-end-notes')$$, 'a shared note tells the client''s member, with a link to their month-end notes');
select is_empty($$select 1 from public.notifications n join public.organization_members m on m.user_id = n.user_id
  where n.metadata ->> 'noteId' in ('d8100000-0000-4000-8000-000000000011', 'd8100000-0000-4000-8000-000000000021')$$,
  'an internal note, or the client''s own reply, tells no client member');

select * from finish();
rollback;
