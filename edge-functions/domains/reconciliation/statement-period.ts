/**
 * Whether a statement may belong to an account and period: not ending in the future, and not overlapping a period of
 * the account that is reconciled or that starts on another day (one statement per period). Refusals name the reason.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'

const refuse = (message: string, path = 'periodStart') =>
  new AppError('unprocessable', message, { fields: [{ path, message }] })

export async function checkStatementPeriod({
  tx,
  statementAccountId,
  accountName,
  periodStart,
  periodEnd,
}: {
  tx: Tx
  statementAccountId: string
  accountName: string
  periodStart: string
  periodEnd: string
}) {
  const today = new Date().toISOString().slice(0, 10)
  if (periodEnd >= today)
    throw refuse(`This statement's period ends on ${periodEnd}, which has not passed yet`, 'periodEnd')
  const [clash] = await tx`select period_start::text, period_end::text, reconciled_at from public.reconciliations
    where statement_account_id = ${statementAccountId} and period_start <= ${periodEnd} and period_end >= ${periodStart}
      and (reconciled_at is not null or period_start <> ${periodStart})
    order by reconciled_at nulls last limit 1`
  if (clash?.reconciled_at)
    throw refuse(
      `${accountName} is already reconciled for ${clash.period_start} to ${clash.period_end}: reopen that period before adding another statement for it`,
    )
  if (clash)
    throw refuse(
      `This statement (${periodStart} to ${periodEnd}) overlaps the period ${clash.period_start} to ${clash.period_end} of ${accountName}`,
    )
}

/** The statement account of the organization with its feed account, 404 for another organization's. */
export async function loadStatementAccount(tx: Tx, organizationId: string, statementAccountId: string) {
  const [a] =
    await tx`select a.id, a.account_chart_name, a.plaid_bank_account_id, b.mask, b.name as feed_name, b.account_id
    from public.statement_accounts a left join public.bank_accounts b on b.id = a.plaid_bank_account_id
    where a.id = ${statementAccountId} and a.organization_id = ${organizationId}`
  if (!a)
    throw new AppError('unprocessable', 'Choose one of the statement accounts of this client', {
      fields: [{ path: 'statementAccountId', message: 'Choose one of the statement accounts of this client' }],
    })
  return a as {
    id: string
    account_chart_name: string
    plaid_bank_account_id: string | null
    mask: string | null
    feed_name: string | null
    account_id: string | null
  }
}
