/**
 * The messaging bridge's second half (issue 37, docs/chat-bridge.md): Ask My Client questions posted to the client's
 * Slack channel and answered there, and the requests that arrive from chat (custom-task, agent, reviewers).
 */

/**
 * Section: Ask My Client questions in the channel
 * A bookkeeper sends an open question to the client's channel: it is posted as a root message of the channel (a
 * bookkeeper's message, queued to `chat.post` like an answer) and this row ties the two, once per question. The
 * client's reply in that Slack thread becomes the question's answer (domains/chat/answer-amc-from-chat.ts).
 */
create table public.chat_amc_posts (
  amc_question_id uuid primary key references public.amc_questions (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  message_id uuid not null unique references public.chat_messages (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index chat_amc_posts_organization_id_idx on public.chat_amc_posts (organization_id);

alter table public.chat_amc_posts enable row level security;
create policy "People with access to an organization see which questions went to its channel" on public.chat_amc_posts
  for select to authenticated using ((select private.has_org_access(organization_id)));
revoke insert, update, delete, truncate on public.chat_amc_posts from anon, authenticated;
grant select on public.chat_amc_posts to authenticated;

/**
 * The one way a question reaches the channel: the caller must be the organization's staff, the question open and not
 * sent before, the organization must have a channel. The root message is written as the caller, `posting`, so the
 * answer trigger of 22_chat_bridge.sql queues its post. Returns the message's id.
 */
create function public.post_amc_question_to_chat(p_question_id uuid, p_content text) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  q record;
  v_channel text;
  v_name text;
  v_id uuid;
begin
  select id, organization_id, status into q from public.amc_questions where id = p_question_id and deleted_at is null;
  if q.id is null or not private.has_org_access(q.organization_id) then
    raise exception 'Question not found' using errcode = 'P0002';
  end if;
  if not private.is_org_staff(q.organization_id) then
    raise exception 'Only the client''s bookkeepers can send its questions to Slack' using errcode = '42501';
  end if;
  if q.status not in ('pending', 'not_responded') then
    raise exception 'Only an open question can be sent to Slack' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.chat_amc_posts where amc_question_id = q.id) then
    raise exception 'This question is already in the channel' using errcode = '23505', detail = 'This question is already in the channel';
  end if;
  select channel_id into v_channel from public.chat_channels where organization_id = q.organization_id;
  if v_channel is null then
    raise exception 'This client has no chat channel' using errcode = 'P0002';
  end if;
  select coalesce(nullif(btrim(concat_ws(' ', first_name, last_name)), ''), email) into v_name
  from public.users where id = (select auth.uid());
  insert into public.chat_messages (organization_id, channel_id, author_type, author_id, name, content, delivery)
  values (q.organization_id, v_channel, 'bookkeeper', (select auth.uid()), coalesce(v_name, 'Bookkeeper'), p_content, 'posting')
  returning id into v_id;
  insert into public.chat_amc_posts (amc_question_id, organization_id, message_id) values (q.id, q.organization_id, v_id);
  return v_id;
end $$;
revoke execute on function public.post_amc_question_to_chat(uuid, text) from public, anon;
grant execute on function public.post_amc_question_to_chat(uuid, text) to authenticated;
