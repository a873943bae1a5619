/**
 * The invoice's print status, as the ledger's Invoice keeps it (spec §9: NotSet, NeedToPrint, PrintComplete): an
 * invoice someone must also post on paper is NeedToPrint until the person who printed it marks it PrintComplete. A
 * paid or cancelled invoice keeps its status (RLS and the status trigger: it is never edited).
 */
import type { Tx } from '../../_shared/db.ts'
import { assertBanking } from '../../_shared/access.ts'
import { AppError } from '../../_shared/errors.ts'
import { INVOICING_MESSAGES, type PRINT_STATUSES } from '../../../shared/rules/invoicing.ts'

export async function setPrintStatus({
  tx,
  organizationId,
  invoiceId,
  printStatus,
}: {
  tx: Tx
  organizationId: string
  invoiceId: string
  printStatus: (typeof PRINT_STATUSES)[number]
}) {
  await assertBanking(tx, organizationId, 'use')
  const [row] = await tx`update public.invoices set print_status = ${printStatus}
    where id = ${invoiceId} and organization_id = ${organizationId} returning id`
  if (row) return
  const [found] =
    await tx`select status from public.invoices where id = ${invoiceId} and organization_id = ${organizationId}`
  if (!found) throw new AppError('not_found', 'Invoice not found')
  throw new AppError(
    'conflict',
    found.status === 'Paid' ? INVOICING_MESSAGES.paidNotEditable : 'A cancelled invoice cannot be edited',
  )
}
