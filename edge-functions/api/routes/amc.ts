/** Ask My Client API: questions per organization and across the caller's organizations, answers, feedback, status. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import {
  ZAmcQuestion,
  ZAnswerGroupRequestSchema,
  ZCategorizeRequestSchema,
  ZCloseoutDate,
  ZSetCloseoutDateRequestSchema,
  MONTH_NAMES,
  ZAnswerQuestionRequestSchema,
  ZFeedbackRequestSchema,
  ZQuestionKind,
  ZQuestionStatus,
  ZStatusRequestSchema,
  ZAmcReminderSchema,
  ZSendAmcReminderResponseSchema,
} from '../../../shared/schemas/amc.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import { listQuestions, countQuestions } from '../../domains/amc/list-questions.ts'
import { answerQuestion } from '../../domains/amc/answer-question.ts'
import { answerGroup } from '../../domains/amc/answer-group.ts'
import { giveFeedback } from '../../domains/amc/give-feedback.ts'
import { setQuestionStatus } from '../../domains/amc/set-question-status.ts'
import { setGrouping } from '../../domains/amc/set-grouping.ts'
import { updateVersioned } from '../../domains/amc/update-versioned.ts'
import { categorizeQuestion } from '../../domains/amc/categorize-question.ts'
import { listCloseoutDates, setCloseoutDate } from '../../domains/amc/closeout-dates.ts'
import { getClientReminder, sendClientReminder } from '../../domains/amc/client-reminder.ts'
import { env } from '../../_shared/env.ts'
import { body } from '../openapi.ts'

const json = <T extends z.ZodType>(schema: T, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
})
const ZListed = ZAmcQuestion.extend({ organizationName: z.string(), groupVendorName: z.string().nullable() })
const ZId = z.object({ id: ZUuid })

const routes = {
  listOrg: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/amc/questions',
    tags: ['amc'],
    request: { params: z.object({ orgId: ZUuid }), query: z.object({ status: ZQuestionStatus.optional() }) },
    responses: { 200: json(z.object({ questions: z.array(ZListed) })) },
  }),
  listAll: createRoute({
    method: 'get',
    path: '/amc/questions',
    tags: ['amc'],
    request: { query: z.object({ status: ZQuestionStatus.optional() }) },
    responses: { 200: json(z.object({ questions: z.array(ZListed) })) },
  }),
  counts: createRoute({
    method: 'get',
    path: '/amc/counts',
    tags: ['amc'],
    responses: { 200: json(z.object({ counts: z.record(z.string(), z.record(z.string(), z.number())) })) },
  }),
  answer: createRoute({
    method: 'post',
    path: '/amc/questions/{id}/answer',
    tags: ['amc'],
    request: { params: ZId, ...body(ZAnswerQuestionRequestSchema) },
    responses: { 200: json(z.object({ question: ZAmcQuestion })) },
  }),
  answerGroup: createRoute({
    method: 'post',
    path: '/amc/groups/{id}/answer',
    tags: ['amc'],
    request: { params: ZId, ...body(ZAnswerGroupRequestSchema) },
    responses: { 200: json(z.object({ questions: z.array(ZAmcQuestion) })) },
  }),
  feedback: createRoute({
    method: 'post',
    path: '/amc/questions/{id}/feedback',
    tags: ['amc'],
    request: { params: ZId, ...body(ZFeedbackRequestSchema) },
    responses: { 200: json(z.object({ question: ZAmcQuestion })) },
  }),
  status: createRoute({
    method: 'post',
    path: '/amc/questions/{id}/status',
    tags: ['amc'],
    request: { params: ZId, ...body(ZStatusRequestSchema) },
    responses: { 200: json(z.object({ question: ZAmcQuestion })) },
  }),
  grouping: createRoute({
    method: 'post',
    path: '/amc/questions/{id}/grouping',
    tags: ['amc'],
    request: { params: ZId, ...body(z.object({ ungrouped: z.boolean(), version: z.number().int() })) },
    responses: { 200: json(z.object({ question: ZAmcQuestion })) },
  }),
  kinds: createRoute({
    method: 'post',
    path: '/amc/questions/{id}/questions',
    tags: ['amc'],
    request: {
      params: ZId,
      ...body(
        z.object({ questions: z.array(ZQuestionKind).min(1, 'Ask at least one question'), version: z.number().int() }),
      ),
    },
    responses: { 200: json(z.object({ question: ZAmcQuestion })) },
  }),
  closeouts: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/amc/closeout-dates',
    tags: ['amc'],
    request: { params: z.object({ orgId: ZUuid }) },
    responses: {
      200: json(
        z.object({
          current: z.object({ year: z.string(), month: z.enum(MONTH_NAMES), closeoutDate: z.number().nullable() }),
          dates: z.array(ZCloseoutDate),
        }),
      ),
    },
  }),
  setCloseout: createRoute({
    method: 'put',
    path: '/orgs/{orgId}/amc/closeout-dates',
    tags: ['amc'],
    request: { params: z.object({ orgId: ZUuid }), ...body(ZSetCloseoutDateRequestSchema) },
    responses: { 200: json(z.object({ closeout: ZCloseoutDate })) },
  }),
  reminder: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/amc/reminder',
    tags: ['amc'],
    request: { params: z.object({ orgId: ZUuid }) },
    responses: { 200: json(z.object({ reminder: ZAmcReminderSchema })) },
  }),
  remind: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/amc/remind',
    tags: ['amc'],
    request: { params: z.object({ orgId: ZUuid }) },
    responses: { 200: json(ZSendAmcReminderResponseSchema, 'Reminder sent to the client users') },
  }),
  categorize: createRoute({
    method: 'post',
    path: '/amc/questions/{id}/categorize',
    tags: ['amc'],
    request: { params: ZId, ...body(ZCategorizeRequestSchema) },
    responses: { 200: json(z.object({ question: ZAmcQuestion })) },
  }),
}

export const amcRoutes = new OpenAPIHono<AuthVars>()
  .openapi(routes.listOrg, async (c) => {
    const { orgId } = c.req.valid('param')
    const { status } = c.req.valid('query')
    return c.json({ questions: await asUser(c.get('claims'), (tx) => listQuestions({ tx, orgId, status })) }, 200)
  })
  .openapi(routes.listAll, async (c) => {
    const { status } = c.req.valid('query')
    return c.json({ questions: await asUser(c.get('claims'), (tx) => listQuestions({ tx, status })) }, 200)
  })
  .openapi(routes.counts, async (c) =>
    c.json({ counts: await asUser(c.get('claims'), (tx) => countQuestions({ tx })) }, 200),
  )
  .openapi(routes.answer, async (c) => {
    const { id } = c.req.valid('param')
    const b = c.req.valid('json')
    const claims = c.get('claims')
    return c.json({ question: await asUser(claims, (tx) => answerQuestion({ tx, id, userId: claims.sub, ...b })) }, 200)
  })
  .openapi(routes.answerGroup, async (c) => {
    const { id } = c.req.valid('param')
    const b = c.req.valid('json')
    const claims = c.get('claims')
    return c.json(
      { questions: await asUser(claims, (tx) => answerGroup({ tx, groupId: id, userId: claims.sub, ...b })) },
      200,
    )
  })
  .openapi(routes.feedback, async (c) => {
    const { id } = c.req.valid('param')
    const b = c.req.valid('json')
    return c.json(
      {
        question: await asUser(c.get('claims'), (tx) =>
          giveFeedback({ tx, id, feedback: b.bookkeeperFeedback, reask: b.reask, version: b.version }),
        ),
      },
      200,
    )
  })
  .openapi(routes.status, async (c) => {
    const { id } = c.req.valid('param')
    const b = c.req.valid('json')
    return c.json({ question: await asUser(c.get('claims'), (tx) => setQuestionStatus({ tx, id, ...b })) }, 200)
  })
  .openapi(routes.grouping, async (c) => {
    const { id } = c.req.valid('param')
    const b = c.req.valid('json')
    return c.json({ question: await asUser(c.get('claims'), (tx) => setGrouping({ tx, id, ...b })) }, 200)
  })
  .openapi(routes.kinds, async (c) => {
    const { id } = c.req.valid('param')
    const b = c.req.valid('json')
    return c.json(
      {
        question: await asUser(c.get('claims'), (tx) =>
          updateVersioned({ tx, id, version: b.version, set: { questions: b.questions } }),
        ),
      },
      200,
    )
  })
  .openapi(routes.categorize, async (c) => {
    const { id } = c.req.valid('param')
    const b = c.req.valid('json')
    const claims = c.get('claims')
    return c.json(
      {
        question: await asUser(claims, (tx) =>
          categorizeQuestion({
            tx,
            id,
            userId: claims.sub,
            account: b.account,
            classId: b.classId,
            note: b.note,
            version: b.version,
          }),
        ),
      },
      200,
    )
  })
  .openapi(routes.reminder, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json({ reminder: await asUser(c.get('claims'), (tx) => getClientReminder({ tx, orgId })) }, 200)
  })
  .openapi(routes.remind, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => sendClientReminder({ tx, orgId, webUrl: env.webUrl })), 200)
  })
  .openapi(routes.closeouts, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => listCloseoutDates({ tx, orgId })), 200)
  })
  .openapi(routes.setCloseout, async (c) => {
    const { orgId } = c.req.valid('param')
    const b = c.req.valid('json')
    return c.json({ closeout: await asUser(c.get('claims'), (tx) => setCloseoutDate({ tx, orgId, ...b })) }, 200)
  })
