import { describe, expect, it } from 'vitest'
import { TXN_KINDS } from '../schemas/ledger.ts'
import { kindOfMoney, TXN_KIND_LABELS, txnKindLabel } from './ledger-labels.ts'

describe("ledger transaction kinds in people's words", () => {
  it('labels every kind the ledger has, none with an inner capital', () => {
    for (const kind of TXN_KINDS) expect(TXN_KIND_LABELS[kind]).not.toMatch(/[a-z][A-Z]/)
  })
  it('calls a Purchase an Expense, as a client question does', () => {
    expect(txnKindLabel('Purchase')).toBe('Expense')
    expect(kindOfMoney(12_00)).toBe(txnKindLabel('Purchase'))
    expect(kindOfMoney(-12_00)).toBe(txnKindLabel('Deposit'))
  })
  it('turns a kind it does not know into words rather than showing the key', () => {
    expect(txnKindLabel('JournalEntry')).toBe('Journal entry')
    expect(txnKindLabel('SalesReceipt')).toBe('Sales receipt')
    expect(txnKindLabel('credit_memo')).toBe('Credit memo')
  })
})
