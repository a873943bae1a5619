/**
 * Suggested master-chart accounts for an organization's unmapped accounts, with reasons (shared/rules/coa-suggestions).
 * How the firm mapped same-named accounts elsewhere is read as the user, so RLS limits it to the organizations the
 * caller may see (an assigned bookkeeper: their clients; an admin: every client).
 */
import type { Tx } from '../../_shared/db.ts'
import { MASTER_CHART } from '../../../shared/schemas/consolidation.ts'
import { suggestCoaMappings, type FirmMapping } from '../../../shared/rules/coa-suggestions.ts'
import { coaMappingStatus } from './coa-mapping-status.ts'

export async function listCoaSuggestions({ tx, orgId }: { tx: Tx; orgId: string }) {
  const { unmapped } = await coaMappingStatus({ tx, orgId })
  if (unmapped.length === 0) return { suggestions: [] }
  const firm = await tx<FirmMapping[]>`
    select client_account_name as "clientAccountName", haven_account_number as "havenAccountNumber", count(distinct organization_id)::int as organizations
    from public.coa_mappings
    where organization_id <> ${orgId} and deleted_at is null and staged_deleted_at is null
    group by client_account_name, haven_account_number`
  return { suggestions: suggestCoaMappings({ accounts: unmapped, master: MASTER_CHART, firm: [...firm] }) }
}
