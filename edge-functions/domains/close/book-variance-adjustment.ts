/**
 * A reclassification posted from a variance analysis (spec accounting §3.1, type `variance_analysis`): a preparer who
 * finds an amount in the wrong account moves it with a journal entry on the analysis month's last day (Dr the account
 * it belongs to, Cr the one it was in), posted through the ledger interface — at once, or later from a proposal a
 * reviewer or bookkeeper made on a line (propose-variance-adjustment.ts). It is recorded with the analysis and who
 * posted it (variance_analysis_adjustments) and among the product's entries (journal_entries, source_ref
 * `variance_analysis_adjustments:<id>`), so the entry leads to the analysis and the analysis lists its entries. Never
 * into a month whose books were sent, nor on a submitted analysis.
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

type Ledger = Awaited<ReturnType<typeof getLedger>>

/**
 * The analysis' month, locked, once it is known that something may be posted into it: not submitted, books not sent.
 * Proposals are held to the same rule, so nobody proposes what could never be posted.
 */
export async function openMonth(tx: Tx, organizationId: string, analysisId: string) {
  const analysis = await loadAnalysis(tx, organizationId, analysisId)
  const [a] = await tx`select end_date::text as end_date, to_char(start_date, 'FMMonth YYYY') as month, submitted_at
    from public.variance_analyses where id = ${analysisId} for update`
  if (a.submitted_at)
    throw new AppError('unprocessable', 'This analysis is submitted: reopen it before posting an adjustment')
  const [closed] = await tx`select 1 from public.books_trackings where organization_id = ${organizationId}
    and month = ${analysis.startDate}::date and books_sent_at is not null`
  if (closed)
    throw new AppError('unprocessable', `The books for ${a.month} were sent: nothing can be posted into a closed month`)
  return { endDate: a.end_date as string, month: a.month as string }
}

/** Both accounts are in the organization's chart, else a refusal on the field that is not. */
export async function assertAccounts(ledger: Ledger, fromAccountId: string, toAccountId: string) {
  const [from, to] = await Promise.all([ledger.getAccount(fromAccountId), ledger.getAccount(toAccountId)])
  if (!from || !to)
    throw new AppError('validation_failed', "Choose accounts from this organization's chart", {
      fields: [{ path: from ? 'toAccountId' : 'fromAccountId', message: 'This account is not in the ledger' }],
    })
}

/**
 * Posts Dr `debit`, Cr `credit` for the adjustment on the month's last day and records it among the product's
 * entries. The DocNumber is unique to the adjustment and the step, so a retried post finds its entry.
 */
export async function postAdjustmentEntry(
  tx: Tx,
  e: {
    organizationId: string
    ledger: Ledger
    adjustmentId: string
    month: { endDate: string; month: string }
    cents: number
    debit: string
    credit: string
    memo: string
    reversal: boolean
  },
) {
  const line = (PostingType: 'Debit' | 'Credit', value: string) => ({
    Amount: fromCents(e.cents),
    DetailType: 'JournalEntryLineDetail' as const,
    Description: e.memo,
    JournalEntryLineDetail: { PostingType, AccountRef: { value } },
  })
  const short = e.adjustmentId.replace(/-/g, '').slice(0, 12)
  const [entry] = await e.ledger.postJournalEntries([
    {
      TxnDate: e.month.endDate,
      DocNumber: `${e.reversal ? 'VAR' : 'VA'}-${short}`,
      PrivateNote: `${e.reversal ? 'Reversal of a variance' : 'Variance'} analysis ${e.month.month} adjustment: ${e.memo}`,
      Line: [line('Debit', e.debit), line('Credit', e.credit)],
    },
  ])
  await recordProductEntry(tx, {
    organizationId: e.organizationId,
    type: 'variance_analysis',
    ledger: e.ledger.provider,
    entry,
    cents: e.cents,
    sourceRef: `variance_analysis_adjustments:${e.adjustmentId}${e.reversal ? ':reversal' : ''}`,
  })
  return String(entry.Id)
}

/** Posts an adjustment at once (the bookkeeper's own finding): proposed and posted in one step. */
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
  const month = await openMonth(tx, organizationId, analysisId)
  const ledger = await getLedger({ orgId: organizationId, tx })
  await assertAccounts(ledger, input.fromAccountId, input.toAccountId)
  const cents = toCents(input.amount)
  const [{ id }] = await tx`select gen_random_uuid() as id`
  const ledgerTransactionId = await postAdjustmentEntry(tx, {
    organizationId,
    ledger,
    adjustmentId: id,
    month,
    cents,
    debit: input.toAccountId,
    credit: input.fromAccountId,
    memo: input.memo,
    reversal: false,
  })
  await tx`insert into public.variance_analysis_adjustments (id, organization_id, variance_analysis_id, line_path,
      status, ledger_transaction_id, amount_cents, from_account_id, to_account_id, memo, proposed_by, posted_by,
      posted_at)
    values (${id}, ${organizationId}, ${analysisId}, ${input.path ?? null}, 'posted', ${ledgerTransactionId}, ${cents},
      ${input.fromAccountId}, ${input.toAccountId}, ${input.memo}, auth.uid(), auth.uid(), now())`
  return { adjustmentId: id as string, ledgerTransactionId }
}

/** An analysis' adjustments, oldest first, each with its rows among the product's entries and who took each step. */
export async function listAdjustments(tx: Tx, analysisId: string): Promise<TVarianceAdjustment[]> {
  const person = (col: string) => `(select nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '')
    from public.users u where u.id = v.${col})`
  return plain<TVarianceAdjustment[]>(
    await tx`select v.id, v.status, v.line_path as path, v.ledger_transaction_id as "ledgerTransactionId",
        j.id as "journalEntryRecordId", v.reversal_ledger_transaction_id as "reversalLedgerTransactionId",
        r.id as "reversalJournalEntryRecordId",
        v.amount_cents::float8 as "amountCents", v.from_account_id as "fromAccountId", v.to_account_id as "toAccountId",
        v.memo, v.proposed_by as "proposedBy", ${tx.unsafe(person('proposed_by'))} as "proposedByName",
        v.posted_by as "postedBy", ${tx.unsafe(person('posted_by'))} as "postedByName",
        v.reversed_by as "reversedBy", ${tx.unsafe(person('reversed_by'))} as "reversedByName",
        ${tx.unsafe(isoSql('v.posted_at'))} as "postedAt", ${tx.unsafe(isoSql('v.reversed_at'))} as "reversedAt",
        ${tx.unsafe(isoSql('v.created_at'))} as "createdAt"
      from public.variance_analysis_adjustments v
      left join public.journal_entries j on j.organization_id = v.organization_id
        and j.source_ref = 'variance_analysis_adjustments:' || v.id
      left join public.journal_entries r on r.organization_id = v.organization_id
        and r.source_ref = 'variance_analysis_adjustments:' || v.id || ':reversal'
      where v.variance_analysis_id = ${analysisId}
      order by v.created_at, v.id`,
  )
}
