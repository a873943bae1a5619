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

/** A field's dotted path in words: `accountName` → "Account name", `debitAccountId` → "Debit account", `splits.1.percentage` → "Splits 2 percentage". */
export function fieldWords(path: string): string {
  const words = path
    .split('.')
    // a position counts from 1, and an id is the thing it names ("debitAccountId" is the debit account)
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part.replace(/([a-z])Ids?$/, '$1')))
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

// zod's own words, which do not say what they are about
const BARE = /^(required|invalid\b|expected\b|too (big|small)|unrecognized)/i

/**
 * The messages of a refusal as a person reads them, without the program's field names (`accountName: …`): a message
 * that already says what it is about stands alone; a bare one ("Required") is given its field in words.
 */
export function peopleSentence(fields: readonly FieldError[]): string {
  const out = new Set<string>()
  for (const { path, message } of fields) {
    if (!path || !BARE.test(message)) out.add(message)
    else if (/^required$/i.test(message)) out.add(`${fieldWords(path)} is required`)
    else out.add(`${fieldWords(path)}: ${message.charAt(0).toLowerCase()}${message.slice(1)}`)
  }
  return [...out].join('; ')
}

/** The top-level message of a refusal that highlights several fields (each keeps its own message beside it). */
export const CHECK_FIELDS = 'Check the highlighted fields'

/**
 * The one sentence a 422 leads with (`error.message`), in the user's words: a single field's message with its label
 * ("Service date from: Enter a real date, like 2026-02-28"), a message alone when it already names its field or
 * belongs to no field, and "Check the highlighted fields" when several fields are refused. The paths stay in
 * `details.fields` for the forms; this sentence is what a person reads without a form (a toast, a log, an API client).
 */
export function refusalMessage(fields: readonly FieldError[]): string {
  const paths = new Set(fields.map((f) => f.path))
  if (fields.length === 0 || paths.size > 1) return CHECK_FIELDS
  const { path, message } = fields[0]
  if (!path) return message
  const label = fieldWords(path)
  if (/^required$/i.test(message)) return `${label} is required`
  if (message.toLowerCase().includes(label.toLowerCase())) return message
  return `${label}: ${BARE.test(message) ? message.charAt(0).toLowerCase() + message.slice(1) : message}`
}
