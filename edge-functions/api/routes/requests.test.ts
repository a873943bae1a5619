/** Requests, files and notifications through the api app as real users, with real Storage uploads under '<orgId>/...'. */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { call, closeFixtureSql, fixtureSql, opts, tokenFor } from '../../_testing/api.ts'

const storage = `${Deno.env.get('SUPABASE_URL')}/storage/v1`
async function upload(as: string, path: string, text: string) {
  const r = await fetch(`${storage}/object/files/${path}`, {
    method: 'POST',
    body: text,
    headers: {
      apikey: Deno.env.get('SUPABASE_ANON_KEY')!,
      authorization: `Bearer ${await tokenFor(as)}`,
      'content-type': 'text/plain',
    },
  })
  await r.body?.cancel()
  return r.status
}

Deno.test({ name: 'files, requests and notifications', ...opts }, async (t) => {
  const users = {
    client: await newUser('user', 'req'),
    client2: await newUser('user', 'req'),
    member: await newUser('user', 'req'),
    bookkeeper: await newUser('bookkeeper', 'req'),
    reviewer: await newUser('bookkeeper', 'req'),
    admin: await newUser('admin', 'req'),
  }
  const ACME = await newOrg({
    admins: [users.client],
    users: [users.member],
    bookkeepers: [users.bookkeeper],
    reviewers: [users.reviewer],
  })
  const BIRCH = await newOrg({ admins: [users.client2] })
  const name = `${crypto.randomUUID()}.txt`
  let fileId = ''
  await t.step(
    'a member uploads into their organization folder and records the file; the list signs URLs',
    async () => {
      assert.equal(await upload(users.member, `${ACME}/${name}`, 'hello acme'), 200)
      const r = await call(users.member, 'POST', '/files', {
        organizationId: ACME,
        path: `${ACME}/${name}`,
        title: 'Bank letter',
      })
      assert.equal(r.status, 201, JSON.stringify(r.body))
      assert.equal(r.body.extension, 'txt')
      assert.equal(r.body.userId, users.member)
      fileId = r.body.id
      const list = await call(users.bookkeeper, 'GET', `/files?organizationId=${ACME}`)
      const f = list.body.files.find((x: { id: string }) => x.id === fileId)
      assert.ok(f.previewUrl, "signed with the caller's token")
      assert.match(f.downloadUrl, /&download=Bank%20letter\.txt$/)
      assert.equal(await (await fetch(f.previewUrl)).text(), 'hello acme')
    },
  )
  await t.step('another tenant can neither upload into nor record files for the organization', async () => {
    assert.notEqual(await upload(users.client2, `${ACME}/${crypto.randomUUID()}.txt`, 'x'), 200)
    assert.equal(
      (await call(users.client2, 'POST', '/files', { organizationId: ACME, path: `${ACME}/${name}`, title: 'Stolen' }))
        .status,
      404,
    )
    const birchName = `${crypto.randomUUID()}.txt`
    assert.equal(await upload(users.client2, `${BIRCH}/${birchName}`, 'birch'), 200)
    const r = await call(users.client, 'POST', '/files', {
      organizationId: ACME,
      path: `${BIRCH}/${birchName}`,
      title: 'Mismatch',
    })
    assert.equal(r.status, 422, 'a path outside the organization folder is refused')
    assert.equal(
      (
        await call(users.client, 'POST', '/files', {
          organizationId: ACME,
          path: `${ACME}/never-uploaded.pdf`,
          title: 'Ghost',
        })
      ).status,
      422,
    )
  })
  let requestId = ''
  await t.step('a member opens a request with the file; the primary bookkeeper is assigned', async () => {
    const r = await call(users.member, 'POST', '/requests', {
      organizationId: ACME,
      request: 'Please categorise the new bank fees',
      fileIds: [fileId],
    })
    assert.equal(r.status, 201, JSON.stringify(r.body))
    assert.equal(r.body.bookkeeperId, users.bookkeeper)
    assert.equal(r.body.requesterId, users.member)
    assert.deepEqual(r.body.fileIds, [fileId])
    requestId = r.body.id
  })
  await t.step("only the organization's bookkeepers move the status", async () => {
    assert.equal((await call(users.member, 'PATCH', `/requests/${requestId}`, { status: 'completed' })).status, 403)
    assert.equal((await call(users.reviewer, 'PATCH', `/requests/${requestId}`, { status: 'completed' })).status, 403)
    const r = await call(users.bookkeeper, 'PATCH', `/requests/${requestId}`, { status: 'completed' })
    assert.equal(r.body.status, 'completed')
    assert.ok(r.body.completedAt)
    assert.equal(
      (await call(users.bookkeeper, 'PATCH', `/requests/${requestId}`, { status: 'in_progress' })).body.completedAt,
      null,
    )
  })
  await t.step(
    'staff assign and reassign to staff of the organization only; the server refuses anyone else',
    async () => {
      const name = (id: string, role: string) => `Test ${role} ${id.slice(0, 4)}`
      const list = await call(users.bookkeeper, 'GET', `/organizations/${ACME}/request-assignees`)
      assert.equal(list.status, 200)
      const ids = list.body.assignees.map((a: { id: string }) => a.id)
      assert.ok(ids.includes(users.bookkeeper) && ids.includes(users.admin), 'its bookkeeper and the firm admins')
      assert.ok(!ids.includes(users.member) && !ids.includes(users.client) && !ids.includes(users.reviewer))
      assert.equal((await call(users.member, 'GET', `/organizations/${ACME}/request-assignees`)).status, 403)
      assert.equal((await call(users.client2, 'GET', `/organizations/${ACME}/request-assignees`)).status, 404)
      // a client of the organization, its reviewer, another firm's bookkeeper: refused, nothing changed
      const other = await newUser('bookkeeper', 'req')
      for (const who of [users.member, users.reviewer, other]) {
        const r = await call(users.bookkeeper, 'PATCH', `/requests/${requestId}`, { bookkeeperId: who })
        assert.equal(r.status, 422, JSON.stringify(r.body))
        assert.equal(r.body.error.message, 'Assign the request to a bookkeeper of this organization or a firm admin')
      }
      assert.equal(
        (await call(users.member, 'PATCH', `/requests/${requestId}`, { bookkeeperId: users.admin })).status,
        403,
      )
      const to = await call(users.bookkeeper, 'PATCH', `/requests/${requestId}`, { bookkeeperId: users.admin })
      assert.equal(to.status, 200)
      assert.equal(to.body.assigneeName, name(users.admin, 'admin'))
      const listed = await call(users.bookkeeper, 'GET', `/requests?organizationId=${ACME}`)
      assert.equal(
        listed.body.requests.find((x: { id: string }) => x.id === requestId).assigneeName,
        name(users.admin, 'admin'),
      )
      const back = await call(users.admin, 'PATCH', `/requests/${requestId}`, { bookkeeperId: users.bookkeeper })
      assert.equal(back.body.assigneeName, name(users.bookkeeper, 'bookkeeper'))
      await dropFixtures({ users: [other] })
    },
  )
  await t.step(
    'the detail holds the history: opened, status changes and reassignments, with who did each',
    async () => {
      const r = await call(users.bookkeeper, 'GET', `/requests/${requestId}`)
      assert.equal(r.body.requesterName, `Test user ${users.member.slice(0, 4)}`)
      const told = r.body.history.map(
        (e: { kind: string; fromStatus: string; toStatus: string; toAssigneeName: string; actorName: string }) =>
          [e.kind, e.fromStatus, e.toStatus, e.toAssigneeName, e.actorName].map((v) => v ?? '-').join(' '),
      )
      const keeper = `Test bookkeeper ${users.bookkeeper.slice(0, 4)}`
      const admin = `Test admin ${users.admin.slice(0, 4)}`
      assert.deepEqual(told, [
        `opened - todo ${keeper} Test user ${users.member.slice(0, 4)}`,
        `status todo completed - ${keeper}`,
        `status completed in_progress - ${keeper}`,
        `assignee - - ${admin} ${keeper}`,
        `assignee - - ${keeper} ${admin}`,
      ])
      assert.equal((await call(users.client2, 'GET', `/requests/${requestId}`)).status, 404)
      // the client reads the same history; a firm admin they cannot see reads as no name, not as an error
      const theirs = await call(users.member, 'GET', `/requests/${requestId}`)
      assert.equal(theirs.body.history.length, 5)
      assert.equal(theirs.body.history[3].toAssigneeName, null)
    },
  )
  await t.step('comments carry their author; reviewers may comment, other tenants may not', async () => {
    const r = await call(users.reviewer, 'POST', `/requests/${requestId}/comments`, { content: 'Reviewed' })
    assert.equal(r.status, 201)
    assert.equal(r.body.comments.at(-1).authorName, `Test bookkeeper ${users.reviewer.slice(0, 4)}`)
    assert.equal((await call(users.client2, 'POST', `/requests/${requestId}/comments`, { content: 'x' })).status, 404)
    assert.equal((await call(users.member, 'POST', `/requests/${requestId}/comments`, { content: '   ' })).status, 422)
  })
  await t.step('a comment is changed by its author alone, and keeps the words it had', async () => {
    const detail = (await call(users.reviewer, 'GET', `/requests/${requestId}`)).body
    const mine = detail.comments.at(-1)
    assert.equal(mine.editedAt, null)
    const path = `/requests/${requestId}/comments/${mine.id}`
    const byOther = await call(users.bookkeeper, 'PATCH', path, { content: 'Not reviewed' })
    assert.equal(byOther.status, 403)
    assert.equal(byOther.body.error.message, 'Only the person who wrote a comment can change it')
    assert.equal((await call(users.reviewer, 'PATCH', path, { content: ' ' })).status, 422)
    const edited = await call(users.reviewer, 'PATCH', path, { content: 'Reviewed, two questions left' })
    assert.equal(edited.status, 200, JSON.stringify(edited.body))
    const now = edited.body.comments.find((c: { id: string }) => c.id === mine.id)
    assert.equal(now.content, 'Reviewed, two questions left')
    assert.ok(now.editedAt)
    const history = await call(users.member, 'GET', `/edit-history/request_comment/${mine.id}`)
    assert.deepEqual(
      history.body.revisions.map((r: { words: { content: string } }) => r.words.content),
      ['Reviewed'],
    )
    assert.equal((await call(users.client2, 'GET', `/edit-history/request_comment/${mine.id}`)).status, 404)
  })
  await t.step('notifications: each user sees and marks only their own', async () => {
    await fixtureSql()`insert into public.notifications (type, status, metadata, user_id, organization_id) values
      ('amc', 'unread', '{"message": "3 transactions need your answer"}', ${users.client}, ${ACME}),
      ('books', 'unread', '{"month": "2026-09"}', ${users.client2}, ${BIRCH})`
    const mine = await call(users.client, 'GET', '/notifications')
    assert.ok(mine.body.notifications.length > 0)
    assert.ok(mine.body.notifications.every((n: { userId: string }) => n.userId === users.client))
    const id = mine.body.notifications[0].id
    assert.equal(
      (await call(users.admin, 'POST', `/notifications/${id}/read`)).status,
      404,
      "not even admins mark others' notifications",
    )
    assert.equal((await call(users.client, 'POST', `/notifications/${id}/read`)).status, 200)
    assert.equal(
      (await call(users.client, 'GET', '/notifications?status=unread')).body.notifications.some(
        (n: { id: string }) => n.id === id,
      ),
      false,
    )
  })
  await fixtureSql()`delete from public.customer_requests where id = ${requestId}`
  await dropFixtures({ orgs: [ACME, BIRCH], users: Object.values(users) })
  await closeFixtureSql()
  await closeDb()
})
