/**
 * Gusto sandbox, custom reports (Gusto's POST /v1/companies/:uuid/reports: columns, groupings, file_type, custom_name,
 * with_totals, start_date, end_date → request_uuid, polled at GET /v1/reports/:uuid in reports.ts). The report is the
 * PayrollEmployee shape (headings, hidden_column_states, data_types, rows, range, grand_total_row,
 * data_refresh_timestamp), grouped by payroll then employee: each processed payroll whose pay period ends in the range,
 * split across its employees by salary with the remainder on the last, so the rows add up to the payroll's totals to
 * the cent, as Gusto's do.
 */
import { randomUUID } from 'node:crypto'
import type { SandboxRouter } from '../../server.ts'
import { readJson, sendJson } from '../../../http.ts'
import {
  centsText,
  EMPLOYEE_REPORT_COLUMNS,
  type TPayrollEmployeeReport,
} from '../../../../../../shared/rules/payroll.ts'
import { companyOf, sandboxCompany } from './payroll.ts'
import { reportRequests, type ReportRequest } from './report-store.ts'

const GROUPINGS = ['payroll', 'employee', 'work_address', 'work_address_state']
const FILE_TYPES = ['csv', 'json', 'pdf']
const cents = (s: string) => Math.round(Number(s) * 100)
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** `total` split by `weights`, in cents, the rounding remainder on the last share. */
function split(total: number, weights: number[]) {
  const sum = weights.reduce((a, w) => a + w, 0)
  const shares = weights.map((w) => Math.floor((total * w) / sum))
  shares[shares.length - 1] += total - shares.reduce((a, s) => a + s, 0)
  return shares
}

export function employeeReport(
  companyUuid: string,
  q: Extract<ReportRequest, { kind: 'custom' }>,
): TPayrollEmployeeReport {
  const columns = q.columns.map((c) => EMPLOYEE_REPORT_COLUMNS.find((x) => x.column === c)!)
  const staff = sandboxCompany.employees(companyUuid).filter((e) => !e.terminated)
  const weights = staff.map((e) => Math.round(Number(e.jobs[0].rate) * 100))
  const payrolls = sandboxCompany
    .payrolls(companyUuid)
    .filter((p) => p.processed && p.pay_period.end_date >= q.startDate && p.pay_period.end_date <= q.endDate)
  const totals = new Map<string, number>()
  const rows = payrolls.flatMap((p) => {
    const t = p.totals
    const gross = split(cents(t.gross_pay), weights)
    const employeeTaxes = split(cents(t.employee_taxes), weights)
    const deductions = split(cents(t.employee_benefits_deductions), weights)
    const employerTaxes = split(cents(t.employer_taxes), weights)
    const benefits = split(cents(t.benefits), weights)
    const reimbursements = split(cents(t.reimbursements), weights)
    return staff.map((e, i) => {
      const money: Record<string, number> = {
        gross_earnings: gross[i],
        employee_taxes: employeeTaxes[i],
        employee_deductions: deductions[i],
        net_pay: gross[i] - employeeTaxes[i] - deductions[i],
        employer_taxes: employerTaxes[i],
        employer_benefit_contributions: benefits[i],
        reimbursements: reimbursements[i],
      }
      for (const [k, v] of Object.entries(money)) totals.set(k, (totals.get(k) ?? 0) + v)
      const text: Record<string, string> = {
        employee_first_name: e.first_name,
        employee_last_name: e.last_name,
        check_date: p.check_date,
      }
      return {
        values: columns.map((c) => (c.type === 'currency' ? centsText(money[c.column]) : text[c.column])),
        effective_date: p.check_date,
        subtitles: columns.map((_, j) =>
          j === 0
            ? `Payroll ${p.pay_period.start_date} to ${p.pay_period.end_date}`
            : j === 1
              ? `${e.first_name} ${e.last_name}`
              : '',
        ),
        subtitles_type: 'payroll_employee',
      }
    })
  })
  return {
    headings: columns.map((c) => c.heading),
    hidden_column_states: columns.map(() => false),
    data_types: columns.map((c) => c.type),
    rows,
    range: [
      {
        kind: 'pay_period_end_date',
        start: q.startDate,
        end: q.endDate,
        descriptions: [`Payrolls whose pay period ends ${q.startDate} to ${q.endDate}`],
      },
    ],
    grand_total_row: q.withTotals
      ? columns.map((c, j) =>
          c.type === 'currency' ? centsText(totals.get(c.column) ?? 0) : j === 0 ? 'Grand total' : null,
        )
      : null,
    data_refresh_timestamp: new Date().toISOString(),
  }
}

type Body = {
  columns?: unknown
  groupings?: unknown
  file_type?: unknown
  custom_name?: unknown
  with_totals?: unknown
  start_date?: unknown
  end_date?: unknown
}

export function mountEmployeeReports(r: SandboxRouter) {
  r.add('POST', '/gusto/v1/companies/:uuid/reports', async (req, res, _url, p) => {
    if (!companyOf(req, res, p.uuid)) return
    const b = await readJson<Body>(req).catch(() => ({}) as Body)
    const known = EMPLOYEE_REPORT_COLUMNS.map((c) => c.column as string)
    const invalid = (key: string, message: string) =>
      sendJson(res, 422, { errors: [{ error_key: key, category: 'invalid_attribute_value', message }] })
    if (!Array.isArray(b.columns) || b.columns.length === 0) return invalid('columns', 'columns is required')
    const unknown = b.columns.find((c) => !known.includes(String(c)))
    if (unknown !== undefined) return invalid('columns', `${unknown} is not a valid column`)
    if (!Array.isArray(b.groupings) || b.groupings.some((g) => !GROUPINGS.includes(String(g))))
      return invalid('groupings', 'groupings is not included in the list')
    if (!FILE_TYPES.includes(String(b.file_type))) return invalid('file_type', 'file_type is not included in the list')
    if (b.start_date !== undefined && !DATE.test(String(b.start_date))) return invalid('start_date', 'is invalid')
    if (b.end_date !== undefined && !DATE.test(String(b.end_date))) return invalid('end_date', 'is invalid')
    const requestUuid = randomUUID()
    const customName = typeof b.custom_name === 'string' ? b.custom_name : 'Custom report'
    reportRequests.set(requestUuid, {
      kind: 'custom',
      company: p.uuid,
      polls: 0,
      customName,
      columns: b.columns.map(String),
      withTotals: b.with_totals === true,
      startDate: String(b.start_date ?? '0000-01-01'),
      endDate: String(b.end_date ?? '9999-12-31'),
    })
    sendJson(res, 200, {
      request_uuid: requestUuid,
      company_uuid: p.uuid,
      custom_name: customName,
      file_type: b.file_type,
    })
  })
}
