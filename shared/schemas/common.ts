/** Field formats shared by every domain (spec §5), used by the API, the web forms and mirrored by database CHECKs. */
import { z } from 'zod'
import { ZText, ZUuid } from '../rules/values.ts'

/** The value rules (text, date, money, ids) live in shared/rules/values.ts; re-exported where schemas already look. */
export { ZAmount, ZDate, ZJsonObject, ZLedgerId, ZSignedAmount, ZSyncToken, ZText, ZUuid } from '../rules/values.ts'

/** Email: trimmed, lower-cased, then must be a valid address; the rule lives in shared/rules/email.ts. */
export { ZEmail } from '../rules/email.ts'

/** A person's first or last name on an invitation: trimmed, at least one character. */
export const ZPersonName = ZText.trim().min(1, { message: 'Required' }).max(255)

/** Address limits (trimmed): postal code 30, city/country/subdivision 255, address lines 2000. */
export const ZAddress = z.object({
  streetAddress: ZText.trim().max(2000).optional(),
  addressLine2: ZText.trim().max(2000).optional(),
  city: ZText.trim().max(255).optional(),
  state: ZText.trim().max(255).optional(),
  zipCode: ZText.trim().max(30).optional(),
  country: ZText.trim().max(255).optional(),
})

export const ZOrgRole = z.enum(['admin', 'user'])
export const ZUserRole = z.enum(['user', 'bookkeeper', 'admin', 'owner'])
export const ZProduct = z.enum(['accounting', 'banking'])

/** booksPriority: an integer 0..6 (business days added to the due date: 0 -> 3 ... 5 -> 8). */
export const ZBooksPriority = z.number().int().min(0).max(6, { message: 'Books priority is at most 6' })

export const ZMonth = z.number().int().min(1, { message: 'Month is 1 to 12' }).max(12, { message: 'Month is 1 to 12' })

/** Year: integer from 1900 to the current year plus 100 (evaluated when validating, not when the module loads). */
export const ZYear = z
  .number()
  .int()
  .min(1900, { message: 'Year must be 1900 or later' })
  .refine((y) => y <= new Date().getFullYear() + 100, { message: 'Year must be at most the current year plus 100' })

/** Optional number input: an empty value or a non-finite number gives undefined. */
export const ZOptionalNumber = z.preprocess((v) => {
  if (v === '' || v === null || v === undefined) return undefined
  const n = typeof v === 'number' ? v : Number(v)
  return Number.isFinite(n) ? n : undefined
}, z.number().optional())

/** Task-form checkbox: a checked HTML checkbox submits the literal text "on"; absent means unchecked. */
export const ZCheckbox = z.literal('on').optional()

/** Every refusal's body; named (ErrorResponse) so the OpenAPI document states it once. */
export const ZErrorResponseSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) })
  .meta({ id: 'ErrorResponse' })

export const ZIdParam = z.object({ id: ZUuid })
