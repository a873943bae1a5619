/** Banking controls (docs/banking.md "Product API"): per-user limits and approval layers with their problems. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import {
  ZApprovalLayerSchema,
  ZBankingControlsResponseSchema,
  ZCreateApprovalLayerRequestSchema,
  ZLayerParams,
  ZLimitParams,
  ZLimitsResponseSchema,
  ZOrgParams,
  ZPutBankingLimitsRequestSchema,
  ZUpdateApprovalLayerRequestSchema,
} from '../../../shared/schemas/banking.ts'
import { createLayer, deleteLayer, getControls, setLimits, updateLayer } from '../../domains/banking/controls.ts'
import { body, json } from '../openapi.ts'
import { BANKING_BASE, bankingErrors } from './banking.ts'

const tags = ['banking']
const Layer = ZApprovalLayerSchema.openapi('ApprovalLayer')

const controls = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/controls`,
  tags,
  summary: "Members with their limits, and the approval layers with each one's problems",
  request: { params: ZOrgParams },
  responses: { 200: json(ZBankingControlsResponseSchema.openapi('BankingControls'), 'Controls'), ...bankingErrors },
})
const limits = createRoute({
  method: 'put',
  path: `${BANKING_BASE}/limits/{userId}`,
  tags,
  summary: "Sets a member's limits per payment and per day, in micros (null: no limit) (banking admins)",
  request: { params: ZLimitParams, ...body(ZPutBankingLimitsRequestSchema) },
  responses: { 200: json(ZLimitsResponseSchema.openapi('BankingLimits'), 'The limits'), ...bankingErrors },
})
const addLayer = createRoute({
  method: 'post',
  path: `${BANKING_BASE}/approval-layers`,
  tags,
  summary: 'Adds an approval layer (banking admins); one with problems is kept and does not count',
  request: { params: ZOrgParams, ...body(ZCreateApprovalLayerRequestSchema) },
  responses: { 201: json(Layer, 'The layer with its problems'), ...bankingErrors },
})
const changeLayer = createRoute({
  method: 'patch',
  path: `${BANKING_BASE}/approval-layers/{layerId}`,
  tags,
  summary: 'Changes an approval layer (banking admins); memberIds replaces the members',
  request: { params: ZLayerParams, ...body(ZUpdateApprovalLayerRequestSchema) },
  responses: { 200: json(Layer, 'The layer with its problems'), ...bankingErrors },
})
const removeLayer = createRoute({
  method: 'delete',
  path: `${BANKING_BASE}/approval-layers/{layerId}`,
  tags,
  summary: 'Removes an approval layer (banking admins)',
  request: { params: ZLayerParams },
  responses: { 200: json(z.object({ deleted: z.boolean() }), 'Removed'), ...bankingErrors },
})

export const bankingControlRoutes = new OpenAPIHono<AuthVars>()
  .openapi(controls, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => getControls({ tx, organizationId })), 200)
  })
  .openapi(limits, async (c) => {
    const { organizationId, userId } = c.req.valid('param')
    const input = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), (tx) => setLimits({ tx, organizationId, userId, ...input })), 200)
  })
  .openapi(addLayer, async (c) => {
    const { organizationId } = c.req.valid('param')
    const input = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), (tx) => createLayer({ tx, organizationId, input })), 201)
  })
  .openapi(changeLayer, async (c) => {
    const { organizationId, layerId } = c.req.valid('param')
    const patch = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), (tx) => updateLayer({ tx, organizationId, layerId, patch })), 200)
  })
  .openapi(removeLayer, async (c) => {
    const { organizationId, layerId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => deleteLayer({ tx, organizationId, layerId })), 200)
  })
