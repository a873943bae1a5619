/**
 * /api/organizations/{id}/notes (internal notes) and /api/receipts (receipts with signed file links): the lists
 * the staff screens need beside the tenancy routes. Everything runs as the user, so RLS decides who sees what.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZUuid } from '../../../shared/schemas/common.ts'
import { ZDownloadableFileSchema } from '../../../shared/schemas/files.ts'
import { ZCreateNoteRequestSchema, ZNoteSchema } from '../../../shared/schemas/notes.ts'
import { listNotes } from '../../domains/notes/list-notes.ts'
import { createNote } from '../../domains/notes/create-note.ts'
import { deleteNote } from '../../domains/notes/delete-note.ts'
import { listReceipts, type TReceiptRow } from '../../domains/receipts/list-receipts.ts'
import { createReceipt } from '../../domains/receipts/create-receipt.ts'
import { listReceiptEmails } from '../../domains/receipts/list-receipt-emails.ts'
import { withSignedUrls } from '../../domains/files/list-files.ts'
import { json, errors, body } from '../openapi.ts'

const ZReceiptSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  organizationName: z.string(),
  fileId: ZUuid,
  createdAt: z.string(),
  source: z.enum(['upload', 'email', 'ramp']),
  sender: z.string().nullable(),
  reading: z
    .object({
      vendor: z.string().nullable(),
      amountCents: z.number().nullable(),
      date: z.string().nullable(),
      note: z.string().nullable(),
      matched: z.boolean(),
      transaction: z
        .object({ id: ZUuid, date: z.string(), amountCents: z.number(), description: z.string().nullable() })
        .nullable(),
    })
    .nullable(),
  file: ZDownloadableFileSchema,
})

const ZReceiptEmailSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid.nullable(),
  organizationName: z.string().nullable(),
  sender: z.string().nullable(),
  subject: z.string().nullable(),
  outcome: z.enum(['filed', 'no-attachment', 'unknown-sender', 'unknown-organization', 'too-large', 'not-a-receipt']),
  message: z.string(),
  skipped: z.array(z.string()),
  receiptsFiled: z.number().int(),
  receivedAt: z.string(),
})

const bearer = (header: string | undefined) => (header ?? '').replace(/^Bearer\s+/i, '')
async function signed(receipts: TReceiptRow[], token: string) {
  const files = await withSignedUrls(
    receipts.map((r) => r.file),
    token,
  )
  return receipts.map((r, i) => ({ ...r, file: files[i] }))
}

export const adminListRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/organizations/{id}/notes',
      tags: ['notes'],
      request: { params: z.object({ id: ZUuid }) },
      responses: { 200: json(z.object({ notes: z.array(ZNoteSchema) }), 'Notes, newest first'), ...errors },
    }),
    async (c) =>
      c.json(
        { notes: await asUser(c.get('claims'), (tx) => listNotes({ tx, organizationId: c.req.valid('param').id })) },
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/organizations/{id}/notes',
      tags: ['notes'],
      request: { params: z.object({ id: ZUuid }), ...body(ZCreateNoteRequestSchema) },
      responses: { 201: json(ZNoteSchema, 'Created'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          createNote({ tx, organizationId: c.req.valid('param').id, ...c.req.valid('json') }),
        ),
        201,
      ),
  )

  .openapi(
    createRoute({
      method: 'delete',
      path: '/organizations/{id}/notes/{noteId}',
      tags: ['notes'],
      request: { params: z.object({ id: ZUuid, noteId: ZUuid }) },
      responses: { 204: { description: 'Deleted' }, ...errors },
    }),
    async (c) => {
      const { id, noteId } = c.req.valid('param')
      await asUser(c.get('claims'), (tx) => deleteNote({ tx, organizationId: id, noteId }))
      return c.body(null, 204)
    },
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/receipts',
      tags: ['receipts'],
      request: { query: z.object({ organizationId: ZUuid.optional() }) },
      responses: {
        200: json(z.object({ receipts: z.array(ZReceiptSchema) }), 'Receipts with signed file links'),
        ...errors,
      },
    }),
    async (c) => {
      const rows = await asUser(c.get('claims'), (tx) =>
        listReceipts({ tx, organizationId: c.req.valid('query').organizationId }),
      )
      return c.json({ receipts: await signed(rows, bearer(c.req.header('authorization'))) }, 200)
    },
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/receipts/emails',
      tags: ['receipts'],
      summary: 'Receipt emails and what became of each (filed, or why not)',
      request: { query: z.object({ organizationId: ZUuid.optional() }) },
      responses: { 200: json(z.object({ emails: z.array(ZReceiptEmailSchema) }), 'Newest first'), ...errors },
    }),
    async (c) =>
      c.json(
        {
          emails: await asUser(c.get('claims'), (tx) =>
            listReceiptEmails({ tx, organizationId: c.req.valid('query').organizationId }),
          ),
        },
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/receipts',
      tags: ['receipts'],
      request: body(z.object({ organizationId: ZUuid, fileId: ZUuid })),
      responses: { 201: json(ZReceiptSchema, 'Recorded'), ...errors },
    }),
    async (c) => {
      const { organizationId, fileId } = c.req.valid('json')
      const row = await asUser(c.get('claims'), (tx) => createReceipt({ tx, organizationId, fileId }))
      return c.json((await signed([row], bearer(c.req.header('authorization'))))[0], 201)
    },
  )
