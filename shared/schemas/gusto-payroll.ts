/**
 * Payroll wire shapes: Gusto's (v1, X-Gusto-API-Version 2025-06-15) employees, contractors, contractor payments,
 * payrolls with totals and blockers and the general-ledger report request; Rippling's employees. Loose objects: Gusto adds fields, and
 * the sync keeps what it reads. Amounts are decimal-dollar strings, converted at the edge (shared/rules/payroll.ts).
 */
import { z } from 'zod'

const money = z.string().regex(/^-?\d+(\.\d{1,2})?$/)

export const ZGustoEmployee = z.looseObject({
  uuid: z.string().min(1),
  first_name: z.string(),
  last_name: z.string(),
  company_uuid: z.string().optional(),
  terminated: z.boolean().default(false),
  work_address: z.looseObject({ state: z.string().nullish(), country: z.string().nullish() }).nullish(),
  jobs: z
    .array(z.looseObject({ uuid: z.string(), title: z.string().nullish(), hire_date: z.string().nullish() }))
    .default([]),
})
export type TGustoEmployee = z.infer<typeof ZGustoEmployee>

export const ZGustoContractor = z.looseObject({
  uuid: z.uuid(),
  type: z.enum(['Individual', 'Business']),
  wage_type: z.enum(['Fixed', 'Hourly']),
  hourly_rate: money.nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  business_name: z.string().nullish(),
  email: z.email().nullish(),
  start_date: z.string().nullish(),
  is_active: z.boolean(),
  payment_method: z.enum(['Direct Deposit', 'Check']).nullish(),
})
export type TGustoContractor = z.infer<typeof ZGustoContractor>

export const ZGustoContractorPayment = z.looseObject({
  uuid: z.uuid(),
  contractor_uuid: z.uuid(),
  bonus: money,
  date: z.string(),
  hours: z.string().regex(/^\d+(\.\d{1,6})?$/),
  payment_method: z.enum(['Direct Deposit', 'Check', 'Historical Payment', 'Correction Payment']),
  reimbursement: money,
  status: z.enum(['Funded', 'Unfunded']),
  hourly_rate: money,
  may_cancel: z.boolean(),
  wage: money,
  wage_type: z.enum(['Hourly', 'Fixed']),
  wage_total: money,
})
export type TGustoContractorPayment = z.infer<typeof ZGustoContractorPayment>

const ZBlocker = z.looseObject({ blocker_type: z.string(), blocker_name: z.string().nullish(), status: z.string() })
export const ZGustoPayroll = z.looseObject({
  payroll_uuid: z.uuid(),
  processed: z.boolean(),
  processed_date: z.string().nullish(),
  check_date: z.string(),
  payroll_deadline: z.string().nullish(),
  pay_period: z.looseObject({ start_date: z.string(), end_date: z.string() }),
  employee_compensations: z.array(z.unknown()).default([]),
  totals: z
    .looseObject({
      gross_pay: money,
      employer_taxes: money,
      employee_taxes: money,
      benefits: money,
      employee_benefits_deductions: money,
      reimbursements: money,
      net_pay: money,
    })
    .nullish(),
  submission_blockers: z.array(ZBlocker.extend({ status: z.enum(['unresolved', 'resolved']) })).default([]),
  credit_blockers: z
    .array(ZBlocker.extend({ status: z.enum(['unresolved', 'pending_review', 'resolved', 'failed']) }))
    .default([]),
})
export type TGustoPayroll = z.infer<typeof ZGustoPayroll>

/** Gusto's answer to a report request (a response: named so the input audit does not take it for a request) */
export const ZGustoReportRequested = z.looseObject({ payroll_uuid: z.string(), request_uuid: z.uuid() })
export const ZGustoReportStatus = z.looseObject({
  request_uuid: z.uuid(),
  status: z.enum(['succeeded', 'pending', 'failed']),
  report_urls: z.array(z.url()).default([]),
})

/** Section: Rippling's Platform API employee (GET /platform/api/employees/include_terminated) */
export const ZRipplingEmployee = z.looseObject({
  id: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  employmentType: z.enum(['CONTRACTOR', 'SALARIED_FT', 'SALARIED_PT', 'HOURLY_FT', 'HOURLY_PT', 'TEMP']).nullish(),
  roleState: z.enum(['INIT', 'HIRED', 'ACCEPTED', 'ACTIVE', 'TERMINATED']),
  startDate: z.string().nullish(),
  workLocation: z
    .looseObject({ address: z.looseObject({ state: z.string().nullish(), country: z.string().nullish() }).nullish() })
    .nullish(),
  address: z.looseObject({}).nullish(),
})
export type TRipplingEmployee = z.infer<typeof ZRipplingEmployee>

/** Gusto's answer to a custom report request (POST /v1/companies/:uuid/reports; polled like the ledger report) */
export const ZGustoCustomReportRequested = z.looseObject({ request_uuid: z.uuid(), custom_name: z.string().nullish() })
