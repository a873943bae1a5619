/**
 * The client hears of the notes its firm shares (docs/close.md): a note of type 'client' written by the firm, or the
 * firm's reply in a shared thread, notifies the organization's members (type variance-analysis, linking to their
 * Month-end notes), never its author. The firm's side is as 20261124081000 left it.
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
  -- the client's members hear of what the firm shares with them (a shared note or the firm's reply), never the author
  insert into public.notifications (type, user_id, organization_id, metadata)
  select distinct 'variance-analysis'::public.notification_type, m.user_id, n.organization_id,
    jsonb_build_object('kind', 'variance-note-shared', 'analysisId', n.variance_analysis_id, 'noteId', n.id,
      'message', coalesce(nullif(btrim(au.first_name || ' ' || au.last_name), ''), 'Your bookkeeping team')
        || case when n.answer_to is null then ' shared a note on ' else ' replied to a month-end note on ' end
        || coalesce(n.path_v2, 'your books') || ' for ' || to_char(a.start_date, 'FMMonth YYYY'),
      'link', '/accounting/month-end-notes')
  from new_rows n
  join public.variance_analyses a on a.id = n.variance_analysis_id
  left join public.users au on au.id = n.user_id
  join public.organization_members m on m.organization_id = n.organization_id
  where n.type = 'client' and n.author_role is distinct from 'user' and m.user_id is distinct from n.user_id;
  return null;
end $$;
revoke execute on function private.notify_variance_note() from public, authenticated;
