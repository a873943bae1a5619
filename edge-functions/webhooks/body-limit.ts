/** Refuses a webhook body larger than its provider can send (413) before reading it into memory. */
import { bodyLimit } from 'hono/body-limit'
import { WEBHOOK_BODY_LIMITS, type TWebhookProvider } from '../../shared/schemas/webhooks.ts'

export const limitBody = (provider: TWebhookProvider) =>
  bodyLimit({
    maxSize: WEBHOOK_BODY_LIMITS[provider],
    onError: (c) =>
      c.json(
        {
          error: {
            code: 'payload_too_large',
            message: `A ${provider} webhook body is at most ${WEBHOOK_BODY_LIMITS[provider]} bytes`,
          },
        },
        413,
      ),
  })
