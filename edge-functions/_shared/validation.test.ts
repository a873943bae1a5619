/**
 * The API's 422 shape (issue 30, item 8): `error.message` is a sentence in the user's words, without the program's
 * field paths; `error.details.fields[]` keeps each path and message for the forms. A small app with the API's own
 * hook, so no stack is needed.
 */
import assert from 'node:assert/strict'
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { CHECK_FIELDS } from '../../shared/rules/field-errors.ts'
import { fieldErrorsHook, validationFailed } from './validation.ts'
import { fromPostgresError } from './errors.ts'

const DATE = 'Enter a real date, like 2026-02-28'
const body = z.object({
  memo: z.string().max(5, { message: 'Keep the memo to 5 characters or fewer' }).optional(),
  items: z.array(z.object({ serviceDateFrom: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: DATE }) })),
})
const app = new OpenAPIHono({ defaultHook: fieldErrorsHook }).openapi(
  createRoute({
    method: 'post',
    path: '/things',
    request: { body: { content: { 'application/json': { schema: body } } } },
    responses: { 200: { description: 'ok' } },
  }),
  (c) => c.json({ ok: true }, 200),
)
const post = async (json: unknown) => {
  const r = await app.request('/things', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  })
  return { status: r.status, body: await r.json() }
}

Deno.test('one refused field: its message with its label on top, its path in the details', async () => {
  const r = await post({ items: [{ serviceDateFrom: '28/11/2026' }] })
  assert.equal(r.status, 422)
  assert.deepEqual(r.body.error, {
    code: 'validation_failed',
    message: `Items 1 service date from: ${DATE}`,
    details: { fields: [{ path: 'items.0.serviceDateFrom', message: DATE }] },
  })
})

Deno.test('several refused fields: "Check the highlighted fields" on top, every field in the details', async () => {
  const r = await post({ memo: 'too long', items: [{ serviceDateFrom: 'x' }, { serviceDateFrom: 'y' }] })
  assert.equal(r.status, 422)
  assert.equal(r.body.error.message, CHECK_FIELDS)
  assert.deepEqual(
    r.body.error.details.fields.map((f: { path: string }) => f.path),
    ['memo', 'items.0.serviceDateFrom', 'items.1.serviceDateFrom'],
  )
})

Deno.test('a message that names its field stands alone; a bare "Required" gets its label', () => {
  const named = validationFailed([{ path: ['memo'], message: 'Keep the memo to 5 characters or fewer' }])
  assert.equal(named.message, 'Keep the memo to 5 characters or fewer')
  const bare = validationFailed([{ path: ['debitAccountId'], message: 'Required' }], ['lines', 0])
  assert.equal(bare.message, 'Lines 1 debit account is required')
  assert.deepEqual(bare.details, { fields: [{ path: 'lines.0.debitAccountId', message: 'Required' }] })
})

Deno.test("Postgres's refusal of a column's value names the column in words", () => {
  const e = fromPostgresError({ code: '22001', column_name: 'legal_name' })
  assert.equal(e?.message, 'Legal name: This text is too long')
  assert.deepEqual(e?.details, {
    field: 'legal_name',
    fields: [{ path: 'legal_name', message: 'This text is too long' }],
  })
})
