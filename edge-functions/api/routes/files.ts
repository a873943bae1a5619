/** /api/files: record an uploaded file; list an organization's files with signed URLs. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import {
  ZCreateFileRequestSchema,
  ZDownloadableFileSchema,
  ZFileSchema,
  ZListFilesQuerySchema,
} from '../../../shared/schemas/files.ts'
import { createFile } from '../../domains/files/create-file.ts'
import { listFiles, withSignedUrls } from '../../domains/files/list-files.ts'
import { json, errors } from '../openapi.ts'

export const fileRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'post',
      path: '/files',
      tags: ['files'],
      request: { body: { content: { 'application/json': { schema: ZCreateFileRequestSchema } }, required: true } },
      responses: { 201: json(ZFileSchema, 'Recorded'), ...errors },
    }),
    async (c) => c.json(await asUser(c.get('claims'), (tx) => createFile({ tx, input: c.req.valid('json') })), 201),
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/files',
      tags: ['files'],
      request: { query: ZListFilesQuerySchema },
      responses: {
        200: json(z.object({ files: z.array(ZDownloadableFileSchema) }), 'Files with signed URLs'),
        ...errors,
      },
    }),
    async (c) => {
      const files = await asUser(c.get('claims'), (tx) => listFiles({ tx, ...c.req.valid('query') }))
      const token = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '')
      return c.json({ files: await withSignedUrls(files, token) }, 200)
    },
  )
