/**
 * One form hook for every screen: a form checks its body with the same zod schema the API uses, shows the API's own
 * refusal (a 422's fields, or its message) on the fields it names, and never touches what the user typed (the
 * values stay in the form's own state; only the messages change). Messages come from `shared/rules/field-errors.ts`
 * through `field-errors.ts`, so a field is named by its dotted path (`items.2.amount`) everywhere; a message for the
 * whole form is under `_`.
 */
import { useMemo, useState } from 'react'
import type { z } from 'zod'
import { apiFieldErrors, zodFieldErrors, type FieldErrors } from './field-errors.ts'

export type { FieldErrors }
/** Messages of a form's own checks; a field left undefined has none. */
type MoreErrors = Record<string, string | undefined>

type Show = (next: FieldErrors | ((shown: FieldErrors) => FieldErrors)) => void

/** What a form does with its messages; `show` is the only way they change, so the hook is a thin state holder. */
export function formErrorActions(show: Show) {
  /** Shows `found` (the messages of rules no schema holds, or none) and tells whether the form may go on. */
  const report = (found: MoreErrors) => {
    const shown: FieldErrors = {}
    for (const [field, message] of Object.entries(found)) if (message !== undefined) shown[field] = message
    show(shown)
    return Object.keys(shown).length === 0
  }
  /**
   * The parsed body, or undefined with each issue on its field. `more` are messages of checks the schema cannot make
   * (an amount typed in dollars, passwords that differ), or a function of the schema's messages that returns them
   * (a form's own words for a field the schema refused); they win over the schema's.
   */
  function check<S extends z.ZodType>(
    schema: S,
    value: unknown,
    more: MoreErrors | ((found: FieldErrors) => MoreErrors) = {},
  ): z.output<S> | undefined {
    const parsed = schema.safeParse(value)
    const found = parsed.success ? {} : zodFieldErrors(parsed.error)
    const all: MoreErrors = { ...found }
    for (const [field, message] of Object.entries(typeof more === 'function' ? more(found) : more))
      all[field] = message ?? all[field]
    return report(all) && parsed.success ? parsed.data : undefined
  }
  /** The API's refusal on the fields it names (422), or its message for the whole form; fits a mutation's onError. */
  const fromApi = (error: unknown) => show(apiFieldErrors(error))
  /** Drops the message of one field (the user is typing in it again), leaving the others. */
  const dismiss = (field: string) => show(({ [field]: _, ...rest }) => rest)
  return { check, report, fromApi, dismiss, clear: () => show({}) }
}

/** The messages by field, and the actions; the actions keep their identity across renders (safe in effect deps). */
export function useFormErrors() {
  const [errors, setErrors] = useState<FieldErrors>({})
  const actions = useMemo(() => formErrorActions(setErrors), [])
  return { errors, ...actions }
}
