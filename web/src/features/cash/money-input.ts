/**
 * Amounts typed in dollars on the cash screens, and the Idempotency-Key of a payment form. Pure, so the rules a
 * person meets before any request (what counts as an amount, when a retry may move money again) are unit-tested.
 */
import { MICROS_PER_CENT, parseDollarsToMicros } from '../../../../shared/rules/banking.ts'

export const AMOUNT_REQUIRED = 'Enter an amount'
export const AMOUNT_FORMAT = 'Enter an amount in dollars, like 1,250.00'
export const AMOUNT_POSITIVE = 'Enter an amount greater than zero'
export const AMOUNT_CENTS = 'Enter dollars and cents, at most two decimals, like 12.34'

/** Dollars typed by a person to micros as the API takes them (a decimal string), or the message to show beside it. */
export function readAmount(text: string): { micros: string } | { error: string } {
  if (text.trim() === '') return { error: AMOUNT_REQUIRED }
  const micros = parseDollarsToMicros(text)
  if (micros === null) return { error: AMOUNT_FORMAT }
  if (micros <= 0n) return { error: AMOUNT_POSITIVE }
  // "12.345" is refused here, in dollars, rather than rounded or sent for the API to refuse
  if (micros % MICROS_PER_CENT !== 0n) return { error: AMOUNT_CENTS }
  return { micros: micros.toString() }
}

export const LIMIT_FORMAT = 'Enter a limit in dollars, like 5,000, or leave it empty for no limit'

/** A limit or threshold typed in dollars: blank is "no limit" (null), zero is allowed, negatives are not. */
export function readLimit(text: string): { micros: string | null } | { error: string } {
  if (text.trim() === '') return { micros: null }
  const micros = parseDollarsToMicros(text)
  if (micros === null || micros < 0n) return { error: LIMIT_FORMAT }
  return { micros: micros.toString() }
}

/** Micros as dollars to edit in a text field ("1250000" → "1.25", "5000000000" → "5000"); null is blank. */
export function dollarsText(micros: string | null): string {
  if (micros === null) return ''
  const m = BigInt(micros)
  const whole = m / 1_000_000n
  const frac = (m % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
  return frac ? `${whole}.${frac}` : `${whole}`
}

/**
 * One Idempotency-Key per submission: every send of the same body (a double click, a retry after a dropped
 * connection) carries the same key, so the core moves the money once; a changed body gets a fresh key, since the core
 * refuses a known key with a different body (DuplicateEntry). `settle()` after an answer starts the next submission.
 */
export function idempotencyKeeper(newKey: () => string = () => crypto.randomUUID()) {
  let current: { body: string; key: string } | undefined
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body)
      if (!current || current.body !== text) current = { body: text, key: newKey() }
      return current.key
    },
    settle() {
      current = undefined
    },
  }
}
