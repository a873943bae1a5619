/** The permission catalogue with labels, for the admin screens. */
import type { Tx } from '../../_shared/db.ts'
import type { TPermission } from '../../../shared/schemas/users.ts'

export async function listPermissions({ tx }: { tx: Tx }): Promise<{ name: TPermission; label: string }[]> {
  return (await tx`select name::text as name, label from public.permissions order by name`) as unknown as {
    name: TPermission
    label: string
  }[]
}
