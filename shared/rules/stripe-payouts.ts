/**
 * Which bank-feed deposit a Stripe payout became (issue 32: payouts matched to the deposits they became). A payout
 * matches a deposit of exactly its amount, to the cent, that the bank booked from the day before its arrival date to
 * PAYOUT_DAYS_AFTER days after it (banks post a day early or a few days late). Per payout:
 *
 * - confirmed: a bookkeeper confirmed the pair; that deposit is nobody else's candidate.
 * - matched: exactly one deposit fits and no other payout wants it (or, among several, exactly one says Stripe).
 * - ambiguous: several deposits fit, or the one that fits fits another payout too; a bookkeeper chooses.
 * - unmatched: no deposit fits (not arrived yet, the wrong bank account, or not in the feeds).
 */
export const PAYOUT_DAYS_BEFORE = 1
export const PAYOUT_DAYS_AFTER = 4

export type TPayout = { id: string; amountCents: number; arrivalDate: string }
export type TDeposit = { id: string; amountCents: number; date: string; description: string | null }
export type TPayoutState = 'confirmed' | 'matched' | 'ambiguous' | 'unmatched'
export type TPayoutMatch = { payoutId: string; state: TPayoutState; depositId: string | null; candidates: string[] }

const DAY = 86_400_000
const dayNumber = (date: string) => Math.floor(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY)

/** Whether a deposit can be the payout: its amount to the cent, inside the arrival window. */
export function fits(p: TPayout, d: TDeposit): boolean {
  const days = dayNumber(d.date) - dayNumber(p.arrivalDate)
  return d.amountCents === p.amountCents && days >= -PAYOUT_DAYS_BEFORE && days <= PAYOUT_DAYS_AFTER
}

const saysStripe = (d: TDeposit) => /stripe/i.test(d.description ?? '')

/** Every payout's state; `confirmed` maps a payout id to the deposit a bookkeeper confirmed for it. */
export function matchPayouts(
  payouts: TPayout[],
  deposits: TDeposit[],
  confirmed: Map<string, string> = new Map(),
): TPayoutMatch[] {
  const taken = new Set(confirmed.values())
  const byAmount = new Map<number, TDeposit[]>()
  for (const d of deposits) {
    if (taken.has(d.id)) continue
    byAmount.set(d.amountCents, [...(byAmount.get(d.amountCents) ?? []), d])
  }
  const candidates = new Map<string, TDeposit[]>()
  const wantedBy = new Map<string, number>()
  for (const p of payouts) {
    if (confirmed.has(p.id)) continue
    const c = (byAmount.get(p.amountCents) ?? []).filter((d) => fits(p, d))
    candidates.set(p.id, c)
    for (const d of c) wantedBy.set(d.id, (wantedBy.get(d.id) ?? 0) + 1)
  }
  return payouts.map((p) => {
    const mine = confirmed.get(p.id)
    if (mine) return { payoutId: p.id, state: 'confirmed', depositId: mine, candidates: [mine] }
    const c = candidates.get(p.id) ?? []
    const ids = c.map((d) => d.id)
    const free = c.filter((d) => wantedBy.get(d.id) === 1)
    const stripe = c.filter(saysStripe)
    const one =
      c.length === 1 && free.length === 1 ? c[0] : stripe.length === 1 && free.includes(stripe[0]) ? stripe[0] : null
    if (one) return { payoutId: p.id, state: 'matched', depositId: one.id, candidates: ids }
    return { payoutId: p.id, state: c.length ? 'ambiguous' : 'unmatched', depositId: null, candidates: ids }
  })
}

export const PAYOUT_MESSAGES = {
  notACandidate: "This deposit is not the payout's amount within its arrival window",
  alreadyConfirmed: 'This payout is already matched to a deposit; undo that match first',
  depositTaken: 'This deposit is already matched to another payout',
  reconciled: "This deposit is in a reconciled statement period: reopen it before undoing the payout's match",
} as const
