import { describe, expect, it } from 'vitest'
import { CURRENCY_MESSAGE, ZCurrency, isCurrencyCode } from './currencies.ts'

describe('currency codes (ISO 4217)', () => {
  it('accepts real codes, current and recently withdrawn', () => {
    for (const code of ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'XCG', 'ZWG', 'BGN', 'HRK'])
      expect(isCurrencyCode(code)).toBe(true)
  })
  it('refuses well-formed codes that are not currencies, with the field message', () => {
    for (const code of ['XYZ', 'ABC', 'XTS', 'XXX', 'usd', 'US', 'USDD', '']) expect(isCurrencyCode(code)).toBe(false)
    const r = ZCurrency.safeParse('XYZ')
    expect(r.success).toBe(false)
    expect(r.error?.issues[0].message).toBe(CURRENCY_MESSAGE)
  })
})
