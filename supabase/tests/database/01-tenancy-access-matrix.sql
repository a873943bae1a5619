-- Access matrix, tenancy: 9 kinds of caller x every table the tenancy migrations create (up to public.audit_log) and
-- Storage's `files` bucket x select/insert/update/delete against organization A's data. Each VALUES row names the
-- callers ALLOWED to do that; every other caller must be refused, which is what proves there are no cross-tenant reads
-- or writes. tests.access_attempt (00-access-attempt.sql) says what happened: allowed = exactly one row read or
-- written; refused = SQLSTATE 42501 (privilege, RLS, or a guard trigger, all of which raise 42501) or no row; any other
-- outcome (a missing column, a constraint, a broken helper, several rows) matches neither expectation, so the
-- assertion fails and shows the SQLSTATE and message. Every statement also runs as `pg`, the migration owner (RLS
-- does not apply to it): it must touch exactly one row there, so a refusal below is never a statement that could not
-- have worked anyway. 03-ledger-access-matrix.sql covers the tables created after public.audit_log.
--   an = anon, oa = client org admin of A, ou = client org user of A, oc = client (org admin) of organization B,
--   bk = primary bookkeeper of A, bu = bookkeeper assigned nowhere, rv = reviewer of A (bookkeeper role),
--   ad = admin, ow = owner, pg = the migration owner as a control (signed in as ow for auth.uid())
begin;

/** Section: fixtures (as the migration owner, so no policy or guard is involved) */
insert into auth.users (id, email, raw_user_meta_data) select v.id::uuid, v.email, '{"first_name":"T","last_name":"U"}'
from (values ('a1000000-0000-4000-8000-000000000001', 'oa@matrix.test'), ('a1000000-0000-4000-8000-000000000002', 'ou@matrix.test'),
  ('a1000000-0000-4000-8000-000000000003', 'oc@matrix.test'), ('a1000000-0000-4000-8000-000000000004', 'bk@matrix.test'),
  ('a1000000-0000-4000-8000-000000000005', 'bu@matrix.test'), ('a1000000-0000-4000-8000-000000000006', 'rv@matrix.test'),
  ('a1000000-0000-4000-8000-000000000007', 'ad@matrix.test'), ('a1000000-0000-4000-8000-000000000008', 'ow@matrix.test'),
  ('a1000000-0000-4000-8000-000000000010', 'spare-client@matrix.test'), ('a1000000-0000-4000-8000-000000000011', 'spare-bk@matrix.test'),
  ('a1000000-0000-4000-8000-000000000012', 'no-profile@matrix.test')) v(id, email);
delete from public.users where id = 'a1000000-0000-4000-8000-000000000012';
update public.users set role = 'bookkeeper' where id in ('a1000000-0000-4000-8000-000000000004', 'a1000000-0000-4000-8000-000000000005',
  'a1000000-0000-4000-8000-000000000006', 'a1000000-0000-4000-8000-000000000011');
update public.users set role = 'admin' where id = 'a1000000-0000-4000-8000-000000000007';
update public.users set role = 'owner' where id = 'a1000000-0000-4000-8000-000000000008';

insert into public.organization_groups (id, name) values ('c1000000-0000-4000-8000-000000000001', 'Matrix group');
insert into public.organizations (id, legal_name, organization_group_id) values
  ('b1000000-0000-4000-8000-00000000000a', 'Org A', 'c1000000-0000-4000-8000-000000000001'), ('b1000000-0000-4000-8000-00000000000b', 'Org B', null);
insert into public.organization_members values
  ('b1000000-0000-4000-8000-00000000000a', 'a1000000-0000-4000-8000-000000000001', 'admin'),
  ('b1000000-0000-4000-8000-00000000000a', 'a1000000-0000-4000-8000-000000000002', 'user'),
  ('b1000000-0000-4000-8000-00000000000b', 'a1000000-0000-4000-8000-000000000003', 'admin');
insert into public.bookkeeper_assignments values ('b1000000-0000-4000-8000-00000000000a', 'a1000000-0000-4000-8000-000000000004', true);
insert into public.reviewer_assignments values ('b1000000-0000-4000-8000-00000000000a', 'a1000000-0000-4000-8000-000000000006');
insert into public.user_permissions (user_id, permission) values ('a1000000-0000-4000-8000-000000000011', 'view_organization_list');
delete from public.permissions where name = 'edit_organization_reviewer'; -- free, so the insert row has a row it could add
insert into public.invitations (organization_id, email, first_name, last_name, token_hash, expires_at, invited_by) values
  ('b1000000-0000-4000-8000-00000000000a', 'invitee@matrix.test', 'In', 'Vitee', repeat('a', 64), now() + interval '7 days', 'a1000000-0000-4000-8000-000000000001');
insert into public.notifications (type, user_id, organization_id) values ('books', 'a1000000-0000-4000-8000-000000000001', 'b1000000-0000-4000-8000-00000000000a');
insert into public.organization_notes (organization_id, user_id, title) values ('b1000000-0000-4000-8000-00000000000a', 'a1000000-0000-4000-8000-000000000004', 'Note');
insert into public.message_templates (id, title) values ('c1000000-0000-4000-8000-000000000002', 'Template');
insert into public.task_definitions (slug, title) values ('matrix-fixture', 'Fixture task');
insert into public.organization_tasks (id, organization_id, task_id)
  select 'c1000000-0000-4000-8000-000000000003', 'b1000000-0000-4000-8000-00000000000a', id from public.task_definitions where slug = 'ledger-access';
insert into public.files (id, title, path, extension, organization_id, user_id) values
  ('c1000000-0000-4000-8000-000000000004', 'F', 'b1000000-0000-4000-8000-00000000000a/f.pdf', 'pdf', 'b1000000-0000-4000-8000-00000000000a', 'a1000000-0000-4000-8000-000000000002'),
  ('c1000000-0000-4000-8000-000000000005', 'F2', 'b1000000-0000-4000-8000-00000000000a/f2.pdf', 'pdf', 'b1000000-0000-4000-8000-00000000000a', 'a1000000-0000-4000-8000-000000000002');
insert into public.receipts (organization_id, file_id) values ('b1000000-0000-4000-8000-00000000000a', 'c1000000-0000-4000-8000-000000000004');
insert into public.customer_requests (id, organization_id, request, requester_id) values
  ('c1000000-0000-4000-8000-000000000006', 'b1000000-0000-4000-8000-00000000000a', 'Please', 'a1000000-0000-4000-8000-000000000002');
insert into public.customer_request_comments (request_id, organization_id, author_id, content) values
  ('c1000000-0000-4000-8000-000000000006', 'b1000000-0000-4000-8000-00000000000a', 'a1000000-0000-4000-8000-000000000002', 'Hi');
insert into public.customer_request_files values ('c1000000-0000-4000-8000-000000000006', 'c1000000-0000-4000-8000-000000000004', 'b1000000-0000-4000-8000-00000000000a');
insert into public.provider_setting_definitions (provider_id, key, name) values ('quickbooks', 'matrixKey', 'K'), ('quickbooks', 'matrixKey2', 'K2');
insert into public.provider_settings (organization_id, provider_id, setting_key, setting_value) values ('b1000000-0000-4000-8000-00000000000a', 'quickbooks', 'matrixKey', '"x"');
insert into public.amc_closeout_dates (organization_id, closeout_date, year, month) values ('b1000000-0000-4000-8000-00000000000a', 15, '2026', 'january');
insert into public.organization_feature_flags values ('b1000000-0000-4000-8000-00000000000a', 'taxes', true);
insert into public.email_outbox (to_email, subject, text) values ('someone@matrix.test', 'Hello', 'Body');
insert into public.audit_log (organization_id, actor, action) values ('b1000000-0000-4000-8000-00000000000a', 'system', 'matrix fixture');
insert into storage.objects (bucket_id, name) values ('files', 'b1000000-0000-4000-8000-00000000000a/f.pdf'), ('files', 'b1000000-0000-4000-8000-00000000000b/g.pdf');

/** Section: the names the statements use (`:NAME`, replaced whole-word by tests.fill_placeholders) */
create temp table placeholders (name text primary key, value text) on commit drop;
insert into placeholders select name, quote_literal(id) || '::uuid' from (values
  ('A', 'b1000000-0000-4000-8000-00000000000a'), ('G', 'c1000000-0000-4000-8000-000000000001'),
  ('OA', 'a1000000-0000-4000-8000-000000000001'), ('OU', 'a1000000-0000-4000-8000-000000000002'),
  ('BU', 'a1000000-0000-4000-8000-000000000005'), ('SPARE', 'a1000000-0000-4000-8000-000000000010'),
  ('SPAREBK', 'a1000000-0000-4000-8000-000000000011'), ('NOPROFILE', 'a1000000-0000-4000-8000-000000000012'),
  ('T', 'c1000000-0000-4000-8000-000000000002'), ('TASK', 'c1000000-0000-4000-8000-000000000003'),
  ('F', 'c1000000-0000-4000-8000-000000000004'), ('F2', 'c1000000-0000-4000-8000-000000000005'),
  ('R', 'c1000000-0000-4000-8000-000000000006')) v(name, id);
insert into placeholders select 'PAYROLL_TASK', quote_literal(id) || '::uuid' from public.task_definitions where slug = 'payroll-access';

/** Section: who may do what. Every statement aims at exactly one row of organization A (or one global row). */
create temp table matrix (tbl text, op text, stmt text, allowed text) on commit drop;
insert into matrix values
  ('organizations', 'select', 'select count(*) from public.organizations where id = :A', 'oa ou bk rv ad ow'),
  ('organizations', 'insert', 'insert into public.organizations (legal_name) values (''New Co'')', 'ad ow'),
  ('organizations', 'update', 'update public.organizations set legal_name = ''Renamed'' where id = :A', 'oa bk ad ow'),
  ('organizations', 'delete', 'delete from public.organizations where id = :A', 'ad ow'),
  ('organization_groups', 'select', 'select count(*) from public.organization_groups where id = :G', 'bk bu rv ad ow'),
  ('organization_groups', 'insert', 'insert into public.organization_groups (name) values (''G2'')', 'ad ow'),
  ('organization_groups', 'update', 'update public.organization_groups set name = ''G3'' where id = :G', 'ad ow'),
  ('organization_groups', 'delete', 'delete from public.organization_groups where id = :G', 'ad ow'),
  ('organization_members', 'select', 'select count(*) from public.organization_members where organization_id = :A and user_id = :OU', 'oa ou bk rv ad ow'),
  ('organization_members', 'insert', 'insert into public.organization_members values (:A, :SPARE, ''user'')', 'ad ow'),
  ('organization_members', 'update', 'update public.organization_members set org_role = ''admin'' where organization_id = :A and user_id = :OU', 'oa ad ow'),
  ('organization_members', 'delete', 'delete from public.organization_members where organization_id = :A and user_id = :OU', 'oa ad ow'),
  ('bookkeeper_assignments', 'select', 'select count(*) from public.bookkeeper_assignments where organization_id = :A', 'oa ou bk rv ad ow'),
  ('bookkeeper_assignments', 'insert', 'insert into public.bookkeeper_assignments values (:A, :SPAREBK, false)', 'ad ow'),
  ('bookkeeper_assignments', 'update', 'update public.bookkeeper_assignments set is_primary = false where organization_id = :A', 'ad ow'),
  ('bookkeeper_assignments', 'delete', 'delete from public.bookkeeper_assignments where organization_id = :A', 'ad ow'),
  ('reviewer_assignments', 'select', 'select count(*) from public.reviewer_assignments where organization_id = :A', 'oa ou bk rv ad ow'),
  ('reviewer_assignments', 'insert', 'insert into public.reviewer_assignments (organization_id, user_id) values (:A, :SPAREBK)', 'ad ow'),
  ('reviewer_assignments', 'update', 'update public.reviewer_assignments set created_at = now() where organization_id = :A', 'ad ow'),
  ('reviewer_assignments', 'delete', 'delete from public.reviewer_assignments where organization_id = :A', 'ad ow'),
  ('permissions', 'select', 'select count(*) from public.permissions where name = ''view_organization_list''', 'oa ou oc bk bu rv ad ow'),
  ('permissions', 'insert', 'insert into public.permissions values (''edit_organization_reviewer'', ''Edit organization reviewer'')', ''),
  ('permissions', 'update', 'update public.permissions set label = label || ''!'' where name = ''view_organization_list''', ''),
  ('permissions', 'delete', 'delete from public.permissions where name = ''edit_organization_bookkeeper''', ''),
  ('user_permissions', 'select', 'select count(*) from public.user_permissions where user_id = :SPAREBK', 'ad ow'),
  ('user_permissions', 'insert', 'insert into public.user_permissions (user_id, permission) values (:BU, ''view_organization_list'')', 'ad ow'),
  ('user_permissions', 'update', 'update public.user_permissions set granted_by = null where user_id = :SPAREBK', 'ad ow'),
  ('user_permissions', 'delete', 'delete from public.user_permissions where user_id = :SPAREBK', 'ad ow'),
  ('users', 'select', 'select count(*) from public.users where id = :OA', 'oa ou bk bu rv ad ow'),
  ('users', 'insert', 'insert into public.users (id, email) values (:NOPROFILE, ''no-profile@matrix.test'')', ''),
  ('users', 'update', 'update public.users set first_name = ''Changed'' where id = :OA', 'oa ad ow'),
  ('users', 'delete', 'delete from public.users where id = :OU', 'ad ow'),
  ('invitations', 'select', 'select count(*) from public.invitations where organization_id = :A', 'oa ad ow'),
  ('invitations', 'insert', 'insert into public.invitations (organization_id, email, first_name, last_name, token_hash, expires_at, invited_by) values (:A, ''new@matrix.test'', ''N'', ''P'', repeat(''b'', 64), now() + interval ''1 day'', auth.uid())', 'oa ad ow'),
  ('invitations', 'update', 'update public.invitations set revoked_at = now() where organization_id = :A', 'oa ad ow'),
  ('invitations', 'delete', 'delete from public.invitations where organization_id = :A', 'oa ad ow'),
  ('notifications', 'select', 'select count(*) from public.notifications where organization_id = :A and user_id = :OA', 'oa'),
  ('notifications', 'insert', 'insert into public.notifications (type, user_id, organization_id) values (''custom-message'', :OA, :A)', 'bk ad ow'),
  ('notifications', 'update', 'update public.notifications set status = ''read'' where organization_id = :A and user_id = :OA', 'oa'),
  ('notifications', 'delete', 'delete from public.notifications where organization_id = :A and user_id = :OA', 'oa'),
  ('organization_notes', 'select', 'select count(*) from public.organization_notes where organization_id = :A', 'bk rv ad ow'),
  ('organization_notes', 'insert', 'insert into public.organization_notes (organization_id, user_id, title) values (:A, auth.uid(), ''T'')', 'bk rv ad ow'),
  ('organization_notes', 'update', 'update public.organization_notes set content = ''x'' where organization_id = :A', 'bk ad ow'),
  ('organization_notes', 'delete', 'delete from public.organization_notes where organization_id = :A', 'bk ad ow'),
  ('message_templates', 'select', 'select count(*) from public.message_templates where id = :T', 'bk bu rv ad ow'),
  ('message_templates', 'insert', 'insert into public.message_templates (title) values (''T2'')', 'ad ow'),
  ('message_templates', 'update', 'update public.message_templates set content = ''x'' where id = :T', 'ad ow'),
  ('message_templates', 'delete', 'delete from public.message_templates where id = :T', 'ad ow'),
  ('task_definitions', 'select', 'select count(*) from public.task_definitions where slug = ''matrix-fixture''', 'oa ou oc bk bu rv ad ow'),
  ('task_definitions', 'insert', 'insert into public.task_definitions (slug, title) values (''matrix-new'', ''N'')', 'ad ow'),
  ('task_definitions', 'update', 'update public.task_definitions set description = ''x'' where slug = ''matrix-fixture''', 'ad ow'),
  ('task_definitions', 'delete', 'delete from public.task_definitions where slug = ''matrix-fixture''', 'ad ow'),
  ('organization_tasks', 'select', 'select count(*) from public.organization_tasks where id = :TASK', 'oa ou bk rv ad ow'),
  ('organization_tasks', 'insert', 'insert into public.organization_tasks (organization_id, task_id) values (:A, :PAYROLL_TASK)', 'bk ad ow'),
  ('organization_tasks', 'update', 'update public.organization_tasks set data = ''{"fileIds": []}'' where id = :TASK', 'oa ou bk ad ow'),
  ('organization_tasks', 'delete', 'delete from public.organization_tasks where id = :TASK', 'bk ad ow'),
  ('files', 'select', 'select count(*) from public.files where id = :F', 'oa ou bk rv ad ow'),
  ('files', 'insert', 'insert into public.files (title, path, organization_id, user_id) values (''N'', :A || ''/new.pdf'', :A, auth.uid())', 'oa ou bk ad ow'),
  ('files', 'update', 'update public.files set description = ''x'' where id = :F', 'ou bk ad ow'),
  ('files', 'delete', 'delete from public.files where id = :F', 'ou bk ad ow'),
  ('receipts', 'select', 'select count(*) from public.receipts where organization_id = :A', 'oa ou bk rv ad ow'),
  ('receipts', 'insert', 'insert into public.receipts (organization_id, file_id) values (:A, :F2)', 'oa ou bk ad ow'),
  ('receipts', 'update', 'update public.receipts set created_at = now() where organization_id = :A', ''),
  ('receipts', 'delete', 'delete from public.receipts where organization_id = :A', 'bk ad ow'),
  ('customer_requests', 'select', 'select count(*) from public.customer_requests where organization_id = :A', 'oa ou bk rv ad ow'),
  ('customer_requests', 'insert', 'insert into public.customer_requests (organization_id, request, requester_id) values (:A, ''Do it'', auth.uid())', 'oa ou bk ad ow'),
  ('customer_requests', 'update', 'update public.customer_requests set request = ''Please!'' where organization_id = :A', 'ou bk ad ow'),
  ('customer_requests', 'delete', 'delete from public.customer_requests where organization_id = :A', 'ad ow'),
  ('customer_request_comments', 'select', 'select count(*) from public.customer_request_comments where organization_id = :A', 'oa ou bk rv ad ow'),
  ('customer_request_comments', 'insert', 'insert into public.customer_request_comments (request_id, organization_id, author_id, content) values (:R, :A, auth.uid(), ''c'')', 'oa ou bk rv ad ow'),
  ('customer_request_comments', 'update', 'update public.customer_request_comments set content = ''edited'' where organization_id = :A', 'ou'),
  ('customer_request_comments', 'delete', 'delete from public.customer_request_comments where organization_id = :A', 'ou bk ad ow'),
  ('customer_request_files', 'select', 'select count(*) from public.customer_request_files where organization_id = :A', 'oa ou bk rv ad ow'),
  ('customer_request_files', 'insert', 'insert into public.customer_request_files values (:R, :F2, :A)', 'oa ou bk ad ow'),
  ('customer_request_files', 'update', 'update public.customer_request_files set created_at = now() where organization_id = :A', ''),
  ('customer_request_files', 'delete', 'delete from public.customer_request_files where organization_id = :A', 'oa ou bk ad ow'),
  ('provider_setting_definitions', 'select', 'select count(*) from public.provider_setting_definitions where key = ''matrixKey''', 'oa ou oc bk bu rv ad ow'),
  ('provider_setting_definitions', 'insert', 'insert into public.provider_setting_definitions (provider_id, key, name) values (''slack'', ''newKey'', ''N'')', 'ad ow'),
  ('provider_setting_definitions', 'update', 'update public.provider_setting_definitions set description = ''x'' where key = ''matrixKey''', 'ad ow'),
  ('provider_setting_definitions', 'delete', 'delete from public.provider_setting_definitions where key = ''matrixKey''', 'ad ow'),
  ('provider_settings', 'select', 'select count(*) from public.provider_settings where organization_id = :A', 'oa ou bk rv ad ow'),
  ('provider_settings', 'insert', 'insert into public.provider_settings (organization_id, provider_id, setting_key) values (:A, ''quickbooks'', ''matrixKey2'')', 'oa bk ad ow'),
  ('provider_settings', 'update', 'update public.provider_settings set setting_value = ''"y"'' where organization_id = :A', 'oa bk ad ow'),
  ('provider_settings', 'delete', 'delete from public.provider_settings where organization_id = :A', 'oa bk ad ow'),
  ('amc_closeout_dates', 'select', 'select count(*) from public.amc_closeout_dates where organization_id = :A', 'oa ou bk rv ad ow'),
  ('amc_closeout_dates', 'insert', 'insert into public.amc_closeout_dates (organization_id, closeout_date, year, month) values (:A, 10, ''2026'', ''february'')', 'bk ad ow'),
  ('amc_closeout_dates', 'update', 'update public.amc_closeout_dates set closeout_date = 20 where organization_id = :A', 'bk ad ow'),
  ('amc_closeout_dates', 'delete', 'delete from public.amc_closeout_dates where organization_id = :A', 'bk ad ow'),
  ('feature_flags', 'select', 'select count(*) from public.feature_flags where name = ''taxes''', 'oa ou oc bk bu rv ad ow'),
  ('feature_flags', 'insert', 'insert into public.feature_flags (name) values (''matrix-flag'')', 'ad ow'),
  ('feature_flags', 'update', 'update public.feature_flags set description = ''x'' where name = ''taxes''', 'ad ow'),
  ('feature_flags', 'delete', 'delete from public.feature_flags where name = ''taxes''', 'ad ow'),
  ('organization_feature_flags', 'select', 'select count(*) from public.organization_feature_flags where organization_id = :A', 'oa ou bk rv ad ow'),
  ('organization_feature_flags', 'insert', 'insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (:A, ''banking'', true)', 'ad ow'),
  ('organization_feature_flags', 'update', 'update public.organization_feature_flags set enabled = false where organization_id = :A', 'ad ow'),
  ('organization_feature_flags', 'delete', 'delete from public.organization_feature_flags where organization_id = :A', 'ad ow'),
  ('email_outbox', 'select', 'select count(*) from public.email_outbox where to_email = ''someone@matrix.test''', 'ad ow'),
  ('email_outbox', 'insert', 'insert into public.email_outbox (to_email, subject, text) values (''x@matrix.test'', ''S'', ''T'')', ''),
  ('email_outbox', 'update', 'update public.email_outbox set sent_at = now() where to_email = ''someone@matrix.test''', ''),
  ('email_outbox', 'delete', 'delete from public.email_outbox where to_email = ''someone@matrix.test''', ''),
  ('audit_log', 'select', 'select count(*) from public.audit_log where action = ''matrix fixture''', 'ad ow'),
  ('audit_log', 'insert', 'insert into public.audit_log (actor, action) values (''system'', ''forged'')', ''),
  ('audit_log', 'update', 'update public.audit_log set action = ''tampered'' where action = ''matrix fixture''', ''),
  ('audit_log', 'delete', 'delete from public.audit_log where action = ''matrix fixture''', ''),
  ('storage.objects (files)', 'select', 'select count(*) from storage.objects where bucket_id = ''files'' and name like :A || ''/%''', 'oa ou bk rv ad ow'),
  ('storage.objects (files)', 'insert', 'insert into storage.objects (bucket_id, name) values (''files'', :A || ''/upload.pdf'')', 'oa ou bk ad ow'),
  ('storage.objects (files)', 'update', 'update storage.objects set metadata = ''{}'' where bucket_id = ''files'' and name like :A || ''/%''', 'oa ou bk ad ow'),
  ('storage.objects (files)', 'delete', 'delete from storage.objects where bucket_id = ''files'' and name like :A || ''/%''', 'oa ou bk ad ow');

create temp table actors (code text, role text, id uuid) on commit drop;
insert into actors values ('an', 'anon', null), ('oa', 'authenticated', 'a1000000-0000-4000-8000-000000000001'),
  ('ou', 'authenticated', 'a1000000-0000-4000-8000-000000000002'), ('oc', 'authenticated', 'a1000000-0000-4000-8000-000000000003'),
  ('bk', 'authenticated', 'a1000000-0000-4000-8000-000000000004'), ('bu', 'authenticated', 'a1000000-0000-4000-8000-000000000005'),
  ('rv', 'authenticated', 'a1000000-0000-4000-8000-000000000006'), ('ad', 'authenticated', 'a1000000-0000-4000-8000-000000000007'),
  ('ow', 'authenticated', 'a1000000-0000-4000-8000-000000000008'), ('pg', null, 'a1000000-0000-4000-8000-000000000008');

/** Section: one assertion per caller per row, and one for coverage */
select plan((select count(*)::int from matrix, actors) + 1);

select * from tests.run_access_matrix();

select is_empty($$
  select format('%s has no %s row', c.oid::regclass, o.op)
  from pg_class c join pg_namespace n on n.oid = c.relnamespace cross join (values ('select'), ('insert'), ('update'), ('delete')) o(op)
  where n.nspname = 'public' and c.relkind in ('r', 'p') and c.oid <= 'public.audit_log'::regclass::oid
    and not exists (select 1 from matrix m where split_part(m.tbl, ' ', 1) = c.relname and m.op = o.op)
$$, 'every table of the tenancy migrations (created up to public.audit_log) has a row for each operation');

select * from finish();
rollback;
