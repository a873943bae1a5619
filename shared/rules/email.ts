/**
 * Email rules (spec §5, §8), each written once: what a valid address is (every schema and form asks `ZEmail` or
 * `emailProblem`), and the alias rule (addresses that differ only by dots or a plus-suffix in the local part).
 */
import { z } from 'zod'

/** Email: trimmed, lower-cased, then must be a valid address (zod's email rule: a mailbox at a dotted domain). */
export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address' }))

/** A form's email field: an empty one asks for the address, anything else must pass `ZEmail`. */
export const ZEmailField = z.string().trim().min(1, 'Enter your email address').pipe(ZEmail)

/** The same rule as a field check with the form's own refusal (banking onboarding says "Invalid email"). */
export function emailProblem(value: string, message: string): string | undefined {
  return ZEmail.safeParse(value).success ? undefined : message
}

/** The canonical form: lower-cased, local part without dots and without anything after '+'. */
export function canonicalEmail(email: string): string {
  const value = email.trim().toLowerCase()
  const at = value.lastIndexOf('@')
  const local = at > 0 ? value.slice(0, at) : ''
  if (!local) throw new Error('could not find local')
  const domain = value.slice(at + 1)
  return `${local.split('+')[0].replace(/\./g, '')}@${domain}`
}

/** True when both addresses reach the same mailbox under the alias rule. Throws "could not find local" on "@x.com". */
export function isSameEmailAlias(a: string, b: string): boolean {
  return canonicalEmail(a) === canonicalEmail(b)
}
