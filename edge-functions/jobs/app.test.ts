/** The hosted `jobs` entry: only pg_cron's secret may trigger a run, and a run drains due jobs and reports counts. */
import assert from 'node:assert/strict'
import { app } from './app.ts'
import { closeDb } from '../_shared/db.ts'
import { testSql } from '../_testing/jobs-effect-registry.ts'

Deno.test({ name: 'POST /jobs/run', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const sql = testSql()
  try {
    await t.step('refuses callers without the jobs run secret, the service key among them', async () => {
      assert.equal((await app.request('/jobs/run', { method: 'POST' })).status, 401)
      for (const key of ['SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY']) {
        const res = await app.request('/jobs/run', {
          method: 'POST',
          headers: { authorization: `Bearer ${Deno.env.get(key)}` },
        })
        assert.equal(res.status, 401, key)
        assert.equal((await res.json()).error.message, 'The jobs run secret is required')
      }
      const almost = await app.request('/jobs/run', {
        method: 'POST',
        headers: { authorization: `Bearer ${Deno.env.get('JOBS_RUN_SECRET')}x` },
      })
      assert.equal(almost.status, 401)
    })
    await t.step('runs due jobs and reports what happened', async () => {
      const note = crypto.randomUUID()
      const [{ id }] = await sql`select private.enqueue_job('spine.ping', ${sql.json({ note })}) as id`
      const res = await app.request('/jobs/run?budgetMs=2000', {
        method: 'POST',
        headers: { authorization: `Bearer ${Deno.env.get('JOBS_RUN_SECRET')}` },
      })
      assert.equal(res.status, 200)
      const stats = await res.json()
      assert.deepEqual(Object.keys(stats).sort(), ['completed', 'failed', 'fenced'])
      // Either this run or the stack's worker got it first; both go through the same claim, so it ran once.
      const [job] = await sql`select status, result from public.jobs where id = ${id}`
      assert.equal(job.status, 'Completed')
      assert.equal(job.result.pong, note)
    })
  } finally {
    await sql.end()
    await closeDb()
  }
})
