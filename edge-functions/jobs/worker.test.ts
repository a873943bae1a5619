/**
 * The job runtime against the running stack's database: exactly-once effects across a real worker kill, retry
 * schedules ending in Failed with the error text, job-key de-duplication and payload validation.
 */
import assert from 'node:assert/strict'
import { z } from 'zod'
import { defineJob } from '../../shared/schemas/jobs.ts'
import { enqueueJob } from '../domains/jobs/enqueue-job.ts'
import { JobRegistry } from './registry.ts'
import { startWorker } from './worker-loop.ts'
import { EFFECTS_DDL, effectRegistry, testSql } from '../_testing/jobs-effect-registry.ts'
import { JOB_LEASE_SECONDS } from '../../shared/rules/job-lease.ts'

const opts = { sanitizeOps: false, sanitizeResources: false }
const uniqueType = (name: string) => `test.${name}-${crypto.randomUUID().slice(0, 8)}`
const effectDef = (id: string) =>
  defineJob({
    id,
    version: 1,
    payload: z.object({ label: z.string(), hangOnFirstAttempt: z.boolean().optional(), fail: z.boolean().optional() }),
  })

async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

Deno.test(
  'a worker killed mid-job leaves the job to be retried after its deadline, and the effect happens once',
  opts,
  async () => {
    const sql = testSql()
    await sql.unsafe(EFFECTS_DDL)
    const jobType = uniqueType('kill')
    const label = crypto.randomUUID()
    const id = await enqueueJob({
      sql,
      definition: effectDef(jobType),
      payload: { label, hangOnFirstAttempt: true },
      options: { maxRuntimeSeconds: 2, retryIntervalSeconds: 0, retryStrategy: 'fixed' },
    })

    const child = new Deno.Command(Deno.execPath(), {
      args: ['run', '-A', '--no-prompt', new URL('../_testing/jobs-effect-worker.ts', import.meta.url).pathname],
      env: { EFFECT_JOB_TYPE: jobType },
      stdout: 'piped',
      stderr: 'inherit',
    }).spawn()
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader()
    let out = ''
    while (!out.includes('effect-written')) {
      const { value, done } = await reader.read()
      if (done) throw new Error(`worker exited early: ${out}`)
      out += value
    }
    child.kill('SIGKILL')
    await child.status
    reader.releaseLock()

    const [mid] = await sql`select status, retry_count from public.jobs where id = ${id}`
    assert.equal(mid.status, 'Running')
    assert.equal(
      (await sql`select count(*)::int as n from spine_test.effects where label = ${label}`)[0].n,
      0,
      'the killed attempt wrote nothing',
    )

    const worker = await startWorker({ sql, registry: effectRegistry(jobType), listen: true, concurrency: 2 })
    try {
      const job = await waitFor('the retried job to complete', async () => {
        const [j] = await sql`select status, retry_count, last_error from public.jobs where id = ${id}`
        return j.status === 'Completed' && j
      })
      assert.equal(job.retry_count, 1)
      assert.match(job.last_error, /stopped responding/)
      assert.equal(
        (await sql`select count(*)::int as n from spine_test.effects where label = ${label}`)[0].n,
        1,
        'the effect happened exactly once',
      )
    } finally {
      await worker.stop()
      await sql.end()
    }
  },
)

Deno.test(
  "a killed worker's job is reclaimed once its lease lapses (JOB_LEASE_SECONDS), long before its deadline, and runs once",
  opts,
  async () => {
    const sql = testSql()
    await sql.unsafe(EFFECTS_DDL)
    const jobType = uniqueType('lease')
    const label = crypto.randomUUID()
    // the spec's defaults: a 120 s deadline and a 300 s retry interval, neither of which may delay the reclaim
    const id = await enqueueJob({
      sql,
      definition: effectDef(jobType),
      payload: { label, hangOnFirstAttempt: true },
      jobKey: `lease-${label}`,
    })
    const child = new Deno.Command(Deno.execPath(), {
      args: ['run', '-A', '--no-prompt', new URL('../_testing/jobs-effect-worker.ts', import.meta.url).pathname],
      env: { EFFECT_JOB_TYPE: jobType },
      stdout: 'piped',
      stderr: 'inherit',
    }).spawn()
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader()
    let out = ''
    while (!out.includes('effect-written')) {
      const { value, done } = await reader.read()
      if (done) throw new Error(`worker exited early: ${out}`)
      out += value
    }
    child.kill('SIGKILL')
    await child.status
    reader.releaseLock()
    const killedAt = Date.now()

    const worker = await startWorker({ sql, registry: effectRegistry(jobType), listen: true, concurrency: 2 })
    try {
      const job = await waitFor(
        'the reclaimed job to complete',
        async () => {
          const [j] = await sql`select status, retry_count, last_error, completed_at from public.jobs where id = ${id}`
          return j.status === 'Completed' && j
        },
        (JOB_LEASE_SECONDS + 10) * 1000,
      )
      const took = Date.now() - killedAt
      assert.ok(took <= (JOB_LEASE_SECONDS + 2) * 1000, `reclaimed and run ${took} ms after the kill`)
      assert.equal(job.retry_count, 1)
      assert.match(job.last_error, /stopped renewing its lease/)
      assert.equal(
        (await sql`select count(*)::int as n from spine_test.effects where label = ${label}`)[0].n,
        1,
        'the effect happened exactly once',
      )
    } finally {
      await worker.stop()
      await sql.end()
    }
  },
)

Deno.test(
  'a live job keeps its lease past JOB_LEASE_SECONDS: the heartbeat renews it and nobody reclaims it',
  opts,
  async () => {
    const sql = testSql()
    await sql.unsafe(EFFECTS_DDL)
    const jobType = uniqueType('heartbeat')
    const registry = new JobRegistry()
    const def = defineJob({ id: jobType, version: 1, payload: z.object({ ms: z.number() }) })
    registry.registerJob(def, async ({ payload }) => {
      await new Promise((r) => setTimeout(r, payload.ms))
      return { slept: payload.ms }
    })
    const id = await enqueueJob({ sql, definition: def, payload: { ms: (JOB_LEASE_SECONDS + 4) * 1000 } })
    const worker = await startWorker({ sql, registry, listen: true, concurrency: 1 })
    try {
      const job = await waitFor(
        'the long job to complete',
        async () => {
          const [j] = await sql`select status, retry_count from public.jobs where id = ${id}`
          return j.status === 'Completed' && j
        },
        (JOB_LEASE_SECONDS + 15) * 1000,
      )
      assert.equal(job.retry_count, 0, 'never reaped while its worker lived')
    } finally {
      await worker.stop()
      await sql.end()
    }
  },
)

Deno.test(
  'exponential retries back off 1 s then 2 s and end in Failed with the error text after max attempts',
  opts,
  async () => {
    const sql = testSql()
    await sql.unsafe(EFFECTS_DDL)
    const jobType = uniqueType('retry')
    const label = crypto.randomUUID()
    const id = await enqueueJob({
      sql,
      definition: effectDef(jobType),
      payload: { label, fail: true },
      options: { retryStrategy: 'exponential', retryIntervalSeconds: 1, maxAttempts: 3 },
    })
    const worker = await startWorker({ sql, registry: effectRegistry(jobType), listen: true })
    try {
      const job = await waitFor('the job to fail for good', async () => {
        const [j] = await sql`select * from public.jobs where id = ${id}`
        return j.status === 'Failed' && j
      })
      assert.equal(job.retry_count, 3)
      assert.deepEqual(job.result, { error: 'planned failure on attempt 3' })
      assert.equal(job.last_error, 'planned failure on attempt 3')
      assert.ok(job.failed_at && job.last_error_at)
      // Every failed attempt rolled back its effect.
      assert.equal((await sql`select count(*)::int as n from spine_test.effects where label = ${label}`)[0].n, 0)
      const started = (await sql`select min(created_at) as t0 from public.jobs where id = ${id}`)[0].t0 as Date
      const elapsed = new Date(job.failed_at).getTime() - started.getTime()
      assert.ok(elapsed >= 2900 && elapsed < 10_000, `attempts spread over 1 s + 2 s of back-off, took ${elapsed} ms`)
    } finally {
      await worker.stop()
      await sql.end()
    }
  },
)

Deno.test('fixed retries: each failed attempt is rescheduled the same interval later', opts, async () => {
  const sql = testSql()
  await sql.unsafe(EFFECTS_DDL)
  const jobType = uniqueType('fixed')
  const id = await enqueueJob({
    sql,
    definition: effectDef(jobType),
    payload: { label: 'x', fail: true },
    options: { retryStrategy: 'fixed', retryIntervalSeconds: 300, maxAttempts: 5 },
  })
  const worker = await startWorker({ sql, registry: effectRegistry(jobType), listen: true })
  try {
    const job = await waitFor('the first failure', async () => {
      const [j] =
        await sql`select *, extract(epoch from next_attempt_at - last_error_at) as wait from public.jobs where id = ${id}`
      return j.status === 'Scheduled' && j
    })
    assert.equal(job.retry_count, 1)
    assert.ok(Math.abs(Number(job.wait) - 300) < 1, `next attempt 300 s after the failure, got ${job.wait}`)
  } finally {
    await worker.stop()
    await sql`delete from public.jobs where id = ${id}`
    await sql.end()
  }
})

Deno.test('a job key de-duplicates queued work, and a bad payload fails at once naming the field', opts, async () => {
  const sql = testSql()
  const jobType = uniqueType('dedupe')
  const def = effectDef(jobType)
  try {
    const a = await enqueueJob({ sql, definition: def, payload: { label: 'a' }, jobKey: `k-${jobType}` })
    const b = await enqueueJob({ sql, definition: def, payload: { label: 'b' }, jobKey: `k-${jobType}` })
    assert.equal(a, b)
    await assert.rejects(
      () => enqueueJob({ sql, definition: def, payload: { label: 7 } as never }),
      /Label: invalid input: expected string/,
    )

    // A row written directly (as SQL callers can) with a bad payload is failed by the worker without retries.
    const [{ id }] = await sql`select private.enqueue_job(${jobType}, '{"label": 1}'::jsonb) as id`
    const registry = new JobRegistry()
    registry.registerJob(def, () => Promise.resolve(null))
    const worker = await startWorker({ sql, registry, listen: true })
    const job = await waitFor('the invalid job to fail', async () => {
      const [j] = await sql`select * from public.jobs where id = ${id}`
      return j.status === 'Failed' && j
    })
    await worker.stop()
    assert.equal(job.retry_count, 1)
    assert.match(job.last_error, new RegExp(`Invalid payload for ${jobType}: label: `))
  } finally {
    await sql`delete from public.jobs where job_type = ${jobType}`
    await sql.end()
  }
})

Deno.test(
  'batched jobs share one transaction and completion; one failing rolls the batch back and each runs alone',
  opts,
  async () => {
    const sql = testSql()
    await sql.unsafe(EFFECTS_DDL)
    const jobType = uniqueType('batch')
    const enqueue = async (labels: string[], failing: string | null) => {
      const ids: string[] = []
      for (const label of labels)
        ids.push(
          await enqueueJob({
            sql,
            definition: effectDef(jobType),
            payload: { label, fail: label === failing },
            options: { maxAttempts: 1 },
          }),
        )
      return ids
    }
    const run = async (ids: string[]) => {
      const worker = await startWorker({ sql, registry: effectRegistry(jobType, { batched: true }), listen: true })
      try {
        return await waitFor('every job of the batch to finish', async () => {
          const rows = await sql`select id, status, result from public.jobs where id = any (${ids})`
          return rows.every((j) => j.status === 'Completed' || j.status === 'Failed') && rows
        })
      } finally {
        await worker.stop()
      }
    }
    const effects = (labels: string[]) =>
      sql`select label, tx from spine_test.effects where label = any (${labels}) order by label`
    try {
      // queued before the worker starts, so one claim takes them all
      const together = Array.from({ length: 8 }, (_, i) => `together-${jobType}-${i}`)
      const done = await run(await enqueue(together, null))
      assert.deepEqual(
        done.map((j) => j.status),
        together.map(() => 'Completed'),
      )
      assert.deepEqual(done.map((j) => j.result.label).sort(), [...together].sort(), 'each job keeps its own result')
      const written = await effects(together)
      assert.equal(written.length, together.length, 'each effect once')
      assert.equal(new Set(written.map((e) => e.tx)).size, 1, 'all in one transaction')

      const mixed = Array.from({ length: 6 }, (_, i) => `mixed-${jobType}-${i}`)
      const outcome = await run(await enqueue(mixed, mixed[3]))
      const status = Object.fromEntries(outcome.map((j) => [j.result?.label ?? 'failed', j.status]))
      assert.equal(status.failed, 'Failed')
      assert.equal(outcome.filter((j) => j.status === 'Completed').length, mixed.length - 1)
      const kept = await effects(mixed)
      assert.deepEqual(
        kept.map((e) => e.label),
        mixed.filter((l) => l !== mixed[3]),
        'the failed job left no effect; the others left theirs once',
      )
      assert.equal(new Set(kept.map((e) => e.tx)).size, mixed.length - 1, 'after the rollback each ran alone')
    } finally {
      await sql`delete from public.jobs where job_type = ${jobType}`
      await sql.end()
    }
  },
)
