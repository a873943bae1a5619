/**
 * Request validation: a request that fails its schema gets 422 with one message per field, naming the field. The
 * same shape comes from `validationFailed` for checks made inside a handler (a body whose schema depends on the path).
 */
import type { Hook } from '@hono/zod-openapi'
import { textProblems } from '../../shared/rules/values.ts'
import { AppError } from './errors.ts'

type Issue = { path: readonly PropertyKey[]; message: string }
export type FieldError = { path: string; message: string }

export const fieldErrors = (issues: readonly Issue[]): FieldError[] => issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
/** "Line.0.Amount: Amounts have at most two decimals; TxnDate: Enter a real date, like 2026-02-28" */
export const fieldMessage = (fields: FieldError[]) => fields.map((f) => `${f.path || 'body'}: ${f.message}`).join('; ')

/** The 422 for field problems found outside a route schema. */
export function validationFailed(issues: readonly Issue[]): AppError {
  const fields = fieldErrors(issues)
  return new AppError('validation_failed', fieldMessage(fields), { fields })
}

// deno-lint-ignore no-explicit-any
export const fieldErrorsHook: Hook<any, any, any, any> = (result, c) => {
  // The schemas apply the text rule to every field; this catches text a schema lets through untyped (passthrough
  // bodies), so nothing Postgres would refuse reaches it. Same words as the rule.
  const issues: Issue[] = result.success ? textProblems(result.data) : result.error.issues
  if (issues.length) {
    const fields = fieldErrors(issues)
    return c.json({ error: { code: 'validation_failed', message: fieldMessage(fields), details: { fields } } }, 422)
  }
}
