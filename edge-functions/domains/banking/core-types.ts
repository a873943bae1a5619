/**
 * The banking core's wire shapes (docs/banking.md "The core's API"): snake_case, amounts as decimal strings of
 * integer micros, times ISO-8601 UTC. Only the product's client and the sync read these; everything past them speaks
 * the product's own rows.
 */
import type {
  TBankingAccountType,
  TEntryDirection,
  TEntryLayer,
  TEntryResult,
  TTransactionType,
} from '../../../shared/rules/banking.ts'

export type CoreAddress = {
  line1: string
  line2: string | null
  city: string
  state: string
  postal_code: string
  country: string
}

export type CoreCustomer = {
  id: string
  external_id: string
  legal_name: string
  kyc_status: 'verified' | 'review' | 'rejected'
  created_time: string
}

export type CorePerson = {
  id: string
  first_name: string
  last_name: string
  email: string
  ssn_last4: string
  created_time: string
}

export type CoreAccount = {
  id: string
  customer_id: string
  name: string
  type: TBankingAccountType
  status: 'open' | 'closed' | 'suspended'
  currency: string
  balance: string
  available_balance: string
  account_number: string
  routing_number: string
  created_time: string
  closed_time: string | null
}

export type CoreCounterparty = {
  id: string
  customer_id: string
  name: string
  type: 'Person' | 'Business'
  routing_number: string
  account_number_last4: string
  account_type: 'Checking' | 'Savings'
}

/** One version of a ledger entry; a later version of the same id has a higher sequence. */
export type CoreEntry = {
  id: string
  transaction_id: string
  account_id: string
  amount: string
  currency_code: 'USD'
  transaction_direction: TEntryDirection
  transaction_type: TTransactionType
  layer: TEntryLayer
  counterparty_name: string | null
  counterparty_id: string | null
  entry_result: TEntryResult
  user_id: string | null
  transaction_created_time: string
  transaction_effective_time: string | null
  description: string | null
  account_balance: string
  account_available_balance: string
  updated_at: string
  sequence: number | string
}

export type CoreTransferStatus = 'Pending' | 'Settled' | 'Failed' | 'Rejected'

export type CoreTransfer = {
  id: string | null
  type: TTransactionType
  status: CoreTransferStatus
  entry_result: TEntryResult
  amount: string
  from_account_id: string
  to_account_id: string | null
  counterparty_id: string | null
  description: string | null
  created_time: string
  effective_time: string | null
  /** the return's transfer, once a settled transfer was returned */
  returned_by?: string | null
  entries: CoreEntry[]
}

export type CoreStatement = {
  id: string
  account_id: string
  month: number
  year: number
  opening_balance: string
  closing_balance: string
}

export type CorePage<T> = { data: T[]; next_cursor: string | null; has_more: boolean }

export type CoreWebhook = {
  id: string
  type: 'entry.created' | 'entry.updated' | 'transfer.updated' | 'account.updated'
  created_time: string
  customer_id: string
  data: unknown
}
