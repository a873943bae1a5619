-- Files whose Storage object is gone: the reconciliation forgets them where the trigger on storage.objects is missing,
-- and the migration creates that trigger only when its role may (supabase/schemas/01_tenancy.sql).
begin;
select plan(14);

insert into public.organizations (id, legal_name) values ('b1200000-0000-4000-8000-00000000000a', 'Reconciled Files LLC');
insert into storage.buckets (id, name) values ('elsewhere', 'elsewhere');
insert into storage.objects (bucket_id, name) values
  ('files', 'b1200000-0000-4000-8000-00000000000a/kept.pdf'),
  ('files', 'b1200000-0000-4000-8000-00000000000a/deleted.pdf'),
  ('files', 'b1200000-0000-4000-8000-00000000000a/moved.pdf'),
  -- the same name in another bucket is not the file's object
  ('elsewhere', 'b1200000-0000-4000-8000-00000000000a/moved.pdf');
insert into public.files (title, path, organization_id) values
  ('Kept', 'b1200000-0000-4000-8000-00000000000a/kept.pdf', 'b1200000-0000-4000-8000-00000000000a'),
  ('Deleted', 'b1200000-0000-4000-8000-00000000000a/deleted.pdf', 'b1200000-0000-4000-8000-00000000000a'),
  ('Moved', 'b1200000-0000-4000-8000-00000000000a/moved.pdf', 'b1200000-0000-4000-8000-00000000000a');

/** Section: a project where the trigger could not be created */
drop trigger forget_file_of_deleted_object on storage.objects;
delete from storage.objects where bucket_id = 'files' and name like 'b1200000-0000-4000-8000-00000000000a/%' and name <> 'b1200000-0000-4000-8000-00000000000a/kept.pdf';
select is((select count(*)::int from public.files where organization_id = 'b1200000-0000-4000-8000-00000000000a'), 3,
  'without the trigger, file rows outlive their deleted objects');
select is(private.forget_files_without_objects(), 2, 'the reconciliation forgets the two files whose object is gone');
select is((select array_agg(title) from public.files where organization_id = 'b1200000-0000-4000-8000-00000000000a'), array['Kept'],
  'the file whose object is there stays, and an object of that name in another bucket keeps no file');
select is(private.forget_files_without_objects(), 0, 'a second run finds nothing more to forget');
select is((select schedule from cron.job where jobname = 'files-forget-missing-objects'), '*/10 * * * *', 'pg_cron runs it every ten minutes');
select is((select command from cron.job where jobname = 'files-forget-missing-objects'), 'select private.forget_files_without_objects()',
  'the cron job calls the reconciliation');
select ok(not has_function_privilege('authenticated', 'private.forget_files_without_objects()', 'execute')
  and not has_function_privilege('anon', 'private.forget_files_without_objects()', 'execute'), 'users cannot run the reconciliation');

/** Section: the migration creates the trigger only when its role may */
-- a role like hosted `postgres` once the temporary grant on Storage's tables is gone: it may use the trigger function
-- but holds no TRIGGER privilege on storage.objects
create role files_test_migrator;
grant usage on schema private, storage to files_test_migrator;
grant execute on function private.create_forget_files_trigger(), private.forget_file_of_deleted_object() to files_test_migrator;
-- (pgTAP's own tables are not the migrator's, so each answer is kept in a setting and checked back as postgres)
set local role files_test_migrator;
do $$ begin perform set_config('test.trigger_made', private.create_forget_files_trigger()::text, true); end $$;
reset role;
select is(current_setting('test.trigger_made'), 'false', 'without the TRIGGER privilege the migration goes on without the trigger');
select hasnt_trigger('storage', 'objects', 'forget_file_of_deleted_object', 'and no trigger is left half made');
grant trigger on storage.objects to files_test_migrator;
set local role files_test_migrator;
do $$ begin perform set_config('test.trigger_made', private.create_forget_files_trigger()::text, true); end $$;
reset role;
select is(current_setting('test.trigger_made'), 'true', 'with the privilege the trigger is created');
select trigger_is('storage', 'objects', 'forget_file_of_deleted_object', 'private', 'forget_file_of_deleted_object',
  'the trigger on storage.objects calls forget_file_of_deleted_object');
select is(private.create_forget_files_trigger(), true, 'applying it again replaces the trigger rather than failing');
delete from storage.objects where bucket_id = 'files' and name = 'b1200000-0000-4000-8000-00000000000a/kept.pdf';
select is((select count(*)::int from public.files where organization_id = 'b1200000-0000-4000-8000-00000000000a'), 0,
  'with the trigger, the file goes at once with its object');
select ok(not has_function_privilege('authenticated', 'private.create_forget_files_trigger()', 'execute'), 'users cannot run the trigger''s creation');

select * from finish();
rollback;
