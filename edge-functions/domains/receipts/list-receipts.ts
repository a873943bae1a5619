/** Receipts the caller may see (all organizations, or one), newest first, with their file and organization name. */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import type { TFileRow } from '../files/create-file.ts'

export type TReceiptRow = {
  id: string
  organizationId: string
  organizationName: string
  fileId: string
  createdAt: string
  file: TFileRow
}

export async function listReceipts({
  tx,
  organizationId,
}: {
  tx: Tx
  organizationId?: string
}): Promise<TReceiptRow[]> {
  if (organizationId) await assertOrganizationVisible({ tx, organizationId })
  return plain(
    await tx`
    select r.id, r.organization_id as "organizationId", o.legal_name as "organizationName", r.file_id as "fileId", r.created_at as "createdAt",
           json_build_object('id', f.id, 'title', f.title, 'description', f.description, 'bucket', f.bucket, 'path', f.path, 'extension', f.extension,
             'organizationId', f.organization_id, 'userId', f.user_id, 'orgTaskId', f.org_task_id, 'createdAt', f.created_at) as file
    from public.receipts r join public.files f on f.id = r.file_id join public.organizations o on o.id = r.organization_id
    where (${organizationId ?? null}::uuid is null or r.organization_id = ${organizationId ?? null}) and o.deleted_at is null
    order by r.created_at desc limit 500`,
  )
}
