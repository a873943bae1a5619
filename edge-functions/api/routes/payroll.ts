/**
 * Payroll API (docs/payroll.md): one client's payroll screen, the Gusto mapping edit and a sync on request. Every
 * call runs as the user, so RLS decides what exists; only the queued sync runs as the service, for that organization.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { AppError } from '../../_shared/errors.ts'
import { payrollAccess } from '../../_shared/access.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import {
  ZPayrollOverviewSchema,
  ZRequestEmployeeReportSchema,
  ZSubscribePayrollWebhooksRequestSchema,
  ZUpdatePayrollMappingRequestSchema,
} from '../../../shared/schemas/payroll.ts'
import { ZCompanyCreation } from '../../../shared/rules/payroll.ts'
import { getPayroll } from '../../domains/payroll/get-payroll.ts'
import { createGustoCompany } from '../../domains/payroll/create-company.ts'
import {
  checkGustoWebhooks,
  removeGustoWebhooks,
  subscribeGustoWebhooks,
} from '../../domains/payroll/webhook-subscriptions.ts'
import { employeeReportCsvFor, requestEmployeeReport } from '../../domains/payroll/employee-report.ts'
import { queuePayrollSync, updatePayrollMapping } from '../../domains/payroll/update-mapping.ts'
import { body, errors, json } from '../openapi.ts'

const tags = ['payroll']
const base = '/organizations/{organizationId}/payroll'
const OrgParam = z.object({ organizationId: z.uuid() })
const Overview = json(ZPayrollOverviewSchema.openapi('PayrollOverview'), "The client's payroll screen")
const ReportParam = OrgParam.extend({ reportId: z.uuid() })

export const payrollRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      summary: "One client's payrolls, employees, contractors, posted entries and mapping",
      request: { params: OrgParam },
      responses: { 200: Overview, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => getPayroll({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${base}/mapping`,
      tags,
      summary: 'Map payroll lines to ledger accounts (the client’s bookkeepers and admins); books what they blocked',
      request: { params: OrgParam, ...body(ZUpdatePayrollMappingRequestSchema) },
      responses: { 200: Overview, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const claims = c.get('claims')
      await asUser(claims, (tx) =>
        updatePayrollMapping({ tx, organizationId, userId: claims.sub, request: c.req.valid('json') }),
      )
      await queuePayrollSync(organizationId)
      return c.json(await asUser(claims, (tx) => getPayroll({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/sync`,
      tags,
      summary: 'Read the client’s Gusto company again now (the client’s bookkeepers and admins)',
      request: { params: OrgParam },
      responses: { 202: json(z.object({ queued: z.boolean() }), 'The sync is queued'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      await asUser(c.get('claims'), async (tx) => {
        const access = await payrollAccess({ tx, organizationId })
        if (!access.map) throw new AppError('forbidden', "Only the client's bookkeepers and admins sync its payroll")
      })
      await queuePayrollSync(organizationId)
      return c.json({ queued: true }, 202)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/company`,
      tags,
      summary:
        "Create the client's Gusto company (partner-managed) and connect it (the client's bookkeepers and admins)",
      request: { params: OrgParam, ...body(ZCompanyCreation) },
      responses: {
        201: json(
          z.object({ companyUuid: z.string(), connectionId: z.uuid(), displayName: z.string().nullable() }),
          'The company is created and connected; its first sync is queued',
        ),
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const claims = c.get('claims')
      const created = await asUser(claims, (tx) =>
        createGustoCompany({ tx, organizationId, userId: claims.sub, request: c.req.valid('json') }),
      )
      return c.json(created, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/webhook-subscription`,
      tags,
      summary: "Subscribe to the client's Gusto events; Gusto sends a verification token, which the intake verifies",
      request: { params: OrgParam, ...body(ZSubscribePayrollWebhooksRequestSchema) },
      responses: { 200: Overview, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const claims = c.get('claims')
      const { subscriptionTypes } = c.req.valid('json')
      await asUser(claims, (tx) => subscribeGustoWebhooks({ tx, organizationId, subscriptionTypes }))
      return c.json(await asUser(claims, (tx) => getPayroll({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${base}/webhook-subscription`,
      tags,
      summary: "End the client's Gusto webhook subscription at Gusto; it can be subscribed again afterwards",
      request: { params: OrgParam },
      responses: { 200: Overview, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const claims = c.get('claims')
      await asUser(claims, (tx) => removeGustoWebhooks({ tx, organizationId }))
      return c.json(await asUser(claims, (tx) => getPayroll({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/webhook-subscription/check`,
      tags,
      summary: 'Read the subscription’s status from Gusto; while pending, Gusto sends the verification token again',
      request: { params: OrgParam },
      responses: { 200: Overview, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const claims = c.get('claims')
      await asUser(claims, (tx) => checkGustoWebhooks({ tx, organizationId }))
      return c.json(await asUser(claims, (tx) => getPayroll({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/employee-reports`,
      tags,
      summary:
        "Ask Gusto for a payroll's employee report (the client's bookkeepers and admins); built in the background",
      request: { params: OrgParam, ...body(ZRequestEmployeeReportSchema) },
      responses: { 202: json(z.object({ id: z.uuid() }), 'The report is requested'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const request = c.req.valid('json')
      const id = await asUser(c.get('claims'), (tx) => requestEmployeeReport({ tx, organizationId, request }))
      return c.json({ id }, 202)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/employee-reports/{reportId}/csv`,
      tags,
      summary: 'A built employee report as CSV (headings, rows, grand total)',
      request: { params: ReportParam },
      responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...errors },
    }),
    async (c) => {
      const { organizationId, reportId } = c.req.valid('param')
      const { name, csv } = await asUser(c.get('claims'), (tx) =>
        employeeReportCsvFor({ tx, organizationId, reportId }),
      )
      const file = name.replace(/[^A-Za-z0-9 ._-]/g, '').trim() || 'employee-report'
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file}.csv"`,
      })
    },
  )
