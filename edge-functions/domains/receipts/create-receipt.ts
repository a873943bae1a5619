/** Mark an already recorded file of the organization as a receipt (members and staff; RLS decides). */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { listReceipts, type TReceiptRow } from './list-receipts.ts'

export async function createReceipt({
  tx,
  organizationId,
  fileId,
}: {
  tx: Tx
  organizationId: string
  fileId: string
}): Promise<TReceiptRow> {
  await assertOrganizationVisible({ tx, organizationId })
  const [file] = await tx`select 1 from public.files where id = ${fileId} and organization_id = ${organizationId}`
  if (!file)
    throw new AppError('unprocessable', "The file is not one of this organization's files", {
      fields: [{ path: 'fileId', message: 'Unknown file' }],
    })
  const [row] =
    await tx`insert into public.receipts (organization_id, file_id) values (${organizationId}, ${fileId}) returning id`
  return (await listReceipts({ tx, organizationId })).find((r) => r.id === row.id)!
}
