/** /api/requests: customer requests (create, list, get, update/status moves, comments, attached files). */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZAttachFilesRequestSchema,
  ZCreateCommentRequestSchema,
  ZCreateCustomerRequestRequestSchema,
  ZCustomerRequestDetailSchema,
  ZCustomerRequestSchema,
  ZListCustomerRequestsQuerySchema,
  ZUpdateCustomerRequestRequestSchema,
  ZRequestAssigneeSchema,
} from '../../../shared/schemas/requests.ts'
import { createRequest } from '../../domains/requests/create-request.ts'
import { listRequests } from '../../domains/requests/list-requests.ts'
import { getRequest } from '../../domains/requests/get-request.ts'
import { updateRequest } from '../../domains/requests/update-request.ts'
import { addRequestComment } from '../../domains/requests/add-request-comment.ts'
import { editRequestComment } from '../../domains/requests/edit-request-comment.ts'
import { attachRequestFiles } from '../../domains/requests/attach-request-files.ts'
import { listRequestAssignees } from '../../domains/requests/list-request-assignees.ts'
import { json, errors, body } from '../openapi.ts'

type Detail = z.infer<typeof ZCustomerRequestDetailSchema>
const Param = z.object({ id: ZUuid })

export const requestRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/requests',
      tags: ['requests'],
      request: { query: ZListCustomerRequestsQuerySchema },
      responses: { 200: json(z.object({ requests: z.array(ZCustomerRequestSchema) }), 'Requests'), ...errors },
    }),
    async (c) =>
      c.json(
        {
          requests: (await asUser(c.get('claims'), (tx) => listRequests({ tx, ...c.req.valid('query') }))) as z.infer<
            typeof ZCustomerRequestSchema
          >[],
        },
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/organizations/{organizationId}/request-assignees',
      tags: ['requests'],
      request: { params: z.object({ organizationId: ZUuid }) },
      responses: {
        200: json(z.object({ assignees: z.array(ZRequestAssigneeSchema) }), 'Who may be assigned'),
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const assignees = await asUser(c.get('claims'), (tx) => listRequestAssignees({ tx, organizationId }))
      return c.json({ assignees }, 200)
    },
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/requests',
      tags: ['requests'],
      request: body(ZCreateCustomerRequestRequestSchema),
      responses: { 201: json(ZCustomerRequestDetailSchema, 'Created'), ...errors },
    }),
    async (c) =>
      c.json((await asUser(c.get('claims'), (tx) => createRequest({ tx, input: c.req.valid('json') }))) as Detail, 201),
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/requests/{id}',
      tags: ['requests'],
      request: { params: Param },
      responses: { 200: json(ZCustomerRequestDetailSchema, 'The request'), ...errors },
    }),
    async (c) =>
      c.json(
        (await asUser(c.get('claims'), (tx) => getRequest({ tx, requestId: c.req.valid('param').id }))) as Detail,
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'patch',
      path: '/requests/{id}',
      tags: ['requests'],
      request: { params: Param, ...body(ZUpdateCustomerRequestRequestSchema) },
      responses: { 200: json(ZCustomerRequestDetailSchema, 'Updated'), ...errors },
    }),
    async (c) =>
      c.json(
        (await asUser(c.get('claims'), (tx) =>
          updateRequest({ tx, requestId: c.req.valid('param').id, patch: c.req.valid('json') }),
        )) as Detail,
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/requests/{id}/comments',
      tags: ['requests'],
      request: { params: Param, ...body(ZCreateCommentRequestSchema) },
      responses: { 201: json(ZCustomerRequestDetailSchema, 'Commented'), ...errors },
    }),
    async (c) =>
      c.json(
        (await asUser(c.get('claims'), (tx) =>
          addRequestComment({ tx, requestId: c.req.valid('param').id, content: c.req.valid('json').content }),
        )) as Detail,
        201,
      ),
  )

  .openapi(
    createRoute({
      method: 'patch',
      path: '/requests/{id}/comments/{commentId}',
      tags: ['requests'],
      summary: 'The author changes the words of their comment (the earlier words stay in its history)',
      request: { params: Param.extend({ commentId: ZUuid }), ...body(ZCreateCommentRequestSchema) },
      responses: { 200: json(ZCustomerRequestDetailSchema, 'Edited'), ...errors },
    }),
    async (c) => {
      const { id, commentId } = c.req.valid('param')
      const { content } = c.req.valid('json')
      return c.json(
        (await asUser(c.get('claims'), (tx) =>
          editRequestComment({ tx, requestId: id, commentId, content }),
        )) as Detail,
        200,
      )
    },
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/requests/{id}/files',
      tags: ['requests'],
      request: { params: Param, ...body(ZAttachFilesRequestSchema) },
      responses: { 200: json(ZCustomerRequestDetailSchema, 'Attached'), ...errors },
    }),
    async (c) => {
      const requestId = c.req.valid('param').id
      return c.json(
        (await asUser(c.get('claims'), async (tx) => {
          await attachRequestFiles({ tx, requestId, fileIds: c.req.valid('json').fileIds })
          return await getRequest({ tx, requestId })
        })) as Detail,
        200,
      )
    },
  )
