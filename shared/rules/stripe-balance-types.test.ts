import { describe, expect, it } from 'vitest'
import { stripeBalanceTypeLabel } from './stripe-balance-types.ts'

describe('stripeBalanceTypeLabel', () => {
  it("says Stripe's balance transaction types in words, an unknown one without underscores", () => {
    expect(stripeBalanceTypeLabel('charge')).toBe('Charge')
    expect(stripeBalanceTypeLabel('stripe_fee')).toBe('Stripe fee')
    expect(stripeBalanceTypeLabel('payout_failure')).toBe('Payout failed')
    expect(stripeBalanceTypeLabel('brand_new_type')).toBe('Brand new type')
  })
})
