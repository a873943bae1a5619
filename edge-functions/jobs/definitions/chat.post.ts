/**
 * `chat.post`: a bookkeeper's answer posted to the client's Slack thread (domains/chat/post-chat-answer.ts). Slack's
 * 429 is honoured: this step ends and the same job runs again after Retry-After, the message still `posting`.
 */
import { chatPostJob } from '../../../shared/schemas/chat.ts'
import { postChatAnswer } from '../../domains/chat/post-chat-answer.ts'
import { SlackRateLimited } from '../../domains/chat/slack-chat.ts'
import { continueWith, registerJob } from '../registry.ts'

registerJob(chatPostJob, async ({ tx, payload }) => {
  try {
    return await postChatAnswer({ tx, messageId: payload.messageId })
  } catch (e) {
    if (e instanceof SlackRateLimited)
      return continueWith(payload, { rateLimited: e.retryAfterSeconds }, { afterSeconds: e.retryAfterSeconds })
    throw e
  }
})
