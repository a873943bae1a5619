/**
 * Business-banking onboarding (KYC): the value sets an application is made of, the valid US address, the company
 * creation rules with the spec's messages (banking-payments-tax.md §5), the restricted industries that refuse
 * onboarding (overview-access-onboarding.md §9) and when an application is complete. Plain data and functions, so
 * the schemas, the edge functions and the web forms refuse the same values in the same words.
 */
import { einProblem, phoneProblem, websiteProblem } from './values-contact.ts'
import { US_STATES } from './us-states.ts'
import { emailProblem } from './email.ts'
import { SSN_MESSAGE } from './ssn.ts'
import { dateProblem } from './values.ts'

export type Problem = { path: string; message: string }

/** The states a US address names (their own file, for any US form); here too, beside the address rule. */
export { type TUsState, US_STATE_NAMES, US_STATES } from './us-states.ts'

/** Section: value sets */

/** The sixteen restricted industries, in the spec's order: a business in any of them is refused. */
export const RESTRICTED_INDUSTRY_LABELS = {
  unlicensed_money_services: 'Unlicensed money services',
  cannabis: 'Cannabis',
  firearms: 'Firearms',
  adult_entertainment: 'Adult entertainment',
  payday_lending: 'Payday lending',
  gambling: 'Gambling',
  shell_banks: 'Shell banks',
  illicit_drugs: 'Illicit drugs',
  unregistered_securities: 'Unregistered securities',
  abusive_debt_collection: 'Abusive debt collection',
  stolen_property: 'Stolen property',
  phishing_or_malware: 'Phishing or malware',
  sanctioned_entities: 'Sanctioned entities',
  endangered_species: 'Endangered species',
  government_ids: 'Government IDs',
  illegal_lotteries: 'Illegal lotteries',
} as const
export type TRestrictedIndustry = keyof typeof RESTRICTED_INDUSTRY_LABELS
export const RESTRICTED_INDUSTRIES = Object.keys(RESTRICTED_INDUSTRY_LABELS) as TRestrictedIndustry[]

/** The refusal an applicant reads when their business is in a restricted industry. */
export function restrictedIndustryRefusal(industries: readonly TRestrictedIndustry[]): string {
  const names = industries.map((i) => RESTRICTED_INDUSTRY_LABELS[i]).join(', ')
  return `We cannot open business banking for a business in a restricted industry (${names}).`
}

/** The industries an application chooses from (§9 "Industries"). */
export const INDUSTRY_LABELS = {
  technology: 'Technology',
  agriculture: 'Agriculture',
  construction: 'Construction',
  retail: 'Retail',
  service: 'Service',
  manufacturing: 'Manufacturing',
  healthcare: 'Healthcare',
  education: 'Education',
  finance: 'Finance',
  other: 'Other',
} as const
export type TIndustry = keyof typeof INDUSTRY_LABELS
export const INDUSTRIES = Object.keys(INDUSTRY_LABELS) as TIndustry[]

/** Monthly cash-flow ranges (§9). */
export const MONTHLY_CASH_FLOW_LABELS = {
  under_10k: 'Under $10k',
  '10k_50k': '$10k–$50k',
  '50k_250k': '$50k–$250k',
  '250k_1m': '$250k–$1M',
  over_1m: 'Over $1M',
} as const
export type TMonthlyCashFlow = keyof typeof MONTHLY_CASH_FLOW_LABELS
export const MONTHLY_CASH_FLOWS = Object.keys(MONTHLY_CASH_FLOW_LABELS) as TMonthlyCashFlow[]

/** Legal forms a US business bank account is opened for (the organization profile stores the same keys). */
export const ENTITY_TYPE_LABELS = {
  sole_proprietorship: 'Sole proprietorship',
  partnership: 'Partnership',
  llc: 'Limited liability company (LLC)',
  c_corp: 'C corporation',
  s_corp: 'S corporation',
  nonprofit: 'Nonprofit',
} as const
export type TEntityType = keyof typeof ENTITY_TYPE_LABELS
export const ENTITY_TYPES = Object.keys(ENTITY_TYPE_LABELS) as TEntityType[]

/** Application states: a draft is submitted; owners complete their part; the core verifies, reviews or rejects. */
export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'owners_pending',
  'in_review',
  'approved',
  'refused',
] as const
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Which state may follow which; the database refuses any other change (62-banking-onboarding.sql proves it). */
export const APPLICATION_TRANSITIONS: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  draft: ['submitted', 'owners_pending', 'refused'],
  owners_pending: ['submitted', 'refused'],
  submitted: ['in_review', 'approved', 'refused'],
  in_review: ['approved', 'refused'],
  approved: [],
  refused: [],
}

/** A beneficial owner is added to a draft, invited by email at submission, and completes their own part. */
export const OWNER_STATUSES = ['added', 'invited', 'completed'] as const
export type TOwnerStatus = (typeof OWNER_STATUSES)[number]

/** How long an owner's link works; a resend issues a new link and the old one stops working. */
export const OWNER_LINK_TTL_DAYS = 14

/** Section: messages */

/** The spec's company-creation messages, word for word, and the rest in the same voice. */
export const ONBOARDING_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email',
  legalName: 'Company legal name is required',
  stateCode: 'Must be 2-letter code',
  usState: 'Must be a US state code, like CA',
  employees: 'Number of employees must be a positive whole number',
  postalCode: 'Postal code must be in the format 12345 or 12345-6789',
  line1: 'Street address is required',
  city: 'City is required',
  country: 'Country must be US',
  ownership: 'Ownership must be a percentage from 0 to 100, like 25 or 33.33',
  ownershipTotal: 'Ownership of the listed owners adds up to more than 100%',
  ownerBelowThreshold:
    'List owners of 25% or more; someone with less is listed only as the person who controls the business',
  controller: 'List the person who controls the business (for example the CEO or managing member)',
  ssn: SSN_MESSAGE,
  adult: 'Owners must be at least 18 years old',
  futureDate: 'Enter a date in the past',
  terms: 'Accept the banking agreements to submit the application',
  entityType: 'Choose a business type from the list',
  industry: 'Choose an industry from the list',
  restrictedIndustry: 'Choose restricted industries from the list',
  monthlyCashFlow: 'Choose a monthly cash-flow range from the list',
  restrictedAnswer: 'Say whether the business works in any of the restricted industries',
} as const

/** What each field is called on the screen; refusals name fields this way ("State of incorporation: …"). */
export const APPLICATION_FIELD_LABELS: Record<string, string> = {
  legalName: 'Company legal name',
  dba: 'Doing business as',
  ein: 'EIN',
  entityType: 'Business type',
  industry: 'Industry',
  restrictedIndustries: 'Restricted industries',
  businessDescription: 'Business description',
  website: 'Website',
  phone: 'Phone number',
  incorporationDate: 'Date of incorporation',
  incorporationState: 'State of incorporation',
  address: 'Registered address',
  'address.line1': 'Street address',
  'address.line2': 'Address line 2',
  'address.city': 'City',
  'address.state': 'State',
  'address.postalCode': 'Postal code',
  'address.country': 'Country',
  monthlyCashFlow: 'Monthly cash flow',
  numberOfEmployees: 'Number of employees',
  applicantFirstName: 'Your first name',
  applicantLastName: 'Your last name',
  applicantEmail: 'Your email',
  applicantTitle: 'Your title',
  termsAccepted: 'Banking agreements',
  owners: 'Beneficial owners',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  ownershipPercent: 'Ownership',
  title: 'Title',
  dateOfBirth: 'Date of birth',
  ssn: 'Social Security number',
  homeAddress: 'Home address',
}

/** "State of incorporation: Must be 2-letter code" — one line naming each field the way the screen does. */
export function problemsSentence(problems: readonly Problem[]): string {
  return problems
    .map((p) => {
      const label =
        APPLICATION_FIELD_LABELS[p.path] ??
        APPLICATION_FIELD_LABELS[p.path.replace(/^owners\.\d+\./, '')] ??
        APPLICATION_FIELD_LABELS[p.path.replace(/^homeAddress\./, 'address.')]
      return label && !p.message.startsWith(label) ? `${label}: ${p.message}` : p.message
    })
    .join('; ')
}

/** Section: single values */

/** §5 address limits, applied after trimming. */
export const ADDRESS_LIMITS = { postalCode: 30, city: 255, country: 255, state: 255, line: 2000 } as const

export const US_POSTAL_CODE = /^\d{5}(-\d{4})?$/

/** A state of incorporation or of an address: two letters (the spec's message), then one of the US codes. */
export function usStateProblem(value: string): string | undefined {
  const v = value.trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(v)) return ONBOARDING_MESSAGES.stateCode
  return (US_STATES as readonly string[]).includes(v) ? undefined : ONBOARDING_MESSAGES.usState
}

/** A US postal code (§5): 12345 or 12345-6789. */
export function postalCodeProblem(value: string): string | undefined {
  return US_POSTAL_CODE.test(value.trim()) ? undefined : ONBOARDING_MESSAGES.postalCode
}

/** A bank account at a US core serves US businesses: the country of the address is US. */
export function countryProblem(value: string): string | undefined {
  return value.trim().toUpperCase() === 'US' ? undefined : ONBOARDING_MESSAGES.country
}

/** Email (§5) by the one email rule (email.ts), refused in this form's words. */
export const applicantEmailProblem = (value: string) => emailProblem(value, ONBOARDING_MESSAGES.email)

/** Number of employees, when given: a positive whole number. */
export function employeesProblem(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? undefined
    : ONBOARDING_MESSAGES.employees
}

/** Ownership in percent with at most two decimals, 0 to 100. */
export function ownershipProblem(value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100)
    return ONBOARDING_MESSAGES.ownership
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? undefined : ONBOARDING_MESSAGES.ownership
}

/** An owner's date of birth: a real date in the past, at least 18 years before `today` (YYYY-MM-DD). */
export function dateOfBirthProblem(
  value: string,
  today: string = new Date().toISOString().slice(0, 10),
): string | undefined {
  const invalid = dateProblem(value)
  if (invalid) return invalid
  if (value >= today) return ONBOARDING_MESSAGES.futureDate
  const adultFrom = `${String(Number(today.slice(0, 4)) - 18).padStart(4, '0')}${today.slice(4)}`
  return value <= adultFrom ? undefined : ONBOARDING_MESSAGES.adult
}

/** A date of incorporation: a real date, not in the future. */
export function incorporationDateProblem(value: string, today: string = new Date().toISOString().slice(0, 10)) {
  return dateProblem(value) ?? (value > today ? ONBOARDING_MESSAGES.futureDate : undefined)
}

/** Section: the valid US address */

export type TUsAddress = {
  line1: string
  line2: string | null
  city: string
  state: string
  postalCode: string
  country: string
}

/**
 * §5 "Valid US address": city and line1 non-empty, country US, postal code 12345 or 12345-6789, state a US state
 * code, line2 may be null; every part trimmed and within the address limits. With `partial`, a missing or empty
 * part is not a problem (a draft keeps what was typed so far); a part that is given must still be right.
 */
export function usAddressProblems(
  address: Partial<Record<keyof TUsAddress, string | null | undefined>>,
  { partial = false, prefix = 'address' }: { partial?: boolean; prefix?: string } = {},
): Problem[] {
  const out: Problem[] = []
  const at = (part: keyof TUsAddress, message: string) => out.push({ path: `${prefix}.${part}`, message })
  const given = (part: keyof TUsAddress) => (address[part] ?? '').trim()
  const tooLong = (max: number) => `Keep this to ${max.toLocaleString('en-US')} characters or fewer`
  const required: [keyof TUsAddress, string][] = [
    ['line1', ONBOARDING_MESSAGES.line1],
    ['city', ONBOARDING_MESSAGES.city],
  ]
  for (const [part, message] of required) if (!given(part) && !partial) at(part, message)
  for (const [part, max] of [
    ['line1', ADDRESS_LIMITS.line],
    ['line2', ADDRESS_LIMITS.line],
    ['city', ADDRESS_LIMITS.city],
  ] as const)
    if (given(part).length > max) at(part, tooLong(max))
  const state = given('state')
  if (state || !partial) {
    const problem = state.length > ADDRESS_LIMITS.state ? tooLong(ADDRESS_LIMITS.state) : usStateProblem(state)
    if (problem) at('state', problem)
  }
  const postal = given('postalCode')
  if (postal || !partial) {
    if (postal.length > ADDRESS_LIMITS.postalCode) at('postalCode', tooLong(ADDRESS_LIMITS.postalCode))
    else if (postalCodeProblem(postal)) at('postalCode', ONBOARDING_MESSAGES.postalCode)
  }
  const country = given('country')
  if ((country || !partial) && countryProblem(country)) at('country', ONBOARDING_MESSAGES.country)
  return out
}

/** Section: the company's fields and the whole application */

/** The company fields of an application, as saved (null = not given yet). */
export type TApplicationFields = {
  legalName: string | null
  dba: string | null
  ein: string | null
  entityType: string | null
  industry: string | null
  restrictedIndustries: string[] | null
  businessDescription: string | null
  website: string | null
  phone: string | null
  incorporationDate: string | null
  incorporationState: string | null
  address: Partial<Record<keyof TUsAddress, string | null>> | null
  monthlyCashFlow: string | null
  numberOfEmployees: number | null
  applicantFirstName: string | null
  applicantLastName: string | null
  applicantEmail: string | null
  applicantTitle: string | null
  termsAcceptedAt: string | null
}

/**
 * The problems of the values that are given (a draft may leave anything out): each field's shape and the spec's
 * messages. Required-ness is `submissionProblems`' business.
 */
export function fieldProblems(f: Partial<TApplicationFields>, today?: string): Problem[] {
  const out: Problem[] = []
  const check = (path: string, value: string | null | undefined, rule: (v: string) => string | undefined) => {
    if (value === null || value === undefined || value.trim() === '') return
    const message = rule(value)
    if (message) out.push({ path, message })
  }
  check('ein', f.ein, einProblem)
  check('entityType', f.entityType, (v) =>
    (ENTITY_TYPES as readonly string[]).includes(v) ? undefined : ONBOARDING_MESSAGES.entityType,
  )
  check('industry', f.industry, (v) =>
    (INDUSTRIES as readonly string[]).includes(v) ? undefined : ONBOARDING_MESSAGES.industry,
  )
  for (const [i, r] of (f.restrictedIndustries ?? []).entries())
    if (!(RESTRICTED_INDUSTRIES as readonly string[]).includes(r))
      out.push({ path: `restrictedIndustries.${i}`, message: ONBOARDING_MESSAGES.restrictedIndustry })
  check('website', f.website, websiteProblem)
  check('phone', f.phone, phoneProblem)
  check('incorporationDate', f.incorporationDate, (v) => incorporationDateProblem(v, today))
  check('incorporationState', f.incorporationState, usStateProblem)
  if (f.address) out.push(...usAddressProblems(f.address, { partial: true }))
  check('monthlyCashFlow', f.monthlyCashFlow, (v) =>
    (MONTHLY_CASH_FLOWS as readonly string[]).includes(v) ? undefined : ONBOARDING_MESSAGES.monthlyCashFlow,
  )
  if (f.numberOfEmployees !== null && f.numberOfEmployees !== undefined) {
    const message = employeesProblem(f.numberOfEmployees)
    if (message) out.push({ path: 'numberOfEmployees', message })
  }
  check('applicantEmail', f.applicantEmail, applicantEmailProblem)
  return out
}

/** A beneficial owner as the completeness rule sees them. */
export type TOwnerFacts = { ownershipPercent: number; isController: boolean; status: TOwnerStatus }

/** The percentage from which an owner must be listed (and below which only the controller is). */
export const OWNERSHIP_THRESHOLD = 25

/** The owners' rules: at least one controller, owners of 25% or more (others only as the controller), total ≤ 100. */
export function ownerProblems(owners: readonly TOwnerFacts[]): Problem[] {
  const out: Problem[] = []
  if (!owners.some((o) => o.isController)) out.push({ path: 'owners', message: ONBOARDING_MESSAGES.controller })
  owners.forEach((o, i) => {
    if (o.ownershipPercent < OWNERSHIP_THRESHOLD && !o.isController)
      out.push({ path: `owners.${i}.ownershipPercent`, message: ONBOARDING_MESSAGES.ownerBelowThreshold })
  })
  // hundredths of a percent, so 33.33 × 3 is exactly 99.99
  const total = owners.reduce((s, o) => s + Math.round(o.ownershipPercent * 100), 0)
  if (total > 100_00) out.push({ path: 'owners', message: ONBOARDING_MESSAGES.ownershipTotal })
  return out
}

/** Everything that stops a draft from being submitted: missing fields (spec messages where it has them), bad ones. */
export function submissionProblems(f: TApplicationFields, owners: readonly TOwnerFacts[], today?: string): Problem[] {
  const out: Problem[] = []
  const missing = (path: string, value: unknown, message = `${APPLICATION_FIELD_LABELS[path]} is required`) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
      out.push({ path, message })
  }
  missing('legalName', f.legalName, ONBOARDING_MESSAGES.legalName)
  missing('ein', f.ein)
  missing('entityType', f.entityType)
  missing('industry', f.industry)
  missing('restrictedIndustries', f.restrictedIndustries, ONBOARDING_MESSAGES.restrictedAnswer)
  missing('businessDescription', f.businessDescription)
  missing('phone', f.phone)
  missing('incorporationDate', f.incorporationDate)
  missing('incorporationState', f.incorporationState)
  missing('monthlyCashFlow', f.monthlyCashFlow)
  missing('applicantFirstName', f.applicantFirstName, ONBOARDING_MESSAGES.firstName)
  missing('applicantLastName', f.applicantLastName, ONBOARDING_MESSAGES.lastName)
  missing('applicantEmail', f.applicantEmail, ONBOARDING_MESSAGES.email)
  missing('applicantTitle', f.applicantTitle)
  missing('termsAccepted', f.termsAcceptedAt, ONBOARDING_MESSAGES.terms)
  out.push(...fieldProblems({ ...f, address: null }, today))
  out.push(...usAddressProblems(f.address ?? {}))
  out.push(...ownerProblems(owners))
  return out
}

/** The restricted industries an application names (empty when none, or not answered yet). */
export const restrictedIndustriesOf = (f: Pick<TApplicationFields, 'restrictedIndustries'>) =>
  (f.restrictedIndustries ?? []).filter((r): r is TRestrictedIndustry =>
    (RESTRICTED_INDUSTRIES as readonly string[]).includes(r),
  )

/** Complete: nothing stops submission, and every listed owner has completed their own part. */
export function isApplicationComplete(f: TApplicationFields, owners: readonly TOwnerFacts[], today?: string): boolean {
  return (
    submissionProblems(f, owners, today).length === 0 &&
    restrictedIndustriesOf(f).length === 0 &&
    owners.length > 0 &&
    owners.every((o) => o.status === 'completed')
  )
}

/** Section: the banking agreements */

/**
 * The agreements a business accepts to bank with us, each at its current version. Accepting the application's terms
 * accepts every one; publishing a new version (a new `version` here) asks for acceptance again in settings.
 */
export const BANKING_AGREEMENTS = [
  {
    key: 'deposit_account',
    title: 'Deposit Account Agreement',
    version: '2026-11-01',
    summary: 'How your business accounts work: deposits, payments, fees, statements and closing an account.',
  },
  {
    key: 'electronic_communications',
    title: 'Electronic Communications Consent',
    version: '2026-11-01',
    summary: 'We send statements, notices and disclosures electronically.',
  },
  {
    key: 'privacy_notice',
    title: 'Privacy Notice',
    version: '2026-11-01',
    summary: 'What we collect about your business and its owners, and whom we share it with.',
  },
] as const
export type TAgreementKey = (typeof BANKING_AGREEMENTS)[number]['key']
export const AGREEMENT_KEYS = BANKING_AGREEMENTS.map((a) => a.key) as TAgreementKey[]
