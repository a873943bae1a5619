/**
 * Sending a line to the client: an Ask My Client question with source expense-categorization (spec §4), the default
 * question for its direction ("What was this expense for?" / "What was this deposit for?"), kept on the line. The
 * client answers it on /accounting/amc like any question; the bookkeeper then categorises the line in the queue,
 * which completes the question, and may turn the answer into a vendor rule.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { isAskMyClientAccount } from '../../../shared/rules/amc.ts'
import { getLedger } from '../books/get-ledger.ts'

export async function askClient({ tx, organizationId, id }: { tx: Tx; organizationId: string; id: string }) {
  const [rec] = await tx`select * from public.expense_categorizations
    where id = ${id} and organization_id = ${organizationId} for update`
  if (!rec) throw new AppError('not_found', 'Line not found')
  if (rec.amc_question_id) return { questionId: rec.amc_question_id as string }
  if (rec.confirmed_at) throw new AppError('unprocessable', 'This line is already confirmed')
  const ledger = await getLedger({ orgId: organizationId, tx })
  const amcAccount = (await ledger.listAccounts({ includeInactive: false })).find((a) => isAskMyClientAccount(a.Name))
  // AMC amounts are positive for money out (spec §5: amount > 0 asks what the expense was for)
  const amount = -Number(rec.amount_cents)
  const [q] = await tx`
    insert into public.amc_questions (organization_id, transaction_id, account_name, amount, expense_date, vendor_name,
      description, source, questions, category)
    values (${organizationId}, ${`categorisation:${id}`}, ${amcAccount?.FullyQualifiedName ?? amcAccount?.Name ?? 'Ask My Client'}, ${amount},
      ${rec.transaction_date}, ${rec.payee}, ${rec.transaction_description}, 'expense-categorization',
      ${amount > 0 ? ['expense_for'] : ['deposit_for']}, ${amount > 0 ? 'Expense' : 'Deposit'})
    on conflict (organization_id, transaction_id) do update set deleted_at = null
    returning id`
  await tx`update public.expense_categorizations set amc_question_id = ${q.id}, status = 'asked', bookkeeper_review = false
    where id = ${id}`
  return { questionId: q.id as string }
}
