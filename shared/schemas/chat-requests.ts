/**
 * Requests from chat (spec overview §7, accounting §5; docs/chat-bridge.md "Requests from chat"): the chat bridge asks
 * the product for a custom task, a bookkeeper (agent) or the reviewers. Each arrives as a pub/sub firehose message
 * naming its handler, with the request in the clear or encrypted (encryptedData and iv: AES-256-GCM under the
 * configured CHAT_REQUEST_KEY). `requestId` is the bridge's id for the request: the firehose keys the job by it, so a
 * request published twice has one effect. Chat emails are trimmed, lower-cased and valid; an agent request's email
 * may be empty.
 */
import { z } from 'zod'
import { defineJob } from './jobs.ts'
import { TEXT_CHECK, ZText, ZUuid } from '../rules/values.ts'
import { ZEmail } from '../rules/email.ts'

const ZRequestId = z.string().min(1).max(100)
const ZChannelName = z
  .string()
  .check(TEXT_CHECK)
  .trim()
  .transform((v) => v.replace(/^#/, ''))
  .pipe(ZText.min(1, { message: 'Enter the channel name' }).max(200))
const ZMessage = z
  .string()
  .check(TEXT_CHECK)
  .trim()
  .min(1, { message: 'Enter the message' })
  .max(4000, { message: 'Keep the message to 4,000 characters or fewer' })

/** Spec: user name and email, organization id, message, link to the message, optional comment, requester email, file ids. */
export const ZCustomTaskRequest = z.object({
  userName: z.string().check(TEXT_CHECK).trim().min(1, { message: 'Enter the name' }).max(200),
  userEmail: ZEmail,
  organizationId: ZUuid,
  message: ZMessage,
  messageLink: z.url({ protocol: /^https?$/, message: 'Enter the link to the message' }).max(2000),
  comment: z.string().check(TEXT_CHECK).trim().max(4000).optional(),
  requesterEmail: ZEmail,
  fileIds: z.array(ZUuid).max(50).default([]),
})
/** Spec: channel name, optional email (empty is none), message. */
export const ZAgentRequest = z.object({
  channelName: ZChannelName,
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), ZEmail.optional()),
  message: ZMessage,
})
/** Spec: channel name. */
export const ZReviewersRequest = z.object({ channelName: ZChannelName })

/** Spec: encrypted request: encryptedData and iv (base64; AES-GCM's 16-byte tag ends the data). */
export const ZEncryptedRequest = z.object({
  encryptedData: z.base64().min(24).max(100_000),
  iv: z.base64().min(16).max(24),
})

/** A request's job payload: its id and either the request or its encryption. */
const ZSealed = ZEncryptedRequest.extend({ requestId: ZRequestId })

export const chatCustomTaskJob = defineJob({
  id: 'chat.custom-task',
  version: 1,
  payload: z.union([ZSealed, ZCustomTaskRequest.extend({ requestId: ZRequestId })]),
  jobKey: (p) => `chat.custom-task:${p.requestId}`,
  options: { maxRuntimeSeconds: 30, maxAttempts: 5 },
})
export const chatAgentRequestJob = defineJob({
  id: 'chat.agent-request',
  version: 1,
  payload: z.union([ZSealed, ZAgentRequest.extend({ requestId: ZRequestId })]),
  jobKey: (p) => `chat.agent-request:${p.requestId}`,
  options: { maxRuntimeSeconds: 30, maxAttempts: 5 },
})
export const chatReviewersRequestJob = defineJob({
  id: 'chat.reviewers-request',
  version: 1,
  payload: z.union([ZSealed, ZReviewersRequest.extend({ requestId: ZRequestId })]),
  jobKey: (p) => `chat.reviewers-request:${p.requestId}`,
  options: { maxRuntimeSeconds: 30, maxAttempts: 5 },
})

/** The firehose handlers of the chat bridge, by name. */
export const CHAT_REQUEST_HANDLERS = {
  'chat.custom-task': chatCustomTaskJob,
  'chat.agent-request': chatAgentRequestJob,
  'chat.reviewers-request': chatReviewersRequestJob,
} as const
