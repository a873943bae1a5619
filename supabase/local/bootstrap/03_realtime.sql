-- Local stand-in for Supabase Realtime's schema. Triggers in the migrations call realtime.send() or
-- realtime.broadcast_changes(); the local realtime server LISTENs on 'realtime_messages' and delivers each
-- message to joined subscribers whose RLS check on realtime.messages (with realtime.topic()) passes.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  primary key (id, inserted_at)
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic);
alter table realtime.messages enable row level security;
grant select, insert on realtime.messages to authenticated, anon;
grant all on realtime.messages to service_role;

create or replace function realtime.topic() returns text language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;
grant execute on function realtime.topic() to anon, authenticated, service_role;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void language plpgsql security definer set search_path = '' as $$
begin
  insert into realtime.messages (payload, event, topic, private, extension)
  values (payload, event, topic, private, 'broadcast');
exception when others then
  raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
end $$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text,
  new record, old record, level text default 'ROW')
returns void language plpgsql security definer set search_path = '' as $$
declare
  row_data jsonb := jsonb_build_object(
    'old_record', case when old is null then null else to_jsonb(old) end,
    'record', case when new is null then null else to_jsonb(new) end,
    'operation', operation, 'table', table_name, 'schema', table_schema);
begin
  if level = 'STATEMENT' then
    row_data := jsonb_build_object('operation', operation, 'table', table_name, 'schema', table_schema);
  end if;
  perform realtime.send(row_data, event_name, topic_name, true);
end $$;
grant execute on function realtime.send(jsonb, text, text, boolean), realtime.broadcast_changes(text, text, text, text, text, record, record, text) to authenticated, service_role;

-- Local delivery path: hosted Realtime reads the table's WAL; locally a NOTIFY after commit carries the new row.
-- The whole row rides in the notification when it fits (NOTIFY payloads stop at 8000 bytes), sparing the server a
-- query per message; larger rows send only their key and the server fetches them.
create or replace function realtime.notify_message() returns trigger language plpgsql as $$
declare
  body text := json_build_object('id', new.id, 'inserted_at', new.inserted_at, 'topic', new.topic, 'event', new.event,
    'private', coalesce(new.private, false), 'extension', new.extension, 'payload', new.payload)::text;
begin
  if octet_length(body) > 7900 then
    body := json_build_object('id', new.id, 'inserted_at', new.inserted_at)::text;
  end if;
  perform pg_notify('realtime_messages', body);
  return null;
end $$;
drop trigger if exists notify_message on realtime.messages;
create trigger notify_message after insert on realtime.messages for each row execute function realtime.notify_message();

-- Channel authorisation as hosted Realtime does it, in one call: probe rows are inserted as the server, then, as the
-- caller (p_role with p_claims, realtime.topic() set), the probes it may SELECT say what it may receive, and inserts
-- it may make say what it may send. The caller runs it in a transaction it always rolls back, so no probe is kept or
-- announced. Only the server's own connection calls it.
create or replace function realtime.topic_permissions(p_topic text, p_role text, p_claims text) returns jsonb
language plpgsql as $$
declare
  v_probes uuid[];
  v_read text[];
  v_write jsonb := '{}';
  v_extension text;
begin
  perform set_config('realtime.topic', p_topic, true);
  with p as (
    insert into realtime.messages (topic, extension, event, payload, private)
    values (p_topic, 'broadcast', 'authorization_probe', '{}', true), (p_topic, 'presence', 'authorization_probe', '{}', true)
    returning id)
  select array_agg(id) into v_probes from p;
  perform set_config('role', p_role, true), set_config('request.jwt.claims', p_claims, true);
  select coalesce(array_agg(extension), '{}') into v_read from realtime.messages where id = any (v_probes);
  foreach v_extension in array array['broadcast', 'presence'] loop
    begin
      insert into realtime.messages (topic, extension, event, payload, private)
      values (p_topic, v_extension, 'authorization_probe', '{}', true);
      v_write := v_write || jsonb_build_object(v_extension, true);
    exception when insufficient_privilege then
      -- RLS refused the row (or there is no grant); anything else is a real failure and propagates
      v_write := v_write || jsonb_build_object(v_extension, false);
    end;
  end loop;
  return jsonb_build_object('readBroadcast', 'broadcast' = any (v_read), 'readPresence', 'presence' = any (v_read),
    'writeBroadcast', (v_write ->> 'broadcast')::boolean, 'writePresence', (v_write ->> 'presence')::boolean);
end $$;
revoke execute on function realtime.topic_permissions(text, text, text) from public;
