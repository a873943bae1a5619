/** A person's notification preferences through the API: every type listed, on until turned off, and honoured. */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { NOTIFICATION_TYPES } from '../../../shared/schemas/notifications.ts'

Deno.test({ name: 'notification preferences: listed, changed by field, honoured', ...opts }, async () => {
  const [client, other] = [await newUser('user'), await newUser('user')]
  const org = await newOrg({ admins: [client] })
  const sql = fixtureSql()
  try {
    const first = await call(client, 'GET', '/notifications/preferences')
    assert.equal(first.status, 200)
    assert.deepEqual(
      first.body.preferences,
      NOTIFICATION_TYPES.map((type) => ({ type, enabled: true })),
    )
    const off = await call(client, 'PUT', '/notifications/preferences', { type: 'books', enabled: false })
    assert.equal(off.status, 200)
    assert.equal(off.body.preferences.find((p: { type: string }) => p.type === 'books').enabled, false)
    const bad = await call(client, 'PUT', '/notifications/preferences', { type: 'weather', enabled: false })
    assert.equal(bad.status, 422)
    assert.equal(bad.body.error.details.fields[0].path, 'type')
    // another person's list is untouched
    const theirs = await call(other, 'GET', '/notifications/preferences')
    assert.ok(theirs.body.preferences.every((p: { enabled: boolean }) => p.enabled))

    // honoured: the books of a month sent to the client are not announced to them
    await sql`insert into public.books_trackings (organization_id, month, books_sent_at, books_sent_by)
      values (${org}, '2026-09-01', now(), ${client})`
    const [{ n }] =
      await sql`select count(*)::int as n from public.notifications where user_id = ${client} and type = 'books'`
    assert.equal(n, 0)
    await call(client, 'PUT', '/notifications/preferences', { type: 'books', enabled: true })
    await sql`insert into public.books_trackings (organization_id, month, books_sent_at, books_sent_by)
      values (${org}, '2026-10-01', now(), ${client})`
    const list = await call(client, 'GET', '/notifications')
    const books = list.body.notifications.filter((x: { type: string }) => x.type === 'books')
    assert.equal(books.length, 1)
    assert.equal(books[0].metadata.message, 'Your books for October 2026 are ready')
  } finally {
    await dropFixtures({ orgs: [org], users: [client, other] })
    await closeFixtureSql()
    await closeDb()
  }
})
