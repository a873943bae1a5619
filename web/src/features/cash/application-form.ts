/**
 * The onboarding form's values and how they become draft saves. What a person types is an edit on top of the saved
 * application; every edit that passes the API's own schema is saved, one that does not stays (in the browser, see
 * onboarding-drafts.ts) with its message beside the field, so nothing typed is lost and nothing wrong is sent.
 * Pure, so it is unit-tested.
 */
import {
  type TSaveApplicationRequest,
  ZSaveApplicationRequestSchema,
} from '../../../../shared/schemas/banking-onboarding.ts'

export const ADDRESS_PARTS = ['line1', 'line2', 'city', 'state', 'postalCode', 'country'] as const
type AddressPart = (typeof ADDRESS_PARTS)[number]

export const TEXT_FIELDS = [
  'legalName',
  'dba',
  'ein',
  'entityType',
  'industry',
  'businessDescription',
  'website',
  'phone',
  'incorporationDate',
  'incorporationState',
  'monthlyCashFlow',
  'numberOfEmployees',
  'applicantFirstName',
  'applicantLastName',
  'applicantEmail',
  'applicantTitle',
  ...ADDRESS_PARTS.map((p) => `address.${p}` as const),
] as const
export type TextField = (typeof TEXT_FIELDS)[number]

/** The form: every text field as typed, and the restricted industries (null = not answered, [] = none of them). */
export type ApplicationValues = Record<TextField, string> & { restrictedIndustries: string[] | null }
export type Edits = Partial<ApplicationValues>

type SavedApplication = {
  [K in Exclude<TextField, `address.${string}` | 'numberOfEmployees'>]?: string | null
} & {
  numberOfEmployees?: number | null
  restrictedIndustries?: string[] | null
  address?: Partial<Record<AddressPart, string | null>> | null
}

/** The saved application (or, before the first save, what the organization's profile knows) as form values. */
export function valuesOf(saved: SavedApplication | null): ApplicationValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as unknown as ApplicationValues
  values.restrictedIndustries = saved?.restrictedIndustries ?? null
  if (!saved) return values
  for (const f of TEXT_FIELDS) {
    if (f.startsWith('address.')) {
      const part = f.slice('address.'.length) as AddressPart
      values[f] = saved.address?.[part] ?? ''
    } else if (f === 'numberOfEmployees') {
      values[f] = saved.numberOfEmployees == null ? '' : String(saved.numberOfEmployees)
    } else values[f] = (saved[f as keyof SavedApplication] as string | null | undefined) ?? ''
  }
  if (values['address.country'] === '' && saved.address) values['address.country'] = 'US'
  return values
}

/** Before the first save, what the organization's profile knows becomes the first edits (so it is saved too). */
export function prefillEdits(prefill: SavedApplication): Edits {
  const values = valuesOf(prefill)
  return Object.fromEntries(TEXT_FIELDS.filter((f) => values[f] !== '').map((f) => [f, values[f]])) as Edits
}

/** The save body of some edits: blank clears a field, a typed count of employees is a number (or left as typed). */
export function bodyOf(edits: Edits): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  const address: Record<string, string | null> = {}
  for (const [field, value] of Object.entries(edits)) {
    if (field === 'restrictedIndustries') body.restrictedIndustries = value
    else if (field.startsWith('address.')) address[field.slice('address.'.length)] = blankIsNull(value as string)
    else if (field === 'numberOfEmployees') {
      const t = (value as string).trim()
      body.numberOfEmployees = t === '' ? null : /^\d+$/.test(t) ? Number(t) : t
    } else body[field] = blankIsNull(value as string)
  }
  if (Object.keys(address).length) body.address = address
  return body
}

const blankIsNull = (v: string) => (v.trim() === '' ? null : v)

/** The form field an issue of the save schema is about (its dotted path; a list item counts for its list). */
function fieldOfIssue(path: readonly PropertyKey[]): string {
  const [top, part] = path.map(String)
  return top === 'address' && part ? `address.${part}` : top
}

/**
 * The part of the edits the API accepts (`sent`, and the body to send), and a message for each field it would
 * refuse (by dotted path, as the API's 422 names them). Only valid fields are sent, so one wrong field never holds
 * back the others.
 */
export function saveableEdits(edits: Edits): {
  body: TSaveApplicationRequest
  sent: Edits
  errors: Record<string, string>
} {
  const parsed = ZSaveApplicationRequestSchema.safeParse(bodyOf(edits))
  if (parsed.success) return { body: parsed.data, sent: edits, errors: {} }
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) errors[fieldOfIssue(issue.path)] ??= issue.message
  const sent = Object.fromEntries(Object.entries(edits).filter(([field]) => !(field in errors))) as Edits
  const again = ZSaveApplicationRequestSchema.safeParse(bodyOf(sent))
  return again.success ? { body: again.data, sent, errors } : { body: {}, sent: {}, errors }
}

/** The edits left once a save of `sent` succeeded: those not sent, and those typed again since. */
export function editsAfterSave(current: Edits, sent: Edits): Edits {
  return Object.fromEntries(
    Object.entries(current).filter(
      ([field, value]) => !(field in sent) || JSON.stringify(value) !== JSON.stringify(sent[field as keyof Edits]),
    ),
  ) as Edits
}

/** Section: steps */

export const STEPS = [
  {
    id: 'company',
    label: 'Company',
    fields: ['legalName', 'dba', 'ein', 'entityType', 'incorporationDate', 'incorporationState', 'phone', 'website'],
  },
  { id: 'address', label: 'Address', fields: ADDRESS_PARTS.map((p) => `address.${p}`) },
  {
    id: 'industry',
    label: 'Industry',
    fields: ['industry', 'restrictedIndustries', 'businessDescription', 'monthlyCashFlow', 'numberOfEmployees'],
  },
  {
    id: 'applicant',
    label: 'Applicant',
    fields: ['applicantFirstName', 'applicantLastName', 'applicantEmail', 'applicantTitle'],
  },
  { id: 'owners', label: 'Beneficial owners', fields: ['owners'] },
  { id: 'review', label: 'Review and submit', fields: ['termsAccepted'] },
] as const satisfies readonly { id: string; label: string; fields: readonly string[] }[]
export type StepId = (typeof STEPS)[number]['id']

/** The step where the field of a problem is filled in ("owners.0.ownershipPercent" is on the owners step). */
export function stepOfPath(path: string): StepId {
  const field = path.startsWith('address') ? path : path.split('.')[0]
  const step = STEPS.find((s) => (s.fields as readonly string[]).some((f) => f === field || field.startsWith(`${f}.`)))
  return step?.id ?? 'review'
}
