/** Consolidated reports for organization groups, their Combine/Eliminate mappings and consolidated chart of accounts. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { generateConsolidatedReport } from '../../domains/consolidation/generate-consolidated-report.ts'
import {
  listConsolidationMappings,
  saveConsolidationMappings,
} from '../../domains/consolidation/save-consolidation-mappings.ts'
import { addConsolidatedAccount, listConsolidatedAccounts } from '../../domains/consolidation/consolidated-chart.ts'
import {
  ZAddConsolidatedAccountRequestSchema,
  ZAddConsolidatedAccountResponseSchema,
  ZConsolidatedChartResponseSchema,
  ZConsolidatedChartType,
  ZConsolidatedReportInput,
  ZConsolidatedReportResponseSchema,
  ZConsolidatedReportType,
  ZConsolidationMappingsResponseSchema,
  ZMappingFormSchema,
} from '../../../shared/schemas/consolidation.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import { body, errors, json } from '../openapi.ts'

const tags = ['consolidation']
const Group = z.object({ groupId: ZUuid })
const Chart = Group.extend({ type: ZConsolidatedChartType })

const r = {
  generate: createRoute({
    method: 'post',
    path: '/consolidated-reports',
    tags,
    request: body(ZConsolidatedReportInput),
    responses: {
      201: json(ZConsolidatedReportResponseSchema, 'Consolidated report with links to entity reports'),
      ...errors,
    },
  }),
  mappings: createRoute({
    method: 'get',
    path: '/organization-groups/{groupId}/consolidation-mappings',
    tags,
    request: { params: Group, query: z.object({ reportType: ZConsolidatedReportType.optional() }) },
    responses: { 200: json(ZConsolidationMappingsResponseSchema, 'Mappings'), ...errors },
  }),
  saveMappings: createRoute({
    method: 'post',
    path: '/organization-groups/{groupId}/consolidation-mappings',
    tags,
    request: { params: Group, ...body(ZMappingFormSchema) },
    responses: { 200: json(ZConsolidationMappingsResponseSchema, 'Mappings after the change'), ...errors },
  }),
  chart: createRoute({
    method: 'get',
    path: '/organization-groups/{groupId}/consolidated-chart/{type}',
    tags,
    request: { params: Chart },
    responses: { 200: json(ZConsolidatedChartResponseSchema, 'Consolidated chart of accounts'), ...errors },
  }),
  addAccount: createRoute({
    method: 'post',
    path: '/organization-groups/{groupId}/consolidated-chart/{type}/accounts',
    tags,
    request: { params: Chart, ...body(ZAddConsolidatedAccountRequestSchema) },
    responses: { 201: json(ZAddConsolidatedAccountResponseSchema, 'Account'), ...errors },
  }),
}

export const consolidationRoutes = new OpenAPIHono<AuthVars>()
  .openapi(r.generate, async (c) =>
    c.json(await asUser(c.get('claims'), (tx) => generateConsolidatedReport({ tx, input: c.req.valid('json') })), 201),
  )
  .openapi(r.mappings, async (c) => {
    const { groupId } = c.req.valid('param')
    const { reportType } = c.req.valid('query')
    return c.json(
      { mappings: await asUser(c.get('claims'), (tx) => listConsolidationMappings({ tx, groupId, reportType })) },
      200,
    )
  })
  .openapi(r.saveMappings, async (c) => {
    const { groupId } = c.req.valid('param')
    const form = c.req.valid('json')
    return c.json(
      { mappings: await asUser(c.get('claims'), (tx) => saveConsolidationMappings({ tx, groupId, form })) },
      200,
    )
  })
  .openapi(r.chart, async (c) => {
    const { groupId, type } = c.req.valid('param')
    return c.json(
      { type, accounts: await asUser(c.get('claims'), (tx) => listConsolidatedAccounts({ tx, groupId, type })) },
      200,
    )
  })
  .openapi(r.addAccount, async (c) => {
    const { groupId, type } = c.req.valid('param')
    const account = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), (tx) => addConsolidatedAccount({ tx, groupId, type, account })), 201)
  })
