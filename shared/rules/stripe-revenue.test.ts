import { describe, expect, it } from 'vitest'
import { SEAT_LINES, stripeHistory, type TStripeInvoiceLine } from './stripe-history.ts'
import { planSchedule } from './schedules.ts'
import {
  DEFAULT_DIRECTIONS,
  deferredPart,
  deferredShares,
  entryLines,
  monthEndSeconds,
  periodOf,
  periodTotals,
  REVENUE_MAPPING_SLOTS,
  type TBalanceMovement,
  type TInvoiceTransition,
  type TRevenueMapping,
  type TRevenueMappingSlot,
  withInvoiceTransitions,
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
        ? deferredShares(
            b.amount - tax,
            ((inv.lines as { data: TStripeInvoiceLine[] }).data ?? []).map((l) => ({
              lineId: l.id,
              description: l.description,
              amountCents: l.amount,
              start: l.period.start,
              end: l.period.end,
            })),
            { start: inv.period_start as number, end: inv.period_end as number },
            monthEndSeconds(period),
          ).reduce((s, x) => s + x.amountCents, 0)
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

describe('Stripe invoices into revenue recognition', () => {
  const linesOf = (inv: Record<string, unknown>) =>
    ((inv.lines as { data: TStripeInvoiceLine[] }).data ?? []).map((l) => ({
      lineId: l.id,
      description: l.description,
      amountCents: l.amount,
      start: l.period.start,
      end: l.period.end,
    }))

  it('defers each line by its own period, and the schedules recognize exactly what was deferred, on random histories', () => {
    let seats = 0
    for (let seed = 1; seed <= 12; seed++) {
      const h = stripeHistory(seed, { from: YEAR_START, to: YEAR_END, count: 150 + seed * 20 })
      const byCharge = new Map(h.invoices.map((i) => [i.charge as string, i]))
      const deferredByMonth = new Map<string, number>()
      const scheduledByMonth = new Map<string, number>()
      for (const b of h.balanceTransactions) {
        const inv = b.type === 'charge' && b.currency === 'usd' ? byCharge.get(b.source ?? '') : undefined
        if (!inv) continue
        const period = periodOf(b.created)
        const monthEnd = monthEndSeconds(period)
        const lines = linesOf(inv)
        if (lines.length === SEAT_LINES) seats++
        const revenue = b.amount - (inv.tax as number)
        const shares = deferredShares(revenue, lines, null, monthEnd)
        // a share per line whose period runs past the month, each that line's part to the cent
        for (const x of shares) {
          const l = lines.find((y) => y.lineId === x.lineId)
          if (!l) throw new Error('a share without its line')
          expect(x.amountCents).toBe(deferredPart(l.amountCents, l.start, l.end, monthEnd))
          expect(x.startDate).toBe(new Date(monthEnd * 1000).toISOString().slice(0, 10))
          expect(x.endDate >= x.startDate).toBe(true)
        }
        const deferred = shares.reduce((s, x) => s + x.amountCents, 0)
        expect(deferred).toBeLessThanOrEqual(revenue)
        deferredByMonth.set(period, (deferredByMonth.get(period) ?? 0) + deferred)
        // the schedule made of each share plans exactly the share, month by month
        const planned = shares
          .map((x) =>
            planSchedule({
              amount: x.amountCents,
              startDate: x.startDate,
              endDate: x.endDate,
              periodInterval: 'month',
              method: 'linear',
            }).reduce((s, p) => s + p.amount, 0),
          )
          .reduce((s, a) => s + a, 0)
        scheduledByMonth.set(period, (scheduledByMonth.get(period) ?? 0) + planned)
      }
      expect(scheduledByMonth).toEqual(deferredByMonth)
      // and the month's entry credits revenueDeferred with the same cents
      for (const [period, rows] of months(seed, 150 + seed * 20)) {
        const t = periodTotals(rows)
        expect(t.deferredRevenue).toBe(deferredByMonth.get(period) ?? 0)
      }
    }
    // the histories hold invoices with more lines than Stripe embeds
    expect(seats).toBeGreaterThan(0)
  })

  it('defers what the lines do not explain by the invoice period, and a line within the month not at all', () => {
    const monthEnd = monthEndSeconds('2025-03-01')
    const start = Date.UTC(2025, 2, 1) / 1000
    const april = Date.UTC(2025, 4, 1) / 1000
    const shares = deferredShares(
      10_000,
      [
        { lineId: 'il_a', description: 'Setup', amountCents: 4_000, start, end: start + 86_400 },
        { lineId: 'il_b', description: 'Plan', amountCents: 3_000, start, end: april },
      ],
      { start, end: april },
      monthEnd,
    )
    expect(shares.map((x) => [x.lineId, x.amountCents, x.startDate, x.endDate])).toEqual([
      ['il_b', deferredPart(3_000, start, april, monthEnd), '2025-04-01', '2025-04-30'],
      [null, deferredPart(3_000, start, april, monthEnd), '2025-04-01', '2025-04-30'],
    ])
  })

  it('refuses to post deferred revenue while the Revenue recognized slot is empty, naming it', () => {
    const t = periodTotals([{ type: 'charge', currency: 'usd', amountCents: 1000, feeCents: 59, deferredCents: 400 }])
    const { revenueRecognized: _, ...without } = mapping
    expect(entryLines(t, without, '2025-03')).toEqual({
      ok: false,
      slot: 'revenueRecognized',
      message: 'Map the Revenue recognized slot (revenueRecognized) to an account before posting 2025-03',
    })
    const none = periodTotals([{ type: 'charge', currency: 'usd', amountCents: 1000, feeCents: 59 }])
    expect(entryLines(none, without, '2025-03').ok).toBe(true)
  })
})

/** A history's invoice status transitions by month, as the ingest stores them. */
function transitionsByMonth(seed: number, count: number) {
  const h = stripeHistory(seed, { from: YEAR_START, to: YEAR_END, count })
  const out = new Map<string, TInvoiceTransition[]>()
  const fields = {
    finalized: 'finalized_at',
    paid: 'paid_at',
    voided: 'voided_at',
    uncollectible: 'marked_uncollectible_at',
  }
  for (const inv of h.invoices) {
    const at = inv.status_transitions as Record<string, number | null>
    for (const [transition, field] of Object.entries(fields)) {
      const t = at[field]
      if (!t) continue
      const period = periodOf(t)
      out.set(period, [
        ...(out.get(period) ?? []),
        {
          transition: transition as TInvoiceTransition['transition'],
          currency: inv.currency as string,
          totalCents: inv.total as number,
          taxCents: inv.tax as number,
        },
      ])
    }
  }
  return { h, out }
}

describe('the slots beside Stripe totals: receivable, voided, bad debts, recognized', () => {
  it("lands every slot's amount in its own account and balances, to the cent, on random histories", () => {
    // every slot its own account, so a line can only reach the account of its slot
    const own: TRevenueMapping = Object.fromEntries(
      REVENUE_MAPPING_SLOTS.map((s, i) => [
        s,
        { accountId: String(500 + i), transactionDirection: DEFAULT_DIRECTIONS[s] },
      ]),
    )
    const slotOf = new Map(Object.entries(own).map(([slot, m]) => [m?.accountId, slot as TRevenueMappingSlot]))
    let sawReceivable = 0
    let sawVoided = 0
    let sawWrittenOff = 0
    for (let seed = 1; seed <= 25; seed++) {
      const count = 120 + seed * 15
      const { h, out } = transitionsByMonth(seed, count)
      let receivable = 0
      for (const [period, rows] of months(seed, count)) {
        const t = withInvoiceTransitions(periodTotals(rows), out.get(period) ?? [])
        const e = entryLines(t, own, period)
        if (!e.ok) throw new Error(e.message)
        const signed = new Map<string, number>()
        for (const l of e.lines) {
          const slot = slotOf.get(l.accountId)
          expect(slot).toBe(l.slot)
          const dir = own[l.slot]?.transactionDirection === l.postingType ? 1 : -1
          signed.set(l.slot, (signed.get(l.slot) ?? 0) + dir * l.amountCents)
        }
        const side = (p: string) => e.lines.filter((l) => l.postingType === p).reduce((s, l) => s + l.amountCents, 0)
        expect(side('Debit')).toBe(side('Credit'))
        const want: Partial<Record<TRevenueMappingSlot, number>> = {
          revenue: t.recognizedRevenue + t.accruedRevenue,
          revenueDeferred: t.deferredRevenue,
          totalTaxes: t.totalTaxes + t.accruedTaxes,
          accountsReceivable: t.accountsReceivable,
          voided: t.voided,
          totalFees: t.totalFees,
          refunds: t.totalRefunds,
          badDebts: t.badDebts + t.uncollectible,
          totalPayouts: t.totalPayouts,
          netTotal: t.netTotal,
        }
        for (const [slot, amount] of Object.entries(want)) expect(signed.get(slot) ?? 0).toBe(amount)
        receivable += t.accountsReceivable
        if (t.accountsReceivable !== 0) sawReceivable++
        if (t.voided) sawVoided++
        if (t.uncollectible) sawWrittenOff++
      }
      // over the year the receivable adds up to the USD invoices still open at its end
      const open = h.invoices
        .filter((i) => i.status === 'open' && i.currency === 'usd')
        .reduce((s, i) => s + (i.total as number), 0)
      expect(receivable).toBe(open)
    }
    expect(sawReceivable > 0 && sawVoided > 0 && sawWrittenOff > 0).toBe(true)
  })

  it('books an invoice finalized and paid in one month as nothing, and one paid later across the month end', () => {
    const inv = { currency: 'usd', totalCents: 10_800, taxCents: 800 }
    const base = periodTotals([])
    const same = withInvoiceTransitions(base, [
      { transition: 'finalized', ...inv },
      { transition: 'paid', ...inv },
    ])
    expect([same.accountsReceivable, same.accruedRevenue, same.accruedTaxes]).toEqual([0, 0, 0])
    const finalized = withInvoiceTransitions(base, [{ transition: 'finalized', ...inv }])
    expect(entryLines(finalized, mapping, '2025-03').ok && entryLines(finalized, mapping, '2025-03')).toMatchObject({
      lines: [
        { slot: 'revenue', postingType: 'Credit', amountCents: 10_000 },
        { slot: 'totalTaxes', postingType: 'Credit', amountCents: 800 },
        { slot: 'accountsReceivable', postingType: 'Debit', amountCents: 10_800 },
      ],
    })
    const voided = withInvoiceTransitions(base, [{ transition: 'voided', ...inv }])
    expect(entryLines(voided, mapping, '2025-04')).toMatchObject({
      ok: true,
      lines: [
        { slot: 'totalTaxes', postingType: 'Debit', amountCents: 800 },
        { slot: 'accountsReceivable', postingType: 'Credit', amountCents: 10_800 },
        { slot: 'voided', postingType: 'Debit', amountCents: 10_000 },
      ],
    })
    const written = withInvoiceTransitions(base, [{ transition: 'uncollectible', ...inv }])
    expect(written.uncollectible).toBe(10_000)
    const { accountsReceivable: _, ...without } = mapping
    expect(entryLines(finalized, without, '2025-03')).toEqual({
      ok: false,
      slot: 'accountsReceivable',
      message: 'Map the Accounts receivable slot (accountsReceivable) to an account before posting 2025-03',
    })
    // a non-USD invoice is flagged, never summed
    expect(withInvoiceTransitions(base, [{ transition: 'finalized', ...inv, currency: 'eur' }])).toMatchObject({
      accountsReceivable: 0,
      flaggedNonUsd: 1,
    })
  })
})
