/**
 * Which of an organization's mappable accounts are mapped to the master chart: the unmapped list and the percentage
 * mapped (coaMappingPercentage). Reads the chart through getLedger, so QuickBooks-backed organizations work too.
 */
import type { Tx } from '../../_shared/db.ts'
import { MAPPABLE_TYPES } from '../../../shared/schemas/consolidation.ts'
import { getLedger } from '../books/get-ledger.ts'

export async function coaMappingStatus({ tx, orgId }: { tx: Tx; orgId: string }) {
  const accounts = (await (await getLedger({ orgId, tx })).listAccounts({ includeInactive: false })).filter((a) =>
    MAPPABLE_TYPES.includes(a.AccountType),
  )
  const rows =
    await tx`select lower(client_account_name) as name from public.coa_mappings where organization_id = ${orgId} and deleted_at is null and staged_deleted_at is null`
  const mapped = new Set(rows.map((r) => r.name as string))
  const unmapped = accounts
    .filter((a) => !mapped.has(a.FullyQualifiedName.toLowerCase()))
    .map((a) => ({
      id: a.Id,
      name: a.FullyQualifiedName,
      number: a.AcctNum || null,
      accountType: a.AccountType,
      accountSubType: a.AccountSubType ?? null,
    }))
  const coaMappingPercentage =
    accounts.length === 0 ? 100 : Math.floor(((accounts.length - unmapped.length) / accounts.length) * 1000) / 10
  return { mappable: accounts.length, unmapped, coaMappingPercentage }
}
