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
