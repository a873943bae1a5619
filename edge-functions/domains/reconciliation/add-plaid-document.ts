/**
 * A Plaid statement or a Plaid asset report as a supporting document awaiting confirmation. The statement's figures
 * are those read from its PDF when it was fetched (plaid/fetch-statements.ts); an asset report's are walked from the
 * report's balance over its transactions for the period asked. Either must be of the feed account the statement
 * account is mapped to.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { balancesFromKnown, isOwedFeedType } from '../../../shared/rules/reconciliation.ts'
import { moneyToCents } from '../../../shared/rules/statement-text.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { readDocument } from './sign-document.ts'
import { checkStatementPeriod, loadStatementAccount } from './statement-period.ts'

const refuse = (message: string, path: string) =>
  new AppError('unprocessable', message, { fields: [{ path, message }] })

type Input =
  | { type: 'plaid-statement'; statementAccountId: string; bankStatementId: string }
  | {
      type: 'plaid-asset-report'
      statementAccountId: string
      plaidAssetReportId: string
      periodStart: string
      periodEnd: string
    }

type AssetAccount = {
  account_id: string
  type: string
  historical_balances?: { date: string; current: number }[]
  transactions?: { date: string; amount: number; pending?: boolean }[]
}

async function figures(
  tx: Tx,
  input: Input,
  account: { plaid_bank_account_id: string | null; account_id: string | null },
) {
  if (input.type === 'plaid-statement') {
    const [s] =
      await tx`select id, bank_account_id, period_start::text, period_end::text, starting_balance_cents::float8 as start,
        ending_balance_cents::float8 as end, statement_id from public.bank_statements where id = ${input.bankStatementId}`
    if (!s) throw refuse('Choose one of the Plaid statements of this client', 'bankStatementId')
    if (s.bank_account_id !== account.plaid_bank_account_id)
      throw refuse(
        'This Plaid statement is for another bank account than the one this account is fed by',
        'bankStatementId',
      )
    if (!s.period_start || !s.period_end || s.start === null || s.end === null)
      throw refuse('The period and balances of this Plaid statement could not be read from it', 'bankStatementId')
    return {
      columns: { bank_statement_id: s.id },
      fileName: `Plaid statement ${s.period_start} to ${s.period_end}.pdf`,
      periodStart: s.period_start as string,
      periodEnd: s.period_end as string,
      start: s.start as number,
      end: s.end as number,
    }
  }
  const [r] = await tx`select id, status, raw from public.plaid_asset_reports where id = ${input.plaidAssetReportId}`
  if (!r) throw refuse('Choose one of the asset reports of this client', 'plaidAssetReportId')
  if (r.status !== 'ready') throw refuse('This asset report is not ready yet', 'plaidAssetReportId')
  const accounts: AssetAccount[] = (r.raw?.report?.items ?? []).flatMap((i: { accounts: AssetAccount[] }) => i.accounts)
  const a = accounts.find((x) => x.account_id === account.account_id)
  const known = a?.historical_balances?.toSorted((x, y) => (x.date < y.date ? 1 : -1))[0]
  if (!a || !known)
    throw refuse('This asset report has no balance for the account this account is fed by', 'plaidAssetReportId')
  const b = balancesFromKnown({
    knownCents: moneyToCents(known.current.toFixed(2)),
    knownDate: known.date,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    // Plaid's amounts are positive for money out; ours are signed from the organization's side
    lines: (a.transactions ?? [])
      .filter((t) => !t.pending)
      .map((t) => ({ date: t.date, amountCents: -moneyToCents(t.amount.toFixed(2)) })),
    owed: isOwedFeedType(a.type),
  })
  return {
    columns: { plaid_asset_report_id: r.id },
    fileName: `Plaid asset report ${input.periodStart} to ${input.periodEnd}`,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    start: b.startingCents,
    end: b.endingCents,
  }
}

export async function addPlaidDocument({
  tx,
  organizationId,
  input,
  accessToken,
}: {
  tx: Tx
  organizationId: string
  input: Input
  accessToken: string
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  const account = await loadStatementAccount(tx, organizationId, input.statementAccountId)
  if (!account.plaid_bank_account_id)
    throw refuse(
      `${account.account_chart_name} has no feed account: map one before using its Plaid documents`,
      'statementAccountId',
    )
  const f = await figures(tx, input, account)
  await checkStatementPeriod({
    tx,
    statementAccountId: account.id,
    accountName: account.account_chart_name,
    periodStart: f.periodStart,
    periodEnd: f.periodEnd,
  })
  const [{ uid }] = await tx`select auth.uid() as uid`
  const [doc] = await tx`insert into public.reconciliation_documents ${tx({
    uploaded_by: uid,
    organization_id: organizationId,
    statement_account_id: account.id,
    type: input.type,
    file_name: f.fileName,
    period_start: f.periodStart,
    period_end: f.periodEnd,
    start_balance_cents: f.start,
    end_balance_cents: f.end,
    ...f.columns,
  })} returning id`
  return await readDocument(tx, doc.id, accessToken)
}
