-- People's words belong to them (supabase/schemas/23_edit_history.sql, 14_close.sql, 06_amc.sql): a client's reply to a
-- month-end note is changed by the client alone (never by the firm, in the row or in its live document), an answer
-- to a question by whoever gave it, a request comment by its author; each change keeps the words it replaced, one
-- revision per sitting, readable by whoever reads the words and by nobody else; nobody writes a revision by hand.
begin;
select plan(29);

insert into auth.users (id, email) values ('a8200000-0000-4000-8000-000000000001', 'cl@edits82.test'),
  ('a8200000-0000-4000-8000-000000000002', 'cl2@edits82.test'), ('a8200000-0000-4000-8000-000000000003', 'bk@edits82.test'),
  ('a8200000-0000-4000-8000-000000000004', 'other@edits82.test');
update public.users set role = 'bookkeeper', first_name = 'Bea', last_name = 'Keeper' where id = 'a8200000-0000-4000-8000-000000000003';
update public.users set first_name = 'Cleo', last_name = 'Client' where id = 'a8200000-0000-4000-8000-000000000001';
insert into public.organizations (id, legal_name) values ('b8200000-0000-4000-8000-00000000000a', 'Edits Org A'),
  ('b8200000-0000-4000-8000-00000000000b', 'Edits Org B');
insert into public.organization_members values ('b8200000-0000-4000-8000-00000000000a', 'a8200000-0000-4000-8000-000000000001', 'user'),
  ('b8200000-0000-4000-8000-00000000000a', 'a8200000-0000-4000-8000-000000000002', 'user'),
  ('b8200000-0000-4000-8000-00000000000b', 'a8200000-0000-4000-8000-000000000004', 'admin');
insert into public.bookkeeper_assignments values ('b8200000-0000-4000-8000-00000000000a', 'a8200000-0000-4000-8000-000000000003', true);
insert into public.variance_analyses (id, organization_id, start_date, end_date, threshold_percentage, threshold_amount_cents,
  last_sent_at, created_by) values ('d8200000-0000-4000-8000-000000000001', 'b8200000-0000-4000-8000-00000000000a',
  '2026-03-01', '2026-03-31', 10, 100000, now(), 'a8200000-0000-4000-8000-000000000003');
insert into public.collab_documents (id, organization_id, kind, created_by) values
  ('variance-note.n82-shared', 'b8200000-0000-4000-8000-00000000000a', 'variance_note', 'a8200000-0000-4000-8000-000000000003'),
  ('variance-note.n82-reply', 'b8200000-0000-4000-8000-00000000000a', 'variance_note', 'a8200000-0000-4000-8000-000000000001');
insert into public.variance_notes (id, organization_id, variance_analysis_id, type, path, collab_document_id, user_id, content) values
  ('d8200000-0000-4000-8000-000000000012', 'b8200000-0000-4000-8000-00000000000a', 'd8200000-0000-4000-8000-000000000001',
   'client', 'pnl:8', 'variance-note.n82-shared', 'a8200000-0000-4000-8000-000000000003', 'Any invoices to send?');
insert into public.variance_notes (id, organization_id, variance_analysis_id, type, path, answer_to, collab_document_id, user_id, content)
  values ('d8200000-0000-4000-8000-000000000021', 'b8200000-0000-4000-8000-00000000000a', 'd8200000-0000-4000-8000-000000000001',
   'client', 'reply', 'd8200000-0000-4000-8000-000000000012', 'variance-note.n82-reply', 'a8200000-0000-4000-8000-000000000001',
   'Two invoices go out Monday');
insert into public.amc_questions (id, organization_id, account_name, transaction_id, amount, questions) values
  ('e8200000-0000-4000-8000-000000000001', 'b8200000-0000-4000-8000-00000000000a', 'Ask My Client', 'purchase:82', 4200, '{class}');
insert into public.customer_requests (id, organization_id, request, requester_id) values
  ('f8200000-0000-4000-8000-000000000001', 'b8200000-0000-4000-8000-00000000000a', 'Please send the W-9', 'a8200000-0000-4000-8000-000000000001');
insert into public.customer_request_comments (id, request_id, organization_id, author_id, content) values
  ('f8200000-0000-4000-8000-000000000011', 'f8200000-0000-4000-8000-000000000001', 'b8200000-0000-4000-8000-00000000000a',
   'a8200000-0000-4000-8000-000000000001', 'Attached it');

set local role authenticated;

/** Section: the firm does not change the client's reply */
set local request.jwt.claims = '{"sub": "a8200000-0000-4000-8000-000000000003", "role": "authenticated"}';
select throws_ok($$update public.variance_notes set content = 'Nothing goes out' where id = 'd8200000-0000-4000-8000-000000000021'$$,
  '42501', 'Only the person who wrote a reply can change it', 'the bookkeeper cannot change the client''s reply');
select lives_ok($$update public.variance_notes set resolved_at = now(), resolved_by = auth.uid() where id = 'd8200000-0000-4000-8000-000000000021'$$,
  'the bookkeeper still resolves the thread');
select lives_ok($$update public.variance_notes set content = 'Any invoices to send this month?' where id = 'd8200000-0000-4000-8000-000000000012'$$,
  'the bookkeeper edits the firm''s own note');
select is(private.can_write_collab_document('variance-note.n82-reply'), false, 'the reply''s live document is read-only for the firm');
select is(private.can_write_collab_document('variance-note.n82-shared'), true, 'the firm''s note stays co-edited by its staff');

/** Section: the client changes their own reply, and only its words */
set local request.jwt.claims = '{"sub": "a8200000-0000-4000-8000-000000000001", "role": "authenticated"}';
select is(private.can_write_collab_document('variance-note.n82-reply'), true, 'the author writes their reply''s document');
select lives_ok($$update public.variance_notes set content = 'Three invoices go out Monday' where id = 'd8200000-0000-4000-8000-000000000021'$$,
  'the client edits their reply');
select lives_ok($$update public.variance_notes set content = 'Three invoices go out Tuesday' where id = 'd8200000-0000-4000-8000-000000000021'$$,
  'and edits it again in the same sitting');
select throws_ok($$update public.variance_notes set resolved_at = null where id = 'd8200000-0000-4000-8000-000000000021'$$,
  '42501', 'You can change only the words of your own reply', 'the client reopens nothing');
select results_eq($$select words ->> 'content', "editedBy", "firstName" from public.edit_history('variance_note', 'd8200000-0000-4000-8000-000000000021')$$,
  $$values ('Two invoices go out Monday'::text, 'a8200000-0000-4000-8000-000000000001'::uuid, 'Cleo'::text)$$,
  'one sitting keeps one revision: the words before it, with who changed them');
select results_eq($$select words ->> 'content', "firstName" from public.edit_history('variance_note', 'd8200000-0000-4000-8000-000000000012')$$,
  $$values ('Any invoices to send?'::text, 'Bea'::text)$$,
  'the client sees the history of the firm''s shared note, and who of their team changed it');
select throws_ok($$insert into public.edit_revisions (organization_id, subject, subject_id, words)
  values ('b8200000-0000-4000-8000-00000000000a', 'variance_note', 'd8200000-0000-4000-8000-000000000021', '{"content": "forged"}')$$,
  '42501', null, 'nobody writes a revision by hand');
select is((select count(*)::int from public.edit_revisions where subject = 'variance_note'), 2, 'the client reads the history of what it reads');
select throws_ok($$update public.edit_revisions set words = '{"content": "rewritten"}'$$, '42501', null, 'nor rewrites one');
select throws_ok($$delete from public.edit_revisions$$, '42501', null, 'nor removes one');

/** Section: an answer is its author's */
select lives_ok($$update public.amc_questions set answers = '{"class": "Meals"}', client_response = 'Team lunch', status = 'responded'
  where id = 'e8200000-0000-4000-8000-000000000001'$$, 'the client answers');
select is((select answered_by from public.amc_questions where id = 'e8200000-0000-4000-8000-000000000001'),
  'a8200000-0000-4000-8000-000000000001'::uuid, 'the answer is theirs');
select is_empty($$select 1 from public.edit_history('amc_answer', 'e8200000-0000-4000-8000-000000000001')$$, 'a first answer is not an edit');
set local request.jwt.claims = '{"sub": "a8200000-0000-4000-8000-000000000003", "role": "authenticated"}';
select throws_ok($$update public.amc_questions set client_response = 'Client dinner' where id = 'e8200000-0000-4000-8000-000000000001'$$,
  '42501', 'Only the person who answered a question can change the answer', 'the bookkeeper cannot change the client''s answer');
update public.amc_questions set answered_by = auth.uid(), bookkeeper_feedback = 'Thanks' where id = 'e8200000-0000-4000-8000-000000000001';
select is((select answered_by from public.amc_questions where id = 'e8200000-0000-4000-8000-000000000001'),
  'a8200000-0000-4000-8000-000000000001'::uuid, 'nor take the answer over by naming themselves its author');
set local request.jwt.claims = '{"sub": "a8200000-0000-4000-8000-000000000002", "role": "authenticated"}';
select throws_ok($$update public.amc_questions set answers = '{"class": "Travel"}' where id = 'e8200000-0000-4000-8000-000000000001'$$,
  '42501', 'Only the person who answered a question can change the answer', 'another member of the client cannot either');
set local request.jwt.claims = '{"sub": "a8200000-0000-4000-8000-000000000001", "role": "authenticated"}';
select lives_ok($$update public.amc_questions set answers = '{"class": "Travel"}', client_response = 'Flight to Denver'
  where id = 'e8200000-0000-4000-8000-000000000001'$$, 'the person who answered changes their answer');
select results_eq($$select words -> 'answers' ->> 'class', words ->> 'clientResponse' from public.edit_history('amc_answer', 'e8200000-0000-4000-8000-000000000001')$$,
  $$values ('Meals'::text, 'Team lunch'::text)$$, 'and the earlier answer is kept');

/** Section: a comment is its author's */
select lives_ok($$update public.customer_request_comments set content = 'Attached it (signed)' where id = 'f8200000-0000-4000-8000-000000000011'$$,
  'the author edits their comment');
set local request.jwt.claims = '{"sub": "a8200000-0000-4000-8000-000000000003", "role": "authenticated"}';
update public.customer_request_comments set content = 'Not attached' where id = 'f8200000-0000-4000-8000-000000000011';
select is((select content from public.customer_request_comments where id = 'f8200000-0000-4000-8000-000000000011'),
  'Attached it (signed)', 'the bookkeeper changes nothing of the client''s comment');
select results_eq($$select words ->> 'content' from public.edit_history('request_comment', 'f8200000-0000-4000-8000-000000000011')$$,
  $$values ('Attached it'::text)$$, 'the bookkeeper reads the comment''s history');

/** Section: another organization reads nothing */
set local request.jwt.claims = '{"sub": "a8200000-0000-4000-8000-000000000004", "role": "authenticated"}';
select is_empty($$select 1 from public.edit_revisions$$, 'another organization''s admin reads no revision');
select is_empty($$select 1 from public.edit_history('variance_note', 'd8200000-0000-4000-8000-000000000021')$$,
  'nor any history through the read');

reset role;
select is((select count(*)::int from public.edit_revisions), 4, 'what the client tried to rewrite or delete stands');

select * from finish();
rollback;
