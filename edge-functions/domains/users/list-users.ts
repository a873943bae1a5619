/** Users the caller may see (RLS: themselves, people on their organizations; staff see everyone). */
import type { Tx } from '../../_shared/db.ts'
import type { TUser } from '../../../shared/schemas/users.ts'
import { plain } from '../../_shared/rows.ts'

export const USER_COLUMNS = `u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.role::text as role, u.products, u.created_at as "createdAt"`

export async function listUsers({ tx, role, search }: { tx: Tx; role?: string; search?: string }): Promise<TUser[]> {
  const pattern = search ? `%${search.replace(/[%_\\]/g, '\\$&')}%` : null
  const rows = await tx.unsafe(
    `select ${USER_COLUMNS} from public.users u
    where ($1::text is null or u.role::text = $1) and ($2::text is null or u.email ilike $2 or (u.first_name || ' ' || u.last_name) ilike $2)
    order by u.email limit 500`,
    [role ?? null, pattern],
  )
  return plain(rows)
}
