/**
 * The `chat.post` job: a bookkeeper's answer posted to its client's Slack thread (spec §7 chat send: success, error,
 * message_ts). The channel comes from the message's own organization (the composite key of chat_messages), so an
 * answer can only ever reach that organization's channel. A 429 is waited out (the caller reschedules after
 * Retry-After); any other refusal marks the message failed with Slack's error, and the bookkeeper can send it again.
 */
import type { Tx } from '../../_shared/db.ts'
import { slackAccessToken } from '../slack/slack-api.ts'
import type { z } from 'zod'
import type { ZChatSendResponseSchema } from '../../../shared/schemas/chat.ts'
import { postToThread, SlackRateLimited, SlackRefused } from './slack-chat.ts'

type TSendResponse = z.infer<typeof ZChatSendResponseSchema>

export async function postChatAnswer({
  tx,
  messageId,
  token = async (orgId: string) => (await slackAccessToken({ orgId })).accessToken,
}: {
  tx: Tx
  messageId: string
  token?: (orgId: string) => Promise<string>
}): Promise<TSendResponse> {
  const [m] = await tx`
    select m.id, m.organization_id, m.content, m.initial_message_ts, m.delivery, c.channel_id
    from public.chat_messages m
    join public.chat_channels c on c.organization_id = m.organization_id and c.channel_id = m.channel_id
    where m.id = ${messageId} and m.author_type = 'bookkeeper'
    for update of m`
  if (!m) return { success: false, error: 'message_not_found' }
  if (m.delivery !== 'posting') return { success: m.delivery === 'posted' }
  try {
    const { ts } = await postToThread(await token(m.organization_id), {
      channel: m.channel_id,
      threadTs: m.initial_message_ts,
      text: m.content,
    })
    await tx`update public.chat_messages set ts = ${ts}, delivery = 'posted', delivery_error = null where id = ${m.id}`
    return { success: true, message_ts: ts }
  } catch (e) {
    if (e instanceof SlackRateLimited) throw e
    const error = e instanceof SlackRefused ? e.code : (e as Error).message
    await tx`update public.chat_messages set delivery = 'failed', delivery_error = ${error.slice(0, 500)} where id = ${m.id}`
    return { success: false, error }
  }
}
