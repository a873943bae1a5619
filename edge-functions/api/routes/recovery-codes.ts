/**
 * /api/me/recovery-codes: the caller's recovery codes for the second factor; /api/me/authenticator: removing a lost
 * authenticator once the second step was passed with a code, so a new one can be set up. Reading how many are left and making a
 * new set need a session that passed its second step (the middleware and the function both say so); spending one is
 * the second step itself, so the middleware lets it through and the function checks the code.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZErrorResponseSchema } from '../../../shared/schemas/common.ts'
import {
  ZCreateRecoveryCodesResponseSchema,
  ZRecoveryCodesStateResponseSchema,
  ZRedeemRecoveryCodeRequestSchema,
  ZRedeemRecoveryCodeResponseSchema,
} from '../../../shared/schemas/recovery-codes.ts'
import {
  createRecoveryCodes,
  recoveryCodesState,
  redeemRecoveryCode,
  redeemRefusal,
} from '../../domains/recovery-codes/recovery-codes.ts'
import { removeAuthenticator } from '../../domains/recovery-codes/remove-authenticator.ts'
import { json } from '../openapi.ts'

export const recoveryCodeRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/me/recovery-codes',
      tags: ['session'],
      responses: { 200: json(ZRecoveryCodesStateResponseSchema, 'How many of my codes are left') },
    }),
    async (c) => c.json(await asUser(c.get('claims'), (tx) => recoveryCodesState({ tx })), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/me/recovery-codes',
      tags: ['session'],
      responses: {
        200: json(ZCreateRecoveryCodesResponseSchema, 'A new set, shown this once; the old set no longer works'),
        422: json(ZErrorResponseSchema, 'Two-step verification is off'),
      },
    }),
    async (c) => c.json(await asUser(c.get('claims'), (tx) => createRecoveryCodes({ tx })), 200),
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/me/recovery-codes/redeem',
      tags: ['session'],
      request: { body: { content: { 'application/json': { schema: ZRedeemRecoveryCodeRequestSchema } } } },
      responses: {
        200: json(ZRedeemRecoveryCodeResponseSchema, 'This session passed its second step; how many codes remain'),
        422: json(ZErrorResponseSchema, 'Not one of my unused codes'),
        429: json(ZErrorResponseSchema, 'Too many tries'),
      },
    }),
    async (c) => {
      const r = await asUser(c.get('claims'), (tx) => redeemRecoveryCode({ tx, code: c.req.valid('json').code }))
      if (r.outcome !== 'accepted') throw redeemRefusal(r.outcome)
      return c.json({ remaining: r.remaining }, 200)
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/me/authenticator',
      tags: ['session'],
      responses: {
        200: json(z.object({ removed: z.number().int() }), 'My authenticator is removed; I can set up a new one'),
        403: json(ZErrorResponseSchema, 'This session has not passed its second step'),
      },
    }),
    async (c) => c.json(await removeAuthenticator({ claims: c.get('claims') }), 200),
  )
