/**
 * Requests from chat (docs/chat-bridge.md "Requests from chat"): a custom task becomes an organization task (its own
 * task definition, the message's link, comment and the organization's files named by id) and tells the client's
 * bookkeepers; an agent request tells the channel's bookkeepers someone asks for them; a reviewers request tells the
 * organization's reviewers. Each tells with a `custom-message` notification, which a reader who turned the type off
 * never receives (the notifications trigger). An encrypted request is opened with AES-256-GCM under CHAT_REQUEST_KEY.
 * A request that cannot be opened or does not fit is refused with why (AppError validation_failed: not retried).
 */
import type { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { issuesSentence } from '../../../shared/rules/field-errors.ts'
import {
  type ZAgentRequest,
  ZEncryptedRequest,
  type ZCustomTaskRequest,
  type ZReviewersRequest,
} from '../../../shared/schemas/chat-requests.ts'
import { webhookSecret } from '../webhooks/webhook-secret.ts'

const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))

/** The request itself: in the clear, or decrypted (AES-GCM; the tag ends the data), then checked against its shape. */
export async function openChatRequest<S extends z.ZodType>(schema: S, payload: unknown): Promise<z.infer<S>> {
  const sealed = ZEncryptedRequest.safeParse(payload)
  let request: unknown = payload
  if (sealed.success) {
    try {
      const key = await crypto.subtle.importKey('raw', bytes(webhookSecret('CHAT_REQUEST_KEY')), 'AES-GCM', false, [
        'decrypt',
      ])
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes(sealed.data.iv) },
        key,
        bytes(sealed.data.encryptedData),
      )
      request = JSON.parse(new TextDecoder().decode(plain))
    } catch {
      throw new AppError('validation_failed', 'The request could not be decrypted')
    }
  }
  const parsed = schema.safeParse(request)
  if (!parsed.success) throw new AppError('validation_failed', issuesSentence(parsed.error.issues))
  return parsed.data
}

/** custom-message notifications to some people of an organization; returns how many were written (preferences hold). */
async function tell(
  tx: Tx,
  organizationId: string,
  userIds: string[],
  notice: { title: string; message: string; link: string; kind: string } & Record<string, unknown>,
) {
  const written = await tx`
    insert into public.notifications (user_id, organization_id, type, metadata)
    select u, ${organizationId}, 'custom-message', ${tx.json(notice as never)}
    from unnest(${userIds}::uuid[]) u
    returning id`
  return written.length
}

const staffOf = async (tx: Tx, organizationId: string, table: 'bookkeeper_assignments' | 'reviewer_assignments') =>
  (
    await tx`select user_id from ${tx(`public.${table}`)} where organization_id = ${organizationId} order by user_id`
  ).map((r) => r.user_id as string)

/** The organization whose chat channel has this name; names repeat across workspaces, so two are refused. */
async function channelNamed(tx: Tx, channelName: string) {
  const found = await tx`
    select c.organization_id, c.title, o.legal_name from public.chat_channels c
    join public.organizations o on o.id = c.organization_id
    where lower(c.title) = lower(${channelName}) and o.deleted_at is null`
  if (found.length === 0) throw new AppError('validation_failed', `No client channel is named #${channelName}`)
  if (found.length > 1) throw new AppError('validation_failed', `More than one client channel is named #${channelName}`)
  return found[0] as { organization_id: string; title: string; legal_name: string }
}

export async function createChatCustomTask({
  tx,
  requestId,
  request: r,
}: {
  tx: Tx
  requestId: string
  request: z.infer<typeof ZCustomTaskRequest>
}) {
  const [org] = await tx`select id from public.organizations where id = ${r.organizationId} and deleted_at is null`
  if (!org) throw new AppError('validation_failed', 'No such organization')
  const firstLine = r.message.split('\n')[0].trim()
  const title = firstLine.length > 120 ? `${firstLine.slice(0, 119)}…` : firstLine
  const description = [
    r.message,
    r.comment ? `Comment: ${r.comment}` : null,
    `From ${r.userName} (${r.userEmail}) in Slack: ${r.messageLink}`,
    `Requested by ${r.requesterEmail}`,
  ]
    .filter(Boolean)
    .join('\n\n')
  // one definition per request: its slug is the request's, so a request run twice makes one task
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(requestId)))
  const slug = `chat-task-${[...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('')}`
  await tx`insert into public.task_definitions (title, description, slug) values (${title}, ${description}, ${slug})
    on conflict (slug) do nothing`
  const [definition] = await tx`select id from public.task_definitions where slug = ${slug}`
  // only the organization's own files are attached; an id of another organization's file is dropped
  const files = (
    await tx`select id from public.files where id = any (${r.fileIds}::uuid[]) and organization_id = ${r.organizationId}`
  ).map((f) => f.id as string)
  const data = {
    fileIds: files,
    source: 'chat',
    messageLink: r.messageLink,
    userName: r.userName,
    userEmail: r.userEmail,
    requesterEmail: r.requesterEmail,
    ...(r.comment ? { comment: r.comment } : {}),
  }
  const [task] = await tx`
    insert into public.organization_tasks (organization_id, task_id, data)
    values (${r.organizationId}, ${definition.id}, ${tx.json(data)})
    on conflict (organization_id, task_id) do nothing
    returning id`
  if (!task) return { duplicate: requestId }
  if (files.length) await tx`update public.files set org_task_id = ${task.id} where id = any (${files}::uuid[])`
  const notified = await tell(tx, r.organizationId, await staffOf(tx, r.organizationId, 'bookkeeper_assignments'), {
    title: 'New task from Slack',
    message: title,
    link: '/bookkeeper/clients',
    kind: 'chat-custom-task',
    organizationTaskId: task.id,
  })
  return { organizationTaskId: task.id as string, files: files.length, notified }
}

export async function handleChatAgentRequest({ tx, request: r }: { tx: Tx; request: z.infer<typeof ZAgentRequest> }) {
  const channel = await channelNamed(tx, r.channelName)
  const [person] = r.email
    ? await tx`select nullif(btrim(concat_ws(' ', first_name, last_name)), '') as name from public.users
        where lower(email) = ${r.email}`
    : []
  const who = person?.name ?? r.email ?? 'A client'
  const notified = await tell(
    tx,
    channel.organization_id,
    await staffOf(tx, channel.organization_id, 'bookkeeper_assignments'),
    {
      title: `${who} asks for a bookkeeper in #${channel.title}`,
      message: r.message,
      link: '/bookkeeper/chats',
      kind: 'chat-agent-request',
      ...(r.email ? { email: r.email } : {}),
    },
  )
  return { organizationId: channel.organization_id, notified }
}

export async function handleChatReviewersRequest({
  tx,
  request: r,
}: {
  tx: Tx
  request: z.infer<typeof ZReviewersRequest>
}) {
  const channel = await channelNamed(tx, r.channelName)
  const notified = await tell(
    tx,
    channel.organization_id,
    await staffOf(tx, channel.organization_id, 'reviewer_assignments'),
    {
      title: `Review requested in #${channel.title}`,
      message: `${channel.legal_name} asks its reviewers to look at the books.`,
      link: '/bookkeeper/chats',
      kind: 'chat-reviewers-request',
    },
  )
  return { organizationId: channel.organization_id, notified }
}
