/** /api/dev/outbox: the email outbox for admins, only when APP_ENV is local or test (404 elsewhere). */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { AppError } from '../../_shared/errors.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZEmail, ZErrorResponseSchema } from '../../../shared/schemas/common.ts'
import { listOutbox } from '../../domains/mail/list-outbox.ts'

const ZOutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
})

export const devRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook }).openapi(
  createRoute({
    method: 'get',
    path: '/dev/outbox',
    tags: ['dev'],
    request: { query: z.object({ to: ZEmail.optional(), limit: z.coerce.number().int().min(1).max(200).default(50) }) },
    responses: {
      200: {
        description: 'Newest messages',
        content: { 'application/json': { schema: z.object({ messages: z.array(ZOutboxMessage) }) } },
      },
      403: { description: 'Admins only', content: { 'application/json': { schema: ZErrorResponseSchema } } },
      404: {
        description: 'Not available in this environment',
        content: { 'application/json': { schema: ZErrorResponseSchema } },
      },
    },
  }),
  async (c) => {
    if (env.appEnv !== 'local' && env.appEnv !== 'test') throw new AppError('not_found', 'Not found')
    const { to, limit } = c.req.valid('query')
    return c.json({ messages: await asUser(c.get('claims'), (tx) => listOutbox({ tx, to, limit })) }, 200)
  },
)
