/**
 * Turning zod issues into messages by field: one rule for the API's 422 bodies, the web forms and the error texts of
 * jobs and webhooks, so a field is named the same way everywhere (a dotted path, `items.2.amount`).
 */
export type Issue = { path: readonly PropertyKey[]; message: string }
export type FieldError = { path: string; message: string }

const issuePath = (path: readonly PropertyKey[], prefix: readonly PropertyKey[] = []) =>
  [...prefix, ...path].map(String).join('.')

/** Every issue with its dotted path (`prefix` when the parsed value sits inside a larger body). */
export const fieldErrorList = (issues: readonly Issue[], prefix: readonly PropertyKey[] = []): FieldError[] =>
  issues.map((i) => ({ path: issuePath(i.path, prefix), message: i.message }))

/** The first message per field, for showing beside each input; an issue without a path goes under `whole`. */
export function firstMessageByField(issues: readonly Issue[], whole = '_'): Record<string, string> {
  const out: Record<string, string> = {}
  for (const i of issues) out[issuePath(i.path) || whole] ??= i.message
  return out
}

/** One line for logs and plain-text answers: `field: message; other: message` (`whole` names a path-less issue). */
export const issuesSentence = (
  issues: readonly Issue[],
  { prefix = [], whole = 'body' }: { prefix?: readonly PropertyKey[]; whole?: string } = {},
) => issues.map((i) => `${issuePath(i.path, prefix) || whole}: ${i.message}`).join('; ')
