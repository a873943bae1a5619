/** Admins replace a staff member's individual permissions with the given list. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TPermission } from '../../../shared/schemas/users.ts'
import { assertAdmin } from '../../_shared/access.ts'
import { getUser } from './get-user.ts'

export async function setUserPermissions({
  tx,
  userId,
  permissions,
}: {
  tx: Tx
  userId: string
  permissions: TPermission[]
}) {
  await assertAdmin({ tx })
  const user = await getUser({ tx, userId })
  if (permissions.length > 0 && user.role === 'user')
    throw new AppError('unprocessable', 'Permissions are for staff; this user is a client')
  await tx`delete from public.user_permissions where user_id = ${userId} and not (permission::text = any(${permissions}::text[]))`
  for (const p of permissions) {
    await tx`insert into public.user_permissions (user_id, permission, granted_by) values (${userId}, ${p}, auth.uid()) on conflict do nothing`
  }
  return { userId, permissions: [...new Set(permissions)].sort() }
}
