/**
 * The timed part of `npm run bench -- schedules` (supabase/local/bench/schedules.ts), run by Deno as the job worker runs it: one organization's posting
 * run (postDueSchedules on the built-in ledger, one service-role transaction, committed). Prints the milliseconds and
 * what it posted as JSON. Arguments: organization id, as-of date.
 */
import { asService, closeDb } from '../_shared/db.ts'
import { postDueSchedules } from '../domains/schedules/post-due-schedules.ts'

const [organizationId, asOf] = Deno.args
await asService((tx) => tx`select 1`) // the connection, as a running worker has it
const t = performance.now()
const result = await asService((tx) => postDueSchedules({ tx, organizationId, asOf }))
const ms = performance.now() - t
console.log(JSON.stringify({ ms, ...result }))
await closeDb()
