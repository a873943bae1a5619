/**
 * A file row goes when its Storage object goes.
 *
 * Objects are removed through Storage (a user deleting their upload, the service role emptying a bucket), which knows
 * nothing of public.files; without this the rows would point at nothing and downloads would fail with a 404 the
 * screens cannot explain. Receipts and request attachments follow the file row (on delete cascade).
 */
create function private.forget_file_of_deleted_object() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.files f where f.bucket = old.bucket_id and f.path = old.name;
  return old;
end $$;

revoke execute on function private.forget_file_of_deleted_object() from public;

create trigger forget_file_of_deleted_object after delete on storage.objects
  for each row execute function private.forget_file_of_deleted_object();
