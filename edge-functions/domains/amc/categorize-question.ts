/**
 * A bookkeeper categorises a parked transaction: the line in ASK MY CLIENT moves to the chosen account through the
 * ledger interface (built-in or QuickBooks), and the question completes.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { getLedger } from '../ledger/get-ledger.ts'
import type { TTxnKind } from '../../../shared/schemas/ledger.ts'
import { getQuestionRow } from './get-question.ts'
import { toQuestion } from './to-question.ts'
import { updateVersioned } from './update-versioned.ts'

type LedgerRecord = { kind?: TTxnKind; id?: string; lineId?: string; syncToken?: string }

export async function categorizeQuestion({
  tx,
  id,
  userId,
  account,
  classId,
  note,
  version,
}: {
  tx: Tx
  id: string
  userId: string
  account: { id: string; name: string }
  classId?: string
  note?: string
  version: number
}) {
  const row = await getQuestionRow({ tx, id })
  if (row.status === 'completed') throw new AppError('unprocessable', 'This question is already completed')
  if (row.version !== version) {
    throw new AppError(
      'conflict',
      'Someone else changed this question while you were editing it. Review their change and try again.',
      { current: toQuestion(row) },
    )
  }
  const rec = (row.ledger_record ?? {}) as LedgerRecord
  if (!rec.kind || !rec.id || !rec.lineId)
    throw new AppError('unprocessable', 'This question is not linked to a ledger line that can be moved')
  const ledger = await getLedger({ orgId: row.organization_id, tx })
  const target = await ledger.getAccount(account.id)
  if (!target)
    throw new AppError('validation_failed', "Choose an account from this organization's chart of accounts", {
      fields: [{ path: 'account.id', message: 'Unknown account' }],
    })
  if (classId && !(await ledger.listClasses()).some((c) => c.Id === classId)) {
    throw new AppError('validation_failed', "Choose a class from this organization's ledger", {
      fields: [{ path: 'classId', message: 'Unknown class' }],
    })
  }
  await ledger.moveLine({
    kind: rec.kind,
    txnId: rec.id,
    lineId: rec.lineId,
    toAccountId: account.id,
    classId,
    syncToken: rec.syncToken,
  })
  return await updateVersioned({
    tx,
    id,
    version,
    set: {
      status: 'completed',
      categorized_by: userId,
      account_name: target.FullyQualifiedName ?? target.Name,
      ...(note ? { note } : {}),
    },
  })
}
