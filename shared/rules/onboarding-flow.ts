/**
 * The newer onboarding flow (overview-access-onboarding.md §2): its fourteen steps in order and when each is complete.
 * One rule for the screens (which steps show done), the API (where a client resumes) and the clients list's
 * `formCompleted` flags. Pure: the caller gathers the facts (the organization's fields, its connections and
 * documents, the step the user is on) and asks.
 */
import type { TAccountingService } from '../schemas/organizations.ts'

/** The route order (§2 route list): document upload, confirm, then book a call. */
export const ONBOARDING_STEPS = [
  'name',
  'services',
  'organization-type',
  'business-information',
  'business-profile',
  'tax-information',
  'terms-authorization',
  'officers-control',
  'document-upload',
  'confirm',
  'book-call',
  'quickbooks',
  'financial-tools',
  'permissions',
] as const
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number]

/**
 * The other reading (§2 completion-rules table): book a call before confirm. The spec keeps both; every rule below
 * takes the order it is read in, and the unit tests prove each under both.
 */
export const ONBOARDING_STEPS_CALL_FIRST: readonly TOnboardingStep[] = [
  ...ONBOARDING_STEPS.slice(0, 9),
  'book-call',
  'confirm',
  ...ONBOARDING_STEPS.slice(11),
]

export const ONBOARDING_STEP_LABELS: Record<TOnboardingStep, string> = {
  name: 'Your name',
  services: 'Services',
  'organization-type': 'Organization type',
  'business-information': 'Business information',
  'business-profile': 'Business profile',
  'tax-information': 'Tax information',
  'terms-authorization': 'Terms and authorization',
  'officers-control': 'Officers and control',
  'document-upload': 'Documents',
  confirm: 'Confirm',
  'book-call': 'Book a call',
  quickbooks: 'QuickBooks',
  'financial-tools': 'Financial tools',
  permissions: 'Permissions',
}

/** The list view's camelCase keys of the steps (formCompleted), in flow order. */
export const STEP_FLAG_KEYS: Record<TOnboardingStep, string> = {
  name: 'name',
  services: 'services',
  'organization-type': 'organizationType',
  'business-information': 'businessInformation',
  'business-profile': 'businessProfile',
  'tax-information': 'taxInformation',
  'terms-authorization': 'termsAuthorization',
  'officers-control': 'officersControl',
  'document-upload': 'documentUpload',
  confirm: 'confirm',
  'book-call': 'bookCall',
  quickbooks: 'quickbooks',
  'financial-tools': 'financialTools',
  permissions: 'permissions',
}

/** additionalData keys the business-information step requires, all present (§2). */
export const BUSINESS_INFORMATION_KEYS = [
  'legal_business_name',
  'ein',
  'date_of_incorporation',
  'business_taxation',
  'street_address',
  'city',
  'state',
  'zip_code',
  'country',
  'phone_number',
] as const

/** additionalData keys of the tax-information questions, each answered (§2). */
export const TAX_INFORMATION_KEYS = [
  'majority_ownership_other_businesses',
  'foreign_entities',
  'acquired_business',
  'tax_year',
  'standard_fiscal_year',
  'cryptocurrency',
  'government_grants',
] as const

/** The three documents the document-upload step requires, by the additionalData key holding each file's id. */
export const REQUIRED_DOCUMENTS = {
  articles_of_incorporation_file_id: 'Articles of incorporation',
  proof_of_ein_file_id: 'Proof of EIN (IRS letter or SS-4 confirmation)',
  bylaws_file_id: 'Bylaws or operating agreement',
} as const
/** The fourth uploaded-file field (§3 "four uploaded-file id fields"): optional. */
export const OPTIONAL_DOCUMENTS = { other_document_file_id: 'Anything else we should see (optional)' } as const
export type TDocumentKey = keyof typeof REQUIRED_DOCUMENTS | keyof typeof OPTIONAL_DOCUMENTS
export const DOCUMENT_KEYS = [...Object.keys(REQUIRED_DOCUMENTS), ...Object.keys(OPTIONAL_DOCUMENTS)] as TDocumentKey[]

/** What the completion rules read. additionalData values are as stored (text, booleans, lists). */
export type TOnboardingFacts = {
  firstName: string | null | undefined
  lastName: string | null | undefined
  services: readonly TAccountingService[]
  additionalData: Record<string, unknown>
  /** additionalData file-id keys whose file exists in the organization's files */
  documentsPresent: readonly string[]
  /** the organization has a scheduling link to book the onboarding call with (config.onboardingCalendlySlug) */
  bookingLinkExists: boolean
  /** an active QuickBooks connection */
  ledgerConnected: boolean
  /** config.booksUpToDate is set */
  booksUpToDateKnown: boolean
  spendConnected: boolean
  paymentsConnected: boolean
  bankConnected: boolean
  /**
   * the furthest step the user has reached ("the user is already on a later step" reads this: going back to revisit a
   * step does not undo it); null before they start
   */
  reachedStep: TOnboardingStep | null
}

/** A value counts as present when it is a non-blank string, a finite number, a boolean or a non-empty list. */
export function present(v: unknown): boolean {
  if (v === undefined || v === null) return false
  if (typeof v === 'string') return v.trim() !== ''
  if (typeof v === 'number') return Number.isFinite(v)
  if (typeof v === 'boolean') return true
  if (Array.isArray(v)) return v.length > 0
  return typeof v === 'object' && Object.keys(v).length > 0
}

/** true, or the text "true" (additionalData keeps most values as text). */
export const isTrue = (v: unknown) => v === true || (typeof v === 'string' && v.trim().toLowerCase() === 'true')

/** Whether `step` comes after `than` in the given order. */
export function isAfter(step: TOnboardingStep | null, than: TOnboardingStep, order: readonly TOnboardingStep[]) {
  return step !== null && order.indexOf(step) > order.indexOf(than)
}

/** Each step's completion rule, word for word the §2 table. */
export function isStepComplete(
  step: TOnboardingStep,
  f: TOnboardingFacts,
  order: readonly TOnboardingStep[] = ONBOARDING_STEPS,
): boolean {
  const d = f.additionalData
  switch (step) {
    case 'name':
      return present(f.firstName) && present(f.lastName)
    case 'services':
      return f.services.length > 0
    case 'organization-type':
      return present(d.business_entity_type)
    case 'business-information':
      return BUSINESS_INFORMATION_KEYS.every((k) => present(d[k]))
    case 'business-profile':
      return (
        present(d.business_activities) &&
        (!f.services.includes('bookkeeping') || (present(d.banks) && present(d.credit_cards)))
      )
    case 'tax-information':
      return TAX_INFORMATION_KEYS.every((k) => present(d[k]))
    case 'terms-authorization':
      return isTrue(d.payment_authorization_accepted)
    case 'officers-control':
      return Array.isArray(d.officers) && d.officers.length > 0
    case 'document-upload':
      return Object.keys(REQUIRED_DOCUMENTS).every((k) => f.documentsPresent.includes(k))
    case 'book-call':
      return (
        !f.bookingLinkExists ||
        isTrue(d.calendly_booked) ||
        present(d.calendly_event_id) ||
        present(d.onboarding_call_date)
      )
    case 'confirm':
      return isTrue(d.onboarding_confirmed) || isAfter(f.reachedStep, 'confirm', order)
    case 'quickbooks':
      return (f.ledgerConnected && f.booksUpToDateKnown) || isAfter(f.reachedStep, 'quickbooks', order)
    case 'financial-tools':
      return f.spendConnected || f.paymentsConnected || f.bankConnected
    case 'permissions':
      return isTrue(d.permissions_granted)
  }
}

export type TStepCompletion = Record<TOnboardingStep, boolean>

/** Every step's completion, in flow order. */
export function onboardingCompletion(
  f: TOnboardingFacts,
  order: readonly TOnboardingStep[] = ONBOARDING_STEPS,
): TStepCompletion {
  return Object.fromEntries(order.map((s) => [s, isStepComplete(s, f, order)])) as TStepCompletion
}

/** The list view's flags: the same completion under the camelCase keys. */
export function formCompletedFlags(f: TOnboardingFacts): Record<string, boolean> {
  const c = onboardingCompletion(f)
  return Object.fromEntries(ONBOARDING_STEPS.map((s) => [STEP_FLAG_KEYS[s], c[s]]))
}

/**
 * Where a user lands on /onboarding/form: the step they were last on; a user who has not started begins at the first
 * step (shown complete when its answers are already known, e.g. a name from the invitation).
 */
export function resumeStep(
  lastStep: TOnboardingStep | null,
  order: readonly TOnboardingStep[] = ONBOARDING_STEPS,
): TOnboardingStep {
  return lastStep ?? order[0]
}

/** The step after `step`, or null at the end. */
export function nextStep(step: TOnboardingStep, order: readonly TOnboardingStep[] = ONBOARDING_STEPS) {
  const i = order.indexOf(step)
  return i >= 0 && i < order.length - 1 ? order[i + 1] : null
}

/** The furthest of two positions: moving back to revisit a step never moves the user's place in the flow back. */
export function furthestStep(
  a: TOnboardingStep | null,
  b: TOnboardingStep,
  order: readonly TOnboardingStep[] = ONBOARDING_STEPS,
): TOnboardingStep {
  return a !== null && order.indexOf(a) >= order.indexOf(b) ? a : b
}

export const isOnboardingStep = (s: string): s is TOnboardingStep => (ONBOARDING_STEPS as readonly string[]).includes(s)
