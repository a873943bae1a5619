/**
 * A variance note shared with the client is the firm's text (docs/close.md, docs/collab.md): the client's members open
 * its live document to read it, but never change it — they answer with a reply. The collaboration server asks, as the
 * person, whether they may write the document they open; a reader's changes are dropped. Variance notes are written by
 * those who read the close (staff and reviewers); other documents by whoever may open them, as before.
 */
create function private.can_write_collab_document(p_document_id text) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_kind text;
  v_org uuid;
begin
  select d.kind, d.organization_id into v_kind, v_org from public.collab_documents d where d.id = p_document_id;
  if v_org is null then return false; end if;
  if v_kind = 'variance_note' then return private.can_read_close(v_org); end if;
  return private.has_org_access(v_org);
end $$;
revoke execute on function private.can_write_collab_document(text) from public;
grant execute on function private.can_write_collab_document(text) to authenticated, service_role;
