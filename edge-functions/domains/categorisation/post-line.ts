/**
 * Writing a categorised line back to the books through the ledger interface (built-in or QuickBooks): one journal
 * entry between the line's own account (the bank or card account its feed is mapped to) and the category, or the
 * split's accounts with their allocated cents. Idempotent twice over: a record that has its ledger_ref is not posted
 * again, and the entry's DocNumber is the record's, which the ledger answers with the existing entry when a retry
 * follows a write whose record did not commit.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { fromCents } from '../../../shared/schemas/ledger.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'
import { getLedger } from '../books/get-ledger.ts'
import { moveLedgerLine } from './ledger-lines.ts'
import { isLedgerSource } from '../../../shared/rules/categorisation.ts'
import { recordProductEntry } from '../ledger/record-product-entry.ts'

type Leg = { accountId: string; cents: number }

/**
 * The ledger account a feed line was paid from: its mapped statement account, or the banking account's own account in
 * the books, else the first card or bank account.
 */
async function fundingAccount({ tx, ledger, rec }: { tx: Tx; ledger: LedgerPort; rec: Record<string, unknown> }) {
  // a feed line's mapped statement account; a line of the bank's own accounts, that account's place in the books
  // (banking/book-accounts.ts)
  const [mapped] = await tx`select coalesce(sa.account_chart_id, b.account_chart_id) as account_chart_id
    from public.provider_transactions pt
    left join public.statement_accounts sa on sa.plaid_bank_account_id = pt.bank_account_id and not sa.inactive
    left join public.banking_account_books b on b.banking_account_id = pt.banking_account_id
    where pt.id = ${rec.provider_transaction_id as string | null}`
  if (mapped?.account_chart_id) return String(mapped.account_chart_id)
  const accounts = await ledger.listAccounts({ includeInactive: false })
  const want = rec.source === 'ramp' ? 'Credit Card' : 'Bank'
  const found = accounts.find((a) => a.AccountType === want) ?? accounts.find((a) => a.AccountType === 'Bank')
  if (!found) throw new AppError('unprocessable', 'The ledger has no bank or card account to post this line from')
  return found.Id
}

export const docNumber = (recordId: string) => `CAT-${recordId.replace(/-/g, '').slice(0, 16)}`

export async function postLine({
  tx,
  organizationId,
  id,
  ledger,
}: {
  tx: Tx
  organizationId: string
  id: string
  ledger?: LedgerPort
}) {
  const [rec] = await tx`select * from public.expense_categorizations
    where id = ${id} and organization_id = ${organizationId} for update`
  if (!rec) throw new AppError('not_found', 'Line not found')
  if (rec.ledger_ref) return { ledgerRef: rec.ledger_ref as string, posted: false }
  const port = ledger ?? (await getLedger({ orgId: organizationId, tx }))
  if (isLedgerSource(rec.source)) {
    // a ledger line is already in the books: it moves to its account
    const target = (rec.actual_account_id ?? rec.predicted_account_id) as string | null
    if (!target) throw new AppError('unprocessable', 'Choose an account before posting this line')
    if ((rec.multi as unknown[] | null)?.length)
      throw new AppError('unprocessable', 'A line already in the ledger is split in the ledger itself')
    const ref = await moveLedgerLine({
      tx,
      organizationId,
      ledger: port,
      transactionId: String(rec.transaction_id),
      accountId: target,
    })
    if (!ref) throw new AppError('unprocessable', 'This line is no longer in the ledger')
    await tx`update public.expense_categorizations
      set ledger_ref = ${ref}, posted_at = now(), status = case when status = 'confirmed' then 'confirmed' else 'posted' end
      where id = ${id}`
    return { ledgerRef: ref, posted: true }
  }
  const cents = Number(rec.amount_cents)
  const multi = rec.multi as { accountId: string; allocatedAmountCents: number }[] | null
  const category = (rec.actual_account_id ?? rec.predicted_account_id) as string | null
  if (!category) throw new AppError('unprocessable', 'Choose an account before posting this line')
  const legs: Leg[] = multi?.length
    ? multi.map((m) => ({ accountId: m.accountId, cents: Math.abs(m.allocatedAmountCents) }))
    : [{ accountId: category, cents: Math.abs(cents) }]
  const funding = await fundingAccount({ tx, ledger: port, rec })
  // money out debits the category and credits the bank or card; money in the other way round
  const [categorySide, fundingSide] = cents < 0 ? (['Debit', 'Credit'] as const) : (['Credit', 'Debit'] as const)
  const memo = [rec.payee, rec.transaction_description].filter(Boolean).join(' · ') || 'Categorised line'
  const line = (PostingType: 'Debit' | 'Credit', value: string, amount: number) => ({
    Amount: fromCents(amount),
    DetailType: 'JournalEntryLineDetail' as const,
    Description: memo.slice(0, 4000),
    JournalEntryLineDetail: { PostingType, AccountRef: { value } },
  })
  const [entry] = await port.postJournalEntries([
    {
      TxnDate: String(
        rec.transaction_date instanceof Date ? rec.transaction_date.toISOString().slice(0, 10) : rec.transaction_date,
      ),
      DocNumber: docNumber(id),
      PrivateNote: `Categorised ${rec.source} line ${rec.transaction_id}`.slice(0, 4000),
      Line: [...legs.map((l) => line(categorySide, l.accountId, l.cents)), line(fundingSide, funding, Math.abs(cents))],
    },
  ])
  const ledgerRef = `JournalEntry/${entry.Id}`
  await recordProductEntry(tx, {
    organizationId,
    type: 'expense',
    ledger: port.provider,
    entry,
    cents,
    sourceRef: `expense_categorizations:${id}`,
  })
  await tx`update public.expense_categorizations
    set ledger_ref = ${ledgerRef}, posted_at = now(), status = case when status = 'confirmed' then 'confirmed' else 'posted' end
    where id = ${id}`
  return { ledgerRef, posted: true }
}
