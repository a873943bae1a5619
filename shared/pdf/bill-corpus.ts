/**
 * A generated corpus of bills with known fields, rendered as text PDFs (shared/pdf/text-pdf.ts), for the extraction's
 * accuracy test and the `bills` benchmark. Seeded, so a run is reproducible; the layouts vary the way vendors' bills
 * do: the label wordings ("Invoice #", "Invoice No.", "Invoice Number"), the date formats (ISO, US, "March 3, 2026"),
 * where the vendor's name sits, which optional fields (bank details, service period, GL code) appear, and lines that
 * must not be read as the field (a "Subtotal", a phone number, the customer's address). The same bills also come as
 * scans (billScan): printed on a page image in DejaVu Sans, turned slightly, with grain, saved as a scanned PDF, a
 * JPEG photo or a PNG, for the OCR's accuracy test and the benchmark's scanned set.
 */
import { readFileSync } from 'node:fs'
import { rng } from '../rules/seeded-random.ts'
import jpeg from 'jpeg-js'
import { addNoise, blankImage, blur, drawText, type GrayImage, rotate, toPng } from './gray-image.ts'
import { imagePdf } from './image-pdf.ts'
import { textPdf } from './text-pdf.ts'
import { readTtf, type TtfFont } from './ttf-font.ts'

export type KnownBill = {
  vendorName: string
  invoiceNumber: string
  invoiceDate: string
  amountMicros: string
  dueDate: string
  accountNumber: string | null
  routingNumber: string | null
  servicePeriodFrom: string | null
  servicePeriodTo: string | null
  glCode: string | null
}

const VENDORS = [
  'Acme Supply Co',
  'Northwind Traders LLC',
  'Bluebird Janitorial Services',
  'Pacific Gas Partners',
  'Summit Legal Group',
  'Cedar Office Supply Inc',
  'Harbor Freight Logistics Corp',
  'Greenleaf Landscaping LLC',
  'Metro Waste Company',
  'Brightline Internet Services',
]
const ROUTING = ['021000021', '011000138', '122105155', '026009593', '111000025', '121000358']
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const DAY = 86_400_000
const iso = (t: number) => new Date(t).toISOString().slice(0, 10)
function formatDate(d: string, style: number): string {
  const [y, m, day] = d.split('-')
  if (style === 0) return d
  if (style === 1) return `${Number(m)}/${Number(day)}/${y}`
  return `${MONTH_NAMES[Number(m) - 1]} ${Number(day)}, ${y}`
}
function formatDollars(micros: bigint): string {
  const cents = micros / 10_000n
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `$${whole}.${(cents % 100n).toString().padStart(2, '0')}`
}

/** Bill number `i` of the corpus seeded `seed`: its known fields and its lines as a bill would print them. */
export function generateBill(seed: number, i: number): { known: KnownBill; title: string; lines: string[] } {
  const rand = rng(seed * 100_003 + i)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]
  const vendorName = pick(VENDORS)
  const invoiceNumber = `${pick(['INV-', 'A', '', 'BL-'])}${Math.floor(rand() * 900_000) + 1000}`
  const issued = Date.UTC(2026, 0, 1) + Math.floor(rand() * 300) * DAY
  const invoiceDate = iso(issued)
  const dueDate = iso(issued + pick([15, 30, 45]) * DAY)
  const cents = BigInt(Math.floor(rand() * 2_500_000) + 100)
  const amountMicros = (cents * 10_000n).toString()
  const withBank = rand() < 0.6
  const withPeriod = rand() < 0.5
  const withGl = rand() < 0.5
  const periodStart = Date.UTC(2026, Math.floor(rand() * 10), 1)
  const known: KnownBill = {
    vendorName,
    invoiceNumber,
    invoiceDate,
    amountMicros,
    dueDate,
    accountNumber: withBank ? String(Math.floor(rand() * 9e9) + 1e9) : null,
    routingNumber: withBank ? pick(ROUTING) : null,
    servicePeriodFrom: withPeriod ? iso(periodStart) : null,
    servicePeriodTo: withPeriod ? iso(periodStart + 27 * DAY) : null,
    glCode: withGl ? String(pick([5000, 6100, 6200, 6450, 7010])) : null,
  }
  const dateStyle = Math.floor(rand() * 3)
  const invoiceLabel = pick(['Invoice Number:', 'Invoice #', 'Invoice No.', 'Invoice no:'])
  const amountLabel = pick(['Amount Due:', 'Total Due', 'Balance Due:', 'Please Pay'])
  const dueLabel = pick(['Due Date:', 'Payment Due:', 'Due by'])
  const lines: string[] = []
  const vendorFirst = rand() < 0.5
  if (!vendorFirst) lines.push(`From: ${vendorName}`)
  lines.push('1200 Market Street, Suite 400', 'Phone (503) 555-0199')
  lines.push(`${invoiceLabel} ${invoiceNumber}`)
  lines.push(`Invoice Date: ${formatDate(invoiceDate, dateStyle)}`)
  lines.push(`${dueLabel} ${formatDate(dueDate, dateStyle)}`)
  lines.push('Bill To: Acme Robotics, 55 Harbor Way, Portland OR 97205')
  if (known.servicePeriodFrom)
    lines.push(
      `Service Period: ${formatDate(known.servicePeriodFrom, dateStyle)} to ${formatDate(known.servicePeriodTo!, dateStyle)}`,
    )
  lines.push('Description                     Qty     Price')
  lines.push(`Services rendered                 1     ${formatDollars(cents * 10_000n)}`)
  lines.push(`Subtotal ${formatDollars(cents * 10_000n)}`, 'Tax $0.00')
  lines.push(`${amountLabel} ${formatDollars(cents * 10_000n)}`)
  if (known.glCode) lines.push(`GL Code: ${known.glCode}`)
  if (withBank) {
    lines.push('Remit by ACH:')
    lines.push(`Routing Number: ${known.routingNumber}`)
    lines.push(`Account Number: ${known.accountNumber}`)
  }
  lines.push('Thank you for your business.')
  return { known, title: vendorFirst ? vendorName : 'INVOICE', lines }
}

export function billPdf(seed: number, i: number) {
  const b = generateBill(seed, i)
  return { known: b.known, pdf: textPdf({ title: b.title, lines: b.lines }) }
}

/** Field by field, how many of an extraction's values are the known ones (a missing optional field counts right). */
export function scoreExtraction(
  known: KnownBill,
  got: Partial<Record<keyof KnownBill, string | null | undefined>>,
): { right: number; total: number; wrong: string[] } {
  let right = 0
  const wrong: string[] = []
  const keys = Object.keys(known) as (keyof KnownBill)[]
  for (const k of keys) {
    if ((got[k] ?? null) === known[k]) right++
    else wrong.push(`${k}: expected ${known[k]}, got ${got[k] ?? null}`)
  }
  return { right, total: keys.length, wrong }
}

/** The font the scanned bills are printed in (DejaVu, from its npm package: no font is downloaded at run time). */
let fonts: { regular: TtfFont; bold: TtfFont } | undefined
function scanFonts() {
  const file = (name: string) =>
    readTtf(readFileSync(new URL(`../../node_modules/dejavu-fonts-ttf/ttf/${name}`, import.meta.url)))
  fonts ??= { regular: file('DejaVuSans.ttf'), bold: file('DejaVuSans-Bold.ttf') }
  return fonts
}

/** A page at 150 dpi, US Letter. */
export const SCAN_WIDTH = 1275
export const SCAN_HEIGHT = 1650

/**
 * Bill number `i` as a scanner or a phone would see it: the same lines as its text PDF printed on a Letter page at
 * 150 dpi, turned by up to ±2°, one in three out of focus, with grain and specks. Known fields as generateBill.
 */
export function billScanImage(seed: number, i: number): { known: KnownBill; image: GrayImage } {
  const b = generateBill(seed, i)
  const rand = rng(seed * 7919 + i)
  const { regular, bold } = scanFonts()
  const img = blankImage(SCAN_WIDTH, SCAN_HEIGHT)
  let y = 130
  drawText(img, bold, b.title, 100, y, 38)
  y += 70
  for (const line of b.lines) {
    drawText(img, regular, line, 100, y, 26)
    y += 40
  }
  const turned = rotate(img, (rand() - 0.5) * 4)
  // one in three out of focus, as a photo taken by hand
  const seen = rand() < 1 / 3 ? blur(turned) : turned
  return { known: b.known, image: addNoise(seen, rand, 30, 800) }
}

export type ScanForm = 'pdf' | 'jpeg' | 'png'
export const SCAN_FORMS: readonly ScanForm[] = ['pdf', 'jpeg', 'png']

/** A scan as a JPEG, as a phone camera or a scanner's JPEG setting saves it (quality 80, grain and all). */
export function scanJpeg(image: GrayImage): Uint8Array {
  const rgba = new Uint8Array(image.width * image.height * 4)
  for (let i = 0; i < image.data.length; i++) rgba.set([image.data[i], image.data[i], image.data[i], 255], i * 4)
  return new Uint8Array(jpeg.encode({ width: image.width, height: image.height, data: rgba }, 80).data)
}

/**
 * Bill number `i` as a file with no text layer: a scanned PDF (the page one JPEG), a JPEG photo or a PNG, in turn by
 * `i` unless `form` is given. The known fields are those of its text PDF, so one corpus scores both.
 */
export function billScan(seed: number, i: number, form: ScanForm = SCAN_FORMS[i % 3]) {
  const { known, image } = billScanImage(seed, i)
  if (form === 'png') return { known, form, file: toPng(image), contentType: 'image/png' }
  const photo = scanJpeg(image)
  if (form === 'jpeg') return { known, form, file: photo, contentType: 'image/jpeg' }
  const pdf = imagePdf([{ jpeg: photo, width: image.width, height: image.height, components: 3 }])
  return { known, form, file: pdf, contentType: 'application/pdf' }
}
