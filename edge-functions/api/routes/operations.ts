/**
 * /api/operations: the admin operations view's API (jobs, events with their dispatches, retry and cancel, restarts of
 * supervised processes). Runs
 * as the signed-in user; RLS limits the tables to admins and the retry/cancel functions check it again.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { ZJobRow, ZListJobsQuery, ZListJobsResponse } from '../../../shared/schemas/jobs.ts'
import { ZListEventsQuery, ZListEventsResponse } from '../../../shared/schemas/events.ts'
import { listJobs } from '../../domains/jobs/list-jobs.ts'
import { retryJob } from '../../domains/jobs/retry-job.ts'
import { cancelJob } from '../../domains/jobs/cancel-job.ts'
import { listEvents } from '../../domains/events/list-events.ts'
import { listProcessRestarts } from '../../domains/jobs/list-process-restarts.ts'
import { ZListProcessRestartsResponse } from '../../../shared/schemas/process-restarts.ts'
import { json } from '../openapi.ts'

const ZJobIdParams = z.object({ id: z.uuid({ message: 'id must be a job id (uuid)' }) })

const listJobsRoute = createRoute({
  method: 'get',
  path: '/operations/jobs',
  tags: ['operations'],
  request: { query: ZListJobsQuery },
  responses: { 200: json(ZListJobsResponse, 'Recent jobs and counts by status') },
})
const listEventsRoute = createRoute({
  method: 'get',
  path: '/operations/events',
  tags: ['operations'],
  request: { query: ZListEventsQuery },
  responses: { 200: json(ZListEventsResponse, 'Recent events with their dispatches') },
})
const listRestartsRoute = createRoute({
  method: 'get',
  path: '/operations/restarts',
  tags: ['operations'],
  responses: { 200: json(ZListProcessRestartsResponse, 'The latest restarts of supervised processes') },
})
const retryRoute = createRoute({
  method: 'post',
  path: '/operations/jobs/{id}/retry',
  tags: ['operations'],
  request: { params: ZJobIdParams },
  responses: { 200: json(ZJobRow, 'The job, Pending again') },
})
const cancelRoute = createRoute({
  method: 'post',
  path: '/operations/jobs/{id}/cancel',
  tags: ['operations'],
  request: { params: ZJobIdParams },
  responses: { 200: json(ZJobRow, 'The job, Failed as cancelled') },
})

export const operationsRoutes = new OpenAPIHono<AuthVars>()
  .openapi(listJobsRoute, async (c) => {
    const q = c.req.valid('query')
    return c.json(await asUser(c.get('claims'), (tx) => listJobs({ tx, ...q })), 200)
  })
  .openapi(listEventsRoute, async (c) => {
    const q = c.req.valid('query')
    return c.json(await asUser(c.get('claims'), (tx) => listEvents({ tx, ...q })), 200)
  })
  .openapi(listRestartsRoute, async (c) =>
    c.json(await asUser(c.get('claims'), (tx) => listProcessRestarts({ tx })), 200),
  )
  .openapi(retryRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => retryJob({ tx, jobId: id })), 200)
  })
  .openapi(cancelRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => cancelJob({ tx, jobId: id })), 200)
  })
