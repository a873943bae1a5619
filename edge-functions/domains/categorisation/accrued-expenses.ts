/**
 * Accrued-expense values of a categorised line (spec §3.5): the month an expense belongs to when it was paid in a
 * later one (an invoice for October paid in November), with the account it is debited to. The amount and the
 * transaction date are the line's own; the bookkeeper gives the accrual date and the account. Each accrual is posted
 * (accrued_expense, in its month, against Accrued Liabilities) with its reversal on the first day of the next month
 * (accrued_expense_reversal), both recorded as the product's entries; never into a month whose books were sent.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { fromCents, type TAccount } from '../../../shared/schemas/ledger.ts'
import { getLedger } from '../books/get-ledger.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'
import { recordProductEntry } from '../ledger/record-product-entry.ts'

export async function listAccruedExpenses({ tx, organizationId, id }: { tx: Tx; organizationId: string; id: string }) {
  const rows = await tx`select v.id, v.accrued_expense_date::text, v.amount_cents::float8, v.debit_account_name,
      v.txn_date::text, a.doc_number as accrual_doc, r.journal_entry_date::text as reversal_date
    from public.accrued_expense_values v
    left join public.journal_entries a on a.id = v.accrual_entry_id
    left join public.journal_entries r on r.id = v.reversal_entry_id
    where v.organization_id = ${organizationId} and v.expense_categorization_id = ${id}
    order by v.accrued_expense_date`
  return rows.map((r) => ({
    id: r.id as string,
    accruedExpenseDate: r.accrued_expense_date as string,
    amountCents: Number(r.amount_cents),
    debitAccountName: r.debit_account_name as string,
    txnDate: r.txn_date as string,
    /** the posted accrual's document number, and the date its reversal was posted for (null before posting) */
    accrualDocNumber: (r.accrual_doc as string | null) ?? null,
    reversalDate: (r.reversal_date as string | null) ?? null,
  }))
}

export async function addAccruedExpense({
  tx,
  organizationId,
  id,
  input,
}: {
  tx: Tx
  organizationId: string
  id: string
  input: { accruedExpenseDate: string; debitAccountName: string }
}) {
  await assertStaffOf({ tx, organizationId, action: 'categorise its transactions' })
  const [rec] = await tx`select amount_cents, transaction_date::text as date from public.expense_categorizations
    where id = ${id} and organization_id = ${organizationId}`
  if (!rec) throw new AppError('not_found', 'Line not found')
  if (input.accruedExpenseDate > rec.date)
    throw new AppError('validation_failed', 'An accrual belongs to a month before the line was paid', {
      fields: [{ path: 'accruedExpenseDate', message: 'Choose a date on or before the line’s date' }],
    })
  const reversalDate = firstOfNextMonth(input.accruedExpenseDate)
  // a month whose books were sent to the client is closed: nothing is posted into it, the accrual nor its reversal
  const [closed] = await tx`select to_char(month, 'FMMonth YYYY') as month from public.books_trackings
    where organization_id = ${organizationId} and books_sent_at is not null
      and month in (date_trunc('month', ${input.accruedExpenseDate}::date)::date, date_trunc('month', ${reversalDate}::date)::date)
    order by month limit 1`
  if (closed)
    throw new AppError(
      'validation_failed',
      `The books for ${closed.month} were sent: an accrual cannot be posted into a closed month`,
      {
        fields: [
          { path: 'accruedExpenseDate', message: `The books for ${closed.month} are closed: choose a later month` },
        ],
      },
    )
  const ledger = await getLedger({ orgId: organizationId, tx })
  const accounts = await ledger.listAccounts({ includeInactive: false })
  const wanted = input.debitAccountName.trim().toLowerCase()
  const expense = accounts.find(
    (a) => a.Name.toLowerCase() === wanted || (a.FullyQualifiedName ?? '').toLowerCase() === wanted,
  )
  if (!expense)
    throw new AppError('validation_failed', 'Choose an account of the ledger', {
      fields: [{ path: 'debitAccountName', message: `There is no account “${input.debitAccountName}” in the ledger` }],
    })
  const liability = await accruedLiabilities(ledger, accounts)
  const cents = Math.abs(Number(rec.amount_cents))
  const valueId = crypto.randomUUID()
  const line = (PostingType: 'Debit' | 'Credit', value: string) => ({
    Amount: fromCents(cents),
    DetailType: 'JournalEntryLineDetail' as const,
    Description: `Accrued expense paid ${rec.date}`,
    JournalEntryLineDetail: { PostingType, AccountRef: { value } },
  })
  const doc = valueId.replace(/-/g, '').slice(0, 10)
  // the expense in the month it belongs to, against Accrued Liabilities; reversed when the next month opens, so the
  // payment's own line (categorised to the same expense) leaves that month at nothing
  const [accrual, reversal] = await ledger.postJournalEntries([
    {
      TxnDate: input.accruedExpenseDate,
      DocNumber: `ACR-${doc}`,
      PrivateNote: `Accrual of a line paid ${rec.date}`,
      Line: [line('Debit', expense.Id), line('Credit', liability)],
    },
    {
      TxnDate: reversalDate,
      DocNumber: `ACRR-${doc}`,
      PrivateNote: `Reversal of the accrual ACR-${doc}`,
      Line: [line('Debit', liability), line('Credit', expense.Id)],
    },
  ])
  const source = `accrued_expense_values:${valueId}`
  const common = { organizationId, ledger: ledger.provider, cents, sourceRef: source }
  const accrualId = await recordProductEntry(tx, { ...common, type: 'accrued_expense', entry: accrual })
  const reversalId = await recordProductEntry(tx, { ...common, type: 'accrued_expense_reversal', entry: reversal })
  // the value is written with its entries: staff record accruals and remove them, but never rewrite one
  await tx`insert into public.accrued_expense_values (id, organization_id, expense_categorization_id,
      accrued_expense_date, amount_cents, debit_account_name, txn_date, accrual_entry_id, reversal_entry_id)
    values (${valueId}, ${organizationId}, ${id}, ${input.accruedExpenseDate}, ${rec.amount_cents}, ${expense.Name},
      ${rec.date}, ${accrualId}, ${reversalId})`
  return await listAccruedExpenses({ tx, organizationId, id })
}

/** The date the next month opens: 2026-10-17 → 2026-11-01. */
export function firstOfNextMonth(date: string) {
  const [y, m] = date.split('-').map(Number)
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}

/** The ledger's Accrued Liabilities account, opened when the ledger has none. */
async function accruedLiabilities(ledger: LedgerPort, accounts: TAccount[]): Promise<string> {
  const found =
    accounts.find((a) => a.AccountSubType === 'AccruedLiabilities') ??
    accounts.find((a) => a.Name.toLowerCase() === 'accrued liabilities')
  if (found) return found.Id
  const made = await ledger.createAccount({
    Name: 'Accrued Liabilities',
    AccountType: 'Other Current Liability',
    AccountSubType: 'AccruedLiabilities',
  })
  return made.Id
}
