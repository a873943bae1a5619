/**
 * An uploaded statement (PDF or CSV) becomes a supporting document awaiting confirmation, in two parts so no request
 * parses a file (a long PDF takes more than a hosted request's 2 s of CPU):
 * - recordStatementUpload (the request): the browser put the file in the 'files' bucket under
 *   `<organization>/statements/`; the caller must keep the organization's books and name one of its statement
 *   accounts; the upload is recorded and the job `reconciliation.read-statement` queued with it.
 * - readUploadedStatement (the job): reads the file (at most STATEMENT_MAX_BYTES), extracts the period and balances
 *   (shared/rules/statement-text.ts), refuses a statement of another account or an unusable period with the reason,
 *   and records the file and the document in one transaction. On a refusal the uploaded object is removed too, so
 *   nothing is half-saved, and the upload keeps the reason for the screen (getStatementUpload).
 */
import type { Tx } from '../../_shared/db.ts'
import { asService } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { FILES_BUCKET, fileExtension } from '../../../shared/schemas/files.ts'
import { STATEMENT_MAX_BYTES, type TStatementUpload } from '../../../shared/schemas/reconciliation.ts'
import { extractCsvStatement, extractStatement, statementAccountMask } from '../../../shared/rules/statement-text.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { enqueueJob } from '../jobs/enqueue-job.ts'
import { readStatementJob } from './jobs.ts'
import { pdfText } from './pdf-text.ts'
import { readDocument } from './sign-document.ts'
import { checkStatementPeriod, loadStatementAccount } from './statement-period.ts'

const refuse = (message: string, path = 'file') =>
  new AppError('unprocessable', message, { fields: [{ path, message }] })

const objectUrl = (path: string) =>
  `${env.supabaseUrl}/storage/v1/object/${FILES_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`
const serviceHeaders = () => ({ apikey: env.serviceRoleKey, authorization: `Bearer ${env.serviceRoleKey}` })

/** The uploaded file, as the service role (the request checked the caller); refused past STATEMENT_MAX_BYTES. */
async function download(path: string): Promise<Uint8Array> {
  const res = await fetch(objectUrl(path).replace('/object/', '/object/authenticated/'), { headers: serviceHeaders() })
  if (!res.ok) {
    await res.body?.cancel()
    throw refuse('Upload the statement file first: nothing is stored at this path', 'path')
  }
  const tooBig = () =>
    refuse(`The file is larger than ${STATEMENT_MAX_BYTES / 1024 / 1024} MB: upload the statement of one month`)
  if (Number(res.headers.get('content-length') ?? 0) > STATEMENT_MAX_BYTES) {
    await res.body?.cancel()
    throw tooBig()
  }
  const bytes = new Uint8Array(await res.arrayBuffer())
  if (bytes.length > STATEMENT_MAX_BYTES) throw tooBig()
  return bytes
}

async function removeObject(path: string, headers: Record<string, string>) {
  const res = await fetch(`${env.supabaseUrl}/storage/v1/object/${FILES_BUCKET}`, {
    method: 'DELETE',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prefixes: [path] }),
  })
  await res.body?.cancel()
}

/** Removes an uploaded statement object as the caller (Storage RLS decides). */
export async function removeStatementObject(path: string, accessToken: string) {
  await removeObject(path, { apikey: env.anonKey, authorization: `Bearer ${accessToken}` })
}

/** What the file says: PDF through its text, CSV through its lines. */
export async function readStatementFile(bytes: Uint8Array, fileName: string) {
  const isCsv = fileExtension(fileName) === 'csv'
  if (isCsv) {
    try {
      return { ...extractCsvStatement(new TextDecoder().decode(bytes)), mask: null }
    } catch (e) {
      throw refuse((e as Error).message)
    }
  }
  const text = await pdfText(bytes)
  return { ...extractStatement(text), mask: statementAccountMask(text) }
}

/** The request: checks the caller and the account, records the upload and queues its reading. */
export async function recordStatementUpload({
  tx,
  organizationId,
  input,
  userId,
}: {
  tx: Tx
  organizationId: string
  input: { statementAccountId: string; path: string; fileName: string }
  userId: string
}): Promise<TStatementUpload> {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  if (!input.path.startsWith(`${organizationId}/statements/`) || input.path.includes('..'))
    throw refuse(`Upload the statement under ${organizationId}/statements/ in the files bucket`, 'path')
  const account = await loadStatementAccount(tx, organizationId, input.statementAccountId)
  // the upload and its job commit together: a recorded upload is always read
  return await asService(async (service) => {
    const [row] = await service`insert into private.reconciliation_statement_uploads
        (organization_id, statement_account_id, path, file_name, uploaded_by)
      values (${organizationId}, ${account.id}, ${input.path}, ${input.fileName}, ${userId}) returning id`
    await enqueueJob({ sql: service, definition: readStatementJob, payload: { uploadId: row.id }, organizationId })
    return { id: row.id, status: 'processing', document: null, error: null }
  })
}

/** An upload as the screen waits on it; the caller must keep the organization's books. */
export async function getStatementUpload({
  tx,
  organizationId,
  uploadId,
  accessToken,
}: {
  tx: Tx
  organizationId: string
  uploadId: string
  accessToken: string
}): Promise<TStatementUpload> {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  const [u] = await asService(
    (service) => service`select id, status, document_id, error_message, error_path
      from private.reconciliation_statement_uploads where id = ${uploadId} and organization_id = ${organizationId}`,
  )
  if (!u) throw new AppError('not_found', 'This upload does not exist')
  return {
    id: u.id,
    status: u.status,
    document: u.document_id ? await readDocument(tx, u.document_id, accessToken) : null,
    error: u.error_message ? { message: u.error_message, path: u.error_path ?? 'file' } : null,
  }
}

/**
 * The job: reads the upload's file into a document, or records why not. `tx` is the job's transaction (service role);
 * a refusal is an outcome, not a failure (the job completes); anything else throws and the job retries.
 */
export async function readUploadedStatement({ tx, uploadId }: { tx: Tx; uploadId: string }) {
  const [u] = await tx`select id, organization_id, statement_account_id, path, file_name, uploaded_by, status
    from private.reconciliation_statement_uploads where id = ${uploadId} for update`
  if (!u) return { skipped: 'the upload is gone' }
  if (u.status !== 'processing') return { skipped: `the upload is ${u.status} already` }
  try {
    const account = await loadStatementAccount(tx, u.organization_id, u.statement_account_id)
    const x = await readStatementFile(await download(u.path), u.file_name)
    if (x.mask && account.mask && x.mask !== account.mask)
      throw refuse(
        `This statement is for the account ending ${x.mask}, not ${account.account_chart_name} (fed by ${account.feed_name} ending ${account.mask})`,
        'statementAccountId',
      )
    if (!x.periodStart || !x.periodEnd)
      throw refuse('The statement period could not be found in this file. Check it is the bank statement itself.')
    if (x.startingBalanceCents === null || x.endingBalanceCents === null)
      throw refuse(
        'The beginning and ending balances could not be found in this file. Check it is the bank statement itself.',
      )
    await checkStatementPeriod({
      tx,
      statementAccountId: account.id,
      accountName: account.account_chart_name,
      periodStart: x.periodStart,
      periodEnd: x.periodEnd,
    })
    const [file] =
      await tx`insert into public.files (title, description, bucket, path, extension, organization_id, user_id)
      values (${u.file_name}, ${`Statement of ${account.account_chart_name}`}, ${FILES_BUCKET}, ${u.path},
        ${fileExtension(u.path)}, ${u.organization_id}, ${u.uploaded_by}) returning id`
    const [doc] =
      await tx`insert into public.reconciliation_documents (organization_id, statement_account_id, type, file_id,
        file_name, period_start, period_end, start_balance_cents, end_balance_cents, uploaded_by)
      values (${u.organization_id}, ${account.id}, 'uploaded', ${file.id}, ${u.file_name}, ${x.periodStart}, ${x.periodEnd},
        ${x.startingBalanceCents}, ${x.endingBalanceCents}, ${u.uploaded_by}) returning id`
    await tx`update private.reconciliation_statement_uploads set status = 'read', document_id = ${doc.id}, updated_at = now()
      where id = ${u.id}`
    return { documentId: doc.id as string }
  } catch (e) {
    if (!(e instanceof AppError) || e.status >= 500) throw e
    const field = (e.details as { fields?: { path: string }[] } | undefined)?.fields?.[0]?.path ?? 'file'
    await removeObject(u.path, serviceHeaders())
    await tx`update private.reconciliation_statement_uploads set status = 'refused', error_message = ${e.message.slice(0, 2000)},
      error_path = ${field}, updated_at = now() where id = ${u.id}`
    return { refused: e.message }
  }
}
