/** Users, their roles/products and individual permissions (spec §3 User, §6). */
import { z } from 'zod'
import { ZEmail, ZProduct, ZText, ZUserRole, ZUuid } from './common.ts'

export const ZPermission = z.enum([
  'view_organization_list',
  'edit_organization_bookkeeper',
  'edit_organization_reviewer',
])
export type TPermission = z.infer<typeof ZPermission>

export const PERMISSION_LABELS: Record<TPermission, string> = {
  view_organization_list: 'View organization list',
  edit_organization_bookkeeper: 'Edit organization bookkeeper',
  edit_organization_reviewer: 'Edit organization reviewer',
}

export const ZUserSchema = z.object({
  id: ZUuid,
  email: ZEmail,
  firstName: z.string(),
  lastName: z.string(),
  role: ZUserRole,
  products: z.array(ZProduct),
  createdAt: z.string(),
})
export type TUser = z.infer<typeof ZUserSchema>

export const ZUserWithOrganizationsSchema = ZUserSchema.extend({
  clientOrganizations: z.array(
    z.object({ organizationId: ZUuid, legalName: z.string(), orgRole: z.enum(['admin', 'user']) }),
  ),
  bookkeeperOrganizations: z.array(z.object({ organizationId: ZUuid, legalName: z.string(), isPrimary: z.boolean() })),
  reviewOrganizations: z.array(z.object({ organizationId: ZUuid, legalName: z.string() })),
  permissions: z.array(ZPermission),
})
export type TUserWithOrganizations = z.infer<typeof ZUserWithOrganizationsSchema>

export const ZListUsersQuerySchema = z.object({
  role: ZUserRole.optional(),
  search: ZText.trim().max(255).optional(),
})

export const ZUpdateUserRequestSchema = z
  .object({
    firstName: ZText.trim().min(1).max(255).optional(),
    lastName: ZText.trim().min(1).max(255).optional(),
    role: ZUserRole.optional(),
    products: z.array(ZProduct).min(1, { message: 'Choose at least one product' }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' })

export const ZUserPermissionsSchema = z.object({ userId: ZUuid, permissions: z.array(ZPermission) })
export const ZSetUserPermissionsRequestSchema = z.object({ permissions: z.array(ZPermission) })
export const ZPermissionCatalogueSchema = z.array(z.object({ name: ZPermission, label: z.string() }))
