/** Per-field messages for forms: from a failed zod parse (the same schema the API uses) or from the API's 422. */
import type { z } from 'zod'
import { firstMessageByField } from '@app/shared/rules/field-errors.ts'
import { ApiError } from './api-client.ts'

export type FieldErrors = Record<string, string>

/** First message per dotted path from a failed zod parse; a message for the whole form is under '_'. */
export const zodFieldErrors = (error: z.ZodError): FieldErrors => firstMessageByField(error.issues)

/** Field errors from the API (422) or a general message under '_'. */
export function apiFieldErrors(e: unknown): FieldErrors {
  if (e instanceof ApiError) {
    const out: FieldErrors = {}
    for (const [k, v] of Object.entries(e.fields)) out[k === '' ? '_' : k] = v
    if (Object.keys(out).length === 0) out._ = e.message
    return out
  }
  return { _: e instanceof Error ? e.message : 'Something went wrong' }
}
