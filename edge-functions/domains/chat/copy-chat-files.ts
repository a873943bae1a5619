/**
 * The `chat.copy-files` job: the files a client shared in Slack copied into the product's Storage (the files domain's
 * storeObject, the `files` bucket under the organization's folder) and recorded as the organization's product files,
 * so the thread offers them for download without Slack. Slack's url_private opens only with the bot's token; a URL
 * off Slack's own file host is never fetched. A 429 is waited out by the job; a file Slack will not give stays a Slack
 * reference with why (copyError), and the others are copied. Copying again replaces the same object once.
 */
import type { Tx } from '../../_shared/db.ts'
import type { TChatFile } from '../../../shared/schemas/chat.ts'
import { slackAccessToken, slackConfig } from '../slack/slack-api.ts'
import { storeObject } from '../files/store-object.ts'
import { SlackRateLimited } from './slack-chat.ts'

type TStoredFile = TChatFile

/** A name safe as one segment of a Storage path (Slack's names may hold anything). */
const segment = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 120) || 'file'
const extensionOf = (name: string) => /\.([a-z0-9]{1,10})$/.exec(name.toLowerCase())?.[1] ?? ''

/** Slack's file hosts: files.slack.com, or the configured API base (the sandbox serves files-pri there). */
function fromSlack(url: string) {
  const base = slackConfig().base.replace(/\/$/, '')
  return url.startsWith(`${base}/`) || url.startsWith('https://files.slack.com/')
}

export async function copyChatFiles({
  tx,
  messageId,
  token = async (orgId: string) => (await slackAccessToken({ orgId })).accessToken,
}: {
  tx: Tx
  messageId: string
  token?: (orgId: string) => Promise<string>
}) {
  const [m] = await tx`
    select id, organization_id, channel_id, author_id, files from public.chat_messages where id = ${messageId}
    for update`
  if (!m) return { skipped: 'message gone' }
  const files = m.files as TStoredFile[]
  const waiting = files.filter((f) => !f.fileId && f.downloadUrl)
  if (waiting.length === 0) return { copied: 0 }
  const bot = await token(m.organization_id)
  let copied = 0
  const out: TStoredFile[] = []
  for (const f of files) {
    if (f.fileId || !f.downloadUrl) {
      out.push(f)
      continue
    }
    if (!fromSlack(f.downloadUrl)) {
      out.push({ ...f, copyError: 'not_a_slack_file' })
      continue
    }
    const res = await fetch(f.downloadUrl, { headers: { authorization: `Bearer ${bot}` } })
    if (res.status === 429) {
      await res.body?.cancel()
      throw new SlackRateLimited(Number(res.headers.get('retry-after')) || 1)
    }
    if (!res.ok) {
      await res.body?.cancel()
      out.push({ ...f, copyError: `http_${res.status}` })
      continue
    }
    const bytes = new Uint8Array(await res.arrayBuffer())
    const path = `${m.organization_id}/chat/${m.channel_id}/${segment(f.id)}/${segment(f.name)}`
    await storeObject(path, bytes, res.headers.get('content-type') ?? 'application/octet-stream')
    const [row] = await tx`
      insert into public.files (title, description, path, extension, organization_id, user_id)
      values (${f.name.slice(0, 255)}, 'Shared in Slack', ${path}, ${extensionOf(f.name)}, ${m.organization_id}, ${m.author_id})
      on conflict (bucket, path) do update set title = excluded.title
      returning id`
    const { copyError: _gone, ...kept } = f
    out.push({ ...kept, path, fileId: row.id as string, downloadUrl: null })
    copied++
  }
  await tx`update public.chat_messages set files = ${tx.json(out as never)} where id = ${m.id}`
  return { copied, kept: out.length - copied }
}
