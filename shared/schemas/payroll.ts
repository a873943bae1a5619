/**
 * The payroll API's shapes (docs/payroll.md): one client's payroll screen (payrolls with totals, blockers and their
 * posted entry, employees, contractors, contractor payments, the Gusto mapping) and the mapping edit. Money in cents
 * except the contractor figures, in micros as the spec keeps them.
 */
import { z } from 'zod'
import { EMPLOYEE_REPORT_COLUMN_NAMES, GUSTO_WEBHOOK_TYPES, PAYROLL_LINE_NAMES } from '../rules/payroll.ts'
import { ZText } from '../rules/values.ts'

const ZBlocker = z.object({ blocker_type: z.string(), blocker_name: z.string().nullish(), status: z.string() })

export const ZPayrollSchema = z.object({
  id: z.uuid(),
  payrollUuid: z.uuid(),
  payPeriodStart: z.string(),
  payPeriodEnd: z.string(),
  checkDate: z.string(),
  payrollDeadline: z.string().nullable(),
  processed: z.boolean(),
  employeeCount: z.number().int(),
  grossPayCents: z.number().int(),
  employerTaxesCents: z.number().int(),
  employeeTaxesCents: z.number().int(),
  benefitsCents: z.number().int(),
  reimbursementsCents: z.number().int(),
  netPayCents: z.number().int(),
  submissionBlockers: z.array(ZBlocker),
  creditBlockers: z.array(ZBlocker),
  postingProblem: z.string().nullable(),
  ledgerStatus: z.enum(['succeeded', 'pending', 'failed']).nullable(),
  entry: z
    .object({ journalEntryId: z.string(), docNumber: z.string().nullable(), amountCents: z.number().int() })
    .nullable(),
})

export const ZPayrollEmployeeSchema = z.object({
  id: z.uuid(),
  provider: z.enum(['gusto', 'rippling']),
  employeeId: z.string(),
  name: z.string(),
  lastName: z.string(),
  state: z.string().nullable(),
  startDate: z.string().nullable(),
  terminated: z.boolean(),
  jobTitle: z.string().nullable(),
  employmentType: z.string().nullable(),
  roleState: z.string().nullable(),
})

export const ZPayrollContractorSchema = z.object({
  id: z.uuid(),
  contractorUuid: z.uuid(),
  type: z.enum(['individual', 'business']),
  name: z.string(),
  wageType: z.enum(['fixed', 'hourly']),
  hourlyRateMicros: z.number().int(),
  status: z.enum(['active', 'inactive']),
})

export const ZContractorPaymentSchema = z.object({
  id: z.uuid(),
  contractorId: z.uuid(),
  date: z.string(),
  paymentMethod: z.string(),
  status: z.enum(['Funded', 'Unfunded']),
  wageType: z.enum(['Hourly', 'Fixed']),
  bonusMicros: z.number().int(),
  reimbursementMicros: z.number().int(),
  wageTotalMicros: z.number().int(),
})

export const ZPayrollLineSchema = z.enum(PAYROLL_LINE_NAMES)
export const ZPayrollMappingLineSchema = z.object({
  line: ZPayrollLineSchema,
  side: z.enum(['Debit', 'Credit']),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
})

/** A client's Gusto webhook subscription (§3; §4 status); its verification token is never shown. */
export const ZPayrollWebhookSubscriptionSchema = z.object({
  id: z.uuid(),
  subscriptionTypes: z.array(z.string()),
  callbackUrl: z.string(),
  externalId: z.uuid(),
  status: z.enum(['active', 'pending', 'unreachable', 'removed', 'verified']),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

/** A PayrollEmployee report requested for a payroll: its state, and once built its size and grand total row. */
export const ZPayrollEmployeeReportSchema = z.object({
  id: z.uuid(),
  payrollId: z.uuid(),
  customName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  withTotals: z.boolean(),
  status: z.enum(['succeeded', 'pending', 'failed']),
  errorMessage: z.string().nullable(),
  headings: z.array(z.string()),
  rowCount: z.number().int(),
  grandTotalRow: z.array(z.string().nullable()).nullable(),
  dataRefreshTimestamp: z.string().nullable(),
  fileId: z.uuid().nullable(),
  updatedAt: z.string(),
})

export const ZPayrollOverviewSchema = z.object({
  canMap: z.boolean(),
  connection: z
    .object({ status: z.string(), displayName: z.string().nullable(), lastSyncedAt: z.string().nullable() })
    .nullable(),
  payrolls: z.array(ZPayrollSchema),
  employees: z.array(ZPayrollEmployeeSchema),
  contractors: z.array(ZPayrollContractorSchema),
  contractorPayments: z.array(ZContractorPaymentSchema),
  mapping: z.array(ZPayrollMappingLineSchema),
  /** the ledger's accounts to map to (bookkeepers only; empty for others) */
  accounts: z.array(z.object({ id: z.string(), name: z.string() })),
  /** staff only (RLS): empty for client members */
  webhookSubscriptions: z.array(ZPayrollWebhookSubscriptionSchema),
  employeeReports: z.array(ZPayrollEmployeeReportSchema),
})
export type TPayrollOverview = z.infer<typeof ZPayrollOverviewSchema>

export const ZUpdatePayrollMappingRequestSchema = z.object({
  lines: z.array(z.object({ line: ZPayrollLineSchema, accountId: ZText.min(1, 'Choose an account').max(100) })).min(1),
})
export type TUpdatePayrollMappingRequest = z.infer<typeof ZUpdatePayrollMappingRequestSchema>

export const ZSubscribePayrollWebhooksRequestSchema = z.object({
  subscriptionTypes: z.array(z.enum(GUSTO_WEBHOOK_TYPES)).min(1, 'Choose at least one event type'),
})
export type TSubscribePayrollWebhooksRequest = z.infer<typeof ZSubscribePayrollWebhooksRequestSchema>

export const ZRequestEmployeeReportSchema = z.object({
  payrollId: z.uuid(),
  customName: ZText.min(1).max(200).optional(),
  withTotals: z.boolean().default(true),
  columns: z.array(z.enum(EMPLOYEE_REPORT_COLUMN_NAMES)).min(1).optional(),
})
export type TRequestEmployeeReport = z.infer<typeof ZRequestEmployeeReportSchema>
