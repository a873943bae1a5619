import { describe, expect, it } from 'vitest'
import { monthLabel, monthSeries } from './month-series.ts'

describe('monthSeries', () => {
  it('labels months shortly and turns micros into cents, out as a positive bar', () => {
    expect(
      monthSeries([
        { month: '2025-12', inMicros: '1250005000', outMicros: '0' },
        { month: '2026-01', inMicros: '0', outMicros: '-300000' },
      ]),
    ).toEqual({ labels: ['Dec 25', 'Jan 26'], inCents: [125001, 0], outCents: [0, 30] })
  })

  it('shows an unexpected month key as given', () => {
    expect(monthLabel('2026-13')).toBe('2026-13')
    expect(monthLabel('soon')).toBe('soon')
  })
})
