/**
 * /api/organization-groups: the groups the caller may see, and the admins' and owners' writes (create, rename,
 * delete, add and remove member organizations).
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZCreateOrganizationGroupRequestSchema,
  ZListOrganizationGroupsResponseSchema,
  ZOrganizationGroupSchema,
  ZRenameOrganizationGroupRequestSchema,
} from '../../../shared/schemas/organization-groups.ts'
import { listOrganizationGroups } from '../../domains/organization-groups/list-organization-groups.ts'
import { createOrganizationGroup } from '../../domains/organization-groups/create-organization-group.ts'
import { renameOrganizationGroup } from '../../domains/organization-groups/rename-organization-group.ts'
import { deleteOrganizationGroup } from '../../domains/organization-groups/delete-organization-group.ts'
import { addGroupMember } from '../../domains/organization-groups/add-group-member.ts'
import { removeGroupMember } from '../../domains/organization-groups/remove-group-member.ts'
import { json, errors, body } from '../openapi.ts'

const GroupParam = z.object({ groupId: ZUuid })
const MemberParam = z.object({ groupId: ZUuid, organizationId: ZUuid })
const tags = ['organization-groups']

export const organizationGroupRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/organization-groups',
      tags,
      responses: { 200: json(ZListOrganizationGroupsResponseSchema, 'Groups the caller may see, with their members') },
    }),
    async (c) => c.json({ groups: await asUser(c.get('claims'), (tx) => listOrganizationGroups({ tx })) }, 200),
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/organization-groups',
      tags,
      request: body(ZCreateOrganizationGroupRequestSchema),
      responses: { 201: json(ZOrganizationGroupSchema, 'Created'), ...errors },
    }),
    async (c) =>
      c.json(await asUser(c.get('claims'), (tx) => createOrganizationGroup({ tx, input: c.req.valid('json') })), 201),
  )

  .openapi(
    createRoute({
      method: 'patch',
      path: '/organization-groups/{groupId}',
      tags,
      request: { params: GroupParam, ...body(ZRenameOrganizationGroupRequestSchema) },
      responses: { 200: json(ZOrganizationGroupSchema, 'Renamed'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          renameOrganizationGroup({ tx, groupId: c.req.valid('param').groupId, name: c.req.valid('json').name }),
        ),
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'delete',
      path: '/organization-groups/{groupId}',
      tags,
      request: { params: GroupParam },
      responses: { 204: { description: 'Deleted; its organizations stay, without a group' }, ...errors },
    }),
    async (c) => {
      await asUser(c.get('claims'), (tx) => deleteOrganizationGroup({ tx, groupId: c.req.valid('param').groupId }))
      return c.body(null, 204)
    },
  )

  .openapi(
    createRoute({
      method: 'put',
      path: '/organization-groups/{groupId}/members/{organizationId}',
      tags,
      request: { params: MemberParam },
      responses: {
        200: json(
          ZOrganizationGroupSchema,
          'The group with the organization added (moved from its previous group, if any)',
        ),
        ...errors,
      },
    }),
    async (c) => c.json(await asUser(c.get('claims'), (tx) => addGroupMember({ tx, ...c.req.valid('param') })), 200),
  )

  .openapi(
    createRoute({
      method: 'delete',
      path: '/organization-groups/{groupId}/members/{organizationId}',
      tags,
      request: { params: MemberParam },
      responses: { 200: json(ZOrganizationGroupSchema, 'The group without the organization'), ...errors },
    }),
    async (c) => c.json(await asUser(c.get('claims'), (tx) => removeGroupMember({ tx, ...c.req.valid('param') })), 200),
  )
