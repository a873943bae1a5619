/** /api/message-templates: staff read, admins and owners create, edit and delete. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZCreateMessageTemplateRequestSchema,
  ZMessageTemplateSchema,
  ZUpdateMessageTemplateRequestSchema,
} from '../../../shared/schemas/message-templates.ts'
import { listMessageTemplates } from '../../domains/message-templates/list-message-templates.ts'
import { createMessageTemplate } from '../../domains/message-templates/create-message-template.ts'
import { updateMessageTemplate } from '../../domains/message-templates/update-message-template.ts'
import { deleteMessageTemplate } from '../../domains/message-templates/delete-message-template.ts'
import { json, errors, body } from '../openapi.ts'

const IdParam = z.object({ id: ZUuid })
const tags = ['message-templates']

export const messageTemplateRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/message-templates',
      tags,
      responses: {
        200: json(z.object({ templates: z.array(ZMessageTemplateSchema) }), 'Templates by title'),
        ...errors,
      },
    }),
    async (c) => c.json({ templates: await asUser(c.get('claims'), (tx) => listMessageTemplates({ tx })) }, 200),
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/message-templates',
      tags,
      request: body(ZCreateMessageTemplateRequestSchema),
      responses: { 201: json(ZMessageTemplateSchema, 'Created'), ...errors },
    }),
    async (c) =>
      c.json(await asUser(c.get('claims'), (tx) => createMessageTemplate({ tx, input: c.req.valid('json') })), 201),
  )

  .openapi(
    createRoute({
      method: 'put',
      path: '/message-templates/{id}',
      tags,
      request: { params: IdParam, ...body(ZUpdateMessageTemplateRequestSchema) },
      responses: { 200: json(ZMessageTemplateSchema, 'Updated'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          updateMessageTemplate({ tx, templateId: c.req.valid('param').id, input: c.req.valid('json') }),
        ),
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'delete',
      path: '/message-templates/{id}',
      tags,
      request: { params: IdParam },
      responses: { 204: { description: 'Deleted' }, ...errors },
    }),
    async (c) => {
      await asUser(c.get('claims'), (tx) => deleteMessageTemplate({ tx, templateId: c.req.valid('param').id }))
      return c.body(null, 204)
    },
  )
