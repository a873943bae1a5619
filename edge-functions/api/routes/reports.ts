/** /api/orgs/{orgId}/reports/{ReportName} (QuickBooks' query parameters) and stored report records with publishing. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { getLedger } from '../../domains/books/get-ledger.ts'
import { assertOrgAccess } from '../../_shared/access.ts'
import { saveReport } from '../../domains/reports/save-report.ts'
import { getReport, listReports, publishReport } from '../../domains/reports/publish-report.ts'
import {
  ZCreateReportRecordRequestSchema,
  ZListReportRecordsResponseSchema,
  ZRawReport,
  ZReportName,
  ZReportParams,
  ZReportRecord,
} from '../../../shared/schemas/reports.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import { body, errors, json } from '../openapi.ts'

const Org = z.object({ orgId: ZUuid })
const tags = ['reports']

const r = {
  run: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/reports/{reportName}',
    tags,
    request: { params: Org.extend({ reportName: ZReportName }), query: ZReportParams },
    responses: { 200: json(ZRawReport, 'Report in QuickBooks JSON'), ...errors },
  }),
  list: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/report-records',
    tags,
    request: { params: Org },
    responses: { 200: json(ZListReportRecordsResponseSchema, 'Stored reports'), ...errors },
  }),
  get: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/report-records/{id}',
    tags,
    request: { params: Org.extend({ id: ZUuid }) },
    responses: { 200: json(ZReportRecord, 'Stored report'), ...errors },
  }),
  create: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/report-records',
    tags,
    request: { params: Org, ...body(ZCreateReportRecordRequestSchema) },
    responses: { 201: json(ZReportRecord, 'Stored report'), ...errors },
  }),
  publish: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/report-records/{id}/publish',
    tags,
    request: { params: Org.extend({ id: ZUuid }) },
    responses: { 200: json(ZReportRecord, 'Published report'), ...errors },
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
