/**
 * /api/orgs/{orgId}/sales-tax/…: economic nexus by state, the calculator, the line-item sources (and refreshing the
 * ledger's), and the monthly roll-ups (docs/sales-tax.md). Behind the `taxes` flag; every call runs as the user.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { ZW9RequestResponseSchema, ZW9RequestSchema } from '../../../shared/schemas/w9.ts'
import { recordW9Request, sendW9Request } from '../../domains/sales-tax/request-w9.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import type { TUsState } from '../../../shared/rules/us-states.ts'
import {
  Z1099ListResponseSchema,
  Z1099QuerySchema,
  ZSet1099TinRequestSchema,
  ZUpdate1099VendorRequestSchema,
  ZCalculateSalesTaxRequestSchema,
  ZCalculateSalesTaxResponseSchema,
  ZNexusQuerySchema,
  ZPostLiabilityRequestSchema,
  ZPostLiabilityResponseSchema,
  ZNexusResponseSchema,
  ZRefreshLedgerResponseSchema,
  ZRollupsQuerySchema,
  ZRollupsResponseSchema,
  ZSalesTaxIntegrationsResponseSchema,
} from '../../../shared/schemas/sales-tax.ts'
import { calculateSalesTax } from '../../domains/sales-tax/calculate-sales-tax.ts'
import { getNexus } from '../../domains/sales-tax/get-nexus.ts'
import { postNexusLiability } from '../../domains/sales-tax/post-nexus-liability.ts'
import { listRollups } from '../../domains/sales-tax/list-rollups.ts'
import { listSources, refreshLedger } from '../../domains/sales-tax/list-sources.ts'
import { export1099s } from '../../domains/sales-tax/export-1099s.ts'
import { list1099Vendors } from '../../domains/sales-tax/list-1099-vendors.ts'
import { set1099VendorTin, update1099Vendor } from '../../domains/sales-tax/update-1099-vendor.ts'
import { body, errors, json } from '../openapi.ts'
import { ZCreateBusinessSchema, ZTaxFormBusinessResponseSchema } from '../../../shared/schemas/tax-forms.ts'
import { createTaxFormBusiness, findTaxFormBusiness } from '../../domains/sales-tax/tax-form-business.ts'
import { assertSalesTaxAccess } from '../../domains/sales-tax/access.ts'

const Org = z.object({ orgId: ZUuid })
const OrgVendor = Org.extend({ nameId: z.string().regex(/^\d{1,18}$/, { message: 'Vendor not found' }) })
const thisYear = () => new Date().getUTCFullYear()
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
  postLiability: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/sales-tax/nexus/{state}/liability',
    tags,
    summary: "Posts a crossed state's accrued sales-tax liability as a journal entry, once per crossing (staff)",
    request: {
      params: Org.extend({ state: z.string().regex(/^[A-Z]{2}$/, { message: 'State not found' }) }),
      ...body(ZPostLiabilityRequestSchema),
    },
    responses: { 200: json(ZPostLiabilityResponseSchema, 'The entry posted'), ...errors },
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
  list1099s: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/1099s',
    tags,
    summary: "The year's vendors with totals by payment method, needsT99, W-9 status and the readiness score",
    request: { params: Org, query: Z1099QuerySchema },
    responses: { 200: json(Z1099ListResponseSchema.openapi('Vendor1099s'), '1099 vendors'), ...errors },
  }),
  update1099: createRoute({
    method: 'patch',
    path: '/orgs/{orgId}/1099s/{nameId}',
    tags,
    summary: "Overrides a vendor's needsT99 for a year (null: decided again) or sets its email",
    request: { params: OrgVendor, ...body(ZUpdate1099VendorRequestSchema) },
    responses: { 204: { description: 'Saved' }, ...errors },
  }),
  setTin: createRoute({
    method: 'put',
    path: '/orgs/{orgId}/1099s/{nameId}/tin',
    tags,
    summary: "Stores a vendor's TIN encrypted (the organization's admins and staff)",
    request: { params: OrgVendor, ...body(ZSet1099TinRequestSchema) },
    responses: { 200: json(z.object({ tin: z.string() }), 'The masked TIN'), ...errors },
  }),
  taxFormBusiness: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/tax-forms/business',
    tags,
    summary: "The organization's requester business with the tax-form service, if it created one",
    request: { params: Org },
    responses: { 200: json(ZTaxFormBusinessResponseSchema, 'The business or null'), ...errors },
  }),
  createTaxFormBusiness: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/tax-forms/business',
    tags,
    summary: "Creates the requester business with the tax-form service (the organization's admins and staff)",
    request: { params: Org, ...body(ZCreateBusinessSchema) },
    responses: { 200: json(ZTaxFormBusinessResponseSchema, 'The business'), ...errors },
  }),
  requestW9: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/1099s/{nameId}/w9-request',
    tags,
    summary: 'Emails the vendor a link to fill in its W-9 for the year (refused, sending nothing, without an email)',
    request: { params: OrgVendor, ...body(ZW9RequestSchema) },
    responses: { 200: json(ZW9RequestResponseSchema, 'Sent, or bounced'), ...errors },
  }),
  export1099s: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/1099s/export',
    tags,
    summary: "The year's filing CSV with full TINs (the organization's admins and staff)",
    request: { params: Org, query: Z1099QuerySchema },
    responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...errors },
  }),
}

export const salesTaxRoutes = new OpenAPIHono<AuthVars>()
  .openapi(r.nexus, async (c) => {
    const { orgId } = c.req.valid('param')
    const asOf = c.req.valid('query').asOf ?? today()
    return c.json(await asUser(c.get('claims'), (tx) => getNexus({ tx, organizationId: orgId, asOf })), 200)
  })
  .openapi(r.postLiability, async (c) => {
    const { orgId, state } = c.req.valid('param')
    const { asOf, expenseAccountId, liabilityAccountId } = c.req.valid('json')
    return c.json(
      await asUser(c.get('claims'), (tx) =>
        postNexusLiability({
          tx,
          organizationId: orgId,
          state,
          asOf: asOf ?? today(),
          expenseAccountId,
          liabilityAccountId,
        }),
      ),
      200,
    )
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
          city: address.city,
          county: address.county,
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
  .openapi(r.list1099s, async (c) => {
    const { orgId } = c.req.valid('param')
    const year = c.req.valid('query').year ?? thisYear()
    const accessToken = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '')
    return c.json(
      await asUser(c.get('claims'), (tx) => list1099Vendors({ tx, organizationId: orgId, year, accessToken })),
      200,
    )
  })
  .openapi(r.update1099, async (c) => {
    const { orgId, nameId } = c.req.valid('param')
    const { year, ...changes } = c.req.valid('json')
    await asUser(c.get('claims'), (tx) => update1099Vendor({ tx, organizationId: orgId, nameId, year, changes }))
    return c.body(null, 204)
  })
  .openapi(r.setTin, async (c) => {
    const { orgId, nameId } = c.req.valid('param')
    const { tinType, tin } = c.req.valid('json')
    return c.json(
      await asUser(c.get('claims'), (tx) => set1099VendorTin({ tx, organizationId: orgId, nameId, tinType, tin })),
      200,
    )
  })
  .openapi(r.taxFormBusiness, async (c) => {
    const { orgId } = c.req.valid('param')
    const business = await asUser(c.get('claims'), async (tx) => {
      await assertSalesTaxAccess(tx, orgId)
      return await findTaxFormBusiness(tx, orgId)
    })
    return c.json({ business }, 200)
  })
  .openapi(r.createTaxFormBusiness, async (c) => {
    const { orgId } = c.req.valid('param')
    const input = c.req.valid('json')
    const business = await asUser(c.get('claims'), (tx) =>
      createTaxFormBusiness(tx, orgId, input, c.get('claims').sub ?? null),
    )
    return c.json({ business }, 200)
  })
  .openapi(r.requestW9, async (c) => {
    const { orgId, nameId } = c.req.valid('param')
    const { year } = c.req.valid('json')
    const id = await asUser(c.get('claims'), (tx) => recordW9Request({ tx, organizationId: orgId, nameId, year }))
    const sent = await sendW9Request(id)
    return c.json({ status: sent?.status ?? 'SENT', sentTo: sent?.sentTo ?? '' }, 200)
  })
  .openapi(r.export1099s, async (c) => {
    const { orgId } = c.req.valid('param')
    const year = c.req.valid('query').year ?? thisYear()
    const csv = await asUser(c.get('claims'), (tx) => export1099s({ tx, organizationId: orgId, year }))
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="1099s-${year}.csv"`,
    })
  })
