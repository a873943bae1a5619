/**
 * 1099 tracking (banking-payments-tax.md §3 "Vendor tax records", §4 W-9 statuses; issue 36 item 5): which payments
 * to a vendor count toward a 1099-NEC/MISC, whether the vendor needs one (decided here, overridable by the
 * bookkeeper), and how ready an organization is for filing. Payments by card or through a third-party payment
 * network are left out: the card company or network reports them on a 1099-K (IRS instructions for 1099-NEC/MISC).
 */

/** The eleven W-9 statuses of the tax-form service (§4), in the order a request moves through them. */
export const W9_STATUSES = [
  'URL_GENERATED',
  'ORDER_CREATED',
  'SCHEDULED',
  'SENT',
  'OPENED',
  'COMPLETED',
  'AWAITING_TIN_CERTIFICATE',
  'COMPLETED_AND_TIN_MATCH_INPROGRESS',
  'INVALID',
  'BOUNCED',
  'ORDER_NOT_CREATED',
] as const
export type TW9Status = (typeof W9_STATUSES)[number]
/** A W-9 is on file once the vendor completed it (the TIN match may still be running). */
export const W9_ON_FILE: readonly TW9Status[] = [
  'COMPLETED',
  'AWAITING_TIN_CERTIFICATE',
  'COMPLETED_AND_TIN_MATCH_INPROGRESS',
]

export const PAYMENT_METHODS = ['check', 'cash', 'ach', 'card', 'third-party'] as const
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number]
/** Reported on the 1099-K by the card company or payment network, so never on a 1099-NEC/MISC. */
export const EXCLUDED_METHODS: readonly TPaymentMethod[] = ['card', 'third-party']

/**
 * The ledger's payment type to a method: a Purchase's PaymentType (Cash, Check, CreditCard) or a BillPayment's
 * PayType (Check, CreditCard). A payment account named like a payment network (PayPal, Venmo, Stripe …) is
 * third-party whatever the type says.
 */
export function paymentMethodOf(paymentType: string | null | undefined, accountName?: string | null): TPaymentMethod {
  if (accountName && /paypal|venmo|stripe|square|zelle|wise|payoneer/i.test(accountName)) return 'third-party'
  switch ((paymentType ?? '').toLowerCase()) {
    case 'creditcard':
      return 'card'
    case 'cash':
      return 'cash'
    case 'check':
      return 'check'
    default:
      return 'ach'
  }
}

/**
 * The reporting threshold for nonemployee compensation paid in a year, in cents: $600 through 2025, $2,000 for
 * payments made after December 31, 2025 (Public Law 119-21, §70433).
 */
export const nec1099ThresholdCents = (year: number) => (year >= 2026 ? 200_000 : 60_000)

export type TMethodTotals = Record<TPaymentMethod, number>
export const emptyTotals = (): TMethodTotals => ({ check: 0, cash: 0, ach: 0, card: 0, 'third-party': 0 })

/** What counts toward the 1099: every method but card and third-party network payments. */
export const reportableCents = (t: TMethodTotals) =>
  PAYMENT_METHODS.filter((m) => !EXCLUDED_METHODS.includes(m)).reduce((s, m) => s + t[m], 0)

/** Decided: reportable payments reach the year's threshold. The bookkeeper's override, when set, wins. */
export function needsT99(t: TMethodTotals, year: number, override: boolean | null = null): boolean {
  return override ?? reportableCents(t) >= nec1099ThresholdCents(year)
}

/**
 * The organization's readiness for filing, 0-100: the share of vendors needing a 1099 that have a W-9 on file and
 * an email to reach them. 100 when no vendor needs one.
 */
export function readinessScore(vendors: { needsT99: boolean; w9Status: TW9Status | null; email: string | null }[]) {
  const needing = vendors.filter((v) => v.needsT99)
  if (needing.length === 0) return 100
  const ready = needing.filter((v) => v.w9Status && W9_ON_FILE.includes(v.w9Status) && v.email).length
  return Math.floor((100 * ready) / needing.length)
}

/** TINs (§5): an EIN (12-3456789) or an SSN (123-45-6789), nine digits either way. */
export const TIN_MESSAGES = {
  ein: 'Enter the EIN as nine digits, like 12-3456789',
  ssn: 'Enter the SSN as nine digits, like 123-45-6789',
} as const
export function tinDigits(type: 'EIN' | 'SSN', value: string): string | null {
  const shape = type === 'EIN' ? /^\d{2}-?\d{7}$/ : /^\d{3}-?\d{2}-?\d{4}$/
  const v = value.trim()
  return shape.test(v) ? v.replace(/-/g, '') : null
}
/** What a screen shows of a TIN: the last four digits in the type's shape. */
export const maskTin = (type: 'EIN' | 'SSN', last4: string) => (type === 'EIN' ? `**-***${last4}` : `***-**-${last4}`)

/** The filing CSV: one row per vendor needing a 1099, amounts in dollars with cents. */
export function t99Csv(
  year: number,
  rows: {
    vendorName: string
    tinType: string | null
    tin: string | null
    email: string | null
    reportableCents: number
  }[],
): string {
  const q = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s)
  const dollars = (c: number) => `${Math.trunc(c / 100)}.${String(Math.abs(c % 100)).padStart(2, '0')}`
  return [
    'year,vendor_name,tin_type,tin,email,nonemployee_compensation',
    ...rows.map((r) =>
      [String(year), q(r.vendorName), r.tinType ?? '', r.tin ?? '', q(r.email ?? ''), dollars(r.reportableCents)].join(
        ',',
      ),
    ),
  ].join('\n')
}
