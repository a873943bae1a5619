import { describe, expect, it } from 'vitest'
import { orgClientOpenCount, staffReviewCount } from './counts.ts'

const counts = {
  acme: { pending: 2, not_responded: 1, responded: 4, completed: 9 },
  birch: { responded: 3, pending: 5 },
}

describe('navigation badge counts', () => {
  it('counts what waits for the client in the current organization only', () => {
    expect(orgClientOpenCount(counts, 'acme')).toBe(3)
    expect(orgClientOpenCount(counts, 'birch')).toBe(5)
    expect(orgClientOpenCount(counts, 'other')).toBe(0)
    expect(orgClientOpenCount(counts, undefined)).toBe(0)
  })
  it('counts answers to review across every visible organization for staff', () => {
    expect(staffReviewCount(counts)).toBe(7)
    expect(staffReviewCount({})).toBe(0)
  })
})
