/**
 * Banking onboarding on the wire (docs/banking.md "Onboarding and settings"): the KYC application, its beneficial
 * owners, the owner's own public page, and the banking settings (company, legal, documents, wire instructions). The
 * checks are shared/rules/banking-onboarding.ts; these schemas apply them, so the API and the web forms refuse the
 * same values with the same messages.
 */
import { z } from 'zod'
import {
  ADDRESS_LIMITS,
  AGREEMENT_KEYS,
  APPLICATION_STATUSES,
  ENTITY_TYPES,
  INDUSTRIES,
  MONTHLY_CASH_FLOWS,
  ONBOARDING_MESSAGES,
  OWNER_STATUSES,
  RESTRICTED_INDUSTRIES,
  US_POSTAL_CODE,
  countryProblem,
  dateOfBirthProblem,
  applicantEmailProblem,
  employeesProblem,
  incorporationDateProblem,
  ownershipProblem,
  postalCodeProblem,
  usStateProblem,
} from '../rules/banking-onboarding.ts'
import { ssnDigits } from '../rules/ssn.ts'
import { einProblem, phoneProblem, websiteProblem } from '../rules/values-contact.ts'
import { ZText, ZUuid } from '../rules/values.ts'

/** A rule (value → message or undefined) as a zod check, so each field reports its own problem. */
const ruled = (rule: (value: string) => string | undefined) => (ctx: z.core.ParsePayload<string>) => {
  if (ctx.value === '') return // an empty draft field is "not given"
  const message = rule(ctx.value)
  if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
}

/** Optional text a draft may leave out: null or "" clears it. */
const optionalText = (max: number, rule?: (value: string) => string | undefined) =>
  (rule ? ZText.trim().max(max).check(ruled(rule)) : ZText.trim().max(max)).nullable().optional()
const requiredName = (message: string) => ZText.trim().min(1, { message }).max(255)

/** Section: addresses */

export const ZUsAddressSchema = z
  .object({
    line1: ZText.trim().min(1, { message: ONBOARDING_MESSAGES.line1 }).max(ADDRESS_LIMITS.line),
    line2: ZText.trim().max(ADDRESS_LIMITS.line).nullable().optional(),
    city: ZText.trim().min(1, { message: ONBOARDING_MESSAGES.city }).max(ADDRESS_LIMITS.city),
    state: ZText.trim().toUpperCase().check(ruled(usStateProblem)).min(1, { message: ONBOARDING_MESSAGES.stateCode }),
    postalCode: ZText.trim()
      .max(ADDRESS_LIMITS.postalCode)
      .regex(US_POSTAL_CODE, { message: ONBOARDING_MESSAGES.postalCode }),
    country: ZText.trim().toUpperCase().check(ruled(countryProblem)).default('US'),
  })
  .meta({ id: 'UsAddress' })
export type TUsAddressInput = z.infer<typeof ZUsAddressSchema>

/** A draft's address: every part optional, each given part right. */
const ZDraftAddressSchema = z.object({
  line1: optionalText(ADDRESS_LIMITS.line),
  line2: optionalText(ADDRESS_LIMITS.line),
  city: optionalText(ADDRESS_LIMITS.city),
  state: optionalText(ADDRESS_LIMITS.state, usStateProblem),
  postalCode: optionalText(ADDRESS_LIMITS.postalCode, postalCodeProblem),
  country: optionalText(ADDRESS_LIMITS.country, countryProblem),
})

export const ZAddressSchema = z
  .object({
    line1: z.string().nullable(),
    line2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
  })
  .meta({ id: 'BankingAddress' })

/** Section: the application */

/**
 * PUT /application: a draft save. Only the fields sent change (what was saved before stays); null or "" clears one.
 * Each given value is checked on its own, so one request reports every wrong field. `termsAccepted: true` accepts
 * every current banking agreement in the caller's name. Required fields are checked on submission.
 */
export const ZSaveApplicationRequestSchema = z
  .object({
    legalName: optionalText(255),
    dba: optionalText(255),
    ein: optionalText(20, einProblem),
    entityType: z.enum(ENTITY_TYPES, { error: ONBOARDING_MESSAGES.entityType }).nullable().optional(),
    industry: z.enum(INDUSTRIES, { error: ONBOARDING_MESSAGES.industry }).nullable().optional(),
    restrictedIndustries: z
      .array(z.enum(RESTRICTED_INDUSTRIES, { error: ONBOARDING_MESSAGES.restrictedIndustry }))
      .max(RESTRICTED_INDUSTRIES.length)
      .nullable()
      .optional(),
    businessDescription: optionalText(2000),
    website: optionalText(2000, websiteProblem),
    phone: optionalText(50, phoneProblem),
    incorporationDate: optionalText(10, (v) => incorporationDateProblem(v)),
    incorporationState: ZText.trim().toUpperCase().check(ruled(usStateProblem)).nullable().optional(),
    address: ZDraftAddressSchema.nullable().optional(),
    monthlyCashFlow: z.enum(MONTHLY_CASH_FLOWS, { error: ONBOARDING_MESSAGES.monthlyCashFlow }).nullable().optional(),
    numberOfEmployees: z
      .number({ error: ONBOARDING_MESSAGES.employees })
      .check((ctx) => {
        const message = employeesProblem(ctx.value)
        if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
      })
      .nullable()
      .optional(),
    applicantFirstName: optionalText(255),
    applicantLastName: optionalText(255),
    applicantEmail: ZText.trim().toLowerCase().max(320).check(ruled(applicantEmailProblem)).nullable().optional(),
    applicantTitle: optionalText(255),
    termsAccepted: z.boolean().optional(),
  })
  .meta({ id: 'SaveBankingApplicationRequest' })
export type TSaveApplicationRequest = z.infer<typeof ZSaveApplicationRequestSchema>

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES)
export const ZProblemSchema = z.object({ path: z.string(), message: z.string() })

export const ZBankingApplicationSchema = z
  .object({
    id: ZUuid,
    organizationId: ZUuid,
    status: ZApplicationStatus,
    legalName: z.string().nullable(),
    dba: z.string().nullable(),
    /** 12-3456789 */
    ein: z.string().nullable(),
    entityType: z.enum(ENTITY_TYPES).nullable(),
    industry: z.enum(INDUSTRIES).nullable(),
    restrictedIndustries: z.array(z.enum(RESTRICTED_INDUSTRIES)).nullable(),
    businessDescription: z.string().nullable(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    incorporationDate: z.string().nullable(),
    incorporationState: z.string().nullable(),
    address: ZAddressSchema,
    monthlyCashFlow: z.enum(MONTHLY_CASH_FLOWS).nullable(),
    numberOfEmployees: z.number().int().nullable(),
    applicantFirstName: z.string().nullable(),
    applicantLastName: z.string().nullable(),
    applicantEmail: z.string().nullable(),
    applicantTitle: z.string().nullable(),
    termsAcceptedAt: z.string().nullable(),
    termsAcceptedBy: ZUuid.nullable(),
    refusalReason: z.string().nullable(),
    submittedAt: z.string().nullable(),
    decidedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BankingApplication' })
export type TBankingApplication = z.infer<typeof ZBankingApplicationSchema>

export const ZBeneficialOwnerSchema = z
  .object({
    id: ZUuid,
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    ownershipPercent: z.number(),
    title: z.string().nullable(),
    isController: z.boolean(),
    status: z.enum(OWNER_STATUSES),
    invitedAt: z.string().nullable(),
    linkExpiresAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  })
  .meta({ id: 'BeneficialOwner' })
export type TBeneficialOwner = z.infer<typeof ZBeneficialOwnerSchema>

/** GET /application: the application (null before the first save), its owners, and what still stops submission. */
export const ZGetApplicationResponseSchema = z
  .object({
    application: ZBankingApplicationSchema.nullable(),
    owners: z.array(ZBeneficialOwnerSchema),
    problems: z.array(ZProblemSchema),
    canManage: z.boolean(),
    /** Before the first save: what the organization's profile already knows, to start the form with. */
    prefill: z.object({
      legalName: z.string().nullable(),
      ein: z.string().nullable(),
      entityType: z.enum(ENTITY_TYPES).nullable(),
      phone: z.string().nullable(),
      website: z.string().nullable(),
      address: ZAddressSchema,
    }),
  })
  .meta({ id: 'GetBankingApplicationResponse' })
export type TGetApplicationResponse = z.infer<typeof ZGetApplicationResponseSchema>

/** Section: owners */

export const ZCreateOwnerRequestSchema = z
  .object({
    firstName: requiredName(ONBOARDING_MESSAGES.firstName),
    lastName: requiredName(ONBOARDING_MESSAGES.lastName),
    email: ZText.trim()
      .toLowerCase()
      .max(320)
      .check((ctx) => {
        const message = applicantEmailProblem(ctx.value)
        if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
      }),
    ownershipPercent: z.number({ error: ONBOARDING_MESSAGES.ownership }).check((ctx) => {
      const message = ownershipProblem(ctx.value)
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
    }),
    title: optionalText(255),
    isController: z.boolean().default(false),
  })
  .meta({ id: 'CreateBeneficialOwnerRequest' })
export type TCreateOwnerRequest = z.infer<typeof ZCreateOwnerRequestSchema>

/** Section: the owner's own page (public, by token) */

/** What the owner is asked for on their page. */
export const OWNER_ASKED = ['dateOfBirth', 'ssn', 'homeAddress'] as const

export const ZPublicOwnerResponseSchema = z
  .object({
    businessName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    ownershipPercent: z.number(),
    title: z.string().nullable(),
    isController: z.boolean(),
    asked: z.array(z.enum(OWNER_ASKED)),
    expiresAt: z.string(),
  })
  .meta({ id: 'PublicBeneficialOwner' })

export const ZCompleteOwnerRequestSchema = z
  .object({
    dateOfBirth: ZText.trim().check((ctx) => {
      const message = dateOfBirthProblem(ctx.value)
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
    }),
    ssn: ZText.check((ctx) => {
      if (!ssnDigits(ctx.value)) ctx.issues.push({ code: 'custom', message: ONBOARDING_MESSAGES.ssn, input: '' })
    }).transform((s) => ssnDigits(s)!),
    homeAddress: ZUsAddressSchema,
  })
  .meta({ id: 'CompleteBeneficialOwnerRequest' })
export type TCompleteOwnerRequest = z.infer<typeof ZCompleteOwnerRequestSchema>

export const ZCompleteOwnerResponseSchema = z
  .object({ status: z.literal('completed'), businessName: z.string(), ssnLastFour: z.string() })
  .meta({ id: 'CompleteBeneficialOwnerResponse' })

/** Section: settings */

export const ZCompanySettingsSchema = z
  .object({
    legalName: z.string().nullable(),
    dba: z.string().nullable(),
    ein: z.string().nullable(),
    entityType: z.enum(ENTITY_TYPES).nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    address: ZAddressSchema,
    canManage: z.boolean(),
  })
  .meta({ id: 'BankingCompanySettings' })

/** PUT /settings/company: the contact details of an approved business that may change. */
export const ZUpdateCompanySettingsRequestSchema = z
  .object({
    phone: ZText.trim()
      .max(50)
      .check((ctx) => {
        const message = phoneProblem(ctx.value)
        if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
      }),
    website: ZText.trim()
      .max(2000)
      .check((ctx) => {
        const message = ctx.value === '' ? undefined : websiteProblem(ctx.value)
        if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
      })
      .nullable()
      .optional(),
    address: ZUsAddressSchema,
  })
  .meta({ id: 'UpdateBankingCompanySettingsRequest' })
export type TUpdateCompanySettingsRequest = z.infer<typeof ZUpdateCompanySettingsRequestSchema>

export const ZAgreementKey = z.enum(AGREEMENT_KEYS)

export const ZAgreementSchema = z
  .object({
    key: ZAgreementKey,
    title: z.string(),
    version: z.string(),
    summary: z.string(),
    /** The acceptance of the current version, or null when it still needs one. */
    accepted: z.object({ acceptedAt: z.string(), acceptedByName: z.string(), acceptedByEmail: z.string() }).nullable(),
    /** Earlier versions accepted, newest first. */
    history: z.array(z.object({ version: z.string(), acceptedAt: z.string(), acceptedByName: z.string() })),
  })
  .meta({ id: 'BankingAgreement' })
export type TAgreement = z.infer<typeof ZAgreementSchema>

export const ZLegalSettingsSchema = z
  .object({ agreements: z.array(ZAgreementSchema), canManage: z.boolean() })
  .meta({ id: 'BankingLegalSettings' })

export const ZAcceptAgreementRequestSchema = z
  .object({ key: ZAgreementKey, version: ZText.trim().min(1).max(50) })
  .meta({ id: 'AcceptBankingAgreementRequest' })

export const ZBankingDocumentsSchema = z
  .object({
    statements: z.array(
      z.object({
        id: z.string(),
        accountId: ZUuid,
        accountName: z.string(),
        month: z.number().int(),
        year: z.number().int(),
        openingBalanceMicros: z.string(),
        closingBalanceMicros: z.string(),
        /** The API path of the PDF. */
        pdfPath: z.string(),
      }),
    ),
    agreements: z.array(
      z.object({
        key: ZAgreementKey,
        title: z.string(),
        version: z.string(),
        acceptedAt: z.string().nullable(),
      }),
    ),
    wireInstructions: z.array(z.object({ accountId: ZUuid, accountName: z.string(), pdfPath: z.string() })),
  })
  .meta({ id: 'BankingDocuments' })
export type TBankingDocuments = z.infer<typeof ZBankingDocumentsSchema>

/** The spec's wire-instructions document arguments, exactly (banking-payments-tax.md §3). */
export const ZWireInstructionsSchema = z
  .object({
    bankAddress: z.string(),
    bankName: z.string(),
    beneficiaryName: z.string(),
    beneficiaryAccountNumber: z.string(),
    beneficiaryAddress: z.string(),
    routingNumber: z.string(),
    accountNumber: z.string(),
    accountRoutingNumber: z.string(),
  })
  .strict()
  .meta({ id: 'WireInstructions' })
export type TWireInstructions = z.infer<typeof ZWireInstructionsSchema>
