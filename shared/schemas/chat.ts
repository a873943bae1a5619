/**
 * The messaging bridge (spec accounting §3.10, §4, §7): channels, bookkeeper messages and their status, the chat
 * send call, the admin's response figures, the `chat.post` job and the Slack message event the bridge reads.
 */
import { z } from 'zod'
import { defineJob } from './jobs.ts'
import { TEXT_CHECK, ZUuid } from '../rules/values.ts'
import { ZEmail } from '../rules/email.ts'

export const CHAT_MESSAGE_STATUSES = ['pending', 'responded', 'resolved', 'unresolved'] as const
export const ZChatMessageStatus = z.enum(CHAT_MESSAGE_STATUSES)
export type TChatMessageStatus = z.infer<typeof ZChatMessageStatus>
export const ZChatDelivery = z.enum(['received', 'posting', 'posted', 'failed'])
/** Root messages of a channel on one page of its detail. */
export const CHAT_PAGE_SIZE = 25

/** Spec: channel id, title, legalName, channelId, amcs (open Ask My Client questions), bot present. */
export const ZChatChannelSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  title: z.string(),
  legalName: z.string(),
  channelId: z.string(),
  amcs: z.number().int(),
  botPresent: z.boolean(),
  pending: z.number().int(),
  unresolved: z.number().int(),
  unread: z.number().int(),
  lastMessageAt: z.string().nullable(),
})
export type TChatChannel = z.infer<typeof ZChatChannelSchema>

/**
 * A file shared in a message (spec: id, name, path, downloadUrl). Once copied into Storage it is a product file
 * (fileId, path in the files bucket) and downloadUrl is a signed Storage URL for the reader; before that (or when
 * Slack would not give it), it is Slack's url_private, which only the bot's token opens.
 */
export const ZChatFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  downloadUrl: z.string().nullable(),
  fileId: ZUuid.optional(),
  /** Why Slack's file could not be copied (it stays a Slack reference). */
  copyError: z.string().optional(),
})
export type TChatFile = z.infer<typeof ZChatFileSchema>

/** Spec: authorType, authorId, channelId, content, files, status, ts, initialMessageTs (plus what the screen shows). */
export const ZBookkeeperMessageSchema = z.object({
  id: ZUuid,
  authorType: z.enum(['user', 'bookkeeper']),
  authorId: z.string().nullable(),
  name: z.string(),
  channelId: z.string(),
  content: z.string(),
  files: z.array(ZChatFileSchema),
  status: ZChatMessageStatus.nullable(),
  ts: z.string().nullable(),
  initialMessageTs: z.string().nullable(),
  delivery: ZChatDelivery,
  deliveryError: z.string().nullable(),
  createdAt: z.string(),
})
export type TBookkeeperMessage = z.infer<typeof ZBookkeeperMessageSchema>

export const ZChatThreadSchema = ZBookkeeperMessageSchema.extend({ replies: z.array(ZBookkeeperMessageSchema) })
export type TChatThread = z.infer<typeof ZChatThreadSchema>

/** Spec: channel detail with pagination (page_obj, is_paginated, page_number, has_next, message_id). */
export const ZChatChannelDetailSchema = z.object({
  channel: ZChatChannelSchema,
  page_obj: z.array(ZChatThreadSchema),
  is_paginated: z.boolean(),
  page_number: z.number().int(),
  has_next: z.boolean(),
  message_id: ZUuid.nullable(),
})

export const ZChatAnswerFormSchema = z.object({
  content: z
    .string({ error: 'Enter the message' })
    .check(TEXT_CHECK)
    .trim()
    .min(1, { message: 'Enter the message' })
    .max(40000, { message: 'Keep the message to 40,000 characters or fewer' }),
})
export const ZChatAnswerRequestSchema = ZChatAnswerFormSchema.extend({ messageId: ZUuid })
export type TChatAnswerForm = z.infer<typeof ZChatAnswerFormSchema>

export const ZChatStatusRequestSchema = z.object({ status: ZChatMessageStatus })

/** Spec §7 chat send: channel name, message, optional email (of the person to address in the channel). */
export const ZChatSendRequestSchema = z.object({
  channelName: z.string().check(TEXT_CHECK).trim().min(1, { message: 'Enter the channel name' }).max(200),
  message: ZChatAnswerFormSchema.shape.content,
  email: ZEmail.optional(),
})

/** Spec §7 chat send: the response may carry success, error and message_ts. */
export const ZChatSendResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  message_ts: z.string().optional(),
})

/** Per bookkeeper across the firm: median first response, open (pending) and unresolved threads. */
export const ZChatBookkeeperStatsSchema = z.object({
  userId: ZUuid,
  name: z.string(),
  email: z.string(),
  clients: z.number().int(),
  open: z.number().int(),
  unresolved: z.number().int(),
  answered: z.number().int(),
  medianFirstResponseSeconds: z.number().nullable(),
})
export type TChatBookkeeperStats = z.infer<typeof ZChatBookkeeperStatsSchema>

/** Section: the `chat.post` job: one answer posted to its Slack thread (a 429 waits out Retry-After). */
export const chatPostJob = defineJob({
  id: 'chat.post',
  version: 1,
  payload: z.object({ messageId: ZUuid }),
  jobKey: (p) => `chat.post:${p.messageId}`,
  options: { maxRuntimeSeconds: 30, retryStrategy: 'fixed', retryIntervalSeconds: 5, maxAttempts: 5 },
})

/** Section: the `chat.copy-files` job: a message's Slack files copied into Storage as product files. */
export const chatCopyFilesJob = defineJob({
  id: 'chat.copy-files',
  version: 1,
  payload: z.object({ messageId: ZUuid }),
  jobKey: (p) => `chat.copy-files:${p.messageId}`,
  options: { maxRuntimeSeconds: 60, retryStrategy: 'fixed', retryIntervalSeconds: 10, maxAttempts: 5 },
})

/** Section: what the bridge reads of Slack's `message` event (others are recorded and ignored). */
export const ZSlackMessageEvent = z.looseObject({
  type: z.literal('message'),
  channel: z.string().min(1),
  ts: z.string().regex(/^\d{1,12}\.\d{1,8}$/),
  user: z.string().optional(),
  bot_id: z.string().optional(),
  subtype: z.string().optional(),
  text: z.string().default(''),
  thread_ts: z.string().optional(),
  files: z
    .array(z.looseObject({ id: z.string(), name: z.string().default('file'), url_private: z.string().optional() }))
    .optional(),
  user_profile: z.looseObject({ real_name: z.string().optional(), display_name: z.string().optional() }).optional(),
})
export type TSlackMessageEvent = z.infer<typeof ZSlackMessageEvent>

/**
 * An Ask My Client question as the chat shows it: open ones can be sent to the client's channel; messageId is the
 * channel's message once sent (the client's reply in its thread answers the question).
 */
export const ZChatAmcSchema = z.object({
  id: ZUuid,
  vendorName: z.string().nullable(),
  amount: z.number().int(),
  expenseDate: z.string().nullable(),
  description: z.string().nullable(),
  bookkeeperFeedback: z.string().nullable(),
  status: z.enum(['pending', 'responded', 'not_responded', 'completed']),
  clientResponse: z.string().nullable(),
  messageId: ZUuid.nullable(),
})
export type TChatAmc = z.infer<typeof ZChatAmcSchema>
export const ZChatAmcSendRequestSchema = z.object({ questionId: ZUuid })

/** A Slack person who wrote in an organization's channel, and the product user they are linked to (if any). */
export const ZSlackPersonSchema = z.object({
  slackUserId: z.string(),
  slackName: z.string(),
  userId: z.string().nullable(),
  matchedBy: z.enum(['email', 'manual']).nullable(),
})
/** An admin maps a Slack person to a member of the organization by hand. */
export const ZSlackPersonMapRequestSchema = z.object({ userId: ZUuid })
