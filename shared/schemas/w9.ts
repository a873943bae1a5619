/**
 * W-9 collection (issue 36 item 6, banking-payments-tax.md §4 statuses, §5 "W-9 by email" limits): the staff's
 * request, and the form a vendor fills on the public page behind the emailed link. The form's limits and messages
 * are §5's, as shared/schemas/tax-forms.ts words them for the tax-form service (name at most 40, address lines at
 * most 46, ZIP 5 or 5+4, a US state or territory, TIN type EIN or SSN), so the page and the API refuse the same input
 * with the same words.
 */
import { z } from 'zod'
import { US_STATES } from '../rules/us-states.ts'
import { ZText } from '../rules/values.ts'
import { TIN_MESSAGES, W9_STATUSES, tinDigits } from '../rules/vendor-1099.ts'

/** The W-9's line 3a boxes. */
export const W9_TAX_CLASSIFICATIONS = {
  individual: 'Individual/sole proprietor',
  c_corporation: 'C corporation',
  s_corporation: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust/estate',
  llc_c: 'LLC taxed as a C corporation',
  llc_s: 'LLC taxed as an S corporation',
  llc_p: 'LLC taxed as a partnership',
  other: 'Other',
} as const
export type TW9TaxClassification = keyof typeof W9_TAX_CLASSIFICATIONS
const CLASSIFICATION_KEYS = Object.keys(W9_TAX_CLASSIFICATIONS) as [TW9TaxClassification, ...TW9TaxClassification[]]

export const W9_MESSAGES = {
  name: 'Name is required',
  nameLength: 'Recipient name must be at most 40 characters',
  businessNameLength: 'Business name must be at most 40 characters',
  classification: 'Choose a federal tax classification',
  address: 'Address is required',
  addressLength: 'Address line must be at most 46 characters',
  city: 'City is required',
  state: 'State must be a US state or territory code',
  zip: 'ZIP must be 5 digits or 5+4',
  tinType: 'TIN type must be EIN or SSN',
  certify: 'Certify the statements above to sign the form',
  signature: 'Type your name to sign',
  noEmail: 'This vendor has no email address: add one before requesting a W-9',
  noBusiness: 'Create the business with the tax-form service before requesting W-9s',
  done: 'This W-9 has already been completed',
  notFound: 'This W-9 link is not valid. Ask the business that sent it for a new one.',
} as const

const ZW9Fields = z.object({
  name: ZText.trim().min(1, { message: W9_MESSAGES.name }).max(40, { message: W9_MESSAGES.nameLength }),
  businessName: ZText.trim().max(40, { message: W9_MESSAGES.businessNameLength }).default(''),
  taxClassification: z.enum(CLASSIFICATION_KEYS, { message: W9_MESSAGES.classification }),
  address1: ZText.trim().min(1, { message: W9_MESSAGES.address }).max(46, { message: W9_MESSAGES.addressLength }),
  address2: ZText.trim().max(46, { message: W9_MESSAGES.addressLength }).default(''),
  city: ZText.trim().min(1, { message: W9_MESSAGES.city }).max(255),
  state: z.enum(US_STATES, { message: W9_MESSAGES.state }),
  zip: ZText.trim().regex(/^\d{5}(-\d{4})?$/, { message: W9_MESSAGES.zip }),
  tinType: z.enum(['EIN', 'SSN'], { message: W9_MESSAGES.tinType }),
  tin: ZText.trim(),
  certify: z.literal(true, { message: W9_MESSAGES.certify }),
  signature: ZText.trim().min(1, { message: W9_MESSAGES.signature }).max(100),
})
/** The TIN is checked against its type even when other fields are wrong, so every message shows at once. */
export const ZW9FormSchema = ZW9Fields.refine((v) => !!tinDigits(v.tinType, v.tin), {
  path: ['tin'],
  error: (issue) => ((issue.input as { tinType?: string })?.tinType === 'EIN' ? TIN_MESSAGES.ein : TIN_MESSAGES.ssn),
  when: (payload) => ZW9Fields.pick({ tinType: true, tin: true }).safeParse(payload.value).success,
})
export type TW9Form = z.input<typeof ZW9FormSchema>

export const ZW9RequestSchema = z.object({ year: z.number().int().min(1900).max(2200) })
export const ZW9RequestResponseSchema = z.object({
  status: z.enum(W9_STATUSES),
  sentTo: z.string(),
})
