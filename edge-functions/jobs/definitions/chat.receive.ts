/**
 * `chat.receive`: each Slack delivery the intake recorded (a `webhook` event from source slack, payload
 * `{ route, accountId: <team id>, body }`): a message event becomes a bookkeeper message, a block action goes to
 * the handler of its block id (domains/chat/block-actions.ts; handlers register in ./block-action-handlers.ts).
 */
import { receiveSlackMessage } from '../../domains/chat/receive-slack-message.ts'
import { dispatchBlockActions } from '../../domains/chat/block-actions.ts'
import { onEvent } from '../registry.ts'
import './block-action-handlers.ts'

onEvent({
  name: 'chat.receive',
  source: 'slack',
  eventType: 'webhook',
  handle: async ({ tx, event }) => {
    const { route, accountId, body } = event.payload as { route?: string; accountId?: string; body?: unknown }
    const payload = (body ?? {}) as Record<string, unknown>
    if (route === 'event-bus/slack/interactivity')
      return dispatchBlockActions({ tx, organizationId: event.organizationId, payload })
    return receiveSlackMessage({ tx, teamId: String(accountId ?? payload.team_id ?? ''), event: payload.event })
  },
})
