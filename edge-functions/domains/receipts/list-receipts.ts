/**
 * Receipts the caller may see (all organizations, or one), newest first, with their file and organization name, how
 * each arrived (uploaded, or mailed by whom), what was read from it and the transaction it was matched to.
 */
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
  source: 'upload' | 'email' | 'ramp'
  sender: string | null
  reading: {
    vendor: string | null
    amountCents: number | null
    date: string | null
    note: string | null
    /** matched to a line, whether or not the caller was given access to that line */
    matched: boolean
    transaction: { id: string; date: string; amountCents: number; description: string | null } | null
  } | null
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
           r.source, r.sender,
           case when rr.receipt_id is null then null else json_build_object('vendor', rr.vendor,
             'amountCents', rr.amount_cents::float8, 'date', rr.receipt_date, 'note', rr.note,
             'matched', rr.provider_transaction_id is not null,
             'transaction', case when pt.id is null then null else json_build_object('id', pt.id,
               'date', (pt.transaction_effective_time at time zone 'UTC')::date, 'amountCents', pt.total_amount_cents::float8,
               'description', coalesce(pt.vendor, pt.description)) end) end as reading,
           json_build_object('id', f.id, 'title', f.title, 'description', f.description, 'bucket', f.bucket, 'path', f.path, 'extension', f.extension,
             'organizationId', f.organization_id, 'userId', f.user_id, 'orgTaskId', f.org_task_id, 'createdAt', f.created_at) as file
    from public.receipts r join public.files f on f.id = r.file_id join public.organizations o on o.id = r.organization_id
    left join public.receipt_readings rr on rr.receipt_id = r.id
    left join public.provider_transactions pt on pt.id = rr.provider_transaction_id
    where (${organizationId ?? null}::uuid is null or r.organization_id = ${organizationId ?? null}) and o.deleted_at is null
    order by r.created_at desc limit 500`,
  )
}
