/** zod-openapi hook: a request that fails its schema gets 422 with one message per field, naming the field. */
import type { Hook } from '@hono/zod-openapi'

// deno-lint-ignore no-explicit-any
export const fieldErrorsHook: Hook<any, any, any, any> = (result, c) => {
  if (!result.success) {
    const fields = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    return c.json({ error: { code: 'validation_failed', message: fields.map((f) => `${f.path || 'body'}: ${f.message}`).join('; '), details: { fields } } }, 422)
  }
}
