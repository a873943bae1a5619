/**
 * Receipts by email (spec overview §2 /api/receipts): what a mail may carry, what happens to one that cannot be filed,
 * and how a filed receipt finds its transaction. Pure, so the intake and its tests read the same rules.
 */

/** A receipt file larger than this is not filed (a phone photo is a few MB; a 30 MB attachment is not a receipt). */
export const RECEIPT_FILE_MAX_BYTES = 10 * 1024 * 1024
export const RECEIPT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/heic'] as const

/** What became of a receipt email, as the receipts screen and the intake's record say it. */
export const RECEIPT_EMAIL_OUTCOMES = {
  filed: 'Filed',
  'no-attachment': 'The mail had no receipt attached (a PDF or a photo).',
  'unknown-sender': 'The sender is not a member or staff of this organization, so nothing was filed.',
  'unknown-organization': 'The address does not name an organization of the firm.',
  'too-large': 'The attachment is larger than 10 MB, so it was not filed.',
  'not-a-receipt': 'The attachment is not a PDF or a photo.',
} as const
export type TReceiptEmailOutcome = keyof typeof RECEIPT_EMAIL_OUTCOMES

export type ReceiptFacts = { amountCents: number | null; date: string | null; vendor: string | null }
export type CandidateLine = {
  id: string
  /** signed: money out is negative */
  amountCents: number
  date: string
  vendor: string | null
  description: string | null
}

/** Days a card or bank line may post before or after the receipt's date. */
export const RECEIPT_MATCH_DAYS = 5

const words = (s: string | null) =>
  new Set(
    (s ?? '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 2 && !['inc', 'llc', 'the', 'ltd', 'corp', 'com'].includes(w)),
  )
const dayOf = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000

/**
 * The one line a receipt belongs to: the same amount (money out), within RECEIPT_MATCH_DAYS of its date, and, when the
 * receipt names a vendor and several lines fit, the one sharing most words with it. Null when nothing fits or two
 * fit equally well: a person matches it then.
 */
export function matchReceipt(receipt: ReceiptFacts, lines: readonly CandidateLine[]): string | null {
  if (receipt.amountCents === null || receipt.amountCents <= 0) return null
  const fits = lines.filter(
    (l) =>
      Math.abs(l.amountCents) === receipt.amountCents &&
      (receipt.date === null || Math.abs(dayOf(l.date) - dayOf(receipt.date)) <= RECEIPT_MATCH_DAYS),
  )
  if (fits.length <= 1) return fits[0]?.id ?? null
  const named = words(receipt.vendor)
  const score = (l: CandidateLine) => {
    const w = words(`${l.vendor ?? ''} ${l.description ?? ''}`)
    return [...named].filter((x) => w.has(x)).length
  }
  const ranked = fits.map((l) => ({ l, s: score(l) })).sort((a, b) => b.s - a.s)
  return ranked[0].s > ranked[1].s ? ranked[0].l.id : null
}
