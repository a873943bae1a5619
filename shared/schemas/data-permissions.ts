/**
 * The data-permissions grid of /onboarding/bank-accounts-user-permissions (spec overview §3 metadata.userPermissions,
 * §6): what an organization admin lets the bookkeeping team (organizations.metadata.userPermissions) and each client
 * user who is not an organization admin (public.data_permissions) see, per bank account and for the payments
 * provider (Stripe), the card provider (Ramp) and payroll. Read and saved whole, in one call each.
 */
import { z } from 'zod'
import { ZUuid } from '../rules/values.ts'

export const DATA_PERMISSION_KINDS = ['stripe', 'ramp', 'payroll'] as const
export type TDataPermissionKind = (typeof DATA_PERMISSION_KINDS)[number]
export const DATA_PERMISSION_LABELS: Record<TDataPermissionKind, { name: string; what: string }> = {
  stripe: { name: 'Stripe', what: 'Payments provider' },
  ramp: { name: 'Ramp', what: 'Card provider' },
  payroll: { name: 'Payroll', what: 'Gusto or Rippling' },
}

export const DATA_PERMISSION_MESSAGES = {
  tick: 'Tick or clear the box',
  account: "This bank account is not one of the organization's accounts. Reload the page and try again.",
  user: 'This person is not a client user of the organization (or is one of its admins, who see everything). Reload the page and try again.',
  duplicateUser: 'This person is listed twice',
  duplicateAccount: 'This bank account is listed twice',
} as const

const ZTick = z.boolean({ error: DATA_PERMISSION_MESSAGES.tick })

/** One column of the grid: a tick per bank account and one per provider. */
const ZDataPermissionGrantsSchema = z
  .object({
    bankAccounts: z.array(z.object({ bankAccountId: ZUuid, permissionGiven: ZTick })).max(500),
    stripe: ZTick,
    ramp: ZTick,
    payroll: ZTick,
  })
  .check((ctx) => {
    const seen = new Set<string>()
    ctx.value.bankAccounts.forEach((a, i) => {
      if (seen.has(a.bankAccountId))
        ctx.issues.push({
          code: 'custom',
          message: DATA_PERMISSION_MESSAGES.duplicateAccount,
          input: a.bankAccountId,
          path: ['bankAccounts', i, 'bankAccountId'],
        })
      seen.add(a.bankAccountId)
    })
  })
export type TDataPermissionGrants = z.infer<typeof ZDataPermissionGrantsSchema>

export const ZSaveDataPermissionsRequestSchema = z
  .object({
    /** the bookkeeping team: written to organizations.metadata.userPermissions */
    team: ZDataPermissionGrantsSchema,
    /** client users who are not organization admins: written to public.data_permissions; people left out keep theirs */
    users: z.array(z.object({ userId: ZUuid, grants: ZDataPermissionGrantsSchema })).max(200),
  })
  .check((ctx) => {
    const seen = new Set<string>()
    ctx.value.users.forEach((u, i) => {
      if (seen.has(u.userId))
        ctx.issues.push({
          code: 'custom',
          message: DATA_PERMISSION_MESSAGES.duplicateUser,
          input: u.userId,
          path: ['users', i, 'userId'],
        })
      seen.add(u.userId)
    })
  })
export type TSaveDataPermissionsRequest = z.infer<typeof ZSaveDataPermissionsRequestSchema>

export const ZDataPermissionsSchema = z.object({
  organizationId: ZUuid,
  bankAccounts: z.array(
    z.object({
      id: ZUuid,
      name: z.string(),
      mask: z.string().nullable(),
      institution: z.string().nullable(),
      status: z.enum(['open', 'closed']),
    }),
  ),
  /** whether each provider row has a live connection (a grant may be given before it does) */
  providers: z.object({ stripe: z.boolean(), ramp: z.boolean(), payroll: z.boolean() }),
  team: ZDataPermissionGrantsSchema,
  users: z.array(z.object({ userId: ZUuid, name: z.string(), email: z.string(), grants: ZDataPermissionGrantsSchema })),
})
export type TDataPermissions = z.infer<typeof ZDataPermissionsSchema>
