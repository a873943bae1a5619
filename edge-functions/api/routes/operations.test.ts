/** /api/operations in-process: admins list jobs and events and retry or cancel jobs; everyone else is refused. */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../app.ts'
import { closeDb } from '../../_shared/db.ts'
import { testSql } from '../../_testing/jobs-effect-registry.ts'

const ADMIN = crypto.randomUUID()
const CLIENT = crypto.randomUUID()
const run = ADMIN.slice(0, 8)

async function call(sub: string, path: string, method = 'GET') {
  const token = await userToken({ sub })
  const res = await app.request(`/api/operations${path}`, { method, headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, body: await res.json() }
}

Deno.test({ name: '/api/operations', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const sql = testSql()
  await sql`insert into auth.users (id, email) values (${ADMIN}, ${`ops-admin-${run}@example.test`}), (${CLIENT}, ${`ops-client-${run}@example.test`})`
  await sql`update public.users set role = 'admin' where id = ${ADMIN}`
  // A job type no worker handles, so the rows stay as arranged.
  const jobType = `test.ops-${run}`
  const [{ id: failed }] = await sql`select private.enqueue_job(${jobType}, '{}') as id`
  await sql`update public.jobs set status = 'Failed', retry_count = 5, max_attempts = 5, last_error = 'boom', result = '{"error":"boom"}' where id = ${failed}`
  const [{ id: waiting }] =
    await sql`select private.enqueue_job(${jobType}, '{}', null, null, now() + interval '1 hour') as id`
  try {
    await t.step('an admin lists jobs with status, attempts and last error, and counts by status', async () => {
      const { status, body } = await call(ADMIN, `/jobs?jobType=${jobType}`)
      assert.equal(status, 200)
      assert.deepEqual(body.jobs.map((j: { id: string }) => j.id).sort(), [failed, waiting].sort())
      const f = body.jobs.find((j: { id: string }) => j.id === failed)
      assert.equal(f.status, 'Failed')
      assert.equal(f.retryCount, 5)
      assert.equal(f.lastError, 'boom')
      assert.ok(body.counts.Failed >= 1 && body.counts.Scheduled >= 1)
    })
    await t.step('a client is refused', async () => {
      assert.equal((await call(CLIENT, '/jobs')).status, 403)
      assert.equal((await call(CLIENT, '/events')).status, 403)
      assert.equal((await call(CLIENT, `/jobs/${failed}/retry`, 'POST')).status, 403)
    })
    await t.step('an admin lists the restarts of supervised processes, newest first; a client is refused', async () => {
      const process = `test-process-${run}`
      await sql`insert into public.process_restarts (process, exit_code, exit_signal, restart_number, delay_ms)
        values (${process}, null, 'SIGKILL', 1, 500), (${process}, 1, null, 2, 1000)`
      const { status, body } = await call(ADMIN, '/restarts')
      assert.equal(status, 200)
      const mine = body.restarts.filter((r: { process: string }) => r.process === process)
      assert.deepEqual(
        mine.map(
          (r: { restartNumber: number; exitSignal: string | null; exitCode: number | null; delayMs: number }) => [
            r.restartNumber,
            r.exitSignal,
            r.exitCode,
            r.delayMs,
          ],
        ),
        [
          [2, null, 1, 1000],
          [1, 'SIGKILL', null, 500],
        ],
      )
      assert.equal((await call(CLIENT, '/restarts')).status, 403)
    })
    await t.step('retry makes a failed job Pending with one more attempt', async () => {
      const { status, body } = await call(ADMIN, `/jobs/${failed}/retry`, 'POST')
      assert.equal(status, 200)
      assert.equal(body.status, 'Pending')
      assert.equal(body.maxAttempts, 6)
    })
    await t.step('cancel ends a waiting job; cancelling again is refused', async () => {
      const { body } = await call(ADMIN, `/jobs/${waiting}/cancel`, 'POST')
      assert.equal(body.status, 'Failed')
      assert.equal(body.lastError, 'Cancelled by an admin')
      const again = await call(ADMIN, `/jobs/${waiting}/cancel`, 'POST')
      assert.equal(again.status, 422)
      assert.equal(again.body.error.message, 'Only jobs that have not finished can be cancelled')
    })
    await t.step('unknown and malformed ids', async () => {
      assert.equal((await call(ADMIN, `/jobs/${crypto.randomUUID()}/retry`, 'POST')).status, 404)
      const bad = await call(ADMIN, '/jobs/not-a-uuid/retry', 'POST')
      assert.equal(bad.status, 422)
      assert.match(bad.body.error.message, /id must be a job id/)
    })
    await t.step('an admin lists events with their dispatches', async () => {
      const { status, body } = await call(ADMIN, '/events?limit=5')
      assert.equal(status, 200)
      assert.ok(Array.isArray(body.events))
    })
  } finally {
    await sql`delete from public.jobs where job_type = ${jobType}`
    await sql`delete from auth.users where id in (${ADMIN}, ${CLIENT})`
    await sql.end()
    await closeDb()
  }
})
