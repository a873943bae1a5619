/**
 * The variance notes a firm shares with its client, through the API in-process against the test stack: the client
 * reads the shared notes by month with their authors (never an internal note, never another client's), replies
 * (refused by field when empty or too long, refused on an internal note), the firm is notified and sees the reply in
 * its workspace, and the reply leaves the analysis' derived status as it was.
 */
import assert from 'node:assert/strict'
import { closeDb } from '../../_shared/db.ts'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { REPLY_MESSAGES } from '../../../shared/schemas/close.ts'

const line = (path: string, trail: string) => ({
  path,
  label: trail.split(' > ').at(-1),
  trail,
  accountId: null,
  depth: 1,
  kind: 'data',
  previousCents: 100_000,
  currentCents: 150_000,
  changeCents: 50_000,
  changePercent: 50,
  direction: 'up',
})

Deno.test({ name: 'close: the notes shared with a client, read and answered by the client', ...opts }, async (t) => {
  const [client, otherClient, bk, rv] = [
    await newUser('user'),
    await newUser('user'),
    await newUser('bookkeeper'),
    await newUser('bookkeeper'),
  ]
  const org = await newOrg({ users: [client], bookkeepers: [bk], reviewers: [rv] })
  const other = await newOrg({ admins: [otherClient] })
  const sql = fixtureSql()
  const [a] = await sql`insert into public.variance_analyses (organization_id, start_date, end_date, reviewer_id,
      threshold_percentage, threshold_amount_cents, profit_and_loss, last_sent_at, created_by)
    values (${org}, '2026-09-01', '2026-09-30', ${rv}, 10, 100000,
      ${sql.json({ lines: [line('pnl:sales', 'Income > Sales'), line('pnl:rent', 'Expenses > Rent')] })}, now(), ${bk})
    returning id`
  const base = `/organizations/${org}/variance-analyses/${a.id}`
  const shared = `/organizations/${org}/shared-variance-notes`
  try {
    let sharedId = ''
    let internalId = ''
    await t.step('the client reads the shared note with its month and author, never the internal one', async () => {
      const s = await call(bk, 'POST', `${base}/notes`, {
        path: 'pnl:sales',
        type: 'client',
        content: 'Any invoices to send?',
      })
      assert.equal(s.status, 201, JSON.stringify(s.body))
      sharedId = s.body.id
      const i = await call(bk, 'POST', `${base}/notes`, { path: 'pnl:rent', content: 'Rent rose: check the lease' })
      internalId = i.body.id
      const list = await call(client, 'GET', shared)
      assert.equal(list.status, 200, JSON.stringify(list.body))
      assert.equal(list.body.months.length, 1)
      const [month] = list.body.months
      assert.equal(month.month, '2026-09-01')
      assert.deepEqual(
        month.threads.map((n: any) => [n.id, n.pathV2, n.content, n.role, n.lastName]),
        [[sharedId, 'Income > Sales', 'Any invoices to send?', 'bookkeeper', `bookkeeper ${bk.slice(0, 4)}`]],
      )
      assert.equal(list.body.waiting, 1)
      const heard = await sql`select user_id, metadata ->> 'link' as link from public.notifications
        where metadata ->> 'noteId' in ${sql([sharedId, internalId])}`
      assert.deepEqual(
        heard.filter((n) => n.user_id === client).map((n) => n.link),
        ['/accounting/month-end-notes'],
        'the client hears of the shared note only',
      )
      // the client still reads neither the analysis nor its internal notes
      assert.equal((await call(client, 'GET', base)).status, 403)
    })

    await t.step('another client sees nothing and cannot reply', async () => {
      // another client's organization is not even visible to them
      assert.equal((await call(otherClient, 'GET', shared)).status, 404)
      const theirs = await call(otherClient, 'GET', `/organizations/${other}/shared-variance-notes`)
      assert.deepEqual(theirs.body, { months: [], waiting: 0 })
      const r = await call(otherClient, 'POST', `${shared}/${sharedId}/replies`, { content: 'Me too' })
      assert.equal(r.status, 404)
      const theirsReply = await call(
        otherClient,
        'POST',
        `/organizations/${other}/shared-variance-notes/${sharedId}/replies`,
        {
          content: 'Me too',
        },
      )
      assert.equal(theirsReply.status, 404)
    })

    await t.step('an empty or too long reply is refused by field, in words', async () => {
      const empty = await call(client, 'POST', `${shared}/${sharedId}/replies`, { content: '   ' })
      assert.equal(empty.status, 422)
      assert.deepEqual(empty.body.error.details.fields[0], { path: 'content', message: REPLY_MESSAGES.empty })
      const long = await call(client, 'POST', `${shared}/${sharedId}/replies`, { content: 'x'.repeat(20001) })
      assert.equal(long.status, 422)
      assert.deepEqual(long.body.error.details.fields[0], { path: 'content', message: REPLY_MESSAGES.tooLong })
    })

    await t.step('an internal note cannot be answered (nor found) by the client', async () => {
      const r = await call(client, 'POST', `${shared}/${internalId}/replies`, { content: 'What lease?' })
      assert.equal(r.status, 404)
    })

    await t.step('the reply joins the thread, tells the firm, and leaves the status alone', async () => {
      const before = (await call(bk, 'GET', base)).body.status
      assert.equal(before, 'ready-for-review')
      const r = await call(client, 'POST', `${shared}/${sharedId}/replies`, { content: 'Two invoices go out Monday' })
      assert.equal(r.status, 201, JSON.stringify(r.body))
      assert.equal(r.body.answerTo, sharedId)
      assert.equal(r.body.role, 'user')
      assert.equal(r.body.pathV2, 'Income > Sales')
      const list = await call(client, 'GET', shared)
      assert.deepEqual(
        list.body.months[0].threads[0].replies.map((n: any) => n.content),
        ['Two invoices go out Monday'],
      )
      assert.equal(list.body.waiting, 0, 'the last word is the client’s')
      const detail = (await call(bk, 'GET', base)).body
      assert.equal(detail.status, before)
      const reply = detail.notes.find((n: any) => n.id === r.body.id)
      assert.deepEqual([reply.type, reply.answerTo], ['client', sharedId])
      const told = await sql`select user_id, metadata ->> 'message' as message from public.notifications
        where type = 'variance-analysis' and metadata ->> 'noteId' = ${r.body.id} order by user_id`
      assert.deepEqual(told.map((n) => n.user_id).sort(), [bk, rv].sort())
      assert.match(told[0].message, /\(client\) replied to a shared note on .*September 2026/)
      // a reply to the reply answers the thread
      const again = await call(client, 'POST', `${shared}/${r.body.id}/replies`, { content: 'And one on Tuesday' })
      assert.equal(again.body.answerTo, sharedId)
    })

    await t.step('the firm replies in its workspace; the client cannot write a note of its own', async () => {
      assert.equal((await call(client, 'POST', `${base}/notes`, { path: 'pnl:sales', content: 'hi' })).status, 403)
      const staff = await call(bk, 'POST', `${base}/notes`, { answerTo: sharedId, content: 'Thank you' })
      assert.equal(staff.status, 201)
      const list = await call(client, 'GET', shared)
      assert.equal(list.body.months[0].threads[0].replies.at(-1).content, 'Thank you')
      assert.equal(list.body.waiting, 1)
      assert.equal((await call(bk, 'POST', `${shared}/${sharedId}/replies`, { content: 'x' })).status, 403)
    })

    await t.step(
      'a reply is its author’s: the firm cannot change it, the client can, and the history keeps the words',
      async () => {
        const list = await call(client, 'GET', shared)
        const reply = list.body.months[0].threads[0].replies[0]
        assert.equal(reply.editedAt, null, 'never edited yet')
        const byFirm = await call(bk, 'PATCH', `/organizations/${org}/variance-notes/${reply.id}`, {
          content: 'Nothing',
        })
        assert.equal(byFirm.status, 403, JSON.stringify(byFirm.body))
        assert.equal(byFirm.body.error.message, 'Only the person who wrote a reply can change it')
        const byOther = await call(otherClient, 'PATCH', `${shared}/${reply.id}`, { content: 'Nothing' })
        assert.equal(byOther.status, 404, 'another client does not see this organization')
        const empty = await call(client, 'PATCH', `${shared}/${reply.id}`, { content: '  ' })
        assert.equal(empty.status, 422)
        const edited = await call(client, 'PATCH', `${shared}/${reply.id}`, { content: 'Three invoices go out Monday' })
        assert.equal(edited.status, 200, JSON.stringify(edited.body))
        assert.equal(edited.body.content, 'Three invoices go out Monday')
        assert.ok(edited.body.editedAt, 'marked as edited')
        const history = await call(bk, 'GET', `/edit-history/variance_note/${reply.id}`)
        assert.equal(history.status, 200, JSON.stringify(history.body))
        assert.deepEqual(
          history.body.revisions.map((r: any) => [r.words.content, r.editedBy]),
          [['Two invoices go out Monday', client]],
          'the firm sees what the client said before',
        )
        assert.equal((await call(otherClient, 'GET', `/edit-history/variance_note/${reply.id}`)).status, 404)
        // the firm's own reply is the firm's: the client cannot change it either
        const firms = (await call(client, 'GET', shared)).body.months[0].threads[0].replies.at(-1)
        assert.equal((await call(client, 'PATCH', `${shared}/${firms.id}`, { content: 'Edited' })).status, 403)
      },
    )
  } finally {
    await dropFixtures({ orgs: [org, other], users: [client, otherClient, bk, rv] })
    await closeFixtureSql()
    await closeDb()
  }
})
