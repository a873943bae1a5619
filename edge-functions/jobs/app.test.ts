/** The hosted `jobs` entry: only the service role may trigger a run, and a run drains due jobs and reports counts. */
import assert from 'node:assert/strict'
import { app } from './app.ts'
import { closeDb } from '../_shared/db.ts'
import { testSql } from '../_testing/jobs-effect-registry.ts'

Deno.test({ name: 'POST /jobs/run', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const sql = testSql()
  try {
    await t.step('refuses callers without the service role', async () => {
      assert.equal((await app.request('/jobs/run', { method: 'POST' })).status, 401)
      const anon = await app.request('/jobs/run', {
        method: 'POST',
        headers: { authorization: `Bearer ${Deno.env.get('SUPABASE_ANON_KEY')}` },
      })
      assert.equal(anon.status, 401)
    })
    await t.step('runs due jobs and reports what happened', async () => {
      const note = crypto.randomUUID()
      const [{ id }] = await sql`select private.enqueue_job('spine.ping', ${sql.json({ note })}) as id`
      const res = await app.request('/jobs/run?budgetMs=2000', {
        method: 'POST',
        headers: { authorization: `Bearer ${Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')}` },
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
