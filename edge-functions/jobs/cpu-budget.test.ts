/**
 * The long-running worker holds each job to hosted's CPU budget (cpu-budget.ts), against the stack's database: a job
 * that burns more CPU than a hosted request may is stopped with WORKER_LIMIT, writes nothing, and retries per its
 * policy until it fails; a job that burns its CPU without ever yielding is caught before it commits; a light job
 * beside them completes.
 */
import assert from 'node:assert/strict'
import process from 'node:process'
import { z } from 'zod'
import { defineJob } from '../../shared/schemas/jobs.ts'
import { HOSTED_CPU_MS_PER_REQUEST } from '../../shared/rules/hosted-limits.ts'
import { enqueueJob } from '../domains/jobs/enqueue-job.ts'
import { cpuBudgetFromEnv } from './cpu-budget.ts'
import { continueWith, JobRegistry } from './registry.ts'
import { startWorker } from './worker-loop.ts'
import { EFFECTS_DDL, testSql } from '../_testing/jobs-effect-registry.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const uniqueType = (name: string) => `test.${name}-${crypto.randomUUID().slice(0, 8)}`

async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
/** Spins the CPU until this process has spent `ms` more of CPU time (not wall clock: the cores are shared). */
function burn(ms: number) {
  const until = cpuMs() + ms
  let x = 0
  while (cpuMs() < until) for (let i = 0; i < 10_000; i++) x += Math.sqrt(x + i)
  return x
}

const ZBurn = z.object({ label: z.string(), burnMs: z.number().int(), yielding: z.boolean() })

function burnRegistry(jobType: string) {
  const registry = new JobRegistry()
  const def = defineJob({
    id: jobType,
    version: 1,
    payload: ZBurn,
    options: { maxAttempts: 2, retryIntervalSeconds: 0, retryStrategy: 'fixed' },
  })
  registry.registerJob(def, async ({ tx, job, payload, signal }) => {
    await tx`insert into spine_test.effects (job_id, label) values (${job.id}, ${payload.label})`
    if (!payload.yielding) {
      burn(payload.burnMs)
      return { burnt: payload.burnMs }
    }
    // CPU-heavy work in slices, as a parser or a model's training would be written, stopping when told to
    const until = cpuMs() + payload.burnMs
    while (cpuMs() < until && !signal.aborted) {
      burn(20)
      await new Promise((r) => setTimeout(r, 0))
    }
    return { burnt: payload.burnMs }
  })
  return { registry, def }
}

Deno.test('the budget is hosted’s unless FUNCTIONS_CPU_MS says otherwise', () => {
  assert.equal(
    cpuBudgetFromEnv(() => undefined),
    HOSTED_CPU_MS_PER_REQUEST,
  )
  assert.equal(
    cpuBudgetFromEnv((n) => (n === 'FUNCTIONS_CPU_MS' ? '500' : undefined)),
    500,
  )
  assert.throws(() => cpuBudgetFromEnv(() => '0'), /FUNCTIONS_CPU_MS must be a positive number/)
})

Deno.test(
  'a job over the hosted CPU budget fails with WORKER_LIMIT, writes nothing and retries per its policy',
  opts,
  async () => {
    const sql = testSql()
    await sql.unsafe(EFFECTS_DDL)
    const jobType = uniqueType('cpu-heavy')
    const label = crypto.randomUUID()
    const { registry, def } = burnRegistry(jobType)
    const light = defineJob({ id: uniqueType('cpu-light'), version: 1, payload: z.object({ label: z.string() }) })
    registry.registerJob(light, async ({ tx, job, payload }) => {
      await tx`insert into spine_test.effects (job_id, label) values (${job.id}, ${payload.label})`
      return { ok: true }
    })
    // over hosted's 2 s of CPU: the long-running worker applies the budget by default (no cpuMs given)
    const heavy = await enqueueJob({
      sql,
      definition: def,
      payload: { label, burnMs: HOSTED_CPU_MS_PER_REQUEST * 3, yielding: true },
    })
    const lightId = await enqueueJob({ sql, definition: light, payload: { label: `${label}:light` } })
    const worker = await startWorker({ sql, registry, listen: true, concurrency: 2 })
    try {
      const job = await waitFor('the heavy job to fail its last attempt', async () => {
        const [row] = await sql`select status, retry_count, last_error, result from public.jobs where id = ${heavy}`
        return row.status === 'Failed' && row
      })
      assert.equal(job.retry_count, 2, 'it was tried as often as its policy allows')
      assert.match(job.last_error, /^WORKER_LIMIT: .*CPU time \d+ ms over the budget of 2000 ms/)
      const [{ n }] = await sql`select count(*)::int as n from spine_test.effects where label = ${label}`
      assert.equal(n, 0, 'neither attempt committed its effect')
      const [lightRow] = await sql`select status from public.jobs where id = ${lightId}`
      assert.equal(lightRow.status, 'Completed', 'a light job beside it is unaffected')
    } finally {
      await worker.stop()
      await sql`delete from public.jobs where job_type = any (${[jobType, light.id]})`
      await sql.end()
    }
  },
)

Deno.test('a job that burns its CPU without yielding is caught before it commits', opts, async () => {
  const sql = testSql()
  await sql.unsafe(EFFECTS_DDL)
  const jobType = uniqueType('cpu-sync')
  const label = crypto.randomUUID()
  const { registry, def } = burnRegistry(jobType)
  const over = await enqueueJob({ sql, definition: def, payload: { label, burnMs: 600, yielding: false } })
  const within = await enqueueJob({
    sql,
    definition: def,
    payload: { label: `${label}:within`, burnMs: 20, yielding: false },
  })
  const worker = await startWorker({ sql, registry, listen: true, concurrency: 1, cpuMs: 300 })
  try {
    const rows = await waitFor('both jobs to finish', async () => {
      const rows = await sql`select id, status, last_error from public.jobs where id = any (${[over, within]})`
      return rows.every((r) => r.status === 'Failed' || r.status === 'Completed') && rows
    })
    const byId = new Map(rows.map((r) => [r.id, r]))
    assert.equal(byId.get(over)?.status, 'Failed')
    assert.match(byId.get(over)?.last_error, /^WORKER_LIMIT: .*over the budget of 300 ms/)
    assert.equal(byId.get(within)?.status, 'Completed', 'a job within the budget commits')
    const effects = await sql`select label from spine_test.effects where label like ${`${label}%`}`
    assert.deepEqual(
      effects.map((e) => e.label),
      [`${label}:within`],
    )
  } finally {
    await worker.stop()
    await sql`delete from public.jobs where job_type = ${jobType}`
    await sql.end()
  }
})

Deno.test('a long job’s step is used up at half the budget, so it hands over before the limit', opts, async () => {
  const sql = testSql()
  await sql.unsafe(EFFECTS_DDL)
  const jobType = uniqueType('cpu-steps')
  const label = crypto.randomUUID()
  const def = defineJob({
    id: jobType,
    version: 1,
    payload: z.object({ label: z.string(), page: z.number().int().default(0) }),
    jobKey: (p) => `${jobType}:${p.label}`,
  })
  const registry = new JobRegistry()
  const PAGES = 12
  registry.registerJob(def, async ({ tx, payload, stepUsedUp }) => {
    // pages of 40 ms of CPU each: 480 ms in all, over a 300 ms budget, but at most about 150 ms a step
    for (let page = payload.page; page < PAGES; page++) {
      burn(40)
      await tx`insert into spine_test.effects (label) values (${`${payload.label}:${page}`})`
      if (page + 1 < PAGES && stepUsedUp()) return continueWith({ ...payload, page: page + 1 }, { page })
    }
    return { done: PAGES }
  })
  await enqueueJob({ sql, definition: def, payload: { label } })
  const worker = await startWorker({ sql, registry, listen: true, concurrency: 1, cpuMs: 300 })
  try {
    const steps = await waitFor('the last step', async () => {
      const rows = await sql`select status, result, last_error from public.jobs where job_key = ${`${jobType}:${label}`}
        order by created_at`
      return rows.some((r) => r.result?.done) && rows
    })
    assert.ok(steps.length >= 2, `it handed over: ${steps.length} steps`)
    assert.ok(
      steps.every((s) => s.status === 'Completed' && !s.last_error),
      'no step went over the budget',
    )
    const effects = await sql`select label from spine_test.effects where label like ${`${label}:%`}`
    assert.equal(effects.length, PAGES, 'every page once')
  } finally {
    await worker.stop()
    await sql`delete from public.jobs where job_type = ${jobType}`
    await sql.end()
  }
})
