/**
 * Credit notes against an invoice (docs/invoicing.md "Credit notes"): how much is left to credit, the balance the
 * customer still owes, and how a credit splits into revenue and sales tax, in micros to the cent. The API, the public
 * page and the ledger posting read this file; public.issue_credit_note in 19_invoicing.sql checks the same limits under
 * the invoice's lock.
 */
import { MICROS_PER_CENT } from './banking.ts'
import { roundToCent } from './invoicing.ts'

export const CREDIT_MESSAGES = {
  amount: 'Enter an amount to credit',
  reason: 'Reason is at most 1000 characters',
  cancelled: 'A cancelled invoice cannot be credited',
  paying: 'The customer is paying this invoice; credit it once the payment settles',
} as const

type TCreditable = { status: string; amountMicros: bigint; creditedMicros: bigint }

/** What a new credit note may still take back: the invoice's total less the notes already issued. */
export const creditableMicros = (i: TCreditable) => i.amountMicros - i.creditedMicros

/** What the customer still owes: nothing once paid (or cancelled), else the total less its credits. */
export const balanceDueMicros = (i: TCreditable) =>
  i.status === 'Sent' || i.status === 'WaitingPayment' ? i.amountMicros - i.creditedMicros : 0n

/**
 * The sales tax inside a credit of `creditMicros`: the invoice's own share of tax in its total, rounded half away from
 * zero to the cent, and never more than the tax not yet credited. Crediting everything that is left returns all the
 * tax that is left, so a partial credit then a full one return exactly the tax charged.
 */
export function creditNoteSplit(i: {
  amountMicros: bigint
  taxMicros: bigint
  creditedMicros: bigint
  taxCreditedMicros: bigint
  creditMicros: bigint
}): { revenueMicros: bigint; taxMicros: bigint } {
  const taxLeft = i.taxMicros - i.taxCreditedMicros
  let tax: bigint
  if (i.creditMicros === i.amountMicros - i.creditedMicros) tax = taxLeft
  else if (i.amountMicros === 0n) tax = 0n
  else tax = roundToCent((i.creditMicros * i.taxMicros) / i.amountMicros)
  if (tax > taxLeft) tax = taxLeft
  if (tax > i.creditMicros) tax = i.creditMicros
  if (tax < 0n) tax = 0n
  return { revenueMicros: i.creditMicros - tax, taxMicros: tax }
}

/** Whole cents only: a customer is credited cents, as they are billed. */
export const wholeCents = (micros: bigint) => micros % MICROS_PER_CENT === 0n
