/**
 * Bill approval in Slack against the started stack (intake, job worker) and the Slack sandbox: submitting a bill
 * posts the approval message (block id bill-payment-approval, APPROVE / DECLINE / COMMENT) to the organization's
 * channel; signed clicks are decided as the linked product user by the app's rule, each answered to the clicker
 * alone: a forged signature is refused, an unmatched Slack person and someone who is not an approver are answered why
 * not, a replayed delivery has one effect, a click on terms that changed since is refused, a comment needs its text;
 * every decision, in Slack or on the web, and the payment update the message (who, when, buttons gone once decided).
 */
import assert from 'node:assert/strict'
import { call, closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { addPayee, bankingOrg, type BankingOrg, fund } from '../../_testing/banking.ts'
import { connect, connectionRow } from '../../_testing/oauth.ts'
import { asService, closeDb } from '../../_shared/db.ts'
import { app as webhooks } from '../../webhooks/app.ts'
import { BILL_APPROVAL_BLOCK_ID, BILL_MESSAGES } from '../../../shared/rules/bill-pay.ts'
import { syncBillSlackMessage } from './slack-message.ts'

const M = 1_000_000n
const SANDBOX = Deno.env.get('SANDBOX_URL')!
const sandbox = async (path: string, body?: unknown) => {
  const r = await fetch(`${SANDBOX}/slack${path}`, body ? { method: 'POST', body: JSON.stringify(body) } : undefined)
  return await r.json()
}
const until = async <T>(what: string, fn: () => Promise<T | undefined>, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    const v = await fn()
    if (v) return v
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

type Block = { type: string; block_id?: string; elements?: { text?: string }[] }
type Message = { ts: string; text: string; blocks?: Block[]; edited?: { ts: string } }

async function setUp() {
  const b = await bankingOrg()
  await fund(b, b.operating, 10_000n * M)
  const payee = await addPayee(b, 'Valley Dairy Supply')
  const sql = fixtureSql()
  const [layer] = await sql`insert into public.approval_layers (organization_id, name, min_approvals)
    values (${b.org}, 'Owners', 2) returning id`
  await sql`insert into public.approval_layer_members (layer_id, user_id, organization_id)
    values (${layer.id}, ${b.people.ap}, ${b.org}), (${layer.id}, ${b.people.ap2}, ${b.org})`
  const r = await connect({ admin: b.people.oa, orgId: b.org }, 'slack')
  assert.equal(r.location.searchParams.get('slack'), 'connected')
  const team = (await connectionRow(b.org, 'slack'))!.external_id
  const [channel] = await sql`select channel_id from public.chat_channels where organization_id = ${b.org}`
  const emails = Object.fromEntries(
    (await sql`select id, email from public.users where id = any(${Object.values(b.people)}::uuid[])`).map((u) => [
      u.id,
      u.email,
    ]),
  )
  return { b, payee, team, channel: channel.channel_id as string, emails }
}

async function submitted(b: BankingOrg, payee: string, vendor: string) {
  const [bill] = await fixtureSql()`insert into public.banking_bills (organization_id, vendor_name, invoice_number,
      amount_micros, due_date, counterparty_id, created_by)
    values (${b.org}, ${vendor}, ${`VD-${crypto.randomUUID().slice(0, 6)}`}, ${(642n * M + 180_000n).toString()},
      '2026-12-03', ${payee}, ${b.people.ou}) returning id`
  const r = await call(b.people.ou, 'POST', `/organizations/${b.org}/banking/bills/${bill.id}/submit`)
  assert.equal(r.status, 200, JSON.stringify(r.body))
  return bill.id as string
}

Deno.test({ name: 'bill approval in Slack: message, signed clicks, answers and updates', ...opts }, async (t) => {
  const { b, payee, team, channel, emails } = await setUp()
  const messages = async () => (await sandbox(`/_control/channels/${channel}/messages`)).messages as Message[]
  const messageOf = async (billId: string) => {
    const [row] = await fixtureSql()`select ts from public.banking_bill_slack_messages where bill_id = ${billId}`
    return row?.ts ? (await messages()).find((m) => m.ts === row.ts) : undefined
  }
  const context = (m: Message) => JSON.stringify(m.blocks?.find((x) => x.type === 'context'))
  const hasButtons = (m: Message) => m.blocks?.some((x) => x.block_id === BILL_APPROVAL_BLOCK_ID) ?? false
  const answersTo = async (slackUser: string) =>
    ((await sandbox(`/_control/channels/${channel}/responses`)).responses as { user: string; text: string }[])
      .filter((r) => r.user === slackUser)
      .map((r) => r.text)
  /** A click delivered by the sandbox as Slack does (signed), then the answer the clicker got. */
  const click = async (ts: string, actionId: string, who: { id: string; email: string }, comment?: string) => {
    const before = (await answersTo(who.id)).length
    const r = await sandbox('/_control/click', {
      team,
      ts,
      actionId,
      user: { id: who.id, email: who.email },
      ...(comment ? { inputs: { comment } } : {}),
    })
    assert.equal(r.status, 200, r.response)
    return await until(`the answer to ${who.id}`, async () => (await answersTo(who.id))[before])
  }
  const deliver = async (payload: unknown, secret?: string) => {
    const s = await sandbox('/_webhooks/sign', { body: payload, interactive: true, secret })
    const path = new URL(s.url).pathname.replace('/functions/v1', '')
    const r = await webhooks.request(path, { method: 'POST', headers: s.headers, body: s.body })
    return { status: r.status, body: await r.json().catch(() => null) }
  }
  const approvals = async (billId: string) =>
    (await fixtureSql()`select user_id from public.banking_bill_approvals where bill_id = ${billId}`).map(
      (r) => r.user_id,
    )
  const ap = { id: `UAP${crypto.randomUUID().slice(0, 6).toUpperCase()}`, email: emails[b.people.ap] }
  const ap2 = { id: `UAQ${crypto.randomUUID().slice(0, 6).toUpperCase()}`, email: emails[b.people.ap2] }
  const ou = { id: `UOU${crypto.randomUUID().slice(0, 6).toUpperCase()}`, email: emails[b.people.ou] }
  const outsider = { id: `UXX${crypto.randomUUID().slice(0, 6).toUpperCase()}`, email: 'someone@elsewhere.example' }

  try {
    const first = await submitted(b, payee, 'Valley Dairy Supply')
    let ts = ''
    await t.step('submitting posts the approval message to the channel, in words', async () => {
      const m = await until('the approval message', () => messageOf(first))
      ts = m.ts
      assert.ok(hasButtons(m))
      const actions = m.blocks!.find((x) => x.block_id === BILL_APPROVAL_BLOCK_ID)!
      assert.deepEqual(
        (actions.elements as { action_id: string }[]).map((e) => e.action_id),
        ['APPROVE', 'DECLINE', 'COMMENT'],
      )
      assert.match(m.text, /Valley Dairy Supply: \$642\.18, due Thursday, December 3, 2026/)
    })

    await t.step('a forged signature is refused and changes nothing', async () => {
      const { payload } = await sandbox('/_control/click', { team, ts, actionId: 'APPROVE', user: ap, deliver: false })
      const r = await deliver(payload, 'not-the-signing-secret')
      assert.equal(r.status, 401)
      assert.deepEqual(await approvals(first), [])
    })

    await t.step('a Slack person who is no member, and a member who is no approver, are answered why not', async () => {
      assert.equal(await click(ts, 'APPROVE', outsider), BILL_MESSAGES.slackUnmatched)
      assert.equal(await click(ts, 'APPROVE', ou), BILL_MESSAGES.notApprover)
      assert.deepEqual(await approvals(first), [])
    })

    await t.step('an approval replayed has one effect, and the message says who approved so far', async () => {
      const { payload } = await sandbox('/_control/click', { team, ts, actionId: 'APPROVE', user: ap, deliver: false })
      const once = await deliver(payload)
      const again = await deliver(payload)
      assert.deepEqual(once.body, { recorded: 1, duplicates: 0, ignored: 0 })
      assert.deepEqual(again.body, { recorded: 0, duplicates: 1, ignored: 0 })
      await until('the approval', async () => (await approvals(first)).length === 1 || undefined)
      assert.deepEqual(await approvals(first), [b.people.ap])
      await until(
        'the answer to the approver',
        async () => (await answersTo(ap.id)).includes('Approval recorded: more approvals are needed') || undefined,
      )
      const m = await until('the update', async () => {
        const x = await messageOf(first)
        return x && context(x).includes('Approved so far by') ? x : undefined
      })
      assert.ok(hasButtons(m), 'one of two approvals: still asking')
      // a second click of the same approver (a new delivery) is refused by the rule, with the reason
      assert.equal(await click(ts, 'APPROVE', ap), BILL_MESSAGES.alreadyDecided)
      assert.deepEqual(await approvals(first), [b.people.ap])
    })

    await t.step('the second approval given on the web updates the message: approved, buttons gone', async () => {
      const r = await call(b.people.ap2, 'POST', `/organizations/${b.org}/banking/bills/${first}/decision`, {
        action: 'APPROVE',
      })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      const m = await until('the approved message', async () => {
        const x = await messageOf(first)
        return x && !hasButtons(x) ? x : undefined
      })
      assert.match(context(m), /Approved by .+, .+\. It can be paid/)
      assert.match(context(m), /<!date\^\d+\^/)
    })

    await t.step('paying the bill says so on the message', async () => {
      const r = await call(b.people.ou, 'POST', `/organizations/${b.org}/banking/bills/${first}/pay`, {
        paymentMethod: 'Ach',
      })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      await until('the paid message', async () => {
        const x = await messageOf(first)
        return x && context(x).includes('Paid on') ? x : undefined
      })
    })

    const second = await submitted(b, payee, 'Birch Flour Mill')
    await t.step('a comment needs its text, and is kept on the bill with it', async () => {
      const m = await until('the second message', () => messageOf(second))
      assert.equal(await click(m.ts, 'COMMENT', ap2), BILL_MESSAGES.slackCommentEmpty)
      assert.equal(await click(m.ts, 'COMMENT', ap2, 'Is this the November delivery?'), 'Comment added')
      const comments =
        await fixtureSql()`select user_id, comment from public.banking_bill_comments where bill_id = ${second}`
      assert.deepEqual(
        comments.map((c) => [c.user_id, c.comment]),
        [[b.people.ap2, 'Is this the November delivery?']],
      )
    })

    await t.step('a click on terms changed since the message was posted is refused', async () => {
      const m = (await messageOf(second))!
      const { payload } = await sandbox('/_control/click', {
        team,
        ts: m.ts,
        actionId: 'APPROVE',
        user: ap,
        deliver: false,
      })
      const r = await call(b.people.ou, 'PATCH', `/organizations/${b.org}/banking/bills/${second}`, {
        amountMicros: (900n * M).toString(),
      })
      assert.equal(r.status, 200, JSON.stringify(r.body))
      await deliver(payload)
      await until('the refusal', async () => (await answersTo(ap.id)).includes(BILL_MESSAGES.slackChanged) || undefined)
      assert.deepEqual(await approvals(second), [])
      await until('the message with the new amount', async () => (await messageOf(second))?.text.includes('$900.00'))
    })

    await t.step('a decline in Slack denies the bill, and the message says who declined and why', async () => {
      const m = (await messageOf(second))!
      assert.equal(await click(m.ts, 'DECLINE', ap2, 'Wrong vendor'), 'Declined')
      const [bill] = await fixtureSql()`select status from public.banking_bills where id = ${second}`
      assert.equal(bill.status, 'Denied')
      const updated = await until('the declined message', async () => {
        const x = await messageOf(second)
        return x && !hasButtons(x) ? x : undefined
      })
      assert.match(context(updated), /Declined by .+ on <!date.+: “Wrong vendor”/)
    })

    await t.step(
      'a run that posted and died before committing finds its message again instead of posting twice',
      async () => {
        const third = await submitted(b, payee, 'Valley Dairy Supply')
        const posted = await until('the third message', () => messageOf(third))
        const before = (await messages()).length
        // what a crash between chat.postMessage and the commit leaves: the message in Slack, no ts on the row
        await fixtureSql()`update public.banking_bill_slack_messages set ts = null, channel_id = null
        where bill_id = ${third}`
        const r = await asService((tx) => syncBillSlackMessage({ tx, billId: third }))
        assert.deepEqual(r, { updated: 'asking' })
        assert.equal((await messages()).length, before)
        const [row] = await fixtureSql()`select ts from public.banking_bill_slack_messages where bill_id = ${third}`
        assert.equal(row.ts, posted.ts)
      },
    )
  } finally {
    await closeFixtureSql()
    await closeDb()
  }
})
