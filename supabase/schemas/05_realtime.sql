-- from 20261122004000_create_realtime_topic_policies.sql
/**
 * Realtime topic authorisation. Private channels are authorised by RLS on realtime.messages with realtime.topic()
 * set to the channel's topic: SELECT decides who may join and receive, INSERT who may send broadcasts and track
 * presence. Every domain publishes on one of these topic shapes instead of writing policies of its own:
 *   org:<organization uuid>  people with access to the organization (members, its bookkeepers, reviewers, admins)
 *   user:<user uuid>         that user only
 *   admins                   admins and owners
 *   staff                    bookkeepers, admins and owners
 */

/**
 * Section: topic rule
 * One function holds the rule so the SELECT and INSERT policies cannot drift apart. A malformed uuid in a topic
 * yields false rather than an error, because the topic string comes straight from a client.
 */
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

revoke execute on function private.can_use_realtime_topic(text) from public;

grant execute on function private.can_use_realtime_topic(text) to authenticated, service_role;

/** Section: policies on realtime.messages (broadcast and presence only; no other extension is used) */
create policy "People receive realtime messages on topics they may see" on realtime.messages
  for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and (select private.can_use_realtime_topic((select realtime.topic())))
  );

create policy "People send realtime messages on topics they may see" on realtime.messages
  for insert to authenticated
  with check (
    extension in ('broadcast', 'presence')
    and (select private.can_use_realtime_topic((select realtime.topic())))
  );

-- from 20261122004500_create_collab_documents.sql
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
