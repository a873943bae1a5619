/**
 * Statement accounts: a ledger bank or card account (its id and name as the ledger gives them) mapped to the feed
 * account that brings its lines, or marked inactive. The ledger must have the account and it must be a bank or card
 * account; the feed account must be the organization's and not mapped already.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { plain } from '../../_shared/rows.ts'
import type { TStatementAccount } from '../../../shared/schemas/reconciliation.ts'
import { getLedger } from '../books/get-ledger.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { STATEMENT_ACCOUNT_COLUMNS, STATEMENT_ACCOUNT_FROM } from './columns.ts'
import { ledgerBankAccounts } from './ledger-lines.ts'

async function assertFeedAccount(tx: Tx, organizationId: string, bankAccountId: string | null | undefined) {
  if (!bankAccountId) return
  const [row] =
    await tx`select 1 from public.bank_accounts where id = ${bankAccountId} and organization_id = ${organizationId}`
  if (!row)
    throw new AppError('unprocessable', 'Choose one of the feed accounts of this client', {
      fields: [{ path: 'plaidBankAccountId', message: 'Choose one of the feed accounts of this client' }],
    })
  const [taken] =
    await tx`select account_chart_name from public.statement_accounts where plaid_bank_account_id = ${bankAccountId}`
  if (taken)
    throw new AppError('unprocessable', `This feed account already belongs to ${taken.account_chart_name}`, {
      fields: [{ path: 'plaidBankAccountId', message: `Already mapped to ${taken.account_chart_name}` }],
    })
}

async function readAccount(tx: Tx, id: string) {
  const [row] = await tx.unsafe(`select ${STATEMENT_ACCOUNT_COLUMNS} from ${STATEMENT_ACCOUNT_FROM} where a.id = $1`, [
    id,
  ])
  return plain<TStatementAccount>(row)
}

export async function createStatementAccount({
  tx,
  organizationId,
  input,
}: {
  tx: Tx
  organizationId: string
  input: { accountChartId: string; plaidBankAccountId: string | null }
}) {
  await assertOrganizationVisible({ tx, organizationId })
  const ledger = await getLedger({ orgId: organizationId, tx })
  const account = (await ledgerBankAccounts(ledger)).find((a) => a.id === input.accountChartId)
  if (!account)
    throw new AppError('unprocessable', 'Choose a bank or credit card account of the ledger', {
      fields: [{ path: 'accountChartId', message: 'Choose a bank or credit card account of the ledger' }],
    })
  await assertFeedAccount(tx, organizationId, input.plaidBankAccountId)
  const [row] =
    await tx`insert into public.statement_accounts (organization_id, account_chart_id, account_chart_name, plaid_bank_account_id)
    values (${organizationId}, ${account.id}, ${account.name}, ${input.plaidBankAccountId})
    on conflict (organization_id, account_chart_id) do nothing returning id`
  if (!row)
    throw new AppError('conflict', `${account.name} already has statements here`, {
      fields: [{ path: 'accountChartId', message: 'Already a statement account' }],
    })
  return await readAccount(tx, row.id)
}

export async function updateStatementAccount({
  tx,
  organizationId,
  accountId,
  patch,
}: {
  tx: Tx
  organizationId: string
  accountId: string
  patch: { plaidBankAccountId?: string | null; inactive?: boolean }
}) {
  const [current] = await tx`select plaid_bank_account_id from public.statement_accounts
    where id = ${accountId} and organization_id = ${organizationId} for update`
  if (!current) throw new AppError('not_found', 'Statement account not found')
  if (patch.plaidBankAccountId !== undefined && patch.plaidBankAccountId !== current.plaid_bank_account_id)
    await assertFeedAccount(tx, organizationId, patch.plaidBankAccountId)
  const [row] = await tx`update public.statement_accounts set
      plaid_bank_account_id = ${patch.plaidBankAccountId === undefined ? current.plaid_bank_account_id : patch.plaidBankAccountId},
      inactive = coalesce(${patch.inactive ?? null}::boolean, inactive), updated_at = now()
    where id = ${accountId} returning id`
  if (!row) throw new AppError('forbidden', "Only the client's bookkeepers and admins change its statement accounts")
  return await readAccount(tx, accountId)
}
