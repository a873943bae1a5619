/**
 * Record a file after the browser uploaded it to Storage (bucket 'files', '<organizationId>/...'). The object must
 * exist and be visible to the caller (Storage RLS), so a row can never point at another tenant's object.
 */
import type { Tx } from '../../_shared/db.ts'
import { AppError } from '../../_shared/errors.ts'
import { FILES_BUCKET, fileExtension } from '../../../shared/schemas/files.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'

export const FILE_COLUMNS = `id, title, description, bucket, path, extension, organization_id as "organizationId", user_id as "userId",
  org_task_id as "orgTaskId", created_at as "createdAt"`

export type TFileRow = {
  id: string
  title: string
  description: string
  bucket: string
  path: string
  extension: string
  organizationId: string
  userId: string | null
  orgTaskId: string | null
  createdAt: string
}

export async function createFile({
  tx,
  input,
}: {
  tx: Tx
  input: { organizationId: string; path: string; title: string; description: string; orgTaskId?: string }
}) {
  await assertOrganizationVisible({ tx, organizationId: input.organizationId })
  const [object] = await tx`select 1 from storage.objects where bucket_id = ${FILES_BUCKET} and name = ${input.path}`
  if (!object)
    throw new AppError('unprocessable', 'Upload the file to storage first', {
      fields: [{ path: 'path', message: 'No uploaded file at this path' }],
    })
  if (input.orgTaskId) {
    const [task] =
      await tx`select 1 from public.organization_tasks where id = ${input.orgTaskId} and organization_id = ${input.organizationId}`
    if (!task)
      throw new AppError('unprocessable', "The task is not one of this organization's tasks", {
        fields: [{ path: 'orgTaskId', message: 'Unknown task' }],
      })
  }
  const [row] = await tx.unsafe(
    `insert into public.files (title, description, bucket, path, extension, organization_id, user_id, org_task_id)
    values ($1, $2, $3, $4, $5, $6, auth.uid(), $7) returning ${FILE_COLUMNS}`,
    [
      input.title,
      input.description,
      FILES_BUCKET,
      input.path,
      fileExtension(input.path),
      input.organizationId,
      input.orgTaskId ?? null,
    ],
  )
  return plain<TFileRow>(row)
}
