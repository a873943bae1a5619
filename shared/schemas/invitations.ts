/** Invitations into an organization (spec §3 Invitation, §5 email and name rules). */
import { z } from 'zod'
import { ZEmail, ZOrgRole, ZPersonName, ZText, ZUuid } from './common.ts'

export const INVITATION_TTL_DAYS = 7

export const ZCreateInvitationRequestSchema = z.object({
  organizationId: ZUuid,
  email: ZEmail,
  firstName: ZPersonName,
  lastName: ZPersonName,
  orgRole: ZOrgRole.default('user'),
})
export type TCreateInvitationRequest = z.infer<typeof ZCreateInvitationRequestSchema>

export const ZInvitationSchema = z.object({
  id: ZUuid,
  organizationId: ZUuid,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  orgRole: ZOrgRole,
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  invitedBy: ZUuid.nullable(),
  createdAt: z.string(),
  status: z.enum(['pending', 'accepted', 'expired', 'revoked']),
})
export type TInvitation = z.infer<typeof ZInvitationSchema>

/** `token` is returned only outside production (local/test), where no real mailbox receives it. */
export const ZCreateInvitationResponseSchema = z.object({ invitation: ZInvitationSchema, token: z.string().optional() })

export const ZInvitationTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'This invitation link is not valid' })

export const ZInvitationLookupResponseSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizationName: z.string(),
  expiresAt: z.string(),
})

export const ZAcceptInvitationRequestSchema = z.object({
  token: ZInvitationTokenSchema,
  password: ZText.min(8, { message: 'Password must be at least 8 characters' }).max(72),
  firstName: ZPersonName,
  lastName: ZPersonName,
})
export const ZAcceptInvitationResponseSchema = z.object({ userId: ZUuid, organizationId: ZUuid, email: z.string() })
