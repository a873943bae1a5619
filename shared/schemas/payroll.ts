/**
 * The payroll API's shapes (docs/payroll.md): one client's payroll screen (payrolls with totals, blockers and their
 * posted entry, employees, contractors, contractor payments, the Gusto mapping) and the mapping edit. Money in cents
 * except the contractor figures, in micros as the spec keeps them.
 */
import { z } from 'zod'
import { PAYROLL_LINE_NAMES } from '../rules/payroll.ts'
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
})
export type TPayrollOverview = z.infer<typeof ZPayrollOverviewSchema>

export const ZUpdatePayrollMappingRequestSchema = z.object({
  lines: z.array(z.object({ line: ZPayrollLineSchema, accountId: ZText.min(1, 'Choose an account').max(100) })).min(1),
})
export type TUpdatePayrollMappingRequest = z.infer<typeof ZUpdatePayrollMappingRequestSchema>
