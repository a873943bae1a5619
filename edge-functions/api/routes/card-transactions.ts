/**
 * GET /api/orgs/{orgId}/card-transactions: an organization's Ramp card lines for the card-transactions screen (staff
 * in the workspace, the client under Accounting), filtered and paged, with their stored receipts' download links.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { assertOrgAccess } from '../../_shared/access.ts'
import { ZUuid } from '../../../shared/rules/values.ts'
import { ZCardTransactionsQuery, ZCardTransactionsResponse } from '../../../shared/schemas/ramp.ts'
import { listCardTransactions } from '../../domains/ramp/list-card-transactions.ts'
import { errors, json } from '../openapi.ts'

const list = createRoute({
  method: 'get',
  path: '/orgs/{orgId}/card-transactions',
  tags: ['ramp'],
  request: { params: z.object({ orgId: ZUuid }), query: ZCardTransactionsQuery },
  responses: { 200: json(ZCardTransactionsResponse, 'Card transactions, newest first, a page at a time'), ...errors },
})

export const cardTransactionRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook }).openapi(
  list,
  async (c) => {
    const { orgId } = c.req.valid('param')
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '')
    return c.json(
      await asUser(c.get('claims'), async (tx) => {
        await assertOrgAccess(tx, orgId)
        return await listCardTransactions({ tx, orgId, query: c.req.valid('query'), accessToken: token })
      }),
      200,
    )
  },
)
