/**
 * Requests from chat through the firehose and the real worker: a custom task becomes the organization's task with its
 * own files only, once however often it is published, and tells the bookkeeper; an encrypted agent request (email
 * empty, or a person's) tells the channel's bookkeeper; a reviewers request tells the reviewers, except one who turned
 * `custom-message` off; a request sealed under another key, or an email that is not one, fails for good with why.
 */
import assert from 'node:assert/strict'
import { Buffer } from 'node:buffer'
import { closeFixtureSql, fixtureSql, opts } from '../../_testing/api.ts'
import { waitFor } from '../../_testing/banking.ts'
import { dropFixtures, newOrg, newUser } from '../../_testing/organizations.ts'
import { LOCAL_WEBHOOK_SECRETS } from '../../../shared/schemas/webhooks.ts'

/** What the chat bridge does: AES-256-GCM under the shared key, the tag appended, both base64. */
async function seal(request: unknown, key: string = LOCAL_WEBHOOK_SECRETS.CHAT_REQUEST_KEY) {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const k = await crypto.subtle.importKey('raw', Buffer.from(key, 'base64'), 'AES-GCM', false, ['encrypt'])
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    k,
    new TextEncoder().encode(JSON.stringify(request)),
  )
  return { encryptedData: Buffer.from(data).toString('base64'), iv: Buffer.from(iv).toString('base64') }
}

Deno.test({ name: 'chat bridge: requests from chat', ...opts }, async (t) => {
  const sql = fixtureSql()
  const keeper = await newUser('bookkeeper', 'chat-req')
  const reviewer = await newUser('bookkeeper', 'chat-req')
  const quietReviewer = await newUser('bookkeeper', 'chat-req')
  const client = await newUser('user', 'chat-req')
  const org = await newOrg({ users: [client], bookkeepers: [keeper], reviewers: [reviewer, quietReviewer] })
  const other = await newOrg()
  const tag = crypto.randomUUID().slice(0, 8)
  const channelName = `req-${tag}`
  await sql`insert into public.chat_channels (organization_id, team_id, channel_id, title)
    values (${org}, ${`T${tag.toUpperCase()}`}, ${`C${tag.toUpperCase()}`}, ${channelName})`
  await sql`insert into public.notification_preferences (user_id, type, enabled) values (${quietReviewer}, 'custom-message', false)`
  const [own] =
    await sql`insert into public.files (title, path, organization_id) values ('lease.pdf', ${`${org}/lease.pdf`}, ${org}) returning id`
  const [theirs] =
    await sql`insert into public.files (title, path, organization_id) values ('x.pdf', ${`${other}/x.pdf`}, ${other}) returning id`
  const publish = (handlerName: string, requestId: string, args: unknown) =>
    sql`select private.emit_event('pubsub', 'webhook',
      ${sql.json({ route: 'event-bus/firehose', body: { data: { handlerName, ids: { requestId }, arguments: args } } } as never)},
      null, null)`
  const done = (key: string, status = 'Completed') =>
    waitFor(
      `job ${key}`,
      async () => {
        const [j] =
          await sql`select status::text, result, last_error from public.jobs where job_key = ${key} and status = ${status}`
        return j
      },
      20_000,
    )
  const told = (user: string, kind: string) => sql`select metadata from public.notifications
    where user_id = ${user} and type = 'custom-message' and metadata ->> 'kind' = ${kind}`
  try {
    await t.step('a custom task becomes the organization’s task with its own files, once', async () => {
      const request = {
        userName: 'Pat Client',
        userEmail: '  Pat@Example.COM ',
        organizationId: org,
        message: 'Please reconcile the October card statement\nIt is in the drive.',
        messageLink: 'https://acme.slack.com/archives/C1/p1764300000000300',
        comment: 'Before Friday',
        requesterEmail: 'ops@example.com',
        fileIds: [own.id, theirs.id],
      }
      await publish('chat.custom-task', `task-${tag}`, request)
      const job = await done(`chat.custom-task:task-${tag}`)
      assert.equal(job.result.files, 1)
      assert.equal(job.result.notified, 1)
      const [task] = await sql`select t.data, d.title, d.description from public.organization_tasks t
        join public.task_definitions d on d.id = t.task_id where t.id = ${job.result.organizationTaskId}`
      assert.equal(task.title, 'Please reconcile the October card statement')
      assert.deepEqual(task.data.fileIds, [own.id])
      assert.equal(task.data.userEmail, 'pat@example.com', 'chat emails are trimmed and lower-cased')
      assert.match(task.description, /p1764300000000300/)
      const [f] = await sql`select org_task_id from public.files where id = ${own.id}`
      assert.equal(f.org_task_id, job.result.organizationTaskId)
      assert.equal((await told(keeper, 'chat-custom-task')).length, 1)
      // published again (a pub/sub redelivery): one task
      await publish('chat.custom-task', `task-${tag}`, request)
      await waitFor(
        'the second run',
        async () => {
          const [{ n }] = await sql`select count(*)::int as n from public.jobs
          where job_key = ${`chat.custom-task:task-${tag}`} and status = 'Completed'`
          return n === 2
        },
        20_000,
      )
      const [{ n }] = await sql`select count(*)::int as n from public.organization_tasks where organization_id = ${org}`
      assert.equal(n, 1)
    })

    await t.step('an encrypted agent request tells the channel’s bookkeeper (an empty email is none)', async () => {
      await publish(
        'chat.agent-request',
        `agent-${tag}`,
        await seal({ channelName: `#${channelName}`, email: '', message: 'Can someone call me?' }),
      )
      const job = await done(`chat.agent-request:agent-${tag}`)
      assert.equal(job.result.notified, 1)
      const [client_] = await sql`select email from public.users where id = ${client}`
      await publish(
        'chat.agent-request',
        `agent2-${tag}`,
        await seal({ channelName, email: client_.email.toUpperCase(), message: 'Me again' }),
      )
      await done(`chat.agent-request:agent2-${tag}`)
      const notes = (await told(keeper, 'chat-agent-request')).map((r) => r.metadata.title).sort()
      assert.deepEqual(
        notes,
        [
          `A client asks for a bookkeeper in #${channelName}`,
          `Test user ${client.slice(0, 4)} asks for a bookkeeper in #${channelName}`,
        ].sort(),
      )
    })

    await t.step('a reviewers request tells the reviewers who hear custom messages', async () => {
      await publish('chat.reviewers-request', `rev-${tag}`, await seal({ channelName }))
      const job = await done(`chat.reviewers-request:rev-${tag}`)
      assert.equal(job.result.notified, 1)
      assert.equal((await told(reviewer, 'chat-reviewers-request')).length, 1)
      assert.equal((await told(quietReviewer, 'chat-reviewers-request')).length, 0)
    })

    await t.step('a request sealed under another key, or naming no channel, fails for good with why', async () => {
      const wrongKey = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64')
      await publish('chat.reviewers-request', `bad-${tag}`, await seal({ channelName }, wrongKey))
      const bad = await done(`chat.reviewers-request:bad-${tag}`, 'Failed')
      assert.match(JSON.stringify(bad.last_error), /The request could not be decrypted/)
      await publish('chat.reviewers-request', `none-${tag}`, await seal({ channelName: `nowhere-${tag}` }))
      const none = await done(`chat.reviewers-request:none-${tag}`, 'Failed')
      assert.match(JSON.stringify(none.last_error), /No client channel is named/)
    })
  } finally {
    await sql`delete from public.task_definitions where slug like 'chat-task-%' and id in
      (select task_id from public.organization_tasks where organization_id = ${org})`
    await dropFixtures({ orgs: [org, other], users: [keeper, reviewer, quietReviewer, client] })
    await closeFixtureSql()
  }
})
