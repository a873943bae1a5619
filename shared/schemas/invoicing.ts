/**
 * Banking invoices as the API speaks them (docs/invoicing.md): customers, products, invoices with items and a
 * recurring schedule, and the public page's bank pull. Amounts are integer micros as decimal strings; quantities are
 * decimals of up to three places. Value sets and messages come from shared/rules/invoicing.ts.
 */
import { z } from 'zod'
import { ZEmailField } from '../rules/email.ts'
import {
  ACH_ACCOUNT_TYPES,
  AGING_BUCKETS,
  CONSENT_STATUSES,
  EMAIL_STATUSES,
  PRINT_STATUSES,
  COUNTERPARTY_TYPES,
  INVOICE_LIMITS,
  INVOICE_STATUSES,
  INVOICING_MESSAGES,
  PAYMENT_TERMS,
  RECURRING_FREQUENCIES,
  accountNumberValid,
  isIsoDate,
  routingNumberValid,
} from '../rules/invoicing.ts'
import { ZDate, ZText, ZUuid } from '../rules/values.ts'
import { CREDIT_MESSAGES, wholeCents } from '../rules/invoice-credits.ts'

const ZMicrosOut = z.string().regex(/^-?\d+$/)
const ZMicrosIn = (message: string) => z.string({ error: message }).regex(/^-?\d{1,19}$/, { message })
const ZServiceDate = z.string().refine(isIsoDate, { message: INVOICING_MESSAGES.serviceDate }).nullable().optional()

export const ZInvoiceOrgParams = z.object({ organizationId: ZUuid })
export const ZInvoiceParams = z.object({ organizationId: ZUuid, invoiceId: ZUuid })

export const ZInvoiceAddressSchema = z.object({
  line1: ZText.trim().max(2000).nullable().optional(),
  line2: ZText.trim().max(2000).nullable().optional(),
  city: ZText.trim().max(255).nullable().optional(),
  state: ZText.trim().max(255).nullable().optional(),
  postalCode: ZText.trim().max(30).nullable().optional(),
  country: ZText.trim().max(255).optional(),
})

export const ZInvoiceCustomerSchema = z.object({
  id: ZUuid,
  name: z.string(),
  email: z.string(),
  address: ZInvoiceAddressSchema,
})
export const ZSaveInvoiceCustomerRequestSchema = z.object({
  name: ZText.trim().min(1, 'Enter the customer’s name').max(200),
  email: ZEmailField,
  address: ZInvoiceAddressSchema.default({}),
})

export const ZInvoiceProductSchema = z.object({
  id: ZUuid,
  name: z.string(),
  description: z.string(),
  priceMicros: ZMicrosOut,
  taxable: z.boolean(),
})
export const ZSaveInvoiceProductRequestSchema = z.object({
  name: ZText.trim().min(1, 'Enter the product’s name').max(200),
  description: ZText.max(4000).default(''),
  priceMicros: ZMicrosIn('Enter a price'),
  taxable: z.boolean().default(true),
})

export const ZInvoiceItemInputSchema = z.object({
  title: ZText.trim().min(1, 'Enter a title').max(200),
  description: ZText.max(4000).default(''),
  productId: ZUuid.nullable().optional(),
  priceMicros: ZMicrosIn('Enter a price'),
  quantity: z
    .string({ error: 'Enter a quantity' })
    .regex(/^\d{1,9}(\.\d{1,3})?$/, 'Enter a quantity like 1 or 1.5')
    .refine((q) => Number(q) > 0, 'Enter a quantity like 1 or 1.5'),
  taxable: z.boolean().default(true),
  serviceDateFrom: ZServiceDate,
  serviceDateTo: ZServiceDate,
})

export const ZRecurringInputSchema = z.object({
  frequency: z.enum(RECURRING_FREQUENCIES),
  startDate: ZDate,
  endDate: ZDate.nullable().optional(),
})

export const ZSaveInvoiceRequestSchema = z.object({
  customerId: ZUuid,
  accountId: ZUuid.nullable().optional(),
  invoiceDate: ZDate,
  paymentTerm: z.enum(PAYMENT_TERMS),
  customDueDate: ZDate.nullable().optional(),
  salesTaxRateMicros: z.string().regex(/^\d{1,7}$/, 'Enter a tax rate between 0 and 100%'),
  discountPercentMicros: z
    .string()
    .regex(/^-?\d{1,12}$/)
    .nullable()
    .optional(),
  discountAmountMicros: z
    .string()
    .regex(/^-?\d{1,19}$/)
    .nullable()
    .optional(),
  memo: ZText.max(INVOICE_LIMITS.memo, INVOICING_MESSAGES.memo).default(''),
  privateNote: ZText.max(INVOICE_LIMITS.privateNote, INVOICING_MESSAGES.privateNote).default(''),
  replyToEmail: ZEmailField.nullable().optional(),
  ccEmails: z.array(ZEmailField).max(10).default([]),
  template: z.enum(['classic', 'modern']).default('classic'),
  /** NeedToPrint: someone also mails a paper copy (the list shows it until it is marked printed) */
  printStatus: z.enum(PRINT_STATUSES).default('NotSet'),
  items: z.array(ZInvoiceItemInputSchema).max(INVOICE_LIMITS.lines, INVOICING_MESSAGES.lines),
  recurring: ZRecurringInputSchema.nullable().optional(),
})
export type TSaveInvoiceRequest = z.infer<typeof ZSaveInvoiceRequestSchema>

export const ZInvoiceItemSchema = z.object({
  id: ZUuid,
  title: z.string(),
  description: z.string(),
  productId: ZUuid.nullable(),
  priceMicros: ZMicrosOut,
  quantity: z.string(),
  amountMicros: ZMicrosOut,
  taxable: z.boolean(),
  serviceDateFrom: z.string().nullable(),
  serviceDateTo: z.string().nullable(),
})

export const ZInvoiceConsentSchema = z.object({
  status: z.enum(CONSENT_STATUSES),
  attempts: z.number().int(),
  verifiedAt: z.string().nullable(),
  bankName: z.string(),
  nameOnAccount: z.string(),
  accountType: z.enum(ACH_ACCOUNT_TYPES),
  counterpartyType: z.enum(COUNTERPARTY_TYPES),
  /** masked: ••••1234 */
  accountNumber: z.string(),
  routingNumber: z.string(),
})

/** A credit note against an invoice: its own number (CN-00001 …), the amount and the sales tax inside it. */
export const ZCreditNoteSchema = z.object({
  id: ZUuid,
  creditNumber: z.string(),
  creditDate: z.string(),
  reason: z.string(),
  amountMicros: ZMicrosOut,
  taxMicros: ZMicrosOut,
  /** written to the ledger (a journal entry reversing revenue and tax) */
  posted: z.boolean(),
})
export const ZCreditInvoiceRequestSchema = z
  .object({
    /** credit everything left on the invoice */
    full: z.boolean().default(false),
    amountMicros: z
      .string({ error: CREDIT_MESSAGES.amount })
      .regex(/^\d{1,19}$/, CREDIT_MESSAGES.amount)
      // zod runs a refinement after a failed regex too: only digits reach BigInt
      .refine((m) => /^\d{1,19}$/.test(m) && BigInt(m) > 0n && wholeCents(BigInt(m)), CREDIT_MESSAGES.amount)
      .nullable()
      .optional(),
    reason: ZText.trim().max(1000, CREDIT_MESSAGES.reason).default(''),
    creditDate: ZDate.nullable().optional(),
  })
  .refine((r) => r.full || r.amountMicros != null, { path: ['amountMicros'], message: CREDIT_MESSAGES.amount })
export const ZInvoicePrintStatusRequestSchema = z.object({ printStatus: z.enum(PRINT_STATUSES) })
export type TCreditInvoiceRequest = z.infer<typeof ZCreditInvoiceRequestSchema>

export const ZInvoiceSchema = z.object({
  id: ZUuid,
  invoiceNumber: z.string(),
  status: z.enum(INVOICE_STATUSES),
  customer: ZInvoiceCustomerSchema,
  accountId: ZUuid.nullable(),
  invoiceDate: z.string(),
  invoiceDueDate: z.string(),
  paymentTerm: z.enum(PAYMENT_TERMS),
  salesTaxRateMicros: ZMicrosOut,
  discountPercentMicros: ZMicrosOut.nullable(),
  discountAmountMicros: ZMicrosOut.nullable(),
  subtotalMicros: ZMicrosOut,
  discountMicros: ZMicrosOut,
  taxMicros: ZMicrosOut,
  amountMicros: ZMicrosOut,
  memo: z.string(),
  privateNote: z.string(),
  replyToEmail: z.string().nullable(),
  ccEmails: z.array(z.string()),
  template: z.string(),
  emailStatus: z.enum(EMAIL_STATUSES),
  printStatus: z.enum(PRINT_STATUSES),
  reminderSentCount: z.number().int(),
  /** when the customer first opened the public page */
  viewedAt: z.string().nullable(),
  aging: z.enum(AGING_BUCKETS),
  creditedMicros: ZMicrosOut,
  balanceDueMicros: ZMicrosOut,
  creditNotes: z.array(ZCreditNoteSchema),
  items: z.array(ZInvoiceItemSchema),
  recurring: z
    .object({
      id: ZUuid,
      frequency: z.enum(RECURRING_FREQUENCIES),
      startDate: z.string(),
      endDate: z.string().nullable(),
      status: z.string(),
      lastRun: z.string().nullable(),
    })
    .nullable(),
  consent: ZInvoiceConsentSchema.nullable(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
})
export type TInvoice = z.infer<typeof ZInvoiceSchema>

/** Section: recurring schedules (the screen that pauses, resumes and edits them) */
export const ZInvoiceScheduleParams = z.object({ organizationId: ZUuid, scheduleId: ZUuid })
export const ZInvoiceScheduleSchema = z.object({
  id: ZUuid,
  sourceInvoiceId: ZUuid,
  sourceInvoiceNumber: z.string(),
  customerName: z.string(),
  frequency: z.enum(RECURRING_FREQUENCIES),
  status: z.enum(['Active', 'Paused', 'Ended']),
  startDate: z.string(),
  endDate: z.string().nullable(),
  lastRun: z.string().nullable(),
  /** the next copy's date (null once ended) */
  nextIssueDate: z.string().nullable(),
  /** the copies a run today would issue: what resuming a paused schedule catches up, one per missed period */
  missedPeriods: z.number().int(),
  pausedAt: z.string().nullable(),
  /** the items each copy bills: the schedule's own once edited, else the source invoice's */
  items: z.array(ZInvoiceItemSchema.omit({ id: true })),
  amountMicros: ZMicrosOut,
  ownItems: z.boolean(),
})
export type TInvoiceSchedule = z.infer<typeof ZInvoiceScheduleSchema>
export const ZListInvoiceSchedulesResponseSchema = z.object({ schedules: z.array(ZInvoiceScheduleSchema) })
export const ZEditInvoiceScheduleRequestSchema = z.object({
  nextIssueDate: ZDate.optional(),
  endDate: ZDate.nullable().optional(),
  /** service dates relative to the next issue date: each copy shifts them by its own date */
  items: z.array(ZInvoiceItemInputSchema).max(INVOICE_LIMITS.lines, INVOICING_MESSAGES.lines).optional(),
})
export type TEditInvoiceScheduleRequest = z.infer<typeof ZEditInvoiceScheduleRequestSchema>

export const ZListInvoicesRequestSchema = z.object({ status: z.enum(INVOICE_STATUSES).optional() })
export const ZListInvoicesResponseSchema = z.object({
  invoices: z.array(ZInvoiceSchema),
  /** unpaid (Sent and WaitingPayment) totals by aging bucket, and their sum */
  outstanding: z.object({
    totalMicros: ZMicrosOut,
    byAging: z.record(z.enum(AGING_BUCKETS), ZMicrosOut),
  }),
  customers: z.array(ZInvoiceCustomerSchema),
  products: z.array(ZInvoiceProductSchema),
  flags: z.object({ recurringInvoices: z.boolean(), achPull: z.boolean() }),
})
export const ZSendInvoiceResponseSchema = z.object({ invoice: ZInvoiceSchema, link: z.string() })

/** Section: the public page */
export const ZPublicInvoiceParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) })
export const ZPublicInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  status: z.enum(INVOICE_STATUSES),
  organizationName: z.string(),
  customerName: z.string(),
  invoiceDate: z.string(),
  invoiceDueDate: z.string(),
  memo: z.string(),
  template: z.string(),
  items: z.array(ZInvoiceItemSchema.omit({ id: true, productId: true })),
  subtotalMicros: ZMicrosOut,
  discountMicros: ZMicrosOut,
  taxMicros: ZMicrosOut,
  amountMicros: ZMicrosOut,
  creditNotes: z.array(ZCreditNoteSchema.omit({ id: true, posted: true })),
  balanceDueMicros: ZMicrosOut,
  achPull: z.boolean(),
  consent: ZInvoiceConsentSchema.omit({ routingNumber: true }).nullable(),
  wire: z
    .object({ bankName: z.string(), routingNumber: z.string(), accountNumber: z.string(), beneficiary: z.string() })
    .nullable(),
})
export const ZConsentTemplateResponseSchema = z.object({ content: z.string() })

export const ZRegisterBankPullRequestSchema = z.object({
  achPullData: z.object({
    bankName: ZText.trim().min(1, 'Enter the bank’s name').max(100),
    nameOnAccount: ZText.trim().min(1, 'Enter the name on the account').max(100),
    accountType: z.enum(ACH_ACCOUNT_TYPES),
    counterpartyType: z.enum(COUNTERPARTY_TYPES),
    accountNumber: z.string().trim().refine(accountNumberValid, INVOICING_MESSAGES.accountNumber),
    routingNumber: z.string().trim().refine(routingNumberValid, INVOICING_MESSAGES.routingNumber),
  }),
  consentAccepted: z.literal(true, { error: 'Accept the authorization to continue' }),
})
export const ZVerifyBankPullRequestSchema = z.object({
  verificationAmountMicros: z.string().regex(/^\d{1,7}$/, 'Enter the deposit amount, like 0.32'),
})
export const ZPublicConsentResponseSchema = z.object({
  invoice: ZPublicInvoiceSchema,
  consent: ZInvoiceConsentSchema.omit({ routingNumber: true }),
  verified: z.boolean(),
})
export const ZPayInvoiceResponseSchema = z.object({ invoice: ZPublicInvoiceSchema, transactionId: z.string() })
