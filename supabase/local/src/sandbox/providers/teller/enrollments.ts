/**
 * The sandbox's enrollments, in memory: each made by Teller Connect (or the test control) with an access token, a
 * user, an institution and three accounts (checking, savings, credit card) whose books come from ledger.ts. Tests
 * change them the way a bank would: disconnect the enrollment, revoke the token, close an account, add or settle
 * transactions, or make the next calls fail.
 */
import { randomBytes } from 'node:crypto'
import { buildLedgers, CARD_LIMIT_CENTS, type Entry, isoDay, OPENING_CENTS, type Profile } from './ledger.ts'

export const SANDBOX_APPLICATION_ID = 'app_sandbox_local'
export const INSTITUTIONS = [
  { id: 'sandbox_bank', name: 'Sandbox Bank' },
  { id: 'security_cu', name: 'Security Credit Union' },
  { id: 'mercury', name: 'Mercury' },
] as const

export type Account = {
  id: string
  profile: Profile
  name: string
  type: 'depository' | 'credit'
  subtype: 'checking' | 'savings' | 'credit_card'
  lastFour: string
  status: 'open' | 'closed'
  entries: Entry[]
  /** how many rows were added after the year was built (ids stay unique) */
  added: number
}
export type Fault = { status: number; code: string; message: string; times: number }
export type Enrollment = {
  id: string
  userId: string
  accessToken: string
  institution: { id: string; name: string }
  /** disconnected: every call answers 404 enrollment.disconnected.<reason>; deleted: DELETE /accounts ended it */
  status: 'active' | 'disconnected' | 'deleted'
  reason: string | null
  tokenRevoked: boolean
  accounts: Account[]
  faults: Fault[]
  calls: number
}

const enrollments = new Map<string, Enrollment>()
const byToken = new Map<string, Enrollment>()

/** Teller ids are a prefix and 21 lower-case base32 characters. */
const base32 = (n: number) => [...randomBytes(n)].map((b) => 'abcdefghijklmnopqrstuvwxyz234567'[b % 32]).join('')

const PLAN: { profile: Profile; name: string; type: Account['type']; subtype: Account['subtype'] }[] = [
  { profile: 'checking', name: 'Business Checking', type: 'depository', subtype: 'checking' },
  { profile: 'savings', name: 'Business Savings', type: 'depository', subtype: 'savings' },
  { profile: 'card', name: 'Platinum Card', type: 'credit', subtype: 'credit_card' },
]

export function createEnrollment(opts: { institutionId?: string; today?: Date } = {}): Enrollment {
  const institution = INSTITUTIONS.find((i) => i.id === opts.institutionId) ?? INSTITUTIONS[0]
  const key = base32(17)
  const prefixes = { checking: `txn_${key}c`, savings: `txn_${key}s`, card: `txn_${key}k` }
  const books = buildLedgers(opts.today ?? new Date(), prefixes)
  const e: Enrollment = {
    id: `enr_${key}000`,
    userId: `usr_${base32(21)}`,
    accessToken: `token_${base32(26)}`,
    institution: { ...institution },
    status: 'active',
    reason: null,
    tokenRevoked: false,
    accounts: PLAN.map((p, i) => ({
      ...p,
      id: `acc_${key}00${i}`,
      lastFour: String(1000 + ((key.charCodeAt(i) * 37 + i * 611) % 9000)),
      status: 'open',
      entries: books[p.profile],
      added: 0,
    })),
    faults: [],
    calls: 0,
  }
  enrollments.set(e.id, e)
  byToken.set(e.accessToken, e)
  return e
}

export const findEnrollment = (id: string) => enrollments.get(id)
export const enrollmentForToken = (token: string) => byToken.get(token)
export function findAccount(accountId: string): { e: Enrollment; a: Account } | undefined {
  for (const e of enrollments.values()) {
    const a = e.accounts.find((x) => x.id === accountId)
    if (a) return { e, a }
  }
  return undefined
}

/** Posted rows carry the running balance; the ledger balance is the last of them (the opening one before any). */
export function ledgerCents(a: Account): number {
  const posted = a.entries.filter((x) => x.status === 'posted')
  return posted.length ? posted[posted.length - 1].runningCents! : OPENING_CENTS[a.profile]
}

/** Depository: available = ledger + pending. Credit: available credit = limit − (owed + pending purchases). */
export function availableCents(a: Account): number {
  const pending = a.entries.filter((x) => x.status === 'pending').reduce((s, x) => s + x.cents, 0)
  return a.type === 'credit' ? CARD_LIMIT_CENTS - (ledgerCents(a) + pending) : ledgerCents(a) + pending
}

/** Adds a row as the bank would report it (newest); a posted row extends the running balance. */
export function addEntry(
  a: Account,
  d: {
    cents: number
    description: string
    status: 'posted' | 'pending'
    date?: string
    type?: string
    category?: string
    counterparty?: string
  },
): Entry {
  const entry: Entry = {
    id: `${a.entries[0]?.id.slice(0, -4) ?? `txn_${base32(17)}x`}x${(a.added++).toString(36).padStart(3, '0')}`,
    date: d.date ?? isoDay(new Date()),
    cents: d.cents,
    description: d.description,
    type: d.type ?? (a.type === 'credit' ? 'card_payment' : 'digital_payment'),
    category: d.category ?? 'general',
    counterparty: d.counterparty ? { name: d.counterparty, type: 'organization' } : null,
    status: d.status,
    runningCents: d.status === 'posted' ? ledgerCents(a) + d.cents : null,
  }
  a.entries.push(entry)
  return entry
}

/** Every pending row clears: it disappears and a posted row with a new id takes its place (as many banks do). */
export function settlePending(a: Account): { removed: string[]; posted: Entry[] } {
  const pending = a.entries.filter((x) => x.status === 'pending')
  a.entries = a.entries.filter((x) => x.status !== 'pending')
  const posted = pending.map((p) =>
    addEntry(a, { ...p, status: 'posted', counterparty: p.counterparty?.name, date: p.date }),
  )
  return { removed: pending.map((p) => p.id), posted }
}

/** Deleting the enrollment (DELETE /accounts) ends it and its token, for good. */
export function deleteEnrollment(e: Enrollment) {
  e.status = 'deleted'
  e.tokenRevoked = true
}
