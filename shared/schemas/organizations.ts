/** Organizations, members, bookkeeper/reviewer assignments and groups (spec §3 Organization). */
import { z } from 'zod'
import { VARIANCE_STATUSES } from '../rules/variance-analysis.ts'
import { ZBooksPriority, ZOrgRole, ZUuid } from './common.ts'
import { ZAmortizationCountsSchema } from './schedules.ts'
import {
  einProblem,
  JSON_TEXT_CHECK,
  phoneProblem,
  websiteProblem,
  ZAmount,
  ZDate,
  ZJsonObject,
  ZText,
  zipProblem,
} from '../rules/values.ts'

export const ACCOUNTING_SERVICES = [
  'bookkeeping',
  'taxes',
  'ap_management',
  'ar_management',
  'rnd_tax_credits',
  'fractional_cfo',
  'statement-tracker',
] as const
export const ZAccountingService = z.enum(ACCOUNTING_SERVICES)
export type TAccountingService = z.infer<typeof ZAccountingService>
export const ZAccountingMethod = z.enum(['cash', 'accrual'])

const ZDescriptionEntry = z.object({ value: ZText.max(2000), productId: ZText.max(255) })
export const ZTransactionDescription = z.object({
  product: z.array(ZDescriptionEntry),
  service: z.array(ZDescriptionEntry),
  unclassified: z.array(ZDescriptionEntry),
})
export const ZTermsAccepted = z.array(
  z.object({
    acceptedText: ZText.max(20000),
    acceptedDate: ZText.max(100),
    acceptedByHavenUserId: ZText.max(255),
    acceptedByName: ZText.max(255),
    acceptedByEmail: ZText.max(255),
  }),
)
export const ZCatchUpData = z
  .object({
    catchUpDeadline: ZText.max(100).nullable(),
    accountsNotes: ZText.max(20000).nullable(),
    reviewedStatus: ZText.max(255).nullable(),
    bkFinishDate: ZText.max(100).nullable(),
    caughtUpThrough: ZText.max(100).nullable(),
    outstandingItems: ZText.max(20000).nullable(),
  })
  .partial()
const ZPermissionGiven = z.object({ permissionGiven: z.boolean() })
export const ZUserPermissions = z.object({
  bankAccounts: z.array(
    z.object({
      permissionGiven: z.boolean(),
      plaidBankAccountId: ZText.max(255),
      accountName: ZText.max(255),
      institutionName: ZText.max(255),
    }),
  ),
  stripe: ZPermissionGiven,
  ramp: ZPermissionGiven,
  payroll: ZPermissionGiven,
})
export const ZOrganizationMetadata = z
  .object({ userPermissions: ZUserPermissions.partial() })
  .catchall(z.unknown())
  .check(JSON_TEXT_CHECK)
export const ZOrganizationConfig = z
  .object({
    cronJob: z.object({ metrics: z.boolean() }).partial(),
    catchUp: z.boolean(),
    cashOnHandAccounts: z.array(ZText.max(255)),
    booksUpToDate: ZDate.nullable(),
    onboardingCalendlySlug: ZText.max(255),
    aiAutocatEnabled: z.boolean(),
    onboardingWithExistingQuickbooks: z.boolean(),
    percentageThreshold: z
      .number({ error: 'Enter a percentage' })
      .min(0, 'Enter a percentage from 0 to 1000')
      .max(1000, 'Enter a percentage from 0 to 1000'),
    dollarThreshold: ZAmount,
    stripeCleanUpDate: ZDate.nullable(),
  })
  .partial()
  .catchall(z.unknown())
  .check(JSON_TEXT_CHECK)

export const ZOrganizationSchema = z.object({
  id: ZUuid,
  legalName: z.string(),
  accountingServices: z.array(ZAccountingService),
  quickbooksRealmId: z.string().nullable(),
  /** An active QuickBooks connection (the same fact as the list's qboConnected and /quickbooks/status `connected`). */
  qboConnected: z.boolean(),
  stripeAccountId: z.string().nullable(),
  gustoAccountId: z.string().nullable(),
  ripplingAccountId: z.string().nullable(),
  slackChannelName: z.string().nullable(),
  accountingMethod: ZAccountingMethod.nullable(),
  booksDueDate: z.string().nullable(),
  booksPriority: z.number().int(),
  organizationGroupId: ZUuid.nullable(),
  transactionDescription: ZTransactionDescription,
  termsAccepted: z.array(z.record(z.string(), z.unknown())),
  catchUpData: z.record(z.string(), z.unknown()),
  onboardingDraft: z
    .object({ general: z.record(z.string(), z.unknown()), rnd: z.record(z.string(), z.unknown()) })
    .partial(),
  /** The approved R&D form's tax year and projects (onboarding: set when staff approve the R&D form). */
  rndData: z.object({
    tax_year: z.union([z.number(), z.string()]).optional(),
    projects: z.array(z.object({ name: z.string(), description: z.string() })).optional(),
  }),
  metadata: z.record(z.string(), z.unknown()),
  config: z.record(z.string(), z.unknown()),
  additionalData: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
})
export type TOrganization = z.infer<typeof ZOrganizationSchema>

/** The list view (spec §3). */
export const ZOrganizationListItemSchema = z.object({
  id: ZUuid,
  legalName: z.string(),
  accountingServices: z.array(ZAccountingService),
  booksDueDate: z.string().nullable(),
  booksPriority: z.number().int(),
  organizationGroupId: ZUuid.nullable(),
  /** The chat channel info the product stores: the channel's name. */
  slackChannelName: z.string().nullable(),
  qboConnected: z.boolean(),
  stripeConnected: z.boolean(),
  plaidConnected: z.boolean(),
  rampConnected: z.boolean(),
  /** Each of the fourteen onboarding steps' completion (shared/rules/onboarding-flow.ts, the screens' own rule). */
  formCompleted: z.object({
    name: z.boolean(),
    services: z.boolean(),
    organizationType: z.boolean(),
    businessInformation: z.boolean(),
    businessProfile: z.boolean(),
    taxInformation: z.boolean(),
    termsAuthorization: z.boolean(),
    officersControl: z.boolean(),
    documentUpload: z.boolean(),
    confirm: z.boolean(),
    bookCall: z.boolean(),
    quickbooks: z.boolean(),
    financialTools: z.boolean(),
    permissions: z.boolean(),
  }),
  /** Mapped share (0-100, one decimal) of the active mappable accounts; null when there is no chart to measure. */
  coaMappingPercentage: z.number().min(0).max(100).nullable(),
  lastReminderSentAt: z.string().nullable(),
  lastStatusChangeAt: z.string().nullable(),
  /** Open Ask-My-Client questions by status. */
  amcs: z.object({ pending: z.number().int(), responded: z.number().int(), not_responded: z.number().int() }),
  latestBookDate: z.string().nullable(),
  metricsGenerated: z.boolean(),
  onboardingCallDate: z.string().nullable(),
  /** The month-end close's variance analyses (spec §3.6 max dates per organization); null when there are none. */
  varianceAnalysis: z
    .object({
      count: z.number().int(),
      maxSubmittedAt: z.string().nullable(),
      maxLastSentAt: z.string().nullable(),
      latestMonth: z.string(),
      latestStatus: z.enum(VARIANCE_STATUSES),
    })
    .nullable(),
  /** The organization's amortization schedules by status, and posted entries the ledger no longer has. */
  amortizations: ZAmortizationCountsSchema,
  primaryBookkeeper: z.object({ id: ZUuid, name: z.string() }).nullable(),
  createdAt: z.string(),
})

/** additionalData fields with a rule: their label (for length messages) and, where the value has a shape, its check. */
const ADDITIONAL_DATA_RULES: Record<string, { label: string; max: number; check?: (s: string) => string | undefined }> =
  {
    zip_code: { label: 'ZIP code', max: 30, check: zipProblem },
    city: { label: 'City', max: 255 },
    country: { label: 'Country', max: 255 },
    state: { label: 'State', max: 255 },
    street_address: { label: 'Street address', max: 2000 },
    address_line_2: { label: 'Address line 2', max: 2000 },
    ein: { label: 'EIN', max: 20, check: einProblem },
    website: { label: 'Website', max: 2000, check: websiteProblem },
    phone_number: { label: 'Phone number', max: 50, check: phoneProblem },
  }

/**
 * additionalData counts (spec: number_of_bank_accounts, number_of_credit_cards). Like every additionalData value they
 * are text; a form reads them as the spec's optional numbers (ZOptionalNumber) and stores the whole number as text.
 */
export const ADDITIONAL_DATA_COUNTS = {
  number_of_bank_accounts: 'Bank accounts',
  number_of_credit_cards: 'Credit cards',
} as const
export const COUNT_MESSAGE = 'Enter a whole number from 0 to 1000, like 3'

const ZAdditionalData = ZJsonObject.superRefine((d, ctx) => {
  for (const k of Object.keys(ADDITIONAL_DATA_COUNTS)) {
    const v = d[k]
    if (v !== undefined && v !== null && !(typeof v === 'string' && /^\d{1,4}$/.test(v) && Number(v) <= 1000))
      ctx.addIssue({ code: 'custom', path: [k], message: COUNT_MESSAGE })
  }
  for (const [k, rule] of Object.entries(ADDITIONAL_DATA_RULES)) {
    const v = d[k]
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) continue // optional: empty is "not given"
    const message =
      typeof v !== 'string'
        ? `${rule.label} must be text`
        : v.trim().length > rule.max
          ? `Keep this to ${rule.max} characters or fewer`
          : rule.check?.(v)
    if (message) ctx.addIssue({ code: 'custom', path: [k], message })
  }
})

export const ZCreateOrganizationRequestSchema = z.object({
  legalName: ZText.trim().min(1, { message: 'Legal name is required' }).max(255),
  accountingServices: z.array(ZAccountingService).default([]),
  accountingMethod: ZAccountingMethod.optional(),
  booksPriority: ZBooksPriority.optional(),
  organizationGroupId: ZUuid.nullable().optional(),
})

export const ZUpdateOrganizationRequestSchema = z
  .object({
    legalName: ZText.trim().min(1, { message: 'Legal name is required' }).max(255),
    accountingServices: z.array(ZAccountingService),
    quickbooksRealmId: ZText.trim().max(255).nullable(),
    stripeAccountId: ZText.trim().max(255).nullable(),
    gustoAccountId: ZText.trim().max(255).nullable(),
    ripplingAccountId: ZText.trim().max(255).nullable(),
    slackChannelName: ZText.trim().max(255).nullable(),
    accountingMethod: ZAccountingMethod.nullable(),
    booksDueDate: ZDate.nullable(),
    booksPriority: ZBooksPriority,
    organizationGroupId: ZUuid.nullable(),
    transactionDescription: ZTransactionDescription,
    termsAccepted: ZTermsAccepted,
    catchUpData: ZCatchUpData,
    onboardingDraft: z.object({ general: ZJsonObject, rnd: ZJsonObject }),
    metadata: ZOrganizationMetadata,
    config: ZOrganizationConfig,
    additionalData: ZAdditionalData,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
export type TUpdateOrganizationRequest = z.infer<typeof ZUpdateOrganizationRequestSchema>

export const ZMemberSchema = z.object({
  userId: ZUuid,
  organizationId: ZUuid,
  orgRole: ZOrgRole,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
})
export const ZUpdateMemberRequestSchema = z.object({ orgRole: ZOrgRole })

export const ZBookkeeperAssignmentSchema = z.object({
  userId: ZUuid,
  organizationId: ZUuid,
  isPrimary: z.boolean(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
})
export const ZAssignBookkeeperRequestSchema = z.object({ isPrimary: z.boolean().default(false) })
export const ZReviewerAssignmentSchema = ZBookkeeperAssignmentSchema.omit({ isPrimary: true })

export const ZOrganizationGroupSchema = z.object({
  id: ZUuid,
  name: z.string(),
  members: z.array(z.object({ id: ZUuid, legalName: z.string() })),
})
export const ZCreateOrganizationGroupRequestSchema = z.object({
  name: ZText.trim().min(1, { message: 'Name is required' }).max(255),
})
