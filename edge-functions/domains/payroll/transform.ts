/**
 * Gusto's objects → our rows (pure). SSNs, EINs and other tax ids are never copied: Gusto masks them in answers and
 * the product has no use for them, so no row, log or API answer can carry one. Micros for the contractor figures
 * the spec keeps in micros; cents for payroll totals.
 */
import type {
  TGustoContractor,
  TGustoContractorPayment,
  TGustoEmployee,
  TGustoPayroll,
} from '../../../shared/schemas/gusto-payroll.ts'
import { toCentsText } from '../../../shared/rules/payroll.ts'

const TAX_IDS = ['ssn', 'ein', 'has_ssn', 'has_ein', 'ssn_last_four']
const withoutTaxIds = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => !TAX_IDS.includes(k)))

/** Decimal text ("18.5", "12.250") to integer micros, exactly. */
export function toMicros(value: string | null | undefined): number {
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(String(value ?? '0'))
  if (!m) throw new Error(`Not a decimal: ${value}`)
  return Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'))
}

export function employeeRow(orgId: string, e: TGustoEmployee) {
  const hires = e.jobs
    .map((j) => j.hire_date)
    .filter((d): d is string => !!d)
    .sort()
  return {
    organization_id: orgId,
    provider: 'gusto',
    employee_id: e.uuid,
    company_id: e.company_uuid ?? null,
    name: e.first_name,
    last_name: e.last_name,
    country: e.work_address?.country ?? 'US',
    state: e.work_address?.state ?? null,
    start_date: hires[0] ?? null,
    terminated: e.terminated,
    data: withoutTaxIds(e),
  }
}

export function contractorRow(orgId: string, c: TGustoContractor) {
  return {
    organization_id: orgId,
    contractor_uuid: c.uuid,
    type: c.type === 'Business' ? 'business' : 'individual',
    first_name: c.first_name ?? null,
    last_name: c.last_name ?? null,
    business_name: c.business_name ?? null,
    email: c.email ?? null,
    wage_type: c.wage_type === 'Hourly' ? 'hourly' : 'fixed',
    hourly_rate_micros: toMicros(c.hourly_rate),
    payment_method: c.payment_method ?? null,
    start_date: c.start_date ?? null,
    status: c.is_active ? 'active' : 'inactive',
  }
}

export function contractorPaymentRow(orgId: string, p: TGustoContractorPayment) {
  return {
    organization_id: orgId,
    payment_uuid: p.uuid,
    contractor_id: p.contractor_uuid,
    bonus_micros: toMicros(p.bonus),
    date: p.date,
    hours_micros: toMicros(p.hours),
    payment_method: p.payment_method,
    reimbursement_micros: toMicros(p.reimbursement),
    status: p.status,
    hourly_rate_micros: toMicros(p.hourly_rate),
    may_cancel: p.may_cancel,
    wage_micros: toMicros(p.wage),
    wage_type: p.wage_type,
    wage_total_micros: toMicros(p.wage_total),
    raw_data: withoutTaxIds(p),
  }
}

export function payrollRow(orgId: string, p: TGustoPayroll) {
  const t = p.totals
  const c = (v: string | undefined) => toCentsText(v ?? '0')
  return {
    organization_id: orgId,
    payroll_uuid: p.payroll_uuid,
    pay_period_start: p.pay_period.start_date,
    pay_period_end: p.pay_period.end_date,
    check_date: p.check_date,
    payroll_deadline: p.payroll_deadline ?? null,
    processed: p.processed,
    processed_at: p.processed_date ?? null,
    employee_count: p.employee_compensations.length,
    gross_pay_cents: c(t?.gross_pay),
    employer_taxes_cents: c(t?.employer_taxes),
    employee_taxes_cents: c(t?.employee_taxes),
    benefits_cents: c(t?.benefits),
    employee_benefits_deductions_cents: c(t?.employee_benefits_deductions),
    reimbursements_cents: c(t?.reimbursements),
    net_pay_cents: c(t?.net_pay),
    submission_blockers: p.submission_blockers,
    credit_blockers: p.credit_blockers,
  }
}
