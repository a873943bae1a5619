/**
 * An adjusting entry a bookkeeper approved: a journal entry between the reconciled account and the account they chose
 * (bank fees, interest), posted through the ledger interface, recorded with who approved it, and the period refreshed.
 * This is the only way reconciliation changes a ledger amount; reconciling itself never writes the ledger.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { fromCents, toCents } from '../../../shared/schemas/ledger.ts'
import { getLedger } from '../books/get-ledger.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { ledgerBankAccounts } from './ledger-lines.ts'
import { refreshReconciliation } from './refresh-reconciliation.ts'
import { recordProductEntry } from '../ledger/record-product-entry.ts'

export async function bookAdjustment({
  tx,
  organizationId,
  reconciliationId,
  input,
}: {
  tx: Tx
  organizationId: string
  reconciliationId: string
  input: { amount: number; offsetAccountId: string; memo: string }
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  const [r] = await tx`select r.id, r.period_end::text, r.reconciled_at, a.account_chart_id
    from public.reconciliations r join public.statement_accounts a on a.id = r.statement_account_id
    where r.id = ${reconciliationId} and r.organization_id = ${organizationId} for update of r`
  if (!r) throw new AppError('not_found', 'Reconciliation not found')
  if (r.reconciled_at)
    throw new AppError('unprocessable', 'This period is reconciled: reopen it before booking an entry')
  const ledger = await getLedger({ orgId: organizationId, tx })
  const offset = await ledger.getAccount(input.offsetAccountId)
  if (!offset || input.offsetAccountId === r.account_chart_id)
    throw new AppError('unprocessable', 'Choose the account the difference belongs to (bank fees, interest…)', {
      fields: [{ path: 'offsetAccountId', message: 'Choose another account of the ledger' }],
    })
  const bank = (await ledgerBankAccounts(ledger)).find((a) => a.id === r.account_chart_id)
  const cents = toCents(input.amount)
  // money into the account is a debit to it; the organization's side is the same on a card (a refund lowers what is owed)
  const [bankSide, offsetSide] = cents > 0 ? (['Debit', 'Credit'] as const) : (['Credit', 'Debit'] as const)
  const line = (PostingType: 'Debit' | 'Credit', value: string) => ({
    Amount: fromCents(Math.abs(cents)),
    DetailType: 'JournalEntryLineDetail' as const,
    Description: input.memo,
    JournalEntryLineDetail: { PostingType, AccountRef: { value } },
  })
  const [{ id: recordId }] = await tx`select gen_random_uuid() as id`
  const [entry] = await ledger.postJournalEntries([
    {
      TxnDate: r.period_end,
      DocNumber: `REC-${String(recordId).replace(/-/g, '').slice(0, 12)}`,
      PrivateNote: `Reconciliation of ${bank?.name ?? 'the account'}: ${input.memo}`,
      Line: [line(bankSide, r.account_chart_id), line(offsetSide, input.offsetAccountId)],
    },
  ])
  await tx`insert into public.reconciliation_adjustments (id, organization_id, reconciliation_id, ledger_transaction_id,
      amount_cents, offset_account_id, memo, approved_by)
    values (${recordId}, ${organizationId}, ${reconciliationId}, ${entry.Id}, ${cents}, ${input.offsetAccountId}, ${input.memo}, auth.uid())`
  await recordProductEntry(tx, {
    organizationId,
    type: 'general',
    ledger: ledger.provider,
    entry,
    cents,
    sourceRef: `reconciliation_adjustments:${recordId}`,
  })
  await refreshReconciliation({ tx, organizationId, reconciliationId, ledger })
  return { ledgerTransactionId: entry.Id }
}
