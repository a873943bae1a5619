/** Notes and receipts routes in-process against organizations and users the test creates: RLS decides who reads and writes what. */
import assert from 'node:assert/strict'
import { userToken } from '../../_testing/tokens.ts'
import { app } from '../app.ts'
import { asService, closeDb } from '../../_shared/db.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { closeFixtureSql } from '../../_testing/api.ts'

async function call(sub: string, method: string, path: string, body?: unknown) {
  const token = await userToken({ sub })
  const res = await app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: res.status === 204 ? null : await res.json() }
}

Deno.test({ name: 'notes and receipts routes', sanitizeOps: false, sanitizeResources: false }, async (t) => {
  const title = `Test note ${crypto.randomUUID()}`
  const USERS = {
    client: await newUser('user', 'lists'),
    client2: await newUser('user', 'lists'),
    bookkeeper: await newUser('bookkeeper', 'lists'),
    reviewer: await newUser('bookkeeper', 'lists'),
    admin: await newUser('admin', 'lists'),
  }
  const birchName = `Birch Bakery ${USERS.client2.slice(0, 8)} LLC`
  const ACME = await newOrg({ admins: [USERS.client], bookkeepers: [USERS.bookkeeper], reviewers: [USERS.reviewer] })
  const BIRCH = await newOrg({ name: birchName, admins: [USERS.client2] })

  await t.step('the reviewer writes a note on a client they review; it lists with their name', async () => {
    const created = await call(USERS.reviewer, 'POST', `/organizations/${ACME}/notes`, {
      title,
      content: '  needs bank statements  ',
    })
    assert.equal(created.status, 201)
    assert.equal(created.body.authorName, `Test bookkeeper ${USERS.reviewer.slice(0, 4)}`)
    assert.equal(created.body.content, 'needs bank statements')
    const listed = await call(USERS.bookkeeper, 'GET', `/organizations/${ACME}/notes`)
    assert.ok(listed.body.notes.some((n: { title: string }) => n.title === title))
  })

  await t.step('a client never sees internal notes, even of their own organization', async () => {
    const r = await call(USERS.client, 'GET', `/organizations/${ACME}/notes`)
    assert.equal(r.status, 200)
    assert.deepEqual(r.body.notes, [])
    const w = await call(USERS.client, 'POST', `/organizations/${ACME}/notes`, { title: 'sneaky' })
    assert.equal(w.status, 403)
  })

  await t.step(
    'staff of another client get 404 for notes they cannot see; an empty title is a field error',
    async () => {
      assert.equal((await call(USERS.bookkeeper, 'GET', `/organizations/${BIRCH}/notes`)).status, 404)
      const bad = await call(USERS.admin, 'POST', `/organizations/${ACME}/notes`, { title: '   ' })
      assert.equal(bad.status, 422)
      assert.deepEqual(bad.body.error.details.fields, [{ path: 'title', message: 'Title is required' }])
    },
  )

  await t.step('only the author or an admin deletes a note', async () => {
    const { body } = await call(USERS.bookkeeper, 'GET', `/organizations/${ACME}/notes`)
    const note = body.notes.find((n: { title: string }) => n.title === title)
    assert.equal((await call(USERS.bookkeeper, 'DELETE', `/organizations/${ACME}/notes/${note.id}`)).status, 404)
    assert.equal((await call(USERS.admin, 'DELETE', `/organizations/${ACME}/notes/${note.id}`)).status, 204)
  })

  await t.step('receipts: a file of the organization becomes a receipt; other tenants do not see it', async () => {
    const path = `${BIRCH}/receipts/${crypto.randomUUID()}-coffee.pdf`
    const fileId = await asService(async (tx) => {
      await tx`insert into storage.objects (bucket_id, name) values ('files', ${path})`
      const [f] =
        await tx`insert into public.files (title, bucket, path, extension, organization_id) values ('coffee.pdf', 'files', ${path}, 'pdf', ${BIRCH}) returning id`
      return f.id as string
    })
    const wrongOrg = await call(USERS.client, 'POST', '/receipts', { organizationId: ACME, fileId })
    assert.equal(wrongOrg.status, 422)
    const made = await call(USERS.client2, 'POST', '/receipts', { organizationId: BIRCH, fileId })
    assert.equal(made.status, 201)
    assert.equal(made.body.organizationName, birchName)
    assert.equal(made.body.file.title, 'coffee.pdf')
    const mine = await call(USERS.client2, 'GET', '/receipts')
    assert.ok(mine.body.receipts.some((r: { fileId: string }) => r.fileId === fileId))
    const others = await call(USERS.bookkeeper, 'GET', '/receipts')
    assert.ok(!others.body.receipts.some((r: { fileId: string }) => r.fileId === fileId))
    assert.equal((await call(USERS.bookkeeper, 'GET', `/receipts?organizationId=${BIRCH}`)).status, 404)
  })

  await dropFixtures({ orgs: [ACME, BIRCH], users: Object.values(USERS) })
  await closeFixtureSql()
  await closeDb()
})
