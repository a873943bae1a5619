/** Transaction search API: staff search across the organizations they may see, both ledgers, one paged list. */
import { OpenAPIHono, createRoute } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { ZErrorResponseSchema } from '../../../shared/schemas/common.ts'
import {
  ZSearchTransactionsRequestSchema,
  ZSearchTransactionsResponseSchema,
} from '../../../shared/schemas/transaction-search.ts'
import { searchTransactions } from '../../domains/transaction-search/search-transactions.ts'

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: ZErrorResponseSchema } },
})

const search = createRoute({
  method: 'get',
  path: '/transactions/search',
  tags: ['transaction-search'],
  summary: 'Search ledger and QuickBooks transactions across the organizations the caller may see (staff only)',
  request: { query: ZSearchTransactionsRequestSchema },
  responses: {
    200: {
      description: 'One page of matches, newest first unless sorted otherwise',
      content: { 'application/json': { schema: ZSearchTransactionsResponseSchema } },
    },
    403: error('The caller is not staff'),
    404: error('The organization filter names an organization the caller cannot see'),
    422: error('A filter is not valid; details.fields names it'),
  },
})

export const transactionSearchRoutes = new OpenAPIHono<AuthVars>().openapi(search, async (c) => {
  const claims = c.get('claims')
  const filters = c.req.valid('query')
  return c.json(await asUser(claims, (tx) => searchTransactions({ tx, userId: claims.sub, filters })), 200)
})
