/**
 * The messaging bridge end to end against the running stack (intake, job worker) and the Slack sandbox: a client's
 * message typed in the sandbox channel becomes a pending bookkeeper message with its files; a retried delivery has
 * one effect; forged and stale signatures are refused; an event for a channel of no organization is ignored; the
 * bookkeeper's answer posts to the thread through @slack/web-api (and waits out a 429's Retry-After); a refused post
 * shows failed and can be sent again; nobody answers into another organization's channel; history pages by cursor.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { call, opts } from '../../_testing/api.ts'
import { app as webhooks } from '../../webhooks/app.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { connectedClient, slackSandbox, until } from '../../_testing/chat.ts'
import { slackAccessToken } from '../slack/slack-api.ts'
import { readConversation } from './slack-chat.ts'

const sandbox = slackSandbox
const messageAt = async (ts: string) => {
  const [m] = await db()`select * from public.chat_messages where ts = ${ts}`
  return m
}

Deno.test({ name: 'chat bridge: Slack ⇄ bookkeeper messages', ...opts }, async (t) => {
  const a = await connectedClient('a')
  const b = await connectedClient('b')
  try {
    let rootTs = ''
    await t.step('a client message arrives as a pending bookkeeper message, its file kept', async () => {
      const typed = await sandbox('/_control/type', {
        team: a.team,
        text: 'Here is the lease',
        user: { email: 'Client@Example.com', name: 'Pat Client' },
        file: { name: 'lease.pdf' },
      })
      assert.equal(typed.status, 200, typed.response)
      rootTs = typed.message.ts
      const m = await until('the message', () => messageAt(rootTs))
      assert.equal(m.organization_id, a.orgId)
      assert.equal(m.status, 'pending')
      assert.equal(m.author_type, 'user')
      assert.equal(m.files.length, 1)
      assert.equal(m.files[0].name, 'lease.pdf')
      assert.match(m.files[0].id, /^F[0-9A-F]+$/)
    })

    await t.step('a retried delivery (X-Slack-Retry-Num) is a duplicate with no second effect', async () => {
      const typed = await sandbox('/_control/type', { team: a.team, text: 'once only', deliver: false })
      const send = async (retryNum?: number) => {
        const s = await sandbox('/_webhooks/sign', { body: typed.event, retryNum })
        const path = new URL(s.url).pathname.replace('/functions/v1', '')
        return await (await webhooks.request(path, { method: 'POST', headers: s.headers, body: s.body })).json()
      }
      assert.deepEqual(await send(), { recorded: 1, duplicates: 0, ignored: 0 })
      assert.deepEqual(await send(1), { recorded: 0, duplicates: 1, ignored: 0 })
      await until('the message', () => messageAt(typed.message.ts))
      const [{ n }] = await db()`select count(*)::int as n from public.chat_messages where ts = ${typed.message.ts}`
      assert.equal(n, 1)
    })

    await t.step('forged and stale signatures are refused', async () => {
      const typed = await sandbox('/_control/type', { team: a.team, text: 'forged', deliver: false })
      for (const bad of [{ secret: 'not-the-secret' }, { timestamp: Math.floor(Date.now() / 1000) - 3600 }]) {
        const s = await sandbox('/_webhooks/sign', { body: typed.event, ...bad })
        const path = new URL(s.url).pathname.replace('/functions/v1', '')
        const r = await webhooks.request(path, { method: 'POST', headers: s.headers, body: s.body })
        assert.equal(r.status, 401)
        await r.body?.cancel()
      }
    })

    await t.step('an event for a channel of no organization is recorded and ignored', async () => {
      const event = {
        type: 'event_callback',
        team_id: a.team,
        event_id: `EvNOORG${crypto.randomUUID().slice(0, 8)}`,
        event: { type: 'message', channel: 'CNOBODY99', user: 'U1', text: 'hello?', ts: '1764000123.000001' },
      }
      const s = await sandbox('/_webhooks/deliver', { body: event })
      assert.deepEqual(s.response, { recorded: 1, duplicates: 0, ignored: 0 })
      await until('the dispatch', async () => {
        const [d] = await db()`select d.state from public.event_dispatches d join public.events e on e.id = d.event_id
          join public.webhook_deliveries w on w.id = e.webhook_delivery_id
          where w.delivery_key = ${event.event_id} and d.handler_name = 'chat.receive' and d.state = 'completed'`
        return d
      })
      assert.equal((await db()`select 1 from public.chat_messages where channel_id = 'CNOBODY99'`).length, 0)
    })

    let rootId = ''
    await t.step(
      "another organization's bookkeeper cannot answer; the own bookkeeper's answer reaches the thread",
      async () => {
        rootId = (await messageAt(rootTs)).id
        const refused = await call(b.keeper, 'POST', `/chats/${a.orgId}/answers`, { messageId: rootId, content: 'hi' })
        assert.equal(refused.status, 404)
        const crossed = await call(b.keeper, 'POST', `/chats/${b.orgId}/answers`, { messageId: rootId, content: 'hi' })
        assert.equal(crossed.status, 404, 'a message of another organization is not found in this one')
        const r = await call(a.keeper, 'POST', `/chats/${a.orgId}/answers`, {
          messageId: rootId,
          content: 'Thanks, got it',
        })
        assert.equal(r.status, 201, JSON.stringify(r.body))
        assert.equal(r.body.delivery, 'posting')
        const posted = await until('the post', async () => {
          const [m] = await db()`select * from public.chat_messages where id = ${r.body.id} and delivery = 'posted'`
          return m
        })
        const inSlack = await sandbox(`/_control/channels/${a.channel}/messages`)
        const reply = inSlack.messages.find((m: { ts: string }) => m.ts === posted.ts)
        assert.equal(reply.thread_ts, rootTs)
        assert.equal(reply.text, 'Thanks, got it')
        const other = await sandbox(`/_control/channels/${b.channel}/messages`)
        assert.ok(!other.messages.some((m: { text: string }) => m.text === 'Thanks, got it'))
        assert.equal((await messageAt(rootTs)).status, 'responded')
      },
    )

    await t.step("Slack's 429 is waited out (Retry-After) and the answer still posts", async () => {
      await sandbox('/_control/rate-limit', { method: 'chat.postMessage', calls: 1, retryAfter: 1 })
      const t0 = Date.now()
      const r = await call(a.keeper, 'POST', `/chats/${a.orgId}/answers`, {
        messageId: rootId,
        content: 'After a wait',
      })
      await until('the post', async () => {
        const [m] = await db()`select 1 from public.chat_messages where id = ${r.body.id} and delivery = 'posted'`
        return m
      })
      assert.ok(Date.now() - t0 >= 1000, 'not posted before Retry-After')
      const [job] = await db()`select count(*)::int as n from public.jobs where job_key = ${`chat.post:${r.body.id}`}`
      assert.equal(job.n, 2, 'the rate-limited step and the one after it')
    })

    await t.step('a refused post shows failed and can be sent again', async () => {
      await db()`update public.provider_connections set status = 'disconnected' where organization_id = ${a.orgId} and provider = 'slack'`
      const r = await call(a.keeper, 'POST', `/chats/${a.orgId}/answers`, { messageId: rootId, content: 'Lost' })
      const failed = await until('the failure', async () => {
        const [m] = await db()`select * from public.chat_messages where id = ${r.body.id} and delivery = 'failed'`
        return m
      })
      assert.ok(failed.delivery_error)
      await db()`update public.provider_connections set status = 'active' where organization_id = ${a.orgId} and provider = 'slack'`
      const again = await call(a.keeper, 'POST', `/chats/messages/${r.body.id}/retry`)
      assert.equal(again.status, 200, JSON.stringify(again.body))
      await until('the post', async () => {
        const [m] = await db()`select 1 from public.chat_messages where id = ${r.body.id} and delivery = 'posted'`
        return m
      })
    })

    await t.step('statuses, the channel list and detail as each person sees them', async () => {
      const s = await call(a.keeper, 'PUT', `/chats/messages/${rootId}/status`, { status: 'resolved' })
      assert.equal(s.status, 200)
      assert.equal(s.body.status, 'resolved')
      assert.equal((await call(b.keeper, 'PUT', `/chats/messages/${rootId}/status`, { status: 'pending' })).status, 404)
      const mine = await call(a.admin, 'GET', '/chats')
      assert.deepEqual(
        mine.body.channels.map((c: { organizationId: string }) => c.organizationId),
        [a.orgId],
        'a client member sees only their organization’s channel',
      )
      const unread = async () =>
        (await call(a.keeper, 'GET', '/chats')).body.channels.find(
          (c: { organizationId: string }) => c.organizationId === a.orgId,
        ).unread
      assert.ok((await unread()) >= 2, 'the client’s messages are unread until the channel is opened')
      assert.equal((await call(a.keeper, 'POST', `/chats/${a.orgId}/read`)).status, 204)
      assert.equal(await unread(), 0)
      assert.equal((await call(b.keeper, 'POST', `/chats/${a.orgId}/read`)).status, 404)
      const detail = await call(a.keeper, 'GET', `/chats/${a.orgId}`)
      assert.equal(detail.status, 200)
      const thread = detail.body.page_obj.find((x: { id: string }) => x.id === rootId)
      assert.equal(thread.replies.length, 3)
      assert.equal((await call(b.admin, 'GET', `/chats/${a.orgId}`)).status, 404)
    })

    await t.step('chat send: to a channel by its name, addressing a person matched by email', async () => {
      const [ch] = await db()`select title from public.chat_channels where organization_id = ${a.orgId}`
      // the client typed earlier as Client@Example.com: Slack knows them by the trimmed, lower-cased address
      const ok = await call(a.keeper, 'POST', '/chats/send', {
        channelName: `#${ch.title}`,
        message: 'Your books are closed for October.',
        email: '  CLIENT@example.com ',
      })
      assert.equal(ok.status, 200, JSON.stringify(ok.body))
      assert.equal(ok.body.success, true)
      const inSlack = await sandbox(`/_control/channels/${a.channel}/messages`)
      const sent = inSlack.messages.find((m: { ts: string }) => m.ts === ok.body.message_ts)
      assert.match(sent.text, /^<@U[0-9A-F]+> Your books are closed for October\.$/)
      const nobody = await call(a.keeper, 'POST', '/chats/send', {
        channelName: ch.title,
        message: 'hello',
        email: 'nobody@example.com',
      })
      assert.deepEqual(nobody.body, { success: false, error: 'users_not_found' })
      const bad = await call(a.keeper, 'POST', '/chats/send', {
        channelName: ch.title,
        message: 'x',
        email: 'not-an-email',
      })
      assert.equal(bad.status, 422)
      // both installs picked a channel of the same name: each bookkeeper's send reaches their own client only
      const own = await call(b.keeper, 'POST', '/chats/send', { channelName: ch.title, message: 'for b only' })
      assert.equal(own.body.success, true)
      const inB = await sandbox(`/_control/channels/${b.channel}/messages`)
      assert.ok(inB.messages.some((m: { ts: string }) => m.ts === own.body.message_ts))
      const inA = await sandbox(`/_control/channels/${a.channel}/messages`)
      assert.ok(!inA.messages.some((m: { text: string }) => m.text === 'for b only'))
    })

    await t.step('conversations.history and replies page by cursor through the official client', async () => {
      for (let i = 0; i < 4; i++) await sandbox('/_control/type', { team: b.team, text: `page ${i}`, deliver: false })
      const { accessToken } = await slackAccessToken({ orgId: b.orgId })
      const all = await readConversation(accessToken, { channel: b.channel, limit: 3 })
      assert.deepEqual(
        all.map((m) => m.text).filter((x) => x?.startsWith('page')),
        ['page 3', 'page 2', 'page 1', 'page 0'],
      )
      const thread = await readConversation((await slackAccessToken({ orgId: a.orgId })).accessToken, {
        channel: a.channel,
        ts: rootTs,
        limit: 2,
      })
      assert.equal(thread[0].ts, rootTs)
      assert.equal(thread.length, 4)
    })
  } finally {
    await dropFixtures({ orgs: [a.orgId, b.orgId], users: [a.admin, a.keeper, b.admin, b.keeper] })
  }
})
