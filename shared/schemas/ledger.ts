/**
 * Ledger entities in QuickBooks Online v3 shapes (Id, SyncToken, Line, AccountRef {value,name}, TxnDate, TotalAmt).
 * Both ledger implementations (built-in and QuickBooks) speak these shapes, so features never care which one runs.
 * Amounts on the wire are decimal dollars like QuickBooks; the built-in ledger stores integer cents and converts at
 * its edge (toCents / fromCents below).
 */
import { z } from 'zod'
import {
  MAX_AMOUNT_CENTS,
  MONEY_MESSAGES,
  ZAmount,
  ZDate,
  ZLedgerId,
  ZSignedAmount,
  ZSyncToken,
  ZText,
} from '../rules/values.ts'

export * from './ledger-account-types.ts'
import { ACCOUNT_SUBTYPES, ZAccountType, ZClassification } from './ledger-account-types.ts'
import { ZCurrency } from '../rules/currencies.ts'

/** A reference to a ledger record by its id (QuickBooks' and the built-in ledger's ids are digits). */
export const ZRef = z.object({ value: ZLedgerId, name: ZText.max(4000).optional() })
export type TRef = z.infer<typeof ZRef>
const ZCurrencyRef = z.object({
  value: ZCurrency,
  name: ZText.max(100).optional(),
})
const ZMetaData = z.object({ CreateTime: ZText.max(100), LastUpdatedTime: ZText.max(100) })
/** Amounts a person enters are never negative (a refund is Credit: true, a credit is PostingType: 'Credit'). */
const ZMoney = ZAmount
/** Quantities may have more decimals than money but stay finite and bounded. */
const ZQuantity = z
  .number({ error: 'Enter a quantity as a number' })
  .min(-1e9, 'Quantities are at most 1,000,000,000')
  .max(1e9, 'Quantities are at most 1,000,000,000')

export const ZAccount = z.object({
  Id: z.string(),
  SyncToken: z.string(),
  Name: z.string(),
  SubAccount: z.boolean(),
  ParentRef: ZRef.optional(),
  FullyQualifiedName: z.string(),
  Active: z.boolean(),
  Classification: ZClassification,
  AccountType: ZAccountType,
  AccountSubType: z.string().optional(),
  CurrentBalance: ZSignedAmount,
  CurrentBalanceWithSubAccounts: ZSignedAmount,
  AcctNum: z.string().optional(),
  CurrencyRef: ZCurrencyRef.optional(),
  MetaData: ZMetaData.optional(),
})
export type TAccount = z.infer<typeof ZAccount>

export const ZCreateAccountRequestSchema = z
  .object({
    Name: ZText.trim()
      .min(1)
      .max(100)
      .refine((s) => !s.includes(':'), 'Name must not contain a colon'),
    AcctNum: ZText.trim().max(20).optional(),
    TaxCodeRef: z.object({ value: ZText.min(1).max(100), name: ZText.max(100).optional() }).optional(),
    AccountType: ZAccountType,
    AccountSubType: ZText.max(100).optional(),
    ParentRef: ZRef.optional(),
  })
  .refine((a) => !a.AccountSubType || ACCOUNT_SUBTYPES[a.AccountType].includes(a.AccountSubType), {
    message: 'AccountSubType must match the chosen AccountType',
    path: ['AccountSubType'],
  })
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequestSchema>

/** Names (vendor, customer, employee) and other lists. */
export const ZNamedEntity = z.object({
  Id: z.string(),
  SyncToken: z.string(),
  DisplayName: z.string(),
  Active: z.boolean().optional(),
})
export type TNamedEntity = z.infer<typeof ZNamedEntity>
export const ZClass = z.object({
  Id: z.string(),
  SyncToken: z.string(),
  Name: z.string(),
  ParentRef: ZRef.optional(),
  SubClass: z.boolean(),
  Active: z.boolean(),
  FullyQualifiedName: z.string(),
})
export type TClass = z.infer<typeof ZClass>
export const ZDepartment = z.object({
  Id: z.string(),
  SyncToken: z.string(),
  Name: z.string(),
  FullyQualifiedName: z.string(),
  SubDepartment: z.boolean(),
  Active: z.boolean(),
})
export type TDepartment = z.infer<typeof ZDepartment>
export const ZItem = z.object({
  Id: z.string(),
  SyncToken: z.string(),
  Name: z.string(),
  Type: z.string(),
  Sku: z.string().optional(),
  UnitPrice: ZMoney.optional(),
  PurchaseCost: ZMoney.optional(),
  Taxable: z.boolean().optional(),
  Active: z.boolean(),
  IncomeAccountRef: ZRef.optional(),
  ExpenseAccountRef: ZRef.optional(),
})
export type TItem = z.infer<typeof ZItem>
export const ZTerm = z.object({
  Id: z.string(),
  SyncToken: z.string(),
  Name: z.string(),
  Type: z.enum(['STANDARD', 'DATE_DRIVEN']),
  DueDays: z.number().int().optional(),
  DiscountPercent: z.number().optional(),
  DiscountDays: z.number().int().optional(),
  Active: z.boolean(),
})
export type TTerm = z.infer<typeof ZTerm>

/** Lines. Every detail that posts to an account carries AccountRef; item-based lines resolve through the item. */
export const ZEntityOnLine = z.object({ Type: z.enum(['Customer', 'Vendor', 'Employee']), EntityRef: ZRef })
export const ZLine = z.object({
  Id: ZText.max(100).optional(),
  LineNum: z.number().int().optional(),
  Amount: ZMoney,
  Description: ZText.max(4000).optional(),
  DetailType: z
    .enum([
      'AccountBasedExpenseLineDetail',
      'ItemBasedExpenseLineDetail',
      'JournalEntryLineDetail',
      'DepositLineDetail',
      'SalesItemLineDetail',
      'SubTotalLineDetail',
      'DiscountLineDetail',
      'DescriptionOnly',
      'GroupLineDetail',
    ])
    .optional(),
  AccountBasedExpenseLineDetail: z
    .object({
      AccountRef: ZRef,
      ClassRef: ZRef.optional(),
      CustomerRef: ZRef.optional(),
      BillableStatus: z.enum(['Billable', 'NotBillable', 'HasBeenBilled']).optional(),
    })
    .optional(),
  ItemBasedExpenseLineDetail: z
    .object({
      ItemRef: ZRef,
      Qty: ZQuantity.optional(),
      UnitPrice: ZMoney.optional(),
      ClassRef: ZRef.optional(),
      AccountRef: ZRef.optional(),
    })
    .optional(),
  JournalEntryLineDetail: z
    .object({
      PostingType: z.enum(['Debit', 'Credit']),
      AccountRef: ZRef,
      Entity: ZEntityOnLine.optional(),
      ClassRef: ZRef.optional(),
      DepartmentRef: ZRef.optional(),
    })
    .optional(),
  DepositLineDetail: z
    .object({ AccountRef: ZRef, Entity: ZEntityOnLine.optional(), ClassRef: ZRef.optional() })
    .optional(),
  SalesItemLineDetail: z
    .object({
      ItemRef: ZRef.optional(),
      Qty: ZQuantity.optional(),
      UnitPrice: ZMoney.optional(),
      ClassRef: ZRef.optional(),
      ServiceDate: ZDate.optional(),
      AccountRef: ZRef.optional(),
    })
    .optional(),
  LinkedTxn: z.array(z.object({ TxnId: ZLedgerId, TxnType: ZText.max(100) })).optional(),
})
export type TLine = z.infer<typeof ZLine>

const base = {
  Id: z.string(),
  SyncToken: z.string(),
  TxnDate: ZDate,
  PrivateNote: ZText.max(4000).optional(),
  DocNumber: ZText.max(21).optional(),
  CurrencyRef: ZCurrencyRef.optional(),
  TotalAmt: ZMoney,
  MetaData: ZMetaData.optional(),
}
export const ZPurchase = z.object({
  ...base,
  AccountRef: ZRef,
  PaymentType: z.enum(['Cash', 'Check', 'CreditCard']),
  EntityRef: ZRef.extend({ type: ZText.max(100).optional() }).optional(),
  Credit: z.boolean().optional(),
  Line: z.array(ZLine).min(1),
})
export const ZDeposit = z.object({ ...base, DepositToAccountRef: ZRef, Line: z.array(ZLine).min(1) })
export const ZJournalEntry = z.object({ ...base, Adjustment: z.boolean().optional(), Line: z.array(ZLine).min(2) })
export const ZBill = z.object({
  ...base,
  VendorRef: ZRef,
  APAccountRef: ZRef.optional(),
  SalesTermRef: ZRef.optional(),
  DueDate: ZDate.optional(),
  Balance: ZMoney.optional(),
  Line: z.array(ZLine).min(1),
  LinkedTxn: z.array(z.object({ TxnId: ZLedgerId, TxnType: ZText.max(100) })).optional(),
})
export const ZBillPayment = z.object({
  ...base,
  VendorRef: ZRef,
  PayType: z.enum(['Check', 'CreditCard']),
  APAccountRef: ZRef.optional(),
  CheckPayment: z.object({ BankAccountRef: ZRef }).optional(),
  CreditCardPayment: z.object({ CCAccountRef: ZRef }).optional(),
  Line: z.array(ZLine).min(1),
})
export const ZInvoice = z.object({
  ...base,
  CustomerRef: ZRef,
  ARAccountRef: ZRef.optional(),
  DueDate: ZDate.optional(),
  ShipDate: ZDate.optional(),
  Balance: ZMoney.optional(),
  CustomerMemo: z.object({ value: ZText.max(1000) }).optional(),
  Line: z.array(ZLine).min(1).max(750),
  TotalAmt: ZMoney,
  EmailStatus: z.enum(['NotSet', 'NeedToSend', 'EmailSent']).optional(),
  PrintStatus: z.enum(['NotSet', 'NeedToPrint', 'PrintComplete']).optional(),
})
export const ZPayment = z.object({
  ...base,
  CustomerRef: ZRef,
  DepositToAccountRef: ZRef.optional(),
  ARAccountRef: ZRef.optional(),
  UnappliedAmt: ZMoney.optional(),
  Line: z.array(ZLine).optional(),
})

export type TPurchase = z.infer<typeof ZPurchase>
export type TDeposit = z.infer<typeof ZDeposit>
export type TJournalEntry = z.infer<typeof ZJournalEntry>
export type TBill = z.infer<typeof ZBill>
export type TBillPayment = z.infer<typeof ZBillPayment>
export type TInvoice = z.infer<typeof ZInvoice>
export type TPayment = z.infer<typeof ZPayment>

/** The transaction kinds every ledger implements, keyed by QuickBooks' entity name. */
export type TTxnByKind = {
  Purchase: TPurchase
  Deposit: TDeposit
  JournalEntry: TJournalEntry
  Bill: TBill
  BillPayment: TBillPayment
  Invoice: TInvoice
  Payment: TPayment
}
export type TTxnKind = keyof TTxnByKind
export const TXN_KINDS = [
  'Purchase',
  'Deposit',
  'JournalEntry',
  'Bill',
  'BillPayment',
  'Invoice',
  'Payment',
] as const satisfies readonly TTxnKind[]
export const ZTxnKind = z.enum(TXN_KINDS)
export const TXN_SCHEMAS = {
  Purchase: ZPurchase,
  Deposit: ZDeposit,
  JournalEntry: ZJournalEntry,
  Bill: ZBill,
  BillPayment: ZBillPayment,
  Invoice: ZInvoice,
  Payment: ZPayment,
} as const

/** A create body is the entity without server-assigned fields; an update carries Id and SyncToken. */
export type TCreateTxn<K extends TTxnKind> = Omit<TTxnByKind[K], 'Id' | 'SyncToken' | 'MetaData' | 'TotalAmt'> & {
  TotalAmt?: number
}
export type TUpdateTxn<K extends TTxnKind> = TCreateTxn<K> & { Id: string; SyncToken: string }
export function createSchemaFor<K extends TTxnKind>(kind: K) {
  return (TXN_SCHEMAS[kind] as z.ZodObject<z.ZodRawShape>)
    .omit({ Id: true, SyncToken: true, MetaData: true })
    .extend({ TotalAmt: ZMoney.optional() })
    .refine((t) => linesTotalCents(t.Line) <= MAX_AMOUNT_CENTS, {
      message: MONEY_MESSAGES.linesTooLarge,
      path: ['Line'],
    })
}
/** Sum of a transaction's line amounts in cents (each line is within the maximum, so the sum stays exact). */
function linesTotalCents(lines: unknown): number {
  if (!Array.isArray(lines)) return 0
  return lines.reduce(
    (s: number, l: { Amount?: unknown }) =>
      s + (typeof l?.Amount === 'number' && Number.isFinite(l.Amount) ? Math.abs(toCents(l.Amount)) : 0),
    0,
  )
}

/** One posting of a transaction to an account, as returned by queryTransactions. Amount is signed: debit positive. */
export const ZPosting = z.object({
  kind: ZTxnKind,
  txnId: z.string(),
  lineId: z.string(),
  TxnDate: ZDate,
  DocNumber: z.string().optional(),
  AccountRef: ZRef,
  Amount: ZSignedAmount,
  Description: z.string().optional(),
  EntityRef: ZRef.optional(),
  ClassRef: ZRef.optional(),
})
export type TPosting = z.infer<typeof ZPosting>

export const ZQueryTransactionsRequestSchema = z.object({
  accountId: ZLedgerId.optional(),
  startDate: ZDate.optional(),
  endDate: ZDate.optional(),
  kinds: z.array(ZTxnKind).optional(),
  vendorId: ZLedgerId.optional(),
  limit: z.number().int().min(1).max(1000).default(200),
  offset: z.number().int().min(0).default(0),
})
export type TQueryTransactionsRequest = z.input<typeof ZQueryTransactionsRequestSchema>

/** Move one line of a transaction to another account (Ask-My-Client categorisation). */
export const ZMoveLineRequestSchema = z.object({
  kind: ZTxnKind,
  txnId: ZLedgerId,
  lineId: ZText.min(1).max(100),
  toAccountId: ZLedgerId,
  syncToken: ZSyncToken.optional(),
  description: ZText.max(4000).optional(),
  /** also tag the moved line with this class (QuickBooks ClassRef) */
  classId: ZLedgerId.optional(),
})
export type TMoveLineRequest = z.infer<typeof ZMoveLineRequestSchema>

export const ZDeleteResult = z.object({ status: z.literal('Deleted'), Id: z.string(), domain: z.string() })
export type TDeleteResult = z.infer<typeof ZDeleteResult>

/** Section: the ledger API's answers, in QuickBooks' envelopes (a query answer, or the entity under its own name). */
export const ZListAccountsResponseSchema = z.object({
  QueryResponse: z.object({ Account: z.array(ZAccount) }),
  time: z.string(),
})
export const ZCreateAccountResponseSchema = z.object({ Account: ZAccount })

/** The name lists, by the path segment the API takes; each answers under its QuickBooks entity name. */
export const LEDGER_LISTS = ['vendors', 'customers', 'employees', 'classes', 'departments', 'items', 'terms'] as const
export const ZLedgerList = z.enum(LEDGER_LISTS)
export type TLedgerList = z.infer<typeof ZLedgerList>
/** One key is present: the entity of the list asked for (Vendor for vendors, Class for classes, …). */
export const ZListEntriesResponseSchema = z.object({
  QueryResponse: z.object({
    Vendor: z.array(ZNamedEntity).optional(),
    Customer: z.array(ZNamedEntity).optional(),
    Employee: z.array(ZNamedEntity).optional(),
    Class: z.array(ZClass).optional(),
    Department: z.array(ZDepartment).optional(),
    Item: z.array(ZItem).optional(),
    Term: z.array(ZTerm).optional(),
  }),
  time: z.string(),
})
export type TListEntriesResponse = z.infer<typeof ZListEntriesResponseSchema>

export const ZPostingsResponseSchema = z.object({ postings: z.array(ZPosting) })

/** One key is present: the transaction under its kind's name, as QuickBooks answers ({ "Purchase": {…} }). */
export const ZTxnResponseSchema = z.object(TXN_SCHEMAS).partial().meta({ id: 'TransactionByKind' })
export type TTxnResponse = z.infer<typeof ZTxnResponseSchema>
export const ZDeleteTxnResponseSchema = z.partialRecord(ZTxnKind, ZDeleteResult)
/** A transaction under its kind's name: TypeScript types `{ [kind]: txn }` with a string key, so the cast lives here. */
export const byKind = <K extends TTxnKind>(kind: K, txn: TTxnByKind[K]) => ({ [kind]: txn }) as TTxnResponse

export const ZImportJournalRequestSchema = z.object({
  format: z.enum(['csv', 'hledger']),
  text: ZText.min(1, 'Required').max(20_000_000),
})
export type TImportJournalRequest = z.infer<typeof ZImportJournalRequestSchema>
export const ZImportJournalResponseSchema = z.object({ entries: z.number().int(), accounts: z.number().int() })

/** Decimal dollars to integer cents without float drift (QuickBooks amounts have at most 2 decimals). */
export function toCents(amount: number): number {
  return Math.round(Number((amount * 100).toFixed(4)))
}
export function fromCents(cents: number | bigint): number {
  return Number(cents) / 100
}
