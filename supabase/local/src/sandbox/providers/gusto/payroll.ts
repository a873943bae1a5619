/**
 * Gusto sandbox, payroll side: a company's employees, contractors, contractor payments and payrolls (a year of
 * bi-weekly payrolls, processed, and the next one open with its submission and credit blockers), paged as Gusto
 * pages (`page`, `per` ≤ 100, X-Total-Count / X-Total-Pages and a Link header), and the general-ledger report a
 * payroll is booked from (POST /v1/payrolls/:uuid/reports/general_ledger → request_uuid; GET /v1/reports/:uuid answers
 * pending once, then succeeded with report_urls). Data is reproducible from the company uuid, so a sandbox restart
 * serves the same company; PUT /gusto/_sandbox/companies/:uuid sets a company's employee count or open blockers (tests).
 */
import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { SandboxRouter } from '../../server.ts'
import { readJson, sendJson } from '../../../http.ts'
import { bearer } from '../../oauth-grants.ts'
import { rng } from '../../../../../../shared/rules/seeded-random.ts'
import { centsText, linesFromTotals, PAYROLL_LINES } from '../../../../../../shared/rules/payroll.ts'
import { reportRequests } from './report-store.ts'

type Company = {
  employees: number
  /** the open payroll's blockers, overridable by tests */
  submissionBlockers?: { blocker_type: string; blocker_name: string; status: string }[]
  creditBlockers?: { blocker_type: string; blocker_name: string; status: string }[]
}
const companies = new Map<string, Company>()

const FIRST = ['Ana', 'Ben', 'Chloe', 'Dev', 'Elif', 'Femi', 'Grace', 'Hugo', 'Iris', 'Jon', 'Kai', 'Lena', 'Mo', 'Nia']
const LAST = ['Ortiz', 'Patel', 'Quinn', 'Reyes', 'Singh', 'Tanaka', 'Umar', 'Vance', 'Wong', 'Young', 'Zhou']
const STATES = ['CA', 'NY', 'TX', 'WA', 'CO']

const seedOf = (s: string) => createHash('sha256').update(s).digest().readUInt32BE(0)
const uuidOf = (s: string) => {
  const h = createHash('sha256').update(s).digest('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`
}
const company = (uuid: string): Company => companies.get(uuid) ?? { employees: 12 }
const iso = (d: Date) => d.toISOString().slice(0, 10)
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000)

function employees(uuid: string) {
  const r = rng(seedOf(`${uuid}:employees`))
  return Array.from({ length: company(uuid).employees }, (_, i) => {
    const hire = addDays(new Date('2022-01-03'), Math.floor(r() * 900))
    return {
      uuid: uuidOf(`${uuid}:employee:${i}`),
      first_name: FIRST[Math.floor(r() * FIRST.length)],
      last_name: LAST[Math.floor(r() * LAST.length)],
      company_uuid: uuid,
      terminated: i % 11 === 10,
      has_ssn: true,
      // Gusto masks the SSN in API answers; the sync drops it all the same
      ssn: `XXX-XX-${String(1000 + i).slice(-4)}`,
      work_address: { state: STATES[i % STATES.length], country: 'US' },
      jobs: [
        {
          uuid: uuidOf(`${uuid}:job:${i}`),
          title: i === 0 ? 'Founder' : 'Associate',
          hire_date: iso(hire),
          rate: (40_000 + Math.floor(r() * 80_000)).toFixed(2),
          payment_unit: 'Year',
        },
      ],
    }
  })
}

function contractors(uuid: string) {
  const r = rng(seedOf(`${uuid}:contractors`))
  return Array.from({ length: 4 }, (_, i) => {
    const business = i % 2 === 1
    const hourly = i < 2
    return {
      uuid: uuidOf(`${uuid}:contractor:${i}`),
      company_uuid: uuid,
      type: business ? 'Business' : 'Individual',
      wage_type: hourly ? 'Hourly' : 'Fixed',
      hourly_rate: hourly ? (60 + Math.floor(r() * 90)).toFixed(2) : '0.00',
      first_name: business ? null : FIRST[i],
      last_name: business ? null : LAST[i],
      business_name: business ? `${LAST[i]} Studio LLC` : null,
      email: `contractor${i}@example.test`,
      ein: business ? 'XX-XXX6789' : null,
      start_date: '2025-01-06',
      is_active: i !== 3,
      payment_method: i % 2 ? 'Check' : 'Direct Deposit',
    }
  })
}

function contractorPayments(uuid: string) {
  const r = rng(seedOf(`${uuid}:contractor-payments`))
  const today = new Date()
  return contractors(uuid).flatMap((c, i) =>
    Array.from({ length: 6 }, (_, m) => {
      const date = iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - m, 15)))
      const hours = c.wage_type === 'Hourly' ? (10 + Math.floor(r() * 30)).toFixed(3) : '0.000'
      const wage = c.wage_type === 'Fixed' ? (1000 + Math.floor(r() * 3000)).toFixed(2) : '0.00'
      const bonus = m === 0 ? '250.00' : '0.00'
      const reimbursement = (Math.floor(r() * 8000) / 100).toFixed(2)
      const total = Number(hours) * Number(c.hourly_rate) + Number(wage) + Number(bonus)
      return {
        uuid: uuidOf(`${uuid}:cp:${i}:${m}`),
        contractor_uuid: c.uuid,
        bonus,
        date,
        hours,
        payment_method: m === 5 ? 'Historical Payment' : c.payment_method,
        reimbursement,
        status: m === 0 ? 'Unfunded' : 'Funded',
        hourly_rate: c.hourly_rate,
        may_cancel: m === 0,
        wage,
        wage_type: c.wage_type,
        wage_total: total.toFixed(2),
      }
    }),
  )
}

/** Twenty-six bi-weekly payrolls ending before today, processed, and the next one open. */
function payrolls(uuid: string) {
  const r = rng(seedOf(`${uuid}:payrolls`))
  const staff = employees(uuid).filter((e) => !e.terminated)
  const annual = staff.reduce((a, e) => a + Math.round(Number(e.jobs[0].rate) * 100), 0)
  const today = new Date(new Date().toISOString().slice(0, 10))
  const firstEnd = addDays(today, -7 * 2 * 26 + ((today.getUTCDay() + 2) % 14) * -1)
  const c = company(uuid)
  return Array.from({ length: 27 }, (_, i) => {
    const end = addDays(firstEnd, 14 * i)
    const gross = Math.round(annual / 26) + Math.floor(r() * 50_000)
    const employeeTaxes = Math.round(gross * 0.18)
    const deductions = Math.round(gross * 0.04)
    const employerTaxes = Math.round(gross * 0.0765) + Math.floor(r() * 1000)
    const benefits = Math.round(staff.length * 35_000 * (0.9 + r() * 0.2))
    const reimbursements = Math.floor(r() * 60_000)
    const open = i === 26
    const totals = {
      gross_pay: centsText(gross),
      employer_taxes: centsText(employerTaxes),
      employee_taxes: centsText(employeeTaxes),
      benefits: centsText(benefits),
      employee_benefits_deductions: centsText(deductions),
      reimbursements: centsText(reimbursements),
      net_pay: centsText(gross - employeeTaxes - deductions),
      company_debit: centsText(gross - deductions + employerTaxes + benefits + reimbursements),
    }
    return {
      payroll_uuid: uuidOf(`${uuid}:payroll:${iso(end)}`),
      company_uuid: uuid,
      processed: !open,
      processed_date: open ? null : iso(addDays(end, 2)),
      check_date: iso(addDays(end, 5)),
      payroll_deadline: `${iso(addDays(end, 3))}T23:00:00Z`,
      pay_period: { start_date: iso(addDays(end, -13)), end_date: iso(end), pay_schedule_uuid: uuidOf(`${uuid}:ps`) },
      employee_compensations: staff.map((e) => ({ employee_uuid: e.uuid })),
      totals,
      submission_blockers: open
        ? (c.submissionBlockers ?? [
            { blocker_type: 'missing_bank_info', blocker_name: 'Missing bank information', status: 'unresolved' },
          ])
        : [],
      credit_blockers: open
        ? (c.creditBlockers ?? [
            { blocker_type: 'pending_ach_debit', blocker_name: 'Funding under review', status: 'pending_review' },
          ])
        : [],
    }
  })
}

function ledgerReport(companyUuid: string, payrollUuid: string) {
  const p = payrolls(companyUuid).find((x) => x.payroll_uuid === payrollUuid)
  if (!p) return undefined
  const cents = (s: string) => Math.round(Number(s) * 100)
  const t = p.totals
  const lines = linesFromTotals({
    grossPay: cents(t.gross_pay),
    employerTaxes: cents(t.employer_taxes),
    employeeTaxes: cents(t.employee_taxes),
    benefits: cents(t.benefits),
    employeeBenefitsDeductions: cents(t.employee_benefits_deductions),
    reimbursements: cents(t.reimbursements),
    netPay: cents(t.net_pay),
  })
  const rows = PAYROLL_LINES.map(({ line, side }) =>
    side === 'Debit' ? [line, centsText(lines[line]), '0.00'] : [line, '0.00', centsText(lines[line])],
  )
  const debit = PAYROLL_LINES.filter((l) => l.side === 'Debit').reduce((a, l) => a + lines[l.line], 0)
  return {
    company_name: `Sandbox Payroll Co ${companyUuid.replace(/-/g, '').slice(-4)}`,
    ledger_description: `Payroll ${p.pay_period.start_date} to ${p.pay_period.end_date}`,
    check_date: p.check_date,
    data: {
      headers: ['Line', 'Debit', 'Credit'],
      rows,
      totals: ['Total', centsText(debit), centsText(debit)],
      data_type: ['string', 'currency', 'currency'],
    },
  }
}

/** Gusto's paging: `page` (from 1) and `per` (default 25, at most 100), totals in headers, a Link to the next page. */
export function sendPage(res: ServerResponse, url: URL, all: unknown[]) {
  const per = Math.min(100, Math.max(1, Number(url.searchParams.get('per') ?? 25)))
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1))
  const pages = Math.max(1, Math.ceil(all.length / per))
  const headers: Record<string, string> = {
    'x-total-count': String(all.length),
    'x-total-pages': String(pages),
    'x-page': String(page),
    'x-per-page': String(per),
  }
  if (page < pages) {
    const next = new URL(url)
    next.searchParams.set('page', String(page + 1))
    headers.link = `<${next}>; rel="next"`
  }
  sendJson(res, 200, all.slice((page - 1) * per, page * per), headers)
}

export const apiError = (res: ServerResponse, status: number, category: string, message: string) =>
  sendJson(res, status, { errors: [{ error_key: 'base', category, message }] })

/** The token's company, or a Gusto error answered. */
export function companyOf(req: IncomingMessage, res: ServerResponse, uuid?: string) {
  const c = bearer('gusto', req)
  if (!c) return void apiError(res, 401, 'invalid_token', 'The access token is invalid, expired or revoked')
  if (uuid && c.a !== uuid) return void apiError(res, 403, 'forbidden', 'This token cannot access that company')
  return c.a
}

export function mountPayroll(r: SandboxRouter) {
  r.add('GET', '/gusto/v1/companies/:uuid/employees', (req, res, url, p) => {
    if (companyOf(req, res, p.uuid)) sendPage(res, url, employees(p.uuid))
  })
  r.add('GET', '/gusto/v1/companies/:uuid/contractors', (req, res, url, p) => {
    if (companyOf(req, res, p.uuid)) sendPage(res, url, contractors(p.uuid))
  })
  r.add('GET', '/gusto/v1/companies/:uuid/contractor_payments', (req, res, url, p) => {
    if (!companyOf(req, res, p.uuid)) return
    const [from, to] = [url.searchParams.get('start_date'), url.searchParams.get('end_date')]
    if (!from || !to) return apiError(res, 422, 'invalid_attribute_value', 'start_date and end_date are required')
    sendPage(
      res,
      url,
      contractorPayments(p.uuid).filter((x) => x.date >= from && x.date <= to),
    )
  })
  r.add('GET', '/gusto/v1/companies/:uuid/payrolls', (req, res, url, p) => {
    if (!companyOf(req, res, p.uuid)) return
    const statuses = (url.searchParams.get('processing_statuses') ?? 'processed').split(',')
    const from = url.searchParams.get('start_date') ?? '0000-01-01'
    const to = url.searchParams.get('end_date') ?? '9999-12-31'
    const wanted = payrolls(p.uuid).filter(
      (x) =>
        statuses.includes(x.processed ? 'processed' : 'unprocessed') &&
        x.pay_period.end_date >= from &&
        x.pay_period.start_date <= to,
    )
    sendPage(res, url, wanted)
  })
  r.add('POST', '/gusto/v1/payrolls/:uuid/reports/general_ledger', async (req, res, _url, p) => {
    const companyUuid = companyOf(req, res)
    if (!companyUuid) return
    const body = await readJson<{ aggregation?: string }>(req).catch(() => ({}) as { aggregation?: string })
    const aggregation = body.aggregation ?? 'default'
    if (!['default', 'job', 'department', 'integration'].includes(aggregation))
      return apiError(res, 422, 'invalid_attribute_value', 'aggregation is not included in the list')
    const payroll = payrolls(companyUuid).find((x) => x.payroll_uuid === p.uuid)
    if (!payroll) return apiError(res, 404, 'not_found', 'Payroll not found')
    if (!payroll.processed) return apiError(res, 422, 'invalid_operation', 'The payroll has not been processed')
    const requestUuid = randomUUID()
    reportRequests.set(requestUuid, {
      kind: 'ledger',
      payrollUuid: p.uuid,
      company: companyUuid,
      polls: 0,
      aggregation,
    })
    sendJson(res, 202, { payroll_uuid: p.uuid, request_uuid: requestUuid })
  })
  // tests: a company's size and its open payroll's blockers
  r.add('PUT', '/gusto/_sandbox/companies/:uuid', async (req, res, _url, p) => {
    const body = await readJson<Partial<Company>>(req)
    companies.set(p.uuid, { ...company(p.uuid), ...body })
    sendJson(res, 200, company(p.uuid))
  })
}

/** The same company outside the server (the payroll benchmark builds a year of Gusto answers with these). */
export const sandboxCompany = {
  set: (uuid: string, c: Company) => void companies.set(uuid, c),
  employees,
  payrolls,
  ledgerReport,
}
