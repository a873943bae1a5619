/**
 * The sandbox bank's books: a year of deterministic activity for a small business's checking account, its savings
 * account and its credit card, in integer cents with Teller's signs (depository: money in positive; credit card: a
 * purchase positive, since it grows the balance owed). Every posted row's running balance is the previous one plus
 * its amount, to the cent; the last two days are pending (running balance null), as at a real bank.
 */
import { rng as seededRandom } from '../../../../../../shared/rules/seeded-random.ts'

export type Profile = 'checking' | 'savings' | 'card'
export type Entry = {
  id: string
  date: string
  cents: number
  description: string
  type: string
  category: string
  counterparty: { name: string; type: 'organization' | 'person' } | null
  status: 'posted' | 'pending'
  runningCents: number | null
}

export const OPENING_CENTS: Record<Profile, number> = { checking: 4_250_000, savings: 5_000_000, card: 0 }
export const CARD_LIMIT_CENTS = 2_500_000
export const PENDING_DAYS = 2

const CUSTOMERS = ['Harbor Cafe', 'Lumen Studio', 'Northwind Traders', 'Oak & Iron', 'Pioneer Dental']
const VENDORS: [string, string][] = [
  ['Figma', 'software'],
  ['Staples', 'office'],
  ['Blue Bottle Coffee', 'dining'],
  ['Shell', 'fuel'],
  ['Comcast Business', 'utilities'],
  ['Delta Air Lines', 'transportation'],
  ['Amazon Web Services', 'software'],
  ['Whole Foods', 'groceries'],
]

/** FNV-1a of the text, then the shared seeded generator: the same account profile and day draw the same numbers. */
function rng(seed: string) {
  let h = 2166136261
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619)
  return seededRandom(h >>> 0)
}
const between = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1))

export const isoDay = (d: Date) => d.toISOString().slice(0, 10)
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000)
const lastOfMonth = (d: Date) =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate() === d.getUTCDate()

type Draft = Omit<Entry, 'id' | 'status' | 'runningCents'>

/** The three accounts' rows for the 365 days ending `today`, oldest first, ids built from `idPrefix[profile]`. */
export function buildLedgers(today: Date, idPrefix: Record<Profile, string>): Record<Profile, Entry[]> {
  const start = addDays(new Date(`${isoDay(today)}T00:00:00Z`), -364)
  const drafts: Record<Profile, Draft[]> = { checking: [], savings: [], card: [] }
  let cardOwed = OPENING_CENTS.card
  let savings = OPENING_CENTS.savings
  for (let i = 0; i < 365; i++) {
    const day = addDays(start, i)
    const date = isoDay(day)
    const dom = day.getUTCDate()
    const weekday = day.getUTCDay() % 6 !== 0
    const r = rng(`teller-sandbox:${date}`)
    const push = (p: Profile, d: Omit<Draft, 'date'>) => drafts[p].push({ date, ...d })

    // credit card: purchases most days, an occasional refund, paid in full on the 20th from checking
    if (dom === 20 && cardOwed > 0) {
      push('card', {
        cents: -cardOwed,
        description: 'ONLINE PAYMENT THANK YOU',
        type: 'payment',
        category: 'loan',
        counterparty: null,
      })
      push('checking', {
        cents: -cardOwed,
        description: 'PLATINUM CARD AUTOPAY',
        type: 'bill_payment',
        category: 'loan',
        counterparty: { name: 'Platinum Card', type: 'organization' },
      })
      cardOwed = 0
    }
    if (r() < 0.7) {
      const [name, category] = VENDORS[between(r, 0, VENDORS.length - 1)]
      const cents = between(r, 500, 30_000)
      push('card', {
        cents,
        description: `${name.toUpperCase()} #${between(r, 100, 999)}`,
        type: 'card_payment',
        category,
        counterparty: { name, type: 'organization' },
      })
      cardOwed += cents
    }
    if (r() < 0.03) {
      const [name, category] = VENDORS[between(r, 0, VENDORS.length - 1)]
      const cents = -between(r, 500, 5_000)
      push('card', {
        cents,
        description: `REFUND ${name.toUpperCase()}`,
        type: 'card_payment',
        category,
        counterparty: { name, type: 'organization' },
      })
      cardOwed += cents
    }

    // checking: customer deposits on weekdays, card-less vendor payments, rent, payroll, a monthly move to savings
    if (weekday && r() < 0.45) {
      const name = CUSTOMERS[between(r, 0, CUSTOMERS.length - 1)]
      push('checking', {
        cents: between(r, 80_000, 600_000),
        description: `DEPOSIT ${name.toUpperCase()}`,
        type: 'deposit',
        category: 'income',
        counterparty: { name, type: 'organization' },
      })
    }
    if (weekday && r() < 0.35) {
      const [name, category] = VENDORS[between(r, 0, VENDORS.length - 1)]
      push('checking', {
        cents: -between(r, 1_200, 45_000),
        description: `DEBIT CARD ${name.toUpperCase()}`,
        type: 'card_payment',
        category,
        counterparty: { name, type: 'organization' },
      })
    }
    if (dom === 1)
      push('checking', {
        cents: -420_000,
        description: 'ACH RENT MAPLE PROPERTIES',
        type: 'ach',
        category: 'home',
        counterparty: { name: 'Maple Properties', type: 'organization' },
      })
    if (dom === 15 || lastOfMonth(day))
      push('checking', {
        cents: -between(r, 900_000, 1_200_000),
        description: 'GUSTO PAYROLL',
        type: 'ach',
        category: 'service',
        counterparty: { name: 'Gusto', type: 'organization' },
      })
    if (dom === 5) {
      push('checking', {
        cents: -100_000,
        description: 'TRANSFER TO SAVINGS',
        type: 'transfer',
        category: 'general',
        counterparty: null,
      })
      push('savings', {
        cents: 100_000,
        description: 'TRANSFER FROM CHECKING',
        type: 'transfer',
        category: 'general',
        counterparty: null,
      })
      savings += 100_000
    }
    if (lastOfMonth(day)) {
      const interest = Math.floor((savings * 35) / 100_000)
      push('savings', {
        cents: interest,
        description: 'INTEREST PAYMENT',
        type: 'interest',
        category: 'income',
        counterparty: null,
      })
      savings += interest
    }
  }
  const pendingFrom = isoDay(addDays(today, -(PENDING_DAYS - 1)))
  const out = {} as Record<Profile, Entry[]>
  for (const p of ['checking', 'savings', 'card'] as const) {
    let running = OPENING_CENTS[p]
    out[p] = drafts[p].map((d, n) => {
      const pending = d.date >= pendingFrom
      if (!pending) running += d.cents
      return {
        ...d,
        id: `${idPrefix[p]}${n.toString(36).padStart(4, '0')}`,
        status: pending ? 'pending' : 'posted',
        runningCents: pending ? null : running,
      }
    })
  }
  return out
}

/** "-86.46" from -8646: Teller writes amounts and balances as decimal strings. */
export function centsText(cents: number): string {
  const abs = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
