/** Payroll rules: the property that a booked payroll balances and equals its totals, the mapping gate, §5 messages. */
import { describe, expect, it } from 'vitest'
import {
  centsText,
  employeeReportCsv,
  laterRoleState,
  linesFromTotals,
  PAYROLL_LINES,
  payrollEntry,
  toCentsText,
  ZCompanyCreation,
  ZPayrollEmployeeReport,
  type TLedgerReport,
  type TMapping,
  type TPayrollTotals,
} from './payroll.ts'
import { rng } from './seeded-random.ts'

const FULL: TMapping = Object.fromEntries(
  PAYROLL_LINES.map((l, i) => [l.line, { accountId: String(100 + i), accountName: l.line }]),
)

function reportOf(t: TPayrollTotals): TLedgerReport {
  const lines = linesFromTotals(t)
  return {
    company_name: 'Co',
    ledger_description: 'Payroll',
    check_date: '2026-01-09',
    data: {
      headers: ['Line', 'Debit', 'Credit'],
      rows: PAYROLL_LINES.map(({ line, side }) =>
        side === 'Debit' ? [line, centsText(lines[line]), '0.00'] : [line, '0.00', centsText(lines[line])],
      ),
      totals: [],
      data_type: ['string', 'currency', 'currency'],
    },
  }
}

function randomTotals(r: () => number): TPayrollTotals {
  const c = (max: number) => Math.floor(r() * max)
  const grossPay = 1 + c(500_000_000)
  const employeeTaxes = Math.floor(grossPay * r() * 0.4)
  const employeeBenefitsDeductions = Math.floor((grossPay - employeeTaxes) * r() * 0.2)
  return {
    grossPay,
    employeeTaxes,
    employeeBenefitsDeductions,
    netPay: grossPay - employeeTaxes - employeeBenefitsDeductions,
    employerTaxes: c(40_000_000),
    benefits: r() < 0.2 ? 0 : c(30_000_000),
    reimbursements: r() < 0.5 ? 0 : c(5_000_000),
  }
}

describe('a payroll booked to the ledger', () => {
  it('balances to the cent and equals the payroll totals, for 2,000 random payrolls', () => {
    const r = rng(35)
    for (let i = 0; i < 2000; i++) {
      const t = randomTotals(r)
      const e = payrollEntry(reportOf(t), FULL)
      if (!e.ok) throw new Error(e.problem)
      expect(e.debitCents).toBe(e.creditCents)
      expect(e.debitCents).toBe(t.grossPay + t.employerTaxes + t.benefits + t.reimbursements)
      const on = (line: string) => e.lines.find((l) => l.line === line)?.cents ?? 0
      expect(on('Wages')).toBe(t.grossPay)
      expect(on('Net Pay')).toBe(t.netPay + t.reimbursements)
      expect(on('Tax Liabilities')).toBe(t.employeeTaxes + t.employerTaxes)
      expect(on('Benefit Liabilities')).toBe(t.employeeBenefitsDeductions + t.benefits)
      expect(e.lines.every((l) => l.cents > 0)).toBe(true)
    }
  })

  it('names every unmapped line and posts nothing', () => {
    const { Benefits: _b, 'Net Pay': _n, ...partial } = FULL
    const e = payrollEntry(reportOf(randomTotals(rng(1))), partial)
    expect(e).toEqual({ ok: false, problem: 'Map these payroll lines to an account first: Benefits, Net Pay' })
  })

  it('refuses a report that does not balance or has a line it does not know', () => {
    const rep = reportOf(randomTotals(rng(2)))
    rep.data.rows[0][1] = centsText(toCentsText(rep.data.rows[0][1]) + 1)
    expect(payrollEntry(rep, FULL)).toMatchObject({ ok: false, problem: expect.stringContaining('does not balance') })
    const odd = reportOf(randomTotals(rng(3)))
    odd.data.rows.push(['Garnishments', '1.00', '0.00'])
    expect(payrollEntry(odd, FULL)).toEqual({
      ok: false,
      problem: 'The ledger report has a line the mapping does not know: Garnishments',
    })
  })

  it('reads Gusto amounts exactly', () => {
    expect(toCentsText('1234.5')).toBe(123450)
    expect(toCentsText('0.07')).toBe(7)
    expect(toCentsText('-10')).toBe(-1000)
    expect(() => toCentsText('1.234')).toThrow()
    expect(centsText(-5)).toBe('-0.05')
  })
})

describe('company creation (§5, word for word)', () => {
  const ok = {
    user: { first_name: 'Ana', last_name: 'Ortiz', email: { email: 'ana@example.com' } },
    company: { name: 'Birch Bakery LLC', states: ['CA'], number_employees: 4 },
  }
  const messages = (v: unknown) => ZCompanyCreation.safeParse(v).error?.issues.map((i) => i.message) ?? []
  it('accepts a complete request', () => expect(messages(ok)).toEqual([]))
  it('says what is missing', () => {
    expect(
      messages({
        user: { first_name: '', last_name: ' ', email: { email: 'nope' } },
        company: { name: '', states: ['California'], number_employees: 0 },
      }),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Invalid email',
      'Company legal name is required',
      'Must be 2-letter code',
      'Enter more than 0',
    ])
  })
})

describe('the PayrollEmployee report length rules (§5)', () => {
  const report = {
    headings: ['Employee', 'Gross pay'],
    hidden_column_states: [false, false],
    data_types: ['string', 'currency'],
    rows: [{ values: ['Ana Ortiz', '100.00'], effective_date: null, subtitles: ['', ''], subtitles_type: null }],
    range: [{ kind: 'custom', start: '2026-01-01', end: '2026-01-31', descriptions: [] }],
    grand_total_row: ['Total', '100.00'],
    data_refresh_timestamp: '2026-02-01T00:00:00Z',
  }
  it('accepts lengths that match the headings', () =>
    expect(ZPayrollEmployeeReport.safeParse(report).success).toBe(true))
  it('refuses a row or column list of another length, and no headings or range', () => {
    const bad = { ...report, data_types: ['string'], rows: [{ ...report.rows[0], values: ['Ana'] }], range: [] }
    const paths = ZPayrollEmployeeReport.safeParse(bad).error?.issues.map((i) => i.path.join('.'))
    expect(paths).toEqual(['range', 'data_types', 'rows.0.values'])
    expect(ZPayrollEmployeeReport.safeParse({ ...report, headings: [] }).success).toBe(false)
  })
})

describe('the employee report as CSV', () => {
  const report = {
    headings: ['Employee', 'Note', 'Gross pay'],
    hidden_column_states: [false, true, false],
    data_types: ['string', 'string', 'currency'],
    rows: [
      { values: ['Ortiz, Ana', 'x', '100.10'], effective_date: null, subtitles: ['', '', ''], subtitles_type: null },
      { values: ['Ben "B" Patel', null, '0.05'], effective_date: null, subtitles: ['', '', ''], subtitles_type: null },
    ],
    range: [{ kind: 'custom', start: '2026-01-01', end: '2026-01-31', descriptions: [] }],
    grand_total_row: ['Grand total', null, '100.15'],
    data_refresh_timestamp: '2026-02-01T00:00:00Z',
  }
  it('has the headings, a line a row and the grand total, hidden columns left out, quoted where needed', () =>
    expect(employeeReportCsv(report)).toBe(
      'Employee,Gross pay\r\n"Ortiz, Ana",100.10\r\n"Ben ""B"" Patel",0.05\r\nGrand total,100.15\r\n',
    ))
  it('has no total line when Gusto sent none', () =>
    expect(employeeReportCsv({ ...report, grand_total_row: null }).split('\r\n')).toHaveLength(4))
})

describe('role states', () => {
  it('never step back', () => {
    expect(laterRoleState('TERMINATED', 'ACTIVE')).toBe('TERMINATED')
    expect(laterRoleState('HIRED', 'ACCEPTED')).toBe('ACCEPTED')
  })
})
