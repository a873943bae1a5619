/**
 * `bills.slack-message`: a bill's approval message in Slack posted or updated to what the bill now is, then the
 * clicker answered when the click queued an answer (domains/bill-pay/slack-message.ts). Slack's 429 is waited out:
 * this step ends and the same job runs again after Retry-After, the answer still to give.
 */
import { slackMessageJob } from '../../domains/bill-pay/jobs.ts'
import { answerInSlack, syncBillSlackMessage } from '../../domains/bill-pay/slack-message.ts'
import { SlackRateLimited } from '../../domains/chat/slack-chat.ts'
import { continueWith, registerJob } from '../registry.ts'

registerJob(slackMessageJob, async ({ tx, payload }) => {
  try {
    const message = await syncBillSlackMessage({ tx, billId: payload.billId })
    const reply = payload.reply ? await answerInSlack(payload.reply.responseUrl, payload.reply.text) : undefined
    return { ...message, ...(reply ? { reply } : {}) }
  } catch (e) {
    if (e instanceof SlackRateLimited)
      return continueWith(payload, { rateLimited: e.retryAfterSeconds }, { afterSeconds: e.retryAfterSeconds })
    throw e
  }
})
