/**
 * /api/orgs/{orgId}/coa-mappings: mapping client accounts to the master chart, unmapped accounts and percentage mapped,
 * suggestions with their reasons and accepting many at once (staff).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { assertOrgAccess } from '../../_shared/access.ts'
import { coaMappingStatus } from '../../domains/coa-mapping/coa-mapping-status.ts'
import {
  deleteCoaMapping,
  listCoaMappings,
  saveCoaMapping,
  saveCoaMappings,
} from '../../domains/coa-mapping/save-coa-mapping.ts'
import { listCoaSuggestions } from '../../domains/coa-mapping/list-coa-suggestions.ts'
import { saveCoaTranslation } from '../../domains/coa-mapping/save-coa-translation.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import {
  MASTER_CHART,
  ZCoaTranslationResponseSchema,
  ZCoaTranslationSchema,
  ZDeleteCoaMappingRequestSchema,
  ZUpsertCoaMappingRequestSchema,
} from '../../../shared/schemas/consolidation.ts'
import {
  ZAcceptCoaMappingsRequestSchema,
  ZAcceptCoaMappingsResponseSchema,
  ZCoaMapping,
  ZCoaMappingsResponseSchema,
  ZCoaSuggestionsResponseSchema,
  ZMasterChartResponseSchema,
} from '../../../shared/schemas/coa-mapping.ts'
import { body, errors, json } from '../openapi.ts'

const Org = z.object({ orgId: ZUuid })
const tags = ['coa-mapping']

const r = {
  master: createRoute({
    method: 'get',
    path: '/coa/master-chart',
    tags,
    responses: { 200: json(ZMasterChartResponseSchema, 'Master chart of accounts') },
  }),
  list: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/coa-mappings',
    tags,
    request: { params: Org },
    responses: {
      200: json(ZCoaMappingsResponseSchema, 'Mappings, unmapped accounts and percentage mapped'),
      ...errors,
    },
  }),
  save: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/coa-mappings',
    tags,
    request: { params: Org, ...body(ZUpsertCoaMappingRequestSchema) },
    responses: { 200: json(ZCoaMapping, 'Mapping'), ...errors },
  }),
  del: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/coa-mappings/{id}/delete',
    tags,
    request: { params: Org.extend({ id: ZUuid }), ...body(ZDeleteCoaMappingRequestSchema) },
    responses: { 200: json(ZCoaMapping, 'Deleted mapping'), ...errors },
  }),
  suggestions: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/coa-mappings/suggestions',
    tags,
    request: { params: Org },
    responses: {
      200: json(
        ZCoaSuggestionsResponseSchema,
        'Suggested master accounts for the unmapped accounts, best first, each with its reasons',
      ),
      ...errors,
    },
  }),
  accept: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/coa-mappings/accept',
    tags,
    request: { params: Org, ...body(ZAcceptCoaMappingsRequestSchema) },
    responses: {
      200: json(ZAcceptCoaMappingsResponseSchema, 'The saved mappings (all or none) and the new percentage mapped'),
      ...errors,
    },
  }),
  translate: createRoute({
    method: 'post',
    path: '/coa/translations',
    tags,
    request: body(ZCoaTranslationSchema),
    responses: { 201: json(ZCoaTranslationResponseSchema, 'Translation'), ...errors },
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
  .openapi(r.translate, async (c) =>
    c.json(await asUser(c.get('claims'), (tx) => saveCoaTranslation({ tx, translation: c.req.valid('json') })), 201),
  )
