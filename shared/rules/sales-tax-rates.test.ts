import { describe, expect, it } from 'vitest'
import { SALES_TAX_MESSAGES, isTaxable, quoteSalesTax, taxOnCents, zipProblem } from './sales-tax-rates.ts'
import { localJurisdictions } from './sales-tax-local-rates.ts'
import { ZUsAddressSchema } from '../schemas/sales-tax.ts'

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

describe('county and city rates', () => {
  it('adds the county and the city to the state rate, each rounded on its own', () => {
    const q = quoteSalesTax({ amountCents: 10_000, state: 'IL', type: 'product', city: 'Chicago' })
    expect(q.jurisdictions).toEqual([
      { level: 'state', name: 'Illinois', rateMicros: 62_500, taxCents: 625 },
      { level: 'county', name: 'Cook County', rateMicros: 27_500, taxCents: 275 },
      { level: 'city', name: 'Chicago', rateMicros: 12_500, taxCents: 125 },
    ])
    expect(q).toMatchObject({ rateMicros: 102_500, taxCents: 1_025, totalCents: 11_025 })
    expect(q.reason).toBe('Illinois taxes products at 6.25% plus Cook County 2.75% and Chicago 1.25%, 10.25% in all.')
    // $19.99 in Chicago: 1.249375 + 0.549725 + 0.249875 → 1.25 + 0.55 + 0.25
    expect(quoteSalesTax({ amountCents: 1_999, state: 'IL', type: 'product', city: 'chicago' }).taxCents).toBe(205)
  })
  it('a known city brings its county; a county alone adds only the county', () => {
    const nyc = quoteSalesTax({ amountCents: 100_000, state: 'NY', type: 'product', city: 'New York' })
    expect(nyc.rateMicros).toBe(88_750) // 4% + 0.375% MCTD + 4.5% city
    expect(nyc.taxCents).toBe(8_875)
    const erie = quoteSalesTax({
      amountCents: 100_000,
      state: 'NY',
      type: 'product',
      city: 'Tonawanda',
      county: 'Erie County',
    })
    expect(erie.jurisdictions.map((j) => j.level)).toEqual(['state', 'county'])
    expect(erie.rateMicros).toBe(87_500)
  })
  it('a place not in the table is taxed at the state rate and says so', () => {
    const q = quoteSalesTax({ amountCents: 10_000, state: 'TX', type: 'product', city: 'Marfa' })
    expect(q).toMatchObject({ rateMicros: 62_500, taxCents: 625 })
    expect(q.jurisdictions).toHaveLength(1)
    expect(q.reason).toBe('Texas taxes products at 6.25% (state rate; no county or city rate on file for this place).')
  })
  it('local taxes follow the state: a service untaxed by the state is untaxed in its cities', () => {
    const q = quoteSalesTax({ amountCents: 10_000, state: 'IL', type: 'service', city: 'Chicago' })
    expect(q).toMatchObject({ taxable: false, rateMicros: 0, taxCents: 0, totalCents: 10_000 })
    expect(q.jurisdictions.every((j) => j.taxCents === 0)).toBe(true)
  })
  it('names the county of a known city when another is given', () => {
    expect(localJurisdictions('TX', 'Austin', 'Harris')).toMatchObject({ countyMismatch: 'Travis' })
    expect(localJurisdictions('TX', 'Austin', 'travis county').countyMismatch).toBeUndefined()
    const parsed = ZUsAddressSchema.safeParse({
      line1: '1 Congress Ave',
      city: 'Austin',
      county: 'Harris',
      state: 'TX',
      postalCode: '78701',
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['county'], message: SALES_TAX_MESSAGES.countyOfCity('Austin', 'Travis') }),
    ])
  })
})
