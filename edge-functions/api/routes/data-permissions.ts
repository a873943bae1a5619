/**
 * Data permissions of an organization (its admins): read and save the whole grid of
 * /onboarding/bank-accounts-user-permissions in one call each: what the bookkeeping team and each client user may
 * see of the bank accounts, the payments provider, the card provider and payroll.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { ZDataPermissionsSchema, ZSaveDataPermissionsRequestSchema } from '../../../shared/schemas/data-permissions.ts'
import { getDataPermissions } from '../../domains/data-permissions/get-data-permissions.ts'
import { saveDataPermissions } from '../../domains/data-permissions/save-data-permissions.ts'
import { body, errors, json } from '../openapi.ts'

const OrgParam = z.object({ organizationId: z.uuid() })

const read = createRoute({
  method: 'get',
  path: '/organizations/{organizationId}/data-permissions',
  tags: ['data-permissions'],
  summary: 'Who may see which bank account and provider data (organization admins)',
  request: { params: OrgParam },
  responses: { 200: json(ZDataPermissionsSchema.openapi('DataPermissions'), 'The grid'), ...errors },
})
const save = createRoute({
  method: 'put',
  path: '/organizations/{organizationId}/data-permissions',
  tags: ['data-permissions'],
  summary: 'Save the whole grid in one transaction (organization admins)',
  request: { params: OrgParam, ...body(ZSaveDataPermissionsRequestSchema.openapi('SaveDataPermissions')) },
  responses: { 200: json(ZDataPermissionsSchema, 'The grid as saved'), ...errors },
})

export const dataPermissionRoutes = new OpenAPIHono<AuthVars>()
  .openapi(read, async (c) => {
    const { organizationId } = c.req.valid('param')
    return c.json(await asUser(c.get('claims'), (tx) => getDataPermissions({ tx, organizationId })), 200)
  })
  .openapi(save, async (c) => {
    const { organizationId } = c.req.valid('param')
    const claims = c.get('claims')
    const request = c.req.valid('json')
    return c.json(
      await asUser(claims, (tx) => saveDataPermissions({ tx, organizationId, userId: claims.sub, request })),
      200,
    )
  })
