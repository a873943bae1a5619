/**
 * People's words keep their history (docs/close.md, docs/amc.md): a reply to a month-end note, an answer to an Ask My
 * Client question and a comment on a request are changed only by their authors (the guards of 14_close.sql,
 * 06_amc.sql and the comment policy of 01_tenancy.sql), and each change keeps the words as they stood before it, so
 * anyone who reads the words can see that they were edited and what they said.
 */

/**
 * Section: the revisions
 * `words` is what the subject said before the edit: {content} for a note or a comment, {answers, clientResponse} for
 * an answer. One row per sitting: a live note saves its text every few seconds while someone types, so saves by the
 * same person within ten minutes of their last revision of it are one edit (the words before the sitting are kept).
 */
create table public.edit_revisions (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references public.organizations (id) on delete cascade,
  subject text not null check (subject in ('variance_note', 'amc_answer', 'request_comment')),
  subject_id uuid not null,
  words jsonb not null,
  edited_by uuid references public.users (id) on delete set null,
  edited_at timestamptz not null default now()
);
create index edit_revisions_subject_idx on public.edit_revisions (subject, subject_id, edited_at desc);
create index edit_revisions_organization_id_idx on public.edit_revisions (organization_id);
create index edit_revisions_edited_by_idx on public.edit_revisions (edited_by);

/** Records the words an update replaces; the subject's table is the trigger's argument. */
create function private.record_edit_revision() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_subject text := tg_argv[0];
  v_before jsonb;
  v_after jsonb;
  v_last public.edit_revisions;
begin
  if v_subject = 'amc_answer' then
    -- the first answer is not an edit of anyone's words
    if old.answered_by is null then return null; end if;
    v_before := jsonb_build_object('answers', to_jsonb(old) -> 'answers', 'clientResponse', to_jsonb(old) -> 'client_response');
    v_after := jsonb_build_object('answers', to_jsonb(new) -> 'answers', 'clientResponse', to_jsonb(new) -> 'client_response');
  else
    v_before := jsonb_build_object('content', to_jsonb(old) -> 'content');
    v_after := jsonb_build_object('content', to_jsonb(new) -> 'content');
  end if;
  if v_before = v_after then return null; end if;
  select * into v_last from public.edit_revisions r where r.subject = v_subject and r.subject_id = old.id
    order by r.edited_at desc limit 1;
  if v_last.id is not null and v_last.edited_by is not distinct from (select auth.uid())
     and v_last.edited_at > now() - interval '10 minutes' then
    return null;
  end if;
  insert into public.edit_revisions (organization_id, subject, subject_id, words, edited_by)
    values (old.organization_id, v_subject, old.id, v_before, (select auth.uid()));
  return null;
end $$;
revoke execute on function private.record_edit_revision() from public, authenticated;

create trigger variance_notes_edit_revision after update of content on public.variance_notes
  for each row execute function private.record_edit_revision('variance_note');
create trigger amc_questions_edit_revision after update of answers, client_response on public.amc_questions
  for each row execute function private.record_edit_revision('amc_answer');
create trigger customer_request_comments_edit_revision after update of content on public.customer_request_comments
  for each row execute function private.record_edit_revision('request_comment');

/**
 * Section: who reads them
 * Whoever reads the words reads their history: each subject's own policies decide (the subquery runs under them).
 * Nobody writes a revision but the trigger; nobody changes or removes one.
 */
alter table public.edit_revisions enable row level security;
create policy "People who read the words read their history" on public.edit_revisions
  for select to authenticated
  using (case subject
    when 'variance_note' then exists (select 1 from public.variance_notes n where n.id = subject_id)
    when 'amc_answer' then exists (select 1 from public.amc_questions q where q.id = subject_id)
    when 'request_comment' then exists (select 1 from public.customer_request_comments c where c.id = subject_id)
  end);
select private.require_second_factor('public.edit_revisions');
revoke insert, update, delete, truncate on public.edit_revisions from anon, authenticated;

/**
 * The history of one subject's words, newest first, with each editor's name where the reader may read their user row
 * (a client reads its own team's; an editor whose row is gone comes back without a name). Invoker rights: the
 * policies above decide.
 */
create function public.edit_history(p_subject text, p_subject_id uuid)
returns table (id uuid, words jsonb, "editedBy" uuid, "editedAt" timestamptz, "firstName" text, "lastName" text)
language sql stable set search_path = '' as $$
  select r.id, r.words, r.edited_by, r.edited_at, u.first_name, u.last_name
  from public.edit_revisions r left join public.users u on u.id = r.edited_by
  where r.subject = p_subject and r.subject_id = p_subject_id
  order by r.edited_at desc, r.id;
$$;
revoke execute on function public.edit_history(text, uuid) from public, anon;
grant execute on function public.edit_history(text, uuid) to authenticated;
