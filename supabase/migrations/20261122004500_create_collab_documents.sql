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
