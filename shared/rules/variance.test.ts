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
  it('treats any change from zero as past a percentage threshold', () => {
    expect(varianceDirection(0, 1, { percentageThreshold: 1000 })).toBe('up')
    expect(varianceDirection(0, 0, { percentageThreshold: 0 })).toBe('none')
  })
})
