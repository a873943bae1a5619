/**
 * The ledger endpoint map of spec §7: which QuickBooks entity (and fixed fields) each record kind is written as.
 * Expense, Check, CreditCard, CreditCardCredit and CreditCardExpense are all Purchases that differ in PaymentType
 * and the Credit flag; bill payments by check or card differ in PayType.
 */
export const RECORD_KINDS = [
  'Bill',
  'Expense',
  'Check',
  'CreditCard',
  'CreditCardCredit',
  'CreditCardExpense',
  'Department',
  'VendorCredit',
  'JournalEntry',
  'BillPaymentCheck',
  'BillPaymentCreditCard',
  'Transfer',
  'Deposit',
  'SalesReceipt',
  'Invoice',
  'Payment',
] as const
export type RecordKind = (typeof RECORD_KINDS)[number]

export const ENDPOINTS: Record<RecordKind, { entity: string; fixed?: Record<string, unknown> }> = {
  Bill: { entity: 'Bill' },
  Expense: { entity: 'Purchase', fixed: { PaymentType: 'Cash' } },
  Check: { entity: 'Purchase', fixed: { PaymentType: 'Check' } },
  CreditCard: { entity: 'Purchase', fixed: { PaymentType: 'CreditCard' } },
  CreditCardExpense: { entity: 'Purchase', fixed: { PaymentType: 'CreditCard', Credit: false } },
  CreditCardCredit: { entity: 'Purchase', fixed: { PaymentType: 'CreditCard', Credit: true } },
  Department: { entity: 'Department' },
  VendorCredit: { entity: 'VendorCredit' },
  JournalEntry: { entity: 'JournalEntry' },
  BillPaymentCheck: { entity: 'BillPayment', fixed: { PayType: 'Check' } },
  BillPaymentCreditCard: { entity: 'BillPayment', fixed: { PayType: 'CreditCard' } },
  Transfer: { entity: 'Transfer' },
  Deposit: { entity: 'Deposit' },
  SalesReceipt: { entity: 'SalesReceipt' },
  Invoice: { entity: 'Invoice' },
  Payment: { entity: 'Payment' },
}

/** The entity name and the body to send for a record kind (fixed fields win over the caller's). */
export function toEntityWrite(kind: RecordKind, body: Record<string, unknown>) {
  const e = ENDPOINTS[kind]
  return { entity: e.entity, body: { ...body, ...(e.fixed ?? {}) } }
}
