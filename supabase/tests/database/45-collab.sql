-- Collaborative documents: who may open and create them, and that stored Yjs updates stay server-only. A generic kind
-- ('test_note'): variance notes' documents open only with their note (09-close-access-matrix.sql).
begin;
create extension if not exists pgtap with schema extensions;
select plan(11);

insert into auth.users (id, email) values
  ('c5000000-0000-4000-8000-000000000001', 'collab-client-a@test.local'),
  ('c5000000-0000-4000-8000-000000000002', 'collab-client-b@test.local'),
  ('c5000000-0000-4000-8000-000000000003', 'collab-bk@test.local');
update public.users set role = 'bookkeeper' where id = 'c5000000-0000-4000-8000-000000000003';
insert into public.organizations (id, legal_name) values
  ('c5000000-0000-4000-8000-00000000000a', 'Collab Org A'), ('c5000000-0000-4000-8000-00000000000b', 'Collab Org B');
insert into public.organization_members (organization_id, user_id) values
  ('c5000000-0000-4000-8000-00000000000a', 'c5000000-0000-4000-8000-000000000001'),
  ('c5000000-0000-4000-8000-00000000000b', 'c5000000-0000-4000-8000-000000000002');
insert into public.bookkeeper_assignments (organization_id, user_id) values
  ('c5000000-0000-4000-8000-00000000000a', 'c5000000-0000-4000-8000-000000000003');
insert into public.collab_documents (id, organization_id, kind) values
  ('collab-test-a', 'c5000000-0000-4000-8000-00000000000a', 'test_note'),
  ('collab-test-b', 'c5000000-0000-4000-8000-00000000000b', 'test_note');
insert into public.collab_document_updates (document_id, update) values ('collab-test-a', '\x00'::bytea);

select ok((select relrowsecurity from pg_class where oid = 'public.collab_documents'::regclass), 'RLS is on for collab_documents');
select ok((select relrowsecurity from pg_class where oid = 'public.collab_document_updates'::regclass), 'RLS is on for collab_document_updates');
select throws_ok($$insert into public.collab_documents (id, organization_id, kind) values ('bad id/with slash', 'c5000000-0000-4000-8000-00000000000a', 'x')$$,
  '23514', null, 'a document id must be usable as a room name');

set local role authenticated;
set local request.jwt.claims = '{"sub":"c5000000-0000-4000-8000-000000000001","role":"authenticated"}';
select is((select array_agg(id) from public.collab_documents), array['collab-test-a'], 'a member opens only their organization''s documents');
select lives_ok($$insert into public.collab_documents (id, organization_id, kind) values ('collab-test-a2', 'c5000000-0000-4000-8000-00000000000a', 'test_note')$$,
  'a member creates a document in their organization');
select is((select created_by from public.collab_documents where id = 'collab-test-a2'), 'c5000000-0000-4000-8000-000000000001'::uuid, 'the creator is recorded');
select throws_ok($$insert into public.collab_documents (id, organization_id, kind) values ('collab-test-b2', 'c5000000-0000-4000-8000-00000000000b', 'test_note')$$,
  '42501', null, 'a member cannot create a document in another organization');
select throws_ok($$select * from public.collab_document_updates$$, '42501', null, 'users cannot read stored updates');
select throws_ok($$insert into public.collab_document_updates (document_id, update) values ('collab-test-a', '\x00')$$, '42501', null, 'users cannot write stored updates');

set local request.jwt.claims = '{"sub":"c5000000-0000-4000-8000-000000000003","role":"authenticated"}';
select is((select array_agg(id order by id) from public.collab_documents), array['collab-test-a', 'collab-test-a2'], 'the assigned bookkeeper opens the organization''s documents');

reset role;
delete from public.organizations where id = 'c5000000-0000-4000-8000-00000000000a';
select is((select count(*)::int from public.collab_document_updates where document_id = 'collab-test-a'), 0, 'deleting an organization removes its documents and their updates');

select * from finish();
rollback;
