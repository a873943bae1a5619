/**
 * The ledger's side of a reconciliation, through the ledger interface (built-in or QuickBooks alike): the bank and
 * card accounts a statement can belong to, an account's lines in a period and its balances at the period's start and
 * end in the statement's convention (shared/rules/reconciliation.ts). A balance at a date is the account's current
 * balance less what was posted after that date, so no ledger needs a history of balances.
 */
import type { LedgerPort } from '../ledger/ledger-port.ts'
import { toCents, type TAccount, type TPosting } from '../../../shared/schemas/ledger.ts'
import { balancesFromKnown } from '../../../shared/rules/reconciliation.ts'
import type { TReconciliationLine } from '../../../shared/schemas/reconciliation.ts'

const STATEMENT_TYPES = new Set(['Bank', 'Credit Card'])
/** A card's (liability's) current balance is what is owed, as its statement says. */
const owedAccount = (a: TAccount) => a.Classification === 'Liability'

export async function ledgerBankAccounts(ledger: LedgerPort) {
  const accounts = await ledger.listAccounts({ includeInactive: false })
  return accounts
    .filter((a) => STATEMENT_TYPES.has(a.AccountType))
    .map((a) => ({ id: a.Id, name: a.FullyQualifiedName ?? a.Name, type: a.AccountType, owed: owedAccount(a) }))
}

/** A ledger line's id as matches keep it: kind, transaction and line, as the ledger interface names a posting. */
export const ledgerLineId = (p: TPosting) => `${p.kind}/${p.txnId}/${p.lineId}`

async function postings(ledger: LedgerPort, accountId: string, startDate: string, endDate?: string) {
  const out: TPosting[] = []
  for (let offset = 0; ; offset += 1000) {
    const page = await ledger.queryTransactions({ accountId, startDate, endDate, limit: 1000, offset })
    out.push(...page)
    if (page.length < 1000) return out
  }
}

export async function ledgerSide({
  ledger,
  accountId,
  periodStart,
  periodEnd,
}: {
  ledger: LedgerPort
  accountId: string
  periodStart: string
  periodEnd: string
}): Promise<{ lines: TReconciliationLine[]; startingCents: number; endingCents: number; owed: boolean } | null> {
  const account = await ledger.getAccount(accountId)
  if (!account) return null
  const owed = owedAccount(account)
  const all = await postings(ledger, accountId, periodStart)
  const lines = all
    .filter((p) => p.TxnDate <= periodEnd)
    .map((p) => ({
      id: ledgerLineId(p),
      date: p.TxnDate,
      // the organization's side: a debit to a bank account or a card brings money in (a card payment lowers what is owed)
      amountCents: toCents(p.Amount),
      description: [p.EntityRef?.name, p.Description].filter(Boolean).join(' · ') || p.kind,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  // the current balance includes everything posted, however late its date
  let latest = periodEnd
  for (const p of all) if (p.TxnDate > latest) latest = p.TxnDate
  const { startingCents, endingCents } = balancesFromKnown({
    knownCents: toCents(account.CurrentBalance),
    knownDate: latest,
    periodStart,
    periodEnd,
    lines: all.map((p) => ({ date: p.TxnDate, amountCents: toCents(p.Amount) })),
    owed,
  })
  return { lines, startingCents, endingCents, owed }
}
