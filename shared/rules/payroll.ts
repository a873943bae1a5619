/**
 * Payroll's rules, owned once (banking-payments-tax §4, §5, §9; accounting §3.9): the value sets, the lines of a
 * payroll's ledger entry and how a Gusto ledger report becomes one balanced `payroll` journal entry through the
 * organization's mapping, the employee report's length rules, and company creation's checks in the spec's words.
 * Money is integer cents here (the ledger's unit); Gusto's decimal strings are converted at the edge (`toCentsText`).
 */
import { z } from 'zod'
import { ZText } from './values.ts'

/** Section: value sets (§4, §9) */
export const PAY_PERIODS = [
  'Every week',
  'Every other week',
  'Twice per month',
  'Monthly',
  'Quarterly',
  'Semiannually',
  'Annually',
] as const
export const LEDGER_AGGREGATIONS = ['default', 'job', 'department', 'integration'] as const
export const GUSTO_WEBHOOK_TYPES = [
  'BankAccount',
  'Company',
  'CompanyBenefit',
  'Contractor',
  'ContractorPayment',
  'Employee',
  'EmployeeBenefit',
  'EmployeeJobCompensation',
  'ExternalPayroll',
  'Form',
  'Location',
  'Notification',
  'Payroll',
  'PaySchedule',
  'Signatory',
] as const
/** Gusto's event types as staff read them (the subscription's checkboxes and its list of events). */
export const GUSTO_WEBHOOK_TYPE_LABELS: Record<(typeof GUSTO_WEBHOOK_TYPES)[number], string> = {
  BankAccount: 'Bank accounts',
  Company: 'Company',
  CompanyBenefit: 'Company benefits',
  Contractor: 'Contractors',
  ContractorPayment: 'Contractor payments',
  Employee: 'Employees',
  EmployeeBenefit: 'Employee benefits',
  EmployeeJobCompensation: 'Job and pay changes',
  ExternalPayroll: 'External payrolls',
  Form: 'Tax forms',
  Location: 'Locations',
  Notification: 'Notifications',
  Payroll: 'Payrolls',
  PaySchedule: 'Pay schedules',
  Signatory: 'Signatories',
}
export const gustoWebhookTypeLabel = (t: string) =>
  GUSTO_WEBHOOK_TYPE_LABELS[t as (typeof GUSTO_WEBHOOK_TYPES)[number]] ?? t
export const CONTRACTOR_PAYMENT_METHODS = [
  'Direct Deposit',
  'Check',
  'Historical Payment',
  'Correction Payment',
] as const
export const EMPLOYMENT_TYPES = ['CONTRACTOR', 'SALARIED_FT', 'SALARIED_PT', 'HOURLY_FT', 'HOURLY_PT', 'TEMP'] as const
/** Rippling's role states, in the order an employee passes through them. */
export const ROLE_STATES = ['INIT', 'HIRED', 'ACCEPTED', 'ACTIVE', 'TERMINATED'] as const
export const SUBMISSION_BLOCKER_STATUSES = ['unresolved', 'resolved'] as const
export const CREDIT_BLOCKER_STATUSES = ['unresolved', 'pending_review', 'resolved', 'failed'] as const
export const LEDGER_REQUEST_STATUSES = ['succeeded', 'pending', 'failed'] as const

/** A later role state never gives way to an earlier one (a stale sync cannot un-terminate an employee). */
export function laterRoleState(a: (typeof ROLE_STATES)[number], b: (typeof ROLE_STATES)[number]) {
  return ROLE_STATES.indexOf(a) >= ROLE_STATES.indexOf(b) ? a : b
}

/**
 * Section: the payroll entry's lines. Each is a row name of Gusto's ledger report with the side it posts to; the
 * mapping (edited on the payroll screen) names the ledger account of each.
 */
export const PAYROLL_LINES = [
  { line: 'Wages', side: 'Debit' },
  { line: 'Employer Taxes', side: 'Debit' },
  { line: 'Benefits', side: 'Debit' },
  { line: 'Reimbursements', side: 'Debit' },
  { line: 'Net Pay', side: 'Credit' },
  { line: 'Tax Liabilities', side: 'Credit' },
  { line: 'Benefit Liabilities', side: 'Credit' },
] as const
export type TPayrollLine = (typeof PAYROLL_LINES)[number]['line']
export const PAYROLL_LINE_NAMES = PAYROLL_LINES.map((l) => l.line) as [TPayrollLine, ...TPayrollLine[]]

/** A payroll's totals in cents, as Gusto reports them (payroll.totals). */
export type TPayrollTotals = {
  grossPay: number
  employerTaxes: number
  employeeTaxes: number
  benefits: number
  employeeBenefitsDeductions: number
  reimbursements: number
  netPay: number
}

/** Gusto's decimal-dollar strings ("1234.5", "-0.10") to integer cents, exactly (no float rounding). */
export function toCentsText(value: string | number | null | undefined): number {
  const s = String(value ?? '0').trim()
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(s)
  if (!m) throw new Error(`Not an amount in dollars: ${s}`)
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'))
  return m[1] ? -cents : cents
}
export const centsText = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`

/** What each line of the entry amounts to, from the payroll's totals (the ledger report's rows are these). */
export function linesFromTotals(t: TPayrollTotals): Record<TPayrollLine, number> {
  return {
    Wages: t.grossPay,
    'Employer Taxes': t.employerTaxes,
    Benefits: t.benefits,
    Reimbursements: t.reimbursements,
    'Net Pay': t.netPay + t.reimbursements,
    'Tax Liabilities': t.employeeTaxes + t.employerTaxes,
    'Benefit Liabilities': t.employeeBenefitsDeductions + t.benefits,
  }
}

/** Section: Gusto's ledger report (§3 "Ledger report": company_name, ledger_description, check_date, data). */
export const ZLedgerReport = z.object({
  company_name: z.string(),
  ledger_description: z.string(),
  check_date: z.string(),
  data: z.object({
    headers: z.array(z.string()).min(1),
    rows: z.array(z.array(z.string())),
    totals: z.array(z.string()),
    data_type: z.array(z.string()),
  }),
})
export type TLedgerReport = z.infer<typeof ZLedgerReport>
export const LEDGER_REPORT_HEADERS = ['Line', 'Debit', 'Credit'] as const

export type TMapping = Partial<Record<TPayrollLine, { accountId: string; accountName: string }>>
export type TEntryLine = { line: TPayrollLine; side: 'Debit' | 'Credit'; cents: number; accountId: string }
export type TPayrollEntry =
  | { ok: true; lines: TEntryLine[]; debitCents: number; creditCents: number }
  | { ok: false; problem: string }

/**
 * The one `payroll` journal entry of a ledger report: a line per non-zero report row, on the mapped account. An
 * unmapped line blocks posting and is named; an unknown row or an unbalanced report is refused, so nothing posts
 * that does not add up to the cent.
 */
export function payrollEntry(report: TLedgerReport, mapping: TMapping): TPayrollEntry {
  const idx = (h: string) => report.data.headers.indexOf(h)
  const [li, di, ci] = [idx('Line'), idx('Debit'), idx('Credit')]
  if (li < 0 || di < 0 || ci < 0)
    return { ok: false, problem: 'The ledger report has no Line, Debit and Credit columns' }
  const lines: TEntryLine[] = []
  const unmapped: string[] = []
  for (const row of report.data.rows) {
    const def = PAYROLL_LINES.find((l) => l.line === row[li])
    if (!def) return { ok: false, problem: `The ledger report has a line the mapping does not know: ${row[li]}` }
    const net = toCentsText(row[di]) - toCentsText(row[ci])
    if (net === 0) continue
    const side = net > 0 ? 'Debit' : 'Credit'
    const account = mapping[def.line]
    if (!account) {
      unmapped.push(def.line)
      continue
    }
    lines.push({ line: def.line, side, cents: Math.abs(net), accountId: account.accountId })
  }
  if (unmapped.length)
    return { ok: false, problem: `Map these payroll lines to an account first: ${unmapped.join(', ')}` }
  const sum = (s: 'Debit' | 'Credit') => lines.filter((l) => l.side === s).reduce((a, l) => a + l.cents, 0)
  const [debitCents, creditCents] = [sum('Debit'), sum('Credit')]
  if (debitCents !== creditCents)
    return {
      ok: false,
      problem: `The ledger report does not balance: debits ${centsText(debitCents)}, credits ${centsText(creditCents)}`,
    }
  if (debitCents === 0) return { ok: false, problem: 'The ledger report has nothing to post' }
  return { ok: true, lines, debitCents, creditCents }
}

/** Section: company creation (§3 arguments, §5 messages word for word) */
export const ZCompanyCreation = z.object({
  user: z.object({
    first_name: ZText.trim().min(1, 'First name is required'),
    last_name: ZText.trim().min(1, 'Last name is required'),
    email: z.object({ email: z.email('Invalid email') }),
    phone: ZText.optional(),
  }),
  company: z.object({
    name: ZText.trim().min(1, 'Company legal name is required'),
    trade_name: ZText.optional(),
    ein: ZText.optional(),
    states: z.array(z.string().regex(/^[A-Z]{2}$/, 'Must be 2-letter code')).optional(),
    number_employees: z.number().int().positive().optional(),
  }),
})
export type TCompanyCreation = z.infer<typeof ZCompanyCreation>

/** Section: the PayrollEmployee report (§3 fields, §5 length rules) */
const ZReportRow = z.object({
  values: z.array(z.string().nullable()),
  effective_date: z.string().nullable(),
  subtitles: z.array(z.string()),
  subtitles_type: z.string().nullable(),
})
export const ZPayrollEmployeeReport = z
  .object({
    headings: z.array(z.string()).min(1),
    hidden_column_states: z.array(z.boolean()),
    data_types: z.array(z.string()),
    rows: z.array(ZReportRow),
    range: z
      .array(z.object({ kind: z.string(), start: z.string(), end: z.string(), descriptions: z.array(z.string()) }))
      .min(1),
    grand_total_row: z.array(z.string().nullable()).nullable(),
    data_refresh_timestamp: z.string(),
  })
  .superRefine((r, ctx) => {
    const n = r.headings.length
    const check = (len: number, path: (string | number)[]) => {
      if (len !== n) ctx.addIssue({ code: 'custom', path, message: `Must have ${n} entries, one per heading` })
    }
    check(r.hidden_column_states.length, ['hidden_column_states'])
    check(r.data_types.length, ['data_types'])
    r.rows.forEach((row, i) => {
      check(row.values.length, ['rows', i, 'values'])
      check(row.subtitles.length, ['rows', i, 'subtitles'])
    })
  })
export type TPayrollEmployeeReport = z.infer<typeof ZPayrollEmployeeReport>

/**
 * Section: the employee report's columns. The spec counts 27 pay, tax and reimbursement columns without naming them;
 * these are the Gusto custom-report columns the product asks for (Gusto's names, the heading the report shows, its
 * data type), grouped by payroll then employee as the spec says.
 */
export const EMPLOYEE_REPORT_COLUMNS = [
  { column: 'employee_first_name', heading: 'First name', type: 'string' },
  { column: 'employee_last_name', heading: 'Last name', type: 'string' },
  { column: 'check_date', heading: 'Check date', type: 'date' },
  { column: 'gross_earnings', heading: 'Gross earnings', type: 'currency' },
  { column: 'employee_taxes', heading: 'Employee taxes', type: 'currency' },
  { column: 'employee_deductions', heading: 'Employee deductions', type: 'currency' },
  { column: 'net_pay', heading: 'Net pay', type: 'currency' },
  { column: 'employer_taxes', heading: 'Employer taxes', type: 'currency' },
  { column: 'employer_benefit_contributions', heading: 'Employer benefit contributions', type: 'currency' },
  { column: 'reimbursements', heading: 'Reimbursements', type: 'currency' },
] as const
export type TEmployeeReportColumn = (typeof EMPLOYEE_REPORT_COLUMNS)[number]['column']
export const EMPLOYEE_REPORT_COLUMN_NAMES = EMPLOYEE_REPORT_COLUMNS.map((c) => c.column) as [
  TEmployeeReportColumn,
  ...TEmployeeReportColumn[],
]
export const EMPLOYEE_REPORT_GROUPINGS = ['payroll', 'employee'] as const

const csvCell = (v: string | null) => {
  const s = v ?? ''
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}
/**
 * The report as CSV: the headings, each row's values, and the grand total row when Gusto sent one. A hidden column
 * stays out, as it does on Gusto's own export; the values are Gusto's text as it sent it (no float conversion).
 */
export function employeeReportCsv(r: TPayrollEmployeeReport): string {
  const shown = r.headings.map((_, i) => !r.hidden_column_states[i])
  const line = (cells: (string | null)[]) =>
    cells
      .filter((_, i) => shown[i])
      .map(csvCell)
      .join(',')
  const lines = [line(r.headings), ...r.rows.map((row) => line(row.values))]
  if (r.grand_total_row) lines.push(line(r.grand_total_row))
  return `${lines.join('\r\n')}\r\n`
}
