/**
 * Bill pay as the API shows it (docs/bill-pay.md). Wire rows are camelCase; amounts are micros as decimal strings
 * (spec §5: integers, never negative); dates are ISO days.
 */
import { z } from 'zod'
import {
  BILL_ACTIVITY_TYPES,
  BILL_APPROVAL_ACTIONS,
  BILL_COMMENT_MAX,
  BILL_DOC_NUMBER_MAX,
  BILL_EXTRACTION_STATUSES,
  BILL_FILE_MAX_BYTES,
  BILL_MESSAGES,
  BILL_PAYMENT_METHODS,
  BILL_STATUSES,
} from '../rules/bill-pay.ts'
import { ZDate, ZText, ZUuid } from '../rules/values.ts'

const ZMicros = z.string().regex(/^\d{1,18}$/, { message: BILL_MESSAGES.amountNegative })
const ZField = z.object({ value: z.string(), source: z.string(), confidence: z.number() })

export const ZBillExtractionSchema = z.object({
  vendorNames: z.array(ZField).max(3),
  invoiceNumber: ZField.nullable(),
  invoiceDate: ZField.nullable(),
  amountMicros: ZField.nullable(),
  dueDate: ZField.nullable(),
  accountNumber: ZField.nullable(),
  routingNumber: ZField.nullable(),
  servicePeriodFrom: ZField.nullable(),
  servicePeriodTo: ZField.nullable(),
  glCode: ZField.nullable(),
  text: z.string().optional(),
  // read by OCR from a scan or a photo (absent on extractions made before OCR existed)
  ocr: z.boolean().optional(),
})

export const ZBillSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  status: z.enum(BILL_STATUSES),
  vendorName: z.string().nullable(),
  amountMicros: z.string(),
  currencyCode: z.literal('USD'),
  accountId: ZUuid.nullable(),
  counterpartyId: ZUuid.nullable(),
  assignedTo: ZUuid.nullable(),
  category: z.string().nullable(),
  description: z.string(),
  dueDate: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  glCode: z.string().nullable(),
  accountNumber: z.string().nullable(),
  routingNumber: z.string().nullable(),
  servicePeriodFrom: z.string().nullable(),
  servicePeriodTo: z.string().nullable(),
  invoiceFileId: ZUuid.nullable(),
  filePath: z.string().nullable(),
  paymentMethod: z.enum(BILL_PAYMENT_METHODS).nullable(),
  paymentScheduledDate: z.string().nullable(),
  approvedAt: z.string().nullable(),
  transactionId: ZUuid.nullable(),
  qbBillId: z.string().nullable(),
  qbBillPaymentId: z.string().nullable(),
  extractionStatus: z.enum(BILL_EXTRACTION_STATUSES).nullable(),
  extraction: ZBillExtractionSchema.nullable(),
  extractionError: z.string().nullable(),
  typedFields: z.array(z.string()),
  source: z.enum(['upload', 'email']),
  createdBy: ZUuid.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  approverIds: z.array(ZUuid),
  duplicateOf: ZUuid.nullable(),
})
export type TBill = z.infer<typeof ZBillSchema>

export const ZBillActivitySchema = z.object({
  id: ZUuid,
  type: z.enum(BILL_ACTIVITY_TYPES),
  metadata: z.record(z.string(), z.unknown()),
  userId: ZUuid.nullable(),
  createdAt: z.string(),
})
export const ZBillCommentSchema = z.object({
  id: ZUuid,
  comment: z.string(),
  userId: ZUuid.nullable(),
  createdAt: z.string(),
})
export const ZBillDetailSchema = z.object({
  bill: ZBillSchema,
  activity: z.array(ZBillActivitySchema),
  comments: z.array(ZBillCommentSchema),
  /** whether the caller may approve or decline it now, and why not */
  canDecide: z.boolean(),
  decideRefusal: z.string().nullable(),
})
export type TBillDetail = z.infer<typeof ZBillDetailSchema>

export const ZListBillsResponseSchema = z.object({ bills: z.array(ZBillSchema) })

export const ZCreateBillRequestSchema = z.object({
  path: ZText.min(1).max(1024),
  fileName: ZText.min(1).max(255),
  contentType: ZText.max(100),
  size: z.number().int().min(0).max(BILL_FILE_MAX_BYTES, { message: BILL_MESSAGES.fileTooBig }),
})

const nullableDate = ZDate.nullable().optional()
export const ZUpdateBillRequestSchema = z.object({
  vendorName: ZText.trim().max(200).nullable().optional(),
  amountMicros: ZMicros.optional(),
  invoiceNumber: ZText.trim()
    .max(BILL_DOC_NUMBER_MAX, { message: `Invoice number is at most ${BILL_DOC_NUMBER_MAX} characters` })
    .nullable()
    .optional(),
  invoiceDate: nullableDate,
  dueDate: nullableDate,
  glCode: ZText.trim().max(50).nullable().optional(),
  accountNumber: z
    .string()
    .regex(/^\d{4,17}$/, { message: 'Account number is 4 to 17 digits' })
    .nullable()
    .optional(),
  routingNumber: z
    .string()
    .regex(/^\d{9}$/, { message: 'Routing number is 9 digits' })
    .nullable()
    .optional(),
  servicePeriodFrom: nullableDate,
  servicePeriodTo: nullableDate,
  description: ZText.max(4000).optional(),
  accountId: ZUuid.nullable().optional(),
  counterpartyId: ZUuid.nullable().optional(),
  paymentMethod: z.enum(BILL_PAYMENT_METHODS).nullable().optional(),
})
export type TUpdateBillRequest = z.infer<typeof ZUpdateBillRequestSchema>

export const ZBillDecisionRequestSchema = z.object({
  action: z.enum(BILL_APPROVAL_ACTIONS),
  comment: ZText.trim().max(BILL_COMMENT_MAX).optional(),
})
export const ZBillCommentRequestSchema = z.object({
  comment: ZText.trim().min(1, { message: BILL_MESSAGES.commentEmpty }).max(BILL_COMMENT_MAX),
})
/** Spec §7 "Pay bill": optional accountId; a date after today schedules it instead. */
export const ZPayBillRequestSchema = z.object({
  accountId: ZUuid.optional(),
  paymentMethod: z.enum(BILL_PAYMENT_METHODS).optional(),
  scheduledDate: ZDate.optional(),
})
export type TPayBillRequest = z.infer<typeof ZPayBillRequestSchema>
export const ZBillParams = z.object({ organizationId: ZUuid, billId: ZUuid })
