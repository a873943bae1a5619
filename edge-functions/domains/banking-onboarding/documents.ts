/**
 * Settings → Documents: every account's monthly statements (listed by the core), the banking agreements with the
 * acceptance of their current version, and the wire instructions of each open account (for people who use banking;
 * the organization's staff read statements for the books but receive no wires). PDFs are fetched from the paths given.
 */
import type { Tx } from '../../_shared/db.ts'
import { BANKING_AGREEMENTS } from '../../../shared/rules/banking-onboarding.ts'
import type { TBankingDocuments } from '../../../shared/schemas/banking-onboarding.ts'
import { coreClient } from '../banking/core-client.ts'
import type { CoreStatement } from '../banking/core-types.ts'
import { plain } from '../../_shared/rows.ts'
import { assertBanking } from '../../_shared/access.ts'

export async function listDocuments({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId: string
}): Promise<TBankingDocuments> {
  const access = await assertBanking(tx, organizationId, 'read')
  const base = `/api/organizations/${organizationId}/banking`
  const accounts = await tx<{ id: string; core_account_id: string; name: string; status: string }[]>`
    select id, core_account_id, name, status from public.banking_accounts
    where organization_id = ${organizationId} order by created_at, id`
  const core = coreClient()
  const perAccount = await Promise.all(
    accounts.map(async (a) => {
      const answer = await core.listStatements(a.core_account_id)
      const list: CoreStatement[] = Array.isArray(answer) ? answer : answer.data
      return list.map((s) => ({
        id: s.id,
        accountId: a.id,
        accountName: a.name,
        month: s.month,
        year: s.year,
        openingBalanceMicros: String(s.opening_balance),
        closingBalanceMicros: String(s.closing_balance),
        pdfPath: `${base}/statements/${encodeURIComponent(s.id)}.pdf`,
      }))
    }),
  )
  const statements = perAccount.flat().sort((x, y) => y.year - x.year || y.month - x.month)
  const accepted = plain<{ key: string; version: string; acceptedAt: string }[]>(
    await tx`select agreement_key as key, version, accepted_at as "acceptedAt"
      from public.banking_agreement_acceptances where organization_id = ${organizationId}`,
  )
  return {
    statements,
    agreements: BANKING_AGREEMENTS.map((g) => ({
      key: g.key,
      title: g.title,
      version: g.version,
      acceptedAt: accepted.find((r) => r.key === g.key && r.version === g.version)?.acceptedAt ?? null,
    })),
    wireInstructions: access.canMoveMoney
      ? accounts
          .filter((a) => a.status === 'open')
          .map((a) => ({
            accountId: a.id,
            accountName: a.name,
            pdfPath: `${base}/accounts/${a.id}/wire-instructions.pdf`,
          }))
      : [],
  }
}
