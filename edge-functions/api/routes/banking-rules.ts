/** Auto-transfer rules and top-offs (docs/banking.md "Product API"; flag `auto-transfer`). */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import {
  ZAutoTransferRuleSchema,
  ZCreateAutoTransferRuleRequestSchema,
  ZListAutoTransferRulesResponseSchema,
  ZListTopOffsResponseSchema,
  ZOrgParams,
  ZRuleParams,
  ZTopOffParams,
  ZTopOffSchema,
  ZUpdateAutoTransferRuleRequestSchema,
} from '../../../shared/schemas/banking.ts'
import { createRule, deleteRule, listRules, updateRule } from '../../domains/banking/auto-transfer-rules.ts'
import { decideTopOff, listTopOffs } from '../../domains/banking/top-offs.ts'
import { body, json } from '../openapi.ts'
import { BANKING_BASE, bankingErrors } from './banking.ts'

const tags = ['banking']
const Rule = ZAutoTransferRuleSchema.openapi('AutoTransferRule')
const TopOff = ZTopOffSchema.openapi('TopOff')
type TRule = z.infer<typeof ZAutoTransferRuleSchema>

const rules = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/auto-transfer-rules`,
  tags,
  summary: 'Sweep and top-off rules',
  request: { params: ZOrgParams },
  responses: {
    200: json(ZListAutoTransferRulesResponseSchema.openapi('AutoTransferRules'), 'Rules'),
    ...bankingErrors,
  },
})
const addRule = createRoute({
  method: 'post',
  path: `${BANKING_BASE}/auto-transfer-rules`,
  tags,
  summary: 'Adds a rule (banking admins, while auto-transfers are on)',
  request: { params: ZOrgParams, ...body(ZCreateAutoTransferRuleRequestSchema) },
  responses: { 201: json(Rule, 'The rule'), ...bankingErrors },
})
const changeRule = createRoute({
  method: 'patch',
  path: `${BANKING_BASE}/auto-transfer-rules/{ruleId}`,
  tags,
  summary: 'Changes a rule (banking admins, while auto-transfers are on)',
  request: { params: ZRuleParams, ...body(ZUpdateAutoTransferRuleRequestSchema) },
  responses: { 200: json(Rule, 'The rule'), ...bankingErrors },
})
const removeRule = createRoute({
  method: 'delete',
  path: `${BANKING_BASE}/auto-transfer-rules/{ruleId}`,
  tags,
  summary: 'Removes a rule (banking admins)',
  request: { params: ZRuleParams },
  responses: { 200: json(z.object({ deleted: z.boolean() }), 'Removed'), ...bankingErrors },
})
const topOffs = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/top-offs`,
  tags,
  summary: 'Top-offs the rules proposed, newest first',
  request: { params: ZOrgParams },
  responses: { 200: json(ZListTopOffsResponseSchema.openapi('TopOffs'), 'Top-offs'), ...bankingErrors },
})
const decideRoute = (decision: 'approve' | 'decline', summary: string) =>
  createRoute({
    method: 'post',
    path: `${BANKING_BASE}/top-offs/{topOffId}/${decision}`,
    tags,
    summary,
    request: { params: ZTopOffParams },
    responses: { 200: json(TopOff, 'The top-off'), ...bankingErrors },
  })
const approve = decideRoute(
  'approve',
  'Approves a top-off, which is then sent as a book transfer (admins and approvers)',
)
const decline = decideRoute('decline', 'Declines a top-off (admins and approvers)')

export const bankingRuleRoutes = new OpenAPIHono<AuthVars>()
  .openapi(rules, async (c) => {
    const { organizationId } = c.req.valid('param')
    const r = await asUser(c.get('claims'), (tx) => listRules({ tx, organizationId }))
    return c.json(r as { rules: TRule[] }, 200)
  })
  .openapi(addRule, async (c) => {
    const { organizationId } = c.req.valid('param')
    const input = c.req.valid('json')
    return c.json((await asUser(c.get('claims'), (tx) => createRule({ tx, organizationId, input }))) as TRule, 201)
  })
  .openapi(changeRule, async (c) => {
    const { organizationId, ruleId } = c.req.valid('param')
    const patch = c.req.valid('json')
    return c.json(
      (await asUser(c.get('claims'), (tx) => updateRule({ tx, organizationId, ruleId, patch }))) as TRule,
      200,
    )
  })
  .openapi(removeRule, async (c) => {
    const { organizationId, ruleId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => deleteRule({ tx, organizationId, ruleId })), 200)
  })
  .openapi(topOffs, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => listTopOffs({ tx, organizationId })), 200)
  })
  .openapi(approve, async (c) => {
    const { organizationId, topOffId } = c.req.valid('param')
    return c.json(await decideTopOff({ claims: c.get('claims'), organizationId, topOffId, decision: 'approve' }), 200)
  })
  .openapi(decline, async (c) => {
    const { organizationId, topOffId } = c.req.valid('param')
    return c.json(await decideTopOff({ claims: c.get('claims'), organizationId, topOffId, decision: 'decline' }), 200)
  })
