/**
 * Slack people matched to product users, end to end against the running stack and the Slack sandbox (users.info):
 * a client who confirmed, in Slack, the email of a member of the channel's organization is linked by email and
 * their messages name them; an unconfirmed email, or the email of a product user outside the organization, links
 * nobody; an admin's manual link is what later messages use.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { call, opts } from '../../_testing/api.ts'
import { dropFixtures, newUser } from '../../_testing/organizations.ts'
import { adminOrg, connect, connectionRow } from '../../_testing/oauth.ts'

const SANDBOX = Deno.env.get('SANDBOX_URL')!
const type = async (body: unknown) => {
  const r = await fetch(`${SANDBOX}/slack/_control/type`, { method: 'POST', body: JSON.stringify(body) })
  const typed = await r.json()
  assert.equal(typed.status, 200, JSON.stringify(typed.response))
  return typed.message.ts as string
}
async function arrived(ts: string) {
  const end = Date.now() + 15_000
  while (Date.now() < end) {
    const [m] = await db()`select author_id, name from public.chat_messages where ts = ${ts}`
    if (m) return m
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for message ${ts}`)
}
const emailOf = async (id: string) => (await db()`select email from public.users where id = ${id}`)[0].email as string
const linkOf = async (orgId: string, slackUser: string) =>
  (
    await db()`select user_id, matched_by from public.slack_user_links
    where organization_id = ${orgId} and slack_user_id = ${slackUser}`
  )[0]

Deno.test({ name: 'chat bridge: Slack people matched to product users', ...opts }, async (t) => {
  const a = await adminOrg('slackppl-a')
  const outsider = await newUser('user', 'slackppl-out')
  const teammate = await newUser('user', 'slackppl-mate')
  const firmAdmin = await newUser('admin', 'slackppl-admin')
  await db()`insert into public.organization_members (organization_id, user_id) values (${a.orgId}, ${teammate})`
  try {
    assert.equal((await connect(a, 'slack')).location.searchParams.get('slack'), 'connected')
    const team = (await connectionRow(a.orgId, 'slack'))!.external_id as string
    const tag = crypto.randomUUID().slice(0, 6).toUpperCase()

    await t.step('a confirmed email of a member links them, and their message names them', async () => {
      const email = await emailOf(a.admin)
      const ts = await type({
        team,
        text: 'Hi',
        user: { id: `UMEM${tag}`, email: email.toUpperCase(), name: 'slack nick' },
      })
      const m = await arrived(ts)
      assert.equal(m.author_id, a.admin)
      assert.match(m.name, /^Test user /, 'named as the product knows them, not by the Slack nick')
      assert.deepEqual({ ...(await linkOf(a.orgId, `UMEM${tag}`)) }, { user_id: a.admin, matched_by: 'email' })
    })

    await t.step('an email the person has not confirmed in Slack links nobody', async () => {
      const ts = await type({
        team,
        text: 'Me too',
        user: { id: `UUNC${tag}`, email: await emailOf(teammate), name: 'Unconfirmed', emailConfirmed: false },
      })
      const m = await arrived(ts)
      assert.equal(m.author_id, null)
      assert.equal(m.name, 'Unconfirmed')
      assert.equal(await linkOf(a.orgId, `UUNC${tag}`), undefined)
    })

    await t.step('the confirmed email of someone outside the organization links nobody', async () => {
      const ts = await type({ team, text: 'Let me in', user: { id: `UOUT${tag}`, email: await emailOf(outsider) } })
      assert.equal((await arrived(ts)).author_id, null)
      assert.equal(await linkOf(a.orgId, `UOUT${tag}`), undefined)
    })

    await t.step('an admin’s manual link is what the next message uses', async () => {
      await db()`insert into public.slack_user_links (organization_id, slack_user_id, team_id, user_id, matched_by)
        values (${a.orgId}, ${`UUNC${tag}`}, ${team}, ${teammate}, 'manual')`
      const ts = await type({
        team,
        text: 'Now?',
        user: { id: `UUNC${tag}`, email: 'nobody@else.test', emailConfirmed: false },
      })
      assert.equal((await arrived(ts)).author_id, teammate)
    })

    await t.step('an admin lists the Slack people and maps, corrects and unmaps them; others may not', async () => {
      const path = `/admin/chats/${a.orgId}/slack-people`
      assert.equal((await call(a.admin, 'GET', path)).status, 403, 'an organization admin is not a firm admin')
      const listed = await call(firmAdmin, 'GET', path)
      assert.equal(listed.status, 200)
      const out = listed.body.people.find((p: { slackUserId: string }) => p.slackUserId === `UOUT${tag}`)
      assert.deepEqual({ userId: out.userId, matchedBy: out.matchedBy }, { userId: null, matchedBy: null })
      const refused = await call(firmAdmin, 'PUT', `${path}/UOUT${tag}`, { userId: outsider })
      assert.equal(refused.status, 422)
      assert.equal(refused.body.error.message, 'The person must be a member of this organization')
      const mapped = await call(firmAdmin, 'PUT', `${path}/UMEM${tag}`, { userId: teammate })
      assert.deepEqual(mapped.body, { slackUserId: `UMEM${tag}`, userId: teammate, matchedBy: 'manual' })
      assert.equal((await call(a.admin, 'DELETE', `${path}/UMEM${tag}`)).status, 403)
      assert.equal((await call(firmAdmin, 'DELETE', `${path}/UMEM${tag}`)).status, 204)
      assert.equal(await linkOf(a.orgId, `UMEM${tag}`), undefined)
    })
  } finally {
    await dropFixtures({ orgs: [a.orgId], users: [a.admin, outsider, teammate, firmAdmin] })
  }
})
