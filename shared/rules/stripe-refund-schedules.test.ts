/**
 * Refunds and lost disputes of invoiced charges shorten the charge's revenue recognition schedules (docs/stripe.md):
 * on random invoices, schedules, posted periods and refund sequences, each refund takes its share of what is still
 * deferred, the schedules' own plan spreads what is left over the periods not posted, a posted period never changes,
 * a refund of everything left ends the schedules, and revenue recognized + still deferred − refunded is the invoice's
 * net to the cent; the month's entry balances with the deferred part moved out of revenueDeferred.
 */
import { describe, expect, it } from 'vitest'
import { rng } from './seeded-random.ts'
import { planSchedule, splitAmount, type TPlannedPeriod } from './schedules.ts'
import {
  DEFAULT_DIRECTIONS,
  entryLines,
  periodTotals,
  REVENUE_MAPPING_SLOTS,
  refundedDeferral,
  refundKind,
  type TRevenueMapping,
  withRefundedDeferrals,
} from './stripe-revenue.ts'

const mapping: TRevenueMapping = Object.fromEntries(
  REVENUE_MAPPING_SLOTS.map((s, i) => [s, { accountId: String(100 + i), transactionDirection: DEFAULT_DIRECTIONS[s] }]),
)

type TSchedule = { amount: number; endDate: string; posted: { periodNumber: number; amount: number }[] }
const plan = (s: TSchedule) =>
  planSchedule({
    amount: s.amount,
    startDate: '2025-02-01',
    endDate: s.endDate,
    periodInterval: 'month',
    method: 'linear',
    posted: s.posted,
  })
const postedSum = (s: TSchedule) => s.posted.reduce((x, p) => x + p.amount, 0)
/** the schedules' daily run: the next `n` periods of the plan as it stands become posted */
const postNext = (s: TSchedule, n: number) => {
  const open = plan(s).filter((p: TPlannedPeriod) => !p.posted)
  for (const p of open.slice(0, n)) s.posted.push({ periodNumber: p.periodNumber, amount: p.amount })
}

describe('a refund of an invoiced charge shortens its revenue recognition schedules', () => {
  it('keeps posted periods, spreads what is left, and nets the invoice to the cent, on random histories', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const r = rng(seed)
      const int = (lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1))
      const revenue = int(100, 50_000_000)
      const tax = r() < 0.5 ? 0 : int(0, Math.floor(revenue / 10))
      const charge = revenue + tax
      const deferred = int(1, revenue)
      const shares = splitAmount(
        deferred,
        Array.from({ length: int(1, 3) }, () => int(1, 10)),
      ).filter((x) => x > 0)
      const schedules: TSchedule[] = shares.map((amount) => ({
        amount,
        endDate: `${2025 + int(0, 2)}-${String(int(3, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`,
        posted: [],
      }))
      for (const s of schedules) postNext(s, int(0, 4))
      // refunds: some partial, and now and then the rest of the charge
      let refundedTotal = 0
      let booked = 0 // what the refunds leave in refunds (the part not taken from deferred revenue)
      const refunds = int(1, 3)
      for (let i = 0; i < refunds && refundedTotal < charge; i++) {
        const refundable = charge - refundedTotal
        const refund = i === refunds - 1 && r() < 0.5 ? refundable : int(1, refundable)
        const before = schedules.map((s) => plan(s).filter((p) => p.posted))
        let taken = 0
        for (const s of schedules) {
          const left = s.amount - postedSum(s)
          const x = refundedDeferral({ refundCents: refund, refundableCents: refundable, remainingCents: left })
          expect(x).toBeGreaterThanOrEqual(0)
          expect(x).toBeLessThanOrEqual(left)
          // its share of what is left, to the cent
          expect(Math.abs(x - (left * refund) / refundable)).toBeLessThanOrEqual(0.5)
          s.amount -= x
          taken += x
          const next = plan(s)
          expect(next.filter((p) => !p.posted).reduce((a, p) => a + p.amount, 0)).toBe(left - x)
          expect(next.every((p) => p.amount >= 0)).toBe(true)
        }
        // no posted period changed
        expect(schedules.map((s) => plan(s).filter((p) => p.posted))).toEqual(before)
        // the month's entry: the deferred part leaves revenueDeferred instead of refunds, and it balances
        const t = withRefundedDeferrals(
          periodTotals([{ type: 'refund', currency: 'usd', amountCents: -refund, feeCents: 0 }]),
          [{ kind: 'refund', amountCents: taken }],
        )
        const lines = entryLines(t, mapping, '2025-06')
        expect(lines.ok).toBe(true)
        if (lines.ok) {
          const of = (slot: string) => lines.lines.find((l) => l.slot === slot)
          if (taken > 0) expect(of('revenueDeferred')).toMatchObject({ postingType: 'Debit', amountCents: taken })
          if (refund > taken) expect(of('refunds')).toMatchObject({ postingType: 'Debit', amountCents: refund - taken })
          const debits = lines.lines.filter((l) => l.postingType === 'Debit').reduce((a, l) => a + l.amountCents, 0)
          const credits = lines.lines.filter((l) => l.postingType === 'Credit').reduce((a, l) => a + l.amountCents, 0)
          expect(debits).toBe(credits)
        }
        refundedTotal += refund
        booked += refund - taken
        // time passes: the schedules recognize a period or two more
        for (const s of schedules) postNext(s, int(0, 2))
      }
      // recognized (the charge's month, the schedules' posted periods) + still deferred − refunds = the net invoice
      const recognized = revenue - deferred + schedules.reduce((a, s) => a + postedSum(s), 0)
      const stillDeferred = schedules.reduce((a, s) => a + s.amount - postedSum(s), 0)
      expect(recognized + stillDeferred - booked).toBe(charge - tax - refundedTotal)
      // the whole charge given back: nothing is left to recognize
      if (refundedTotal === charge) expect(stillDeferred).toBe(0)
    }
  })

  it('takes nothing for nothing, and everything left for a refund of everything left', () => {
    expect(refundedDeferral({ refundCents: 0, refundableCents: 1000, remainingCents: 500 })).toBe(0)
    expect(refundedDeferral({ refundCents: 1000, refundableCents: 1000, remainingCents: 500 })).toBe(500)
    expect(refundedDeferral({ refundCents: 500, refundableCents: 1000, remainingCents: 333 })).toBe(167)
    expect(refundedDeferral({ refundCents: 1, refundableCents: 3, remainingCents: 1 })).toBe(0)
  })

  it('takes a lost dispute out of deferred revenue instead of bad debts; a charge or a non-USD refund takes nothing', () => {
    const withdrawal = {
      type: 'adjustment',
      reportingCategory: 'dispute',
      currency: 'usd',
      amountCents: -5000,
      feeCents: 1500,
    }
    expect(refundKind(withdrawal)).toBe('dispute')
    expect(refundKind({ type: 'refund', currency: 'usd', amountCents: -100, feeCents: 0 })).toBe('refund')
    expect(refundKind({ type: 'refund', currency: 'eur', amountCents: -100, feeCents: 0 })).toBeNull()
    expect(refundKind({ type: 'charge', currency: 'usd', amountCents: 100, feeCents: 3 })).toBeNull()
    const lines = entryLines(
      withRefundedDeferrals(periodTotals([withdrawal]), [{ kind: 'dispute', amountCents: 3000 }]),
      mapping,
      '2025-06',
    )
    expect(lines.ok && lines.lines.map((l) => [l.slot, l.postingType, l.amountCents])).toEqual([
      ['revenueDeferred', 'Debit', 3000],
      ['totalFees', 'Debit', 1500],
      ['badDebts', 'Debit', 2000],
      ['netTotal', 'Credit', 6500],
    ])
  })
})
