/**
 * A reconciliation with everything its screen and its refresh need: the row (locked when it is to be written), its
 * account and document, and both sides' lines and balances for the period. 404 when the caller cannot see it.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import type { TReconciliation, TStatementAccount } from '../../../shared/schemas/reconciliation.ts'
import { getLedger } from '../books/get-ledger.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'
import { RECONCILIATION_COLUMNS, STATEMENT_ACCOUNT_COLUMNS, STATEMENT_ACCOUNT_FROM } from './columns.ts'
import { feedSide } from './feed-lines.ts'
import { ledgerSide } from './ledger-lines.ts'

export async function loadReconciliation({
  tx,
  organizationId,
  reconciliationId,
  forUpdate = false,
  ledger,
}: {
  tx: Tx
  organizationId: string
  reconciliationId: string
  forUpdate?: boolean
  ledger?: LedgerPort
}) {
  const [row] = await tx.unsafe(
    `select ${RECONCILIATION_COLUMNS} from public.reconciliations r where r.id = $1 and r.organization_id = $2
     ${forUpdate ? 'for update' : ''}`,
    [reconciliationId, organizationId],
  )
  if (!row) throw new AppError('not_found', 'Reconciliation not found')
  const reconciliation = plain<TReconciliation>(row)
  const [account] = await tx.unsafe(
    `select ${STATEMENT_ACCOUNT_COLUMNS} from ${STATEMENT_ACCOUNT_FROM} where a.id = $1`,
    [reconciliation.statementAccountId],
  )
  const books = ledger ?? (await getLedger({ orgId: organizationId, tx }))
  const period = { periodStart: reconciliation.periodStart, periodEnd: reconciliation.periodEnd }
  const [feed, ledgerLines] = await Promise.all([
    account.plaidBankAccountId ? feedSide({ tx, bankAccountId: account.plaidBankAccountId, ...period }) : null,
    ledgerSide({ ledger: books, accountId: account.accountChartId, ...period }),
  ])
  return { reconciliation, account: plain<TStatementAccount>(account), feed, ledger: ledgerLines, books }
}
