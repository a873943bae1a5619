/**
 * A client's Slack message becomes a bookkeeper message. The organization is the one whose channel it is (team and
 * channel ids), never the sender's word; a message in a channel of no organization is recorded by the intake and
 * ignored here. A root message waits for an answer (pending); a client's reply in a thread puts its root back to
 * pending. The bot's own posts (bot_id, our answers echoed back) and edits or deletions (subtypes) are not messages
 * to answer. (channel_id, ts) is unique, so a retried or redelivered event stores nothing twice.
 */
import type { Tx } from '../../_shared/db.ts'
import { ZSlackMessageEvent } from '../../../shared/schemas/chat.ts'
import { matchSlackUser, slackPerson, type TSlackPersonLookup } from './match-slack-user.ts'
import { answerAmcFromChat } from './amc-in-chat.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { chatCopyFilesJob } from '../../../shared/schemas/chat.ts'

/** Subtypes that are a person's message; the rest (message_changed, channel_join …) are ignored. */
const PERSON_SUBTYPES = new Set([undefined, 'file_share', 'thread_broadcast'])

export async function receiveSlackMessage({
  tx,
  teamId,
  event,
  lookup = slackPerson,
}: {
  tx: Tx
  teamId: string
  event: unknown
  lookup?: TSlackPersonLookup
}) {
  const parsed = ZSlackMessageEvent.safeParse(event)
  if (!parsed.success) return { ignored: 'not a message event' }
  const m = parsed.data
  if (m.bot_id || !m.user || !PERSON_SUBTYPES.has(m.subtype)) return { ignored: 'not a person’s message' }
  const [channel] = await tx`
    select organization_id from public.chat_channels where channel_id = ${m.channel} and team_id = ${teamId}`
  if (!channel) return { ignored: `channel ${m.channel} belongs to no organization` }
  const root = m.thread_ts && m.thread_ts !== m.ts ? m.thread_ts : null
  const files = (m.files ?? []).map((f) => ({
    id: f.id,
    name: f.name,
    path: `slack/${m.channel}/${f.id}/${f.name}`,
    downloadUrl: f.url_private ?? null,
  }))
  // the product user this Slack person is (docs/chat-bridge.md "Who wrote it"), named as the product knows them
  const { userId: authorId, slackName } = await matchSlackUser({
    tx,
    organizationId: channel.organization_id,
    teamId,
    slackUserId: m.user,
    lookup,
  })
  const [author] = authorId
    ? await tx`select nullif(btrim(concat_ws(' ', first_name, last_name)), '') as name from public.users where id = ${authorId}`
    : []
  const name = author?.name || m.user_profile?.real_name || m.user_profile?.display_name || slackName || m.user
  const content = m.text.trim() || (files.length ? files.map((f) => f.name).join(', ') : '(empty message)')
  const [stored] = await tx`
    insert into public.chat_messages (organization_id, channel_id, author_type, author_id, slack_user_id, name, content,
                                      files, ts, initial_message_ts, status)
    values (${channel.organization_id}, ${m.channel}, 'user', ${authorId}, ${m.user}, ${name.slice(0, 200)}, ${content.slice(0, 40000)},
            ${tx.json(files)}, ${m.ts}, ${root}, ${root ? null : 'pending'})
    on conflict (channel_id, ts) do nothing
    returning id`
  if (!stored) return { duplicate: m.ts }
  // the files are copied into Storage by their own job, so a slow download never holds the message back
  if (files.length)
    await enqueueJob({
      sql: tx,
      definition: chatCopyFilesJob,
      payload: { messageId: stored.id },
      organizationId: channel.organization_id,
    })
  if (root) {
    await tx`update public.chat_messages set status = 'pending'
      where channel_id = ${m.channel} and ts = ${root} and status in ('responded', 'resolved')`
    // a reply under an Ask My Client question sent to the channel is the client's answer to it
    const amcQuestionId = m.text.trim()
      ? await answerAmcFromChat({ tx, channelId: m.channel, rootTs: root, text: m.text.trim(), authorId })
      : null
    if (amcQuestionId)
      return { messageId: stored.id as string, organizationId: channel.organization_id as string, amcQuestionId }
  }
  return { messageId: stored.id as string, organizationId: channel.organization_id as string }
}
