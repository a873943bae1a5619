/**
 * The rules for an organization's contact and tax details (EIN, website, phone, ZIP code), and the default wording
 * of zod's generic length and presence problems, so no message names an internal field or reads like a type error.
 * Siblings of `values.ts`: each is a pure check plus a message in the user's words.
 */
import { z } from 'zod'

export const CONTACT_MESSAGES = {
  ein: 'Enter the EIN as nine digits, like 12-3456789',
  website: 'Enter a website address, like example.com or https://example.com',
  phone: 'Enter a phone number of 7 to 15 digits, like (555) 123-4567 or +44 20 7946 0958',
  zip: 'Enter a ZIP code like 12345 or 12345-6789 (or the postal code of your country)',
} as const

/** Nine digits, with or without the dash after the second (the form shows 12-3456789). */
export function einProblem(s: string): string | undefined {
  return /^\d{2}-?\d{7}$/.test(s.trim()) ? undefined : CONTACT_MESSAGES.ein
}

/** A host name with a dot (scheme optional, http or https only), no spaces. */
export function websiteProblem(s: string): string | undefined {
  const v = s.trim()
  if (/\s/.test(v)) return CONTACT_MESSAGES.website
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`
  try {
    const u = new URL(withScheme)
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return CONTACT_MESSAGES.website
    if (!/^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(u.hostname)) return CONTACT_MESSAGES.website
    return undefined
  } catch {
    return CONTACT_MESSAGES.website
  }
}

/** Digits with the usual punctuation (spaces, dashes, dots, brackets, a leading +, "ext"), 7 to 15 digits. */
export function phoneProblem(s: string): string | undefined {
  const v = s.trim().replace(/\s*(ext\.?|x)\s*\d{1,6}$/i, '')
  if (!/^\+?[\d\s().-]+$/.test(v)) return CONTACT_MESSAGES.phone
  const digits = v.replace(/\D/g, '').length
  return digits >= 7 && digits <= 15 ? undefined : CONTACT_MESSAGES.phone
}

/** US ZIP or ZIP+4, or another country's postal code: letters, digits, spaces and dashes, 3 to 10 long. */
export function zipProblem(s: string): string | undefined {
  const v = s.trim()
  return /^\d{5}(-\d{4})?$/.test(v) || /^(?=.*\d)[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/i.test(v)
    ? undefined
    : CONTACT_MESSAGES.zip
}

/** "Keep this to 255 characters or fewer" rather than "Too big: expected string to have <=255 characters". */
function genericMessage(issue: {
  code?: string
  origin?: string
  maximum?: unknown
  minimum?: unknown
  input?: unknown
  format?: string
  inclusive?: boolean
}): string | undefined {
  const n = (x: unknown) => Number(x).toLocaleString('en-US')
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `Keep this to ${n(issue.maximum)} characters or fewer`
  if (issue.code === 'too_small' && issue.origin === 'string')
    return Number(issue.minimum) <= 1 ? 'This cannot be empty' : `Enter at least ${n(issue.minimum)} characters`
  if (issue.code === 'too_big' && issue.origin === 'array') return `Choose at most ${n(issue.maximum)}`
  if (issue.code === 'too_small' && issue.origin === 'array') return `Choose at least ${n(issue.minimum)}`
  // exclusive bounds (zod's positive(), lt()) exclude the number itself: "more than 0", not "0 or more"
  if (issue.code === 'too_big' && issue.origin === 'number')
    return issue.inclusive === false ? `Enter less than ${n(issue.maximum)}` : `Enter ${n(issue.maximum)} or less`
  if (issue.code === 'too_small' && issue.origin === 'number')
    return issue.inclusive === false ? `Enter more than ${n(issue.minimum)}` : `Enter ${n(issue.minimum)} or more`
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'Required'
  if (issue.code === 'invalid_format' && issue.format === 'email')
    return 'Enter an email address, like name@example.com'
  return undefined
}

// Schemas' own messages win; this words only the problems a schema left to zod's defaults.
z.config({ customError: (issue) => genericMessage(issue as Parameters<typeof genericMessage>[0]) })
