import { describe, expect, it } from 'vitest'
import { FEED_STATUS_EXPLANATIONS, usdBalanceTotal } from './feed-health.ts'

const account = (currency: string, cents: number | null, type = 'depository', status = 'open') => ({
  currency,
  type,
  status,
  currentBalanceCents: cents,
})

describe('usdBalanceTotal (spec banking §9: balance sums count only USD accounts)', () => {
  it('adds USD accounts and leaves other currencies out, counting them apart', () => {
    expect(usdBalanceTotal([account('USD', 100_00), account('EUR', 999_99), account('USD', 25_50)])).toEqual({
      totalCents: 125_50,
      counted: 2,
      otherCurrencies: 1,
    })
  })
  it('counts what is owed on a card or loan against what is held', () => {
    expect(
      usdBalanceTotal([account('USD', 1_000_00), account('USD', 250_00, 'credit'), account('USD', 100_00, 'loan')]),
    ).toEqual({ totalCents: 650_00, counted: 3, otherCurrencies: 0 })
  })
  it('skips closed accounts and accounts without a known balance', () => {
    expect(usdBalanceTotal([account('USD', 5_00, 'depository', 'closed'), account('USD', null)])).toEqual({
      totalCents: 0,
      counted: 0,
      otherCurrencies: 0,
    })
  })
  it('never yields negative zero (a zero card balance)', () => {
    expect(Object.is(usdBalanceTotal([account('USD', 0, 'credit')]).totalCents, -0)).toBe(false)
  })
})

describe('flag explanations', () => {
  it('name the thresholds the SQL is called with', () => {
    expect(FEED_STATUS_EXPLANATIONS.gap).toContain('More than 10 days')
    expect(FEED_STATUS_EXPLANATIONS.stale).toContain('last 7 days')
  })
})
