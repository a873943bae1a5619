/** The API shapes of the bridge's rows (camelCase aliases, read through `plain`): a bookkeeper message, a channel. */
export const MESSAGE_COLUMNS = `m.id, m.author_type as "authorType", m.author_id::text as "authorId", m.name,
  m.channel_id as "channelId", m.content, m.files, m.status, m.ts, m.initial_message_ts as "initialMessageTs",
  m.delivery, m.delivery_error as "deliveryError", m.created_at as "createdAt"`

/**
 * amcs: the organization's open Ask My Client questions; pending and unresolved: its threads waiting on staff;
 * unread: the client's messages since the caller last opened the channel.
 */
export const CHANNEL_COLUMNS = `c.id, c.organization_id as "organizationId", c.title, o.legal_name as "legalName",
  c.channel_id as "channelId", c.bot_present as "botPresent",
  (select count(*)::int from public.amc_questions q where q.organization_id = c.organization_id and q.status in ('pending', 'not_responded') and q.deleted_at is null) as amcs,
  (select count(*)::int from public.chat_messages m where m.organization_id = c.organization_id and m.status = 'pending') as pending,
  (select count(*)::int from public.chat_messages m where m.organization_id = c.organization_id and m.status = 'unresolved') as unresolved,
  (select count(*)::int from public.chat_messages m where m.organization_id = c.organization_id and m.author_type = 'user'
     and m.created_at > coalesce((select r.read_at from public.chat_reads r
       where r.user_id = auth.uid() and r.organization_id = c.organization_id), '-infinity')) as unread,
  (select max(m.created_at) from public.chat_messages m where m.organization_id = c.organization_id) as "lastMessageAt"`
