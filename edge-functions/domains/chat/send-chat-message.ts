/**
 * Chat send (spec §7: channel name, message, optional email → success, error, message_ts): staff post to a client's
 * channel by its name, optionally addressing a person matched by email in the workspace (users.lookupByEmail with
 * the address trimmed, lower-cased and valid; when Slack knows no one by it, once more under the alias rule's
 * canonical form). Slack's refusal comes back as the response's error, not as a failure of the call.
 */
import type { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { canonicalEmail } from '../../../shared/rules/email.ts'
import type { ZChatSendResponseSchema } from '../../../shared/schemas/chat.ts'
import { slackAccessToken } from '../slack/slack-api.ts'
import { lookupByEmail, postToThread, SlackRateLimited, SlackRefused } from './slack-chat.ts'

type TSendResponse = z.infer<typeof ZChatSendResponseSchema>

async function findPerson(token: string, email: string) {
  try {
    return await lookupByEmail(token, email)
  } catch (e) {
    const alias = canonicalEmail(email)
    if (e instanceof SlackRefused && e.code === 'users_not_found' && alias !== email)
      return await lookupByEmail(token, alias)
    throw e
  }
}

export async function sendChatMessage({
  tx,
  channelName,
  message,
  email,
}: {
  tx: Tx
  channelName: string
  message: string
  /** already trimmed, lower-cased and valid (ZEmail) */
  email?: string
}): Promise<TSendResponse> {
  // names are unique in a workspace, not across clients' workspaces: only the channels the caller may see count
  const found = await tx`
    select organization_id, channel_id from public.chat_channels where title = ${channelName.replace(/^#/, '')} limit 2`
  if (found.length === 0) throw new AppError('not_found', 'No client channel has this name')
  if (found.length > 1)
    throw new AppError('conflict', 'Several client channels have this name; answer from the client’s chat')
  const c = found[0]
  await assertStaffOf({ tx, organizationId: c.organization_id, action: 'write in its channel' })
  try {
    const token = (await slackAccessToken({ orgId: c.organization_id })).accessToken
    const person = email ? await findPerson(token, email) : null
    const text = person ? `<@${person.id}> ${message}` : message
    const { ts } = await postToThread(token, { channel: c.channel_id, threadTs: null, text })
    return { success: true, message_ts: ts }
  } catch (e) {
    if (e instanceof SlackRefused) return { success: false, error: e.code }
    if (e instanceof SlackRateLimited) return { success: false, error: 'ratelimited' }
    if (e instanceof AppError) return { success: false, error: e.message }
    throw e
  }
}
