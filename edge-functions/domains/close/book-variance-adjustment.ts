/**
 * A reclassification posted from a variance analysis (spec accounting §3.1, type `variance_analysis`): a preparer who
 * finds an amount in the wrong account moves it with a journal entry on the analysis month's last day (Dr the account
 * it belongs to, Cr the one it was in), posted through the ledger interface. It is recorded with the analysis and who
 * posted it (variance_analysis_adjustments) and among the product's entries (journal_entries, source_ref
 * `variance_analysis_adjustments:<id>`), so the entry leads to the analysis and the analysis lists its entries. Never
 * into a month whose books were sent, nor on a submitted analysis; the figures are refreshed after.
 */
import type { z } from 'zod'
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertPreparer } from '../../_shared/access.ts'
import { isoSql, plain } from '../../_shared/rows.ts'
import { fromCents, toCents } from '../../../shared/schemas/ledger.ts'
import type { TVarianceAdjustment, ZVarianceAdjustmentRequestSchema } from '../../../shared/schemas/close.ts'
import { getLedger } from '../books/get-ledger.ts'
import { recordProductEntry } from '../ledger/record-product-entry.ts'
import { loadAnalysis } from './analyses.ts'

export async function bookVarianceAdjustment({
  tx,
  organizationId,
  analysisId,
  input,
}: {
  tx: Tx
  organizationId: string
  analysisId: string
  input: z.infer<typeof ZVarianceAdjustmentRequestSchema>
}) {
  await assertPreparer({ tx, organizationId })
  const analysis = await loadAnalysis(tx, organizationId, analysisId)
  const [a] = await tx`select end_date::text as end_date, to_char(start_date, 'FMMonth YYYY') as month, submitted_at
    from public.variance_analyses where id = ${analysisId} for update`
  if (a.submitted_at)
    throw new AppError('unprocessable', 'This analysis is submitted: reopen it before posting an adjustment')
  const [closed] = await tx`select 1 from public.books_trackings where organization_id = ${organizationId}
    and month = ${analysis.startDate}::date and books_sent_at is not null`
  if (closed)
    throw new AppError('unprocessable', `The books for ${a.month} were sent: nothing can be posted into a closed month`)
  const ledger = await getLedger({ orgId: organizationId, tx })
  const [from, to] = await Promise.all([ledger.getAccount(input.fromAccountId), ledger.getAccount(input.toAccountId)])
  if (!from || !to)
    throw new AppError('validation_failed', "Choose accounts from this organization's chart", {
      fields: [{ path: from ? 'toAccountId' : 'fromAccountId', message: 'This account is not in the ledger' }],
    })
  const cents = toCents(input.amount)
  const line = (PostingType: 'Debit' | 'Credit', value: string) => ({
    Amount: fromCents(cents),
    DetailType: 'JournalEntryLineDetail' as const,
    Description: input.memo,
    JournalEntryLineDetail: { PostingType, AccountRef: { value } },
  })
  const [{ id }] = await tx`select gen_random_uuid() as id`
  const [entry] = await ledger.postJournalEntries([
    {
      TxnDate: a.end_date,
      // unique to this adjustment: a retried post finds the entry instead of posting it twice
      DocNumber: `VA-${String(id).replace(/-/g, '').slice(0, 12)}`,
      PrivateNote: `Variance analysis ${a.month}: ${input.memo}`,
      Line: [line('Debit', input.toAccountId), line('Credit', input.fromAccountId)],
    },
  ])
  await tx`insert into public.variance_analysis_adjustments (id, organization_id, variance_analysis_id,
      ledger_transaction_id, amount_cents, from_account_id, to_account_id, memo, posted_by)
    values (${id}, ${organizationId}, ${analysisId}, ${String(entry.Id)}, ${cents}, ${input.fromAccountId},
      ${input.toAccountId}, ${input.memo}, auth.uid())`
  await recordProductEntry(tx, {
    organizationId,
    type: 'variance_analysis',
    ledger: ledger.provider,
    entry,
    cents,
    sourceRef: `variance_analysis_adjustments:${id}`,
  })
  return { adjustmentId: id as string, ledgerTransactionId: String(entry.Id) }
}

/** An analysis' adjustments, oldest first, each with its row among the product's entries. */
export async function listAdjustments(tx: Tx, analysisId: string): Promise<TVarianceAdjustment[]> {
  return plain<TVarianceAdjustment[]>(
    await tx`select v.id, v.ledger_transaction_id as "ledgerTransactionId", j.id as "journalEntryRecordId",
        v.amount_cents::float8 as "amountCents", v.from_account_id as "fromAccountId", v.to_account_id as "toAccountId",
        v.memo, v.posted_by as "postedBy", ${tx.unsafe(isoSql('v.created_at'))} as "createdAt"
      from public.variance_analysis_adjustments v
      left join public.journal_entries j on j.organization_id = v.organization_id
        and j.source_ref = 'variance_analysis_adjustments:' || v.id
      where v.variance_analysis_id = ${analysisId}
      order by v.created_at, v.id`,
  )
}
