/** Schedule planning: periods, linear and linear_gradient amounts, rounding, mid-period starts, edits and a property. */
import { describe, expect, it } from 'vitest'
import { rng } from '../ledger/random-ledger.ts'
import {
  type TJournalEntryType,
  type TPeriodInterval,
  type TScheduleMethod,
  accountTypeProblem,
  amortizationStatus,
  duePeriods,
  entryCause,
  endDateForPeriods,
  periodProblems,
  planFigures,
  planSchedule,
  schedulePeriods,
  splitAmount,
  SCHEDULE_ACCOUNT_TYPES,
  SCHEDULE_MESSAGES,
} from './schedules.ts'

const amounts = (p: { amount: number }[]) => p.map((x) => x.amount)
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0)

describe('periods', () => {
  it('months of a calendar year post on each month end', () => {
    const p = schedulePeriods({ startDate: '2026-01-01', endDate: '2026-12-31', periodInterval: 'month' })
    expect(p).toHaveLength(12)
    expect(p.map((x) => x.date)).toContain('2026-02-28')
    expect(p[11]).toMatchObject({ periodNumber: 12, date: '2026-12-31', coverage: 1 })
  })

  it('quarters and years are calendar quarters and years', () => {
    const q = schedulePeriods({ startDate: '2026-02-10', endDate: '2026-12-31', periodInterval: 'quarter' })
    expect(q.map((x) => x.date)).toEqual(['2026-03-31', '2026-06-30', '2026-09-30', '2026-12-31'])
    expect(q[0].coverage).toBeCloseTo(50 / 90)
    const y = schedulePeriods({ startDate: '2026-07-01', endDate: '2028-06-30', periodInterval: 'year' })
    expect(y.map((x) => x.date)).toEqual(['2026-12-31', '2027-12-31', '2028-06-30'])
  })

  it('a mid-month start covers part of its first month; the end date closes the last period', () => {
    const p = schedulePeriods({ startDate: '2026-01-15', endDate: '2027-01-14', periodInterval: 'month' })
    expect(p).toHaveLength(13)
    expect(p[0]).toMatchObject({ startDate: '2026-01-15', date: '2026-01-31' })
    expect(p[0].coverage).toBeCloseTo(17 / 31)
    expect(p[12]).toMatchObject({ startDate: '2027-01-01', date: '2027-01-14' })
    expect(p[12].coverage).toBeCloseTo(14 / 31)
  })

  it('a number of periods ends on the last day of the last one', () => {
    expect(endDateForPeriods({ startDate: '2026-01-15', periods: 12, periodInterval: 'month' })).toBe('2026-12-31')
    expect(endDateForPeriods({ startDate: '2026-11-30', periods: 2, periodInterval: 'quarter' })).toBe('2027-03-31')
    expect(endDateForPeriods({ startDate: '2026-05-01', periods: 1, periodInterval: 'year' })).toBe('2026-12-31')
  })

  it('bad dates and periods are named by field', () => {
    expect(periodProblems({ startDate: '2026-03-01', endDate: '2026-02-28' })).toEqual([
      { path: 'endDate', message: SCHEDULE_MESSAGES.endBeforeStart },
    ])
    expect(periodProblems({ startDate: '2026-03-01', periods: 0 })).toEqual([
      { path: 'periods', message: SCHEDULE_MESSAGES.zeroPeriods },
    ])
    expect(periodProblems({ startDate: '2026-03-01' })).toEqual([
      { path: 'endDate', message: SCHEDULE_MESSAGES.endOrPeriods },
    ])
    expect(periodProblems({ startDate: '2026-03-01', endDate: '2026-03-01' })).toEqual([])
  })
})

describe('amounts', () => {
  it('linear spreads evenly and the last period absorbs the rounding', () => {
    const plan = planSchedule({
      amount: 10000,
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      periodInterval: 'month',
      method: 'linear',
    })
    expect(amounts(plan)).toEqual([3333, 3333, 3334])
    const twelve = planSchedule({
      amount: 120000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      periodInterval: 'month',
      method: 'linear',
    })
    expect(new Set(amounts(twelve))).toEqual(new Set([10000]))
  })

  it('linear_gradient declines straight-line (sum of the periods digits)', () => {
    const plan = planSchedule({
      amount: 60000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      periodInterval: 'quarter',
      method: 'linear_gradient',
    })
    expect(amounts(plan)).toEqual([24000, 18000, 12000, 6000])
    const yearly = planSchedule({
      amount: 100000,
      startDate: '2026-01-01',
      endDate: '2028-12-31',
      periodInterval: 'year',
      method: 'linear_gradient',
    })
    expect(amounts(yearly)).toEqual([50000, 33333, 16667])
  })

  it('a mid-period start posts its share of days first', () => {
    const plan = planSchedule({
      amount: 120000,
      startDate: '2026-01-16',
      endDate: '2026-12-31',
      periodInterval: 'month',
      method: 'linear',
    })
    expect(plan).toHaveLength(12)
    expect(plan[0].amount).toBeLessThan(plan[1].amount)
    expect(plan[0].amount / plan[1].amount).toBeCloseTo(16 / 31, 2)
    expect(sum(amounts(plan))).toBe(120000)
  })

  it('rounds down everywhere when rounding up would make the last period negative', () => {
    const parts = splitAmount(5, [1, 1, 1, 1, 1, 1, 1, 1, 1, 0.01])
    expect(sum(parts)).toBe(5)
    expect(parts.every((p) => p >= 0)).toBe(true)
  })
})

describe('posting, editing and cancelling', () => {
  const base = {
    amount: 100000,
    startDate: '2026-01-01',
    endDate: '2026-04-30',
    periodInterval: 'month' as const,
    method: 'linear' as const,
  }

  it('due periods are those whose date has come; figures follow what is posted', () => {
    const plan = planSchedule(base)
    expect(duePeriods(plan, '2026-02-28').map((p) => p.periodNumber)).toEqual([1, 2])
    const posted = planSchedule({ ...base, posted: [{ periodNumber: 1, amount: 25000 }] })
    expect(planFigures(posted)).toMatchObject({
      originalPeriods: 4,
      remainingPeriods: 3,
      postedAmount: 25000,
      remainingAmount: 75000,
      nextDate: '2026-02-28',
      lastDate: '2026-01-31',
    })
    expect(amortizationStatus(planSchedule(base), false)).toBe('pending')
    expect(amortizationStatus(posted, false)).toBe('active')
    expect(amortizationStatus(posted, true)).toBe('cancelled')
    const all = planSchedule({ ...base, posted: plan.map((p) => ({ periodNumber: p.periodNumber, amount: p.amount })) })
    expect(amortizationStatus(all, false)).toBe('completed')
    expect(duePeriods(all, '2030-01-01')).toEqual([])
  })

  it('an unchanged schedule keeps its first plan as it posts', () => {
    const first = planSchedule({ ...base, amount: 10000, endDate: '2026-03-31' })
    const later = planSchedule({
      ...base,
      amount: 10000,
      endDate: '2026-03-31',
      posted: [{ periodNumber: 1, amount: first[0].amount }],
    })
    expect(amounts(later)).toEqual(amounts(first))
  })

  it('an edit re-plans only the future: posted periods keep their amounts', () => {
    const posted = [
      { periodNumber: 1, amount: 25000 },
      { periodNumber: 2, amount: 25000 },
    ]
    const longer = planSchedule({ ...base, endDate: '2026-06-30', posted })
    expect(amounts(longer)).toEqual([25000, 25000, 12500, 12500, 12500, 12500])
    const bigger = planSchedule({ ...base, amount: 110000, posted })
    expect(amounts(bigger)).toEqual([25000, 25000, 30000, 30000])
    expect(longer.filter((p) => p.posted).map((p) => p.periodNumber)).toEqual([1, 2])
  })
})

describe('accounts', () => {
  it('names the types a side takes and the account that does not fit', () => {
    const { debitAccount } = SCHEDULE_ACCOUNT_TYPES.expense
    expect(accountTypeProblem(debitAccount, { Name: 'Rent', AccountType: 'Expense' })).toBeUndefined()
    expect(accountTypeProblem(debitAccount, { Name: 'Checking', AccountType: 'Bank' })).toBe(
      'Choose an account of type Expense, Other Expense or Cost of Goods Sold; Checking is Bank',
    )
  })
})

describe('property: random schedules post exactly their amount', () => {
  const intervals: TPeriodInterval[] = ['month', 'quarter', 'year']
  const methods: TScheduleMethod[] = ['linear', 'linear_gradient']
  const day = (r: () => number, from: number, span: number) =>
    new Date(from + Math.floor(r() * span) * 86_400_000).toISOString().slice(0, 10)

  it('for 1,000 random schedules, posted period by period with edits on the way', () => {
    const r = rng(15)
    const bad: string[] = []
    for (let i = 0; i < 1000; i++) {
      const startDate = day(r, Date.UTC(2020, 0, 1), 3000)
      const endDate = day(r, Date.parse(startDate), 1 + Math.floor(r() * 2500))
      let input = {
        amount: 1 + Math.floor(r() * (r() < 0.2 ? 100 : 1e9)),
        startDate,
        endDate,
        periodInterval: intervals[Math.floor(r() * 3)],
        method: methods[Math.floor(r() * 2)],
        posted: [] as { periodNumber: number; amount: number }[],
      }
      // post in random-size steps; sometimes edit the amount (never below what is posted) or the method
      for (;;) {
        const plan = planSchedule(input)
        if (!plan.every((p) => Number.isInteger(p.amount) && p.amount >= 0) || sum(amounts(plan)) !== input.amount)
          bad.push(JSON.stringify(input))
        const open = plan.filter((p) => !p.posted)
        if (open.length === 0) break
        const step = open.slice(0, 1 + Math.floor(r() * 3))
        input = {
          ...input,
          posted: [...input.posted, ...step.map((p) => ({ periodNumber: p.periodNumber, amount: p.amount }))],
        }
        // an edit needs a period left to post in (the API refuses it otherwise)
        if (open.length > step.length && r() < 0.1) {
          const done = sum(input.posted.map((p) => p.amount))
          input = { ...input, amount: done + Math.floor(r() * 1e6), method: methods[Math.floor(r() * 2)] }
        }
      }
      if (sum(input.posted.map((p) => p.amount)) !== input.amount) bad.push(JSON.stringify(input))
    }
    expect(bad).toEqual([])
  })
})

describe('entryCause', () => {
  it("names what made each of the product's entries", () => {
    const cause = (sourceRef: string, type: TJournalEntryType) => entryCause({ sourceRef, periodNumber: null, type })
    expect(cause('variance_analysis_adjustments:1', 'variance_analysis')).toBe(
      'An adjustment posted from a variance analysis',
    )
    expect(cause('reconciliation_adjustments:1', 'general')).toBe('An adjustment approved in a reconciliation')
    expect(entryCause({ sourceRef: null, periodNumber: 3, type: 'amortization' })).toBe('Period 3 of its schedule')
    expect(cause('stripe:2025-11-01', 'stripe')).toBe("Stripe's balance transactions of November 2025")
  })
})
