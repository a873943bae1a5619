import { describe, expect, it } from 'vitest'
import { varianceDirection } from './variance.ts'

describe('varianceDirection (spec accounting §4)', () => {
  it('is null when the organization set no threshold', () => {
    expect(varianceDirection(100_00, 500_00, {})).toBeNull()
  })
  it('is up past the percentage threshold or the amount threshold', () => {
    expect(varianceDirection(100_00, 121_00, { percentageThreshold: 20 })).toBe('up')
    expect(varianceDirection(100_00, 120_00, { percentageThreshold: 20 })).toBe('none')
    expect(varianceDirection(10_000_00, 10_600_00, { percentageThreshold: 20, dollarThreshold: 500 })).toBe('up')
  })
  it('is down when the absolute percentage change passes the threshold, or the amount fell by more than the amount', () => {
    expect(varianceDirection(100_00, 70_00, { percentageThreshold: 20 })).toBe('down')
    expect(varianceDirection(10_000_00, 9_400_00, { dollarThreshold: 500 })).toBe('down')
    expect(varianceDirection(10_000_00, 9_600_00, { dollarThreshold: 500 })).toBe('none')
  })
  it('leaves a change from a zero month to the amount threshold alone (the percentage change is null)', () => {
    expect(varianceDirection(0, 1, { percentageThreshold: 1000 })).toBe('none')
    expect(varianceDirection(0, 500_00, { percentageThreshold: 0 })).toBe('none')
    expect(varianceDirection(0, 0, { percentageThreshold: 0 })).toBe('none')
    expect(varianceDirection(0, 500_01, { percentageThreshold: 10, dollarThreshold: 500 })).toBe('up')
    expect(varianceDirection(0, -500_01, { percentageThreshold: 10, dollarThreshold: 500 })).toBe('down')
    expect(varianceDirection(0, 500_00, { percentageThreshold: 10, dollarThreshold: 500 })).toBe('none')
  })
  it('uses the same month-over-month change as the variance analysis (truncated to a tenth of a percent)', () => {
    // 20.04% truncates to 20.0, which does not exceed 20
    expect(varianceDirection(100_000_00, 120_040_00, { percentageThreshold: 20 })).toBe('none')
  })
})
