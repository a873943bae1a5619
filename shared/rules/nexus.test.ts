import { describe, expect, it } from 'vitest'
import {
  type NexusLine,
  dailySeriesByState,
  dateOf,
  dayOf,
  evaluateNexus,
  firstCrossingDay,
  firstCrossings,
  inNexusOn,
  twelveMonthStart,
} from './nexus.ts'
import { NEXUS_RULES, NEXUS_STATES, type NexusRule, nexusRuleOf } from './nexus-states.ts'
import { rng as seededRandom } from './seeded-random.ts'

const rule = (state: string) => nexusRuleOf(state) as NexusRule
const crossing = (lines: NexusLine[], state: string) =>
  firstCrossings(lines).find((c) => c.state === state)?.crossedOn ?? null
const line = (state: string, date: string, amountCents: number, type: NexusLine['type'] = 'product'): NexusLine => ({
  state,
  date,
  amountCents,
  type,
})
/** n lines of `each` cents on consecutive days from `from`. */
const daily = (state: string, from: string, n: number, each: number, type: NexusLine['type'] = 'product') =>
  Array.from({ length: n }, (_, i) => line(state, dateOf(dayOf(from) + i), each, type))
/** n lines of `each` cents spread over the `days` days from `from` (several a day), to stay inside one quarter. */
const spread = (state: string, from: string, n: number, each: number, days: number) =>
  Array.from({ length: n }, (_, i) => line(state, dateOf(dayOf(from) + (i % days)), each))
/** A date inside every state's window when all lines fall in it: mid-year, mid-quarter runs fit in one quarter. */
const inNexusOnDate = (lines: NexusLine[], state: string, date: string) => {
  const s = dailySeriesByState(lines).get(state) ?? { days: [], cents: [], counts: [] }
  return inNexusOn(rule(state), s, dayOf(date))
}

describe('the table (§9)', () => {
  it('has the nineteen SaaS-taxable states in order', () => {
    expect(NEXUS_STATES).toEqual(
      'AZ CT DC HI KY MA NM NY OH PA RI SC SD TN TX UT VT WA WV'.split(' ') as typeof NEXUS_STATES,
    )
  })
  it.each([
    ['AZ', 100_000, null, null, 'calendar-year', 'product,service'],
    ['CT', 100_000, 200, 'and', 'fiscal-year', 'product,service'],
    ['DC', 100_000, 200, 'or', 'previous-and-current-year', 'product'],
    ['HI', 100_000, 200, 'or', 'previous-and-current-year', 'product,service'],
    ['KY', 100_000, 200, 'or', 'previous-and-current-year', 'product'],
    ['MA', 100_000, null, null, 'previous-and-current-year', 'product,service'],
    ['NM', 100_000, null, null, 'previous-and-current-year', 'product'],
    ['NY', 500_000, 100, 'and', 'custom-quarters', 'product'],
    ['OH', 100_000, 200, 'or', 'previous-and-current-year', 'product,service'],
    ['PA', 100_000, null, null, 'previous-and-current-year', 'product,service'],
    ['RI', 100_000, 200, 'or', 'previous-and-current-year', 'product'],
    ['SC', 100_000, null, null, 'previous-and-current-year', 'product,service'],
    ['SD', 100_000, null, null, 'previous-and-current-year', 'product,service'],
    ['TN', 100_000, null, null, 'last-12-months', 'product,service'],
    ['TX', 500_000, null, null, 'last-12-months', 'product,service'],
    ['UT', 100_000, 200, 'or', 'previous-and-current-year', 'product,service'],
    ['VT', 100_000, 100, 'or', 'last-4-quarters', 'product,service'],
    ['WA', 100_000, null, null, 'previous-and-current-year', 'product'],
    ['WV', 100_000, 200, 'or', 'previous-and-current-year', 'product,service'],
  ])('%s: $%i, count %s, %s, %s, taxable %s', (state, dollars, count, combine, window, taxable) => {
    const r = rule(state)
    expect([r.valueCents, r.count, r.combine, r.window, r.taxable.join(',')]).toEqual([
      dollars * 100,
      count,
      combine,
      window,
      taxable,
    ])
    if (state === 'CT') expect(r.fiscalYearEndMonth).toBe(8)
  })
})

// Every state, at its threshold: four lines inside one window (mid-April to early May of 2026: one calendar year,
// one fiscal year, one calendar quarter (Q2), one New York quarter (Mar-May), one twelve-month window).
describe.each(NEXUS_RULES.map((r) => [r.state, r as NexusRule] as const))('%s thresholds', (state, r) => {
  const perLine = Math.floor(r.valueCents / 4)
  const rest = r.valueCents - 3 * perLine
  const fourLines = (last: number) => [
    line(state, '2026-04-10', perLine),
    line(state, '2026-04-20', perLine),
    line(state, '2026-04-30', perLine),
    line(state, '2026-05-05', last),
  ]
  const quarterly = r.window === 'last-4-quarters' || r.window === 'custom-quarters'
  // quarter windows cross at the end of the quarter holding the last line: June 30, or May 31 for New York
  const expected =
    r.window === 'last-4-quarters' ? '2026-06-30' : r.window === 'custom-quarters' ? '2026-05-31' : '2026-05-05'

  it('just below the value threshold: not crossed', () => {
    expect(crossing(fourLines(rest - 1), state)).toBeNull()
  })
  if (r.combine !== 'and') {
    it('reaching the value threshold exactly: crossed on that date', () => {
      expect(crossing(fourLines(rest), state)).toBe(expected)
    })
    it('just above the value threshold: crossed', () => {
      expect(crossing(fourLines(rest + 1), state)).toBe(expected)
    })
  } else {
    it('AND: the value alone, with too few transactions, is not enough', () => {
      expect(crossing(fourLines(rest + 1_000_000), state)).toBeNull()
    })
  }
  if (r.count !== null) {
    const count = r.count
    const small = r.combine === 'and' ? Math.ceil(r.valueCents / count) : 100
    it(`${count - 1} transactions: not crossed`, () => {
      expect(crossing(daily(state, '2026-04-01', count - 1, small), state)).toBeNull()
    })
    it(`${count} transactions${r.combine === 'and' ? ' with the value' : ' of $1'}: crossed on the ${count}th`, () => {
      const lines = daily(state, '2026-03-01', count, small)
      const last = lines[lines.length - 1].date
      const onDate = quarterly ? null : last
      if (onDate) expect(crossing(lines, state)).toBe(onDate)
      else expect(crossing(lines, state)).not.toBeNull()
    })
    if (r.combine === 'and') {
      it('AND: enough transactions just short of the value: not crossed', () => {
        const lines = daily(state, '2026-03-01', count, 1)
        lines[0].amountCents = r.valueCents - count
        expect(crossing(lines, state)).toBeNull()
      })
    }
  } else {
    it('no count threshold: thousands of small lines under the value do not cross', () => {
      expect(crossing(daily(state, '2026-03-01', 90, 1), state)).toBeNull()
    })
  }
  it('a line of a type not taxable there does not count', () => {
    const lines = fourLines(rest).map((l, i) => (i === 3 ? { ...l, type: 'service' as const } : l))
    if (r.taxable.includes('service') && r.combine !== 'and') expect(crossing(lines, state)).toBe(expected)
    else expect(crossing(lines, state)).toBeNull()
  })
  it("another state's sales do not count", () => {
    const other = state === 'AZ' ? 'CA' : 'AZ'
    expect(
      crossing(
        fourLines(rest).map((l) => ({ ...l, state: other })),
        state,
      ),
    ).toBeNull()
  })
})

describe('calendar year (AZ)', () => {
  it('resets on January 1', () => {
    expect(crossing([line('AZ', '2025-12-31', 9_999_999), line('AZ', '2026-01-01', 1)], 'AZ')).toBeNull()
    expect(crossing([line('AZ', '2025-01-01', 9_999_999), line('AZ', '2025-12-31', 1)], 'AZ')).toBe('2025-12-31')
  })
  it('is not in nexus the next year on the previous year alone', () => {
    const lines = [line('AZ', '2025-06-01', 10_000_000)]
    expect(inNexusOnDate(lines, 'AZ', '2025-06-01')).toBe(true)
    expect(inNexusOnDate(lines, 'AZ', '2026-01-01')).toBe(false)
  })
})

describe('previous and current calendar year', () => {
  it('crosses on the date the running total meets it', () => {
    expect(crossing([line('PA', '2026-02-01', 5_000_000), line('PA', '2026-08-17', 5_000_000)], 'PA')).toBe(
      '2026-08-17',
    )
  })
  it('the previous-year rule: on January 1 a state whose whole previous year met it is in nexus, a year later not', () => {
    const lines = [line('MA', '2025-03-01', 6_000_000), line('MA', '2025-11-30', 4_000_000)]
    expect(inNexusOnDate(lines, 'MA', '2025-11-29')).toBe(false)
    expect(inNexusOnDate(lines, 'MA', '2025-11-30')).toBe(true)
    expect(inNexusOnDate(lines, 'MA', '2026-01-01')).toBe(true)
    expect(inNexusOnDate(lines, 'MA', '2026-12-31')).toBe(true)
    expect(inNexusOnDate(lines, 'MA', '2027-01-01')).toBe(false)
  })
  it('a previous year just short does not carry into January 1', () => {
    const lines = [line('SD', '2025-03-01', 9_999_999)]
    expect(inNexusOnDate(lines, 'SD', '2026-01-01')).toBe(false)
  })
  it('the two years are not added together', () => {
    expect(crossing([line('WA', '2025-12-31', 5_000_000), line('WA', '2026-01-01', 5_000_000)], 'WA')).toBeNull()
  })
  it('OR on the count: 200 lines across the year cross on the 200th', () => {
    const lines = Array.from({ length: 200 }, (_, i) => line('OH', dateOf(dayOf('2026-01-01') + i), 100))
    expect(crossing(lines, 'OH')).toBe(dateOf(dayOf('2026-01-01') + 199))
    expect(crossing(lines.slice(0, 199), 'OH')).toBeNull()
  })
})

describe('last twelve months (TN, TX)', () => {
  it('a window ends on the date and starts the day after the same date a year before', () => {
    expect(dateOf(twelveMonthStart(dayOf('2026-03-14')))).toBe('2025-03-15')
    expect(dateOf(twelveMonthStart(dayOf('2026-01-01')))).toBe('2025-01-02')
    expect(dateOf(twelveMonthStart(dayOf('2028-02-29')))).toBe('2027-03-01')
    expect(dateOf(twelveMonthStart(dayOf('2027-02-28')))).toBe('2026-03-01')
  })
  it('a line exactly a year before has left the window; a day later it is still in', () => {
    expect(crossing([line('TN', '2025-03-14', 5_000_000), line('TN', '2026-03-14', 5_000_000)], 'TN')).toBeNull()
    expect(crossing([line('TN', '2025-03-15', 5_000_000), line('TN', '2026-03-14', 5_000_000)], 'TN')).toBe(
      '2026-03-14',
    )
  })
  it('spans the year end, unlike the calendar windows', () => {
    expect(crossing([line('TX', '2025-10-01', 25_000_000), line('TX', '2026-02-01', 25_000_000)], 'TX')).toBe(
      '2026-02-01',
    )
  })
  it('slides: old sales leave as new ones arrive', () => {
    // $30,000 a quarter-month apart for two years: never $100,000 in twelve months until the pace picks up
    const lines = Array.from({ length: 8 }, (_, i) => line('TN', dateOf(dayOf('2024-01-15') + i * 91), 3_000_000))
    expect(crossing(lines, 'TN')).toBe(dateOf(dayOf('2024-01-15') + 3 * 91)) // four in 273 days: $120,000
    const sparse = Array.from({ length: 8 }, (_, i) => line('TN', dateOf(dayOf('2024-01-15') + i * 130), 3_000_000))
    expect(crossing(sparse, 'TN')).toBeNull() // at most three in any twelve months: $90,000
  })
})

describe('last four quarters (VT)', () => {
  it('crosses at the quarter end, not on the day of the sale', () => {
    expect(crossing([line('VT', '2026-02-10', 10_000_000)], 'VT')).toBe('2026-03-31')
  })
  it('reads the four quarters ending there: the fifth quarter back has left', () => {
    const lines = [line('VT', '2025-03-31', 5_000_000), line('VT', '2026-04-01', 5_000_000)]
    expect(crossing(lines, 'VT')).toBeNull()
    const inside = [line('VT', '2025-04-01', 5_000_000), line('VT', '2026-03-31', 5_000_000)]
    expect(crossing(inside, 'VT')).toBe('2026-03-31')
  })
  it('OR on the count: 100 transactions in a quarter cross at its end', () => {
    const lines = spread('VT', '2026-07-01', 100, 1, 60)
    expect(crossing(lines, 'VT')).toBe('2026-09-30')
    expect(crossing(lines.slice(0, 99), 'VT')).toBeNull()
  })
  it('between quarter ends the state keeps the last quarter end’s answer', () => {
    const lines = [line('VT', '2026-02-10', 10_000_000)]
    expect(inNexusOnDate(lines, 'VT', '2026-03-30')).toBe(false)
    expect(inNexusOnDate(lines, 'VT', '2026-03-31')).toBe(true)
    expect(inNexusOnDate(lines, 'VT', '2027-03-30')).toBe(true)
    expect(inNexusOnDate(lines, 'VT', '2027-03-31')).toBe(false)
  })
})

describe("New York's custom quarters", () => {
  // within 28 days of `from`: inside one custom quarter when `from` is a quarter's first or last month
  const nyLines = (from: string, n: number, each: number) => spread('NY', from, n, each, 28)
  it('the December-February quarter spans the year end and ends on the last day of February', () => {
    const lines = [...nyLines('2025-12-01', 50, 500_000), ...nyLines('2026-02-01', 50, 500_000)]
    expect(crossing(lines, 'NY')).toBe('2026-02-28')
    const leap = [...nyLines('2027-12-01', 50, 500_000), ...nyLines('2028-02-01', 50, 500_000)]
    expect(crossing(leap, 'NY')).toBe('2028-02-29')
  })
  it('reads Mar-May, Jun-Aug, Sep-Nov and Dec-Feb ends', () => {
    expect(crossing(nyLines('2026-03-01', 100, 500_000), 'NY')).toBe('2026-05-31')
    expect(crossing(nyLines('2026-06-01', 100, 500_000), 'NY')).toBe('2026-08-31')
    expect(crossing(nyLines('2026-09-01', 100, 600_000), 'NY')).toBe('2026-11-30')
  })
  it('four quarters back: a sale on the last day of February leaves with the quarter ending a year later', () => {
    const lines = [line('NY', '2025-02-28', 25_000_000), ...nyLines('2025-12-01', 100, 250_000)]
    expect(crossing(lines, 'NY')).toBeNull()
    const inside = [line('NY', '2025-03-01', 25_000_000), ...nyLines('2025-12-01', 100, 250_000)]
    expect(crossing(inside, 'NY')).toBe('2026-02-28')
  })
  it('AND: 99 transactions over the value, or 100 under it, do not cross', () => {
    expect(crossing(nyLines('2026-03-01', 99, 1_000_000), 'NY')).toBeNull()
    expect(crossing(nyLines('2026-03-01', 100, 499_999), 'NY')).toBeNull()
    expect(crossing(nyLines('2026-03-01', 100, 500_000), 'NY')).toBe('2026-05-31')
  })
})

describe("Connecticut's fiscal year (ends with month index 8)", () => {
  const ctLines = (from: string, n: number, each: number) => daily('CT', from, n, each)
  it('runs from October 1: September 30 and October 1 are in different years', () => {
    const lines = [...ctLines('2025-06-01', 122, 50_000), ...ctLines('2025-10-01', 100, 50_000)]
    // June 1 to September 30 is 122 lines of $500 ($61,000); from October 1 another 100 ($50,000): neither year both
    expect(crossing(lines, 'CT')).toBeNull()
  })
  it('crosses on the date the running total from October 1 meets both thresholds', () => {
    const lines = ctLines('2025-10-01', 200, 50_000) // $100,000 and 200 on the 200th day
    expect(crossing(lines, 'CT')).toBe(dateOf(dayOf('2025-10-01') + 199))
  })
  it('spans the calendar year end', () => {
    const lines = [...ctLines('2025-11-01', 100, 50_000), ...ctLines('2026-01-01', 100, 50_000)]
    expect(crossing(lines, 'CT')).toBe(dateOf(dayOf('2026-01-01') + 99))
  })
  it('a fiscal year running through September 30 is one year', () => {
    // 200 lines of $500 from July 1 to September 30, the last two on September 30; one more on October 1
    const lines = [...spread('CT', '2026-07-01', 200, 50_000, 92), line('CT', '2026-10-01', 50_000)]
    expect(crossing(lines, 'CT')).toBe('2026-09-30')
    expect(crossing(lines.slice(0, 199), 'CT')).toBeNull()
  })
})

describe('the one-pass crossing equals reading every date', () => {
  // random lines over two and a half years; for every state the earliest date inNexusOn holds, day by day
  it.each(NEXUS_RULES.map((r) => [r.state, r as NexusRule] as const))('%s', (state, r) => {
    const random = seededRandom(state.charCodeAt(0) * 31 + state.charCodeAt(1))
    for (let round = 0; round < 6; round++) {
      const n = 20 + Math.floor(random() * 250)
      const scale = (r.valueCents / (n / 3)) * (0.5 + random())
      const lines = Array.from({ length: n }, () =>
        line(
          state,
          dateOf(dayOf('2024-01-01') + Math.floor(random() * 900)),
          Math.floor(random() * scale),
          random() < 0.5 ? 'product' : 'service',
        ),
      )
      const s = dailySeriesByState(lines).get(state) ?? { days: [], cents: [], counts: [] }
      let byEveryDate: number | null = null
      for (let d = dayOf('2024-01-01'); d <= dayOf('2027-01-01'); d++) {
        if (inNexusOn(r, s, d)) {
          byEveryDate = d
          break
        }
      }
      expect(firstCrossingDay(r, s)).toBe(byEveryDate)
    }
  })
})

describe('progress and projection', () => {
  it('reports crossed, near and below with percents of each threshold', () => {
    const lines = [
      line('AZ', '2026-03-14', 10_000_000),
      line('PA', '2026-05-01', 8_000_000),
      ...daily('OH', '2026-06-01', 50, 10_000),
    ]
    const by = Object.fromEntries(evaluateNexus(lines, '2026-07-31').map((r) => [r.state, r]))
    expect(by.AZ).toMatchObject({ status: 'crossed', crossedOn: '2026-03-14', valuePercent: 100 })
    expect(by.PA).toMatchObject({ status: 'near', crossedOn: null, valuePercent: 80, countPercent: null })
    expect(by.OH).toMatchObject({ status: 'below', valueCents: 500_000, count: 50, valuePercent: 5, countPercent: 25 })
    expect(by.TX).toMatchObject({ status: 'below', valueCents: 0, projectedOn: null })
  })
  it('ignores lines after the as-of date', () => {
    const lines = [line('AZ', '2026-09-14', 10_000_000)]
    expect(evaluateNexus(lines, '2026-06-30')[0]).toMatchObject({ status: 'below', crossedOn: null, valueCents: 0 })
  })
  it('a quarter window whose quarter is still running has not crossed yet', () => {
    const lines = [line('VT', '2026-04-10', 10_000_000)]
    const vt = evaluateNexus(lines, '2026-05-01').find((r) => r.state === 'VT')
    expect(vt).toMatchObject({ status: 'near', crossedOn: null, valuePercent: 100, projectedOn: '2026-06-30' })
  })
  it('projects the crossing from the last 90 days’ pace, within the year', () => {
    // $600 a day for 90 days to September 30: $54,000; $46,000 more at $600 a day is 77 days: December 16
    const lines = daily('WA', '2026-07-03', 90, 60_000)
    const wa = evaluateNexus(lines, '2026-09-30').find((r) => r.state === 'WA')
    expect(wa?.valueCents).toBe(5_400_000)
    expect(wa?.projectedOn).toBe('2026-12-16')
    // the same pace to October 20 would need until January 5, after the total resets: no projection
    const late = daily('WA', '2026-07-23', 90, 60_000)
    expect(evaluateNexus(late, '2026-10-20').find((r) => r.state === 'WA')?.projectedOn).toBeNull()
  })
  it('counts sales since the crossing for the accrued liability', () => {
    const lines = [line('AZ', '2026-03-14', 10_000_000), line('AZ', '2026-04-01', 123_456), line('AZ', '2026-03-14', 5)]
    const az = evaluateNexus(lines, '2026-06-30')[0]
    expect(az.crossedOn).toBe('2026-03-14')
    expect(az.salesSinceCrossingCents).toBe(123_456)
  })
})
