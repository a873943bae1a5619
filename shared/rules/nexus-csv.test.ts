import { describe, expect, it } from 'vitest'
import { dollarsToCents, parseNexusCsv } from './nexus-csv.ts'

describe('the nexus line-items CSV', () => {
  it('reads dollars to cents exactly', () => {
    expect(dollarsToCents('100000.00')).toBe(10_000_000)
    expect(dollarsToCents('0.1')).toBe(10)
    expect(dollarsToCents('19.99')).toBe(1999)
    expect(dollarsToCents('-5')).toBe(-500)
    expect(dollarsToCents('5.123')).toBeNull()
    expect(dollarsToCents('$5')).toBeNull()
  })
  it('names each bad row by line number and field, and reads the rest', () => {
    const csv =
      'date,state,amount,type\n2026-03-14,AZ,100000,service\n2026-02-30,TX,5,product\n\n2026-01-01,ZZ,5,product\n2026-01-01,tx,5,Product\n2026-01-01,TX,abc,product\n2026-01-01,TX,5,hardware\n'
    const { lines, problems } = parseNexusCsv(csv)
    expect(lines).toEqual([
      { date: '2026-03-14', state: 'AZ', amountCents: 10_000_000, type: 'service' },
      { date: '2026-01-01', state: 'TX', amountCents: 500, type: 'product' },
    ])
    expect(problems).toEqual([
      { line: 3, message: 'date: "2026-02-30" is not a date like 2026-03-14' },
      { line: 5, message: 'state: "ZZ" is not a US state code' },
      { line: 7, message: 'amount: "abc" is not an amount in dollars like 1234.56' },
      { line: 8, message: 'type: "hardware" is not product or service' },
    ])
  })
  it('takes the columns in any order and refuses a header without them', () => {
    expect(parseNexusCsv('type,amount,state,date\nproduct,1,WA,2026-01-02').lines).toEqual([
      { date: '2026-01-02', state: 'WA', amountCents: 100, type: 'product' },
    ])
    expect(parseNexusCsv('when,state,amount\n').problems[0]).toEqual({
      line: 1,
      message: 'header: missing column date, type (expected date,state,amount,type)',
    })
  })
})
