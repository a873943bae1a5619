/**
 * The extraction's accuracy on a generated corpus (shared/pdf/bill-corpus.ts): 200 bills rendered as text PDFs with
 * known fields, read back through the PDF text layer and shared/rules/bill-extraction.ts; prints field-level accuracy
 * and holds it at ≥ 95%. And the refusals: not a PDF or image, encrypted, damaged, too many pages, too large, a scan.
 * And scans: 30 generated scanned bills (a scanned PDF, a JPEG photo, a PNG) read by OCR, held at ≥ 85%, field by field.
 * No stack needed.
 */
import assert from 'node:assert/strict'
import {
  billPdf,
  billScan,
  billScanImage,
  type KnownBill,
  scanJpeg,
  scoreExtraction,
} from '../../../shared/pdf/bill-corpus.ts'
import { imagePdf } from '../../../shared/pdf/image-pdf.ts'
import { textPdf } from '../../../shared/pdf/text-pdf.ts'
import { CONFIRM_BELOW, extractedValues, fieldsToConfirm, fillUntyped } from '../../../shared/rules/bill-extraction.ts'
import { BILL_FILE_MAX_BYTES, BILL_MESSAGES } from '../../../shared/rules/bill-pay.ts'
import { BillFileRefused, readBillFile, readBillFileInSteps } from './read-bill-file.ts'

Deno.test('bill extraction: ≥ 95% of fields right on 200 generated text PDFs', async () => {
  let right = 0
  let total = 0
  const misses: string[] = []
  for (let i = 0; i < 200; i++) {
    const { known, pdf } = billPdf(7, i)
    const x = await readBillFile(pdf)
    const s = scoreExtraction(known, extractedValues(x))
    right += s.right
    total += s.total
    if (s.wrong.length && misses.length < 10) misses.push(`bill ${i}: ${s.wrong.join('; ')}`)
  }
  const accuracy = right / total
  console.log(`text PDFs: ${right}/${total} fields right (${(accuracy * 100).toFixed(1)}%, target ≥ 95%)`)
  if (misses.length) console.log(misses.join('\n'))
  assert.ok(accuracy >= 0.95, `accuracy ${accuracy}`)
})

Deno.test('bill extraction: each field keeps the line it was read from and a confidence', async () => {
  const { known, pdf } = billPdf(7, 3)
  const x = await readBillFile(pdf)
  assert.equal(x.invoiceNumber?.value, known.invoiceNumber)
  assert.ok(x.invoiceNumber?.source.includes(known.invoiceNumber))
  assert.ok(x.amountMicros && x.amountMicros.confidence > 0 && x.amountMicros.confidence <= 1)
  assert.ok(x.vendorNames.length >= 1 && x.vendorNames.length <= 3)
})

Deno.test('bill extraction never overwrites a field a person typed', () => {
  const out = fillUntyped(
    { vendorName: 'Typed Vendor', amountMicros: '5000000', invoiceNumber: null },
    ['vendorName', 'amountMicros'],
    { vendorName: 'Read Vendor', amountMicros: '9000000', invoiceNumber: 'INV-1' },
  )
  assert.deepEqual(out, { vendorName: 'Typed Vendor', amountMicros: '5000000', invoiceNumber: 'INV-1' })
})

Deno.test('bill OCR: ≥ 85% of fields right on 30 generated scans (scanned PDF, JPEG photo, PNG), field by field', async () => {
  const keys: (keyof KnownBill)[] = [
    'vendorName',
    'invoiceNumber',
    'invoiceDate',
    'amountMicros',
    'dueDate',
    'accountNumber',
    'routingNumber',
    'servicePeriodFrom',
    'servicePeriodTo',
    'glCode',
  ]
  const perField = new Map(keys.map((k) => [k, 0]))
  let right = 0
  let total = 0
  const n = 30
  for (let i = 0; i < n; i++) {
    const scan = billScan(11, i)
    const x = await readBillFile(scan.file)
    assert.equal(x.ocr, true, `scan ${i} (${scan.form}) went through OCR`)
    const got = extractedValues(x)
    const s = scoreExtraction(scan.known, got)
    right += s.right
    total += s.total
    for (const k of keys) if ((got[k] ?? null) === scan.known[k]) perField.set(k, perField.get(k)! + 1)
  }
  const accuracy = right / total
  console.log(`scans: ${right}/${total} fields right (${(accuracy * 100).toFixed(1)}%, target ≥ 85%)`)
  console.log([...perField].map(([k, r]) => `  ${k}: ${((100 * r) / n).toFixed(0)}%`).join('\n'))
  assert.ok(accuracy >= 0.85, `accuracy ${accuracy}`)
  for (const k of ['invoiceNumber', 'amountMicros', 'dueDate'] as const)
    assert.ok(perField.get(k)! / n >= 0.85, `${k} right on ${perField.get(k)} of ${n}`)
})

Deno.test('bill OCR: each field keeps its line, a confidence scaled by how sure OCR was, and low ones wait for a person', async () => {
  const scan = billScan(11, 4, 'jpeg')
  const x = await readBillFile(scan.file)
  assert.equal(x.invoiceNumber?.value, scan.known.invoiceNumber)
  assert.ok(x.invoiceNumber!.source.includes(scan.known.invoiceNumber))
  // below the rule's own 0.95: the line's OCR confidence is under 1
  assert.ok(x.invoiceNumber!.confidence < 0.95 && x.invoiceNumber!.confidence > CONFIRM_BELOW)
  // a field read with low confidence is to be confirmed until a person types or confirms it
  const shaky = { ...x, amountMicros: { ...x.amountMicros!, confidence: 0.5 } }
  assert.deepEqual(fieldsToConfirm(shaky, []).includes('amountMicros'), true)
  assert.deepEqual(fieldsToConfirm(shaky, ['amountMicros']).includes('amountMicros'), false)
})

Deno.test('bill OCR: a long scan is read a page at a time, handing over between pages, to the same fields', async () => {
  const pages = [billScanImage(11, 8), billScanImage(11, 9)].map(({ image }) => ({
    jpeg: scanJpeg(image),
    width: image.width,
    height: image.height,
    components: 3 as const,
  }))
  const pdf = imagePdf(pages)
  const whole = await readBillFile(pdf)
  const first = await readBillFileInSteps(pdf, { stepUsedUp: () => true })
  assert.ok('paused' in first, 'the step stopped after one page')
  assert.equal(first.paused.nextPage, 2)
  const second = await readBillFileInSteps(pdf, { resume: first.paused, stepUsedUp: () => true })
  assert.ok(!('paused' in second), 'the last page finished the read')
  assert.deepEqual(extractedValues(second), extractedValues(whole))
  assert.equal(second.text, whole.text)
})

const refused = async (bytes: Uint8Array, message: string) => {
  await assert.rejects(readBillFile(bytes), (e) => e instanceof BillFileRefused && e.message === message)
}

Deno.test('bill files: the wrong type, a damaged, encrypted, long or huge file and a scan get a clear message', async () => {
  await refused(new TextEncoder().encode('name,amount\nAcme,12.00\n'), BILL_MESSAGES.fileType)
  await refused(new TextEncoder().encode('%PDF-1.4\nthis is not really a pdf'), BILL_MESSAGES.damaged)
  const huge = new Uint8Array(BILL_FILE_MAX_BYTES + 1)
  huge.set(new TextEncoder().encode('%PDF-1.4\n'))
  await refused(huge, BILL_MESSAGES.fileTooBig)
  const fiftyPages = textPdf({ title: 'Scan batch', lines: Array.from({ length: 50 * 50 }, (_, i) => `line ${i}`) })
  await refused(fiftyPages, BILL_MESSAGES.tooManyPages)
  await refused(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), BILL_MESSAGES.damagedImage)
  // a scanned PDF whose page is blank paper: OCR finds nothing to read
  const blank = billScanImage(7, 0).image
  blank.data.fill(250)
  await refused(
    imagePdf([{ jpeg: scanJpeg(blank), width: blank.width, height: blank.height, components: 3 }]),
    BILL_MESSAGES.noText,
  )
  // an encrypted PDF: the trailer names an /Encrypt dictionary PDF.js cannot open without the password
  const plain = new TextDecoder('latin1').decode(textPdf({ title: 'Secret', lines: ['Amount Due: $1.00'] }))
  const enc = plain.replace(
    '/Root 1 0 R',
    '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O (0123456789abcdef0123456789abcdef) /U (0123456789abcdef0123456789abcdef) /P -4 >> /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]',
  )
  const encBytes = Uint8Array.from(enc, (c) => c.charCodeAt(0))
  await refused(encBytes, BILL_MESSAGES.encrypted)
})
