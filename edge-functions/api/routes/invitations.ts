/**
 * /api/invitations. `invitationPublicRoutes` (lookup, accept) are mounted BEFORE requireUser: the invitee has no
 * account yet; the token is the credential. The rest run as the signed-in org admin or admin.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZErrorResponseSchema, ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZAcceptInvitationRequestSchema,
  ZAcceptInvitationResponseSchema,
  ZCreateInvitationRequestSchema,
  ZCreateInvitationResponseSchema,
  ZInvitationLookupResponseSchema,
  ZInvitationSchema,
  ZInvitationTokenSchema,
} from '../../../shared/schemas/invitations.ts'
import { createInvitation } from '../../domains/invitations/create-invitation.ts'
import { invitationEmail } from '../../domains/invitations/invitation-email.ts'
import { listInvitations } from '../../domains/invitations/list-invitations.ts'
import { revokeInvitation } from '../../domains/invitations/revoke-invitation.ts'
import { findInvitationByToken } from '../../domains/invitations/find-invitation-by-token.ts'
import { acceptInvitation } from '../../domains/invitations/accept-invitation.ts'
import { limitInvitationAcceptance } from '../../domains/invitations/limit-invitation-acceptance.ts'
import { sendMail } from '../../domains/mail/send-mail.ts'
import { json, errors } from '../openapi.ts'

const refused = {
  404: json(ZErrorResponseSchema, 'Unknown (forged) token'),
  409: json(ZErrorResponseSchema, 'Already used, or the account exists'),
  422: json(ZErrorResponseSchema, 'Expired, revoked or invalid input'),
}

export const invitationPublicRoutes = new OpenAPIHono({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/invitations/lookup',
      tags: ['invitations'],
      request: { query: z.object({ token: ZInvitationTokenSchema }) },
      responses: { 200: json(ZInvitationLookupResponseSchema, 'Who is invited where'), ...refused },
    }),
    async (c) => {
      const i = await findInvitationByToken({ token: c.req.valid('query').token })
      return c.json(
        {
          email: i.email,
          firstName: i.firstName,
          lastName: i.lastName,
          organizationName: i.organizationName,
          expiresAt: i.expiresAt,
        },
        200,
      )
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/invitations/accept',
      tags: ['invitations'],
      middleware: [limitInvitationAcceptance],
      request: {
        body: { content: { 'application/json': { schema: ZAcceptInvitationRequestSchema } }, required: true },
      },
      responses: { 201: json(ZAcceptInvitationResponseSchema, 'Account created and membership added'), ...refused },
    }),
    async (c) => c.json(await acceptInvitation(c.req.valid('json')), 201),
  )

export const invitationRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'post',
      path: '/invitations',
      tags: ['invitations'],
      request: {
        body: { content: { 'application/json': { schema: ZCreateInvitationRequestSchema } }, required: true },
      },
      responses: {
        201: json(ZCreateInvitationResponseSchema, 'Invited; the email is in the outbox'),
        409: json(ZErrorResponseSchema, 'Already a member'),
        ...errors,
      },
    }),
    async (c) => {
      const input = c.req.valid('json')
      const { invitation, token, organizationName } = await asUser(c.get('claims'), (tx) =>
        createInvitation({ tx, input }),
      )
      await sendMail({
        message: invitationEmail({
          to: invitation.email,
          firstName: invitation.firstName,
          organizationName,
          token,
          webUrl: env.webUrl,
        }),
      })
      // Outside production no mailbox receives the link, so hand the token to the caller (tests, local demo).
      const exposeToken = env.appEnv === 'local' || env.appEnv === 'test'
      return c.json(exposeToken ? { invitation, token } : { invitation }, 201)
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/invitations',
      tags: ['invitations'],
      request: { query: z.object({ organizationId: ZUuid.optional() }) },
      responses: { 200: json(z.object({ invitations: z.array(ZInvitationSchema) }), 'Invitations'), ...errors },
    }),
    async (c) =>
      c.json(
        {
          invitations: await asUser(c.get('claims'), (tx) =>
            listInvitations({ tx, organizationId: c.req.valid('query').organizationId }),
          ),
        },
        200,
      ),
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/invitations/{id}',
      tags: ['invitations'],
      request: { params: z.object({ id: ZUuid }) },
      responses: {
        200: json(ZInvitationSchema, 'Revoked'),
        409: json(ZErrorResponseSchema, 'Already used'),
        ...errors,
      },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) => revokeInvitation({ tx, invitationId: c.req.valid('param').id })),
        200,
      ),
  )
