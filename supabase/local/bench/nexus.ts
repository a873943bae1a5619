/**
 * Nexus benchmark (issue 36): the earliest crossing and the as-of status of all nineteen states of the spec's table
 * over 1,000,000 line items (three years, products and services, the table's states and others). Pure engine, as
 * the API and `npm run nexus` call it, from plain lines to answers. Target ≤ 1 s; prints three runs after a warm-up.
 * BENCH_LINES changes the count.
 */
import { report } from './_stats.ts'
import {
  type NexusLine,
  dailySeriesByState,
  dateOf,
  dayOf,
  evaluateNexus,
  firstCrossings,
} from '../../../shared/rules/nexus.ts'
import { rng } from '../../../shared/rules/seeded-random.ts'
import { US_STATES } from '../../../shared/rules/us-states.ts'

const LINES = Number(process.env.BENCH_LINES ?? 1_000_000)
const TARGET_MS = 1000

export default async function main() {
  const random = rng(36)
  const start = dayOf('2024-01-01')
  const lines: NexusLine[] = new Array(LINES)
  for (let i = 0; i < LINES; i++) {
    lines[i] = {
      date: dateOf(start + Math.floor(random() * 1096)),
      state: US_STATES[Math.floor(random() * US_STATES.length)],
      amountCents: 500 + Math.floor(random() * 60_000),
      type: random() < 0.6 ? 'service' : 'product',
    }
  }
  const run = () => {
    const series = dailySeriesByState(lines)
    const status = evaluateNexus(series, '2026-12-31')
    const crossings = firstCrossings(series)
    return { status, crossings }
  }
  run()
  const runs: number[] = []
  let out = run()
  for (let k = 0; k < 3; k++) {
    const t = performance.now()
    out = run()
    runs.push(performance.now() - t)
  }
  const crossed = out.crossings.filter((c) => c.crossedOn).length
  console.log(
    `  ${LINES.toLocaleString('en-US')} line items, 19 states: ${crossed} crossed, earliest ${
      out.crossings
        .map((c) => c.crossedOn)
        .filter(Boolean)
        .sort()[0]
    }; ${out.status.filter((s) => s.status === 'near').length} near on 2026-12-31`,
  )
  report(`nexus, ${LINES.toLocaleString('en-US')} lines`, runs, 'ms', TARGET_MS, false)
}
