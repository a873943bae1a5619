/**
 * The recurring schedules of banking invoices (docs/invoicing.md "Recurring"): list, pause, resume and edit the next
 * issue date, the end and the items, as the caller (RLS and the schedule's row lock guard; change-schedule.ts).
 */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { ZErrorResponseSchema } from '../../../shared/schemas/common.ts'
import {
  ZEditInvoiceScheduleRequestSchema,
  ZInvoiceOrgParams,
  ZInvoiceScheduleParams,
  ZInvoiceScheduleSchema,
  ZListInvoiceSchedulesResponseSchema,
} from '../../../shared/schemas/invoicing.ts'
import { editSchedule, pauseSchedule, resumeSchedule } from '../../domains/invoicing/change-schedule.ts'
import { listSchedules } from '../../domains/invoicing/list-schedules.ts'
import { body, errors, json } from '../openapi.ts'

const tags = ['invoicing']
const BASE = '/organizations/{organizationId}/invoice-schedules'
const Schedule = ZInvoiceScheduleSchema.openapi('InvoiceSchedule')
const refusals = { ...errors, 409: json(ZErrorResponseSchema, 'The schedule has ended') }

const list = createRoute({
  method: 'get',
  path: BASE,
  tags,
  summary: 'Recurring invoice schedules with their next issue date and what resuming would catch up',
  request: { params: ZInvoiceOrgParams },
  responses: { 200: json(ZListInvoiceSchedulesResponseSchema.openapi('InvoiceSchedules'), 'The schedules'), ...errors },
})
const edit = createRoute({
  method: 'patch',
  path: `${BASE}/{scheduleId}`,
  tags,
  summary: 'Moves the next issue date, changes the end or the items each copy bills',
  request: { params: ZInvoiceScheduleParams, ...body(ZEditInvoiceScheduleRequestSchema) },
  responses: { 200: json(Schedule, 'The schedule'), ...refusals },
})
const pause = createRoute({
  method: 'post',
  path: `${BASE}/{scheduleId}/pause`,
  tags,
  summary: 'Pauses a schedule: no copies until it is resumed',
  request: { params: ZInvoiceScheduleParams },
  responses: { 200: json(Schedule, 'The schedule'), ...refusals },
})
const resume = createRoute({
  method: 'post',
  path: `${BASE}/{scheduleId}/resume`,
  tags,
  summary: 'Resumes a schedule: the next run issues one copy per period missed while paused',
  request: { params: ZInvoiceScheduleParams },
  responses: { 200: json(Schedule, 'The schedule'), ...refusals },
})

const one = async (c: Context<AuthVars>, organizationId: string, id: string) =>
  (await asUser(c.get('claims'), (tx) => listSchedules({ tx, organizationId, ids: [id] })))[0]

export const invoiceScheduleRoutes = new OpenAPIHono<AuthVars>()
  .openapi(list, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json({ schedules: await asUser(c.get('claims'), (tx) => listSchedules({ tx, organizationId })) }, 200)
  })
  .openapi(edit, async (c) => {
    const { organizationId, scheduleId } = c.req.valid('param')
    const input = c.req.valid('json')
    await asUser(c.get('claims'), (tx) => editSchedule({ tx, organizationId, scheduleId, input }))
    return c.json(await one(c, organizationId, scheduleId), 200)
  })
  .openapi(pause, async (c) => {
    const { organizationId, scheduleId } = c.req.valid('param')
    await asUser(c.get('claims'), (tx) => pauseSchedule({ tx, organizationId, scheduleId }))
    return c.json(await one(c, organizationId, scheduleId), 200)
  })
  .openapi(resume, async (c) => {
    const { organizationId, scheduleId } = c.req.valid('param')
    await asUser(c.get('claims'), (tx) => resumeSchedule({ tx, organizationId, scheduleId }))
    return c.json(await one(c, organizationId, scheduleId), 200)
  })
