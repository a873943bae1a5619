/**
 * The messaging bridge (spec accounting §3.10, §4): each client organization has one Slack channel; the client's
 * messages there arrive through the Events API and become bookkeeper messages, which a bookkeeper answers from the
 * product; the answer is posted to the Slack thread by the `chat.post` job. docs/chat-bridge.md.
 */

/**
 * Section: channels
 * One channel per client organization (spec: id, title, legalName, channelId, amcs, bot present). It is opened when
 * the organization's Slack connection names the channel its installer picked (the trigger below), so Slack's team
 * and channel ids find the organization an event belongs to. A channel id belongs to one organization only.
 */
create table public.chat_channels (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null unique references public.organizations (id) on delete cascade,
  team_id text not null check (length(team_id) between 1 and 40),
  channel_id text not null unique check (channel_id ~ '^[A-Z0-9]{2,40}$'),
  title text not null check (length(title) between 1 and 200),
  bot_present boolean not null default true,
  created_at timestamptz not null default now(),
  -- the target of chat_messages' composite key: a message names its organization and a channel of that organization
  unique (organization_id, channel_id)
);

alter table public.chat_channels enable row level security;
create policy "People with access to an organization read its chat channel" on public.chat_channels
  for select to authenticated using ((select private.has_org_access(organization_id)));
revoke insert, update, delete, truncate on public.chat_channels from anon, authenticated;
grant select on public.chat_channels to authenticated;

/**
 * Section: messages
 * A client's message in the channel (author_type 'user', from Slack: slack_user_id and ts set) or a bookkeeper's
 * answer from the product (author_type 'bookkeeper', author_id the staff member; ts set once Slack has it). A root
 * client message is a bookkeeper message with a status (pending → responded → resolved, or unresolved); thread
 * messages carry initial_message_ts, the ts of their root. The composite key makes "posted to another organization's
 * channel" impossible: a message's channel is always a channel of its own organization.
 * delivery says where an answer's post to Slack stands (posting, posted, failed with its error; 'received' for what
 * came from Slack).
 */
create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null,
  channel_id text not null,
  author_type text not null check (author_type in ('user', 'bookkeeper')),
  author_id uuid references public.users (id) on delete set null,
  slack_user_id text check (length(slack_user_id) <= 40),
  name text not null check (length(name) between 1 and 200),
  content text not null check (length(content) between 1 and 40000),
  files jsonb not null default '[]'::jsonb check (jsonb_typeof(files) = 'array'),
  ts text check (ts ~ '^[0-9]{1,12}\.[0-9]{1,8}$'),
  initial_message_ts text check (initial_message_ts ~ '^[0-9]{1,12}\.[0-9]{1,8}$'),
  status text check (status in ('pending', 'responded', 'resolved', 'unresolved')),
  delivery text not null default 'received' check (delivery in ('received', 'posting', 'posted', 'failed')),
  delivery_error text check (length(delivery_error) <= 500),
  responded_at timestamptz,
  responded_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  foreign key (organization_id, channel_id) references public.chat_channels (organization_id, channel_id)
    on update cascade on delete cascade,
  -- only a root message waits for an answer; a bookkeeper's answer is written by the staff member it names
  check ((status is null) = (initial_message_ts is not null or author_type = 'bookkeeper')),
  check (author_type = 'user' or author_id is not null)
);
-- a retried Slack event has one effect: its message is stored once
create unique index chat_messages_channel_ts_idx on public.chat_messages (channel_id, ts);
create index chat_messages_organization_id_idx on public.chat_messages (organization_id, created_at desc);
create index chat_messages_thread_idx on public.chat_messages (channel_id, initial_message_ts) where initial_message_ts is not null;
create index chat_messages_pending_idx on public.chat_messages (organization_id) where status = 'pending';

alter table public.chat_messages enable row level security;
create policy "People with access to an organization read its chat messages" on public.chat_messages
  for select to authenticated using ((select private.has_org_access(organization_id)));
create policy "Staff with access answer a client's thread as themselves" on public.chat_messages
  for insert to authenticated with check (
    author_type = 'bookkeeper' and author_id = (select auth.uid()) and initial_message_ts is not null
    and delivery = 'posting' and ts is null
    and (select private.is_staff()) and (select private.has_org_access(organization_id))
  );
create policy "Staff with access change a message's status" on public.chat_messages
  for update to authenticated
  using ((select private.is_staff()) and (select private.has_org_access(organization_id)))
  with check ((select private.is_staff()) and (select private.has_org_access(organization_id)));
revoke insert, update, delete, truncate on public.chat_messages from anon, authenticated;
grant select on public.chat_messages to authenticated;
grant insert (organization_id, channel_id, author_type, author_id, name, content, initial_message_ts, delivery)
  on public.chat_messages to authenticated;
-- status, and delivery to send a failed answer again; nothing else of a message changes from the product
grant update (status, delivery, delivery_error) on public.chat_messages to authenticated;

/**
 * Section: what each person has read
 * When a person last opened a channel; the channel list counts the client's messages after it as unread. Each
 * person keeps their own marks, for organizations they have access to.
 */
create table public.chat_reads (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (user_id, organization_id)
);
create index chat_reads_organization_id_idx on public.chat_reads (organization_id);

alter table public.chat_reads enable row level security;
create policy "People read their own chat read marks" on public.chat_reads
  for select to authenticated using (user_id = (select auth.uid()));
create policy "People mark chats they may see as read" on public.chat_reads
  for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.has_org_access(organization_id)));
create policy "People move their own read marks" on public.chat_reads
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and (select private.has_org_access(organization_id)));
revoke insert, update, delete, truncate on public.chat_reads from anon, authenticated;
grant select on public.chat_reads to authenticated;
grant insert (organization_id, read_at) on public.chat_reads to authenticated;
grant update (read_at) on public.chat_reads to authenticated;

/**
 * An answer from the product: queues its post (one job per message, keyed by it) in the same transaction, and marks
 * the root it answers responded with the time of its first answer, the admin's first-response figure.
 */
create function private.chat_answer_written() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.author_type <> 'bookkeeper' or new.delivery <> 'posting' then
    return null;
  end if;
  perform private.enqueue_job('chat.post', jsonb_build_object('messageId', new.id), 'chat.post:' || new.id,
    new.organization_id, null, '{"retryStrategy": "fixed", "retryIntervalSeconds": 5}'::jsonb);
  if tg_op = 'INSERT' then
    update public.chat_messages m
    set status = case when m.status = 'pending' then 'responded' else m.status end,
        responded_at = coalesce(m.responded_at, new.created_at),
        responded_by = coalesce(m.responded_by, new.author_id)
    where m.channel_id = new.channel_id and m.ts = new.initial_message_ts and m.status is not null;
  end if;
  return null;
end $$;
revoke execute on function private.chat_answer_written() from public, anon, authenticated;

create trigger chat_answer_written after insert or update of delivery on public.chat_messages
  for each row execute function private.chat_answer_written();

/** Every open chat screen and navigation badge hears a new message, a status change and a post's outcome. */
create trigger chat_messages_broadcast after insert or update on public.chat_messages
  for each row execute function private.broadcast_org_change('chat_changed', 'channelId=channel_id', 'messageId=id');

/**
 * Section: the channel of a Slack connection
 * The install names the channel its installer picked (metadata channelId and channel); that channel is the
 * organization's chat channel. A reconnect to another channel moves it; a disconnect leaves history readable.
 */
create function private.open_chat_channel() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.provider <> 'slack' or new.status = 'disconnected' or coalesce(new.metadata ->> 'channelId', '') = '' then
    return null;
  end if;
  insert into public.chat_channels (organization_id, team_id, channel_id, title)
  values (new.organization_id, new.external_id, new.metadata ->> 'channelId',
          coalesce(nullif(ltrim(new.metadata ->> 'channel', '#'), ''), new.metadata ->> 'channelId'))
  on conflict (organization_id) do update
    set team_id = excluded.team_id, channel_id = excluded.channel_id, title = excluded.title, bot_present = true;
  return null;
end $$;
revoke execute on function private.open_chat_channel() from public, anon, authenticated;

create trigger provider_connections_open_chat_channel after insert or update of metadata, status on public.provider_connections
  for each row execute function private.open_chat_channel();

/** Section: events and jobs: Slack's events reach the bridge as the bus's `webhook` events of source slack. */
insert into public.event_subscriptions (handler_name, source, event_type)
values ('chat.receive', 'slack', 'webhook')
on conflict (handler_name) do nothing;
