/** Supporting documents with a short-lived URL of their file, signed with the caller's token (Storage RLS decides). */
import { signFileUrl } from '../files/sign-file-url.ts'
import type { TSupportingDocument } from '../../../shared/schemas/reconciliation.ts'

type DocumentRow = Omit<TSupportingDocument, 'fileUrl'> & { bucket: string; path: string | null }

export async function withFileUrls(rows: DocumentRow[], accessToken: string): Promise<TSupportingDocument[]> {
  return await Promise.all(
    rows.map(async ({ bucket, path, ...d }) => ({
      ...d,
      fileUrl: path ? await signFileUrl({ accessToken, bucket, path }) : null,
    })),
  )
}
