/** /api/edit-history: the earlier words of a reply, an answer or a comment (docs/close.md "Whose words"). */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZUuid } from '../../../shared/schemas/common.ts'
import { ZEditHistoryResponseSchema, ZEditSubject } from '../../../shared/schemas/edit-history.ts'
import { listEditHistory } from '../../domains/edit-history/list-edit-history.ts'
import { errors, json } from '../openapi.ts'

const Param = z.object({ subject: ZEditSubject, subjectId: ZUuid })

export const editHistoryRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook }).openapi(
  createRoute({
    method: 'get',
    path: '/edit-history/{subject}/{subjectId}',
    tags: ['edit-history'],
    summary: 'The words a reply, answer or comment had before each edit, newest first (whoever reads the words)',
    request: { params: Param },
    responses: { 200: json(ZEditHistoryResponseSchema.openapi('EditHistory'), 'Earlier words'), ...errors },
  }),
  async (c) => {
    const { subject, subjectId } = c.req.valid('param')
    const revisions = await asUser(c.get('claims'), (tx) => listEditHistory({ tx, subject, subjectId }))
    return c.json({ revisions }, 200)
  },
)
