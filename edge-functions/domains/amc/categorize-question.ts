/**
 * A bookkeeper categorises a parked transaction: the line in ASK MY CLIENT moves to the chosen account through the
 * ledger interface (built-in or QuickBooks), and the question completes.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { getLedger } from '../books/get-ledger.ts'
import type { TTxnKind } from '../../../shared/schemas/ledger.ts'
import { getQuestion } from './get-question.ts'
import { conflict, updateVersioned } from './update-versioned.ts'

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
  const { question, ledgerRecord: rec } = await getQuestion({ tx, id })
  if (question.status === 'completed') throw new AppError('unprocessable', 'This question is already completed')
  if (question.version !== version) throw conflict(question)
  if (!rec.kind || !rec.id || !rec.lineId)
    throw new AppError('unprocessable', 'This question is not linked to a ledger line that can be moved')
  const ledger = await getLedger({ orgId: question.organizationId, tx })
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
    kind: rec.kind as TTxnKind,
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
