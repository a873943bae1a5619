/** Credit notes: the revenue/tax split to the cent, partial then full credits, the balance due. */
import { describe, expect, it } from 'vitest'
import { balanceDueMicros, creditNoteSplit, creditableMicros } from './invoice-credits.ts'

const $ = (d: string) => BigInt(Math.round(Number(d) * 100)) * 10_000n
// $300.00 taxable at 8.25% ($24.75) plus $19.99 untaxed: $344.74
const invoice = { amountMicros: $('344.74'), taxMicros: $('24.75'), creditedMicros: 0n, taxCreditedMicros: 0n }

describe('creditNoteSplit', () => {
  it('takes the invoice’s share of tax, rounded to the cent', () => {
    // 100 × 24.75 / 344.74 = 7.1793… → $7.18
    expect(creditNoteSplit({ ...invoice, creditMicros: $('100') })).toEqual({
      revenueMicros: $('92.82'),
      taxMicros: $('7.18'),
    })
  })
  it('a full credit returns all the tax', () => {
    expect(creditNoteSplit({ ...invoice, creditMicros: $('344.74') })).toEqual({
      revenueMicros: $('319.99'),
      taxMicros: $('24.75'),
    })
  })
  it('a partial then the rest return exactly the tax charged, whatever the rounding', () => {
    const first = creditNoteSplit({ ...invoice, creditMicros: $('0.05') })
    const rest = creditNoteSplit({
      ...invoice,
      creditedMicros: $('0.05'),
      taxCreditedMicros: first.taxMicros,
      creditMicros: $('344.69'),
    })
    expect(first.taxMicros + rest.taxMicros).toBe($('24.75'))
    expect(first.revenueMicros + rest.revenueMicros + first.taxMicros + rest.taxMicros).toBe($('344.74'))
  })
  it('never returns more tax than is left, nor tax on an untaxed invoice', () => {
    expect(
      creditNoteSplit({ ...invoice, taxCreditedMicros: $('24.70'), creditedMicros: $('300'), creditMicros: $('10') })
        .taxMicros,
    ).toBe($('0.05'))
    expect(creditNoteSplit({ ...invoice, taxMicros: 0n, creditMicros: $('50') })).toEqual({
      revenueMicros: $('50'),
      taxMicros: 0n,
    })
  })
})

describe('balance due', () => {
  it('is the total less its credits while unpaid, nothing once paid or cancelled', () => {
    const i = { amountMicros: $('100'), creditedMicros: $('30') }
    expect(balanceDueMicros({ ...i, status: 'Sent' })).toBe($('70'))
    expect(balanceDueMicros({ ...i, status: 'WaitingPayment' })).toBe($('70'))
    expect(balanceDueMicros({ ...i, status: 'Paid' })).toBe(0n)
    expect(balanceDueMicros({ ...i, status: 'Cancelled' })).toBe(0n)
    expect(creditableMicros({ ...i, status: 'Paid' })).toBe($('70'))
  })
})
