import { describe, expect, it } from 'vitest'
import { axisLabel, axisTicks } from './chart-axis.ts'

describe('axisTicks', () => {
  it('covers the values with round steps from zero', () =>
    expect(axisTicks(0, 1_234_500)).toEqual([0, 500_000, 1_000_000, 1_500_000]))
  it('includes zero and the negative side', () => {
    const t = axisTicks(-300_00, 900_00)
    expect(t).toContain(0)
    expect(t[0]).toBeLessThanOrEqual(-300_00)
    expect(t.at(-1)).toBeGreaterThanOrEqual(900_00)
  })
  it('has a single tick for an all-zero chart', () => expect(axisTicks(0, 0)).toEqual([0]))
})

describe('axisLabel', () => {
  it.each([
    [0, '$0'],
    [95_000, '$950'],
    [1_250_000, '$12.5k'],
    [-300_000_000, '-$3M'],
  ])('labels %d cents as %s', (c, want) => expect(axisLabel(c)).toBe(want))
})
