/** /api/flags: effective flags for an organization; admin management of defaults and per-organization overrides. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZEffectiveFlagsQuerySchema,
  ZEffectiveFlagsResponseSchema,
  ZFeatureFlagSchema,
  ZFlagName,
  ZSetFlagOverrideRequestSchema,
  ZUpdateFeatureFlagRequestSchema,
} from '../../../shared/schemas/flags.ts'
import { getEffectiveFlags } from '../../domains/flags/get-effective-flags.ts'
import { listFeatureFlags } from '../../domains/flags/list-feature-flags.ts'
import { updateFeatureFlag } from '../../domains/flags/update-feature-flag.ts'
import { setFlagOverride } from '../../domains/flags/set-flag-override.ts'
import { json, errors, body } from '../openapi.ts'

const OverrideParam = z.object({ name: ZFlagName, organizationId: ZUuid })

export const flagRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/flags',
      tags: ['flags'],
      request: { query: ZEffectiveFlagsQuerySchema },
      responses: { 200: json(ZEffectiveFlagsResponseSchema, 'Effective flags for the organization'), ...errors },
    }),
    async (c) =>
      c.json(
        {
          flags: await asUser(c.get('claims'), (tx) =>
            getEffectiveFlags({ tx, organizationId: c.req.valid('query').organizationId }),
          ),
        },
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/flags/definitions',
      tags: ['flags'],
      responses: {
        200: json(z.object({ flags: z.array(ZFeatureFlagSchema) }), 'Defaults and overrides (admins)'),
        ...errors,
      },
    }),
    async (c) => c.json({ flags: await asUser(c.get('claims'), (tx) => listFeatureFlags({ tx })) }, 200),
  )

  .openapi(
    createRoute({
      method: 'patch',
      path: '/flags/definitions/{name}',
      tags: ['flags'],
      request: { params: z.object({ name: ZFlagName }), ...body(ZUpdateFeatureFlagRequestSchema) },
      responses: { 200: json(ZFeatureFlagSchema, 'Updated'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          updateFeatureFlag({ tx, name: c.req.valid('param').name, ...c.req.valid('json') }),
        ),
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'put',
      path: '/flags/definitions/{name}/organizations/{organizationId}',
      tags: ['flags'],
      request: { params: OverrideParam, ...body(ZSetFlagOverrideRequestSchema) },
      responses: { 200: json(ZFeatureFlagSchema, 'Override set'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          setFlagOverride({ tx, ...c.req.valid('param'), enabled: c.req.valid('json').enabled }),
        ),
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'delete',
      path: '/flags/definitions/{name}/organizations/{organizationId}',
      tags: ['flags'],
      request: { params: OverrideParam },
      responses: { 200: json(ZFeatureFlagSchema, 'Override cleared'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) => setFlagOverride({ tx, ...c.req.valid('param'), enabled: null })),
        200,
      ),
  )
