import { describe, expect, it } from 'vitest'
import { cleanedUpByHand } from './stripe-clean-up.ts'

describe('stripeCleanUpDate', () => {
  it('leaves the months that begin on or before the date to the people who cleaned them up', () => {
    expect(cleanedUpByHand('2025-03-01', '2025-03-31')).toBe(true)
    expect(cleanedUpByHand('2025-03-01', '2025-03-01')).toBe(true)
    expect(cleanedUpByHand('2025-03-01', '2025-02-28')).toBe(false)
    expect(cleanedUpByHand('2025-04-01', '2025-03-31')).toBe(false)
  })
  it('posts every month when no date is set', () => {
    expect(cleanedUpByHand('2020-01-01', null)).toBe(false)
  })
})
