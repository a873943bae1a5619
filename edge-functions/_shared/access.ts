/**
 * Every access guard of the server in one place: organization visible, firm admin, staff of, admin of, manager of,
 * and member with a permission (banking, the month-end close). Each asks the database as the caller, through the
 * same `private` helpers the RLS policies use, so a refusal is a clear 404 or 403 in words instead of an empty answer.
 * An organization the caller cannot see is always a 404, never a confirmation that it exists. The refusals a domain
 * words its own way (who may reconcile, who may categorise) are passed in by that domain, word for word.
 */
import { asUser, type Claims, type Tx } from './db.ts'
import { AppError } from './errors.ts'

type OrgGuard = { tx: Tx; organizationId: string }

const notFound = () => new AppError('not_found', 'Organization not found')

/** 404 unless the caller can see the organization (RLS decides), so other tenants' ids look like missing ones. */
export async function assertOrganizationVisible({ tx, organizationId }: OrgGuard) {
  const [row] = await tx`select id from public.organizations where id = ${organizationId} and deleted_at is null`
  if (!row) throw notFound()
}

/**
 * 403 unless the caller is an admin or owner of the firm (for routes whose RLS would just show an empty result);
 * `action` ends the sentence the refused caller reads ("Only admins and owners can see operations").
 */
export async function assertAdmin({ tx, action = 'do this' }: { tx: Tx; action?: string }) {
  const [row] = await tx`select private.is_admin() as ok`
  if (!row?.ok) throw new AppError('forbidden', `Only admins and owners can ${action}`)
}

/** Whether the caller keeps the organization's books (its assigned bookkeepers, the firm's admins). */
export async function isStaffOf({ tx, organizationId }: OrgGuard) {
  const [row] = await tx`select private.is_org_staff(${organizationId}::uuid) as ok`
  return Boolean(row?.ok)
}

/**
 * 404 unless the caller sees the organization, 403 unless they keep its books; `action` ends the sentence the refused
 * caller reads ("Only the client's bookkeepers and admins reconcile its statements").
 */
export async function assertStaffOf({ tx, organizationId, action }: OrgGuard & { action: string }) {
  await assertOrganizationVisible({ tx, organizationId })
  if (!(await isStaffOf({ tx, organizationId })))
    throw new AppError('forbidden', `Only the client's bookkeepers and admins ${action}`)
}

/**
 * 404 unless the caller sees the organization, 403 with `refusal` unless they are one of its admins (with
 * `firmAdmins`, the firm's admins and owners pass too).
 */
export async function assertAdminOf({
  tx,
  organizationId,
  refusal,
  firmAdmins = false,
}: OrgGuard & { refusal: string; firmAdmins?: boolean }) {
  await assertOrganizationVisible({ tx, organizationId })
  const [r] =
    await tx`select (${firmAdmins} and private.is_admin()) or private.is_org_admin(${organizationId}::uuid) as ok`
  if (!r.ok) throw new AppError('forbidden', refusal)
}

/**
 * 404 unless the caller sees the organization, 403 unless they manage it: one of its admins or its staff (who may
 * connect and disconnect its providers). Runs in a transaction of its own as the caller.
 */
export async function assertManagerOf(claims: Claims, organizationId: string, action: string) {
  const allowed = await asUser(claims, async (tx) => {
    const [r] = await tx`select exists (select 1 from public.organizations where id = ${organizationId}) as visible,
      (select private.is_org_admin(${organizationId}::uuid)) or (select private.is_org_staff(${organizationId}::uuid)) as may_manage`
    return r
  })
  if (!allowed.visible) throw notFound()
  if (!allowed.may_manage) throw new AppError('forbidden', `Only organization admins and staff can ${action}`)
}

/**
 * The books' guard (ledger, reports, schedules, metrics, mapping): 404 when the caller has no access to the
 * organization (a malformed id included); with `staff`, 403 unless the caller is one of its bookkeepers or admins.
 * Answers whether the caller is, so a screen can offer exactly the actions the API allows.
 */
export async function assertOrgAccess(
  tx: Tx,
  orgId: string,
  opts: { staff?: boolean } = {},
): Promise<{ staff: boolean }> {
  if (!/^[0-9a-f-]{36}$/i.test(orgId)) throw notFound()
  const [r] =
    await tx`select private.has_org_access(${orgId}::uuid) as access, private.is_org_staff(${orgId}::uuid) as staff`
  if (!r.access) throw notFound()
  if (opts.staff && !r.staff)
    throw new AppError('forbidden', "Only the organization's bookkeepers and admins can change its books")
  return { staff: !!r.staff }
}

export type BankingRights = {
  visible: boolean
  bankingEnabled: boolean
  autoTransferEnabled: boolean
  hasBankingProduct: boolean
  canRead: boolean
  canMoveMoney: boolean
  canManage: boolean
  canApprove: boolean
}

/** What the caller may do with the organization's banking (20261124001100_create_banking.sql), without refusing. */
export async function bankingRights(tx: Tx, organizationId: string): Promise<BankingRights> {
  const [r] = await tx`
    select exists (select 1 from public.organizations where id = ${organizationId} and deleted_at is null) as visible,
      private.banking_enabled(${organizationId}) as "bankingEnabled",
      private.flag_enabled(${organizationId}, 'auto-transfer') as "autoTransferEnabled",
      coalesce((select 'banking' = any (u.products) from public.users u where u.id = (select auth.uid())), false)
        as "hasBankingProduct",
      private.can_read_banking(${organizationId}) as "canRead",
      private.can_use_banking(${organizationId}) as "canMoveMoney",
      private.can_manage_banking(${organizationId}) as "canManage",
      private.is_banking_approver(${organizationId}) as "canApprove"`
  return r as BankingRights
}

export const NO_BANKING = 'You do not have access to banking for this organization'

/** The caller's banking rights, or 404 when they cannot see the organization. */
export async function bankingAccess({ tx, organizationId }: OrgGuard): Promise<BankingRights> {
  const r = await bankingRights(tx, organizationId)
  if (!r.visible) throw notFound()
  return r
}

/**
 * A member with banking: 404 unless the caller sees the organization, 403 unless they read its banking (members with
 * the banking product, its staff) and, as `need` asks, move its money or manage it. `manageRefusal` words the last
 * refusal for a screen that says it its own way (banking onboarding). Answers the rights for reuse.
 */
export async function assertBanking(
  tx: Tx,
  organizationId: string,
  need: 'read' | 'use' | 'manage' = 'read',
  manageRefusal = 'Only organization admins with the banking product manage banking',
): Promise<BankingRights> {
  const r = await bankingAccess({ tx, organizationId })
  if (!r.canRead) throw new AppError('forbidden', NO_BANKING)
  if (need === 'use' && !r.canMoveMoney)
    throw new AppError(
      'forbidden',
      'Only members with the banking product move money; the firm reads banking for the books',
    )
  if (need === 'manage' && !r.canManage) throw new AppError('forbidden', manageRefusal)
  return r
}

export type TCloseAccess = { read: boolean; prepare: boolean; review: boolean }

/** What the caller may do in the organization's month-end close; 404 unless they see the organization. */
export async function closeAccess({ tx, organizationId }: OrgGuard): Promise<TCloseAccess> {
  await assertOrganizationVisible({ tx, organizationId })
  const [row] = await tx`select private.can_read_close(${organizationId}::uuid) as read,
    private.is_org_staff(${organizationId}::uuid) as prepare, private.can_review_close(${organizationId}::uuid) as review`
  return { read: row.read, prepare: row.prepare, review: row.review }
}

/** A member who reads the close (the client's bookkeepers, reviewers and admins), else 403. */
export async function assertCloseReader({ tx, organizationId }: OrgGuard) {
  const access = await closeAccess({ tx, organizationId })
  if (!access.read) throw new AppError('forbidden', "Only the client's bookkeepers, reviewers and admins see its close")
  return access
}

/** A member who prepares the close's variance analysis (the client's bookkeepers and admins), else 403. */
export async function assertPreparer({ tx, organizationId }: OrgGuard) {
  const access = await assertCloseReader({ tx, organizationId })
  if (!access.prepare)
    throw new AppError('forbidden', "Only the client's bookkeepers and admins prepare its variance analysis")
  return access
}

/** What the caller may do with the organization's payroll; 404 unless they see the organization. */
export async function payrollAccess({ tx, organizationId }: OrgGuard) {
  await assertOrganizationVisible({ tx, organizationId })
  const [row] = await tx`select private.can_read_payroll(${organizationId}::uuid) as read,
    private.can_map_payroll(${organizationId}::uuid) as map`
  if (!row.read) throw new AppError('forbidden', "You do not have access to this organization's payroll")
  return { read: true, map: Boolean(row.map) }
}
