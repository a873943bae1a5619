/** One question the caller may see, or a not-found error (another organization's id looks exactly like a missing one). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import type { TAmcQuestion } from '../../../shared/schemas/amc.ts'
import { plain } from '../../_shared/rows.ts'
import { QUESTION_COLUMNS } from './question-columns.ts'

/** The ledger line a question stands for, as detection recorded it (categorising moves that line). */
type LedgerRecord = { kind?: string; id?: string; lineId?: string; syncToken?: string }

export async function getQuestion({ tx, id }: { tx: Tx; id: string }) {
  const [row] = await tx`select ${tx.unsafe(QUESTION_COLUMNS)}, q.ledger_record as "ledgerRecord"
    from public.amc_questions q where q.id = ${id} and q.deleted_at is null`
  if (!row) throw new AppError('not_found', 'Question not found')
  const { ledgerRecord, ...question } = plain<TAmcQuestion & { ledgerRecord: LedgerRecord | null }>(row)
  return { question, ledgerRecord: ledgerRecord ?? {} }
}
