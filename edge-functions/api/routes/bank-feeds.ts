/**
 * Bank feeds API: an organization's bank accounts with balances and feed health, its provider transactions with
 * search, filters and paging, and (staff) the accounts across clients whose feed has a gap or a mismatch. Every
 * call runs as the user, so the data permissions (RLS) decide which accounts and lines exist for the caller.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import {
  ZBankFeedAttentionResponseSchema,
  ZBankFeedsResponseSchema,
  ZListBankTransactionsRequestSchema,
  ZListBankTransactionsResponseSchema,
} from '../../../shared/schemas/bank-feeds.ts'
import { getBankFeeds } from '../../domains/bank-feeds/get-bank-feeds.ts'
import { listBankTransactions } from '../../domains/bank-feeds/list-bank-transactions.ts'
import { listFeedAttention } from '../../domains/bank-feeds/list-feed-attention.ts'
import { errors, json } from '../openapi.ts'

const OrgParam = z.object({ organizationId: z.uuid() })

const accounts = createRoute({
  method: 'get',
  path: '/organizations/{organizationId}/bank-feeds',
  tags: ['bank-feeds'],
  summary: "The organization's bank accounts the caller may see, with balances and feed health",
  request: { params: OrgParam },
  responses: {
    200: json(ZBankFeedsResponseSchema.openapi('BankFeeds'), 'Accounts, health and the USD total'),
    ...errors,
  },
})
const transactions = createRoute({
  method: 'get',
  path: '/organizations/{organizationId}/bank-feeds/transactions',
  tags: ['bank-feeds'],
  summary: 'Provider transactions the caller may see, newest first, searched, filtered and paged',
  request: { params: OrgParam, query: ZListBankTransactionsRequestSchema },
  responses: {
    200: json(ZListBankTransactionsResponseSchema.openapi('BankTransactions'), 'One page of transactions'),
    ...errors,
  },
})
const attention = createRoute({
  method: 'get',
  path: '/bank-feeds/attention',
  tags: ['bank-feeds'],
  summary: 'Accounts across the clients the caller may see whose feed has a gap or a balance mismatch (staff)',
  responses: {
    200: json(ZBankFeedAttentionResponseSchema.openapi('BankFeedAttention'), 'Accounts that need attention'),
    ...errors,
  },
})

export const bankFeedRoutes = new OpenAPIHono<AuthVars>()
  .openapi(accounts, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => getBankFeeds({ tx, organizationId })), 200)
  })
  .openapi(transactions, async (c) => {
    const { organizationId } = c.req.valid('param')
    const filters = c.req.valid('query')
    return c.json(await asUser(c.get('claims'), (tx) => listBankTransactions({ tx, organizationId, filters })), 200)
  })
  .openapi(attention, async (c) => c.json(await asUser(c.get('claims'), (tx) => listFeedAttention({ tx })), 200))
