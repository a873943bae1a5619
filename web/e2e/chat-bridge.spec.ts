/**
 * The messaging bridge, live both ways, in two browsers: a bookkeeper with /bookkeeper/chats open and an admin with
 * /admin/bookkeepers/chats open. A client types in their Slack channel (the sandbox delivers the signed event): the
 * message appears on the bookkeeper's open chat and the "Chats" badge counts it, and the admin's open count follows,
 * all without a reload; the file shared with it is copied into Storage and offered for download. The bookkeeper's reply lands in the client's Slack thread, and both screens settle.
 * The spec makes its own firm: a client organization that connects Slack through the product's own connect flow.
 */
import { expect, test } from '@playwright/test'
import { callApi, createUser, db, newOrg, newStaff, signInAs } from './support.ts'

test.describe.configure({ timeout: 90_000 })

const sandbox = () => process.env.SANDBOX_URL ?? `http://127.0.0.1:${Number(process.env.PLATFORM_PORT_BASE) + 25}`

/**
 * The product's Slack connect flow, followed without a browser: start → our begin step (its binding cookie kept, as a
 * browser would) → sandbox authorize → our callback, which wants that cookie.
 */
async function connectSlack(admin: { email: string; password: string }, orgId: string) {
  const start = await callApi<{ url: string }>(admin, 'POST', `/organizations/${orgId}/connections/slack/start`)
  expect(start.status, JSON.stringify(start.json)).toBe(200)
  let next = start.json.url
  const cookies: string[] = []
  for (let hop = 0; hop < 4; hop++) {
    const res = await fetch(next, { redirect: 'manual' })
    await res.body?.cancel()
    for (const set of res.headers.getSetCookie()) cookies.push(set.split(';')[0])
    expect(res.status).toBe(302)
    next = new URL(res.headers.get('location')!, next).toString()
    if (next.includes('/functions/v1/webhooks/')) break
  }
  const back = await fetch(next, { redirect: 'manual', headers: { cookie: cookies.join('; ') } })
  await back.body?.cancel()
  expect(new URL(back.headers.get('location')!).searchParams.get('slack')).toBe('connected')
  const [c] = await db()`select c.team_id, c.channel_id from public.chat_channels c where c.organization_id = ${orgId}`
  return { team: c.team_id as string, channel: c.channel_id as string }
}

test('a Slack message reaches the open chat live, and the reply reaches the Slack thread', async ({ browser }) => {
  const keeper = await newStaff('bookkeeper', { firstName: 'Kit', lastName: 'Keeper' })
  const admin = await newStaff('admin')
  const client = await createUser({ firstName: 'Pat', lastName: 'Client' })
  const org = await newOrg({
    members: [{ userId: client.id, orgRole: 'admin' }],
    bookkeepers: [{ userId: keeper.id, isPrimary: true }],
  })
  await db()`insert into public.organization_feature_flags (organization_id, flag_name, enabled) values (${org.id}, 'bookkeeping-chats', true)`
  const slack = await connectSlack(client, org.id)

  const keeperPage = await (await browser.newContext()).newPage()
  const adminPage = await (await browser.newContext()).newPage()
  await signInAs(keeperPage, keeper.email, { password: keeper.password, path: '/bookkeeper/chats' })
  await signInAs(adminPage, admin.email, { password: admin.password, path: '/admin/bookkeepers/chats' })
  await expect(keeperPage.getByRole('heading', { name: new RegExp(org.legalName) })).toBeVisible()
  await expect(keeperPage.getByText('No messages yet')).toBeVisible()
  const adminRow = adminPage.getByTestId('chat-bookkeeper').filter({ hasText: keeper.email })
  await expect(adminRow.getByTestId('chat-open')).toHaveText('0')
  await expect(keeperPage.getByTestId('chat-nav-badge')).toHaveCount(0)

  // the client writes in Slack; the sandbox delivers the signed event to the intake
  const question = `Can you book the lease deposit? ${Date.now()}`
  const typed = await fetch(`${sandbox()}/slack/_control/type`, {
    method: 'POST',
    body: JSON.stringify({
      team: slack.team,
      text: question,
      user: { email: client.email, name: 'Pat Client' },
      file: { name: 'deposit-receipt.pdf' },
    }),
  }).then((r) => r.json())
  expect(typed.status).toBe(200)

  const thread = keeperPage.getByTestId('chat-thread').filter({ hasText: question })
  await expect(thread).toBeVisible()
  await expect(thread.getByTestId('chat-status')).toHaveText('pending')
  // the shared file is copied into Storage and offered for download in the open thread
  await expect(thread.getByRole('link', { name: 'deposit-receipt.pdf' })).toBeVisible()
  await expect(keeperPage.getByTestId('chat-nav-badge')).toHaveAttribute('data-count', '1')
  await expect(adminRow.getByTestId('chat-open')).toHaveText('1')

  // the bookkeeper answers from the product; the answer is posted to the client's Slack thread
  const answer = 'Yes, booked to 1400 Deposits today.'
  await thread.getByLabel('Reply').fill(answer)
  await thread.getByRole('button', { name: 'Reply in Slack' }).click()
  await expect(thread.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible()
  await expect
    .poll(async () => {
      const r = await fetch(`${sandbox()}/slack/_control/channels/${slack.channel}/messages`).then((x) => x.json())
      return r.messages.find((m: { text: string }) => m.text === answer)?.thread_ts ?? null
    })
    .toBe(typed.message.ts)
  await expect(thread.getByText('sending to Slack')).toHaveCount(0)
  await expect(thread.getByTestId('chat-status')).toHaveText('responded')
  await expect(keeperPage.getByTestId('chat-nav-badge')).toHaveCount(0)
  await expect(adminRow.getByTestId('chat-open')).toHaveText('0')
  await expect(adminRow.getByTestId('chat-first-response')).not.toHaveText('—')

  // the admin puts a Slack person right by hand on the same screen: unmap the email match, then map them again
  const people = adminPage.getByRole('region', { name: 'Slack people' })
  await people.getByLabel('Client channel').selectOption(org.id)
  const person = people.getByTestId('slack-person').filter({ hasText: 'Pat Client' })
  await expect(person.getByTestId('slack-person-match')).toHaveText('Pat Client (by email)')
  await person.getByRole('button', { name: 'Unmap' }).click()
  await expect(person.getByTestId('slack-person-match')).toHaveText('Unmatched')
  await person.getByLabel('Product user for Pat Client').selectOption(client.id)
  await person.getByRole('button', { name: 'Map' }).click()
  await expect(person.getByTestId('slack-person-match')).toHaveText('Pat Client (by hand)')
})
