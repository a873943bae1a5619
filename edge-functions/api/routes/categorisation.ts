/**
 * Expense categorisation API (docs/categorisation.md): one client's categorised lines and the bookkeeper's queue,
 * a run over new feed lines, confirm / correct / split / send to the client, vendor rules (one click from an Ask My
 * Client answer), settings, the AI report and the vendors summary. Every call runs as the user, so RLS decides what
 * exists: members see the lines shown to them, staff work on them, reviewers read.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import {
  ZAccruedExpenseRequestSchema,
  ZAccruedExpensesSchema,
  ZAiReportSchema,
  ZCategorisationLinesResponseSchema,
  ZCategorisedLineSchema,
  ZCreateRuleRequestSchema,
  ZDecideLineRequestSchema,
  ZListLinesQuerySchema,
  ZRuleSchema,
  ZRunResponseSchema,
  ZSettingsSchema,
  ZCategorisationHealthSchema,
  ZEnrichRequestSchema,
  ZEnrichResponseSchema,
  ZSuggestRequestSchema,
  ZSuggestResponseSchema,
  ZUncategorisedMoneySchema,
  ZUpdateSettingsRequestSchema,
  ZVendorSummarySchema,
} from '../../../shared/schemas/categorisation.ts'
import { addAccruedExpense, listAccruedExpenses } from '../../domains/categorisation/accrued-expenses.ts'
import { askClient } from '../../domains/categorisation/ask-client.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { categoriseLines } from '../../domains/categorisation/categorise-lines.ts'
import { assertAutocatEnabled } from '../../domains/categorisation/autocat.ts'
import { decideLine } from '../../domains/categorisation/decide-line.ts'
import { listLines, toLine } from '../../domains/categorisation/list-lines.ts'
import { fillEmbeddings } from '../../domains/categorisation/record-history.ts'
import { aiReport, vendorSummary } from '../../domains/categorisation/report.ts'
import { createRule, deleteRule, listRules, ruleFromQuestion } from '../../domains/categorisation/rules.ts'
import { getSettings, updateSettings } from '../../domains/categorisation/settings.ts'
import { suggestOne } from '../../domains/categorisation/suggest-one.ts'
import { categorisationHealth, enrichLine } from '../../domains/categorisation/enrich-line.ts'
import { uncategorisedMoney } from '../../domains/categorisation/uncategorised-money.ts'
import { body, errors, json } from '../openapi.ts'

const tags = ['categorisation']
const base = '/organizations/{organizationId}/categorisation'
const OrgParam = z.object({ organizationId: z.uuid() })
const LineParam = OrgParam.extend({ lineId: z.uuid() })
const Line = json(ZCategorisedLineSchema.openapi('CategorisedLine'), 'The line as the queue shows it')

async function oneLine(tx: Parameters<Parameters<typeof asUser>[1]>[0], organizationId: string, id: string) {
  const [r] = await tx`select c.*, c.transaction_date::text as date, q.status::text as amc_status, q.client_response
    from public.expense_categorizations c left join public.amc_questions q on q.id = c.amc_question_id
    where c.id = ${id} and c.organization_id = ${organizationId}`
  return toLine(r)
}

export const categorisationRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/lines`,
      tags,
      summary: "A client's categorised lines by filter category, or the bookkeeper's queue (least sure first)",
      request: { params: OrgParam, query: ZListLinesQuerySchema },
      responses: {
        200: json(ZCategorisationLinesResponseSchema.openapi('CategorisationLines'), 'Lines and counts'),
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const q = c.req.valid('query')
      return c.json(
        await asUser(c.get('claims'), (tx) =>
          listLines({
            tx,
            organizationId,
            filter: q.filter,
            queue: q.queue === 'true',
            search: q.search,
            limit: q.limit,
            offset: q.offset,
          }),
        ),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/run`,
      tags,
      summary: 'Categorise the new feed lines now (staff)',
      request: { params: OrgParam },
      responses: { 200: json(ZRunResponseSchema, 'What the run did'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json(
        await asUser(c.get('claims'), async (tx) => {
          await assertStaffOf({ tx, organizationId, action: 'categorise its transactions' })
          await assertAutocatEnabled(tx, organizationId)
          await fillEmbeddings({ tx, organizationId })
          return await categoriseLines({ tx, organizationId })
        }),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/suggest`,
      tags,
      summary: 'The AI categorisation call: a vendor, amount and description in, an account and confidence out (staff)',
      request: { params: OrgParam, ...body(ZSuggestRequestSchema) },
      responses: { 200: json(ZSuggestResponseSchema.openapi('CategorisationSuggestion'), 'The suggestion'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(
        await asUser(c.get('claims'), async (tx) => {
          await assertAutocatEnabled(tx, organizationId)
          return await suggestOne({ tx, organizationId, input })
        }),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/enrich`,
      tags,
      summary:
        'The categorisation enrichment call: a transaction in; its counterparty, categories (general, accounting) and location out (staff)',
      request: { params: OrgParam, ...body(ZEnrichRequestSchema) },
      responses: { 200: json(ZEnrichResponseSchema.openapi('CategorisationEnrichment'), 'The enrichment'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(
        await asUser(c.get('claims'), async (tx) => {
          await assertAutocatEnabled(tx, organizationId)
          return await enrichLine({ tx, organizationId, input })
        }),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/categorisation/health',
      tags,
      summary: 'The categorisation health call: status and the device the model runs on',
      responses: {
        200: json(ZCategorisationHealthSchema.openapi('CategorisationHealth'), 'The categoriser is healthy'),
        ...errors,
      },
    }),
    (c) => c.json(categorisationHealth(), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/lines/{lineId}/decision`,
      tags,
      summary: 'Confirm the suggestion, or correct it to an account or a split; posts the line to the ledger once',
      request: { params: LineParam, ...body(ZDecideLineRequestSchema) },
      responses: { 200: Line, ...errors },
    }),
    async (c) => {
      const { organizationId, lineId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(
        await asUser(c.get('claims'), async (tx) => {
          await decideLine({ tx, organizationId, id: lineId, input })
          return await oneLine(tx, organizationId, lineId)
        }),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/lines/{lineId}/ask-client`,
      tags,
      summary: 'Send the line to the client as an Ask My Client question (source expense-categorization)',
      request: { params: LineParam },
      responses: { 200: Line, ...errors },
    }),
    async (c) => {
      const { organizationId, lineId } = c.req.valid('param')
      return c.json(
        await asUser(c.get('claims'), async (tx) => {
          await assertStaffOf({ tx, organizationId, action: 'categorise its transactions' })
          await askClient({ tx, organizationId, id: lineId })
          return await oneLine(tx, organizationId, lineId)
        }),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/lines/{lineId}/accrued`,
      tags,
      summary: "A line's accrued-expense values",
      request: { params: LineParam },
      responses: { 200: json(ZAccruedExpensesSchema.openapi('AccruedExpenses'), 'The accrued values'), ...errors },
    }),
    async (c) => {
      const { organizationId, lineId } = c.req.valid('param')
      return c.json(
        { accrued: await asUser(c.get('claims'), (tx) => listAccruedExpenses({ tx, organizationId, id: lineId })) },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/lines/{lineId}/accrued`,
      tags,
      summary: 'Accrue a line to the month it belongs to (staff)',
      request: { params: LineParam, ...body(ZAccruedExpenseRequestSchema) },
      responses: { 201: json(ZAccruedExpensesSchema, 'The accrued values'), ...errors },
    }),
    async (c) => {
      const { organizationId, lineId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(
        {
          accrued: await asUser(c.get('claims'), (tx) => addAccruedExpense({ tx, organizationId, id: lineId, input })),
        },
        201,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/rules`,
      tags,
      summary: "The organization's vendor and vendor-split rules, with accounts that no longer exist flagged",
      request: { params: OrgParam },
      responses: {
        200: json(z.object({ rules: z.array(ZRuleSchema.openapi('CategorisationRule')) }), 'The rules'),
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json({ rules: await asUser(c.get('claims'), (tx) => listRules({ tx, organizationId })) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/rules`,
      tags,
      summary: 'Add (or replace) the rule for a vendor: one account, or a split by percentages summing to 100',
      request: { params: OrgParam, ...body(ZCreateRuleRequestSchema) },
      responses: { 201: json(z.object({ id: z.uuid() }), 'The rule'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(await asUser(c.get('claims'), (tx) => createRule({ tx, organizationId, input })), 201)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/rules/from-question/{questionId}`,
      tags,
      summary: "Turn a client's Ask My Client answer into a vendor rule in one click",
      request: { params: OrgParam.extend({ questionId: z.uuid() }) },
      responses: { 201: json(z.object({ id: z.uuid() }), 'The rule'), ...errors },
    }),
    async (c) => {
      const { organizationId, questionId } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => ruleFromQuestion({ tx, organizationId, questionId })), 201)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${base}/rules/{ruleId}`,
      tags,
      summary: 'Remove a rule',
      request: { params: OrgParam.extend({ ruleId: z.uuid() }) },
      responses: { 204: { description: 'Removed' }, ...errors },
    }),
    async (c) => {
      const { organizationId, ruleId } = c.req.valid('param')
      await asUser(c.get('claims'), (tx) => deleteRule({ tx, organizationId, id: ruleId }))
      return c.body(null, 204)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/settings`,
      tags,
      summary: 'Mode, threshold and ingestion per provider',
      request: { params: OrgParam },
      responses: { 200: json(ZSettingsSchema.openapi('CategorisationSettings'), 'The settings'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => getSettings({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: `${base}/settings`,
      tags,
      summary: 'Change mode, threshold or ingestion (staff)',
      request: { params: OrgParam, ...body(ZUpdateSettingsRequestSchema) },
      responses: { 200: json(ZSettingsSchema, 'The settings'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(await asUser(c.get('claims'), (tx) => updateSettings({ tx, organizationId, input })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/report`,
      tags,
      summary: 'AI report: total, categorized and confirmed counts, and accuracy by month',
      request: { params: OrgParam },
      responses: { 200: json(ZAiReportSchema.openapi('AiReport'), 'The report'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => aiReport({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/vendors`,
      tags,
      summary: "The client's vendors: lines, spend, usual account and rule",
      request: { params: OrgParam },
      responses: { 200: json(ZVendorSummarySchema.openapi('VendorSummary'), 'The vendors'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => vendorSummary({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/uncategorised`,
      tags,
      summary: "The books' lines still in Uncategorized Income or Expense: how many, how much, asked or queued",
      request: { params: OrgParam },
      responses: {
        200: json(ZUncategorisedMoneySchema.openapi('UncategorisedMoney'), 'The uncategorised money'),
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => uncategorisedMoney({ tx, organizationId })), 200)
    },
  )
