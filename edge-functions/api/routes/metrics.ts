/** /api/orgs/{orgId}/metrics/monthly: the dashboard's monthly metrics; staff can recompute them on demand. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asService, asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { assertOrgAccess } from '../../_shared/access.ts'
import { computeMonthlyMetrics, listMonthlyMetrics } from '../../domains/metrics/compute-monthly-metrics.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import {
  ZComputeMonthlyMetricsRequestSchema,
  ZComputeMonthlyMetricsResponseSchema,
  ZListMonthlyMetricsResponseSchema,
} from '../../../shared/schemas/metrics.ts'
import { json } from '../openapi.ts'

const Org = z.object({ orgId: ZUuid })

const list = createRoute({
  method: 'get',
  path: '/orgs/{orgId}/metrics/monthly',
  tags: ['metrics'],
  request: { params: Org },
  responses: { 200: json(ZListMonthlyMetricsResponseSchema, 'Monthly metrics') },
})
const compute = createRoute({
  method: 'post',
  path: '/orgs/{orgId}/metrics/monthly/compute',
  tags: ['metrics'],
  request: {
    params: Org,
    body: {
      content: { 'application/json': { schema: ZComputeMonthlyMetricsRequestSchema } },
    },
  },
  responses: { 200: json(ZComputeMonthlyMetricsResponseSchema, 'Recomputed metrics') },
})

export const metricsRoutes = new OpenAPIHono<AuthVars>()
  .openapi(list, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      {
        metrics: await asUser(c.get('claims'), async (tx) => {
          await assertOrgAccess(tx, orgId)
          return await listMonthlyMetrics({ tx, orgId })
        }),
      },
      200,
    )
  })
  .openapi(compute, async (c) => {
    const { orgId } = c.req.valid('param')
    const { months } = c.req.valid('json')
    // Staff only; the write itself needs the service role (monthly_metrics has no write policy), so the check comes first.
    await asUser(c.get('claims'), (tx) => assertOrgAccess(tx, orgId, { staff: true }))
    return c.json({ metrics: await asService((tx) => computeMonthlyMetrics({ tx, orgId, months })) }, 200)
  })
