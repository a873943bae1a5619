/**
 * The beneficial owner's public page API (/beneficial-owner/:token in the web app). Mounted before requireUser: the
 * owner has no account; the token from their email is the credential. Rate-limited per address and per token.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { onboardingHook } from '../../domains/banking-onboarding/onboarding-hook.ts'
import { ZErrorResponseSchema, ZText } from '../../../shared/schemas/common.ts'
import {
  ZCompleteOwnerRequestSchema,
  ZCompleteOwnerResponseSchema,
  ZPublicOwnerResponseSchema,
} from '../../../shared/schemas/banking-onboarding.ts'
import { limitOwnerPage } from '../../domains/banking-onboarding/limit-owner-links.ts'
import { completeOwner, findOwnerByToken } from '../../domains/banking-onboarding/owner-link.ts'
import { body, json } from '../openapi.ts'

const TokenParam = z.object({ token: ZText.min(1).max(200) })
const refused = {
  404: json(ZErrorResponseSchema, 'Not a valid link (forged, or replaced by a newer one)'),
  409: json(ZErrorResponseSchema, 'Already completed, or the application no longer waits for owners'),
  422: json(ZErrorResponseSchema, 'Expired link, or invalid details'),
  429: json(ZErrorResponseSchema, 'Too many attempts'),
}

export const beneficialOwnerPublicRoutes = new OpenAPIHono({ defaultHook: onboardingHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/beneficial-owners/{token}',
      tags: ['banking-onboarding'],
      summary: "The owner's part: for which business, and what is asked",
      middleware: [limitOwnerPage],
      request: { params: TokenParam },
      responses: { 200: json(ZPublicOwnerResponseSchema, 'What the owner is asked'), ...refused },
    }),
    async (c) => c.json(await findOwnerByToken({ token: c.req.valid('param').token }), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/beneficial-owners/{token}',
      tags: ['banking-onboarding'],
      summary: 'The owner completes their part: date of birth, SSN (only its last four are kept) and home address',
      middleware: [limitOwnerPage],
      request: { params: TokenParam, ...body(ZCompleteOwnerRequestSchema) },
      responses: { 200: json(ZCompleteOwnerResponseSchema, 'Completed'), ...refused },
    }),
    async (c) => c.json(await completeOwner({ token: c.req.valid('param').token, input: c.req.valid('json') }), 200),
  )
