/**
 * Update a user's name (themselves or an admin), role and products (admins; only owners grant or revoke owner).
 * RLS hides users the caller may not change (404); the guard trigger refuses role changes by non-admins (403).
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { setList, toColumns } from '../../_shared/rows.ts'
import { getUser } from './get-user.ts'

const COLUMNS = { firstName: 'first_name', lastName: 'last_name', role: 'role', products: 'products' }

export async function updateUser({ tx, userId, patch }: { tx: Tx; userId: string; patch: Record<string, unknown> }) {
  const row = toColumns(patch, COLUMNS)
  const cols = Object.keys(row)
  if (cols.length === 0) throw new AppError('bad_request', 'Nothing to update')
  const updated = await tx.unsafe(
    `update public.users u set ${setList(cols)} from jsonb_populate_record(null::public.users, $1::text::jsonb) r
    where u.id = $2 returning u.id`,
    [JSON.stringify(row), userId],
  )
  if (updated.length === 0) {
    await getUser({ tx, userId })
    throw new AppError('forbidden', 'You may only change your own profile')
  }
  return await getUser({ tx, userId })
}
