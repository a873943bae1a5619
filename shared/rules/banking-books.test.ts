import { describe, expect, it } from 'vitest'
import { bookName, bookedAs } from './banking-books.ts'
import { BANKING_ACCOUNT_TYPES } from './banking.ts'
import { ACCOUNT_SUBTYPES } from '../schemas/ledger-account-types.ts'

describe('a banking account in the books', () => {
  it('deposit accounts are Bank accounts, a card a Credit Card; loans and rewards are not booked from banking', () => {
    expect(bookedAs('Checking')).toEqual({ AccountType: 'Bank', AccountSubType: 'Checking' })
    expect(bookedAs('Savings')).toEqual({ AccountType: 'Bank', AccountSubType: 'Savings' })
    expect(bookedAs('CreditCard')?.AccountType).toBe('Credit Card')
    for (const t of ['Lending', 'Investment', 'Rewards', 'PlatformRevenue']) expect(bookedAs(t)).toBeNull()
  })

  it('every booked kind is a subtype the chart accepts for its type', () => {
    for (const t of BANKING_ACCOUNT_TYPES) {
      const k = bookedAs(t)
      if (k) expect(ACCOUNT_SUBTYPES[k.AccountType]).toContain(k.AccountSubType)
    }
  })

  it('is named by the account and its last four digits, without a colon, within 100 characters', () => {
    expect(bookName('Operating', '1234')).toBe('Operating ••1234')
    expect(bookName('Tax: reserve', null)).toBe('Tax reserve')
    const long = bookName('x'.repeat(140), '9876')
    expect(long).toHaveLength(100)
    expect(long.endsWith(' ••9876')).toBe(true)
  })
})
