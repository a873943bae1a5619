/**
 * Accrued-expense values of a categorised line (spec §3.5): the month an expense belongs to when it was paid in a
 * later one (an invoice for October paid in November), with the account it is debited to. The amount and the
 * transaction date are the line's own; the bookkeeper gives the accrual date and the account.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertStaffOf } from '../../_shared/access.ts'

export async function listAccruedExpenses({ tx, organizationId, id }: { tx: Tx; organizationId: string; id: string }) {
  const rows = await tx`select id, accrued_expense_date::text, amount_cents::float8, debit_account_name, txn_date::text
    from public.accrued_expense_values
    where organization_id = ${organizationId} and expense_categorization_id = ${id}
    order by accrued_expense_date`
  return rows.map((r) => ({
    id: r.id as string,
    accruedExpenseDate: r.accrued_expense_date as string,
    amountCents: Number(r.amount_cents),
    debitAccountName: r.debit_account_name as string,
    txnDate: r.txn_date as string,
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
  await tx`insert into public.accrued_expense_values (organization_id, expense_categorization_id, accrued_expense_date,
      amount_cents, debit_account_name, txn_date)
    values (${organizationId}, ${id}, ${input.accruedExpenseDate}, ${rec.amount_cents}, ${input.debitAccountName}, ${rec.date})`
  return await listAccruedExpenses({ tx, organizationId, id })
}
