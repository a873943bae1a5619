/**
 * An uploaded statement (PDF or CSV) becomes a supporting document awaiting confirmation. The browser put the file in
 * the 'files' bucket under `<organization>/statements/`; this reads it as the caller (Storage RLS decides), extracts
 * the period and balances (shared/rules/statement-text.ts), refuses a statement of another account or an unusable
 * period with the reason, and records the file and the document in one transaction. On any refusal the uploaded
 * object is removed too, so nothing is half-saved.
 */
import type { Tx } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { AppError } from '../../_shared/errors.ts'
import { FILES_BUCKET, fileExtension } from '../../../shared/schemas/files.ts'
import { extractCsvStatement, extractStatement, statementAccountMask } from '../../../shared/rules/statement-text.ts'
import { assertStaffOf } from '../../_shared/access.ts'
import { pdfText } from './pdf-text.ts'
import { readDocument } from './sign-document.ts'
import { checkStatementPeriod, loadStatementAccount } from './statement-period.ts'

const refuse = (message: string, path = 'file') =>
  new AppError('unprocessable', message, { fields: [{ path, message }] })

const objectUrl = (path: string) =>
  `${env.supabaseUrl}/storage/v1/object/${FILES_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`

async function download(path: string, accessToken: string): Promise<Uint8Array> {
  const res = await fetch(objectUrl(path).replace('/object/', '/object/authenticated/'), {
    headers: { apikey: env.anonKey, authorization: `Bearer ${accessToken}` },
  })
  if (!res.ok) {
    await res.body?.cancel()
    throw refuse('Upload the statement file first: nothing is stored at this path', 'path')
  }
  return new Uint8Array(await res.arrayBuffer())
}

/** Removes an uploaded statement object as the caller (Storage RLS decides). */
export async function removeStatementObject(path: string, accessToken: string) {
  const res = await fetch(`${env.supabaseUrl}/storage/v1/object/${FILES_BUCKET}`, {
    method: 'DELETE',
    headers: { apikey: env.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ prefixes: [path] }),
  })
  await res.body?.cancel()
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

export async function addUploadedStatement({
  tx,
  organizationId,
  input,
  accessToken,
}: {
  tx: Tx
  organizationId: string
  input: { statementAccountId: string; path: string; fileName: string }
  accessToken: string
}) {
  await assertStaffOf({ tx, organizationId, action: 'reconcile its statements' })
  if (!input.path.startsWith(`${organizationId}/statements/`) || input.path.includes('..'))
    throw refuse(`Upload the statement under ${organizationId}/statements/ in the files bucket`, 'path')
  try {
    const account = await loadStatementAccount(tx, organizationId, input.statementAccountId)
    const x = await readStatementFile(await download(input.path, accessToken), input.fileName)
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
      values (${input.fileName}, ${`Statement of ${account.account_chart_name}`}, ${FILES_BUCKET}, ${input.path},
        ${fileExtension(input.path)}, ${organizationId}, auth.uid()) returning id`
    const [doc] =
      await tx`insert into public.reconciliation_documents (organization_id, statement_account_id, type, file_id,
        file_name, period_start, period_end, start_balance_cents, end_balance_cents, uploaded_by)
      values (${organizationId}, ${account.id}, 'uploaded', ${file.id}, ${input.fileName}, ${x.periodStart}, ${x.periodEnd},
        ${x.startingBalanceCents}, ${x.endingBalanceCents}, auth.uid()) returning id`
    return await readDocument(tx, doc.id, accessToken)
  } catch (e) {
    await removeStatementObject(input.path, accessToken)
    throw e
  }
}
