/** /api/orgs/{orgId}/reports/{ReportName} (QuickBooks' query parameters) and stored report records with publishing. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { getLedger } from '../../domains/ledger/get-ledger.ts'
import { assertOrgAccess } from '../../domains/ledger/assert-org-access.ts'
import { saveReport } from '../../domains/reports/save-report.ts'
import { getReport, listReports, publishReport } from '../../domains/reports/publish-report.ts'
import { ZReportName, ZReportParams } from '../../../shared/schemas/reports.ts'
import { ZUuid } from '../../../shared/rules/values.ts'

const json = (description: string) => ({ description, content: { 'application/json': { schema: z.any() } } })
const Org = z.object({ orgId: ZUuid })
/** QuickBooks' report query parameters, as the shared schema has them (dates, ids and text by the value rules). */
const ZQuery = ZReportParams
const tags = ['reports']

const r = {
  run: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/reports/{reportName}',
    tags,
    request: { params: Org.extend({ reportName: ZReportName }), query: ZQuery },
    responses: { 200: json('Report in QuickBooks JSON') },
  }),
  list: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/report-records',
    tags,
    request: { params: Org },
    responses: { 200: json('Stored reports') },
  }),
  get: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/report-records/{id}',
    tags,
    request: { params: Org.extend({ id: ZUuid }) },
    responses: { 200: json('Stored report') },
  }),
  create: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/report-records',
    tags,
    request: {
      params: Org,
      body: {
        content: { 'application/json': { schema: z.object({ name: ZReportName, params: ZQuery.default({}) }) } },
      },
    },
    responses: { 201: json('Stored report') },
  }),
  publish: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/report-records/{id}/publish',
    tags,
    request: { params: Org.extend({ id: ZUuid }) },
    responses: { 200: json('Published report') },
  }),
}

export const reportsRoutes = new OpenAPIHono<AuthVars>()
  .openapi(r.run, async (c) => {
    const { orgId, reportName } = c.req.valid('param')
    const report = await asUser(c.get('claims'), async (tx) => {
      await assertOrgAccess(tx, orgId)
      return await (await getLedger({ orgId, tx })).runReport(reportName, c.req.valid('query'))
    })
    return c.json(report, 200)
  })
  .openapi(r.list, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      {
        reports: await asUser(c.get('claims'), async (tx) => {
          await assertOrgAccess(tx, orgId)
          return await listReports({ tx, orgId })
        }),
      },
      200,
    )
  })
  .openapi(r.get, async (c) => {
    const { orgId, id } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId)
        return await getReport({ tx, orgId, id })
      }),
      200,
    )
  })
  .openapi(r.create, async (c) => {
    const { orgId } = c.req.valid('param')
    const { name, params } = c.req.valid('json')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await saveReport({ tx, orgId, name, params })
      }),
      201,
    )
  })
  .openapi(r.publish, async (c) => {
    const { orgId, id } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await publishReport({ tx, orgId, id })
      }),
      200,
    )
  })
