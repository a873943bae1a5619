/**
 * The notes a firm shares with its client (docs/close.md; spec accounting §3.6 note, §6): a client's members read the
 * variance notes of type 'client' of their organization, with the month of the analysis and the author's name and
 * role, and answer them. A client's answer is a reply (answer_to) of type 'client' to a shared note of their own
 * organization — never an internal note, never a note of its own on a line. It notifies the analysis' preparer,
 * bookkeepers and reviewer (type variance-analysis) and, its author being a client (role 'user'), takes no part in
 * the derived status: only admin and owner notes drive it.
 */

/** Section: who may answer a note (PL/pgSQL: planned once per session, see 20261124004000) */
create function private.is_shared_variance_note(note_id uuid, org_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
begin
  return exists (select 1 from public.variance_notes n
                 where n.id = note_id and n.organization_id = org_id and n.type = 'client');
end $$;
revoke execute on function private.is_shared_variance_note(uuid, uuid) from public;
grant execute on function private.is_shared_variance_note(uuid, uuid) to authenticated, service_role;

/**
 * Section: replies from the client
 * The guard (private.variance_notes_guard) runs first and gives a reply its note's line and type, so a reply to an
 * internal note arrives here as internal and is refused.
 */
create policy "Members of an organization reply to the variance notes shared with them" on public.variance_notes
  for insert to authenticated
  with check (type = 'client' and answer_to is not null and user_id = (select auth.uid())
    and (select private.is_org_member(organization_id)) and private.is_shared_variance_note(answer_to, organization_id));

/**
 * A reply's body is a Yjs document like every note's, so a member creates the one their reply takes. It opens for
 * nobody until a note of the organization holds it (the restrictive select policy "Variance note documents open only
 * with their note"), and then only for those who may read that note.
 */
drop policy "Variance note documents are created by staff and reviewers" on public.collab_documents;
create policy "Variance note documents are created by staff, reviewers and members replying" on public.collab_documents
  as restrictive for insert to authenticated
  with check (kind <> 'variance_note' or (select private.can_read_close(organization_id))
    or (select private.is_org_member(organization_id)));

/**
 * Section: the client's read
 * The shared notes of an organization with the month of their analysis and their authors' names and roles, for its
 * members. Clients read neither the analyses nor the staff's user rows, so this definer read checks membership (and
 * the second factor the tables' restrictive policies ask for) once and returns shared notes only. Staff and reviewers
 * of the organization may read it too (what their client sees).
 */
create function public.shared_variance_notes(p_organization_id uuid)
returns table (id uuid, "createdAt" timestamptz, "varianceAnalysisId" uuid, month text, path text, "pathV2" text,
  "pathV3" text, "resolvedAt" timestamptz, content text, "userId" uuid, "answerTo" uuid, "collabDocumentId" text,
  "firstName" text, "lastName" text, role text)
language plpgsql stable security definer set search_path = '' as $$
begin
  if (select auth.uid()) is null or not private.meets_second_factor()
     or not (private.is_org_member(p_organization_id) or private.can_read_close(p_organization_id)) then
    return;
  end if;
  return query
    select n.id, n.created_at, n.variance_analysis_id, a.start_date::text, n.path, n.path_v2, n.path_v3, n.resolved_at,
      n.content, n.user_id, n.answer_to, n.collab_document_id, u.first_name, u.last_name, n.author_role::text
    from public.variance_notes n
    join public.variance_analyses a on a.id = n.variance_analysis_id
    left join public.users u on u.id = n.user_id
    where n.organization_id = p_organization_id and n.type = 'client'
    order by a.start_date desc, n.created_at, n.id;
end $$;
revoke execute on function public.shared_variance_notes(uuid) from public, anon;
grant execute on function public.shared_variance_notes(uuid) to authenticated;

/**
 * Section: notifications
 * As before (the analysis' reviewer and the organization's bookkeepers, never the author), plus the analysis'
 * preparer while they are its staff; a reply says it answers a note, and a client's names the client.
 */
create or replace function private.notify_variance_note() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (type, user_id, organization_id, metadata)
  select distinct 'variance-analysis'::public.notification_type, r.user_id, n.organization_id,
    jsonb_build_object('kind', 'variance-note', 'analysisId', n.variance_analysis_id, 'noteId', n.id,
      'message', coalesce(nullif(btrim(au.first_name || ' ' || au.last_name), ''), 'Someone')
        || case when n.answer_to is null then ' wrote a note on '
                when n.author_role = 'user' then ' (client) replied to a shared note on '
                else ' replied to a note on ' end
        || o.legal_name || '''s variance analysis for ' || to_char(a.start_date, 'FMMonth YYYY'),
      'link', case when ru.role in ('admin', 'owner') then '/admin' else '/bookkeeper' end || '/client/' || n.organization_id || '/variance')
  from new_rows n
  join public.variance_analyses a on a.id = n.variance_analysis_id
  join public.organizations o on o.id = n.organization_id
  left join public.users au on au.id = n.user_id
  cross join lateral (
    select b.user_id from public.bookkeeper_assignments b where b.organization_id = n.organization_id
    union select a.reviewer_id where a.reviewer_id is not null
    union select a.created_by where a.created_by is not null) r
  join public.users ru on ru.id = r.user_id
  where r.user_id is distinct from n.user_id
    -- a preparer no longer on the client's staff is told nothing (they no longer see the analysis)
    and (ru.role in ('admin', 'owner') or exists (select 1 from public.bookkeeper_assignments b
         where b.organization_id = n.organization_id and b.user_id = r.user_id)
         or r.user_id = a.reviewer_id);
  return null;
end $$;
revoke execute on function private.notify_variance_note() from public, authenticated;
