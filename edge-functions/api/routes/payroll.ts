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
import { ZPayrollOverviewSchema, ZUpdatePayrollMappingRequestSchema } from '../../../shared/schemas/payroll.ts'
import { getPayroll } from '../../domains/payroll/get-payroll.ts'
import { queuePayrollSync, updatePayrollMapping } from '../../domains/payroll/update-mapping.ts'
import { body, errors, json } from '../openapi.ts'

const tags = ['payroll']
const base = '/organizations/{organizationId}/payroll'
const OrgParam = z.object({ organizationId: z.uuid() })
const Overview = json(ZPayrollOverviewSchema.openapi('PayrollOverview'), "The client's payroll screen")

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
