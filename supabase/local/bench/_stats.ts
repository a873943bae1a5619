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
  /** the machine's pgbench rate measured on the benchmark's cluster (_pgbench.ts), when it was measured */
  pgbenchTps?: number
}

/** Figures reported so far in this process, each under the benchmark that was running (setBench). */
export const figures: Figure[] = []
let bench = ''
let machineTps: number | undefined
export const setBench = (name: string) => {
  bench = name
  machineTps = undefined
}
/** The current benchmark's pgbench rate (_pgbench.ts): later figures are also shown relative to it. */
export const setMachineRate = (tps: number) => {
  machineTps = tps
}

/**
 * A figure relative to the machine's pgbench rate, so two machines' figures compare: a rate as a multiple of pgbench's
 * transactions a second, a time as how many pgbench transactions fit in it. Other units have none.
 */
function relativeToMachine(value: number, unit: string): string {
  if (!machineTps) return ''
  if (unit.endsWith('/s')) return `  = ${(value / machineTps).toFixed(3)}× pgbench`
  const seconds = unit === 's' ? value : unit === 'ms' ? value / 1000 : undefined
  return seconds === undefined ? '' : `  = ${(seconds * machineTps).toFixed(2)} pgbench transactions`
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
  figures.push({ bench, name, unit, median: mid, runs, target, higherIsBetter, meets, pgbenchTps: machineTps })
  const spread =
    runs.length > 1
      ? `  (median of ${runs.length} runs: ${runs.map((r) => format(r, unit)).join(' / ')}; spread ±${((100 * (Math.max(...runs) - Math.min(...runs))) / 2 / mid).toFixed(0)}%)`
      : ''
  console.log(
    `  ${name.padEnd(34)} ${format(mid, unit).padStart(9)} ${unit.padEnd(7)} target ${higherIsBetter ? '>=' : '<='} ${target} ${unit}  ratio ${ratio.toFixed(2)}x  ${meets ? 'meets target' : 'MISSES target'}${relativeToMachine(mid, unit)}${spread}`,
  )
}
