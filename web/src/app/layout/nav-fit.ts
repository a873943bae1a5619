/**
 * How many navigation links fit in one row before the rest go under "More". Pure so it can be unit-tested: the
 * layout measures the links once (their widths do not change with the screen) and the row on every resize.
 */
export function visibleNavCount(linkWidths: number[], rowWidth: number, moreWidth: number): number {
  const total = linkWidths.reduce((a, b) => a + b, 0)
  if (total <= rowWidth) return linkWidths.length
  // Something goes under "More", so the trigger takes its place at the end of the row.
  let used = moreWidth
  let n = 0
  while (n < linkWidths.length && used + linkWidths[n] <= rowWidth) used += linkWidths[n++]
  return n
}

/**
 * The links in the row and under "More". The screen being visited stays in the row (it swaps with the last link
 * that fits), so the user always sees where they are.
 */
export function splitNav<T>(links: T[], count: number, activeIndex: number): { row: T[]; more: T[] } {
  if (count >= links.length) return { row: links, more: [] }
  if (activeIndex < count || activeIndex < 0 || count === 0) {
    return { row: links.slice(0, count), more: links.slice(count) }
  }
  const row = [...links.slice(0, count - 1), links[activeIndex]]
  const more = links.filter((_l, i) => i >= count - 1 && i !== activeIndex)
  return { row, more }
}
