/**
 * Files shared in Slack are copied into Storage as the organization's product files (chat.copy-files, through the
 * stack's worker and the Slack sandbox's url_private, which wants the bot's token), and the thread offers each through
 * a URL signed for its reader; a URL off Slack's file host is never fetched.
 */
import assert from 'node:assert/strict'
import { db } from '../../_shared/db.ts'
import { call, opts } from '../../_testing/api.ts'
import { dropFixtures } from '../../_testing/organizations.ts'
import { connectedClient, slackSandbox, until } from '../../_testing/chat.ts'
import { copyChatFiles } from './copy-chat-files.ts'

Deno.test({ name: 'chat bridge: files shared in Slack copied into Storage', ...opts }, async (t) => {
  const a = await connectedClient('files-a')
  const b = await connectedClient('files-b')
  try {
    await t.step('a shared file becomes a product file, downloadable by the client’s bookkeeper', async () => {
      const typed = await slackSandbox('/_control/type', {
        team: a.team,
        text: 'The signed lease',
        user: { email: 'lessee@example.com', name: 'Lee Lessee' },
        file: { name: 'Lease 2026 (signed).pdf' },
      })
      assert.equal(typed.status, 200)
      const m = await until('the copy', async () => {
        const [x] = await db()`select id, files from public.chat_messages where ts = ${typed.message.ts}`
        return x?.files[0]?.fileId ? x : undefined
      })
      const [file] =
        await db()`select title, path, extension, organization_id from public.files where id = ${m.files[0].fileId}`
      assert.equal(file.title, 'Lease 2026 (signed).pdf')
      assert.equal(file.extension, 'pdf')
      assert.equal(file.organization_id, a.orgId)
      assert.equal(file.path, `${a.orgId}/chat/${a.channel}/${typed.message.files[0].id}/Lease_2026_signed_.pdf`)
      const detail = await call(a.keeper, 'GET', `/chats/${a.orgId}`)
      const shown = detail.body.page_obj.find((x: { id: string }) => x.id === m.id).files[0]
      assert.equal(shown.fileId, m.files[0].fileId)
      const got = await fetch(shown.downloadUrl)
      assert.equal(got.status, 200)
      assert.match(await got.text(), /sandbox file Lease 2026 \(signed\)\.pdf/)
      assert.equal((await call(b.keeper, 'GET', `/chats/${a.orgId}`)).status, 404)
    })

    await t.step('a URL off Slack’s file host is kept as it is, never fetched', async () => {
      const [m] = await db()`
        insert into public.chat_messages (organization_id, channel_id, author_type, slack_user_id, name, content, files, ts, status)
        values (${a.orgId}, ${a.channel}, 'user', 'UOUTSIDE', 'Someone', 'look',
                ${db().json([{ id: 'FOUT', name: 'x.pdf', path: 'slack/x', downloadUrl: 'http://169.254.169.254/latest' }])},
                '1764000099.000001', 'pending')
        returning id`
      const r = await db().begin((tx) => copyChatFiles({ tx, messageId: m.id, token: async () => 'xoxb-unused' }))
      assert.deepEqual(r, { copied: 0, kept: 1 })
      const [after] = await db()`select files from public.chat_messages where id = ${m.id}`
      assert.equal(after.files[0].copyError, 'not_a_slack_file')
    })
  } finally {
    await dropFixtures({ orgs: [a.orgId, b.orgId], users: [a.admin, a.keeper, b.admin, b.keeper] })
  }
})
