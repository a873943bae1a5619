/** /api/users and /api/permissions: user list and profile, role/products, individual permissions. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZListUsersQuerySchema,
  ZPermissionCatalogueSchema,
  ZSetUserPermissionsRequestSchema,
  ZUpdateUserRequestSchema,
  ZUserPermissionsSchema,
  ZUserSchema,
  ZUserWithOrganizationsSchema,
} from '../../../shared/schemas/users.ts'
import { listUsers } from '../../domains/users/list-users.ts'
import { getUser } from '../../domains/users/get-user.ts'
import { updateUser } from '../../domains/users/update-user.ts'
import { setUserPermissions } from '../../domains/users/set-user-permissions.ts'
import { listPermissions } from '../../domains/users/list-permissions.ts'
import { json, errors, body } from '../openapi.ts'

const UserParam = z.object({ id: ZUuid })

export const userRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/users',
      tags: ['users'],
      request: { query: ZListUsersQuerySchema },
      responses: { 200: json(z.object({ users: z.array(ZUserSchema) }), 'Visible users') },
    }),
    async (c) =>
      c.json({ users: await asUser(c.get('claims'), (tx) => listUsers({ tx, ...c.req.valid('query') })) }, 200),
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/users/{id}',
      tags: ['users'],
      request: { params: UserParam },
      responses: { 200: json(ZUserWithOrganizationsSchema, 'The user'), ...errors },
    }),
    async (c) => c.json(await asUser(c.get('claims'), (tx) => getUser({ tx, userId: c.req.valid('param').id })), 200),
  )

  .openapi(
    createRoute({
      method: 'patch',
      path: '/users/{id}',
      tags: ['users'],
      request: { params: UserParam, ...body(ZUpdateUserRequestSchema) },
      responses: { 200: json(ZUserWithOrganizationsSchema, 'Updated'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          updateUser({ tx, userId: c.req.valid('param').id, patch: c.req.valid('json') }),
        ),
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/users/{id}/permissions',
      tags: ['users'],
      request: { params: UserParam },
      responses: { 200: json(ZUserPermissionsSchema, 'Individual permissions'), ...errors },
    }),
    async (c) => {
      const u = await asUser(c.get('claims'), (tx) => getUser({ tx, userId: c.req.valid('param').id }))
      return c.json({ userId: u.id, permissions: u.permissions }, 200)
    },
  )

  .openapi(
    createRoute({
      method: 'put',
      path: '/users/{id}/permissions',
      tags: ['users'],
      request: { params: UserParam, ...body(ZSetUserPermissionsRequestSchema) },
      responses: { 200: json(ZUserPermissionsSchema, 'Replaced'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          setUserPermissions({ tx, userId: c.req.valid('param').id, permissions: c.req.valid('json').permissions }),
        ),
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/permissions',
      tags: ['users'],
      responses: { 200: json(z.object({ permissions: ZPermissionCatalogueSchema }), 'Catalogue') },
    }),
    async (c) => c.json({ permissions: await asUser(c.get('claims'), (tx) => listPermissions({ tx })) }, 200),
  )
