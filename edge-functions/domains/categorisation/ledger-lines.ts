/**
 * Ledger lines as an input (docs/categorisation.md): lines the books hold in Uncategorized Expense or Uncategorized
 * Income (spec §9's well-known accounts), read through the ledger interface, built-in or QuickBooks. Each is a line to
 * categorise like a feed line (source quickbooks, transaction id `<kind>/<txnId>/<lineId>`); its write-back moves the
 * line to the chosen account (`moveLine`) instead of posting a new entry.
 */
import { toCents } from '../../../shared/schemas/ledger.ts'
import type { LedgerPort } from '../ledger/ledger-port.ts'
import type { Tx } from '../../_shared/db.ts'
import { announceLedgerUpdate } from './announce-ledger-update.ts'

const UNCATEGORIZED = /^(\d+ )?uncategori[sz]ed (expense|income)$/

export const isUncategorizedAccount = (name: string) =>
  UNCATEGORIZED.test((name.split(':').pop() ?? '').trim().toLowerCase())

export type LedgerLine = {
  transactionId: string
  kind: string
  txnId: string
  lineId: string
  date: string
  vendor: string | null
  description: string | null
  amountCents: number
  accountName: string
}

/** The uncategorised lines of the books, newest first, at most `limit`. */
export async function uncategorisedLedgerLines(ledger: LedgerPort, limit = 1000): Promise<LedgerLine[]> {
  const accounts = (await ledger.listAccounts({ includeInactive: false })).filter((a) => isUncategorizedAccount(a.Name))
  const lines: LedgerLine[] = []
  for (const a of accounts) {
    for (const p of await ledger.queryTransactions({ accountId: a.Id, limit })) {
      lines.push({
        transactionId: `${p.kind}/${p.txnId}/${p.lineId}`,
        kind: p.kind,
        txnId: p.txnId,
        lineId: p.lineId,
        date: p.TxnDate,
        vendor: p.EntityRef?.name ?? null,
        description: p.Description ?? null,
        // as the bank shows it: a debit to the uncategorised account is money out
        amountCents: -toCents(p.Amount),
        accountName: a.FullyQualifiedName ?? a.Name,
      })
    }
  }
  return lines
}

/** A ledger line's write-back: the line moves to the account the suggestion or the bookkeeper chose. */
export async function moveLedgerLine({
  tx,
  organizationId,
  ledger,
  transactionId,
  accountId,
}: {
  tx: Tx
  organizationId: string
  ledger: LedgerPort
  transactionId: string
  accountId: string
}) {
  const [kind, txnId, lineId] = transactionId.split('/') as [
    Parameters<LedgerPort['getTransaction']>[0],
    string,
    string,
  ]
  const txn = await ledger.getTransaction(kind, txnId)
  if (!txn) return null
  const moved = await ledger.moveLine({ kind, txnId, lineId, toAccountId: accountId, syncToken: txn.SyncToken })
  await announceLedgerUpdate({ tx, organizationId, kind, entity: moved })
  return `${kind}/${txnId}`
}
