/**
 * /api/orgs/{orgId}/sales-tax/…: economic nexus by state, the calculator, the line-item sources (and refreshing the
 * ledger's), and the monthly roll-ups (docs/sales-tax.md). Behind the `taxes` flag; every call runs as the user.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import type { TUsState } from '../../../shared/rules/us-states.ts'
import {
  ZCalculateSalesTaxRequestSchema,
  ZCalculateSalesTaxResponseSchema,
  ZNexusQuerySchema,
  ZNexusResponseSchema,
  ZRefreshLedgerResponseSchema,
  ZRollupsQuerySchema,
  ZRollupsResponseSchema,
  ZSalesTaxIntegrationsResponseSchema,
} from '../../../shared/schemas/sales-tax.ts'
import { calculateSalesTax } from '../../domains/sales-tax/calculate-sales-tax.ts'
import { getNexus } from '../../domains/sales-tax/get-nexus.ts'
import { listRollups } from '../../domains/sales-tax/list-rollups.ts'
import { listSources, refreshLedger } from '../../domains/sales-tax/list-sources.ts'
import { body, errors, json } from '../openapi.ts'

const Org = z.object({ orgId: ZUuid })
const tags = ['sales-tax']
const today = () => new Date().toISOString().slice(0, 10)

const r = {
  nexus: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/sales-tax/nexus',
    tags,
    summary: "Each SaaS-taxable state's nexus status, progress toward its thresholds and crossing date",
    request: { params: Org, query: ZNexusQuerySchema },
    responses: { 200: json(ZNexusResponseSchema.openapi('SalesTaxNexus'), 'Nexus by state'), ...errors },
  }),
  calculate: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/sales-tax/calculate',
    tags,
    summary: 'The state sales tax on an amount for a US address and an item type',
    request: { params: Org, ...body(ZCalculateSalesTaxRequestSchema) },
    responses: { 200: json(ZCalculateSalesTaxResponseSchema.openapi('SalesTaxQuote'), 'The tax'), ...errors },
  }),
  sources: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/sales-tax/integrations',
    tags,
    summary: 'Which sources feed sales-tax line items, and what each has given',
    request: { params: Org },
    responses: {
      200: json(ZSalesTaxIntegrationsResponseSchema.openapi('SalesTaxIntegrations'), 'Sources'),
      ...errors,
    },
  }),
  refreshLedger: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/sales-tax/integrations/ledger/refresh',
    tags,
    summary: "Rewrites the line items of the built-in ledger's income lines",
    request: { params: Org },
    responses: { 200: json(ZRefreshLedgerResponseSchema, 'How many line items the ledger gave'), ...errors },
  }),
  rollups: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/sales-tax/rollups',
    tags,
    summary: 'Monthly totals by state, county and city',
    request: { params: Org, query: ZRollupsQuerySchema },
    responses: { 200: json(ZRollupsResponseSchema.openapi('SalesTaxRollups'), 'Roll-up rows'), ...errors },
  }),
}

export const salesTaxRoutes = new OpenAPIHono<AuthVars>()
  .openapi(r.nexus, async (c) => {
    const { orgId } = c.req.valid('param')
    const asOf = c.req.valid('query').asOf ?? today()
    return c.json(await asUser(c.get('claims'), (tx) => getNexus({ tx, organizationId: orgId, asOf })), 200)
  })
  .openapi(r.calculate, async (c) => {
    const { orgId } = c.req.valid('param')
    const { amountCents, type, address } = c.req.valid('json')
    return c.json(
      await asUser(c.get('claims'), (tx) =>
        calculateSalesTax({
          tx,
          organizationId: orgId,
          amountCents,
          type,
          state: address.state as TUsState,
          today: today(),
        }),
      ),
      200,
    )
  })
  .openapi(r.sources, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => listSources({ tx, organizationId: orgId })), 200)
  })
  .openapi(r.refreshLedger, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => refreshLedger({ tx, organizationId: orgId })), 200)
  })
  .openapi(r.rollups, async (c) => {
    const { orgId } = c.req.valid('param')
    const { year } = c.req.valid('query')
    return c.json(await asUser(c.get('claims'), (tx) => listRollups({ tx, organizationId: orgId, year })), 200)
  })
