/**
 * One client's statements screen: its statement accounts, supporting documents, reconciliations newest first, the
 * ledger's bank and card accounts and the feed accounts to map them to, the Plaid statements and asset reports a
 * document can come from, and the reconciled state of the last months through the shared read.
 */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import type { TReconciliationOverview } from '../../../shared/schemas/reconciliation.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { getLedger } from '../books/get-ledger.ts'
import {
  DOCUMENT_COLUMNS,
  DOCUMENT_FROM,
  RECONCILIATION_COLUMNS,
  STATEMENT_ACCOUNT_COLUMNS,
  STATEMENT_ACCOUNT_FROM,
} from './columns.ts'
import { ledgerBankAccounts } from './ledger-lines.ts'
import { withFileUrls } from './sign-document.ts'

export async function getReconciliationOverview({
  tx,
  organizationId,
  accessToken,
}: {
  tx: Tx
  organizationId: string
  accessToken: string
}): Promise<TReconciliationOverview> {
  await assertOrganizationVisible({ tx, organizationId })
  const accounts = await tx.unsafe(
    `select ${STATEMENT_ACCOUNT_COLUMNS} from ${STATEMENT_ACCOUNT_FROM} where a.organization_id = $1
     order by a.inactive, a.account_chart_name`,
    [organizationId],
  )
  const reconciliations = await tx.unsafe(
    `select ${RECONCILIATION_COLUMNS} from public.reconciliations r where r.organization_id = $1
     order by r.period_end desc, r.statement_account_id`,
    [organizationId],
  )
  const documents = await tx.unsafe(
    `select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.organization_id = $1 order by d.period_end desc, d.created_at desc`,
    [organizationId],
  )
  const feedAccounts = await tx`select id, name, mask, type from public.bank_accounts
    where organization_id = ${organizationId} order by name`
  const plaidStatements = await tx`select id, bank_account_id as "bankAccountId", month, year,
      period_start::text as "periodStart", period_end::text as "periodEnd"
    from public.bank_statements where organization_id = ${organizationId} and extracted_at is not null
    order by year desc, month desc`
  const plaidAssetReports = await tx`select id, created_at as "createdAt", status from public.plaid_asset_reports
    where organization_id = ${organizationId} order by created_at desc limit 20`
  const months = await tx`select m::date::text as month, coalesce(s.accounts, 0) as accounts,
      coalesce(s.reconciled_accounts, 0) as "reconciledAccounts", coalesce(s.reconciled, false) as reconciled
    from generate_series(date_trunc('month', current_date) - interval '5 months', date_trunc('month', current_date), interval '1 month') m
    left join lateral public.reconciliation_month_status(m::date, ${organizationId}) s on true
    order by m desc`
  const ledger = await getLedger({ orgId: organizationId, tx })
  return plain({
    organizationId,
    accounts,
    reconciliations,
    documents: await withFileUrls(plain(documents), accessToken),
    ledgerAccounts: await ledgerBankAccounts(ledger),
    feedAccounts,
    plaidStatements,
    plaidAssetReports,
    months,
  })
}
