/**
 * Live operations view: changes to jobs, events, dispatches and webhook deliveries are announced on the private
 * realtime topic 'admins' (its read policy lets only admins join). The message only says "something changed";
 * the screen refetches. At thousands of job updates a second one message per change would swamp realtime, so a
 * table announces at most every 250 ms; the screen also refetches on a slow timer to catch the trailing change.
 */
create table private.operations_broadcasts (
  channel text primary key,
  last_sent_at timestamptz not null
);
alter table private.operations_broadcasts enable row level security;
revoke all on private.operations_broadcasts from public, anon, authenticated;

create function private.publish_operations_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_last timestamptz;
begin
  select last_sent_at into v_last from private.operations_broadcasts where channel = tg_table_name;
  if v_last > clock_timestamp() - interval '250 milliseconds' then
    return null;
  end if;
  -- One sender per window: whoever holds the lock sends, concurrent writers skip instead of waiting.
  if not pg_try_advisory_xact_lock(hashtext('operations_broadcast:' || tg_table_name)) then
    return null;
  end if;
  insert into private.operations_broadcasts (channel, last_sent_at) values (tg_table_name, clock_timestamp())
  on conflict (channel) do update set last_sent_at = excluded.last_sent_at;
  perform realtime.send(jsonb_build_object('table', tg_table_name, 'operation', lower(tg_op)), 'operations_changed', 'admins', true);
  return null;
end $$;
revoke execute on function private.publish_operations_change() from public, authenticated;

create trigger jobs_publish_change after insert or update or delete on public.jobs
  for each statement execute function private.publish_operations_change();
create trigger events_publish_change after insert or update or delete on public.events
  for each statement execute function private.publish_operations_change();
create trigger event_dispatches_publish_change after insert or update or delete on public.event_dispatches
  for each statement execute function private.publish_operations_change();
create trigger webhook_deliveries_publish_change after insert or update or delete on public.webhook_deliveries
  for each statement execute function private.publish_operations_change();
