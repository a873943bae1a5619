/**
 * The invoice as a designed PDF (shared/pdf/layout-pdf.ts): a coloured header band with the sender, the bill-to and the
 * dates, the items in a ruled table (descriptions wrapped, service periods under their title), the totals with any
 * credit notes and the balance due, a status stamp, the memo and the wire instructions, "Page n of m" on every page.
 * The customer downloads it from the public page and the organization from its invoice screen: the same document.
 * `template` picks the accent colour (classic slate, modern teal).
 */
import { A4, type TColor, type TDraw, layoutPdf, wrapText } from '../../../shared/pdf/layout-pdf.ts'
import { formatMicros } from '../../../shared/rules/banking.ts'
import type { TPublicInvoice } from './public-invoice.ts'

const money = (micros: string) => formatMicros(micros, { currency: true })
const ACCENT: Record<string, TColor> = { classic: [0.17, 0.22, 0.3], modern: [0.05, 0.45, 0.45] }
const GRAY: TColor = [0.42, 0.45, 0.5]
const LIGHT: TColor = [0.95, 0.96, 0.97]
const WHITE: TColor = [1, 1, 1]
const STAMP: Record<string, [string, TColor]> = {
  Paid: ['PAID', [0.1, 0.55, 0.3]],
  WaitingPayment: ['PAYMENT PENDING', [0.75, 0.5, 0.05]],
}
const LEFT = 40
const RIGHT = A4.width - 40
const COLS = { qty: 370, price: 460, amount: RIGHT }
const BOTTOM = 70

export function invoicePdf(i: TPublicInvoice, template = 'classic') {
  const accent = ACCENT[template] ?? ACCENT.classic
  const pages: TDraw[][] = []
  let page: TDraw[] = []
  let y = 0
  const text = (x: number, size: number, t: string, o: Partial<Extract<TDraw, { kind: 'text' }>> = {}) =>
    page.push({ kind: 'text', x, y, size, text: t, ...o })
  const rule = (at: number, color: TColor = [0.85, 0.87, 0.9]) =>
    page.push({ kind: 'rule', x1: LEFT, y1: at, x2: RIGHT, y2: at, color })

  const tableHeader = () => {
    page.push({ kind: 'rect', x: LEFT, y: y - 6, width: RIGHT - LEFT, height: 20, fill: LIGHT })
    text(LEFT + 6, 8, 'DESCRIPTION', { bold: true, color: GRAY })
    text(COLS.qty, 8, 'QTY', { bold: true, color: GRAY, align: 'right' })
    text(COLS.price, 8, 'PRICE', { bold: true, color: GRAY, align: 'right' })
    text(COLS.amount - 6, 8, 'AMOUNT', { bold: true, color: GRAY, align: 'right' })
    y -= 26
  }
  const newPage = (first: boolean) => {
    page = []
    pages.push(page)
    const band = first ? 96 : 40
    page.push({ kind: 'rect', x: 0, y: A4.height - band, width: A4.width, height: band, fill: accent })
    y = A4.height - (first ? 48 : 26)
    text(LEFT, first ? 20 : 11, i.organizationName, { bold: true, color: WHITE })
    text(RIGHT, first ? 24 : 11, first ? 'INVOICE' : `Invoice ${i.invoiceNumber} (continued)`, {
      bold: true,
      color: WHITE,
      align: 'right',
    })
    if (first) {
      y -= 22
      text(RIGHT, 11, `No. ${i.invoiceNumber}`, { color: WHITE, align: 'right' })
    }
    y = A4.height - band - 30
  }
  /** Room for `height` more points on this page, else a new page (the items' header again when in the table). */
  const room = (height: number, inTable = false) => {
    if (y - height >= BOTTOM) return
    newPage(false)
    if (inTable) tableHeader()
  }

  newPage(true)
  // bill to (left) and the dates (right)
  const top = y
  text(LEFT, 8, 'BILL TO', { bold: true, color: GRAY })
  y -= 16
  text(LEFT, 12, i.customerName, { bold: true })
  y = top
  const meta: [string, string][] = [
    ['Invoice date', i.invoiceDate],
    ['Due date', i.invoiceDueDate],
    ['Balance due', money(i.balanceDueMicros)],
  ]
  for (const [label, value] of meta) {
    text(COLS.price - 40, 9, label, { color: GRAY, align: 'right' })
    text(RIGHT, 10, value, { bold: true, align: 'right' })
    y -= 16
  }
  const stamp = STAMP[i.status]
  if (stamp) {
    text(RIGHT, 16, stamp[0], { bold: true, color: stamp[1], align: 'right' })
    y -= 12
  }
  y -= 24

  tableHeader()
  for (const item of i.items) {
    const width = COLS.qty - LEFT - 60
    const [title, ...titleRest] = wrapText(item.title, width, 10, true)
    const description = item.description ? wrapText(item.description, width, 9) : []
    const period =
      item.serviceDateFrom || item.serviceDateTo
        ? [`Service ${item.serviceDateFrom ?? ''}${item.serviceDateTo ? ` to ${item.serviceDateTo}` : ''}`]
        : []
    room(16 + 12 * (titleRest.length + description.length + period.length), true)
    text(LEFT + 6, 10, title, { bold: true })
    text(COLS.qty, 10, item.quantity, { align: 'right' })
    text(COLS.price, 10, money(item.priceMicros), { align: 'right' })
    text(COLS.amount - 6, 10, money(item.amountMicros), { align: 'right' })
    for (const l of titleRest) {
      y -= 12
      text(LEFT + 6, 10, l, { bold: true })
    }
    for (const l of [...description, ...period]) {
      y -= 12
      text(LEFT + 6, 9, l, { color: GRAY })
    }
    y -= 10
    rule(y)
    y -= 16
  }

  // totals, then the credit notes taken off, then what is left to pay
  const totals: [string, string, boolean][] = [
    ['Subtotal', money(i.subtotalMicros), false],
    ...(i.discountMicros !== '0'
      ? ([['Discount', money(`-${i.discountMicros}`), false]] as [string, string, boolean][])
      : []),
    ['Sales tax', money(i.taxMicros), false],
    ['Total', money(i.amountMicros), true],
    ...i.creditNotes.map(
      (n) =>
        [`Credit ${n.creditNumber} (${n.creditDate})`, money(`-${n.amountMicros}`), false] as [string, string, boolean],
    ),
  ]
  room(18 * totals.length + 40)
  for (const [label, value, bold] of totals) {
    if (bold) page.push({ kind: 'rule', x1: COLS.qty - 40, y1: y + 12, x2: RIGHT, y2: y + 12, color: GRAY })
    text(COLS.price - 20, 10, label, { bold, color: bold ? undefined : GRAY, align: 'right' })
    text(COLS.amount - 6, 10, value, { bold, align: 'right' })
    y -= 18
  }
  y -= 4
  page.push({ kind: 'rect', x: COLS.qty - 40, y: y - 8, width: RIGHT - COLS.qty + 40, height: 24, fill: accent })
  text(COLS.price - 20, 11, 'Balance due', { bold: true, color: WHITE, align: 'right' })
  text(COLS.amount - 6, 11, money(i.balanceDueMicros), { bold: true, color: WHITE, align: 'right' })
  y -= 44

  if (i.memo) {
    const memo = wrapText(i.memo, RIGHT - LEFT, 9)
    room(20 + 12 * memo.length)
    text(LEFT, 8, 'NOTES', { bold: true, color: GRAY })
    for (const l of memo) {
      y -= 13
      text(LEFT, 9, l)
    }
    y -= 26
  }

  const pay: [string, string][] = i.wire
    ? [
        ['Bank', i.wire.bankName],
        ['Routing number (ABA)', i.wire.routingNumber],
        ['Account number', i.wire.accountNumber],
        ['Beneficiary', i.wire.beneficiary],
      ]
    : []
  if (pay.length || i.achPull) {
    const height = 30 + 14 * (pay.length + (pay.length ? 1 : 0)) + (i.achPull ? 16 : 0)
    room(height + 10)
    page.push({ kind: 'rect', x: LEFT, y: y - height + 14, width: RIGHT - LEFT, height, fill: LIGHT })
    text(LEFT + 10, 10, 'How to pay', { bold: true })
    y -= 16
    if (pay.length) {
      text(LEFT + 10, 8, 'BY WIRE', { bold: true, color: GRAY })
      y -= 14
    }
    for (const [label, value] of pay) {
      text(LEFT + 10, 9, label, { color: GRAY })
      text(LEFT + 190, 9, value, { bold: true })
      y -= 14
    }
    if (i.achPull) text(LEFT + 10, 9, 'Or pay from your bank account on the invoice page linked in our email.')
  }

  pages.forEach((p, n) => {
    p.push({ kind: 'rule', x1: LEFT, y1: 50, x2: RIGHT, y2: 50, color: [0.85, 0.87, 0.9] })
    p.push({
      kind: 'text',
      x: LEFT,
      y: 36,
      size: 8,
      text: `${i.organizationName} - Invoice ${i.invoiceNumber}`,
      color: GRAY,
    })
    p.push({
      kind: 'text',
      x: RIGHT,
      y: 36,
      size: 8,
      text: `Page ${n + 1} of ${pages.length}`,
      color: GRAY,
      align: 'right',
    })
  })
  return layoutPdf({ title: `Invoice ${i.invoiceNumber} from ${i.organizationName}`, pages })
}
