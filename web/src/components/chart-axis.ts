/** Value-axis ticks for charts: round steps (1, 2, 2.5 or 5 × 10ⁿ) covering min..max, always including zero. */

/** Ticks in the chart's unit (cents for money), ascending; `count` is the most intervals wanted. */
export function axisTicks(min: number, max: number, count = 4): number[] {
  const lo = Math.min(0, min),
    hi = Math.max(0, max)
  if (lo === hi) return [0]
  const raw = (hi - lo) / count
  const mag = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw)!
  const ticks: number[] = []
  for (let t = Math.floor(lo / step) * step; t <= Math.ceil(hi / step) * step + step / 2; t += step)
    ticks.push(Math.round(t))
  return ticks
}

/** A short money label for an axis: "$0", "$950", "$12.5k", "-$3M" (cents in). */
export function axisLabel(cents: number): string {
  const d = cents / 100,
    abs = Math.abs(d),
    sign = d < 0 ? '-' : ''
  const short = (n: number, unit: string) => `${sign}$${Number(n.toFixed(1)).toLocaleString('en-US')}${unit}`
  if (abs >= 1e6) return short(abs / 1e6, 'M')
  if (abs >= 1e3) return short(abs / 1e3, 'k')
  return `${sign}$${Number(abs.toFixed(2)).toLocaleString('en-US')}`
}
