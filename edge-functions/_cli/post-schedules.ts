/**
 * The timed part of `npm run bench -- schedules` (supabase/local/bench/schedules.ts), run by Deno as the job worker
 * runs it: one organization's posting run (postDueSchedules on the built-in ledger, one service-role transaction,
 * committed). Prints the milliseconds, the CPU milliseconds of this process and of its database backend (from /proc,
 * so a figure taken on busy shared cores can be read beside the work itself), and what it posted, as JSON.
 * Arguments: organization id, as-of date.
 */
import process from 'node:process'
import { asService, closeDb } from '../_shared/db.ts'
import { postDueSchedules } from '../domains/schedules/post-due-schedules.ts'

const [organizationId, asOf] = Deno.args
await asService((tx) => tx`select 1`) // the connection, as a running worker has it

/** A process's CPU milliseconds (user + system), from /proc; null where there is no /proc. */
function cpuMs(pid: number): number | null {
  try {
    const stat = Deno.readTextFileSync(`/proc/${pid}/stat`)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) * 10 // clock ticks of 10 ms
  } catch {
    return null
  }
}

let backend = 0
let dbBefore: number | null = null
const denoBefore = process.cpuUsage()
const t = performance.now()
const result = await asService(async (tx) => {
  backend = (await tx`select pg_backend_pid() as pid`)[0].pid
  dbBefore = cpuMs(backend)
  return await postDueSchedules({ tx, organizationId, asOf })
})
const ms = performance.now() - t
const deno = process.cpuUsage(denoBefore)
const dbAfter = cpuMs(backend)
const cpu = {
  deno: Math.round((deno.user + deno.system) / 1000),
  db: dbBefore === null || dbAfter === null ? null : dbAfter - dbBefore,
}
console.log(JSON.stringify({ ms, cpu, ...result }))
await closeDb()
