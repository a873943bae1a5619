import { describe, expect, it } from 'vitest'
import { stripeHistory } from './stripe-history.ts'
import {
  DEFAULT_DIRECTIONS,
  deferredPart,
  entryLines,
  monthEndSeconds,
  periodOf,
  periodTotals,
  REVENUE_MAPPING_SLOTS,
  type TBalanceMovement,
  type TRevenueMapping,
} from './stripe-revenue.ts'

const mapping: TRevenueMapping = Object.fromEntries(
  REVENUE_MAPPING_SLOTS.map((s, i) => [s, { accountId: String(100 + i), transactionDirection: DEFAULT_DIRECTIONS[s] }]),
)
const YEAR_START = Date.UTC(2025, 0, 1) / 1000
const YEAR_END = Date.UTC(2026, 0, 1) / 1000

/** A history's balance transactions by month, with each charge's tax and deferral from its invoice. */
function months(seed: number, count: number) {
  const h = stripeHistory(seed, { from: YEAR_START, to: YEAR_END, count })
  const invoiceOf = new Map(h.invoices.map((i) => [i.charge as string, i]))
  const byMonth = new Map<string, (TBalanceMovement & { net: number })[]>()
  for (const b of h.balanceTransactions) {
    const period = periodOf(b.created)
    const inv = b.type === 'charge' ? invoiceOf.get(b.source ?? '') : undefined
    const tax = (inv?.tax as number | undefined) ?? 0
    const row = {
      type: b.type,
      reportingCategory: b.reporting_category,
      currency: b.currency,
      amountCents: b.amount,
      feeCents: b.fee,
      net: b.net,
      taxCents: tax,
      deferredCents: inv
        ? deferredPart(b.amount - tax, inv.period_start as number, inv.period_end as number, monthEndSeconds(period))
        : 0,
    }
    byMonth.set(period, [...(byMonth.get(period) ?? []), row])
  }
  return byMonth
}

describe('the stripe entry of a month', () => {
  it('equals the sum of its balance transactions to the cent, on random histories', () => {
    for (let seed = 1; seed <= 40; seed++) {
      for (const [period, rows] of months(seed, 50 + seed * 13)) {
        const t = periodTotals(rows)
        const usd = rows.filter((r) => r.currency === 'usd')
        expect(t.netTotal).toBe(usd.reduce((s, r) => s + r.net, 0))
        expect(t.totalFees).toBe(usd.reduce((s, r) => s + r.feeCents, 0))
        expect(t.revenue).toBe(t.recognizedRevenue + t.deferredRevenue)
        expect(t.flaggedNonUsd).toBe(rows.length - usd.length)
        const e = entryLines(t, mapping, period)
        if (!e.ok) throw new Error(e.message)
        const side = (p: string) => e.lines.filter((l) => l.postingType === p).reduce((s, l) => s + l.amountCents, 0)
        expect(side('Debit')).toBe(side('Credit'))
        // the entry's net line is the month's net movement of the Stripe balance
        const net = e.lines.find((l) => l.slot === 'netTotal')
        expect(net ? (net.postingType === 'Debit' ? net.amountCents : -net.amountCents) : 0).toBe(t.netTotal)
        for (const l of e.lines) expect(Number.isInteger(l.amountCents) && l.amountCents > 0).toBe(true)
      }
    }
  })

  it('refuses to post with an empty slot, naming it', () => {
    const t = periodTotals([{ type: 'charge', currency: 'usd', amountCents: 1000, feeCents: 59 }])
    const { totalFees: _, ...withoutFees } = mapping
    const e = entryLines(t, withoutFees, '2025-03-01')
    expect(e).toEqual({
      ok: false,
      slot: 'totalFees',
      message: 'Map the Total fees slot (totalFees) to an account before posting 2025-03-01',
    })
  })

  it('refuses directions that do not balance', () => {
    const t = periodTotals([{ type: 'charge', currency: 'usd', amountCents: 1000, feeCents: 59 }])
    const e = entryLines(t, { ...mapping, totalFees: { accountId: '1', transactionDirection: 'Credit' } }, '2025-03-01')
    expect(e.ok).toBe(false)
  })

  it('flags a non-USD row and leaves it out of every total', () => {
    const t = periodTotals([
      { type: 'charge', currency: 'eur', amountCents: 5000, feeCents: 175 },
      { type: 'charge', currency: 'usd', amountCents: 1000, feeCents: 59 },
    ])
    expect(t).toMatchObject({ revenue: 1000, totalFees: 59, netTotal: 941, flaggedNonUsd: 1, count: 1 })
  })

  it('blocks an unknown type instead of summing it', () => {
    const t = periodTotals([{ type: 'climate_order_purchase', currency: 'usd', amountCents: -100, feeCents: 0 }])
    expect(entryLines(t, mapping, '2025-03-01')).toMatchObject({ ok: false })
  })

  it('defers the share of a service period after the month', () => {
    const start = Date.UTC(2025, 2, 16) / 1000
    const end = Date.UTC(2025, 3, 15) / 1000
    expect(deferredPart(3000, start, end, monthEndSeconds('2025-03-01'))).toBe(1400)
    expect(deferredPart(3000, start, start + 86_400, monthEndSeconds('2025-03-01'))).toBe(0)
  })
})
