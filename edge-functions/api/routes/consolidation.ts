/** Consolidated reports for organization groups, their Combine/Eliminate mappings and consolidated chart of accounts. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { AppError } from '../../_shared/errors.ts'
import { generateConsolidatedReport } from '../../domains/consolidation/generate-consolidated-report.ts'
import {
  listConsolidationMappings,
  saveConsolidationMappings,
} from '../../domains/consolidation/save-consolidation-mappings.ts'
import { ZConsolidatedReportInput, ZMappingFormSchema } from '../../../shared/schemas/consolidation.ts'
import { ZText, ZUuid } from '../../../shared/rules/values.ts'

const json = (description: string) => ({ description, content: { 'application/json': { schema: z.any() } } })
const tags = ['consolidation']
const Group = z.object({ groupId: ZUuid })
const ZAccount = z.object({
  name: ZText.trim().min(1).max(255),
  number: ZText.max(20).optional(),
  type: ZText.max(100),
  subtype: ZText.max(100).optional(),
  parentName: ZText.max(255).optional(),
  providerMappings: z
    .array(
      z.object({
        organizationId: ZUuid,
        providerAccountId: ZText.min(1).max(100),
        name: ZText.min(1).max(255),
        provider: z.enum(['Quickbooks', 'Builtin']).default('Builtin'),
      }),
    )
    .default([]),
})

const r = {
  groups: createRoute({
    method: 'get',
    path: '/organization-groups',
    tags,
    responses: { 200: json('Organization groups the caller may see, with their members') },
  }),
  generate: createRoute({
    method: 'post',
    path: '/consolidated-reports',
    tags,
    request: { body: { content: { 'application/json': { schema: ZConsolidatedReportInput } } } },
    responses: { 201: json('Consolidated report with links to entity reports') },
  }),
  mappings: createRoute({
    method: 'get',
    path: '/organization-groups/{groupId}/consolidation-mappings',
    tags,
    request: {
      params: Group,
      query: z.object({ reportType: z.enum(['ProfitAndLoss', 'BalanceSheet', 'CashFlow']).optional() }),
    },
    responses: { 200: json('Mappings') },
  }),
  saveMappings: createRoute({
    method: 'post',
    path: '/organization-groups/{groupId}/consolidation-mappings',
    tags,
    request: { params: Group, body: { content: { 'application/json': { schema: ZMappingFormSchema } } } },
    responses: { 200: json('Mappings after the change') },
  }),
  chart: createRoute({
    method: 'get',
    path: '/organization-groups/{groupId}/consolidated-chart/{type}',
    tags,
    request: { params: Group.extend({ type: z.enum(['ProfitAndLoss', 'BalanceSheet']) }) },
    responses: { 200: json('Consolidated chart of accounts') },
  }),
  addAccount: createRoute({
    method: 'post',
    path: '/organization-groups/{groupId}/consolidated-chart/{type}/accounts',
    tags,
    request: {
      params: Group.extend({ type: z.enum(['ProfitAndLoss', 'BalanceSheet']) }),
      body: { content: { 'application/json': { schema: ZAccount } } },
    },
    responses: { 201: json('Account') },
  }),
}

export const consolidationRoutes = new OpenAPIHono<AuthVars>()
  // RLS decides: staff read groups, and members are the organizations the caller may see.
  .openapi(r.groups, async (c) =>
    c.json(
      {
        groups: await asUser(
          c.get('claims'),
          (tx) => tx`
      select g.id, g.name, coalesce(json_agg(json_build_object('id', o.id, 'legalName', o.legal_name) order by o.legal_name) filter (where o.id is not null), '[]') as members
      from public.organization_groups g left join public.organizations o on o.organization_group_id = g.id and o.deleted_at is null
      group by g.id order by g.name`,
        ),
      },
      200,
    ),
  )
  .openapi(r.generate, async (c) =>
    c.json(await asUser(c.get('claims'), (tx) => generateConsolidatedReport({ tx, input: c.req.valid('json') })), 201),
  )
  .openapi(r.mappings, async (c) => {
    const { groupId } = c.req.valid('param')
    return c.json(
      {
        mappings: await asUser(c.get('claims'), (tx) =>
          listConsolidationMappings({ tx, groupId, reportType: c.req.valid('query').reportType }),
        ),
      },
      200,
    )
  })
  .openapi(r.saveMappings, async (c) => {
    const { groupId } = c.req.valid('param')
    const form = c.req.valid('json')
    if (form.organizationGroupId && form.organizationGroupId !== groupId)
      throw new AppError('validation_failed', 'organizationGroupId: does not match the path', {
        fields: [{ path: 'organizationGroupId', message: 'Does not match the path' }],
      })
    return c.json(
      { mappings: await asUser(c.get('claims'), (tx) => saveConsolidationMappings({ tx, groupId, form })) },
      200,
    )
  })
  .openapi(r.chart, async (c) => {
    const { groupId, type } = c.req.valid('param')
    const accounts = await asUser(
      c.get('claims'),
      (tx) => tx`
      select a.id, a.name, a.number, a.type, a.subtype, a.classification, p.name as parent,
             coalesce(json_agg(json_build_object('organizationId', m.organization_id, 'provider', m.provider, 'providerAccountId', m.provider_account_id, 'name', m.name)) filter (where m.id is not null), '[]') as mappings
      from public.consolidated_charts ch join public.consolidated_accounts a on a.chart_id = ch.id
      left join public.consolidated_accounts p on p.id = a.parent_id left join public.consolidated_account_mappings m on m.consolidated_account_id = a.id
      where ch.organization_group_id = ${groupId} and ch.type = ${type} group by a.id, p.name order by a.number nulls last, a.name`,
    )
    return c.json({ type, accounts }, 200)
  })
  .openapi(r.addAccount, async (c) => {
    const { groupId, type } = c.req.valid('param')
    const a = c.req.valid('json')
    const out = await asUser(c.get('claims'), async (tx) => {
      const [ch] =
        await tx`insert into public.consolidated_charts (organization_group_id, type) values (${groupId}, ${type})
        on conflict (organization_group_id, type) do update set type = excluded.type returning id`
      const [parent] = a.parentName
        ? await tx`select id from public.consolidated_accounts where chart_id = ${ch.id} and name = ${a.parentName}`
        : [undefined]
      if (a.parentName && !parent)
        throw new AppError('validation_failed', 'parentName: no such consolidated account', {
          fields: [{ path: 'parentName', message: 'No such consolidated account' }],
        })
      const [acc] =
        await tx`insert into public.consolidated_accounts (chart_id, organization_group_id, parent_id, name, number, type, subtype)
        values (${ch.id}, ${groupId}, ${parent?.id ?? null}, ${a.name}, ${a.number ?? null}, ${a.type}, ${a.subtype ?? null}) returning id`
      for (const m of a.providerMappings) {
        await tx`insert into public.consolidated_account_mappings (consolidated_account_id, organization_group_id, organization_id, provider, provider_account_id, name)
          values (${acc.id}, ${groupId}, ${m.organizationId}, ${m.provider}, ${m.providerAccountId}, ${m.name})`
      }
      return acc
    })
    return c.json({ id: out.id, ...a }, 201)
  })
