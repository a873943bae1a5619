/** Receipt emails the caller may see (RLS: admins all, others their organizations'), newest first, with their outcome. */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { RECEIPT_EMAIL_OUTCOMES, type TReceiptEmailOutcome } from '../../../shared/rules/receipts.ts'

export async function listReceiptEmails({ tx, organizationId }: { tx: Tx; organizationId?: string }) {
  if (organizationId) await assertOrganizationVisible({ tx, organizationId })
  const rows = plain<
    {
      id: string
      organizationId: string | null
      organizationName: string | null
      sender: string | null
      subject: string | null
      outcome: TReceiptEmailOutcome
      skipped: string[]
      receiptsFiled: number
      receivedAt: string
    }[]
  >(
    await tx`
    select e.id, e.organization_id as "organizationId", o.legal_name as "organizationName", e.sender, e.subject,
      e.outcome, e.skipped, e.receipts_filed as "receiptsFiled", e.received_at as "receivedAt"
    from public.receipt_emails e left join public.organizations o on o.id = e.organization_id
    where (${organizationId ?? null}::uuid is null or e.organization_id = ${organizationId ?? null})
    order by e.received_at desc limit 200`,
  )
  return rows.map((r) => ({ ...r, message: RECEIPT_EMAIL_OUTCOMES[r.outcome] }))
}
