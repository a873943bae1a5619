/** Message templates through the API: staff read; admins and owners write; clients see nothing; field errors in words. */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'

Deno.test(
  { name: 'message templates: staff read, admins and owners write, clients are refused', ...opts },
  async (t) => {
    const sql = fixtureSql()
    const admin = await newUser('admin', 'templates')
    const owner = await newUser('owner', 'templates')
    const keeper = await newUser('bookkeeper', 'templates')
    const client = await newUser('user', 'templates')
    const org = await newOrg({ admins: [client], bookkeepers: [keeper] })
    const title = `Welcome ${crypto.randomUUID().slice(0, 6)}`
    let id = ''
    try {
      await t.step('title and message are required, each named in words', async () => {
        const r = await call(admin, 'POST', '/message-templates', { title: ' ', content: '' })
        assert.equal(r.status, 422)
        assert.deepEqual(r.body.error.details.fields, [
          { path: 'title', message: 'Enter a title' },
          { path: 'content', message: 'Enter the message' },
        ])
        const long = await call(admin, 'POST', '/message-templates', { title: 'x'.repeat(256), content: 'Hi' })
        assert.deepEqual(long.body.error.details.fields, [
          { path: 'title', message: 'Keep the title to 255 characters or fewer' },
        ])
      })
      await t.step('an admin creates a template, recorded as its creator', async () => {
        const r = await call(admin, 'POST', '/message-templates', { title, content: 'Hello {{firstName}}' })
        assert.equal(r.status, 201, JSON.stringify(r.body))
        assert.equal(r.body.createdBy, admin)
        id = r.body.id
      })
      await t.step('an owner creates one too', async () => {
        const r = await call(owner, 'POST', '/message-templates', { title: `${title} (owner)`, content: 'Hi' })
        assert.equal(r.status, 201)
        assert.equal((await call(owner, 'DELETE', `/message-templates/${r.body.id}`)).status, 204)
      })
      await t.step('a bookkeeper reads templates but cannot write them', async () => {
        const list = await call(keeper, 'GET', '/message-templates')
        assert.equal(list.status, 200)
        assert.ok(list.body.templates.some((x: { id: string }) => x.id === id))
        assert.equal((await call(keeper, 'POST', '/message-templates', { title: 'Mine', content: 'x' })).status, 403)
        assert.equal(
          (await call(keeper, 'PUT', `/message-templates/${id}`, { title: 'Changed', content: 'x' })).status,
          403,
        )
        assert.equal((await call(keeper, 'DELETE', `/message-templates/${id}`)).status, 403)
      })
      await t.step('a client cannot read templates (403) and their writes find nothing (404)', async () => {
        const list = await call(client, 'GET', '/message-templates')
        assert.equal(list.status, 403)
        assert.equal(list.body.error.message, 'Only staff can read message templates')
        assert.equal(
          (await call(client, 'PUT', `/message-templates/${id}`, { title: 'Hijacked', content: 'x' })).status,
          404,
        )
        assert.equal((await call(client, 'DELETE', `/message-templates/${id}`)).status, 404)
        assert.equal((await call(client, 'POST', '/message-templates', { title: 'Mine', content: 'x' })).status, 403)
      })
      await t.step('nothing the others tried changed the template', async () => {
        const [row] = await sql`select title, content from public.message_templates where id = ${id}`
        assert.deepEqual({ ...row }, { title, content: 'Hello {{firstName}}' })
      })
      await t.step('an admin edits and deletes it; a second delete is 404', async () => {
        const r = await call(admin, 'PUT', `/message-templates/${id}`, { title: `${title} v2`, content: 'Hello again' })
        assert.equal(r.status, 200)
        assert.equal(r.body.title, `${title} v2`)
        assert.ok(r.body.updatedAt >= r.body.createdAt)
        assert.equal((await call(admin, 'DELETE', `/message-templates/${id}`)).status, 204)
        assert.equal((await call(admin, 'DELETE', `/message-templates/${id}`)).status, 404)
      })
    } finally {
      if (id) await sql`delete from public.message_templates where id = ${id}`.catch(() => {})
      await dropFixtures({ orgs: [org], users: [admin, owner, keeper, client] })
      await closeFixtureSql()
      await closeDb()
    }
  },
)
