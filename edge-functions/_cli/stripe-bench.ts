/**
 * The timed part of `npm run bench -- stripe` (supabase/local/bench/stripe.ts), run by Deno as the job worker runs
 * it: one connection's `stripe.ingest` through the official SDK against the sandbox (one service-role transaction,
 * committed), then a year of monthly `stripe` entries, each posted in its own transaction. Prints the milliseconds of
 * each part, what was stored and posted, and every month's totals, as JSON.
 * Arguments: organization id, connection id, createdAtLimit, first month (yyyy-mm-01), number of months.
 */
import { asService, closeDb } from '../_shared/db.ts'
import { ingestStripe } from '../domains/stripe/ingest.ts'
import { postStripePeriod } from '../domains/stripe/post-period.ts'

const [orgId, connectionId, limit, first, months] = Deno.args
await asService((tx) => tx`select 1`) // the connection, as a running worker has it

const t0 = performance.now()
const counts = await asService((tx) => ingestStripe({ tx, connectionId, createdAtLimit: Number(limit) }))
const ingestMs = performance.now() - t0

const posted = []
const t1 = performance.now()
const start = new Date(`${first}T00:00:00Z`)
for (let i = 0; i < Number(months); i++) {
  const period = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1)).toISOString().slice(0, 10)
  const t = performance.now()
  const out = await asService((tx) => postStripePeriod({ tx, orgId, period }))
  posted.push({ period, ms: performance.now() - t, totals: out.totals, lines: out.lines.length })
}
const postMs = performance.now() - t1
console.log(JSON.stringify({ counts, ingestMs, postMs, posted }))
await closeDb()
