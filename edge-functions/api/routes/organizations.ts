/** /api/organizations: list, get, create (admins), update, members, bookkeeper and reviewer assignments. */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi'
import { asUser } from '../../_shared/db.ts'
import type { AuthVars } from '../../_shared/auth.ts'
import { fieldErrorsHook } from '../../_shared/validation.ts'
import { ZText, ZUuid } from '../../../shared/schemas/common.ts'
import {
  ZAssignBookkeeperRequestSchema,
  ZBookkeeperAssignmentSchema,
  ZCreateOrganizationRequestSchema,
  ZMemberSchema,
  ZOrganizationListItemSchema,
  ZOrganizationSchema,
  ZReviewerAssignmentSchema,
  ZUpdateMemberRequestSchema,
  ZUpdateOrganizationRequestSchema,
} from '../../../shared/schemas/organizations.ts'
import { listOrganizations } from '../../domains/organizations/list-organizations.ts'
import { getOrganization } from '../../domains/organizations/get-organization.ts'
import { createOrganization } from '../../domains/organizations/create-organization.ts'
import { updateOrganization } from '../../domains/organizations/update-organization.ts'
import { listMembers } from '../../domains/organizations/list-members.ts'
import { updateMember } from '../../domains/organizations/update-member.ts'
import { removeMember } from '../../domains/organizations/remove-member.ts'
import { listStaff } from '../../domains/organizations/list-staff.ts'
import { assignStaff } from '../../domains/organizations/assign-staff.ts'
import { unassignStaff } from '../../domains/organizations/unassign-staff.ts'
import { json, errors, body } from '../openapi.ts'

const OrgParam = z.object({ id: ZUuid })
const OrgUserParam = z.object({ id: ZUuid, userId: ZUuid })
const kinds = { bookkeepers: 'bookkeeper', reviewers: 'reviewer' } as const

export const organizationRoutes = new OpenAPIHono<AuthVars>({ defaultHook: fieldErrorsHook })
  .openapi(
    createRoute({
      method: 'get',
      path: '/organizations',
      tags: ['organizations'],
      request: { query: z.object({ search: ZText.trim().max(255).optional() }) },
      responses: {
        200: json(
          z.object({ organizations: z.array(ZOrganizationListItemSchema) }),
          'Organizations the caller may list',
        ),
      },
    }),
    async (c) =>
      c.json(
        {
          organizations: await asUser(c.get('claims'), (tx) =>
            listOrganizations({ tx, search: c.req.valid('query').search }),
          ),
        },
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'post',
      path: '/organizations',
      tags: ['organizations'],
      request: body(ZCreateOrganizationRequestSchema),
      responses: { 201: json(ZOrganizationSchema, 'Created'), ...errors },
    }),
    async (c) =>
      c.json(await asUser(c.get('claims'), (tx) => createOrganization({ tx, input: c.req.valid('json') })), 201),
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/organizations/{id}',
      tags: ['organizations'],
      request: { params: OrgParam },
      responses: { 200: json(ZOrganizationSchema, 'The organization'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) => getOrganization({ tx, organizationId: c.req.valid('param').id })),
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'patch',
      path: '/organizations/{id}',
      tags: ['organizations'],
      request: { params: OrgParam, ...body(ZUpdateOrganizationRequestSchema) },
      responses: { 200: json(ZOrganizationSchema, 'Updated'), ...errors },
    }),
    async (c) =>
      c.json(
        await asUser(c.get('claims'), (tx) =>
          updateOrganization({ tx, organizationId: c.req.valid('param').id, patch: c.req.valid('json') }),
        ),
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'get',
      path: '/organizations/{id}/members',
      tags: ['organizations'],
      request: { params: OrgParam },
      responses: { 200: json(z.object({ members: z.array(ZMemberSchema) }), 'Members'), ...errors },
    }),
    async (c) =>
      c.json(
        {
          members: await asUser(c.get('claims'), (tx) => listMembers({ tx, organizationId: c.req.valid('param').id })),
        },
        200,
      ),
  )

  .openapi(
    createRoute({
      method: 'patch',
      path: '/organizations/{id}/members/{userId}',
      tags: ['organizations'],
      request: { params: OrgUserParam, ...body(ZUpdateMemberRequestSchema) },
      responses: { 200: json(ZMemberSchema, 'Updated'), ...errors },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param')
      return c.json(
        await asUser(c.get('claims'), (tx) =>
          updateMember({ tx, organizationId: id, userId, orgRole: c.req.valid('json').orgRole }),
        ),
        200,
      )
    },
  )

  .openapi(
    createRoute({
      method: 'delete',
      path: '/organizations/{id}/members/{userId}',
      tags: ['organizations'],
      request: { params: OrgUserParam },
      responses: { 204: { description: 'Removed' }, ...errors },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param')
      await asUser(c.get('claims'), (tx) => removeMember({ tx, organizationId: id, userId }))
      return c.body(null, 204)
    },
  )

  .openapi(
    createRoute({
      method: 'put',
      path: '/organizations/{id}/bookkeepers/{userId}',
      tags: ['organizations'],
      request: { params: OrgUserParam, ...body(ZAssignBookkeeperRequestSchema) },
      responses: { 200: json(ZBookkeeperAssignmentSchema, 'Assigned'), ...errors },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param')
      const a = await asUser(c.get('claims'), (tx) =>
        assignStaff({ tx, organizationId: id, userId, kind: 'bookkeeper', isPrimary: c.req.valid('json').isPrimary }),
      )
      return c.json({ ...a, isPrimary: a.isPrimary ?? false }, 200)
    },
  )

  .openapi(
    createRoute({
      method: 'put',
      path: '/organizations/{id}/reviewers/{userId}',
      tags: ['organizations'],
      request: { params: OrgUserParam },
      responses: { 200: json(ZReviewerAssignmentSchema, 'Assigned'), ...errors },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param')
      return c.json(
        await asUser(c.get('claims'), (tx) => assignStaff({ tx, organizationId: id, userId, kind: 'reviewer' })),
        200,
      )
    },
  )

// Listing and unassigning are the same for both kinds; explicit paths keep other domains' /organizations/{id}/* routes free.
for (const [segment, kind] of Object.entries(kinds)) {
  organizationRoutes.openapi(
    createRoute({
      method: 'get',
      path: `/organizations/{id}/${segment}`,
      tags: ['organizations'],
      request: { params: OrgParam },
      responses: {
        200: json(
          z.object({ assignments: z.array(ZBookkeeperAssignmentSchema.partial({ isPrimary: true })) }),
          `Assigned ${segment}`,
        ),
        ...errors,
      },
    }),
    async (c) =>
      c.json(
        {
          assignments: await asUser(c.get('claims'), (tx) =>
            listStaff({ tx, organizationId: c.req.valid('param').id, kind }),
          ),
        },
        200,
      ),
  )

  organizationRoutes.openapi(
    createRoute({
      method: 'delete',
      path: `/organizations/{id}/${segment}/{userId}`,
      tags: ['organizations'],
      request: { params: OrgUserParam },
      responses: { 204: { description: 'Unassigned' }, ...errors },
    }),
    async (c) => {
      const { id, userId } = c.req.valid('param')
      await asUser(c.get('claims'), (tx) => unassignStaff({ tx, organizationId: id, userId, kind }))
      return c.body(null, 204)
    },
  )
}
