/** /api/chats: the messaging bridge's channels, threads, answers and statuses; /api/admin/chats the firm's figures. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZBookkeeperMessageSchema,
  ZChatAmcSchema,
  ZChatAmcSendRequestSchema,
  ZChatAnswerRequestSchema,
  ZChatBookkeeperStatsSchema,
  ZChatChannelDetailSchema,
  ZChatChannelSchema,
  ZChatSendRequestSchema,
  ZChatSendResponseSchema,
  ZChatStatusRequestSchema,
  ZSlackPersonMapRequestSchema,
  ZSlackPersonSchema,
} from '../../../shared/schemas/chat.ts'
import { listChatChannels } from '../../domains/chat/list-chat-channels.ts'
import { getChatChannel } from '../../domains/chat/get-chat-channel.ts'
import { answerChatMessage } from '../../domains/chat/answer-chat-message.ts'
import { retryChatAnswer, setChatStatus } from '../../domains/chat/set-chat-status.ts'
import { listChatResponseTimes } from '../../domains/chat/list-chat-response-times.ts'
import { markChatRead } from '../../domains/chat/mark-chat-read.ts'
import { sendChatMessage } from '../../domains/chat/send-chat-message.ts'
import { listChatAmcs, sendAmcToChat } from '../../domains/chat/amc-in-chat.ts'
import { listSlackPeople, mapSlackPerson, unmapSlackPerson } from '../../domains/chat/slack-people.ts'
import { json, errors, body } from '../openapi.ts'

const OrgParam = z.object({ organizationId: ZUuid })
const IdParam = z.object({ id: ZUuid })
const PageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })
const SlackPersonParam = OrgParam.extend({ slackUserId: z.string().regex(/^[A-Z0-9]{1,40}$/) })
const tags = ['chat']

export const chatRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/chats',
      tags,
      responses: { 200: json(z.object({ channels: z.array(ZChatChannelSchema) }), 'Channels'), ...errors },
    }),
    async (c) => c.json({ channels: await asUser(c.get('claims'), (tx) => listChatChannels({ tx })) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/chats/{organizationId}',
      tags,
      request: { params: OrgParam, query: PageQuery },
      responses: { 200: json(ZChatChannelDetailSchema, 'A page of the channel'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          getChatChannel({
            tx,
            organizationId: c.req.valid('param').organizationId,
            page: c.req.valid('query').page,
            // the reader's own token signs the download URLs of the thread's files (Storage RLS decides)
            accessToken: (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, ''),
          }),
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/chats/{organizationId}/read',
      tags,
      request: { params: OrgParam },
      responses: { 204: { description: 'Marked read' }, ...errors },
    }),
    async (c) => {
      const organizationId = c.req.valid('param').organizationId
      await asUser(c.get('claims'), (tx) => markChatRead({ tx, organizationId }))
      return c.body(null, 204)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/chats/{organizationId}/answers',
      tags,
      request: { params: OrgParam, ...body(ZChatAnswerRequestSchema) },
      responses: { 201: json(ZBookkeeperMessageSchema, 'Answer queued for Slack'), ...errors },
    }),
    async (c) => {
      const { messageId, content } = c.req.valid('json')
      const organizationId = c.req.valid('param').organizationId
      return c.json(
        await asUser(c.get('claims'), (tx) => answerChatMessage({ tx, organizationId, messageId, content })),
        201,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/chats/{organizationId}/amcs',
      tags,
      request: { params: OrgParam },
      responses: { 200: json(z.object({ questions: z.array(ZChatAmcSchema) }), 'Ask My Client questions'), ...errors },
    }),
    async (c) => {
      const organizationId = c.req.valid('param').organizationId
      return c.json({ questions: await asUser(c.get('claims'), (tx) => listChatAmcs({ tx, organizationId })) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/chats/{organizationId}/amcs',
      tags,
      request: { params: OrgParam, ...body(ZChatAmcSendRequestSchema) },
      responses: { 201: json(ZBookkeeperMessageSchema, 'Question queued for the channel'), ...errors },
    }),
    async (c) => {
      const organizationId = c.req.valid('param').organizationId
      const { questionId } = c.req.valid('json')
      return c.json(await asUser(c.get('claims'), (tx) => sendAmcToChat({ tx, organizationId, questionId })), 201)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/chats/send',
      tags,
      request: body(ZChatSendRequestSchema),
      responses: { 200: json(ZChatSendResponseSchema, 'What Slack answered'), ...errors },
    }),
    async (c) => c.json(await asUser(c.get('claims'), (tx) => sendChatMessage({ tx, ...c.req.valid('json') })), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/chats/messages/{id}/status',
      tags,
      request: { params: IdParam, ...body(ZChatStatusRequestSchema) },
      responses: { 200: json(ZBookkeeperMessageSchema, 'Status changed'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          setChatStatus({ tx, messageId: c.req.valid('param').id, status: c.req.valid('json').status }),
        ),
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/chats/messages/{id}/retry',
      tags,
      request: { params: IdParam },
      responses: { 200: json(ZBookkeeperMessageSchema, 'Queued again'), ...errors },
    }),
    async (c) =>
      c.json(await asUser(c.get('claims'), (tx) => retryChatAnswer({ tx, messageId: c.req.valid('param').id })), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/chats',
      tags,
      responses: {
        200: json(z.object({ bookkeepers: z.array(ZChatBookkeeperStatsSchema) }), 'Per bookkeeper'),
        ...errors,
      },
    }),
    async (c) => c.json({ bookkeepers: await asUser(c.get('claims'), (tx) => listChatResponseTimes({ tx })) }, 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/admin/chats/{organizationId}/slack-people',
      tags,
      request: { params: OrgParam },
      responses: { 200: json(z.object({ people: z.array(ZSlackPersonSchema) }), 'Slack people'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const people = await asUser(c.get('claims'), (tx) => listSlackPeople({ tx, organizationId }))
      return c.json({ people: people as unknown as z.infer<typeof ZSlackPersonSchema>[] }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/admin/chats/{organizationId}/slack-people/{slackUserId}',
      tags,
      request: { params: SlackPersonParam, ...body(ZSlackPersonMapRequestSchema) },
      responses: {
        200: json(ZSlackPersonSchema.omit({ slackName: true }), 'Mapped by hand'),
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId, slackUserId } = c.req.valid('param')
      const { userId } = c.req.valid('json')
      const link = await asUser(c.get('claims'), (tx) => mapSlackPerson({ tx, organizationId, slackUserId, userId }))
      return c.json(link as unknown as { slackUserId: string; userId: string; matchedBy: 'manual' }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/admin/chats/{organizationId}/slack-people/{slackUserId}',
      tags,
      request: { params: SlackPersonParam },
      responses: { 204: { description: 'Unmapped' }, ...errors },
    }),
    async (c) => {
      const { organizationId, slackUserId } = c.req.valid('param')
      await asUser(c.get('claims'), (tx) => unmapSlackPerson({ tx, organizationId, slackUserId }))
      return c.body(null, 204)
    },
  )
