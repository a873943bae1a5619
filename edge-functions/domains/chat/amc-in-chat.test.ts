/**
 * Ask My Client in the client's Slack channel, against the running stack and the Slack sandbox: a bookkeeper sends an
 * open question to the channel (once; another firm's bookkeeper cannot), it is posted at the channel's root, and the
 * client's reply in its Slack thread lands on the question as its answer, by the product user the person is.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { call, opts } from '../../_testing/api.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { connectedClient, slackSandbox, until } from '../../_testing/chat.ts'

Deno.test({ name: 'chat bridge: Ask My Client questions asked and answered in the channel', ...opts }, async (t) => {
  const a = await connectedClient('amc-a')
  const b = await connectedClient('amc-b')
  try {
    const [q] = await db()`
      insert into public.amc_questions (organization_id, account_name, transaction_id, amount, vendor_name, expense_date)
      values (${a.orgId}, 'Ask My Client', 'purchase:chat-amc-1', 12345, 'Staples', '2026-11-02') returning id`
    let rootTs = ''

    await t.step('only the client’s bookkeeper sends an open question to its channel, once', async () => {
      const crossed = await call(b.keeper, 'POST', `/chats/${a.orgId}/amcs`, { questionId: q.id })
      assert.ok([403, 404].includes(crossed.status), String(crossed.status))
      const wrongOrg = await call(b.keeper, 'POST', `/chats/${b.orgId}/amcs`, { questionId: q.id })
      assert.equal(wrongOrg.status, 404)
      const open = await call(a.keeper, 'GET', `/chats/${a.orgId}/amcs`)
      assert.equal(open.status, 200)
      assert.deepEqual(
        open.body.questions.map((x: { id: string; messageId: string | null }) => [x.id, x.messageId]),
        [[q.id, null]],
      )
      const sent = await call(a.keeper, 'POST', `/chats/${a.orgId}/amcs`, { questionId: q.id })
      assert.equal(sent.status, 201, JSON.stringify(sent.body))
      assert.equal(sent.body.delivery, 'posting')
      assert.match(sent.body.content, /^Ask My Client: Staples, \$123\.45/)
      const again = await call(a.keeper, 'POST', `/chats/${a.orgId}/amcs`, { questionId: q.id })
      assert.equal(again.status, 409)
      assert.equal(again.body.message ?? again.body.error?.message, 'This question is already in the channel')
      rootTs = await until('the post', async () => {
        const [m] = await db()`select ts, delivery from public.chat_messages where id = ${sent.body.id}`
        return m.delivery === 'posted' ? (m.ts as string) : undefined
      })
      const inSlack = await slackSandbox(`/_control/channels/${a.channel}/messages`)
      const root = inSlack.messages.find((m: { ts: string }) => m.ts === rootTs)
      assert.match(root.text, /Reply in this thread to answer/)
      assert.equal(root.thread_ts ?? null, null)
      const detail = await call(a.keeper, 'GET', `/chats/${a.orgId}`)
      assert.equal(detail.body.page_obj[0].id, sent.body.id, 'the question is a thread of the channel')
    })

    await t.step('the client’s reply in the thread answers the question, as the product user they are', async () => {
      const [admin] = await db()`select email from public.users where id = ${a.admin}`
      const typed = await slackSandbox('/_control/type', {
        team: a.team,
        text: 'Printer paper for the office',
        thread_ts: rootTs,
        user: { email: admin.email, name: 'Pat Client' },
      })
      assert.equal(typed.status, 200)
      const answered = await until('the answer', async () => {
        const [x] = await db()`select status::text, client_response, answered_by, client_responded_at
          from public.amc_questions where id = ${q.id}`
        return x.status === 'responded' ? x : undefined
      })
      assert.equal(answered.client_response, 'Printer paper for the office')
      assert.equal(answered.answered_by, a.admin)
      assert.ok(answered.client_responded_at)
      const detail = await call(a.keeper, 'GET', `/chats/${a.orgId}`)
      assert.equal(detail.body.page_obj[0].replies[0].content, 'Printer paper for the office')
    })

    await t.step('a completed question keeps its answer', async () => {
      await db()`update public.amc_questions set status = 'completed' where id = ${q.id}`
      const typed = await slackSandbox('/_control/type', { team: a.team, text: 'Actually, toner', thread_ts: rootTs })
      assert.equal(typed.status, 200)
      await until('the reply', async () => {
        const [m] = await db()`select 1 from public.chat_messages where ts = ${typed.message.ts}`
        return m
      })
      const [x] = await db()`select client_response from public.amc_questions where id = ${q.id}`
      assert.equal(x.client_response, 'Printer paper for the office')
    })
  } finally {
    await dropFixtures({ orgs: [a.orgId, b.orgId], users: [a.admin, a.keeper, b.admin, b.keeper] })
  }
})
