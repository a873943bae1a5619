/**
 * /api/orgs/{orgId}/coa-mappings: mapping client accounts to the master chart, unmapped accounts and percentage mapped,
 * suggestions with their reasons and accepting many at once (staff).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { assertOrgAccess } from '../../domains/ledger/assert-org-access.ts'
import { coaMappingStatus } from '../../domains/coa-mapping/coa-mapping-status.ts'
import {
  deleteCoaMapping,
  listCoaMappings,
  saveCoaMapping,
  saveCoaMappings,
} from '../../domains/coa-mapping/save-coa-mapping.ts'
import { listCoaSuggestions } from '../../domains/coa-mapping/list-coa-suggestions.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import {
  MASTER_CHART,
  ZCoaTranslationSchema,
  ZDeleteCoaMappingRequestSchema,
  ZUpsertCoaMappingRequestSchema,
} from '../../../shared/schemas/consolidation.ts'
import {
  ZAcceptCoaMappingsRequestSchema,
  ZAcceptCoaMappingsResponseSchema,
  ZCoaSuggestionsResponseSchema,
} from '../../../shared/schemas/coa-mapping.ts'

const json = (description: string) => ({ description, content: { 'application/json': { schema: z.any() } } })
const Org = z.object({ orgId: ZUuid })
const tags = ['coa-mapping']
const body = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } })
const typed = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
})

const r = {
  master: createRoute({
    method: 'get',
    path: '/coa/master-chart',
    tags,
    responses: { 200: json('Master chart of accounts') },
  }),
  list: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/coa-mappings',
    tags,
    request: { params: Org },
    responses: { 200: json('Mappings, unmapped accounts and percentage mapped') },
  }),
  save: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/coa-mappings',
    tags,
    request: { params: Org, body: body(ZUpsertCoaMappingRequestSchema) },
    responses: { 200: json('Mapping') },
  }),
  del: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/coa-mappings/{id}/delete',
    tags,
    request: { params: Org.extend({ id: ZUuid }), body: body(ZDeleteCoaMappingRequestSchema) },
    responses: { 200: json('Deleted mapping') },
  }),
  suggestions: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/coa-mappings/suggestions',
    tags,
    request: { params: Org },
    responses: {
      200: typed(
        'Suggested master accounts for the unmapped accounts, best first, each with its reasons',
        ZCoaSuggestionsResponseSchema,
      ),
    },
  }),
  accept: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/coa-mappings/accept',
    tags,
    request: { params: Org, body: body(ZAcceptCoaMappingsRequestSchema) },
    responses: {
      200: typed('The saved mappings (all or none) and the new percentage mapped', ZAcceptCoaMappingsResponseSchema),
    },
  }),
  translate: createRoute({
    method: 'post',
    path: '/coa/translations',
    tags,
    request: { body: body(ZCoaTranslationSchema) },
    responses: { 201: json('Translation') },
  }),
}

export const coaMappingRoutes = new OpenAPIHono<AuthVars>()
  .openapi(r.master, (c) => c.json({ accounts: MASTER_CHART }, 200))
  .openapi(r.list, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId)
        return { mappings: await listCoaMappings({ tx, orgId }), ...(await coaMappingStatus({ tx, orgId })) }
      }),
      200,
    )
  })
  .openapi(r.save, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await saveCoaMapping({ tx, orgId, ...c.req.valid('json') })
      }),
      200,
    )
  })
  .openapi(r.suggestions, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await listCoaSuggestions({ tx, orgId })
      }),
      200,
    )
  })
  .openapi(r.accept, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        const mappings = await saveCoaMappings({ tx, orgId, mappings: c.req.valid('json').mappings })
        return { mappings, coaMappingPercentage: (await coaMappingStatus({ tx, orgId })).coaMappingPercentage }
      }),
      200,
    )
  })
  .openapi(r.del, async (c) => {
    const { orgId, id } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await deleteCoaMapping({ tx, orgId, id, ...c.req.valid('json') })
      }),
      200,
    )
  })
  .openapi(r.translate, async (c) => {
    const t = c.req.valid('json')
    const row = await asUser(c.get('claims'), async (tx) => {
      await assertOrgAccess(tx, t.originOrganizationId, { staff: true })
      await assertOrgAccess(tx, t.destinationOrganizationId, { staff: true })
      const [r] =
        await tx`insert into public.coa_translations (origin_organization_id, origin_account_name, destination_organization_id, destination_account_name)
        values (${t.originOrganizationId}, ${t.originAccountName}, ${t.destinationOrganizationId}, ${t.destinationAccountName})
        on conflict (origin_organization_id, origin_account_name, destination_organization_id) do update set destination_account_name = excluded.destination_account_name
        returning *`
      return r
    })
    return c.json({ id: row.id, ...t }, 201)
  })
