/**
 * Ask My Client detection on QuickBooks-shaped records (what a ledger sync or an entity-change webhook delivers):
 * which lines sit in an ASK MY CLIENT account, and the signed amount to ask about (money out positive, money in negative).
 */
import { isAskMyClientAccount } from './amc.ts'

type Ref = { value?: string; name?: string }
type Line = {
  Id?: string
  Amount?: number
  Description?: string
  DetailType?: string
  AccountBasedExpenseLineDetail?: { AccountRef?: Ref }
  DepositLineDetail?: { AccountRef?: Ref; Entity?: Ref }
  JournalEntryLineDetail?: { AccountRef?: Ref; PostingType?: 'Debit' | 'Credit'; Entity?: { EntityRef?: Ref } }
}
export type QuickbooksRecord = {
  Id: string
  SyncToken?: string
  TxnDate?: string
  PrivateNote?: string
  PaymentType?: string
  Credit?: boolean
  EntityRef?: Ref
  VendorRef?: Ref
  Line?: Line[]
}

export const AMC_QUICKBOOKS_KINDS = {
  Purchase: 'purchase',
  Deposit: 'deposit',
  JournalEntry: 'journalEntry',
  Bill: 'bill',
} as const
export type AmcQuickbooksEntity = keyof typeof AMC_QUICKBOOKS_KINDS

type AmcDetection = {
  inAmc: boolean
  recordKind: 'purchase' | 'deposit' | 'journalEntry' | 'check' | 'bill'
  amountCents: number
  lineId: string | null
  accountName: string | null
  vendor: string | null
  description: string | null
}

const cents = (n: number | undefined) => Math.round(Number(((n ?? 0) * 100).toFixed(4)))

function accountOf(line: Line): Ref | undefined {
  return (
    line.AccountBasedExpenseLineDetail?.AccountRef ??
    line.DepositLineDetail?.AccountRef ??
    line.JournalEntryLineDetail?.AccountRef
  )
}

/** Signed amount of one line from the client's point of view: money out positive, money in negative. */
function signed(entity: AmcQuickbooksEntity, rec: QuickbooksRecord, line: Line): number {
  const amount = cents(line.Amount)
  if (entity === 'Deposit') return -amount
  if (entity === 'JournalEntry') return line.JournalEntryLineDetail?.PostingType === 'Credit' ? -amount : amount
  if (entity === 'Purchase' && rec.Credit) return -amount
  return amount
}

export function detectAmc(
  entity: AmcQuickbooksEntity,
  rec: QuickbooksRecord,
  accountNames: Record<string, string> = {},
): AmcDetection {
  const nameOf = (ref: Ref | undefined) => (ref?.value && accountNames[ref.value]) || ref?.name || null
  const parked = (rec.Line ?? []).filter((l) => isAskMyClientAccount(nameOf(accountOf(l))))
  const recordKind = entity === 'Purchase' && rec.PaymentType === 'Check' ? 'check' : AMC_QUICKBOOKS_KINDS[entity]
  const jeEntity = parked
    .map((l) => l.JournalEntryLineDetail?.Entity?.EntityRef?.name ?? l.DepositLineDetail?.Entity?.name)
    .find(Boolean)
  return {
    inAmc: parked.length > 0,
    recordKind,
    amountCents: parked.reduce((sum, l) => sum + signed(entity, rec, l), 0),
    lineId: parked[0]?.Id ?? null,
    accountName: parked.length ? nameOf(accountOf(parked[0])) : null,
    vendor: rec.EntityRef?.name ?? rec.VendorRef?.name ?? jeEntity ?? null,
    description: parked.find((l) => l.Description)?.Description ?? rec.PrivateNote ?? null,
  }
}
