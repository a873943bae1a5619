/** Supporting documents with a short-lived URL of their file, signed with the caller's token (Storage RLS decides). */
import type { Tx } from '../../_shared/db.ts'
import { plain } from '../../_shared/rows.ts'
import { signFileUrl } from '../files/sign-file-url.ts'
import { DOCUMENT_COLUMNS, DOCUMENT_FROM } from './columns.ts'
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

/** One document as the API shows it, read after it was written. */
export async function readDocument(tx: Tx, id: string, accessToken: string): Promise<TSupportingDocument> {
  const [row] = await tx.unsafe(`select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.id = $1`, [id])
  return (await withFileUrls([plain(row)], accessToken))[0]
}
