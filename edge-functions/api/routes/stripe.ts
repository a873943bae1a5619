/**
 * /api/orgs/{orgId}/stripe: Stripe revenue booked to the ledger. The revenue mapping (everyone with access reads,
 * staff save), the months with their report slugs and postings, a month's balance transactions behind a slug, posting
 * a month's `stripe` entry (staff; written by the service role after the staff check, as the product's entries are),
 * payouts matched to the bank deposits they became (staff confirm and undo, as themselves), and an ingest now.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asService, asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertOrgAccess } from '../../_shared/access.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import { REPORT_SLUGS } from '../../../shared/rules/stripe-revenue.ts'
import {
  ZConfirmPayoutMatchRequest,
  ZPostStripePeriodRequest,
  ZPostStripePeriodResponse,
  ZRevenueMappingResponse,
  ZSaveRevenueMappingRequest,
  ZStripeBalanceTransactionsResponse,
  ZStripePayoutsResponse,
  ZStripePeriodsResponse,
} from '../../../shared/schemas/stripe.ts'
import { confirmPayoutMatch, listPayoutMatches, undoPayoutMatch } from '../../domains/stripe/match-payouts.ts'
import { paymentProviderIngestJob } from '../../../shared/schemas/jobs.ts'
import { listRevenueMapping, saveRevenueMapping } from '../../domains/stripe/revenue-mapping.ts'
import { listPeriodBalanceTransactions, listStripePeriods } from '../../domains/stripe/list-periods.ts'
import { postStripePeriod } from '../../domains/stripe/post-period.ts'
import { enqueueJob } from '../../domains/jobs/enqueue-job.ts'
import { body, errors, json } from '../openapi.ts'

const Org = z.object({ orgId: ZUuid })
const tags = ['stripe']
const Payout = Org.extend({ payoutId: z.string().regex(/^po_\w+$/) })

const r = {
  mapping: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/stripe/revenue-mapping',
    tags,
    request: { params: Org },
    responses: { 200: json(ZRevenueMappingResponse, 'The eleven revenue mapping slots'), ...errors },
  }),
  saveMapping: createRoute({
    method: 'put',
    path: '/orgs/{orgId}/stripe/revenue-mapping',
    tags,
    request: { params: Org, ...body(ZSaveRevenueMappingRequest) },
    responses: { 200: json(ZRevenueMappingResponse, 'The mapping as saved'), ...errors },
  }),
  periods: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/stripe/periods',
    tags,
    request: { params: Org },
    responses: { 200: json(ZStripePeriodsResponse, 'Months with Stripe activity, newest first'), ...errors },
  }),
  transactions: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/stripe/periods/{period}/balance-transactions',
    tags,
    request: {
      params: Org.extend({ period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-01$/) }),
      query: z.object({ slug: z.enum(REPORT_SLUGS).optional() }),
    },
    responses: {
      200: json(ZStripeBalanceTransactionsResponse, "The month's balance transactions behind a slug"),
      ...errors,
    },
  }),
  post: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/stripe/periods/post',
    tags,
    request: { params: Org, ...body(ZPostStripePeriodRequest) },
    responses: { 200: json(ZPostStripePeriodResponse, "The month's stripe entry"), ...errors },
  }),
  payouts: createRoute({
    method: 'get',
    path: '/orgs/{orgId}/stripe/payouts',
    tags,
    request: { params: Org },
    responses: {
      200: json(ZStripePayoutsResponse, 'Payouts, newest first, matched to the bank deposits they became'),
      ...errors,
    },
  }),
  confirmPayout: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/stripe/payouts/{payoutId}/match',
    tags,
    request: { params: Payout, ...body(ZConfirmPayoutMatchRequest) },
    responses: { 200: json(ZStripePayoutsResponse, 'The payouts, this one confirmed'), ...errors },
  }),
  undoPayout: createRoute({
    method: 'delete',
    path: '/orgs/{orgId}/stripe/payouts/{payoutId}/match',
    tags,
    request: { params: Payout },
    responses: { 200: json(ZStripePayoutsResponse, 'The payouts, this one suggested afresh'), ...errors },
  }),
  ingest: createRoute({
    method: 'post',
    path: '/orgs/{orgId}/stripe/ingest',
    tags,
    request: { params: Org },
    responses: { 202: json(z.object({ jobId: z.uuid() }), 'The stripe.ingest job queued'), ...errors },
  }),
}

export const stripeRoutes = new OpenAPIHono<AuthVars>()
  .openapi(r.mapping, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId)
        return await listRevenueMapping({ tx, orgId })
      }),
      200,
    )
  })
  .openapi(r.saveMapping, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await saveRevenueMapping({ tx, orgId, slots: c.req.valid('json').slots })
      }),
      200,
    )
  })
  .openapi(r.periods, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await listStripePeriods({ tx, orgId })
      }),
      200,
    )
  })
  .openapi(r.transactions, async (c) => {
    const { orgId, period } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await listPeriodBalanceTransactions({ tx, orgId, period, slug: c.req.valid('query').slug })
      }),
      200,
    )
  })
  .openapi(r.post, async (c) => {
    const { orgId } = c.req.valid('param')
    await asUser(c.get('claims'), (tx) => assertOrgAccess(tx, orgId, { staff: true }))
    const { period } = c.req.valid('json')
    const out = await asService((tx) => postStripePeriod({ tx, orgId, period }))
    return c.json(
      { period: out.period, journalEntryId: out.journalEntryId, ledgerEntryId: out.ledgerEntryId, totals: out.totals },
      200,
    )
  })
  .openapi(r.payouts, async (c) => {
    const { orgId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await listPayoutMatches({ tx, orgId })
      }),
      200,
    )
  })
  .openapi(r.confirmPayout, async (c) => {
    const { orgId, payoutId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await confirmPayoutMatch({ tx, orgId, payoutId, depositId: c.req.valid('json').depositId })
      }),
      200,
    )
  })
  .openapi(r.undoPayout, async (c) => {
    const { orgId, payoutId } = c.req.valid('param')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId, { staff: true })
        return await undoPayoutMatch({ tx, orgId, payoutId })
      }),
      200,
    )
  })
  .openapi(r.ingest, async (c) => {
    const { orgId } = c.req.valid('param')
    await asUser(c.get('claims'), (tx) => assertOrgAccess(tx, orgId, { staff: true }))
    const jobId = await asService(async (tx) => {
      const [conn] = await tx`select id from public.provider_connections
        where organization_id = ${orgId} and provider = 'stripe' and status = 'active' order by connected_at desc limit 1`
      if (!conn) throw new AppError('not_found', 'Connect Stripe first')
      return await enqueueJob({
        sql: tx,
        definition: paymentProviderIngestJob,
        payload: { connectionId: conn.id, type: 'period', createdAtLimit: Math.floor(Date.now() / 1000) },
        organizationId: orgId,
      })
    })
    return c.json({ jobId }, 202)
  })
