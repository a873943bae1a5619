/**
 * `firehose.dispatch`: each message of the firehose subscriber (/api/event-bus/firehose, a `webhook` event from source
 * `pubsub`) names a handler and its ids (shared/schemas/firehose.ts); it becomes that handler's job, keyed by the
 * handler name and the ids, so the same request published twice runs once. A message naming no handler, or one the
 * firehose may not ask for, is recorded with why and runs nothing.
 */
import { FIREHOSE_HANDLERS, ZFirehoseMessage, firehoseJobKey } from '../../../shared/schemas/firehose.ts'
import { issuesSentence } from '../../../shared/rules/field-errors.ts'
import { enqueueJob } from '../../domains/jobs/enqueue-job.ts'
import { AppError } from '../../_shared/errors.ts'
import { onEvent, PermanentJobError } from '../registry.ts'

onEvent({
  name: 'firehose.dispatch',
  source: 'pubsub',
  eventType: 'webhook',
  handle: async ({ tx, event }) => {
    const { route, body } = event.payload as { route?: string; body?: { data?: unknown } }
    if (route !== 'event-bus/firehose') return { skipped: `route ${route}` }
    const message = ZFirehoseMessage.safeParse(body?.data)
    if (!message.success) return { skipped: 'not a handler message', why: issuesSentence(message.error.issues) }
    const { handlerName, ids } = message.data
    const definition = FIREHOSE_HANDLERS[handlerName as keyof typeof FIREHOSE_HANDLERS]
    if (!definition) return { skipped: `no firehose handler named ${handlerName}` }
    try {
      const jobId = await enqueueJob({
        sql: tx,
        definition: definition as never,
        payload: { ...message.data.arguments, ...ids } as never,
        organizationId: ids.organizationId ?? null,
        jobKey: firehoseJobKey(handlerName, ids),
      })
      return { dispatched: handlerName, jobId }
    } catch (e) {
      // a message whose ids or arguments do not fit the handler is not fixed by asking again
      if (e instanceof AppError && e.code === 'validation_failed') throw new PermanentJobError(e.message)
      throw e
    }
  },
})
