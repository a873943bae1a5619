/**
 * The onboarding API (docs/onboarding.md): each step's answers as the newer flow submits them, the draft saved as the
 * user types, the older general and R&D forms' submissions, and the state a screen (client or staff) shows. The web
 * forms validate with these same schemas, so a field error reads the same in the browser and from the API.
 */
import { z } from 'zod'
import {
  ENTITY_TYPES,
  INDUSTRIES,
  incorporationDateProblem,
  MONTHLY_CASH_FLOWS,
  US_STATES,
} from '../rules/banking-onboarding.ts'
import { FORM_SLUGS, SUBMISSION_STATUSES, TIME_ZONES } from '../rules/onboarding-constants.ts'
import { DOCUMENT_KEYS, ONBOARDING_STEPS } from '../rules/onboarding-flow.ts'
import { ssnProblem } from '../rules/ssn.ts'
import {
  dateProblem,
  einProblem,
  phoneProblem,
  websiteProblem,
  ZJsonObject,
  ZText,
  ZUuid,
  zipProblem,
} from '../rules/values.ts'
import { ZAccountingService } from './organizations.ts'

export const ZOnboardingStep = z.enum(ONBOARDING_STEPS)
export const ZFormSlug = z.enum(FORM_SLUGS)

/** A required text field whose empty message names it ("Legal business name is required"). */
const required = (label: string, max = 255) =>
  ZText.trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `Keep ${label.toLowerCase()} to ${max} characters or fewer` })
const optional = (max = 255) => ZText.trim().max(max).optional()
/** A required text field with a shape rule (EIN, phone, ZIP): empty names the field, a wrong shape says the shape. */
const shaped = (label: string, problem: (s: string) => string | undefined, max = 50) =>
  required(label, max).check((ctx) => {
    const m = ctx.value.trim() === '' ? undefined : problem(ctx.value)
    if (m) ctx.issues.push({ code: 'custom', message: `${label}: ${m}`, input: ctx.value })
  })
const choice = <T extends string>(values: readonly T[], message: string) =>
  z.enum(values as unknown as readonly [T, ...T[]], { error: message })
const YES_NO = ['yes', 'no'] as const
const yesNo = (label: string) => choice(YES_NO, `${label}: answer yes or no`)

export const ZNameStepSchema = z.object({
  firstName: required('First name'),
  lastName: required('Last name'),
})

export const ZServicesStepSchema = z.object({
  services: z.array(ZAccountingService).min(1, { message: 'Choose at least one service' }),
})

export const ZOrganizationTypeStepSchema = z.object({
  business_entity_type: choice(ENTITY_TYPES, 'Organization type: choose a business entity type from the list'),
  transitioned_entity_type: optional(),
  explain_transition: optional(2000),
})

export const BUSINESS_TAXATION = {
  c_corp: 'C corporation (Form 1120)',
  s_corp: 'S corporation (Form 1120-S)',
  partnership: 'Partnership (Form 1065)',
  disregarded: 'Disregarded entity (Schedule C)',
  nonprofit: 'Tax-exempt (Form 990)',
} as const

export const ZBusinessInformationStepSchema = z.object({
  legal_business_name: required('Legal business name'),
  dba: optional(),
  ein: shaped('EIN', einProblem, 20),
  date_of_incorporation: required('Date of incorporation', 10).check((ctx) => {
    // the banking application's rule (a real date, not in the future), so a 2099 incorporation is refused here too
    const m = ctx.value.trim() === '' ? undefined : incorporationDateProblem(ctx.value.trim())
    if (m) ctx.issues.push({ code: 'custom', message: `Date of incorporation: ${m}`, input: ctx.value })
  }),
  business_taxation: choice(
    Object.keys(BUSINESS_TAXATION) as [keyof typeof BUSINESS_TAXATION, ...(keyof typeof BUSINESS_TAXATION)[]],
    'Business taxation: choose how the business is taxed',
  ),
  street_address: required('Street address', 2000),
  address_line_2: optional(2000),
  city: required('City'),
  state: choice(US_STATES, 'State: choose a US state or territory'),
  zip_code: shaped('ZIP code', zipProblem, 30),
  country: required('Country'),
  phone_number: shaped('Phone number', phoneProblem),
  website: ZText.trim()
    .max(2000)
    .optional()
    .check((ctx) => {
      const m = ctx.value ? websiteProblem(ctx.value) : undefined
      if (m) ctx.issues.push({ code: 'custom', message: `Website: ${m}`, input: ctx.value })
    }),
})

export const ZBusinessProfileStepSchema = z.object({
  business_activities: required('Business activities', 2000),
  industry: choice(INDUSTRIES, 'Industry: choose an industry from the list').optional(),
  monthly_cash_flow: choice(MONTHLY_CASH_FLOWS, 'Monthly cash flow: choose a range from the list').optional(),
  banks: optional(2000),
  credit_cards: optional(2000),
  payroll_system: optional(),
})
export const PROFILE_BOOKKEEPING_MESSAGES = {
  banks: 'Banks is required when bookkeeping is one of your services',
  credit_cards: 'Credit cards is required when bookkeeping is one of your services',
} as const

export const ZTaxInformationStepSchema = z.object({
  majority_ownership_other_businesses: yesNo('Majority ownership in other businesses'),
  foreign_entities: yesNo('Foreign entities'),
  acquired_business: yesNo('Acquired a business'),
  tax_year: z
    .string({ error: 'Tax year is required' })
    .trim()
    .check((ctx) => {
      const y = Number(ctx.value)
      const max = new Date().getFullYear() + 100
      if (!/^\d{4}$/.test(ctx.value) || y < 1900 || y > max)
        ctx.issues.push({ code: 'custom', message: `Tax year: enter a year from 1900 to ${max}`, input: ctx.value })
    }),
  standard_fiscal_year: yesNo('Standard fiscal year'),
  fiscal_year_end: optional(20),
  cryptocurrency: yesNo('Crypto on the balance sheet'),
  government_grants: yesNo('Government grants'),
})

export const ZTermsStepSchema = z.object({
  accepted: z.literal(true, { error: 'Accept the payment authorization to continue' }),
  agreementVersion: ZText.trim().min(1).max(50),
})

export const ZOfficerSchema = z.object({
  names: required('Officer name'),
  title: required('Title'),
  citizenship: optional(),
  tax_id: optional(20),
  ownership_percentage: z
    .number({ error: 'Ownership: enter a percentage from 0 to 100' })
    .min(0, { message: 'Ownership: enter a percentage from 0 to 100' })
    .max(100, { message: 'Ownership: enter a percentage from 0 to 100' })
    .optional(),
  address: optional(2000),
})
/** An owner as the client sends it: a new SSN in full, or none to keep the stored (encrypted) one of owner `id`. */
export const ZOwnerInputSchema = z.object({
  id: ZUuid.optional(),
  full_name: required('Owner name'),
  address: optional(2000),
  ssn: ZText.trim()
    .optional()
    .check((ctx) => {
      const m = ctx.value ? ssnProblem(ctx.value) : undefined
      if (m) ctx.issues.push({ code: 'custom', message: `SSN: ${m}`, input: ctx.value })
    }),
  percentage: z
    .number({ error: 'Ownership: enter a percentage from 0 to 100' })
    .min(0, { message: 'Ownership: enter a percentage from 0 to 100' })
    .max(100, { message: 'Ownership: enter a percentage from 0 to 100' }),
})
export const ZOfficersStepSchema = z
  .object({
    officers: z.array(ZOfficerSchema).min(1, { message: 'Add at least one officer' }).max(50),
    owners: z.array(ZOwnerInputSchema).max(50),
  })
  .check((ctx) => {
    const total = ctx.value.owners.reduce((s, o) => s + o.percentage, 0)
    if (total > 100)
      ctx.issues.push({
        code: 'custom',
        message: 'Ownership of the listed owners adds up to more than 100%',
        input: total,
        path: ['owners'],
      })
  })

export const ZDocumentKey = z.enum(DOCUMENT_KEYS as [string, ...string[]])
export const ZAttachDocumentRequestSchema = z.object({ key: ZDocumentKey, fileId: ZUuid })

export const ZConfirmStepSchema = z.object({
  confirmed: z.literal(true, { error: 'Tick the box to confirm your answers' }),
})

/**
 * What the scheduling page hands back after a booking: Calendly's "redirect to an external site" with event details
 * passed (invitee_uuid, invitee_email, event_start_time, …). The API checks it against Calendly's scheduled events
 * before recording it, so a hand-made URL books nothing.
 */
const BOOKING_LOST = 'The booking did not come back from the scheduling page; book again'
export const ZBookCallRequestSchema = z.object({
  inviteeUuid: ZText.trim().min(1, { message: BOOKING_LOST }).max(100),
  inviteeEmail: z.email({ message: BOOKING_LOST }).max(255),
  eventStartTime: z.iso.datetime({ offset: true, message: BOOKING_LOST }),
  timeZone: z.enum(TIME_ZONES).optional(),
})

export const ZQuickbooksStepSchema = z.object({
  booksUpToDate: z
    .string({ error: 'Books up to date: enter the date your books are complete through' })
    .check((ctx) => {
      const m = dateProblem(ctx.value)
      if (m) ctx.issues.push({ code: 'custom', message: `Books up to date: ${m}`, input: ctx.value })
    }),
  existingQuickbooks: z.boolean(),
})

export const ZPermissionsStepSchema = z.object({
  granted: z.literal(true, { error: 'Tick the box to grant the permissions' }),
})

/** Per step, the schema of its answers (steps without answers continue with an empty object). */
export const STEP_SCHEMAS = {
  name: ZNameStepSchema,
  services: ZServicesStepSchema,
  'organization-type': ZOrganizationTypeStepSchema,
  'business-information': ZBusinessInformationStepSchema,
  'business-profile': ZBusinessProfileStepSchema,
  'tax-information': ZTaxInformationStepSchema,
  'terms-authorization': ZTermsStepSchema,
  'officers-control': ZOfficersStepSchema,
  'document-upload': z.object({}),
  confirm: ZConfirmStepSchema,
  'book-call': z.object({}),
  quickbooks: ZQuickbooksStepSchema,
  'financial-tools': z.object({}),
  permissions: ZPermissionsStepSchema,
} as const

/** Steps the client may pass without completing them now (the completion rules allow it or it happens elsewhere). */
export const SKIPPABLE_STEPS: readonly string[] = ['quickbooks', 'financial-tools']

export const ZCompleteStepRequestSchema = z.object({
  values: ZJsonObject,
  /** pass a skippable step without completing it */
  skip: z.boolean().optional(),
})

/** Section: the draft */

export const DRAFT_FORMS = ['flow', 'general', 'rnd'] as const
/** A number an answer may hold: bounded like every number the API takes. */
const ZAnswerNumber = z
  .number()
  .min(-999_999_999_999, { message: 'Enter a smaller number' })
  .max(999_999_999_999, { message: 'Enter a smaller number' })
export const ZDraftValue = z.union([ZText.max(20000), ZAnswerNumber, z.boolean(), z.null()])
export const ZSaveDraftRequestSchema = z.object({
  form: z.enum(DRAFT_FORMS),
  /** the draft version the client's values are based on */
  baseVersion: z.number().int().min(0),
  /** only the fields the user changed since that version */
  changes: z.record(ZText.max(100), ZDraftValue),
  /** the step the user is on (their place in the flow moves there) */
  step: ZOnboardingStep.optional(),
})
export const ZSaveDraftResponseSchema = z.object({ version: z.number().int() })
export const ZDraftConflictSchema = z.object({
  error: z.object({
    code: z.literal('conflict'),
    message: z.string(),
    details: z.object({
      version: z.number().int(),
      /** the fields another window changed since baseVersion, with their saved values */
      conflicts: z.array(z.object({ field: z.string(), saved: ZDraftValue, yours: ZDraftValue })),
    }),
  }),
})
export const DRAFT_CONFLICT_MESSAGE =
  'Another window saved different answers to the same fields after you opened this one. Choose which to keep.'

/** Section: state */

export const ZOwnerViewSchema = z.object({
  id: ZUuid,
  full_name: z.string(),
  address: z.string(),
  ssnMasked: z.string(),
  percentage: z.number(),
})

export const ZOnboardingStateSchema = z.object({
  organizationId: ZUuid,
  legalName: z.string(),
  canEdit: z.boolean(),
  steps: z.array(z.object({ step: ZOnboardingStep, label: z.string(), complete: z.boolean() })),
  completedCount: z.number().int(),
  lastStep: ZOnboardingStep,
  reachedStep: ZOnboardingStep.nullable(),
  resumeStep: ZOnboardingStep,
  version: z.number().int(),
  startedAt: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  lastActivityBy: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** the draft of the newer flow and the older forms (typed values not yet committed) */
  draft: z.object({
    flow: z.record(z.string(), ZDraftValue),
    general: z.record(z.string(), ZDraftValue),
    rnd: z.record(z.string(), ZDraftValue),
  }),
  /** committed answers: the person's name, services and the organization's additionalData (owners' SSNs masked) */
  values: z.object({
    firstName: z.string(),
    lastName: z.string(),
    services: z.array(ZAccountingService),
    additionalData: z.record(z.string(), z.unknown()),
    owners: z.array(ZOwnerViewSchema),
    booksUpToDate: z.string().nullable(),
    /** config.onboardingWithExistingQuickbooks: null until the QuickBooks step is answered */
    existingQuickbooks: z.boolean().nullable(),
  }),
  documents: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      required: z.boolean(),
      fileId: ZUuid.nullable(),
      title: z.string().nullable(),
    }),
  ),
  booking: z.object({
    /** the scheduling page to book the onboarding call on; null when the organization has none */
    url: z.string().nullable(),
    eventId: z.string().nullable(),
    callDate: z.string().nullable(),
  }),
  terms: z.object({
    version: z.string(),
    text: z.string(),
    acceptedAt: z.string().nullable(),
    acceptedBy: z.string().nullable(),
  }),
  connections: z.object({ ledger: z.boolean(), spend: z.boolean(), payments: z.boolean(), bank: z.boolean() }),
})
export type TOnboardingState = z.infer<typeof ZOnboardingStateSchema>

/** Section: the older forms */

export const ZAmendmentValue = z.union([ZText.max(20000), z.boolean(), ZAnswerNumber])
export const ZSubmitFormRequestSchema = z.object({
  amendments: z
    .record(ZText.max(100), ZAmendmentValue)
    .refine((a) => Object.keys(a).length > 0, { message: 'Answer at least one question before submitting' }),
})
export const ZFormSubmissionSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  legalName: z.string(),
  formSlug: ZFormSlug,
  type: z.enum(['initial', 'amendment']),
  amendments: z.record(z.string(), ZAmendmentValue),
  status: z.enum(SUBMISSION_STATUSES),
  submittedBy: z.string().nullable(),
  submittedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
})
export type TFormSubmission = z.infer<typeof ZFormSubmissionSchema>

/** Section: cash-on-hand accounts (/onboarding/qb-cash-accounts) */

export const ZCashAccountSchema = z.object({
  name: z.string(),
  fullName: z.string(),
  source: z.enum(['quickbooks', 'ledger']),
  selected: z.boolean(),
})
export const ZSaveCashAccountsRequestSchema = z.object({
  accountNames: z.array(ZText.trim().min(1).max(100)).max(200),
})
