/**
 * Request validation: a request that fails its schema gets 422 with one message per field in `details.fields` (path
 * and message, for the forms) and a top-level message in the user's words, without paths (shared/rules/field-errors.ts
 * `refusalMessage`). The same shape comes from `validationFailed` for checks made inside a handler (a body whose
 * schema depends on the path).
 */
import type { Hook } from '@hono/zod-openapi'
import { textProblems } from '../../shared/rules/values.ts'
import { fieldErrorList, refusalMessage, type FieldError, type Issue } from '../../shared/rules/field-errors.ts'
import { AppError } from './errors.ts'

export type { FieldError }

/** The 422 for field problems found outside a route schema (`prefix` when the value sits inside the body). */
export function validationFailed(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): AppError {
  const fields = fieldErrorList(issues, prefix)
  return new AppError('validation_failed', refusalMessage(fields), { fields })
}

// biome-ignore lint/suspicious/noExplicitAny: one defaultHook serves apps with different envs and every route's schema; @hono/zod-openapi types the option itself as Hook<any, E, any, any>
export const fieldErrorsHook: Hook<any, any, any, any> = (result, c) => {
  // The schemas apply the text rule to every field; this catches text a schema lets through untyped (passthrough
  // bodies), so nothing Postgres would refuse reaches it. Same words as the rule.
  const issues: Issue[] = result.success ? textProblems(result.data) : result.error.issues
  if (issues.length) {
    const fields = fieldErrorList(issues)
    return c.json({ error: { code: 'validation_failed', message: refusalMessage(fields), details: { fields } } }, 422)
  }
}
