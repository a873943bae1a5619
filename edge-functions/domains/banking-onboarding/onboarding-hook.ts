/**
 * Onboarding's request validation: the API's usual 422 (one message per field, `details.fields`), with the sentence
 * naming each field the way the form labels it ("State of incorporation: Must be 2-letter code") rather than by its
 * path, and the spec's messages kept word for word.
 */
import type { Hook } from '@hono/zod-openapi'
import { problemsSentence } from '../../../shared/rules/banking-onboarding.ts'
import { fieldErrorList } from '../../../shared/rules/field-errors.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'

// biome-ignore lint/suspicious/noExplicitAny: the same hook serves every onboarding route's schema, as fieldErrorsHook does
export const onboardingHook: Hook<any, any, any, any> = (result, c) => {
  if (result.success) return fieldErrorsHook(result, c)
  const fields = fieldErrorList(result.error.issues)
  return c.json({ error: { code: 'validation_failed', message: problemsSentence(fields), details: { fields } } }, 422)
}
