/** /api/audit-log: admins and owners page through the audit log, newest first, filtered by person, organization, action, actor and dates. */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZErrorResponseSchema } from '../../../shared/schemas/common.ts'
import { ZAuditLogPageSchema, ZListAuditLogQuerySchema } from '../../../shared/schemas/audit-log.ts'
import { listAuditLog } from '../../domains/audit-log/list-audit-log.ts'
import { json } from '../openapi.ts'

export const auditLogRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook }).openapi(
  createRoute({
    method: 'get',
    path: '/audit-log',
    tags: ['audit-log'],
    request: { query: ZListAuditLogQuerySchema },
    responses: {
      200: json(ZAuditLogPageSchema, 'One page of entries, newest first'),
      403: json(ZErrorResponseSchema, 'Not an admin or owner'),
      422: json(ZErrorResponseSchema, 'Invalid filter'),
    },
  }),
  async (c) => {
    const { before, limit, ...filters } = c.req.valid('query')
    return c.json(await asUser(c.get('claims'), (tx) => listAuditLog({ tx, filters, before, limit })), 200)
  },
)
