/**
 * `chat.custom-task`, `chat.agent-request`, `chat.reviewers-request`: requests from chat, dispatched by the firehose
 * (firehose.dispatch) by name (domains/chat/chat-requests.ts). A request that cannot be opened or does not fit its
 * shape fails for good with why: asking again would not fix it.
 */
import {
  ZAgentRequest,
  ZCustomTaskRequest,
  ZReviewersRequest,
  chatAgentRequestJob,
  chatCustomTaskJob,
  chatReviewersRequestJob,
} from '../../../shared/schemas/chat-requests.ts'
import { AppError } from '../../_shared/errors.ts'
import {
  createChatCustomTask,
  handleChatAgentRequest,
  handleChatReviewersRequest,
  openChatRequest,
} from '../../domains/chat/chat-requests.ts'
import { PermanentJobError, registerJob } from '../registry.ts'

const permanent = async <T>(fn: () => Promise<T>) => {
  try {
    return await fn()
  } catch (e) {
    if (e instanceof AppError && e.code === 'validation_failed') throw new PermanentJobError(e.message)
    throw e
  }
}

registerJob(chatCustomTaskJob, ({ tx, payload }) =>
  permanent(async () =>
    createChatCustomTask({
      tx,
      requestId: payload.requestId,
      request: await openChatRequest(ZCustomTaskRequest, payload),
    }),
  ),
)
registerJob(chatAgentRequestJob, ({ tx, payload }) =>
  permanent(async () => handleChatAgentRequest({ tx, request: await openChatRequest(ZAgentRequest, payload) })),
)
registerJob(chatReviewersRequestJob, ({ tx, payload }) =>
  permanent(async () => handleChatReviewersRequest({ tx, request: await openChatRequest(ZReviewersRequest, payload) })),
)
