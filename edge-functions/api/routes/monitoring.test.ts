/**
 * Error reports: a browser's report is taken signed in or not (and tied to the user when its token is valid), bad
 * input is refused by field, an unexpected error in a function is answered with a request id that its recorded
 * report carries, and only admins list them.
 */
import assert from 'node:assert/strict'
import { OpenAPIHono } from '@hono/zod-openapi'
import { closeDb } from '../../_shared/db.ts'
import { onError } from '../../_shared/on-error.ts'
import { requestId } from '../../_shared/request-id.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newUser } from '../../_testing/organizations.ts'

Deno.test({ name: 'error reports from browsers and functions, listed for admins', ...opts }, async (t) => {
  const [admin, keeper, client] = [await newUser('admin'), await newUser('bookkeeper'), await newUser('user')]
  const sql = fixtureSql()
  const marker = `e2e-${crypto.randomUUID()}`
  try {
    await t.step('a browser reports an error, with or without a session', async () => {
      const anonymous = await call(null, 'POST', '/monitoring', {
        message: `TypeError: x is undefined ${marker}`,
        stack: 'at Page (page.tsx:1:1)',
        url: 'http://127.0.0.1:5173/accounting/dashboard',
        requestId: 'req-1234',
      })
      assert.equal(anonymous.status, 202, JSON.stringify(anonymous.body))
      const signed = await call(client, 'POST', '/monitoring', { message: `Failed to fetch ${marker}`, status: 503 })
      assert.equal(signed.status, 202)
      const rows = await sql`select source, user_id, request_id, status from public.error_reports
        where message like ${`%${marker}`} order by id`
      assert.deepEqual(
        rows.map((r) => [r.source, r.user_id, r.request_id, r.status]),
        [
          ['browser', null, 'req-1234', null],
          ['browser', client, null, 503],
        ],
      )
    })

    await t.step('a report without a message or with a malformed request id is refused by field', async () => {
      const empty = await call(null, 'POST', '/monitoring', { message: '  ' })
      assert.equal(empty.status, 422)
      assert.deepEqual(empty.body.error.details.fields, [{ path: 'message', message: 'Say what went wrong' }])
      const bad = await call(null, 'POST', '/monitoring', { message: 'x', requestId: 'no spaces allowed' })
      assert.equal(bad.body.error.details.fields[0].path, 'requestId')
      // a very long message is cut, not refused
      assert.equal((await call(null, 'POST', '/monitoring', { message: `${marker} ${'m'.repeat(5000)}` })).status, 202)
      const [{ length }] =
        await sql`select length(message) from public.error_reports where message like ${`${marker} m%`}`
      assert.equal(length, 2000)
    })

    await t.step("a function's unexpected error is answered and recorded with the same request id", async () => {
      const app = new OpenAPIHono()
      app.use('*', requestId)
      app.onError(onError)
      app.get('/boom', () => {
        throw new Error(`database on fire ${marker}`)
      })
      const res = await app.request('/boom')
      assert.equal(res.status, 500)
      const id = res.headers.get('x-request-id')!
      const answer = await res.json()
      assert.equal(answer.error.requestId, id)
      assert.equal(answer.error.message, `Internal server error (request ${id})`)
      const [row] = await sql`select source, method, url, status from public.error_reports where request_id = ${id}`
      assert.deepEqual({ ...row }, { source: 'function', method: 'GET', url: '/boom', status: 500 })
      // the gateway's id is kept, so the hosted logs, the answer and the report agree
      const given = await app.request('/boom', { headers: { 'sb-request-id': 'gw-42' } })
      assert.equal(given.headers.get('x-request-id'), 'gw-42')
    })

    await t.step('admins list the reports; nobody else does', async () => {
      const list = await call(admin, 'GET', '/operations/errors?source=browser')
      assert.equal(list.status, 200)
      const mine = list.body.reports.filter((r: { message: string }) => r.message.includes(marker))
      assert.equal(mine.length, 3)
      assert.ok(mine.every((r: { source: string }) => r.source === 'browser'))
      assert.ok(mine.some((r: { userEmail: string | null }) => r.userEmail !== null))
      const byId = await call(admin, 'GET', '/operations/errors?requestId=req-1234')
      assert.ok(byId.body.reports.some((r: { message: string }) => r.message.includes(marker)))
      assert.equal((await call(keeper, 'GET', '/operations/errors')).status, 403)
      assert.equal((await call(client, 'GET', '/operations/errors')).status, 403)
    })
  } finally {
    await sql`delete from public.error_reports where message like ${`%${marker}%`} or request_id = 'gw-42'`
    await dropFixtures({ users: [admin, keeper, client] })
    await closeFixtureSql()
    await closeDb()
  }
})
