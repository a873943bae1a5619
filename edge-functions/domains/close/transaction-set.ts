/**
 * The transactions behind one account line of a variance analysis (spec §3.6 transaction set): the report engine's
 * transaction detail for that account over the previous and the current month, from whichever ledger keeps the books.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { transactionItems, type TVarianceLine } from '../../../shared/rules/variance-analysis.ts'
import { getLedger } from '../books/get-ledger.ts'
import { assertCloseReader } from '../../_shared/access.ts'
import { monthRange } from './compute-variance.ts'

export async function getTransactionSet({
  tx,
  organizationId,
  analysisId,
  path,
}: {
  tx: Tx
  organizationId: string
  analysisId: string
  path: string
}) {
  await assertCloseReader({ tx, organizationId })
  const [a] = await tx`select start_date::text as month, accounting_method::text as method,
      profit_and_loss -> 'lines' as pnl, balance_sheet -> 'lines' as bs
    from public.variance_analyses where id = ${analysisId} and organization_id = ${organizationId}`
  if (!a) throw new AppError('not_found', 'No variance analysis with this id')
  const line = [...((a.pnl ?? []) as TVarianceLine[]), ...((a.bs ?? []) as TVarianceLine[])].find(
    (l) => l.path === path,
  )
  if (!line?.accountId) {
    const message = 'Choose an account line to see its transactions'
    throw new AppError('unprocessable', message, { fields: [{ path: 'path', message }] })
  }
  const { previousStart, end } = monthRange(a.month)
  const ledger = await getLedger({ orgId: organizationId, tx })
  const report = await ledger.runReport('TransactionDetailByAccount', {
    start_date: previousStart,
    end_date: end,
    account: line.accountId,
    accounting_method: a.method === 'cash' ? 'Cash' : 'Accrual',
  })
  return {
    id: `${analysisId}:${path}`,
    organizationId,
    path,
    startDate: previousStart,
    endDate: end,
    // QuickBooks may leave the section header without an id: the account filter already chose the postings
    items: transactionItems(report).filter((i) => i.accountId === null || i.accountId === line.accountId),
  }
}
