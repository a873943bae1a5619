/**
 * Statement reconciliation API (docs/reconciliation.md): one client's statement accounts, supporting documents and
 * reconciliations; matches accepted or rejected in bulk; adjusting entries the bookkeeper approved; reconcile and
 * reopen. Every call runs as the user, so RLS decides what exists; signed file URLs use the caller's token.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { asUser, type Tx } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import {
  ZBookAdjustmentRequestSchema,
  ZConfirmDocumentRequestSchema,
  ZCreateStatementAccountRequestSchema,
  ZExtractStatementRequestSchema,
  ZMatchDecisionRequestSchema,
  ZPlaidDocumentRequestSchema,
  ZReconcileRequestSchema,
  ZReconciliationDetailSchema,
  ZReconciliationOverviewSchema,
  ZStatementAccountSchema,
  ZStatementUploadSchema,
  ZSupportingDocumentSchema,
  ZUpdateStatementAccountRequestSchema,
} from '../../../shared/schemas/reconciliation.ts'
import { addPlaidDocument } from '../../domains/reconciliation/add-plaid-document.ts'
import {
  getStatementUpload,
  recordStatementUpload,
  removeStatementObject,
} from '../../domains/reconciliation/add-uploaded-statement.ts'
import { bookAdjustment } from '../../domains/reconciliation/book-adjustment.ts'
import { confirmDocument, discardDocument } from '../../domains/reconciliation/confirm-document.ts'
import { decideMatches } from '../../domains/reconciliation/decide-matches.ts'
import { reconciliationDetail } from '../../domains/reconciliation/get-reconciliation.ts'
import { getReconciliationOverview } from '../../domains/reconciliation/get-overview.ts'
import { loadReconciliation } from '../../domains/reconciliation/load-reconciliation.ts'
import { reconcilePeriod, reopenPeriod } from '../../domains/reconciliation/reconcile-period.ts'
import { refreshReconciliation } from '../../domains/reconciliation/refresh-reconciliation.ts'
import { createStatementAccount, updateStatementAccount } from '../../domains/reconciliation/statement-accounts.ts'
import { body, errors, json } from '../openapi.ts'

const tags = ['reconciliation']
const base = '/organizations/{organizationId}/reconciliation'
const OrgParam = z.object({ organizationId: z.uuid() })
const RecParam = OrgParam.extend({ reconciliationId: z.uuid() })
const DocParam = OrgParam.extend({ documentId: z.uuid() })
const Detail = json(
  ZReconciliationDetailSchema.openapi('ReconciliationDetail'),
  'The reconciliation as its screen shows it',
)

const token = (c: Context) => (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '')

/** A reconciliation as its screen shows it, after `load` (a read, a refresh or a reconcile) in the user's transaction. */
const detail = (c: Context<AuthVars>, load: (tx: Tx) => ReturnType<typeof loadReconciliation>) =>
  asUser(c.get('claims'), async (tx) => reconciliationDetail({ tx, loaded: await load(tx), accessToken: token(c) }))

export const reconciliationRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      summary: "One client's statement accounts, supporting documents, reconciliations and months (staff, reviewers)",
      request: { params: OrgParam },
      responses: {
        200: json(ZReconciliationOverviewSchema.openapi('ReconciliationOverview'), 'The statements screen'),
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json(
        await asUser(c.get('claims'), (tx) => getReconciliationOverview({ tx, organizationId, accessToken: token(c) })),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/accounts`,
      tags,
      summary: 'Map a ledger bank or card account to its feed account',
      request: { params: OrgParam, ...body(ZCreateStatementAccountRequestSchema) },
      responses: { 201: json(ZStatementAccountSchema, 'The statement account'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(await asUser(c.get('claims'), (tx) => createStatementAccount({ tx, organizationId, input })), 201)
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: `${base}/accounts/{accountId}`,
      tags,
      summary: 'Change the feed account of a statement account or mark it inactive',
      request: { params: OrgParam.extend({ accountId: z.uuid() }), ...body(ZUpdateStatementAccountRequestSchema) },
      responses: { 200: json(ZStatementAccountSchema, 'The statement account'), ...errors },
    }),
    async (c) => {
      const { organizationId, accountId } = c.req.valid('param')
      const patch = c.req.valid('json')
      return c.json(
        await asUser(c.get('claims'), (tx) => updateStatementAccount({ tx, organizationId, accountId, patch })),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/documents/uploaded`,
      tags,
      summary: 'Record an uploaded statement (PDF or CSV); a job reads it into a document to confirm',
      request: { params: OrgParam, ...body(ZExtractStatementRequestSchema) },
      responses: {
        202: json(ZStatementUploadSchema, 'Recorded and being read: ask GET …/documents/uploads/{uploadId}'),
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      const claims = c.get('claims')
      const upload = await asUser(claims, (tx) =>
        recordStatementUpload({ tx, organizationId, input, userId: claims.sub }),
      )
      return c.json(upload, 202)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/documents/uploads/{uploadId}`,
      tags,
      summary: 'An uploaded statement: still being read, read into a document to confirm, or refused with why',
      request: { params: OrgParam.extend({ uploadId: z.uuid() }) },
      responses: { 200: json(ZStatementUploadSchema, 'The upload'), ...errors },
    }),
    async (c) => {
      const { organizationId, uploadId } = c.req.valid('param')
      return c.json(
        await asUser(c.get('claims'), (tx) =>
          getStatementUpload({ tx, organizationId, uploadId, accessToken: token(c) }),
        ),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/documents/plaid`,
      tags,
      summary: 'Take a Plaid statement or asset report as a document to confirm',
      request: { params: OrgParam, ...body(ZPlaidDocumentRequestSchema) },
      responses: { 201: json(ZSupportingDocumentSchema, 'The figures, to confirm'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      const doc = await asUser(c.get('claims'), (tx) =>
        addPlaidDocument({ tx, organizationId, input, accessToken: token(c) }),
      )
      return c.json(doc, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/documents/{documentId}/confirm`,
      tags,
      summary: "Confirm a document's period and balances; opens its reconciliation",
      request: { params: DocParam, ...body(ZConfirmDocumentRequestSchema) },
      responses: { 200: json(z.object({ reconciliationId: z.uuid() }), 'Confirmed'), ...errors },
    }),
    async (c) => {
      const { organizationId, documentId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(
        await asUser(c.get('claims'), (tx) => confirmDocument({ tx, organizationId, documentId, input })),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: `${base}/documents/{documentId}`,
      tags,
      summary: 'Discard a document not confirmed yet, with its uploaded file',
      request: { params: DocParam },
      responses: { 204: { description: 'Discarded' }, ...errors },
    }),
    async (c) => {
      const { organizationId, documentId } = c.req.valid('param')
      const { path } = await asUser(c.get('claims'), (tx) => discardDocument({ tx, organizationId, documentId }))
      if (path) await removeStatementObject(path, token(c))
      return c.body(null, 204)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/reconciliations/{reconciliationId}`,
      tags,
      summary: 'A reconciliation: balances, deltas, matches, unmatched lines, adjusting entries',
      request: { params: RecParam },
      responses: { 200: Detail, ...errors },
    }),
    async (c) => {
      const { organizationId, reconciliationId } = c.req.valid('param')
      return c.json(await detail(c, (tx) => loadReconciliation({ tx, organizationId, reconciliationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/reconciliations/{reconciliationId}/refresh`,
      tags,
      summary: "Recompute the feed's and ledger's balances and suggestions",
      request: { params: RecParam },
      responses: { 200: Detail, ...errors },
    }),
    async (c) => {
      const { organizationId, reconciliationId } = c.req.valid('param')
      return c.json(await detail(c, (tx) => refreshReconciliation({ tx, organizationId, reconciliationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/reconciliations/{reconciliationId}/matches/{decision}`,
      tags,
      summary: 'Accept or reject suggested matches in bulk',
      request: {
        params: RecParam.extend({ decision: z.enum(['accept', 'reject']) }),
        ...body(ZMatchDecisionRequestSchema),
      },
      responses: { 200: json(z.object({ decided: z.number().int() }), 'Decided'), ...errors },
    }),
    async (c) => {
      const { organizationId, reconciliationId, decision } = c.req.valid('param')
      const { matchIds } = c.req.valid('json')
      const r = await asUser(c.get('claims'), (tx) =>
        decideMatches({
          tx,
          organizationId,
          reconciliationId,
          matchIds,
          decision: decision === 'accept' ? 'accepted' : 'rejected',
        }),
      )
      return c.json(r, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/reconciliations/{reconciliationId}/adjustments`,
      tags,
      summary: 'Book an adjusting entry the bookkeeper approved',
      request: { params: RecParam, ...body(ZBookAdjustmentRequestSchema) },
      responses: { 201: json(z.object({ ledgerTransactionId: z.string() }), 'Booked'), ...errors },
    }),
    async (c) => {
      const { organizationId, reconciliationId } = c.req.valid('param')
      const input = c.req.valid('json')
      const r = await asUser(c.get('claims'), (tx) => bookAdjustment({ tx, organizationId, reconciliationId, input }))
      return c.json(r, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/reconciliations/{reconciliationId}/reconcile`,
      tags,
      summary: 'Mark the period reconciled with its method',
      request: { params: RecParam, ...body(ZReconcileRequestSchema) },
      responses: { 200: Detail, ...errors },
    }),
    async (c) => {
      const { organizationId, reconciliationId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(
        await detail(c, async (tx) => {
          await reconcilePeriod({ tx, organizationId, reconciliationId, input })
          return await loadReconciliation({ tx, organizationId, reconciliationId })
        }),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/reconciliations/{reconciliationId}/reopen`,
      tags,
      summary: 'Reopen a reconciled period',
      request: { params: RecParam },
      responses: {
        204: {
          description: 'Reopened',
        },
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId, reconciliationId } = c.req.valid('param')
      await asUser(c.get('claims'), (tx) => reopenPeriod({ tx, organizationId, reconciliationId }))
      return c.body(null, 204)
    },
  )
