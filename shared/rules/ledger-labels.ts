/**
 * What people call each kind of ledger transaction. The ledger's kinds are QuickBooks' entity names ("Purchase",
 * "JournalEntry"); QuickBooks itself shows a Purchase as an Expense, and so does every list of this product (a
 * client question is about an "Expense"), so the drill-down of a report says the same word for the same thing.
 */
import type { TTxnKind } from '../schemas/ledger.ts'

export const TXN_KIND_LABELS: Record<TTxnKind, string> = {
  Purchase: 'Expense',
  Deposit: 'Deposit',
  JournalEntry: 'Journal entry',
  Bill: 'Bill',
  BillPayment: 'Bill payment',
  Invoice: 'Invoice',
  Payment: 'Payment',
}

/** The label of a kind read from a report or an older record; an unknown kind keeps its words, split at capitals. */
export function txnKindLabel(kind: string): string {
  if (kind in TXN_KIND_LABELS) return TXN_KIND_LABELS[kind as TTxnKind]
  const words = kind.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

/** A question's amount is money out (an expense) or money in (a deposit), in the same words as the ledger's kinds. */
export const kindOfMoney = (amount: number) => (amount < 0 ? TXN_KIND_LABELS.Deposit : TXN_KIND_LABELS.Purchase)
