/** Invoice totals, tax and discount rounding in micros, due dates by term, the recurring calendar, aging and ABA. */
import { describe, expect, it } from 'vitest'
import {
  INVOICING_MESSAGES,
  agingBucket,
  dueDateFor,
  dueOccurrences,
  invoiceLimitProblems,
  invoiceTotals,
  occurrence,
  roundToCent,
  routingNumberValid,
} from './invoicing.ts'

const line = (dollars: number, qty = 1, taxable = true) => ({
  priceMicros: BigInt(Math.round(dollars * 1_000_000)),
  quantityThousandths: BigInt(Math.round(qty * 1000)),
  taxable,
})

describe('totals', () => {
  it('rounds each line half away from zero to the cent', () => {
    expect(roundToCent(12_345n)).toBe(10_000n)
    expect(roundToCent(15_000n)).toBe(20_000n)
    expect(roundToCent(-15_000n)).toBe(-20_000n)
    // $0.333333 × 3 = $0.999999 → $1.00
    expect(invoiceTotals([{ priceMicros: 333_333n, quantityThousandths: 3000n }], 0n).totalMicros).toBe(1_000_000n)
  })

  it('taxes the sum once, not per line: 100 lines of $0.05 at 8.25% is $0.41 of tax, not 100 × $0.00', () => {
    const t = invoiceTotals(
      Array.from({ length: 100 }, () => line(0.05)),
      82_500n,
    )
    expect(t.subtotalMicros).toBe(5_000_000n)
    expect(t.taxMicros).toBe(410_000n) // 5.00 × 0.0825 = 0.4125 → 0.41
    expect(t.totalMicros).toBe(5_410_000n)
  })

  it('puts a percent discount before tax and spreads it over taxable and untaxed lines', () => {
    const t = invoiceTotals([line(100), line(100, 1, false)], 100_000n, { kind: 'percent', percentMicros: 10_000_000n })
    expect(t.discountMicros).toBe(20_000_000n)
    expect(t.taxableMicros).toBe(90_000_000n)
    expect(t.taxMicros).toBe(9_000_000n)
    expect(t.totalMicros).toBe(189_000_000n)
  })

  it('never discounts below zero', () => {
    const t = invoiceTotals([line(10)], 0n, { kind: 'amount', amountMicros: 50_000_000n })
    expect(t.discountMicros).toBe(10_000_000n)
    expect(t.totalMicros).toBe(0n)
  })

  it('bills fractional quantities in whole cents: 1.5 h at $133.33', () => {
    expect(invoiceTotals([line(133.33, 1.5)], 0n).totalMicros).toBe(200_000_000n) // 199.995 → 200.00
  })
})

describe('§5 limits', () => {
  const base = { lines: [line(1)], salesTaxRateMicros: 0n }
  it('refuses each limit with its field', () => {
    const many = Array.from({ length: 751 }, () => line(1))
    expect(invoiceLimitProblems({ ...base, lines: many })).toEqual([
      { path: 'items', message: INVOICING_MESSAGES.lines },
    ])
    expect(invoiceLimitProblems({ ...base, invoiceNumber: 'x'.repeat(22) })[0].path).toBe('invoiceNumber')
    expect(invoiceLimitProblems({ ...base, invoiceNumber: 'x'.repeat(21) })).toEqual([])
    expect(invoiceLimitProblems({ ...base, privateNote: 'x'.repeat(4001) })[0].path).toBe('privateNote')
    expect(invoiceLimitProblems({ ...base, memo: 'x'.repeat(1001) })[0].path).toBe('memo')
    expect(
      invoiceLimitProblems({ ...base, discount: { kind: 'percent', percentMicros: 100_000_001n } })[0].message,
    ).toBe(INVOICING_MESSAGES.discountPercent)
    expect(invoiceLimitProblems({ ...base, discount: { kind: 'amount', amountMicros: -1n } })[0].message).toBe(
      INVOICING_MESSAGES.discountRate,
    )
    expect(invoiceLimitProblems({ ...base, lines: [{ ...line(1), serviceDate: '2026-02-30' }] })[0].path).toBe(
      'items.0.serviceDate',
    )
    expect(invoiceLimitProblems({ ...base, lines: [line(-5)] })[0].message).toBe(INVOICING_MESSAGES.negativeTotal)
  })

  it('keeps the tax line within ±999999999999.99', () => {
    const huge = [{ priceMicros: 9_000_000_000_000_000_000n, quantityThousandths: 1000n }]
    expect(invoiceLimitProblems({ lines: huge, salesTaxRateMicros: 100_000n })).toEqual([])
    expect(invoiceLimitProblems({ lines: huge, salesTaxRateMicros: 200_000n })[0].message).toBe(
      INVOICING_MESSAGES.taxLine,
    )
  })
})

describe('due dates', () => {
  it('follows the term', () => {
    expect(dueDateFor('OnReceipt', '2026-01-15')).toBe('2026-01-15')
    expect(dueDateFor('Net30', '2026-01-15')).toBe('2026-02-14')
    expect(dueDateFor('Net60', '2024-01-01')).toBe('2024-03-01') // leap February
    expect(dueDateFor('Custom', '2026-01-15', '2026-03-01')).toBe('2026-03-01')
    expect(() => dueDateFor('Custom', '2026-01-15', '2026-01-01')).toThrow(INVOICING_MESSAGES.customDueDate)
  })
})

describe('recurring calendar', () => {
  it('keeps the 31st through short months and leap years', () => {
    const dates = [0, 1, 2, 3].map((n) => occurrence('2024-01-31', 'Monthly', n))
    expect(dates).toEqual(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30'])
    expect(occurrence('2024-02-29', 'Yearly', 1)).toBe('2025-02-28')
    expect(occurrence('2024-02-29', 'Yearly', 4)).toBe('2028-02-29')
    expect(occurrence('2025-11-30', 'Quarterly', 1)).toBe('2026-02-28')
    expect(occurrence('2026-01-01', 'Weekly', 52)).toBe('2026-12-31')
  })

  it('owes one invoice per missed period after downtime, none twice, none past the end', () => {
    const s = { start: '2026-01-15', frequency: 'Monthly' as const, endDate: '2026-05-31', today: '2026-04-20' }
    expect(dueOccurrences({ ...s, lastRunIndex: 0 }).map((o) => o.date)).toEqual([
      '2026-02-15',
      '2026-03-15',
      '2026-04-15',
    ])
    expect(dueOccurrences({ ...s, lastRunIndex: 3 })).toEqual([])
    expect(dueOccurrences({ ...s, lastRunIndex: null, today: '2027-01-01' }).map((o) => o.index)).toEqual([
      0, 1, 2, 3, 4,
    ])
  })
})

describe('aging and bank details', () => {
  it('buckets by days past due', () => {
    expect(agingBucket('2026-03-01', '2026-03-01')).toBe('current')
    expect(agingBucket('2026-03-01', '2026-03-31')).toBe('1-30')
    expect(agingBucket('2026-03-01', '2026-04-01')).toBe('31-60')
    expect(agingBucket('2026-03-01', '2026-05-30')).toBe('61-90')
    expect(agingBucket('2026-03-01', '2026-05-31')).toBe('90+')
  })

  it('checks the ABA checksum', () => {
    expect(routingNumberValid('021000021')).toBe(true) // JPMorgan Chase
    expect(routingNumberValid('011000015')).toBe(true) // Federal Reserve Boston
    expect(routingNumberValid('021000022')).toBe(false)
    expect(routingNumberValid('02100002')).toBe(false)
  })
})
