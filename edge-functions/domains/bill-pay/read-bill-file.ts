/**
 * A bill's file read into fields. A PDF with a text layer is read through unpdf (PDF.js built for servers), one line
 * per text line. A scan or a photo has no text layer: a PNG or JPEG goes to OCR as it is, and a PDF without text has
 * each page's picture taken out through PDF.js (a scanner's PDF is one image a page; PDF.js decodes its JPEG or Flate
 * data, no canvas needed) and handed to OCR as a grayscale PGM (ocr-engine.ts). Either way the lines go through
 * shared/rules/bill-extraction.ts; after OCR each field's confidence is scaled by the engine's confidence in the line
 * it came from, so a poorly read line is left for a person to confirm. A file that is not a PDF or an image, too
 * large, too long, encrypted or damaged is refused with a sentence a person can act on (shared/rules/bill-pay.ts).
 *
 * OCR takes about 0.35 s of CPU a page, so a long scan is read a page at a time: `readBillFileInSteps` stops between
 * pages once the step's budget is used up and answers where it got to, and the job resumes there (process-upload.ts).
 */
import { extractImages, extractText, getDocumentProxy } from 'unpdf'
import {
  type BillExtraction,
  extractBill,
  type ReadLine,
  scaleByReading,
} from '../../../shared/rules/bill-extraction.ts'
import { BILL_FILE_MAX_BYTES, BILL_FILE_MAX_PAGES, BILL_MESSAGES } from '../../../shared/rules/bill-pay.ts'
import { type GrayImage, toPgm } from '../../../shared/pdf/gray-image.ts'
import { ocrPage } from './ocr-engine.ts'

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

type PdfDoc = Awaited<ReturnType<typeof getDocumentProxy>>

async function openPdf(bytes: Uint8Array): Promise<PdfDoc> {
  try {
    // a copy: PDF.js takes ownership of the buffer it is given
    return await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 })
  } catch (e) {
    throw new BillFileRefused(
      (e as Error)?.name === 'PasswordException' ? BILL_MESSAGES.encrypted : BILL_MESSAGES.damaged,
    )
  }
}

/** The text of a bill PDF's text layer, one line per text line ('' for a scan). */
export async function billPdfText(doc: PdfDoc): Promise<string> {
  try {
    const { text } = await extractText(doc, { mergePages: true })
    return text
  } catch {
    throw new BillFileRefused(BILL_MESSAGES.damaged)
  }
}

/** The largest picture on a PDF page, in gray (a scanner's page is one picture), or null for a page without one. */
async function pagePicture(doc: PdfDoc, page: number): Promise<GrayImage | null> {
  let images: Awaited<ReturnType<typeof extractImages>>
  try {
    images = await extractImages(doc, page)
  } catch {
    throw new BillFileRefused(BILL_MESSAGES.damaged)
  }
  const best = images.sort((a, b) => b.width * b.height - a.width * a.height)[0]
  if (!best) return null
  const { width, height, channels, data } = best
  const gray = new Uint8Array(width * height)
  for (let i = 0; i < gray.length; i++) {
    const o = i * channels
    gray[i] = channels === 1 ? data[o] : Math.round(0.299 * data[o] + 0.587 * data[o + 1] + 0.114 * data[o + 2])
  }
  return { width, height, data: gray }
}

/** Where a paused OCR read got to: the next page to read (1-based) and the lines read so far. */
export type OcrProgress = { nextPage: number; lines: ReadLine[] }

export type BillRead = BillExtraction & { text: string; ocr: boolean }

async function ocrOrRefuse(image: Uint8Array): Promise<ReadLine[]> {
  try {
    return await ocrPage(image)
  } catch (e) {
    if ((e as Error).message === 'The OCR engine could not decode the image')
      throw new BillFileRefused(BILL_MESSAGES.damagedImage)
    throw e
  }
}

function fromLines(lines: ReadLine[]): BillRead {
  if (!lines.length) throw new BillFileRefused(BILL_MESSAGES.noText)
  const text = lines.map((l) => l.text).join('\n')
  return { ...scaleByReading(extractBill(text), lines), text: text.slice(0, 20_000), ocr: true }
}

/**
 * The fields of a bill's file, or, for a scanned PDF whose step ran out (`stepUsedUp`) before its last page, where
 * the OCR got to (`resume` carries on from there). Refused with BillFileRefused.
 */
export async function readBillFileInSteps(
  bytes: Uint8Array,
  { resume, stepUsedUp = () => false }: { resume?: OcrProgress; stepUsedUp?: () => boolean } = {},
): Promise<BillRead | { paused: OcrProgress }> {
  if (bytes.length > BILL_FILE_MAX_BYTES) throw new BillFileRefused(BILL_MESSAGES.fileTooBig)
  const kind = billFileKind(bytes)
  if (!kind) throw new BillFileRefused(BILL_MESSAGES.fileType)
  if (kind === 'image') return fromLines(await ocrOrRefuse(bytes))
  const doc = await openPdf(bytes)
  try {
    if (doc.numPages > BILL_FILE_MAX_PAGES) throw new BillFileRefused(BILL_MESSAGES.tooManyPages)
    if (!resume) {
      const text = await billPdfText(doc)
      if (text.trim()) return { ...extractBill(text), text: text.slice(0, 20_000), ocr: false }
    }
    const lines = [...(resume?.lines ?? [])]
    for (let page = resume?.nextPage ?? 1; page <= doc.numPages; page++) {
      // at least one page a step, so a step always gets somewhere
      if (page > (resume?.nextPage ?? 1) && stepUsedUp()) return { paused: { nextPage: page, lines } }
      const picture = await pagePicture(doc, page)
      if (picture) lines.push(...(await ocrOrRefuse(toPgm(picture))))
    }
    return fromLines(lines)
  } finally {
    await doc.destroy()
  }
}

/** The fields of a bill's file, every page in one go (tests, the benchmark, the seed). */
export async function readBillFile(bytes: Uint8Array): Promise<BillRead> {
  const read = await readBillFileInSteps(bytes)
  if ('paused' in read) throw new Error('unreachable: a read without a step budget never pauses')
  return read
}
