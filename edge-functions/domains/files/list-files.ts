/** An organization's files (optionally of one task) with signed preview and download URLs. */
import type { Tx } from '../../_shared/db.ts'
import { assertOrganizationVisible } from '../../_shared/access.ts'
import { plain } from '../../_shared/rows.ts'
import { FILE_COLUMNS, type TFileRow } from './create-file.ts'
import { signFileUrl } from './sign-file-url.ts'

export async function listFiles({
  tx,
  organizationId,
  orgTaskId,
  pathPrefix,
}: {
  tx: Tx
  organizationId: string
  orgTaskId?: string
  pathPrefix?: string
}) {
  await assertOrganizationVisible({ tx, organizationId })
  return plain<TFileRow[]>(
    await tx.unsafe(
      `select ${FILE_COLUMNS} from public.files
    where organization_id = $1 and ($2::uuid is null or org_task_id = $2) and ($3::text is null or starts_with(path, $3))
    order by created_at desc`,
      [organizationId, orgTaskId ?? null, pathPrefix ?? null],
    ),
  )
}

export async function withSignedUrls(files: TFileRow[], accessToken: string) {
  return await Promise.all(
    files.map(async (f) => {
      const previewUrl = await signFileUrl({ accessToken, bucket: f.bucket, path: f.path })
      const name = f.extension ? `${f.title}.${f.extension}` : f.title
      return { ...f, previewUrl, downloadUrl: previewUrl ? `${previewUrl}&download=${encodeURIComponent(name)}` : null }
    }),
  )
}
