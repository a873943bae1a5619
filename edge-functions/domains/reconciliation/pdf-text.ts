/**
 * The text of a statement PDF, read with unpdf (PDF.js built for servers; no network, no native code), one line per
 * text line. A file that is not a PDF, is damaged or is password-protected gets a sentence a person can act on.
 */
import { extractText, getDocumentProxy } from 'unpdf'
import { AppError } from '../../_shared/errors.ts'

export const PDF_MESSAGES = {
  notPdf: 'This file is not a PDF. Upload the statement as a PDF or a CSV export.',
  damaged: 'This PDF is damaged and cannot be read. Download the statement again from the bank and upload that copy.',
  password:
    'This PDF is protected by a password. Save an unprotected copy (print it to PDF) and upload that, or enter the figures by hand.',
  noText:
    'This PDF has no text to read (it may be a scan). Upload the bank’s CSV export instead, or enter the figures by hand.',
} as const

const refuse = (message: string) => new AppError('unprocessable', message, { fields: [{ path: 'file', message }] })

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  if (!head.includes('%PDF-')) throw refuse(PDF_MESSAGES.notPdf)
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    // a copy: PDF.js takes ownership of the buffer it is given
    doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 })
  } catch (e) {
    throw refuse((e as Error)?.name === 'PasswordException' ? PDF_MESSAGES.password : PDF_MESSAGES.damaged)
  }
  try {
    const { text } = await extractText(doc, { mergePages: true })
    if (!text.trim()) throw refuse(PDF_MESSAGES.noText)
    return text
  } catch (e) {
    if (e instanceof AppError) throw e
    throw refuse(PDF_MESSAGES.damaged)
  } finally {
    await doc.cleanup()
  }
}
