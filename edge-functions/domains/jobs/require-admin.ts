/** The operations view is for admins and owners; RLS already hides the rows, this gives others a clear 403. */
import type postgres from 'postgres'
import { AppError } from '../../_shared/errors.ts'

export async function requireAdmin({ tx }: { tx: postgres.TransactionSql }) {
  const [{ admin }] = await tx`select private.is_admin() as admin`
  if (!admin) throw new AppError('forbidden', 'Only admins can see operations')
}
