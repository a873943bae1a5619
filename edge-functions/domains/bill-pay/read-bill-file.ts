/**
 * A bill's file read into fields: the PDF's text layer through unpdf (PDF.js built for servers), one line per text
 * line, then shared/rules/bill-extraction.ts. A file that is not a PDF or an image, too large, too long, encrypted or
 * damaged is refused with a sentence a person can act on (shared/rules/bill-pay.ts). A scan or a photo (an image, or a
 * PDF without text) has no text layer; reading those needs OCR, which this build does not run (docs/bill-pay.md
 * "Scans"), so it fails with BILL_MESSAGES.noText and the reviewer types the fields beside the preview.
 */
import { extractText, getDocumentProxy } from 'unpdf'
import { type BillExtraction, extractBill } from '../../../shared/rules/bill-extraction.ts'
import { BILL_FILE_MAX_BYTES, BILL_FILE_MAX_PAGES, BILL_MESSAGES } from '../../../shared/rules/bill-pay.ts'

export class BillFileRefused extends Error {}

const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b)
const PNG = [0x89, 0x50, 0x4e, 0x47]
const JPEG = [0xff, 0xd8, 0xff]

export function billFileKind(bytes: Uint8Array): 'pdf' | 'image' | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  if (head.includes('%PDF-')) return 'pdf'
  if (startsWith(bytes, PNG) || startsWith(bytes, JPEG)) return 'image'
  return null
}

/** The text of a bill PDF, one line per text line (items on one baseline joined with a space). */
export async function billPdfText(bytes: Uint8Array): Promise<string> {
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    // a copy: PDF.js takes ownership of the buffer it is given
    doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 })
  } catch (e) {
    throw new BillFileRefused(
      (e as Error)?.name === 'PasswordException' ? BILL_MESSAGES.encrypted : BILL_MESSAGES.damaged,
    )
  }
  try {
    if (doc.numPages > BILL_FILE_MAX_PAGES) throw new BillFileRefused(BILL_MESSAGES.tooManyPages)
    const { text } = await extractText(doc, { mergePages: true })
    if (!text.trim()) throw new BillFileRefused(BILL_MESSAGES.noText)
    return text
  } catch (e) {
    if (e instanceof BillFileRefused) throw e
    throw new BillFileRefused(BILL_MESSAGES.damaged)
  } finally {
    await doc.cleanup()
  }
}

/** The fields of a bill's file, with the text they were read from; refused with BillFileRefused. */
export async function readBillFile(bytes: Uint8Array): Promise<BillExtraction & { text: string }> {
  if (bytes.length > BILL_FILE_MAX_BYTES) throw new BillFileRefused(BILL_MESSAGES.fileTooBig)
  const kind = billFileKind(bytes)
  if (!kind) throw new BillFileRefused(BILL_MESSAGES.fileType)
  if (kind === 'image') throw new BillFileRefused(BILL_MESSAGES.noText)
  const text = await billPdfText(bytes)
  return { ...extractBill(text), text: text.slice(0, 20_000) }
}
