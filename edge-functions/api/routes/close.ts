/**
 * The month-end close API (docs/close.md): a client's variance analyses with their lines, notes and transaction sets,
 * the review steps, and the books tracker across clients with month-end tracking. As the user: RLS and the close's
 * access helpers decide who sees and does what.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import {
  ZCreateVarianceAnalysisRequestSchema,
  ZCreateVarianceNoteRequestSchema,
  ZMonth,
  ZReplyToSharedNoteRequestSchema,
  ZSharedVarianceNoteSchema,
  ZSharedVarianceNotesResponseSchema,
  ZTrackerQuerySchema,
  ZTrackerResponseSchema,
  ZTransactionSetSchema,
  ZUpdateTrackingRequestSchema,
  ZUpdateVarianceAnalysisRequestSchema,
  ZUpdateVarianceNoteRequestSchema,
  ZVarianceActionSchema,
  ZVarianceAnalysesResponseSchema,
  ZVarianceAdjustmentRequestSchema,
  ZVarianceAnalysisDetailSchema,
  ZVarianceNoteSchema,
} from '../../../shared/schemas/close.ts'
import { actOnAnalysis } from '../../domains/close/act-on-analysis.ts'
import { bookVarianceAdjustment } from '../../domains/close/book-variance-adjustment.ts'
import { postProposedAdjustment, proposeVarianceAdjustment } from '../../domains/close/propose-variance-adjustment.ts'
import { reverseVarianceAdjustment } from '../../domains/close/reverse-variance-adjustment.ts'
import { createAnalysis, listAnalyses, updateAnalysis } from '../../domains/close/analyses.ts'
import { getAnalysis } from '../../domains/close/get-analysis.ts'
import { createNote, deleteNote, updateNote } from '../../domains/close/notes.ts'
import { editOwnReply, listSharedNotes, replyToSharedNote } from '../../domains/close/shared-notes.ts'
import { listTracker } from '../../domains/close/tracker.ts'
import { getTransactionSet } from '../../domains/close/transaction-set.ts'
import { updateTracking } from '../../domains/close/update-tracking.ts'
import { ZText } from '../../../shared/schemas/common.ts'
import { body, errors, json } from '../openapi.ts'

const tags = ['close']
const base = '/organizations/{organizationId}/variance-analyses'
const OrgParam = z.object({ organizationId: z.uuid() })
const AnalysisParam = OrgParam.extend({ analysisId: z.uuid() })
const NoteParam = OrgParam.extend({ noteId: z.uuid() })
const Detail = json(ZVarianceAnalysisDetailSchema.openapi('VarianceAnalysisDetail'), 'The analysis')
const Note = json(ZVarianceNoteSchema.openapi('VarianceNote'), 'The note')

export const closeRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      summary: "A client's variance analyses, newest month first, with its default thresholds",
      request: { params: OrgParam },
      responses: { 200: json(ZVarianceAnalysesResponseSchema.openapi('VarianceAnalyses'), 'Analyses'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => listAnalyses({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: base,
      tags,
      summary: "Prepare a month's variance analysis (figures from the report engine)",
      request: { params: OrgParam, ...body(ZCreateVarianceAnalysisRequestSchema) },
      responses: { 201: Detail, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      const detail = await asUser(c.get('claims'), async (tx) => {
        const analysisId = await createAnalysis({ tx, organizationId, input })
        return getAnalysis({ tx, organizationId, analysisId })
      })
      return c.json(detail, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/{analysisId}`,
      tags,
      summary: 'One variance analysis with its lines, unusual transactions and notes',
      request: { params: AnalysisParam },
      responses: { 200: Detail, ...errors },
    }),
    async (c) => {
      const { organizationId, analysisId } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => getAnalysis({ tx, organizationId, analysisId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: `${base}/{analysisId}`,
      tags,
      summary: 'Change thresholds, method or reviewer (the figures are refreshed)',
      request: { params: AnalysisParam, ...body(ZUpdateVarianceAnalysisRequestSchema) },
      responses: { 200: Detail, ...errors },
    }),
    async (c) => {
      const { organizationId, analysisId } = c.req.valid('param')
      const patch = c.req.valid('json')
      const detail = await asUser(c.get('claims'), async (tx) => {
        await updateAnalysis({ tx, organizationId, analysisId, patch })
        return getAnalysis({ tx, organizationId, analysisId })
      })
      return c.json(detail, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/{analysisId}/actions/{action}`,
      tags,
      summary: 'Refresh, send for review, send back to the bookkeeper, submit or reopen',
      request: { params: AnalysisParam.extend({ action: ZVarianceActionSchema }) },
      responses: { 200: Detail, ...errors },
    }),
    async (c) => {
      const { organizationId, analysisId, action } = c.req.valid('param')
      const detail = await asUser(c.get('claims'), async (tx) => {
        await actOnAnalysis({ tx, organizationId, analysisId, action })
        return getAnalysis({ tx, organizationId, analysisId })
      })
      return c.json(detail, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/{analysisId}/adjustments`,
      tags,
      summary:
        "Reclassify an amount found in the wrong account: a journal entry on the month's last day, recorded with the analysis (type variance_analysis); with propose, a proposal for the bookkeeper to post",
      request: { params: AnalysisParam, ...body(ZVarianceAdjustmentRequestSchema) },
      responses: { 201: Detail, ...errors },
    }),
    async (c) => {
      const { organizationId, analysisId } = c.req.valid('param')
      const input = c.req.valid('json')
      const detail = await asUser(c.get('claims'), async (tx) => {
        if (input.propose) await proposeVarianceAdjustment({ tx, organizationId, analysisId, input })
        else await bookVarianceAdjustment({ tx, organizationId, analysisId, input })
        return getAnalysis({ tx, organizationId, analysisId })
      })
      return c.json(detail, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/{analysisId}/adjustments/{adjustmentId}/{step}`,
      tags,
      summary: "Post a proposed adjustment, or reverse a posted one with the opposite entry on the month's last day",
      request: { params: AnalysisParam.extend({ adjustmentId: z.uuid(), step: z.enum(['post', 'reverse']) }) },
      responses: { 200: Detail, ...errors },
    }),
    async (c) => {
      const { organizationId, analysisId, adjustmentId, step } = c.req.valid('param')
      const detail = await asUser(c.get('claims'), async (tx) => {
        const take = step === 'post' ? postProposedAdjustment : reverseVarianceAdjustment
        await take({ tx, organizationId, analysisId, adjustmentId })
        return getAnalysis({ tx, organizationId, analysisId })
      })
      return c.json(detail, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/{analysisId}/transactions`,
      tags,
      summary: 'The transactions behind an account line over the two months',
      request: { params: AnalysisParam, query: z.object({ path: ZText.min(1).max(1000) }) },
      responses: { 200: json(ZTransactionSetSchema.openapi('TransactionSet'), 'Transactions'), ...errors },
    }),
    async (c) => {
      const { organizationId, analysisId } = c.req.valid('param')
      const { path } = c.req.valid('query')
      const set = await asUser(c.get('claims'), (tx) => getTransactionSet({ tx, organizationId, analysisId, path }))
      return c.json(set, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/{analysisId}/notes`,
      tags,
      summary: 'Write a note on a line, or reply to a note',
      request: { params: AnalysisParam, ...body(ZCreateVarianceNoteRequestSchema) },
      responses: { 201: Note, ...errors },
    }),
    async (c) => {
      const { organizationId, analysisId } = c.req.valid('param')
      const input = c.req.valid('json')
      const note = await asUser(c.get('claims'), (tx) => createNote({ tx, organizationId, analysisId, input }))
      return c.json(note, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/organizations/{organizationId}/variance-notes/{noteId}',
      tags,
      summary: "Resolve or reopen a note, or save its text (the live document's plain text)",
      request: { params: NoteParam, ...body(ZUpdateVarianceNoteRequestSchema) },
      responses: { 200: Note, ...errors },
    }),
    async (c) => {
      const { organizationId, noteId } = c.req.valid('param')
      const patch = c.req.valid('json')
      return c.json(await asUser(c.get('claims'), (tx) => updateNote({ tx, organizationId, noteId, patch })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/organizations/{organizationId}/variance-notes/{noteId}',
      tags,
      summary: 'Delete a note (its author, or the client’s staff)',
      request: { params: NoteParam },
      responses: { 204: { description: 'Deleted' }, ...errors },
    }),
    async (c) => {
      const { organizationId, noteId } = c.req.valid('param')
      await asUser(c.get('claims'), (tx) => deleteNote({ tx, organizationId, noteId }))
      return c.body(null, 204)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/organizations/{organizationId}/shared-variance-notes',
      tags,
      summary: 'The variance notes shared with the client, by month and thread (its members, and its firm)',
      request: { params: OrgParam },
      responses: {
        200: json(ZSharedVarianceNotesResponseSchema.openapi('SharedVarianceNotes'), 'Shared notes'),
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => listSharedNotes({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/organizations/{organizationId}/shared-variance-notes/{noteId}/replies',
      tags,
      summary:
        "The client's reply to a note shared with it (notifies the analysis' preparer, bookkeepers and reviewer)",
      request: { params: NoteParam, ...body(ZReplyToSharedNoteRequestSchema) },
      responses: { 201: json(ZSharedVarianceNoteSchema.openapi('SharedVarianceNote'), 'The reply'), ...errors },
    }),
    async (c) => {
      const { organizationId, noteId } = c.req.valid('param')
      const { content } = c.req.valid('json')
      const reply = await asUser(c.get('claims'), (tx) => replyToSharedNote({ tx, organizationId, noteId, content }))
      return c.json(reply, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/organizations/{organizationId}/shared-variance-notes/{noteId}',
      tags,
      summary: 'A person changes the words of their own reply (the earlier words stay in its history)',
      request: { params: NoteParam, ...body(ZReplyToSharedNoteRequestSchema) },
      responses: { 200: json(ZSharedVarianceNoteSchema.openapi('SharedVarianceNote'), 'The reply'), ...errors },
    }),
    async (c) => {
      const { organizationId, noteId } = c.req.valid('param')
      const { content } = c.req.valid('json')
      const reply = await asUser(c.get('claims'), (tx) => editOwnReply({ tx, organizationId, noteId, content }))
      return c.json(reply, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/books-tracker',
      tags,
      summary:
        "Every client's books state for a month, derived live, with due dates (filters: bookkeeper, state, due week)",
      request: { query: ZTrackerQuerySchema },
      responses: { 200: json(ZTrackerResponseSchema.openapi('BooksTracker'), 'The tracker'), ...errors },
    }),
    async (c) => {
      const query = c.req.valid('query')
      return c.json(await asUser(c.get('claims'), (tx) => listTracker({ tx, query })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/organizations/{organizationId}/books-tracking/{month}',
      tags,
      summary: "Mark a month's books sent, override its state with a reason, or set its business days",
      request: { params: OrgParam.extend({ month: ZMonth }), ...body(ZUpdateTrackingRequestSchema) },
      responses: { 204: { description: 'Recorded' }, ...errors },
    }),
    async (c) => {
      const { organizationId, month } = c.req.valid('param')
      const patch = c.req.valid('json')
      await asUser(c.get('claims'), (tx) => updateTracking({ tx, organizationId, month, patch }))
      return c.body(null, 204)
    },
  )
