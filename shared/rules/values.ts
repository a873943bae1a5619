/**
 * The rules every input value obeys, one per kind of value: text, date, money, ids and QuickBooks' SyncToken.
 * Each is a pure check (for parsers such as the journal import) and a zod schema built on it (for request schemas,
 * route params and web forms), so the API, the web app and the importer refuse the same values in the same words.
 */
import { z } from 'zod'

type Problem = { path: (string | number)[]; message: string }

/** Section: text. Postgres cannot store U+0000 in text or jsonb, and an unpaired surrogate is not valid UTF-8. */
export const TEXT_MESSAGES = {
  nul: 'Remove the invisible null character from this text',
  broken: 'Remove the broken character from this text (an unpaired surrogate)',
} as const

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a string cannot be stored as text, or undefined when it can. */
export function textProblem(s: string): string | undefined {
  if (s.includes('\u0000')) return TEXT_MESSAGES.nul
  if (LONE_SURROGATE.test(s)) return TEXT_MESSAGES.broken
  return undefined
}

/** Every string (and object key) anywhere inside a JSON value that cannot be stored, with its path. */
export function textProblems(value: unknown): Problem[] {
  // Iterative, and each node points at its parent, so deeply nested JSON costs neither stack nor path copies.
  type Node = { v: unknown; key?: string | number; up?: Node }
  const pathOf = (n: Node) => {
    const p: (string | number)[] = []
    for (let x: Node | undefined = n; x?.up; x = x.up) p.push(x.key!)
    return p.reverse()
  }
  const out: Problem[] = []
  const stack: Node[] = [{ v: value }]
  while (stack.length) {
    const node = stack.pop()!
    const v = node.v
    const keyProblem = typeof node.key === 'string' ? textProblem(node.key) : undefined
    if (keyProblem) out.push({ path: pathOf(node), message: keyProblem })
    if (typeof v === 'string') {
      const message = textProblem(v)
      if (message) out.push({ path: pathOf(node), message })
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], key: i, up: node })
    } else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v).reverse()) stack.push({ v: x, key: k, up: node })
    }
  }
  return out
}

/** The check behind ZText; exported so tests can tell a guarded string from a bare one. */
export const TEXT_CHECK = z.check<string>((ctx) => {
  const message = textProblem(ctx.value)
  if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
})
/** Checks every string and key inside a free-form JSON value (stored as jsonb). */
export const JSON_TEXT_CHECK = z.check<unknown>((ctx) => {
  for (const p of textProblems(ctx.value))
    ctx.issues.push({ code: 'custom', message: p.message, input: ctx.value, path: p.path })
})

/** Any text a person or provider sends: chain .trim(), .min(), .max() as usual. */
export const ZText = z.string().check(TEXT_CHECK)
/** A free-form JSON object stored as jsonb (answers, drafts, metadata). */
export const ZJsonObject = z.record(z.string(), z.unknown()).check(JSON_TEXT_CHECK)

/** Section: dates. Calendar dates as YYYY-MM-DD, real ones only (no 2026-02-30), from 1900 on. */
export const DATE_MESSAGES = {
  invalid: 'Enter a real date, like 2026-02-28',
  tooEarly: 'Enter a date in 1900 or later',
} as const

const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate()

export function dateProblem(s: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return DATE_MESSAGES.invalid
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo)) return DATE_MESSAGES.invalid
  if (y < 1900) return DATE_MESSAGES.tooEarly
  return undefined
}

export const ZDate = z.string({ error: DATE_MESSAGES.invalid }).check((ctx) => {
  const message = dateProblem(ctx.value)
  if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
})

/**
 * Section: money. Amounts on the wire are decimal dollars (QuickBooks' shape) with at most two decimals; the ledger
 * stores integer cents in bigint. The business maximum, 99,999,999,999.99, is far below 2^53 cents, so an amount,
 * and the total of a transaction's lines (also capped at it), is exact both as a JS number and as bigint cents.
 */
export const MAX_AMOUNT_CENTS = 9_999_999_999_999
export const MONEY_MESSAGES = {
  notNumber: 'Enter an amount as a number, like 12.34',
  decimals: 'Amounts have at most two decimals',
  tooLarge: 'Amounts are at most 99,999,999,999.99',
  negative: 'Amounts cannot be negative',
  linesTooLarge: 'The lines add up to more than 99,999,999,999.99',
} as const

/** Why a dollar amount is not acceptable, or undefined. Decimals are counted on the number as written (0.001 has 3). */
export function moneyProblem(dollars: unknown, opts: { allowNegative?: boolean } = {}): string | undefined {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return MONEY_MESSAGES.notNumber
  const abs = Math.abs(dollars)
  if (abs > MAX_AMOUNT_CENTS / 100) return MONEY_MESSAGES.tooLarge
  const written = String(abs) // shortest round-trip form; below the maximum only tiny values use an exponent
  if (written.includes('e') || (written.split('.')[1] ?? '').length > 2) return MONEY_MESSAGES.decimals
  if (dollars < 0 && !opts.allowNegative) return MONEY_MESSAGES.negative
  return undefined
}

/** Whole cents within the maximum (amounts parsed from text, transaction totals). */
export function centsProblem(cents: number): string | undefined {
  if (typeof cents !== 'number' || Number.isNaN(cents)) return MONEY_MESSAGES.notNumber
  if (Math.abs(cents) > MAX_AMOUNT_CENTS) return MONEY_MESSAGES.tooLarge
  return Number.isInteger(cents) ? undefined : MONEY_MESSAGES.decimals
}

const money = (allowNegative: boolean) =>
  z.number({ error: MONEY_MESSAGES.notNumber }).check((ctx) => {
    const message = moneyProblem(ctx.value, { allowNegative })
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value })
  })
/** A dollar amount of zero or more (line amounts, totals, balances). */
export const ZAmount = money(false)
/** A dollar amount of either sign (account balances, signed postings). */
export const ZSignedAmount = money(true)

/** Section: ids. Platform rows use UUIDs; ledger records (built-in and QuickBooks) use digit strings. */
const ID_MESSAGES = {
  uuid: 'Must be an id like 10000000-0000-4000-8000-000000000001',
  ledger: 'Must be a ledger id: digits only, like 42',
  required: 'Required',
  syncToken: 'SyncToken is the whole number from your last read of this record, like 0',
} as const
export const ZUuid = z.uuid({ error: ID_MESSAGES.uuid })
/** Ledger ids fit bigint (at most 18 digits); an empty one (nothing chosen in a form) is "Required". */
export const ZLedgerId = z.string().check((ctx) => {
  if (!/^\d{1,18}$/.test(ctx.value))
    ctx.issues.push({
      code: 'custom',
      message: ctx.value === '' ? ID_MESSAGES.required : ID_MESSAGES.ledger,
      input: ctx.value,
    })
})
/** QuickBooks' optimistic-lock version; the built-in ledger keeps it in an integer column. */
export const ZSyncToken = z.string().regex(/^\d{1,9}$/, ID_MESSAGES.syncToken)

/** Contact and tax details, and the default wording of length and presence problems: `values-contact.ts`. */
export * from './values-contact.ts'
