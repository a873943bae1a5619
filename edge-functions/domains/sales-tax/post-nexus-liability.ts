/**
 * Posting the accrued sales-tax liability a nexus crossing proposes (issue 36 item 2 "Beyond the anchors"): a
 * bookkeeper reviews the proposal on the nexus screen and posts it. The amount is computed again here from the line
 * items (never taken from the screen); the entry debits the expense account and credits the liability account the
 * bookkeeper chose, goes through the ledger interface, and is recorded in public.journal_entries as a general entry
 * traced to its posting row. The row (unique per organization, state and crossing date) is claimed before the ledger
 * is written, so a crossing's liability is posted once.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { fromCents } from '../../../shared/schemas/ledger.ts'
import { getLedger } from '../books/get-ledger.ts'
import { recordProductEntry } from '../ledger/record-product-entry.ts'
import { assertSalesTaxAccess } from './access.ts'
import { getNexus } from './get-nexus.ts'

export const LIABILITY_MESSAGES = {
  notCrossed: 'This state has no crossing to accrue a liability for',
  nothingDue: 'Nothing is due: the tax collected since the crossing covers it',
  posted: "This crossing's liability is already posted",
  account: 'Choose an account of the ledger',
  sameAccount: 'Choose two different accounts',
} as const

export async function postNexusLiability({
  tx,
  organizationId,
  state,
  asOf,
  expenseAccountId,
  liabilityAccountId,
}: {
  tx: Tx
  organizationId: string
  state: string
  asOf: string
  expenseAccountId: string
  liabilityAccountId: string
}) {
  await assertSalesTaxAccess(tx, organizationId)
  await assertStaffOf({ tx, organizationId, action: 'post sales-tax liabilities' })
  const nexus = await getNexus({ tx, organizationId, asOf })
  const s = nexus.states.find((x) => x.state === state)
  if (!s) throw new AppError('not_found', 'State not found')
  if (!s.crossedOn || !s.liability) throw new AppError('unprocessable', LIABILITY_MESSAGES.notCrossed)
  const cents = s.liability.proposedCents
  if (cents <= 0) throw new AppError('unprocessable', LIABILITY_MESSAGES.nothingDue)
  if (expenseAccountId === liabilityAccountId)
    throw new AppError('validation_failed', LIABILITY_MESSAGES.sameAccount, {
      fields: [{ path: 'liabilityAccountId', message: LIABILITY_MESSAGES.sameAccount }],
    })
  const ledger = await getLedger({ orgId: organizationId, tx })
  for (const [path, id] of [
    ['expenseAccountId', expenseAccountId],
    ['liabilityAccountId', liabilityAccountId],
  ] as const)
    if (!(await ledger.getAccount(id)))
      throw new AppError('validation_failed', LIABILITY_MESSAGES.account, {
        fields: [{ path, message: LIABILITY_MESSAGES.account }],
      })
  const [claimed] = await tx`
    insert into public.sales_tax_liability_postings (organization_id, state, crossed_on, as_of, amount_cents,
      expense_account_id, liability_account_id, posted_by)
    values (${organizationId}, ${state}, ${s.crossedOn}, ${asOf}, ${cents}, ${expenseAccountId}, ${liabilityAccountId},
      auth.uid())
    on conflict (organization_id, state, crossed_on) do nothing
    returning id`
  if (!claimed) throw new AppError('conflict', LIABILITY_MESSAGES.posted)
  const memo = `Accrued ${s.stateName} sales tax on sales since economic nexus was crossed on ${s.crossedOn}`
  const line = (PostingType: 'Debit' | 'Credit', value: string) => ({
    Amount: fromCents(cents),
    DetailType: 'JournalEntryLineDetail' as const,
    Description: memo,
    JournalEntryLineDetail: { PostingType, AccountRef: { value } },
  })
  const [entry] = await ledger.postJournalEntries([
    {
      TxnDate: asOf,
      DocNumber: `STX-${state}-${String(s.crossedOn).replace(/-/g, '')}`,
      PrivateNote: memo,
      Line: [line('Debit', expenseAccountId), line('Credit', liabilityAccountId)],
    },
  ])
  await tx`update public.sales_tax_liability_postings set ledger_transaction_id = ${String(entry.Id)}
    where id = ${claimed.id}`
  await recordProductEntry(tx, {
    organizationId,
    type: 'general',
    ledger: ledger.provider,
    entry,
    cents,
    sourceRef: `sales_tax_liability_postings:${claimed.id}`,
  })
  return { ledgerTransactionId: String(entry.Id), amountCents: cents, crossedOn: s.crossedOn as string }
}
