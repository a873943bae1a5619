/**
 * The tax-form service's request shapes (banking-payments-tax.md §5 "Tax-form service"): creating the payer business
 * and requesting W-9s by email, each field held to §5's limits. The spec gives the limits but not the words, so the
 * messages here name the field and the limit. What the service answers (SubmissionId, success and error records,
 * StatusCode/StatusName/StatusMessage/BusinessId) is §3's; the W-9 statuses are vendor-1099.ts's W9_STATUSES.
 * Not yet called by anything: W-9 collection (issue 36 item 6) is the next step (docs/sales-tax.md).
 */
import { z } from 'zod'
import { US_STATES } from '../rules/us-states.ts'
import { ZText } from '../rules/values.ts'

const atMost = (n: number, field: string) => ZText.max(n, { message: `${field} must be at most ${n} characters` })
const between = (lo: number, hi: number, field: string) =>
  ZText.min(lo, { message: `${field} must be ${lo} to ${hi} characters` }).max(hi, {
    message: `${field} must be ${lo} to ${hi} characters`,
  })
const exactly = (n: number, field: string) => ZText.length(n, { message: `${field} must be exactly ${n} characters` })

export const W9_LANGUAGES = ['en-US', 'es-ES', 'fr-FR', 'de-DE', 'uk-UA', 'pt-PT'] as const
export const LOGO_POSITIONS = ['LEFT', 'CENTER', 'RIGHT'] as const
export const BUSINESS_TYPES = ['ESTE', 'PART', 'CORP', 'EORG', 'SPRO'] as const

export const ZW9RecipientSchema = z.object({
  name: ZText.min(1, { message: 'Recipient name is required' }).max(40, {
    message: 'Recipient name must be at most 40 characters',
  }),
  email: z.email({ message: 'Invalid email' }).max(100, { message: 'Email must be at most 100 characters' }),
  payeeRef: between(1, 50, 'Payee reference'),
  address1: atMost(46, 'Address line').optional(),
  address2: atMost(46, 'Address line').optional(),
  zip: ZText.regex(/^\d{5}(-\d{4})?$/, { message: 'ZIP must be 5 digits or 5+4' }).optional(),
  state: z.enum(US_STATES, { message: 'State must be a US state or territory code' }).optional(),
})

export const ZW9RequestByEmailSchema = z.object({
  recipients: z.array(ZW9RecipientSchema).min(1, { message: 'Add at least one recipient' }),
  requesterTin: between(9, 11, 'Requester TIN'),
  tinType: z.enum(['EIN', 'SSN'], { message: 'TIN type must be EIN or SSN' }),
  logoUrl: atMost(150, 'Logo URL').optional(),
  logoPosition: z.enum(LOGO_POSITIONS, { message: 'Logo position must be LEFT, CENTER or RIGHT' }).optional(),
  language: z.enum(W9_LANGUAGES, { message: `Language must be one of ${W9_LANGUAGES.join(', ')}` }).optional(),
})
export type TW9RequestByEmail = z.infer<typeof ZW9RequestByEmailSchema>

export const ZCreateBusinessSchema = z.object({
  businessName: ZText.min(1, { message: 'Business name is required' }).max(75, {
    message: 'Business name must be at most 75 characters',
  }),
  tradeName: atMost(75, 'Trade name').optional(),
  firstName: atMost(20, 'First name').optional(),
  lastName: atMost(20, 'Last name').optional(),
  einOrSsn: between(9, 11, 'EIN or SSN'),
  isEin: z.boolean(),
  phone: exactly(10, 'Phone').optional(),
  fax: exactly(10, 'Fax').optional(),
  extension: atMost(5, 'Extension').optional(),
  contactName: atMost(27, 'Contact').optional(),
  businessType: z.enum(BUSINESS_TYPES, { message: `Business type must be one of ${BUSINESS_TYPES.join(', ')}` }),
  foreignAddress: z
    .object({
      address1: atMost(50, 'Foreign address line'),
      address2: atMost(50, 'Foreign address line').optional(),
      country: ZText.regex(/^[A-Z]{2}$/, { message: 'Country must be a 2-letter code' }),
    })
    .optional(),
})
export type TCreateBusiness = z.infer<typeof ZCreateBusinessSchema>

/** The organization's requester business with the service, as the API shows it (no TIN: its last four only). */
export const ZTaxFormBusinessSchema = z.object({
  businessId: z.string(),
  businessName: z.string(),
  tinType: z.enum(['EIN', 'SSN']),
  tinLast4: z.string(),
})
export const ZTaxFormBusinessResponseSchema = z.object({ business: ZTaxFormBusinessSchema.nullable() })
