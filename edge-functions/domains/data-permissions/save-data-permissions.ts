/**
 * Saves the whole data-permissions grid in one transaction, as the organization admin: the bookkeeping team's
 * column becomes organizations.metadata.userPermissions (spec shape, every account of the organization listed with
 * its name and institution), each client user's column becomes public.data_permissions rows. RLS and the
 * guard_user_permissions trigger check the caller again; a name the grid does not know is a field error.
 */
import type { Tx } from '../../_shared/db.ts'
import { assertAdminOf } from '../../_shared/access.ts'
import { validationFailed } from '../../_shared/validation.ts'
import type { Issue } from '../../../shared/rules/field-errors.ts'
import {
  DATA_PERMISSION_MESSAGES,
  type TDataPermissionGrants,
  type TSaveDataPermissionsRequest,
} from '../../../shared/schemas/data-permissions.ts'
import {
  DATA_PERMISSION_ADMINS,
  getDataPermissions,
  grantableUsers,
  organizationBankAccounts,
} from './get-data-permissions.ts'

const KINDS = ['stripe', 'ramp', 'payroll'] as const
type Cell = { user_id: string; kind: string; bank_account_id: string | null; given: boolean }

export async function saveDataPermissions({
  tx,
  organizationId,
  userId,
  request,
}: {
  tx: Tx
  organizationId: string
  userId: string
  request: TSaveDataPermissionsRequest
}) {
  await assertAdminOf({ tx, organizationId, refusal: DATA_PERMISSION_ADMINS })
  const accounts = await organizationBankAccounts(tx, organizationId)
  const known = new Set(accounts.map((a) => a.id))
  const people = new Set((await grantableUsers(tx, organizationId)).map((u) => u.userId))

  const issues: Issue[] = []
  const checkAccounts = (prefix: PropertyKey[], grants: TDataPermissionGrants) =>
    grants.bankAccounts.forEach((a, i) => {
      if (!known.has(a.bankAccountId))
        issues.push({
          path: [...prefix, 'bankAccounts', i, 'bankAccountId'],
          message: DATA_PERMISSION_MESSAGES.account,
        })
    })
  checkAccounts(['team'], request.team)
  request.users.forEach((u, i) => {
    if (!people.has(u.userId)) issues.push({ path: ['users', i, 'userId'], message: DATA_PERMISSION_MESSAGES.user })
    checkAccounts(['users', i, 'grants'], u.grants)
  })
  if (issues.length) throw validationFailed(issues)

  // An account the grid did not send (added since the page loaded) stays ungranted.
  const given = (grants: TDataPermissionGrants) => {
    const byAccount = new Map(grants.bankAccounts.map((a) => [a.bankAccountId, a.permissionGiven]))
    return (id: string) => byAccount.get(id) === true
  }

  const team = given(request.team)
  const userPermissions = {
    bankAccounts: accounts.map((a) => ({
      permissionGiven: team(a.id),
      plaidBankAccountId: a.id,
      accountName: a.name,
      institutionName: a.institution ?? '',
    })),
    stripe: { permissionGiven: request.team.stripe },
    ramp: { permissionGiven: request.team.ramp },
    payroll: { permissionGiven: request.team.payroll },
  }
  await tx`update public.organizations set metadata = jsonb_set(metadata, '{userPermissions}', ${tx.json(userPermissions)}::jsonb)
    where id = ${organizationId} and metadata -> 'userPermissions' is distinct from ${tx.json(userPermissions)}::jsonb`

  const cells: Cell[] = request.users.flatMap((u) => {
    const account = given(u.grants)
    return [
      ...accounts.map((a) => ({
        user_id: u.userId,
        kind: 'bankAccounts',
        bank_account_id: a.id,
        given: account(a.id),
      })),
      ...KINDS.map((k) => ({ user_id: u.userId, kind: k, bank_account_id: null, given: u.grants[k] })),
    ]
  })
  if (cells.length === 0) return await getDataPermissions({ tx, organizationId })
  // Only rows that change are written, so the audit log records each grant and revoke once.
  await tx`
    update public.data_permissions d set permission_given = false, granted_by = ${userId}, updated_at = now()
    from jsonb_to_recordset(${tx.json(cells)}::jsonb) c(user_id uuid, kind text, bank_account_id uuid, given boolean)
    where d.organization_id = ${organizationId} and d.user_id = c.user_id and d.kind = c.kind
      and d.bank_account_id is not distinct from c.bank_account_id and not c.given and d.permission_given`
  await tx`
    insert into public.data_permissions as d (organization_id, user_id, kind, bank_account_id, permission_given, granted_by)
    select ${organizationId}, c.user_id, c.kind, c.bank_account_id, true, ${userId}
    from jsonb_to_recordset(${tx.json(cells)}::jsonb) c(user_id uuid, kind text, bank_account_id uuid, given boolean)
    where c.given
    on conflict (organization_id, user_id, kind, coalesce(bank_account_id, '00000000-0000-0000-0000-000000000000'::uuid))
    do update set permission_given = true, granted_by = excluded.granted_by, updated_at = now()
    where not d.permission_given`
  return await getDataPermissions({ tx, organizationId })
}
