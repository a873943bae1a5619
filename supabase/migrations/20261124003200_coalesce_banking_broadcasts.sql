/**
 * `banking_changed` at most once per organization and quarter second (20261124001150_broadcast_banking_changes.sql
 * sent one per statement: two a payment, each a realtime message, a NOTIFY and a delivery to every open screen, for
 * screens that only refetch). The decision is taken at commit, by a deferred trigger, so a change left unannounced
 * commits within the window of the message that was sent; the screens refetch once more when that window has passed
 * (BANKING_BROADCAST_WINDOW_MS in shared/rules/banking.ts, web/src/features/cash/api.ts), which shows it.
 */
create table private.banking_broadcasts (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  sent_at timestamptz not null
);
alter table private.banking_broadcasts enable row level security;
revoke all on private.banking_broadcasts from public, anon, authenticated;

do $$
declare t text;
begin
  foreach t in array array['banking_accounts', 'banking_entries', 'banking_payments', 'top_offs'] loop
    execute format('drop trigger %I on public.%I', t || '_broadcast_insert', t);
    execute format('drop trigger %I on public.%I', t || '_broadcast_update', t);
  end loop;
end $$;
drop function private.broadcast_banking_change();

/** Runs at commit for each changed row; the first row of an organization in a transaction decides, the rest return. */
create function private.broadcast_banking_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_org uuid := coalesce(new.organization_id, old.organization_id);
  v_seen text := coalesce(current_setting('banking.broadcast_seen', true), '');
begin
  if position(v_org::text in v_seen) > 0 then
    return null;
  end if;
  perform set_config('banking.broadcast_seen', v_seen || v_org::text || ',', true);
  if exists (select 1 from private.banking_broadcasts b
             where b.organization_id = v_org and b.sent_at > clock_timestamp() - interval '250 milliseconds') then
    return null;
  end if;
  -- one sender per organization at a time: a transaction committing alongside is shown by its refetch or the next
  if not pg_try_advisory_xact_lock(hashtextextended('banking_broadcast:' || v_org::text, 0)) then
    return null;
  end if;
  insert into private.banking_broadcasts as b (organization_id, sent_at) values (v_org, clock_timestamp())
  on conflict (organization_id) do update set sent_at = excluded.sent_at;
  perform realtime.send(jsonb_build_object('organizationId', v_org, 'table', tg_table_name),
    'banking_changed', 'banking:' || v_org, true);
  return null;
end $$;
revoke execute on function private.broadcast_banking_change() from public, authenticated;

do $$
declare t text;
begin
  foreach t in array array['banking_accounts', 'banking_entries', 'banking_payments', 'top_offs'] loop
    execute format('create constraint trigger %I after insert or update on public.%I deferrable initially deferred '
      'for each row execute function private.broadcast_banking_change()', t || '_broadcast', t);
  end loop;
end $$;
