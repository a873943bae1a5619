import { describe, expect, it } from 'vitest'
import { matchPayouts, PAYOUT_DAYS_AFTER } from './stripe-payouts.ts'

const payout = (id: string, amountCents: number, arrivalDate: string) => ({ id, amountCents, arrivalDate })
const deposit = (id: string, amountCents: number, date: string, description = 'DEPOSIT') => ({
  id,
  amountCents,
  date,
  description,
})

describe('Stripe payouts against bank deposits', () => {
  it('matches the amount to the cent inside the arrival window, and nothing else', () => {
    const out = matchPayouts(
      [
        payout('po_1', 123_456, '2025-03-10'),
        payout('po_2', 50_000, '2025-03-10'),
        payout('po_3', 7_700, '2025-03-10'),
      ],
      [
        deposit('d1', 123_456, '2025-03-11'),
        deposit('d2', 50_001, '2025-03-10'), // a cent off
        deposit('d3', 7_700, `2025-03-${10 + PAYOUT_DAYS_AFTER + 1}`), // too late
      ],
    )
    expect(out.map((m) => [m.payoutId, m.state, m.depositId])).toEqual([
      ['po_1', 'matched', 'd1'],
      ['po_2', 'unmatched', null],
      ['po_3', 'unmatched', null],
    ])
  })

  it('calls two fitting deposits, or one deposit two payouts want, ambiguous; a Stripe description settles it', () => {
    const two = matchPayouts(
      [payout('po_1', 1_000, '2025-03-10')],
      [deposit('a', 1_000, '2025-03-10'), deposit('b', 1_000, '2025-03-11')],
    )
    expect(two[0]).toMatchObject({ state: 'ambiguous', depositId: null, candidates: ['a', 'b'] })
    const shared = matchPayouts(
      [payout('po_1', 1_000, '2025-03-10'), payout('po_2', 1_000, '2025-03-11')],
      [deposit('a', 1_000, '2025-03-11')],
    )
    expect(shared.map((m) => m.state)).toEqual(['ambiguous', 'ambiguous'])
    const named = matchPayouts(
      [payout('po_1', 1_000, '2025-03-10')],
      [deposit('a', 1_000, '2025-03-10'), deposit('b', 1_000, '2025-03-11', 'STRIPE TRANSFER ST-X1')],
    )
    expect(named[0]).toMatchObject({ state: 'matched', depositId: 'b' })
  })

  it('keeps a confirmed pair and takes its deposit out of everyone else', () => {
    const out = matchPayouts(
      [payout('po_1', 1_000, '2025-03-10'), payout('po_2', 1_000, '2025-03-11')],
      [deposit('a', 1_000, '2025-03-11'), deposit('b', 1_000, '2025-03-12')],
      new Map([['po_1', 'a']]),
    )
    expect(out.map((m) => [m.state, m.depositId])).toEqual([
      ['confirmed', 'a'],
      ['matched', 'b'],
    ])
  })
})
