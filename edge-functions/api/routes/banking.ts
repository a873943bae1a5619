/**
 * Business banking API, money side (docs/banking.md "Product API"): the overview, accounts with their statements and
 * the sandbox's deposits, and the dashboard. Payments, activity, controls and rules are in the banking-*.ts files
 * beside this one; onboarding and settings in banking-onboarding*.ts. Every call runs as the user.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { ZErrorResponseSchema } from '../../../shared/schemas/common.ts'
import {
  ZAccountParams,
  ZBankingAccountSchema,
  ZBankingDashboardResponseSchema,
  ZBankingOverviewResponseSchema,
  ZCreateBankingAccountRequestSchema,
  ZListBankingAccountsResponseSchema,
  ZListBankingStatementsResponseSchema,
  ZOrgParams,
  ZSandboxFundRequestSchema,
} from '../../../shared/schemas/banking.ts'
import { closeAccount, createAccount, getAccount, listAccounts } from '../../domains/banking/accounts.ts'
import { getDashboard } from '../../domains/banking/dashboard.ts'
import { getOverview } from '../../domains/banking/overview.ts'
import { sandboxFund } from '../../domains/banking/sandbox-fund.ts'
import { listStatements, statementPdf } from '../../domains/banking/statements.ts'
import { body, errors, json } from '../openapi.ts'

export const BANKING_BASE = '/organizations/{organizationId}/banking'
const tags = ['banking']
export const bankingErrors = { ...errors, 409: json(ZErrorResponseSchema, 'Not possible in the current state') }

const overview = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/overview`,
  tags,
  summary: 'Whether banking is open for the organization, and what the caller may do',
  request: { params: ZOrgParams },
  responses: { 200: json(ZBankingOverviewResponseSchema.openapi('BankingOverview'), 'Overview'), ...bankingErrors },
})
const accounts = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/accounts`,
  tags,
  summary: 'Accounts with balance and available balance, and the USD totals of the open ones',
  request: { params: ZOrgParams },
  responses: { 200: json(ZListBankingAccountsResponseSchema.openapi('BankingAccounts'), 'Accounts'), ...bankingErrors },
})
const openAccount = createRoute({
  method: 'post',
  path: `${BANKING_BASE}/accounts`,
  tags,
  summary: 'Opens an account at the core (banking admins)',
  request: { params: ZOrgParams, ...body(ZCreateBankingAccountRequestSchema) },
  responses: { 201: json(ZBankingAccountSchema.openapi('BankingAccount'), 'The account'), ...bankingErrors },
})
const account = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/accounts/{accountId}`,
  tags,
  summary: 'One account',
  request: { params: ZAccountParams },
  responses: { 200: json(ZBankingAccountSchema, 'The account'), ...bankingErrors },
})
const close = createRoute({
  method: 'post',
  path: `${BANKING_BASE}/accounts/{accountId}/close`,
  tags,
  summary: 'Closes an account whose balance is zero (banking admins)',
  request: { params: ZAccountParams },
  responses: { 200: json(ZBankingAccountSchema, 'The closed account'), ...bankingErrors },
})
const statements = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/accounts/{accountId}/statements`,
  tags,
  summary: "The account's monthly statements, newest first",
  request: { params: ZAccountParams },
  responses: {
    200: json(ZListBankingStatementsResponseSchema.openapi('BankingStatements'), 'Statements'),
    ...bankingErrors,
  },
})
const statement = createRoute({
  method: 'get',
  // `/statements/<id>.pdf`: the file name is the statement id with .pdf
  path: `${BANKING_BASE}/statements/{statementFile}`,
  tags,
  summary: "A statement's PDF (GET …/statements/<statementId>.pdf)",
  request: {
    params: z.object({
      organizationId: z.uuid(),
      statementFile: z.string().regex(/^[A-Za-z0-9_-]{1,200}\.pdf$/, { message: 'Ask for <statementId>.pdf' }),
    }),
  },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
    ...bankingErrors,
  },
})
const fund = createRoute({
  method: 'post',
  path: `${BANKING_BASE}/accounts/{accountId}/sandbox-fund`,
  tags,
  summary: 'Sandbox core only: an incoming ACH deposit into the account',
  request: { params: ZAccountParams, ...body(ZSandboxFundRequestSchema) },
  responses: {
    202: json(
      z
        .object({ transferId: z.string().nullable(), status: z.string(), amountMicros: z.string() })
        .openapi('SandboxFund'),
      'The deposit the core made',
    ),
    ...bankingErrors,
  },
})
const dashboard = createRoute({
  method: 'get',
  path: `${BANKING_BASE}/dashboard`,
  tags,
  summary: 'USD totals, money in and out by month for 12 months, upcoming payments',
  request: { params: ZOrgParams },
  responses: { 200: json(ZBankingDashboardResponseSchema.openapi('BankingDashboard'), 'Dashboard'), ...bankingErrors },
})

export const bankingRoutes = new OpenAPIHono<AuthVars>()
  .openapi(overview, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => getOverview({ tx, organizationId })), 200)
  })
  .openapi(accounts, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => listAccounts({ tx, organizationId })), 200)
  })
  .openapi(openAccount, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await createAccount({ claims: c.get('claims'), organizationId, input: c.req.valid('json') }), 201)
  })
  .openapi(account, async (c) => {
    const { organizationId, accountId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => getAccount({ tx, organizationId, accountId })), 200)
  })
  .openapi(close, async (c) => {
    const { organizationId, accountId } = c.req.valid('param')
    return c.json(await closeAccount({ claims: c.get('claims'), organizationId, accountId }), 200)
  })
  .openapi(statements, async (c) => {
    const { organizationId, accountId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => listStatements({ tx, organizationId, accountId })), 200)
  })
  .openapi(statement, async (c) => {
    const { organizationId, statementFile } = c.req.valid('param')
    const statementId = statementFile.slice(0, -'.pdf'.length)
    const { pdf, name } = await asUser(c.get('claims'), (tx) => statementPdf({ tx, organizationId, statementId }))
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${name}"`,
    })
  })
  .openapi(fund, async (c) => {
    const { organizationId, accountId } = c.req.valid('param')
    const { amountMicros } = c.req.valid('json')
    return c.json(await sandboxFund({ claims: c.get('claims'), organizationId, accountId, amountMicros }), 202)
  })
  .openapi(dashboard, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => getDashboard({ tx, organizationId })), 200)
  })
