/**
 * A generated corpus of bills with known fields, rendered as text PDFs (shared/pdf/text-pdf.ts), for the extraction's
 * accuracy test and the `bills` benchmark. Seeded, so a run is reproducible; the layouts vary the way vendors' bills
 * do: the label wordings ("Invoice #", "Invoice No.", "Invoice Number"), the date formats (ISO, US, "March 3, 2026"),
 * where the vendor's name sits, which optional fields (bank details, service period, GL code) appear, and lines that
 * must not be read as the field (a "Subtotal", a phone number, the customer's address).
 */
import { rng } from '../rules/seeded-random.ts'
import { textPdf } from './text-pdf.ts'

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
