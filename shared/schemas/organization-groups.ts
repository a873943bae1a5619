/** Organization groups (spec: "Organization group: name and members"): create, rename, add and remove members. */
import { z } from 'zod'
import { TEXT_CHECK, ZUuid } from '../rules/values.ts'

export const ZOrganizationGroupName = z
  .string({ error: 'Enter a group name' })
  .check(TEXT_CHECK)
  .trim()
  .min(1, { message: 'Enter a group name' })
  .max(255, { message: 'Keep the group name to 255 characters or fewer' })

export const ZCreateOrganizationGroupRequestSchema = z.object({ name: ZOrganizationGroupName })
export type TCreateOrganizationGroupRequest = z.infer<typeof ZCreateOrganizationGroupRequestSchema>

export const ZRenameOrganizationGroupRequestSchema = z.object({ name: ZOrganizationGroupName })
export type TRenameOrganizationGroupRequest = z.infer<typeof ZRenameOrganizationGroupRequestSchema>

export const ZOrganizationGroupMemberSchema = z.object({ id: ZUuid, legalName: z.string() })

export const ZOrganizationGroupSchema = z.object({
  id: ZUuid,
  name: z.string(),
  members: z.array(ZOrganizationGroupMemberSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TOrganizationGroup = z.infer<typeof ZOrganizationGroupSchema>
export const ZListOrganizationGroupsResponseSchema = z.object({ groups: z.array(ZOrganizationGroupSchema) })
