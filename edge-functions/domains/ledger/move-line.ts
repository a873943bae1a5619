/** Re-point one line of a transaction at another account (Ask-My-Client categorisation), keeping history. */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TLine, TMoveLineRequest, TTxnByKind, TTxnKind } from '../../../shared/schemas/ledger.ts'
import { getTransaction } from './get-transaction.ts'
import { saveTransaction } from './save-transaction.ts'

const DETAILS = [
  'AccountBasedExpenseLineDetail',
  'JournalEntryLineDetail',
  'DepositLineDetail',
  'ItemBasedExpenseLineDetail',
  'SalesItemLineDetail',
] as const

export async function moveLine({
  tx,
  orgId,
  req,
}: {
  tx: Tx
  orgId: string
  req: TMoveLineRequest
}): Promise<TTxnByKind[TTxnKind]> {
  const cur = await getTransaction({ tx, orgId, kind: req.kind, id: req.txnId })
  if (!cur) throw new AppError('not_found', `${req.kind} ${req.txnId} not found`)
  let found = false
  const lines = (cur.Line ?? []).map((l: TLine) => {
    if (l.Id !== req.lineId) return l
    const key = DETAILS.find((d) => l[d])
    if (!key) throw new AppError('unprocessable', `Line ${req.lineId} does not post to an account`)
    found = true
    return {
      ...l,
      ...(req.description !== undefined ? { Description: req.description } : {}),
      [key]: {
        ...l[key],
        AccountRef: { value: req.toAccountId },
        ...(req.classId ? { ClassRef: { value: req.classId } } : {}),
      },
    }
  })
  if (!found) throw new AppError('not_found', `Line ${req.lineId} not found on ${req.kind} ${req.txnId}`)
  const { Id, SyncToken, MetaData: _m, ...body } = cur as TTxnByKind[TTxnKind] & { MetaData?: unknown }
  return await saveTransaction({
    tx,
    orgId,
    kind: req.kind,
    body: { ...body, Line: lines },
    existing: { id: Id, syncToken: req.syncToken ?? SyncToken },
  })
}
