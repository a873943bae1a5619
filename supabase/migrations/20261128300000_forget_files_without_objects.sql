/**
 * Files whose Storage object is gone are forgotten even where the trigger on storage.objects cannot be created.
 *
 * private.forget_file_of_deleted_object (20261123000700) removes a file row the moment its object is deleted. A
 * trigger on storage.objects needs the TRIGGER privilege on a table Storage owns; hosted projects give `postgres` that
 * privilege only through a grant Supabase marks as temporary ("TODO: remove this migration once STORAGE-211 is
 * completed"). Without it the migration would fail and, once past it, file rows would outlive their objects and
 * downloads would 404 where the screens cannot explain why. So the trigger is created only where it can be, and a
 * reconciliation that needs no more than SELECT on storage.objects forgets such rows every ten minutes. It runs where
 * the trigger exists too: it also catches a row recorded in the instant its object was being deleted, which the
 * trigger, firing before the row existed, cannot see. Receipts and request attachments follow their file row (on
 * delete cascade), as they do with the trigger. docs/local-storage.md says more.
 */

/** Section: the reconciliation */
create function private.forget_files_without_objects() returns integer
language sql security definer set search_path = '' as $$
  with forgotten as (
    delete from public.files f
    where not exists (select 1 from storage.objects o where o.bucket_id = f.bucket and o.name = f.path)
    returning 1
  )
  select count(*)::integer from forgotten
$$;
revoke execute on function private.forget_files_without_objects() from public, anon, authenticated;

select cron.schedule('files-forget-missing-objects', '*/10 * * * *', 'select private.forget_files_without_objects()');

/**
 * Section: the trigger, where it can be created
 * Runs with the privileges of whoever applies the migrations (security invoker): true when the trigger is in place,
 * false, with a warning, when that role may not create it. Any other failure still fails the migration.
 */
create function private.create_forget_files_trigger() returns boolean
language plpgsql set search_path = '' as $$
begin
  create or replace trigger forget_file_of_deleted_object after delete on storage.objects
    for each row execute function private.forget_file_of_deleted_object();
  raise notice 'Files are forgotten with their Storage objects at once (trigger forget_file_of_deleted_object).';
  return true;
exception when insufficient_privilege then
  raise warning 'No trigger on storage.objects (%): files whose object is deleted are forgotten by the cron job files-forget-missing-objects within ten minutes.', sqlerrm;
  return false;
end $$;
revoke execute on function private.create_forget_files_trigger() from public, anon, authenticated;

select private.create_forget_files_trigger();
