import { describe, expect, it } from 'vitest'
import { summariseUncategorised, uncategorisedNotice } from './uncategorised.ts'

describe('uncategorised money (issue 30, item 6)', () => {
  it('sums money in and out apart, and counts where each line stands', () => {
    const s = summariseUncategorised([
      { amountCents: 15_000, state: 'queued' },
      { amountCents: -24_000, state: 'asked' },
      { amountCents: -1, state: 'new' },
    ])
    expect(s).toEqual({ lines: 3, incomeCents: 15_000, expenseCents: 24_001, asked: 1, queued: 1, new: 1 })
  })
  it('tells the client how much is still uncategorised, and says nothing only when there is none', () => {
    const s = summariseUncategorised([
      { amountCents: 15_000, state: 'queued' },
      { amountCents: -24_000, state: 'queued' },
    ])
    expect(uncategorisedNotice(s)).toBe(
      'Your books still hold 2 uncategorised lines ($150.00 of income and $240.00 of expenses). Your bookkeeper is working through them and will ask you here about any they cannot place.',
    )
    expect(uncategorisedNotice(summariseUncategorised([{ amountCents: -500, state: 'new' }]))).toMatch(
      /^Your books still hold 1 uncategorised line \(\$5\.00 of expenses\)\./,
    )
    expect(uncategorisedNotice(summariseUncategorised([]))).toBeNull()
  })
})
