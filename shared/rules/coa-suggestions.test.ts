import { describe, expect, it } from 'vitest'
import { MASTER_CHART } from '../schemas/consolidation.ts'
import {
  accountNumberOf,
  nameSimilarity,
  normalizeAccountName,
  rankCandidates,
  suggestCoaMappings,
  typeFit,
} from './coa-suggestions.ts'

const best = (...args: Parameters<typeof rankCandidates>) => rankCandidates(...args)[0]

describe('type compatibility (spec §5 mappable types)', () => {
  it('maps expense onto expense and other expense, never across families', () => {
    expect(typeFit('Expense', 'Expense')).toBe('same')
    expect(typeFit('Other Expense', 'Expense')).toBe('compatible')
    expect(typeFit('Bank', 'Other Current Asset')).toBe('none')
    expect(typeFit('Income', 'Income')).toBe('none')
  })

  it('never suggests a master account of an incompatible type, however alike the names', () => {
    const c = rankCandidates({ name: 'Accounts Payable', accountType: 'Accounts Receivable' }, MASTER_CHART)
    expect(c.map((x) => x.havenAccountNumber)).not.toContain('2000')
    expect(c).toEqual([])
  })

  it('offers nothing for a type the spec does not let us map', () => {
    expect(rankCandidates({ name: '4000 Sales', number: '4000', accountType: 'Income' }, MASTER_CHART)).toEqual([])
  })
})

describe('names and numbers', () => {
  it('normalizes the leaf name without a leading number', () => {
    expect(normalizeAccountName('Utilities:6411 Electricity')).toBe('electricity')
    expect(normalizeAccountName('6200 Advertising & Marketing')).toBe('advertising and marketing')
    expect(accountNumberOf({ name: '6800 Travel' })).toBe('6800')
    expect(accountNumberOf({ name: 'Travel', number: '6810' })).toBe('6810')
    expect(accountNumberOf({ name: 'Travel' })).toBeUndefined()
  })

  it('scores names by their significant words', () => {
    expect(nameSimilarity('Salaries and Wages', '6010 Salaries & Wages')).toBe(1)
    expect(nameSimilarity('Legal Fees', 'Legal')).toBe(1)
    expect(nameSimilarity('Travel', 'Travel and Entertainment')).toBeCloseTo(2 / 3)
    expect(nameSimilarity('Operating Checking', 'Bank Account')).toBe(0)
  })

  it('explains a same-number, same-name suggestion in words', () => {
    const c = best(
      { name: '6010 Salaries and Wages', accountType: 'Expense', accountSubType: 'PayrollExpenses' },
      MASTER_CHART,
    )!
    expect(c.havenAccountNumber).toBe('6010')
    expect(c.score).toBe(100)
    expect(c.reasons).toEqual([
      'Both are Expense accounts',
      'Same detail type (Payroll expenses)',
      'Name “6010 Salaries and Wages” matches “Salaries and Wages”',
      "Account number 6010 is the master chart's number for Salaries and Wages",
    ])
  })

  it('uses words typical of a master account when the names differ', () => {
    const c = best({ name: 'Operating Checking', accountType: 'Bank' }, MASTER_CHART)!
    expect(c.havenAccountNumber).toBe('1010')
    expect(c.reasons).toContain('Name mentions “checking”, typical of Bank Account')
  })

  it("places a number within the master chart's hundreds", () => {
    const c = rankCandidates({ name: 'Airfare', number: '6810', accountType: 'Expense' }, MASTER_CHART)
    expect(c[0].havenAccountNumber).toBe('6800')
    expect(c[0].reasons).toContain("Account number 6810 falls in the master chart's 6800s")
  })

  it('leaves out candidates with nothing but a matching type', () => {
    expect(rankCandidates({ name: 'Zebra', accountType: 'Expense' }, MASTER_CHART)).toEqual([])
  })
})

describe('how the firm mapped same-named accounts elsewhere', () => {
  it('outweighs a name match and says in how many organizations', () => {
    const firm = [
      { clientAccountName: 'Rent', havenAccountNumber: '6600', organizations: 2 },
      { clientAccountName: 'Rent', havenAccountNumber: '6400', organizations: 1 },
    ]
    const c = rankCandidates({ name: '6900 Rent', accountType: 'Expense' }, MASTER_CHART, firm)
    expect(c[0].havenAccountNumber).toBe('6400')
    expect(c[0].reasons).toContain('The firm maps “Rent” to 6400 Facilities in another organization')
    const other = c.find((x) => x.havenAccountNumber === '6600')!
    expect(other.reasons).toContain('The firm maps “Rent” to 6600 Other Operating Expenses in 2 other organizations')
  })

  it('ignores differently named accounts and mappings to incompatible types', () => {
    const firm = [
      { clientAccountName: 'Office Rent', havenAccountNumber: '6500', organizations: 4 },
      { clientAccountName: 'Rent', havenAccountNumber: '1010', organizations: 3 },
    ]
    const c = rankCandidates({ name: 'Rent', accountType: 'Expense' }, MASTER_CHART, firm)
    expect(c.flatMap((x) => x.reasons).some((r) => r.startsWith('The firm'))).toBe(false)
  })
})

describe('suggestCoaMappings', () => {
  it('gives each account its top candidates and skips accounts without any', () => {
    const s = suggestCoaMappings({
      accounts: [
        { name: '1010 Operating Checking', accountType: 'Bank', accountSubType: 'Checking' },
        { name: 'Zebra', accountType: 'Expense' },
        { name: '6800 Travel', accountType: 'Expense' },
      ],
      master: MASTER_CHART,
      limit: 2,
    })
    expect(s.map((x) => [x.clientAccountName, x.candidates[0].havenAccountNumber])).toEqual([
      ['1010 Operating Checking', '1010'],
      ['6800 Travel', '6800'],
    ])
    expect(s.every((x) => x.candidates.length <= 2)).toBe(true)
    expect(s[1].candidates[0].score).toBeGreaterThan(s[1].candidates[1]?.score ?? 0)
  })
})
