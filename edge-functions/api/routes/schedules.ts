/**
 * /api/orgs/{orgId}/schedules, …/amortizations, …/revenue-recognition-schedules, …/journal-entries: amortization and
 * revenue-recognition schedules (read: staff, reviewers, and members while `users-schedules` is on; write: the
 * organization's bookkeepers and admins, which the list answers as `canManage`) and the record of the entries the
 * product posted, whose deleted period entries staff may ask to post again. Postings themselves are the
 * `schedules.post` job's (domains/schedules/post-due-schedules.ts).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import {
  ZAmortizationSchema,
  ZCancelRevenueScheduleRequestSchema,
  ZCreateAmortizationRequestSchema,
  ZCreateRevenueScheduleRequestSchema,
  ZJournalEntriesQuerySchema,
  ZJournalEntriesResponseSchema,
  ZJournalEntryRecordSchema,
  ZRevenueRecognitionScheduleSchema,
  ZSchedulesResponseSchema,
  ZUpdateAmortizationRequestSchema,
  ZUpdateRevenueScheduleRequestSchema,
} from '../../../shared/schemas/schedules.ts'
import { assertOrgAccess } from '../../_shared/access.ts'
import { cancelAmortization, updateAmortization } from '../../domains/schedules/change-amortization.ts'
import { cancelRevenueSchedule, updateRevenueSchedule } from '../../domains/schedules/change-revenue-schedule.ts'
import { createAmortization } from '../../domains/schedules/create-amortization.ts'
import { createRevenueSchedule } from '../../domains/schedules/create-revenue-schedule.ts'
import { listJournalEntries } from '../../domains/schedules/list-journal-entries.ts'
import { listAmortizations, listRevenueSchedules } from '../../domains/schedules/list-schedules.ts'
import { requestPostAgain } from '../../domains/schedules/post-entry-again.ts'
import { body, errors, json } from '../openapi.ts'

const Org = z.object({ orgId: ZUuid })
const OrgItem = Org.extend({ id: ZUuid })
const tags = ['schedules']

const r = {
  list: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/schedules',
    tags,
    request: { params: Org },
    responses: { 200: json(ZSchedulesResponseSchema, 'Amortizations and revenue schedules, newest first'), ...errors },
  }),
  createAmortization: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/amortizations',
    tags,
    request: { params: Org, ...body(ZCreateAmortizationRequestSchema) },
    responses: { 201: json(ZAmortizationSchema, 'The new schedule'), 409: errors[404], ...errors },
  }),
  updateAmortization: createRoute({
    method: 'patch',
    path: '/orgs/{orgId}/amortizations/{id}',
    tags,
    request: { params: OrgItem, ...body(ZUpdateAmortizationRequestSchema) },
    responses: { 200: json(ZAmortizationSchema, 'The schedule, its future re-planned'), ...errors },
  }),
  cancelAmortization: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/amortizations/{id}/cancel',
    tags,
    request: { params: OrgItem },
    responses: { 200: json(ZAmortizationSchema, 'The cancelled schedule'), ...errors },
  }),
  createRevenue: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/revenue-recognition-schedules',
    tags,
    request: { params: Org, ...body(ZCreateRevenueScheduleRequestSchema) },
    responses: { 201: json(ZRevenueRecognitionScheduleSchema, 'The new schedule'), ...errors },
  }),
  updateRevenue: createRoute({
    method: 'patch',
    path: '/orgs/{orgId}/revenue-recognition-schedules/{id}',
    tags,
    request: { params: OrgItem, ...body(ZUpdateRevenueScheduleRequestSchema) },
    responses: { 200: json(ZRevenueRecognitionScheduleSchema, 'The schedule, its future re-planned'), ...errors },
  }),
  cancelRevenue: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/revenue-recognition-schedules/{id}/cancel',
    tags,
    request: { params: OrgItem, ...body(ZCancelRevenueScheduleRequestSchema) },
    responses: {
      200: json(ZRevenueRecognitionScheduleSchema, 'The cancelled schedule; its reversal is posted by the job'),
      ...errors,
    },
  }),
  postAgain: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/journal-entries/{id}/post-again',
    tags,
    summary: 'Post a period again whose entry was deleted in QuickBooks (once; the posting job posts it)',
    request: { params: OrgItem },
    responses: { 202: json(ZJournalEntryRecordSchema, 'The deleted entry, its period asked to post again'), ...errors },
  }),
  journalEntries: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/journal-entries',
    tags,
    request: { params: Org, query: ZJournalEntriesQuerySchema },
    responses: { 200: json(ZJournalEntriesResponseSchema, 'Entries the product posted, newest first'), ...errors },
  }),
}

export const scheduleRoutes = new OpenAPIHono<AuthVars>()
  .openapi(r.list, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        const { staff } = await assertOrgAccess(tx, orgId)
        return {
          amortizations: await listAmortizations({ tx, orgId }),
          revenueRecognitionSchedules: await listRevenueSchedules({ tx, orgId }),
          canManage: staff,
        }
      }),
      200,
    )
  })
  .openapi(r.createAmortization, async (c) => {
    const { orgId } = c.req.valid('param')
    const claims = c.get('claims')
    const created = await asUser(claims, async (tx) => {
      await assertOrgAccess(tx, orgId, { staff: true })
      return await createAmortization({ tx, orgId, userId: claims.sub, input: c.req.valid('json') })
    })
    return c.json(created, 201)
  })
  .openapi(r.updateAmortization, async (c) => {
    const { orgId, id } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await updateAmortization({ tx, orgId, id, input: c.req.valid('json') })
      }),
      200,
    )
  })
  .openapi(r.cancelAmortization, async (c) => {
    const { orgId, id } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await cancelAmortization({ tx, orgId, id })
      }),
      200,
    )
  })
  .openapi(r.createRevenue, async (c) => {
    const { orgId } = c.req.valid('param')
    const claims = c.get('claims')
    const created = await asUser(claims, async (tx) => {
      await assertOrgAccess(tx, orgId, { staff: true })
      return await createRevenueSchedule({ tx, orgId, userId: claims.sub, input: c.req.valid('json') })
    })
    return c.json(created, 201)
  })
  .openapi(r.updateRevenue, async (c) => {
    const { orgId, id } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await updateRevenueSchedule({ tx, orgId, id, input: c.req.valid('json') })
      }),
      200,
    )
  })
  .openapi(r.cancelRevenue, async (c) => {
    const { orgId, id } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await cancelRevenueSchedule({ tx, orgId, id, reverseFrom: c.req.valid('json').reverseFrom })
      }),
      200,
    )
  })
  .openapi(r.postAgain, async (c) => {
    const { orgId, id } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await requestPostAgain({ tx, orgId, id })
      }),
      202,
    )
  })
  .openapi(r.journalEntries, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId)
        return { journalEntries: await listJournalEntries({ tx, orgId, type: c.req.valid('query').type }) }
      }),
      200,
    )
  })
