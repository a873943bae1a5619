/**
 * Banking's live updates (banking tables: 20261124001100_create_banking.sql).
 * Screens listen on the private topic `banking:<organization>` (only people who read banking may join) for
 * `banking_changed` {organizationId, table} and refetch through RLS; the message carries no banking data.
 */
create or replace function private.can_use_realtime_topic(topic text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  uuid_pattern constant text := '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
  suffix text;
begin
  if topic is null or (select auth.uid()) is null then
    return false;
  end if;
  if topic like 'org:%' then
    suffix := substr(topic, 5);
    return suffix ~ uuid_pattern and private.has_org_access(suffix::uuid);
  end if;
  if topic like 'banking:%' then
    suffix := substr(topic, 9);
    return suffix ~ uuid_pattern and private.can_read_banking(suffix::uuid);
  end if;
  if topic like 'user:%' then
    suffix := substr(topic, 6);
    return suffix ~ uuid_pattern and suffix::uuid = (select auth.uid());
  end if;
  if topic = 'admins' then
    return private.is_admin();
  end if;
  if topic = 'staff' then
    return coalesce(private.app_role() in ('bookkeeper', 'admin', 'owner'), false);
  end if;
  return false;
end $$;

create function private.broadcast_banking_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_org uuid;
begin
  for v_org in select distinct organization_id from changed loop
    perform realtime.send(jsonb_build_object('organizationId', v_org, 'table', tg_table_name),
      'banking_changed', 'banking:' || v_org, true);
  end loop;
  return null;
end $$;

do $$
declare t text;
begin
  foreach t in array array['banking_accounts', 'banking_entries', 'banking_payments', 'top_offs'] loop
    execute format('create trigger %I after insert on public.%I referencing new table as changed for each statement execute function private.broadcast_banking_change()', t || '_broadcast_insert', t);
    execute format('create trigger %I after update on public.%I referencing new table as changed for each statement execute function private.broadcast_banking_change()', t || '_broadcast_update', t);
  end loop;
end $$;

revoke execute on function private.broadcast_banking_change() from public, authenticated;
grant execute on function private.can_use_realtime_topic(text) to authenticated, service_role;
