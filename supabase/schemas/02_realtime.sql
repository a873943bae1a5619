/**
 * Realtime topic authorisation. Private channels are authorised by RLS on realtime.messages with realtime.topic()
 * set to the channel's topic: SELECT decides who may join and receive, INSERT who may track presence. Only the
 * server sends broadcasts on these topics (realtime.send from the database, as the service role): a person who may
 * read a topic cannot broadcast on it, so no member can put words in the product's mouth on every screen watching
 * the organization. Every domain publishes on one of these topic shapes instead of writing policies of its own:
 *   org:<organization uuid>  people with access to the organization (members, its bookkeepers, reviewers, admins);
 *                            only private.broadcast_org (below) sends to these
 *   banking:<organization uuid>  people who read the organization's banking (11_banking.sql)
 *   user:<user uuid>         that user only
 *   admins                   admins and owners
 * Hosted Realtime delivers a broadcast to the subscribers of exactly its topic and allows 100 channels per
 * connection, so staff do not join one `org:` channel per client: an organization's change also reaches each staff
 * member with access on their own `user:` topic, the one channel every signed-in page holds (private.broadcast_org).
 */

/**
 * Section: topic rule
 * One function holds the rule so the SELECT and INSERT policies cannot drift apart. A malformed uuid in a topic
 * yields false rather than an error, because the topic string comes straight from a client. The banking screens
 * listen on `banking:<organization>` for `banking_changed` {organizationId, table} and refetch through RLS; the
 * message carries no banking data.
 */
create function private.can_use_realtime_topic(topic text) returns boolean
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
  return false;
end $$;

revoke execute on function private.can_use_realtime_topic(text) from public;
grant execute on function private.can_use_realtime_topic(text) to authenticated, service_role;

/** Section: policies on realtime.messages (broadcast and presence only; no other extension is used) */
create policy "People receive realtime messages on topics they may see" on realtime.messages
  for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and (select private.can_use_realtime_topic((select realtime.topic())))
  );

create policy "People track presence on topics they may see" on realtime.messages
  for insert to authenticated
  with check (
    extension = 'presence'
    and (select private.can_use_realtime_topic((select realtime.topic())))
  );

/**
 * Section: announcing an organization's changes
 * The one sender to `org:` topics: every change an organization's people should hear about goes through here, so
 * who hears it is decided in one place. A pointer, not state: the screens refetch through RLS.
 * It goes to `org:<id>` (the organization's people, on the screens of that organization) and to `user:<uid>` of each
 * staff member with access to it (docs/local-realtime.md "Staff across their clients"): staff roles (bookkeeper,
 * admin, owner) for whom private.has_org_access holds — admins and owners for every organization, bookkeepers
 * assigned as bookkeeper or reviewer, or members. The user topic's copy names the organization (`organizationId`),
 * since one topic carries many organizations.
 */
create function private.broadcast_org(organization_id uuid, event text, payload jsonb) returns void
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_variable
begin
  perform realtime.send(payload, event, 'org:' || organization_id, true);
  perform realtime.send(jsonb_build_object('organizationId', organization_id) || payload, event, 'user:' || s.id, true)
  from (
    select u.id from public.users u where u.role in ('admin', 'owner')
    union
    select u.id from public.users u
    where u.role = 'bookkeeper'
      and (exists (select 1 from public.bookkeeper_assignments b where b.organization_id = organization_id and b.user_id = u.id)
        or exists (select 1 from public.reviewer_assignments r where r.organization_id = organization_id and r.user_id = u.id)
        or exists (select 1 from public.organization_members m where m.organization_id = organization_id and m.user_id = u.id))
  ) s;
end $$;
revoke execute on function private.broadcast_org(uuid, text, jsonb) from public, anon, authenticated;

/**
 * The trigger behind every table's `<event>` announcement; its arguments say what differs. The first is the event.
 * As a statement trigger (transition table `changed`) it sends once per organization the statement touched, so a job
 * moving thousands of rows sends one message each: {organizationId, table}, or {organizationId} with 'bare'. As a row
 * trigger it sends {organizationId} and, for each 'key=column' argument, that column of the row (the new one, or the
 * old one for a delete).
 */
create function private.broadcast_org_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_event text := tg_argv[0];
  v_options text[] := tg_argv[1:];
  v_option text;
  v_row jsonb;
  v_org uuid;
  v_payload jsonb;
begin
  if tg_level = 'ROW' then
    v_row := to_jsonb(coalesce(new, old));
    v_payload := jsonb_build_object('organizationId', v_row -> 'organization_id');
    foreach v_option in array v_options loop
      v_payload := v_payload || jsonb_build_object(split_part(v_option, '=', 1), v_row -> split_part(v_option, '=', 2));
    end loop;
    perform private.broadcast_org((v_row ->> 'organization_id')::uuid, v_event, v_payload);
    return null;
  end if;
  for v_org in select distinct organization_id from changed loop
    v_payload := jsonb_build_object('organizationId', v_org);
    if not 'bare' = any (v_options) then
      v_payload := v_payload || jsonb_build_object('table', tg_table_name);
    end if;
    perform private.broadcast_org(v_org, v_event, v_payload);
  end loop;
  return null;
end $$;
revoke execute on function private.broadcast_org_change() from public, anon, authenticated;

/**
 * Collaborative documents (Yjs), edited live through the collab server (y-websocket protocol).
 * A document belongs to one organization; who may open it is decided by the select policy below, which the
 * collab server evaluates AS THE CONNECTING USER before it accepts the websocket.
 */

/**
 * Section: documents
 * `id` is the y-websocket room name, so it is restricted to URL-safe characters.
 * `kind` says what the document annotates (e.g. 'variance_note'); domains that embed documents define their kinds.
 */
create table public.collab_documents (
  id text primary key check (id ~ '^[A-Za-z0-9._:-]{1,200}$'),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  kind text not null check (length(btrim(kind)) > 0),
  created_by uuid references public.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index collab_documents_organization_id_idx on public.collab_documents (organization_id);
create index collab_documents_created_by_idx on public.collab_documents (created_by);

/**
 * Section: stored updates
 * Every Yjs update the server receives, in arrival order. Only the collab server (as the database owner) reads and
 * writes these rows; users reach a document's content through the websocket, never through the API.
 * The server merges a document's rows into one once there are more than 100.
 */
create table public.collab_document_updates (
  id bigserial primary key,
  document_id text not null references public.collab_documents (id) on delete cascade,
  update bytea not null,
  created_at timestamptz not null default now()
);
create index collab_document_updates_document_id_idx on public.collab_document_updates (document_id, id);

/** Section: row-level security */
alter table public.collab_documents enable row level security;
alter table public.collab_document_updates enable row level security;
revoke all on public.collab_document_updates from anon, authenticated;
revoke all on sequence public.collab_document_updates_id_seq from anon, authenticated;

create policy "People with access to an organization open its documents" on public.collab_documents for select to authenticated
  using ((select private.has_org_access(organization_id)));
create policy "People with access to an organization create documents in it" on public.collab_documents for insert to authenticated
  with check ((select private.has_org_access(organization_id)) and created_by = (select auth.uid()));
