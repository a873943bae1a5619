/**
 * Client onboarding API (docs/onboarding.md): the newer flow's state, draft, steps, documents and booking; the older
 * general and R&D forms' submissions and their review; the cash-on-hand accounts. Every call runs as the user, so RLS
 * decides which organization's onboarding exists for them.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZErrorResponseSchema } from '../../../shared/schemas/common.ts'
import {
  ZAttachDocumentRequestSchema,
  ZBookCallRequestSchema,
  ZCashAccountSchema,
  ZCompleteStepRequestSchema,
  ZDraftConflictSchema,
  ZFormSlug,
  ZFormSubmissionSchema,
  ZOnboardingStateSchema,
  ZOnboardingStep,
  ZSaveCashAccountsRequestSchema,
  ZSaveDraftRequestSchema,
  ZSaveDraftResponseSchema,
  ZSubmitFormRequestSchema,
} from '../../../shared/schemas/onboarding.ts'
import type { TDocumentKey } from '../../../shared/rules/onboarding-flow.ts'
import { attachDocument } from '../../domains/onboarding/attach-document.ts'
import { bookCall } from '../../domains/onboarding/book-call.ts'
import { listCashAccounts, saveCashAccounts } from '../../domains/onboarding/cash-accounts.ts'
import { completeStep } from '../../domains/onboarding/complete-step.ts'
import { approveSubmission, listSubmissions, submitForm } from '../../domains/onboarding/form-submissions.ts'
import { getOnboarding } from '../../domains/onboarding/get-onboarding.ts'
import { saveDraft } from '../../domains/onboarding/save-draft.ts'
import { visitStep } from '../../domains/onboarding/visit-step.ts'
import { body, errors, json } from '../openapi.ts'

const tags = ['onboarding']
const base = '/organizations/{organizationId}/onboarding'
const OrgParam = z.object({ organizationId: z.uuid() })
const State = json(ZOnboardingStateSchema.openapi('OnboardingState'), 'The onboarding as its screens show it')
const Submission = ZFormSubmissionSchema.openapi('OnboardingFormSubmission')

export const onboardingRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      summary: "An organization's onboarding: steps and their completion, place in the flow, draft and answers",
      request: { params: OrgParam },
      responses: { 200: State, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => getOnboarding({ tx, organizationId })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${base}/draft`,
      tags,
      summary: 'Save what the user typed; refused (409) for fields another window changed since baseVersion',
      request: { params: OrgParam, ...body(ZSaveDraftRequestSchema) },
      responses: {
        200: json(ZSaveDraftResponseSchema, 'Saved'),
        409: json(ZDraftConflictSchema, 'Another window changed the same fields'),
        ...errors,
      },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(await asUser(c.get('claims'), (tx) => saveDraft({ tx, organizationId, input })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/steps/{step}`,
      tags,
      summary: 'Continue on a step: its answers validated and saved, the client moved to the next step',
      request: { params: OrgParam.extend({ step: ZOnboardingStep }), ...body(ZCompleteStepRequestSchema) },
      responses: { 200: State, ...errors },
    }),
    async (c) => {
      const { organizationId, step } = c.req.valid('param')
      const { values, skip } = c.req.valid('json')
      return c.json(
        await asUser(c.get('claims'), async (tx) => {
          await completeStep({ tx, organizationId, step, values, skip })
          return getOnboarding({ tx, organizationId })
        }),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/visit`,
      tags,
      summary: 'Go to a step already reached (back, or forward again up to the furthest)',
      request: { params: OrgParam, ...body(z.object({ step: ZOnboardingStep })) },
      responses: { 200: State, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const { step } = c.req.valid('json')
      return c.json(
        await asUser(c.get('claims'), async (tx) => {
          await visitStep({ tx, organizationId, step })
          return getOnboarding({ tx, organizationId })
        }),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/documents`,
      tags,
      summary: 'Record an uploaded document (already in Storage and /files) and attach it to its checklist task',
      request: { params: OrgParam, ...body(ZAttachDocumentRequestSchema) },
      responses: { 200: State, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const { key, fileId } = c.req.valid('json')
      return c.json(
        await asUser(c.get('claims'), async (tx) => {
          await attachDocument({ tx, organizationId, key: key as TDocumentKey, fileId })
          return getOnboarding({ tx, organizationId })
        }),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/booking`,
      tags,
      summary: 'Record the onboarding call booked on the scheduling page (checked with Calendly)',
      request: { params: OrgParam, ...body(ZBookCallRequestSchema) },
      responses: { 200: State, ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const input = c.req.valid('json')
      return c.json(
        await asUser(c.get('claims'), async (tx) => {
          await bookCall({ tx, organizationId, input })
          return getOnboarding({ tx, organizationId })
        }),
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/forms/{formSlug}`,
      tags,
      summary: "The organization's submissions of the general or R&D form, newest first",
      request: { params: OrgParam.extend({ formSlug: ZFormSlug }) },
      responses: { 200: json(z.object({ submissions: z.array(Submission) }), 'Submissions'), ...errors },
    }),
    async (c) => {
      const { organizationId, formSlug } = c.req.valid('param')
      const all = await asUser(c.get('claims'), (tx) => listSubmissions({ tx, organizationId }))
      return c.json({ submissions: all.filter((s) => s.formSlug === formSlug) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: `${base}/forms/{formSlug}`,
      tags,
      summary: 'Submit the general or R&D form for review (InReview until staff approve)',
      request: { params: OrgParam.extend({ formSlug: ZFormSlug }), ...body(ZSubmitFormRequestSchema) },
      responses: { 201: json(Submission, 'Submitted'), ...errors },
    }),
    async (c) => {
      const { organizationId, formSlug } = c.req.valid('param')
      const { amendments } = c.req.valid('json')
      return c.json(
        await asUser(c.get('claims'), (tx) => submitForm({ tx, organizationId, formSlug, amendments })),
        201,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/onboarding/submissions',
      tags,
      summary: 'Form submissions of every organization the caller may see (staff review queue)',
      request: { query: z.object({ status: z.enum(['InReview', 'Approved']).optional() }) },
      responses: { 200: json(z.object({ submissions: z.array(Submission) }), 'Submissions'), ...errors },
    }),
    async (c) => {
      const { status } = c.req.valid('query')
      return c.json({ submissions: await asUser(c.get('claims'), (tx) => listSubmissions({ tx, status })) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/onboarding/submissions/{id}/approve',
      tags,
      summary: "Approve a form submission (the organization's bookkeepers and admins)",
      request: { params: z.object({ id: z.uuid() }) },
      responses: { 200: json(Submission, 'Approved'), 401: json(ZErrorResponseSchema, 'Signed out'), ...errors },
    }),
    async (c) => {
      const { id } = c.req.valid('param')
      return c.json(await asUser(c.get('claims'), (tx) => approveSubmission({ tx, id })), 200)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: `${base}/cash-accounts`,
      tags,
      summary: "The organization's ledger bank accounts and which count as cash on hand",
      request: { params: OrgParam },
      responses: { 200: json(z.object({ accounts: z.array(ZCashAccountSchema) }), 'Accounts'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      return c.json({ accounts: await asUser(c.get('claims'), (tx) => listCashAccounts({ tx, organizationId })) }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'put',
      path: `${base}/cash-accounts`,
      tags,
      summary: 'Choose the cash-on-hand accounts the metrics count (config.cashOnHandAccounts)',
      request: { params: OrgParam, ...body(ZSaveCashAccountsRequestSchema) },
      responses: { 200: json(z.object({ accounts: z.array(ZCashAccountSchema) }), 'Saved'), ...errors },
    }),
    async (c) => {
      const { organizationId } = c.req.valid('param')
      const { accountNames } = c.req.valid('json')
      return c.json(
        { accounts: await asUser(c.get('claims'), (tx) => saveCashAccounts({ tx, organizationId, accountNames })) },
        200,
      )
    },
  )
