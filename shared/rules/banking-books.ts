/**
 * How a business banking account appears in the organization's books (issue 30 item 3): a deposit account as a Bank
 * account of the matching detail type, a card as a Credit Card account. Loans, investments, rewards and platform
 * revenue accounts are not money the business spends from, so they are not booked from here (their lines keep the
 * books' first Bank account, as an unmapped feed line does).
 */
import type { TAccountType } from '../schemas/ledger-account-types.ts'
import type { BANKING_ACCOUNT_TYPES } from './banking.ts'

type BankingAccountType = (typeof BANKING_ACCOUNT_TYPES)[number]

const BOOKED_AS: Partial<Record<BankingAccountType, { AccountType: TAccountType; AccountSubType: string }>> = {
  Checking: { AccountType: 'Bank', AccountSubType: 'Checking' },
  Cash: { AccountType: 'Bank', AccountSubType: 'Checking' },
  Settlement: { AccountType: 'Bank', AccountSubType: 'Checking' },
  Savings: { AccountType: 'Bank', AccountSubType: 'Savings' },
  Escrow: { AccountType: 'Bank', AccountSubType: 'TrustAccounts' },
  CreditCard: { AccountType: 'Credit Card', AccountSubType: 'CreditCard' },
}

export function bookedAs(accountType: string) {
  return BOOKED_AS[accountType as BankingAccountType] ?? null
}

/** The chart's name for it: the account's name and the last four digits people recognise, never a colon. */
export function bookName(name: string, last4: string | null): string {
  const base = name.replace(/:/g, ' ').replace(/\s+/g, ' ').trim()
  const suffix = last4 ? ` ••${last4}` : ''
  return `${base.slice(0, 100 - suffix.length)}${suffix}`
}
