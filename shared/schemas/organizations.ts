/** Organizations, members, bookkeeper/reviewer assignments and groups (spec §3 Organization). */
import { z } from 'zod'
import { ZBooksPriority, ZOrgRole, ZUuid } from './common.ts'

export const ACCOUNTING_SERVICES = ['bookkeeping', 'taxes', 'ap_management', 'ar_management', 'rnd_tax_credits', 'fractional_cfo', 'statement-tracker'] as const
export const ZAccountingService = z.enum(ACCOUNTING_SERVICES)
export type TAccountingService = z.infer<typeof ZAccountingService>
export const ZAccountingMethod = z.enum(['cash', 'accrual'])

const ZDescriptionEntry = z.object({ value: z.string(), productId: z.string() })
export const ZTransactionDescription = z.object({
  product: z.array(ZDescriptionEntry), service: z.array(ZDescriptionEntry), unclassified: z.array(ZDescriptionEntry),
})
export const ZTermsAccepted = z.array(z.object({
  acceptedText: z.string(), acceptedDate: z.string(), acceptedByHavenUserId: z.string(), acceptedByName: z.string(), acceptedByEmail: z.string(),
}))
export const ZCatchUpData = z.object({
  catchUpDeadline: z.string().nullable(), accountsNotes: z.string().nullable(), reviewedStatus: z.string().nullable(),
  bkFinishDate: z.string().nullable(), caughtUpThrough: z.string().nullable(), outstandingItems: z.string().nullable(),
}).partial()
const ZPermissionGiven = z.object({ permissionGiven: z.boolean() })
export const ZUserPermissions = z.object({
  bankAccounts: z.array(z.object({ permissionGiven: z.boolean(), plaidBankAccountId: z.string(), accountName: z.string(), institutionName: z.string() })),
  stripe: ZPermissionGiven, ramp: ZPermissionGiven, payroll: ZPermissionGiven,
})
export const ZOrganizationMetadata = z.object({ userPermissions: ZUserPermissions.partial() }).catchall(z.unknown())
export const ZOrganizationConfig = z.object({
  cronJob: z.object({ metrics: z.boolean() }).partial(), catchUp: z.boolean(), cashOnHandAccounts: z.array(z.string()),
  booksUpToDate: z.string().nullable(), onboardingCalendlySlug: z.string(), aiAutocatEnabled: z.boolean(),
  onboardingWithExistingQuickbooks: z.boolean(), percentageThreshold: z.number(), dollarThreshold: z.number(), stripeCleanUpDate: z.string().nullable(),
}).partial().catchall(z.unknown())

export const ZOrganizationSchema = z.object({
  id: ZUuid,
  legalName: z.string(),
  accountingServices: z.array(ZAccountingService),
  quickbooksRealmId: z.string().nullable(),
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
  onboardingDraft: z.object({ general: z.record(z.string(), z.unknown()), rnd: z.record(z.string(), z.unknown()) }).partial(),
  metadata: z.record(z.string(), z.unknown()),
  config: z.record(z.string(), z.unknown()),
  additionalData: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
})
export type TOrganization = z.infer<typeof ZOrganizationSchema>

/** The list view (spec §3). Fields without a data source yet (variance analysis, amortizations) are always null. */
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
  /** Onboarding steps whose completion rule is decidable from stored fields. */
  formCompleted: z.object({ services: z.boolean(), organizationType: z.boolean(), businessInformation: z.boolean(), officersControl: z.boolean() }),
  /** Mapped share (0-100, one decimal) of the active mappable accounts; null when there is no chart to measure. */
  coaMappingPercentage: z.number().min(0).max(100).nullable(),
  lastReminderSentAt: z.string().nullable(),
  lastStatusChangeAt: z.string().nullable(),
  /** Open Ask-My-Client questions by status. */
  amcs: z.object({ pending: z.number().int(), responded: z.number().int(), not_responded: z.number().int() }),
  latestBookDate: z.string().nullable(),
  metricsGenerated: z.boolean(),
  onboardingCallDate: z.string().nullable(),
  varianceAnalysis: z.null(),
  amortizations: z.null(),
  primaryBookkeeper: z.object({ id: ZUuid, name: z.string() }).nullable(),
  createdAt: z.string(),
})

const ZAdditionalData = z.record(z.string(), z.unknown()).superRefine((d, ctx) => {
  const limits: Record<string, number> = { zip_code: 30, city: 255, country: 255, state: 255, street_address: 2000, address_line_2: 2000 }
  for (const [k, max] of Object.entries(limits)) {
    const v = d[k]
    if (v !== undefined && (typeof v !== 'string' || v.trim().length > max)) {
      ctx.addIssue({ code: 'custom', path: [k], message: `${k} must be text of at most ${max} characters` })
    }
  }
})

export const ZCreateOrganizationRequestSchema = z.object({
  legalName: z.string().trim().min(1, { message: 'Legal name is required' }).max(255),
  accountingServices: z.array(ZAccountingService).default([]),
  accountingMethod: ZAccountingMethod.optional(),
  booksPriority: ZBooksPriority.optional(),
  organizationGroupId: ZUuid.nullable().optional(),
})

export const ZUpdateOrganizationRequestSchema = z.object({
  legalName: z.string().trim().min(1, { message: 'Legal name is required' }).max(255),
  accountingServices: z.array(ZAccountingService),
  quickbooksRealmId: z.string().trim().max(255).nullable(),
  stripeAccountId: z.string().trim().max(255).nullable(),
  gustoAccountId: z.string().trim().max(255).nullable(),
  ripplingAccountId: z.string().trim().max(255).nullable(),
  slackChannelName: z.string().trim().max(255).nullable(),
  accountingMethod: ZAccountingMethod.nullable(),
  booksDueDate: z.iso.date().nullable(),
  booksPriority: ZBooksPriority,
  organizationGroupId: ZUuid.nullable(),
  transactionDescription: ZTransactionDescription,
  termsAccepted: ZTermsAccepted,
  catchUpData: ZCatchUpData,
  onboardingDraft: z.object({ general: z.record(z.string(), z.unknown()), rnd: z.record(z.string(), z.unknown()) }),
  metadata: ZOrganizationMetadata,
  config: ZOrganizationConfig,
  additionalData: ZAdditionalData,
}).partial().refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })
export type TUpdateOrganizationRequest = z.infer<typeof ZUpdateOrganizationRequestSchema>

export const ZMemberSchema = z.object({
  userId: ZUuid, organizationId: ZUuid, orgRole: ZOrgRole, email: z.string(), firstName: z.string(), lastName: z.string(),
})
export const ZUpdateMemberRequestSchema = z.object({ orgRole: ZOrgRole })

export const ZBookkeeperAssignmentSchema = z.object({
  userId: ZUuid, organizationId: ZUuid, isPrimary: z.boolean(), email: z.string(), firstName: z.string(), lastName: z.string(),
})
export const ZAssignBookkeeperRequestSchema = z.object({ isPrimary: z.boolean().default(false) })
export const ZReviewerAssignmentSchema = ZBookkeeperAssignmentSchema.omit({ isPrimary: true })

export const ZOrganizationGroupSchema = z.object({ id: ZUuid, name: z.string(), members: z.array(z.object({ id: ZUuid, legalName: z.string() })) })
export const ZCreateOrganizationGroupRequestSchema = z.object({ name: z.string().trim().min(1, { message: 'Name is required' }).max(255) })
