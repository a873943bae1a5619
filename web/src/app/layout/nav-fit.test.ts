import { describe, expect, it } from 'vitest'
import { splitNav, visibleNavCount } from './nav-fit.ts'

describe('visibleNavCount', () => {
  it('keeps every link when they all fit, with no room kept for "More"', () => {
    expect(visibleNavCount([100, 100, 100], 300, 80)).toBe(3)
  })
  it('keeps room for "More" once one link does not fit', () => {
    // 100+100+100 = 300 > 290: "More" (80) plus two links (200) = 280 fits, a third does not
    expect(visibleNavCount([100, 100, 100], 290, 80)).toBe(2)
  })
  it('puts everything under "More" when not even one link fits beside it', () => {
    expect(visibleNavCount([200, 200], 150, 80)).toBe(0)
  })
})

describe('splitNav', () => {
  const links = ['a', 'b', 'c', 'd', 'e']
  it('shows the first links and puts the rest under "More", none lost', () => {
    expect(splitNav(links, 3, 0)).toEqual({ row: ['a', 'b', 'c'], more: ['d', 'e'] })
  })
  it('keeps the screen being visited in the row, swapping out the last link that fitted', () => {
    expect(splitNav(links, 3, 4)).toEqual({ row: ['a', 'b', 'e'], more: ['c', 'd'] })
  })
  it('keeps the order of everything else', () => {
    const { row, more } = splitNav(links, 2, 3)
    expect([...row, ...more].sort()).toEqual(links)
    expect(more).toEqual(['b', 'c', 'e'])
  })
})
