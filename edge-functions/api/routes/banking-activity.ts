/** Banking activity and payees (docs/banking.md "Product API"): entries with filters, cursor and CSV; counterparties. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import {
  ZBankingCounterpartySchema,
  ZCreateBankingCounterpartyRequestSchema,
  ZListBankingCounterpartiesResponseSchema,
  ZListBankingEntriesRequestSchema,
  ZListBankingEntriesResponseSchema,
  ZOrgParams,
} from '../../../shared/schemas/banking.ts'
import { createCounterparty, listCounterparties } from '../../domains/banking/counterparties.ts'
import { entriesCsv, listEntries } from '../../domains/banking/entries.ts'
import { body, json } from '../openapi.ts'
import { BANKING_BASE, bankingErrors } from './banking.ts'

const tags = ['banking']

const entries = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/entries`,
  tags,
  summary: 'Activity, newest first: search, filters and a cursor; card descriptions without their masked number',
  request: { params: ZOrgParams, query: ZListBankingEntriesRequestSchema },
  responses: {
    200: json(ZListBankingEntriesResponseSchema.openapi('BankingEntries'), 'One page of entries'),
    ...bankingErrors,
  },
})
const csv = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/entries.csv`,
  tags,
  summary: 'The same activity (same filters, no paging) as CSV',
  request: { params: ZOrgParams, query: ZListBankingEntriesRequestSchema },
  responses: { 200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } }, ...bankingErrors },
})
const counterparties = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/counterparties`,
  tags,
  summary: 'Payees',
  request: { params: ZOrgParams },
  responses: {
    200: json(ZListBankingCounterpartiesResponseSchema.openapi('BankingCounterparties'), 'Payees'),
    ...bankingErrors,
  },
})
const addCounterparty = createRoute({
  method: 'post',
  path: `${BANKING_BASE}/counterparties`,
  tags,
  summary: 'Adds a payee at the core',
  request: { params: ZOrgParams, ...body(ZCreateBankingCounterpartyRequestSchema) },
  responses: { 201: json(ZBankingCounterpartySchema.openapi('BankingCounterparty'), 'The payee'), ...bankingErrors },
})

export const bankingActivityRoutes = new OpenAPIHono<AuthVars>()
  .openapi(entries, async (c) => {
    const { organizationId } = c.req.valid('param')
    const filters = c.req.valid('query')
    return c.json(await asUser(c.get('claims'), (tx) => listEntries({ tx, organizationId, filters })), 200)
  })
  .openapi(csv, async (c) => {
    const { organizationId } = c.req.valid('param')
    const filters = c.req.valid('query')
    const text = await asUser(c.get('claims'), (tx) => entriesCsv({ tx, organizationId, filters }))
    return c.body(text, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="banking-activity.csv"',
    })
  })
  .openapi(counterparties, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => listCounterparties({ tx, organizationId })), 200)
  })
  .openapi(addCounterparty, async (c) => {
    const { organizationId } = c.req.valid('param')
    const created = await createCounterparty({ claims: c.get('claims'), organizationId, input: c.req.valid('json') })
    return c.json(created as z.infer<typeof ZBankingCounterpartySchema>, 201)
  })
