import { describe, expect, it } from 'vitest'
import {
  W9_STATUSES,
  emptyTotals,
  maskTin,
  needsT99,
  nec1099ThresholdCents,
  paymentMethodOf,
  readinessScore,
  reportableCents,
  t99Csv,
  tinDigits,
} from './vendor-1099.ts'

describe('1099 tracking', () => {
  it('has the eleven W-9 statuses from URL_GENERATED to ORDER_NOT_CREATED', () => {
    expect(W9_STATUSES).toHaveLength(11)
    expect(W9_STATUSES[0]).toBe('URL_GENERATED')
    expect(W9_STATUSES[10]).toBe('ORDER_NOT_CREATED')
  })
  it('reads payment methods from the ledger, a payment network by its account', () => {
    expect(paymentMethodOf('CreditCard')).toBe('card')
    expect(paymentMethodOf('Check')).toBe('check')
    expect(paymentMethodOf('Cash')).toBe('cash')
    expect(paymentMethodOf(null)).toBe('ach')
    expect(paymentMethodOf('Check', 'PayPal balance')).toBe('third-party')
  })
  it('leaves card and third-party network payments out of the reportable total', () => {
    const t = { ...emptyTotals(), check: 50_000, ach: 20_000, card: 900_000, 'third-party': 400_000 }
    expect(reportableCents(t)).toBe(70_000)
  })
  it('needs a 1099 at the year threshold: $600 through 2025, $2,000 from 2026', () => {
    expect(nec1099ThresholdCents(2025)).toBe(60_000)
    expect(nec1099ThresholdCents(2026)).toBe(200_000)
    expect(needsT99({ ...emptyTotals(), check: 59_999 }, 2025)).toBe(false)
    expect(needsT99({ ...emptyTotals(), check: 60_000 }, 2025)).toBe(true)
    expect(needsT99({ ...emptyTotals(), check: 199_999 }, 2026)).toBe(false)
    expect(needsT99({ ...emptyTotals(), check: 200_000 }, 2026)).toBe(true)
    expect(needsT99({ ...emptyTotals(), card: 5_000_000 }, 2026)).toBe(false)
  })
  it('the bookkeeper’s override wins either way', () => {
    expect(needsT99({ ...emptyTotals(), check: 1_000_000 }, 2026, false)).toBe(false)
    expect(needsT99(emptyTotals(), 2026, true)).toBe(true)
  })
  it('scores readiness as the share of 1099 vendors with a W-9 on file and an email', () => {
    expect(readinessScore([])).toBe(100)
    expect(
      readinessScore([
        { needsT99: true, w9Status: 'COMPLETED', email: 'a@x.test' },
        { needsT99: true, w9Status: 'COMPLETED_AND_TIN_MATCH_INPROGRESS', email: 'b@x.test' },
        { needsT99: true, w9Status: 'SENT', email: 'c@x.test' },
        { needsT99: true, w9Status: null, email: null },
        { needsT99: false, w9Status: null, email: null },
      ]),
    ).toBe(50)
  })
  it('reads and masks TINs', () => {
    expect(tinDigits('EIN', '12-3456789')).toBe('123456789')
    expect(tinDigits('SSN', '123-45-6789')).toBe('123456789')
    expect(tinDigits('EIN', '123-45-6789')).toBeNull()
    expect(maskTin('EIN', '6789')).toBe('**-***6789')
    expect(maskTin('SSN', '6789')).toBe('***-**-6789')
  })
  it('writes the filing CSV to the cent, quoting names', () => {
    expect(
      t99Csv(2026, [
        { vendorName: 'Cooley, LLP', tinType: 'EIN', tin: '123456789', email: null, reportableCents: 250_005 },
      ]),
    ).toBe('year,vendor_name,tin_type,tin,email,nonemployee_compensation\n2026,"Cooley, LLP",EIN,123456789,,2500.05')
  })
})
