/** /api/orgs/{orgId}/reports/{ReportName} (QuickBooks' query parameters) and stored report records with publishing. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { getLedger } from '../../domains/ledger/get-ledger.ts'
import { assertOrgAccess } from '../../domains/ledger/assert-org-access.ts'
import { saveReport } from '../../domains/reports/save-report.ts'
import { getReport, listReports, publishReport } from '../../domains/reports/publish-report.ts'
import { ZAccountingMethod, ZDateMacro, ZReportName, ZSummarizeBy } from '../../../shared/schemas/reports.ts'

const json = (description: string) => ({ description, content: { 'application/json': { schema: z.any() } } })
const Org = z.object({ orgId: z.string().uuid() })
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
const ZQuery = z.object({
  start_date: date.optional(), end_date: date.optional(), date_macro: ZDateMacro.optional(), accounting_method: ZAccountingMethod.optional(),
  summarize_column_by: ZSummarizeBy.optional(), account: z.string().optional(), vendor: z.string().optional(),
}).refine((p) => !(p.start_date && p.end_date) || p.start_date <= p.end_date, { message: 'start_date must not be after end_date', path: ['start_date'] })
const tags = ['reports']

const r = {
  run: createRoute({ method: 'get', path: '/orgs/{orgId}/reports/{reportName}', tags, request: { params: Org.extend({ reportName: ZReportName }), query: ZQuery }, responses: { 200: json('Report in QuickBooks JSON') } }),
  list: createRoute({ method: 'get', path: '/orgs/{orgId}/report-records', tags, request: { params: Org }, responses: { 200: json('Stored reports') } }),
  get: createRoute({ method: 'get', path: '/orgs/{orgId}/report-records/{id}', tags, request: { params: Org.extend({ id: z.string().uuid() }) }, responses: { 200: json('Stored report') } }),
  create: createRoute({ method: 'post', path: '/orgs/{orgId}/report-records', tags, request: { params: Org, body: { content: { 'application/json': { schema: z.object({ name: ZReportName, params: ZQuery.default({}) }) } } } }, responses: { 201: json('Stored report') } }),
  publish: createRoute({ method: 'post', path: '/orgs/{orgId}/report-records/{id}/publish', tags, request: { params: Org.extend({ id: z.string().uuid() }) }, responses: { 200: json('Published report') } }),
}

export const reportsRoutes = new OpenAPIHono<AuthVars>()
  .openapi(r.run, async (c) => {
    const { orgId, reportName } = c.req.valid('param')
    const report = await asUser(c.get('claims'), async (tx) => { await assertOrgAccess(tx, orgId); return await (await getLedger({ orgId, tx })).runReport(reportName, c.req.valid('query')) })
    return c.json(report, 200)
  })
  .openapi(r.list, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json({ reports: await asUser(c.get('claims'), async (tx) => { await assertOrgAccess(tx, orgId); return await listReports({ tx, orgId }) }) }, 200)
  })
  .openapi(r.get, async (c) => {
    const { orgId, id } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), async (tx) => { await assertOrgAccess(tx, orgId); return await getReport({ tx, orgId, id }) }), 200)
  })
  .openapi(r.create, async (c) => {
    const { orgId } = c.req.valid('param')
    const { name, params } = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), async (tx) => { await assertOrgAccess(tx, orgId, { staff: true }); return await saveReport({ tx, orgId, name, params }) }), 201)
  })
  .openapi(r.publish, async (c) => {
    const { orgId, id } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), async (tx) => { await assertOrgAccess(tx, orgId, { staff: true }); return await publishReport({ tx, orgId, id }) }), 200)
  })
