/**
 * Jobs within hosted limits, against the stack's database: a definition over the runtime cap is refused, a long job
 * runs as steps that each commit their cursor and queue the next under the same key, and a drain whose request is
 * stopped (the local runner's budget) rolls its running job back.
 */
import assert from 'node:assert/strict'
import { z } from 'zod'
import { defineJob } from '../../shared/schemas/jobs.ts'
import { JOB_RUNTIME_CAP_SECONDS } from '../../shared/rules/hosted-limits.ts'
import { enqueueJob } from '../domains/jobs/enqueue-job.ts'
import { continueWith, JobRegistry } from './registry.ts'
import { registry as realRegistry } from './definitions/index.ts'
import { startWorker } from './worker-loop.ts'
import { EFFECTS_DDL, testSql } from '../_testing/jobs-effect-registry.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const uniqueType = (name: string) => `test.${name}-${crypto.randomUUID().slice(0, 8)}`

async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

Deno.test('no job may ask for more than a hosted function gives it', () => {
  const registry = new JobRegistry()
  const def = (maxRuntimeSeconds: number) =>
    defineJob({ id: uniqueType('long'), version: 1, payload: z.object({}), options: { maxRuntimeSeconds } })
  assert.throws(
    () => registry.registerJob(def(JOB_RUNTIME_CAP_SECONDS + 1), async () => {}),
    /asks for 121 s; a job may run at most 120 s/,
  )
  registry.registerJob(def(JOB_RUNTIME_CAP_SECONDS), async () => {})
  for (const type of realRegistry.jobTypes()) {
    const seconds = realRegistry.get(type)?.definition.options?.maxRuntimeSeconds ?? JOB_RUNTIME_CAP_SECONDS
    assert.ok(seconds <= JOB_RUNTIME_CAP_SECONDS, `${type} runs at most ${JOB_RUNTIME_CAP_SECONDS} s (asks ${seconds})`)
  }
})

Deno.test(
  'a long job runs one page per step, each committed with its cursor, under one key at a time',
  opts,
  async () => {
    const sql = testSql()
    await sql.unsafe(EFFECTS_DDL)
    const jobType = uniqueType('paged')
    const label = crypto.randomUUID()
    const def = defineJob({
      id: jobType,
      version: 1,
      payload: z.object({ label: z.string(), page: z.number().int().default(0), pages: z.number().int() }),
      jobKey: (p) => `${jobType}:${p.label}`,
    })
    const registry = new JobRegistry()
    registry.registerJob(def, async ({ tx, payload, job }) => {
      // the key is held by this step alone: no other job of the key is queued or running beside it
      const [{ others }] = await tx`select count(*)::int as others from public.jobs
      where job_key = ${job.job_key} and status in ('Pending', 'Scheduled', 'Running') and id <> ${job.id}`
      await tx`insert into spine_test.effects (job_id, label) values (${job.id}, ${`${payload.label}:${payload.page}:${others}`})`
      if (payload.page + 1 < payload.pages)
        return continueWith({ ...payload, page: payload.page + 1 }, { page: payload.page })
      return { done: payload.page }
    })
    const first = await enqueueJob({ sql, definition: def, payload: { label, pages: 3 } })
    const worker = await startWorker({ sql, registry, listen: true, concurrency: 2 })
    try {
      const steps = await waitFor('the third step to complete', async () => {
        const rows =
          await sql`select id, status, payload, result from public.jobs where job_key = ${`${jobType}:${label}`}
        order by created_at`
        return rows.length === 3 && rows.every((r) => r.status === 'Completed') && rows
      })
      assert.equal(steps[0].id, first)
      assert.deepEqual(
        steps.map((s) => [s.payload.page, s.result]),
        [
          [0, { page: 0, nextStep: true }],
          [1, { page: 1, nextStep: true }],
          [2, { done: 2 }],
        ],
      )
      const effects = await sql`select label from spine_test.effects where label like ${`${label}:%`} order by id`
      assert.deepEqual(
        effects.map((e) => e.label),
        [`${label}:0:0`, `${label}:1:0`, `${label}:2:0`],
        'each step wrote once, and each ran holding the key alone',
      )
    } finally {
      await worker.stop()
      await sql.end()
    }
  },
)

Deno.test('a drain whose request is stopped rolls its running job back and claims nothing more', opts, async () => {
  const sql = testSql()
  await sql.unsafe(EFFECTS_DDL)
  const jobType = uniqueType('stopped')
  const label = crypto.randomUUID()
  const def = defineJob({ id: jobType, version: 1, payload: z.object({ label: z.string(), n: z.number() }) })
  const registry = new JobRegistry()
  let started: () => void = () => {}
  const running = new Promise<void>((r) => {
    started = r
  })
  registry.registerJob(def, async ({ tx, payload, signal }) => {
    await tx`insert into spine_test.effects (label) values (${`${payload.label}:${payload.n}`})`
    started()
    // a long page of work, stopping when told to (as banking.sync and the others do)
    while (!signal.aborted) await new Promise((r) => setTimeout(r, 20))
    return { n: payload.n }
  })
  const first = await enqueueJob({ sql, definition: def, payload: { label, n: 1 } })
  const stop = new AbortController()
  const worker = await startWorker({ sql, registry, listen: false, concurrency: 1, signal: stop.signal })
  try {
    await running
    const second = await enqueueJob({ sql, definition: def, payload: { label, n: 2 } })
    stop.abort(new Error('Request stopped by the local runner: wall clock over 150 s'))
    await worker.done
    const [one] = await sql`select status, last_error from public.jobs where id = ${first}`
    assert.equal(one.status, 'Scheduled', 'the stopped job waits for its retry')
    assert.match(one.last_error, /wall clock over 150 s/)
    const [two] = await sql`select status from public.jobs where id = ${second}`
    assert.equal(two.status, 'Pending', 'nothing more was claimed')
    const [{ n }] = await sql`select count(*)::int as n from spine_test.effects where label like ${`${label}:%`}`
    assert.equal(n, 0, 'the stopped job wrote nothing')
  } finally {
    await sql`delete from public.jobs where job_type = ${jobType}`
    await sql.end()
  }
})
