/**
 * Banking onboarding (docs/banking.md "Onboarding and settings", docs/banking-onboarding.md): the business's KYC
 * application — a draft saved as the organization admin, submitted (a restricted industry is refused), its
 * beneficial owners each invited by email to complete their own part on the public page (routes/beneficial-owners.ts).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { onboardingHook } from '../../domains/banking-onboarding/onboarding-hook.ts'
import { ZErrorResponseSchema } from '../../../shared/schemas/common.ts'
import {
  ZBeneficialOwnerSchema,
  ZCreateOwnerRequestSchema,
  ZGetApplicationResponseSchema,
  ZSaveApplicationRequestSchema,
} from '../../../shared/schemas/banking-onboarding.ts'
import { finishApplication } from '../../domains/banking-onboarding/finish-application.ts'
import { getApplication } from '../../domains/banking-onboarding/get-application.ts'
import { limitOwnerResend } from '../../domains/banking-onboarding/limit-owner-links.ts'
import { addOwner, listOwners, removeOwner } from '../../domains/banking-onboarding/owners.ts'
import { resendOwnerLink } from '../../domains/banking-onboarding/resend-owner-link.ts'
import { saveApplication } from '../../domains/banking-onboarding/save-application.ts'
import { submitApplication } from '../../domains/banking-onboarding/submit-application.ts'
import { body, errors, json } from '../openapi.ts'

const OrgParam = z.object({ organizationId: z.uuid() })
const OwnerParam = z.object({ organizationId: z.uuid(), ownerId: z.uuid() })
const PATH = '/organizations/{organizationId}/banking/application'
const tags = ['banking-onboarding']
const locked = { 409: json(ZErrorResponseSchema, 'The application was submitted: it can no longer change that way') }

const get = createRoute({
  method: 'get',
  path: PATH,
  tags,
  summary: 'The KYC application (null before the first save), its owners and what still stops submission',
  request: { params: OrgParam },
  responses: { 200: json(ZGetApplicationResponseSchema, 'The application'), ...errors },
})
const save = createRoute({
  method: 'put',
  path: PATH,
  tags,
  summary: 'Saves the draft: only the fields sent change; null or "" clears one',
  request: { params: OrgParam, ...body(ZSaveApplicationRequestSchema) },
  responses: { 200: json(ZGetApplicationResponseSchema, 'Saved'), ...locked, ...errors },
})
const submit = createRoute({
  method: 'post',
  path: `${PATH}/submit`,
  tags,
  summary: 'Submits: a restricted industry is refused; otherwise the owners are emailed, then the bank decides',
  request: { params: OrgParam },
  responses: {
    200: json(ZGetApplicationResponseSchema, 'Submitted, waiting for owners, with the bank, approved or refused'),
    ...errors,
  },
})
const owners = createRoute({
  method: 'get',
  path: `${PATH}/owners`,
  tags,
  summary: 'The beneficial owners (organization admins and staff)',
  request: { params: OrgParam },
  responses: { 200: json(z.object({ owners: z.array(ZBeneficialOwnerSchema) }), 'Owners'), ...errors },
})
const add = createRoute({
  method: 'post',
  path: `${PATH}/owners`,
  tags,
  summary: 'Lists a beneficial owner on the draft',
  request: { params: OrgParam, ...body(ZCreateOwnerRequestSchema) },
  responses: { 201: json(ZBeneficialOwnerSchema, 'Listed'), ...locked, ...errors },
})
const remove = createRoute({
  method: 'delete',
  path: `${PATH}/owners/{ownerId}`,
  tags,
  summary: 'Removes a beneficial owner from the draft',
  request: { params: OwnerParam },
  responses: { 204: { description: 'Removed' }, ...locked, ...errors },
})
const resend = createRoute({
  method: 'post',
  path: `${PATH}/owners/{ownerId}/resend`,
  tags,
  summary: 'Emails an owner a new link (the earlier one stops working); a few an hour at most',
  middleware: [limitOwnerResend],
  request: { params: OwnerParam },
  responses: {
    200: json(ZBeneficialOwnerSchema, 'Sent'),
    429: json(ZErrorResponseSchema, 'Too many links sent to this owner'),
    ...locked,
    ...errors,
  },
})

export const bankingOnboardingRoutes = new OpenAPIHono<AuthVars>({ defaultHook: onboardingHook })
  .openapi(get, async (c) => {
    const { organizationId } = c.req.valid('param')
    const claims = c.get('claims')
    const read = () => asUser(claims, (tx) => getApplication({ tx, organizationId }))
    const first = await read()
    // an application with the bank is asked about again each time it is read (a review ends, a core comes back)
    const status = first.application?.status
    if (status !== 'submitted' && status !== 'in_review') return c.json(first, 200)
    await finishApplication({ applicationId: first.application!.id, userId: claims.sub })
    return c.json(await read(), 200)
  })
  .openapi(save, async (c) => {
    const { organizationId } = c.req.valid('param')
    const input = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), (tx) => saveApplication({ tx, organizationId, input })), 200)
  })
  .openapi(submit, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await submitApplication({ claims: c.get('claims'), organizationId }), 200)
  })
  .openapi(owners, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json({ owners: await asUser(c.get('claims'), (tx) => listOwners({ tx, organizationId })) }, 200)
  })
  .openapi(add, async (c) => {
    const { organizationId } = c.req.valid('param')
    const input = c.req.valid('json')
    return c.json(await asUser(c.get('claims'), (tx) => addOwner({ tx, organizationId, input })), 201)
  })
  .openapi(remove, async (c) => {
    const { organizationId, ownerId } = c.req.valid('param')
    await asUser(c.get('claims'), (tx) => removeOwner({ tx, organizationId, ownerId }))
    return c.body(null, 204)
  })
  .openapi(resend, async (c) => {
    const { organizationId, ownerId } = c.req.valid('param')
    return c.json(await resendOwnerLink({ claims: c.get('claims'), organizationId, ownerId }), 200)
  })
