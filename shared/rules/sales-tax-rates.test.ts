import { describe, expect, it } from 'vitest'
import { SALES_TAX_MESSAGES, isTaxable, quoteSalesTax, taxOnCents, zipProblem } from './sales-tax-rates.ts'

describe('the sales-tax calculator', () => {
  it('taxes a product at the state rate, to the cent', () => {
    expect(quoteSalesTax({ amountCents: 10_000, state: 'TX', type: 'product' })).toMatchObject({
      taxable: true,
      rateMicros: 62_500,
      taxCents: 625,
      totalCents: 10_625,
    })
    expect(taxOnCents(1_999, 62_500)).toBe(125) // 124.9375 rounds to 125
    expect(taxOnCents(1_992, 62_500)).toBe(125) // 124.5 rounds half up
    expect(taxOnCents(-1_992, 62_500)).toBe(-125)
  })
  it('taxes a service only where the §9 table lists services', () => {
    expect(isTaxable('TX', 'service')).toBe(true)
    expect(isTaxable('WA', 'service')).toBe(false) // products only in the table
    expect(isTaxable('CA', 'service')).toBe(false) // not SaaS-taxable
    expect(isTaxable('CA', 'product')).toBe(true)
    expect(quoteSalesTax({ amountCents: 10_000, state: 'CA', type: 'service' })).toMatchObject({
      taxable: false,
      taxCents: 0,
      totalCents: 10_000,
      reason: 'California does not tax services.',
    })
  })
  it('a state without a sales tax taxes nothing', () => {
    expect(quoteSalesTax({ amountCents: 10_000, state: 'OR', type: 'product' })).toMatchObject({
      taxable: false,
      taxCents: 0,
      reason: 'Oregon has no state sales tax.',
    })
  })
  it('refuses a ZIP code that is malformed or of another state', () => {
    expect(zipProblem('78701', 'TX')).toBeUndefined()
    expect(zipProblem('73301-0001', 'TX')).toBeUndefined()
    expect(zipProblem('06103', 'CT')).toBeUndefined()
    expect(zipProblem('10001', 'NY')).toBeUndefined()
    expect(zipProblem('7870', 'TX')).toBe(SALES_TAX_MESSAGES.postalCode)
    expect(zipProblem('10001', 'TX')).toBe('Postal code 10001 is not a ZIP code of TX')
    expect(zipProblem('09001', 'NY')).toBe('Postal code 09001 is not a ZIP code of NY') // military mail
  })
})
