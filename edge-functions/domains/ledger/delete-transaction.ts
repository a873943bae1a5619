/** Delete a built-in ledger transaction: the row and its history stay, its postings go (QuickBooks' delete shape back). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TDeleteResult, TTxnKind } from '../../../shared/schemas/ledger.ts'

export async function deleteTransaction({
  tx,
  orgId,
  kind,
  ref,
}: {
  tx: Tx
  orgId: string
  kind: TTxnKind
  ref: { Id: string; SyncToken: string }
}): Promise<TDeleteResult> {
  const [row] = await tx`update public.ledger_transactions set deleted_at = now()
    where organization_id = ${orgId} and id = ${ref.Id} and kind = ${kind} and sync_token = ${Number(ref.SyncToken)} and deleted_at is null returning id`
  if (!row) {
    const [cur] =
      await tx`select sync_token, deleted_at from public.ledger_transactions where organization_id = ${orgId} and id = ${ref.Id} and kind = ${kind}`
    if (!cur || cur.deleted_at) throw new AppError('not_found', `${kind} ${ref.Id} not found`)
    throw new AppError(
      'conflict',
      `Stale SyncToken: ${kind} ${ref.Id} is at SyncToken ${cur.sync_token}, not ${ref.SyncToken}`,
    )
  }
  return { status: 'Deleted', Id: ref.Id, domain: 'LEDGER' }
}
