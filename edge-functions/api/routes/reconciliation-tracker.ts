/**
 * The bank statement tracker API (spec §3, §5): one client's tracked accounts with their statements per month, kept
 * by staff, and the statements expected this month across every client the caller may see (staff screens behind the
 * banking-statement-tracker flag). As the user: RLS decides which clients answer.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import {
  ZCreateStatementTrackerRequestSchema,
  ZMarkTrackedStatementRequestSchema,
  ZStatementTrackerAcrossResponseSchema,
  ZStatementTrackerSchema,
  ZUpdateStatementTrackerRequestSchema,
} from '../../../shared/schemas/reconciliation.ts'
import { ZDate } from '../../../shared/rules/values.ts'
import { listTrackerAcross } from '../../domains/reconciliation/list-tracker-across.ts'
import {
  createStatementTracker,
  listStatementTrackers,
  markTrackedStatement,
  updateStatementTracker,
} from '../../domains/reconciliation/statement-tracker.ts'
import { body, errors, json } from '../openapi.ts'

const tags = ['reconciliation']
const base = '/organizations/{organizationId}/statement-tracker'
const OrgParam = z.object({ organizationId: z.uuid() })
const TrackerParam = OrgParam.extend({ trackerId: z.uuid() })
const Trackers = json(
  z.object({ trackers: z.array(ZStatementTrackerSchema) }).openapi('StatementTrackers'),
  'Tracked accounts',
)
const token = (h: string | undefined) => (h ?? '').replace(/^Bearer\s+/i, '')

export const reconciliationTrackerRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/statement-tracker',
      tags,
      summary: 'The statements expected this month across the clients the caller may see, missing first',
      responses: {
        200: json(ZStatementTrackerAcrossResponseSchema.openapi('StatementTrackerAcross'), 'This month'),
        ...errors,
      },
    }),
    async (c) => c.json(await asUser(c.get('claims'), (tx) => listTrackerAcross({ tx })), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      summary: "One client's tracked accounts and their statements per month",
      request: { params: OrgParam },
      responses: { 200: Trackers, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const accessToken = token(c.req.header('authorization'))
      const trackers = await asUser(c.get('claims'), (tx) => listStatementTrackers({ tx, organizationId, accessToken }))
      return c.json({ trackers }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: base,
      tags,
      summary: 'Track the statements of an account',
      request: { params: OrgParam, ...body(ZCreateStatementTrackerRequestSchema) },
      responses: { 201: json(z.object({ id: z.uuid() }), 'Tracked'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      const id = await asUser(c.get('claims'), (tx) =>
        createStatementTracker({
          tx,
          organizationId,
          input: { ...input, statementAccountId: input.statementAccountId ?? null },
        }),
      )
      return c.json({ id }, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: `${base}/{trackerId}`,
      tags,
      summary: 'Change a tracked account, or stop tracking it (deleted: true)',
      request: { params: TrackerParam, ...body(ZUpdateStatementTrackerRequestSchema) },
      responses: { 204: { description: 'Changed' }, ...errors },
    }),
    async (c) => {
      const { organizationId, trackerId } = c.req.valid('param')
      const patch = c.req.valid('json')
      await asUser(c.get('claims'), (tx) => updateStatementTracker({ tx, organizationId, trackerId, patch }))
      return c.body(null, 204)
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${base}/{trackerId}/statements/{month}`,
      tags,
      summary: "Tick or untick a month's statement, optionally attaching a file",
      request: { params: TrackerParam.extend({ month: ZDate }), ...body(ZMarkTrackedStatementRequestSchema) },
      responses: { 204: { description: 'Recorded' }, ...errors },
    }),
    async (c) => {
      const { organizationId, trackerId, month } = c.req.valid('param')
      const input = c.req.valid('json')
      await asUser(c.get('claims'), (tx) => markTrackedStatement({ tx, organizationId, trackerId, month, input }))
      return c.body(null, 204)
    },
  )
