/**
 * The `bills.process-upload` job: a bill's file read into its fields. The file comes from Storage as the service
 * role; read-bill-file.ts reads it; the fields nobody typed are filled from what was read (fillUntyped), the whole
 * extraction kept for the reviewer (each value with its line and confidence), and the job's result is the extraction
 * (Completed). A file that cannot be read marks the bill's extraction Failed with the sentence why, written on its own
 * connection so it stays when the job fails with the same text (BillUnreadable: the job does not retry it, as
 * retrying cannot fix it).
 */
import type { Sql, Tx } from '../../_shared/db.ts'
import { env } from '../../_shared/env.ts'
import { extractedValues, fillUntyped, type TExtractedBillField } from '../../../shared/rules/bill-extraction.ts'
import { BILL_FILE_MAX_BYTES, BILL_MESSAGES } from '../../../shared/rules/bill-pay.ts'
import { FILES_BUCKET } from '../../../shared/schemas/files.ts'
import {
  type BillRead,
  BillFileRefused,
  type OcrProgress,
  readBillFile,
  readBillFileInSteps,
} from './read-bill-file.ts'

/** A bill whose file cannot be read, or that is gone: trying again cannot help. */
export class BillUnreadable extends Error {}

const COLUMNS: Record<TExtractedBillField, string> = {
  vendorName: 'vendor_name',
  invoiceNumber: 'invoice_number',
  invoiceDate: 'invoice_date',
  amountMicros: 'amount_micros',
  dueDate: 'due_date',
  accountNumber: 'account_number',
  routingNumber: 'routing_number',
  servicePeriodFrom: 'service_period_from',
  servicePeriodTo: 'service_period_to',
  glCode: 'gl_code',
}

async function download(path: string): Promise<Uint8Array> {
  const url = `${env.supabaseUrl}/storage/v1/object/authenticated/${FILES_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`
  const res = await fetch(url, {
    headers: { apikey: env.serviceRoleKey, authorization: `Bearer ${env.serviceRoleKey}` },
  })
  if (!res.ok) {
    await res.body?.cancel()
    if (res.status === 400 || res.status === 404)
      throw new BillFileRefused('The bill’s file is not in storage: upload it again')
    throw new Error(`storage answered ${res.status}`)
  }
  if (Number(res.headers.get('content-length') ?? 0) > BILL_FILE_MAX_BYTES) {
    await res.body?.cancel()
    throw new BillFileRefused(BILL_MESSAGES.fileTooBig)
  }
  return new Uint8Array(await res.arrayBuffer())
}

/** Fills the bill from its file's bytes in one go (what a test or the seed calls, without Storage). */
export async function applyExtraction(tx: Tx, billId: string, bytes: Uint8Array) {
  return await applyRead(tx, billId, await readBillFile(bytes))
}

/** Fills the fields nobody typed from what was read, and keeps the whole extraction for the reviewer. */
async function applyRead(tx: Tx, billId: string, x: BillRead) {
  const [b] = await tx`select vendor_name, invoice_number, invoice_date::text, amount_micros::text, due_date::text,
      account_number, routing_number, service_period_from::text, service_period_to::text, gl_code, typed_fields
    from public.banking_bills where id = ${billId} for update`
  const current: Partial<Record<TExtractedBillField, string | null>> = {}
  for (const [k, col] of Object.entries(COLUMNS)) current[k as TExtractedBillField] = b[col]
  const filled = fillUntyped(current, b.typed_fields, extractedValues(x))
  const set: Record<string, unknown> = {}
  for (const [k, col] of Object.entries(COLUMNS)) {
    const v = filled[k as TExtractedBillField]
    if (v !== current[k as TExtractedBillField]) set[col] = v
  }
  // a period read backwards is left for the reviewer rather than refused by the table
  if (
    (set.service_period_from ?? current.servicePeriodFrom ?? '') >
    (set.service_period_to ?? current.servicePeriodTo ?? '~')
  ) {
    delete set.service_period_from
    delete set.service_period_to
  }
  await tx`update public.banking_bills set ${tx({ ...set, extraction: tx.json(x as never), extraction_status: 'Completed', extraction_error: null, updated_at: new Date() } as never)}
    where id = ${billId}`
  return x
}

/**
 * Reads the bill's file and fills the bill, or, for a long scan whose step ran out between pages, answers where the
 * OCR got to (`paused`), which the job hands to its next step as `resume`.
 */
export async function processBillUpload({
  tx,
  sql,
  billId,
  resume,
  stepUsedUp,
}: {
  tx: Tx
  sql: Sql
  billId: string
  resume?: OcrProgress
  stepUsedUp?: () => boolean
}): Promise<Omit<BillRead, 'text'> | { paused: OcrProgress }> {
  const [b] =
    await tx`select b.id, f.path from public.banking_bills b left join public.files f on f.id = b.invoice_file_id
    where b.id = ${billId}`
  if (!b) throw new BillUnreadable(BILL_MESSAGES.notFound)
  try {
    if (!b.path) throw new BillFileRefused('This bill has no file to read')
    const read = await readBillFileInSteps(await download(b.path), { resume, stepUsedUp })
    if ('paused' in read) return read
    const { text: _, ...fields } = await applyRead(tx, billId, read)
    return fields
  } catch (e) {
    if (!(e instanceof BillFileRefused)) throw e
    await sql`update public.banking_bills set extraction_status = 'Failed', extraction_error = ${e.message},
      updated_at = now() where id = ${billId}`
    throw new BillUnreadable(e.message)
  }
}
