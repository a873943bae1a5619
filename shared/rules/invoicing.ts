/**
 * Banking invoices (docs/invoicing.md): the totals in micros, tax and discount rounding, due dates by payment term,
 * the recurring calendar, aging buckets, the ABA routing checksum and the ledger-side limits of spec §5. The API, the
 * web form, the recurring job's SQL twin (private.invoice_occurrence in 19_invoicing.sql) and the tests read this file.
 */
import { MICROS_PER_CENT, MICROS_PER_DOLLAR } from './banking.ts'

/** Section: value sets (spec §4, §9) */
export const INVOICE_STATUSES = ['Sent', 'WaitingPayment', 'Paid', 'Cancelled'] as const
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number]
export const CONSENT_STATUSES = ['Pending', 'VerificationSent', 'Verified', 'Failed'] as const
export type TConsentStatus = (typeof CONSENT_STATUSES)[number]
export const PAYMENT_TERMS = ['OnReceipt', 'Net30', 'Net60', 'Custom'] as const
export type TPaymentTerm = (typeof PAYMENT_TERMS)[number]
export const RECURRING_FREQUENCIES = ['Weekly', 'Monthly', 'Quarterly', 'Yearly'] as const
export type TRecurringFrequency = (typeof RECURRING_FREQUENCIES)[number]
export const PRINT_STATUSES = ['NotSet', 'NeedToPrint', 'PrintComplete'] as const
export const EMAIL_STATUSES = ['NotSet', 'NeedToSend', 'EmailSent'] as const
export const ACH_ACCOUNT_TYPES = ['Checking', 'Savings'] as const
export const COUNTERPARTY_TYPES = ['Person', 'Business'] as const

/** Section: ledger-side limits (spec §5, Invoice) */
export const INVOICE_LIMITS = {
  lines: 750,
  docNumber: 21,
  privateNote: 4000,
  memo: 1000,
  /** ±999999999999.99 dollars, in micros */
  taxLineMicros: 999_999_999_999_990_000n,
} as const

/** How many wrong micro-deposit amounts a consent takes before it is Failed. */
export const CONSENT_MAX_ATTEMPTS = 3

export const INVOICING_MESSAGES = {
  lines: `An invoice has at most ${INVOICE_LIMITS.lines} lines`,
  noLines: 'Add at least one item',
  docNumber: `Invoice number is at most ${INVOICE_LIMITS.docNumber} characters`,
  privateNote: `Private note is at most ${INVOICE_LIMITS.privateNote} characters`,
  memo: `Memo is at most ${INVOICE_LIMITS.memo} characters`,
  negativeTotal: 'The invoice total cannot be negative',
  taxLine: 'The tax amount must be within plus or minus 999999999999.99',
  discountRate: 'Discount rate cannot be negative',
  discountPercent: 'Discount percent must be between 0 and 100',
  serviceDate: 'Service date must be a date',
  customDueDate: 'Choose a due date on or after the invoice date',
  routingNumber: 'Enter a valid 9-digit routing number',
  accountNumber: 'Enter an account number of 4 to 17 digits',
  paidNotEditable: 'A paid invoice cannot be edited; issue a credit instead',
  nextIssueDate: 'Choose a next issue date from today on',
  nextAfterLastRun: 'Choose a next issue date after the last invoice issued',
  endBeforeNext: 'The end date cannot be before the next issue date',
  scheduleEnded: 'This schedule has ended and can no longer change',
  creditedNotEditable: 'This invoice has credit notes and cannot be edited; issue another credit instead',
  cancelled: 'This invoice was cancelled. Contact the sender if you think this is a mistake.',
  wrongAmount: 'That amount does not match the deposit we sent',
  consentFailed: 'Too many wrong amounts: this bank account cannot be used to pay. Pay by wire instead.',
} as const

/** Section: totals */

/** Quantities are held in thousandths (1.5 hours is 1500), so a line amount stays integer arithmetic. */
export const QUANTITY_SCALE = 1000n

/** Half away from zero to the cent: a customer is billed whole cents, whatever the micros say. */
export function roundToCent(micros: bigint): bigint {
  const sign = micros < 0n ? -1n : 1n
  const abs = micros * sign
  return sign * (((abs + MICROS_PER_CENT / 2n) / MICROS_PER_CENT) * MICROS_PER_CENT)
}

export type TInvoiceLineInput = { priceMicros: bigint; quantityThousandths: bigint; taxable?: boolean }
export type TDiscount = { kind: 'percent'; percentMicros: bigint } | { kind: 'amount'; amountMicros: bigint } | null

export type TInvoiceTotals = {
  /** each line's amount, rounded to the cent */
  lineAmountsMicros: bigint[]
  subtotalMicros: bigint
  discountMicros: bigint
  taxableMicros: bigint
  taxMicros: bigint
  totalMicros: bigint
}

/**
 * Line amounts (price × quantity, each rounded to the cent), the discount on the subtotal (a percent in micros of a
 * percent, 10% is 10_000_000, or a fixed amount), then sales tax on the taxable part after its share of the discount,
 * rounded once on the whole: rounding per line would let a 100-line invoice drift by up to 50 cents.
 */
export function invoiceTotals(
  lines: readonly TInvoiceLineInput[],
  salesTaxRateMicros: bigint,
  discount: TDiscount = null,
): TInvoiceTotals {
  const lineAmountsMicros = lines.map((l) => roundToCent((l.priceMicros * l.quantityThousandths) / QUANTITY_SCALE))
  const subtotalMicros = lineAmountsMicros.reduce((a, b) => a + b, 0n)
  const taxableBefore = lines.reduce((a, l, i) => (l.taxable === false ? a : a + lineAmountsMicros[i]), 0n)
  let discountMicros = 0n
  if (discount?.kind === 'percent')
    discountMicros = roundToCent((subtotalMicros * discount.percentMicros) / 100_000_000n)
  else if (discount?.kind === 'amount') discountMicros = roundToCent(discount.amountMicros)
  if (discountMicros > subtotalMicros) discountMicros = subtotalMicros < 0n ? 0n : subtotalMicros
  // the discount falls on taxable and untaxed lines in proportion to their amounts
  const taxableMicros = subtotalMicros === 0n ? 0n : taxableBefore - (discountMicros * taxableBefore) / subtotalMicros
  // the rate is micros of a unit: 8.25% is 82_500
  const taxMicros = roundToCent((taxableMicros * salesTaxRateMicros) / MICROS_PER_DOLLAR)
  return {
    lineAmountsMicros,
    subtotalMicros,
    discountMicros,
    taxableMicros,
    taxMicros,
    totalMicros: subtotalMicros - discountMicros + taxMicros,
  }
}

export type TProblem = { path: string; message: string }

/** The §5 ledger-side checks on an invoice as a whole, with the field each refusal belongs to. */
export function invoiceLimitProblems(i: {
  lines: readonly (TInvoiceLineInput & { serviceDate?: string | null })[]
  invoiceNumber?: string | null
  privateNote?: string | null
  memo?: string | null
  salesTaxRateMicros: bigint
  discount?: TDiscount
}): TProblem[] {
  const out: TProblem[] = []
  if (i.lines.length === 0) out.push({ path: 'items', message: INVOICING_MESSAGES.noLines })
  if (i.lines.length > INVOICE_LIMITS.lines) out.push({ path: 'items', message: INVOICING_MESSAGES.lines })
  if ((i.invoiceNumber ?? '').length > INVOICE_LIMITS.docNumber)
    out.push({ path: 'invoiceNumber', message: INVOICING_MESSAGES.docNumber })
  if ((i.privateNote ?? '').length > INVOICE_LIMITS.privateNote)
    out.push({ path: 'privateNote', message: INVOICING_MESSAGES.privateNote })
  if ((i.memo ?? '').length > INVOICE_LIMITS.memo) out.push({ path: 'memo', message: INVOICING_MESSAGES.memo })
  i.lines.forEach((l, n) => {
    if (l.serviceDate != null && !isIsoDate(l.serviceDate))
      out.push({ path: `items.${n}.serviceDate`, message: INVOICING_MESSAGES.serviceDate })
  })
  const d = i.discount ?? null
  if (d?.kind === 'percent' && (d.percentMicros < 0n || d.percentMicros > 100_000_000n))
    out.push({ path: 'discount', message: INVOICING_MESSAGES.discountPercent })
  if (d?.kind === 'amount' && d.amountMicros < 0n)
    out.push({ path: 'discount', message: INVOICING_MESSAGES.discountRate })
  if (out.length > 0) return out
  const t = invoiceTotals(i.lines, i.salesTaxRateMicros, d)
  if (t.taxMicros > INVOICE_LIMITS.taxLineMicros || t.taxMicros < -INVOICE_LIMITS.taxLineMicros)
    out.push({ path: 'salesTaxRateMicros', message: INVOICING_MESSAGES.taxLine })
  if (t.totalMicros < 0n) out.push({ path: 'items', message: INVOICING_MESSAGES.negativeTotal })
  return out
}

/** Section: dates (ISO yyyy-mm-dd, UTC calendar days) */

export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return false
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]))
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3]
}

const toDate = (s: string) => new Date(`${s}T00:00:00Z`)
const toIso = (d: Date) => d.toISOString().slice(0, 10)
export const addDays = (s: string, days: number) => toIso(new Date(toDate(s).getTime() + days * 86_400_000))
export const daysBetween = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000)

/** The due date a payment term gives: on receipt the invoice date, Net30 / Net60 that many days later, Custom as chosen. */
export function dueDateFor(term: TPaymentTerm, invoiceDate: string, customDueDate?: string | null): string {
  if (term === 'OnReceipt') return invoiceDate
  if (term === 'Net30') return addDays(invoiceDate, 30)
  if (term === 'Net60') return addDays(invoiceDate, 60)
  if (!customDueDate || customDueDate < invoiceDate) throw new Error(INVOICING_MESSAGES.customDueDate)
  return customDueDate
}

/** Months after `start`, keeping its day when the month has it, else the month's last day (Jan 31 → Feb 29 → Mar 31). */
function addMonthsAnchored(start: string, months: number): string {
  const d = toDate(start)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth() + months
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return toIso(new Date(Date.UTC(y, m, Math.min(d.getUTCDate(), last))))
}

/**
 * The n-th issue date of a schedule (n = 0 is the start), always counted from the start so a short month never
 * shifts the later ones; the SQL twin is private.invoice_occurrence (Postgres' date + n months clamps the same way).
 */
export function occurrence(start: string, frequency: TRecurringFrequency, n: number): string {
  if (frequency === 'Weekly') return addDays(start, 7 * n)
  if (frequency === 'Monthly') return addMonthsAnchored(start, n)
  if (frequency === 'Quarterly') return addMonthsAnchored(start, 3 * n)
  return addMonthsAnchored(start, 12 * n)
}

/**
 * The issue dates a run on `today` owes: every occurrence after the last one issued (`lastRunIndex`, null before the
 * first) up to today and within the end date. After downtime that is one per missed period, each once.
 */
export function dueOccurrences(s: {
  start: string
  frequency: TRecurringFrequency
  endDate: string | null
  lastRunIndex: number | null
  /** the period that falls on `start` once a person moved the next issue date (0 until then) */
  anchorIndex?: number
  today: string
}): { index: number; date: string }[] {
  const out: { index: number; date: string }[] = []
  for (let n = (s.lastRunIndex ?? -1) + 1; ; n++) {
    const date = occurrence(s.start, s.frequency, n - (s.anchorIndex ?? 0))
    if (date > s.today || (s.endDate !== null && date > s.endDate)) return out
    out.push({ index: n, date })
  }
}

/** The next period a schedule will issue and its date (after the last one issued, on the re-anchored calendar). */
export function nextOccurrence(s: {
  start: string
  frequency: TRecurringFrequency
  lastRunIndex: number | null
  anchorIndex: number
}): { index: number; date: string } {
  const index = (s.lastRunIndex ?? -1) + 1
  return { index, date: occurrence(s.start, s.frequency, index - s.anchorIndex) }
}

/** Quantities are typed as decimals of up to three places ("1.5") and held in thousandths. */
export function quantityThousandths(q: string): bigint {
  const [whole, frac = ''] = q.split('.')
  return BigInt(whole) * QUANTITY_SCALE + BigInt(frac.padEnd(3, '0'))
}

/** Thousandths back to the decimal a person typed: 1500 is "1.5". */
export function quantityText(thousandths: string | bigint): string {
  const n = BigInt(thousandths)
  const frac = (n % QUANTITY_SCALE).toString().padStart(3, '0').replace(/0+$/, '')
  return frac ? `${n / QUANTITY_SCALE}.${frac}` : `${n / QUANTITY_SCALE}`
}

/** Section: aging (spec: current, 1-30, 31-60, 61-90, 90+ days past due) */
export const AGING_BUCKETS = ['current', '1-30', '31-60', '61-90', '90+'] as const
export type TAgingBucket = (typeof AGING_BUCKETS)[number]

export function agingBucket(dueDate: string, today: string): TAgingBucket {
  const late = daysBetween(dueDate, today)
  if (late <= 0) return 'current'
  if (late <= 30) return '1-30'
  if (late <= 60) return '31-60'
  if (late <= 90) return '61-90'
  return '90+'
}

/** Section: bank details for a pull */

/** The ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function routingNumberValid(s: string): boolean {
  if (!/^\d{9}$/.test(s)) return false
  const d = [...s].map(Number)
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8])
  return sum % 10 === 0
}

export const accountNumberValid = (s: string) => /^\d{4,17}$/.test(s)

/** What a screen shows of an account number: its last four digits. */
export const maskAccountNumber = (last4: string) => `••••${last4}`

/** Dollars with two decimals from micros, for the PDF and emails (screens use formatMicros). */
export const centsText = (micros: bigint) => {
  const c = roundToCent(micros) / MICROS_PER_CENT
  const neg = c < 0n
  const a = neg ? -c : c
  return `${neg ? '-' : ''}${a / 100n}.${(a % 100n).toString().padStart(2, '0')}`
}

/** Section: the bank-pull consent (spec §7 "Consent template") */

/** The authorization a customer accepts before their account is debited; {business} and {amount} are filled in. */
export const CONSENT_TEMPLATE =
  'I authorize {business} to electronically debit my bank account for {amount}, the amount of this invoice, and, if ' +
  'necessary, to credit my account to correct an erroneous debit. I confirm I am an authorized signer on this ' +
  'account. This authorization is for this single payment and stays in effect until the payment settles; I may ' +
  'revoke it by contacting {business} at least three business days before the debit date.'

export const consentText = (business: string, amountMicros: bigint) =>
  CONSENT_TEMPLATE.replaceAll('{business}', business).replaceAll('{amount}', `$${centsText(amountMicros)}`)
