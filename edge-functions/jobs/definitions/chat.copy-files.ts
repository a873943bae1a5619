/**
 * `chat.copy-files`: a client's Slack files copied into Storage as product files (domains/chat/copy-chat-files.ts).
 * Slack's 429 is honoured: this step ends and the job runs again after Retry-After.
 */
import { chatCopyFilesJob } from '../../../shared/schemas/chat.ts'
import { copyChatFiles } from '../../domains/chat/copy-chat-files.ts'
import { SlackRateLimited } from '../../domains/chat/slack-chat.ts'
import { continueWith, registerJob } from '../registry.ts'

registerJob(chatCopyFilesJob, async ({ tx, payload }) => {
  try {
    return await copyChatFiles({ tx, messageId: payload.messageId })
  } catch (e) {
    if (e instanceof SlackRateLimited)
      return continueWith(payload, { rateLimited: e.retryAfterSeconds }, { afterSeconds: e.retryAfterSeconds })
    throw e
  }
})
