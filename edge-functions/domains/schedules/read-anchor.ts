/**
 * The transaction an amortization spreads ("amortize this"): a ledger purchase, bill or journal entry read through
 * the LedgerPort, or a bank transaction of the bank feeds. What the schedule takes from it: the amounts it may match
 * (the total and each line), its date, vendor, a reference people recognize, and the account of each line (the
 * prepaid account the schedule credits). Read as the caller, so RLS decides what is visible.
 */
import type { Tx } from '../../_shared/db.ts'
import { validationFailed } from '../../_shared/validation.ts'
import { toCents, type TLine, type TTxnKind } from '../../../shared/schemas/ledger.ts'
import type { TAnchorType } from '../../../shared/rules/schedules.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'

export type TAnchor = {
  totalCents: number
  lines: { cents: number; accountId?: string }[]
  date: string
  vendor: string | null
  vendorId: string | null
  externalRef: string
  memo: string | null
}

const KIND: Record<Exclude<TAnchorType, 'bank_txn'>, TTxnKind> = {
  purchase: 'Purchase',
  bill: 'Bill',
  je: 'JournalEntry',
}
const NOT_FOUND = 'That transaction is not in the books any more; choose another'

const lineAccount = (l: TLine) =>
  (l.AccountBasedExpenseLineDetail ?? l.JournalEntryLineDetail ?? l.ItemBasedExpenseLineDetail)?.AccountRef?.value

export async function readAnchor({
  tx,
  ledger,
  orgId,
  anchorType,
  anchorId,
}: {
  tx: Tx
  ledger: LedgerPort
  orgId: string
  anchorType: TAnchorType
  anchorId: string
}): Promise<TAnchor> {
  if (anchorType === 'bank_txn') {
    const [t] = /^[0-9a-f-]{36}$/i.test(anchorId)
      ? await tx`select total_amount_cents, transaction_effective_time::date::text as date, vendor, description
          from public.provider_transactions where organization_id = ${orgId} and id = ${anchorId} and deleted_at is null`
      : []
    if (!t) throw validationFailed([{ path: ['anchorId'], message: NOT_FOUND }])
    const cents = Math.abs(Number(t.total_amount_cents))
    return {
      totalCents: cents,
      lines: [{ cents }],
      date: t.date,
      vendor: t.vendor,
      vendorId: null,
      externalRef: `Bank transaction ${t.description ?? ''}`.trim(),
      memo: t.description,
    }
  }
  const kind = KIND[anchorType]
  const txn = /^\d{1,18}$/.test(anchorId) ? await ledger.getTransaction(kind, anchorId) : null
  if (!txn) throw validationFailed([{ path: ['anchorId'], message: NOT_FOUND }])
  const t = txn as typeof txn & {
    EntityRef?: { value: string; name?: string }
    VendorRef?: { value: string; name?: string }
    Line: TLine[]
  }
  const name = t.EntityRef ?? t.VendorRef
  const lines = t.Line.filter((l) => kind !== 'JournalEntry' || l.JournalEntryLineDetail?.PostingType === 'Debit')
    .filter((l) => lineAccount(l))
    .map((l) => ({ cents: toCents(l.Amount), accountId: lineAccount(l) }))
  return {
    totalCents: toCents(t.TotalAmt),
    lines,
    date: t.TxnDate,
    vendor: name?.name ?? null,
    vendorId: name?.value ?? null,
    externalRef: `${kind} ${t.DocNumber ? `#${t.DocNumber}` : t.Id}`,
    memo: t.PrivateNote ?? null,
  }
}
