/**
 * Percentiles, the machine line and the "figure vs target" line every benchmark prints. A figure measured over
 * several runs is reported as its median with the spread of the runs, so one noisy run does not decide a target.
 * Every reported figure is also kept for `npm run bench -- --json` (bin/bench.ts), which writes them to one file.
 */
import os from 'node:os'

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

export function median(values: readonly number[]) {
  const s = [...values].sort((a, b) => a - b)
  if (s.length === 0) return NaN
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

export type Figure = {
  bench: string
  name: string
  unit: string
  median: number
  runs: number[]
  target: number
  higherIsBetter: boolean
  meets: boolean
}

/** Figures reported so far in this process, each under the benchmark that was running (setBench). */
export const figures: Figure[] = []
let bench = ''
export const setBench = (name: string) => {
  bench = name
}

/** Cores, load and free memory now: a figure means little without what else the machine was doing. */
export function machine() {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
  return `${os.cpus().length} cores, load average ${load}, ${(os.freemem() / 2 ** 30).toFixed(1)} GB free`
}

const format = (v: number, unit: string) => v.toFixed(unit.endsWith('/s') && v >= 100 ? 0 : 2)

/** One figure (or the runs of one) against its target: the median, the runs and their spread, and the ratio. */
export function report(
  name: string,
  value: number | readonly number[],
  unit: string,
  target: number,
  higherIsBetter: boolean,
) {
  const runs = typeof value === 'number' ? [value] : [...value]
  const mid = median(runs)
  const ratio = higherIsBetter ? mid / target : target / mid
  const meets = ratio >= 1
  figures.push({ bench, name, unit, median: mid, runs, target, higherIsBetter, meets })
  const spread =
    runs.length > 1
      ? `  (median of ${runs.length} runs: ${runs.map((r) => format(r, unit)).join(' / ')}; spread ±${((100 * (Math.max(...runs) - Math.min(...runs))) / 2 / mid).toFixed(0)}%)`
      : ''
  console.log(
    `  ${name.padEnd(34)} ${format(mid, unit).padStart(9)} ${unit.padEnd(7)} target ${higherIsBetter ? '>=' : '<='} ${target} ${unit}  ratio ${ratio.toFixed(2)}x  ${meets ? 'meets target' : 'MISSES target'}${spread}`,
  )
}
