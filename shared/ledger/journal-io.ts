/**
 * Plain-text accounting interchange: write an hledger journal from the ledger, read an hledger/Ledger journal or a
 * journal-entry CSV into balanced entries. Amounts are integer cents throughout.
 */
import { CLASSIFICATION_OF, type TAccountType } from '../schemas/ledger.ts'
import { money } from './rows.ts'
import { centsProblem, dateProblem } from '../rules/values.ts'
import type { EngineAccount } from './types.ts'

export type ImportedEntry = {
  date: string
  code?: string
  description: string
  postings: { account: string; amount: number; memo?: string }[]
  line: number
}
export type ImportedAccount = { fullName: string; accountType: TAccountType }
export class ImportError extends Error {
  constructor(
    public line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`)
  }
}

const TOP: Record<string, string> = {
  Asset: 'Assets',
  Liability: 'Liabilities',
  Equity: 'Equity',
  Revenue: 'Income',
  Expense: 'Expenses',
}
const HLEDGER_TYPE: Record<string, string> = { Asset: 'A', Liability: 'L', Equity: 'E', Revenue: 'R', Expense: 'X' }

/** hledger account name: classification root + the ledger's fully qualified name (colon hierarchy kept). */
export function hledgerAccountName(a: EngineAccount): string {
  const fqn = a.fullyQualifiedName
    .replace(/\s{2,}/g, ' ')
    .replace(/[;\t]/g, ' ')
    .trim()
  return `${TOP[CLASSIFICATION_OF[a.accountType]]}:${fqn}`
}

export type ExportTxn = {
  id: string
  date: string
  kind: string
  docNumber?: string | null
  payee?: string | null
  memo?: string | null
  postings: { accountId: string; amount: number }[]
}

export function toHledgerJournal(
  accounts: EngineAccount[],
  txns: ExportTxn[],
  opts: { commodity?: string } = {},
): string {
  const names = new Map(accounts.map((a) => [a.id, hledgerAccountName(a)]))
  const c = opts.commodity ?? 'USD'
  const out: string[] = [`; exported from the built-in ledger`, `commodity 1,000.00 ${c}`, '']
  for (const a of [...accounts].sort((x, y) => names.get(x.id)!.localeCompare(names.get(y.id)!))) {
    out.push(`account ${names.get(a.id)}  ; type: ${HLEDGER_TYPE[CLASSIFICATION_OF[a.accountType]]}`)
  }
  out.push('')
  for (const t of [...txns].sort((x, y) =>
    x.date < y.date ? -1 : x.date > y.date ? 1 : Number(x.id) - Number(y.id),
  )) {
    const desc =
      [t.payee, t.memo]
        .filter(Boolean)
        .join(' | ')
        .replace(/[\r\n;]/g, ' ') || t.kind
    out.push(`${t.date} * ${t.docNumber ? `(${t.docNumber.replace(/[()]/g, '')}) ` : ''}${desc}  ; ${t.kind}:${t.id}`)
    for (const p of t.postings)
      out.push(`    ${names.get(p.accountId) ?? `Unknown:${p.accountId}`}  ${money(p.amount)} ${c}`)
    out.push('')
  }
  return out.join('\n')
}

/** "$1,234.56", "-1234.5 USD", "USD -3", "(12.00)" to cents; undefined when the posting has no amount. */
export function parseAmount(raw: string, line: number): number | undefined {
  const s = raw.split('=')[0].replace(/@.*$/, '').trim() // drop balance assertions and prices
  if (!s) return undefined
  const m = /^(-?)\s*([A-Za-z$€£"]*)\s*(-?)\s*([\d,]*\.?\d*)\s*([A-Za-z$€£"]*)$/.exec(s.replace(/\s+/g, ' '))
  if (!m || !/\d/.test(m[4])) throw new ImportError(line, `cannot read amount "${raw.trim()}"`)
  const [whole, frac = ''] = m[4].replace(/,/g, '').split('.')
  if (frac.length > 2 && /[1-9]/.test(frac.slice(2)))
    throw new ImportError(line, `amount "${raw.trim()}" has more than 2 decimals`)
  const cents = Number(whole || '0') * 100 + Number(frac.slice(0, 2).padEnd(2, '0'))
  const problem = centsProblem(cents)
  if (problem) throw new ImportError(line, `amount "${raw.trim()}": ${problem}`)
  return m[1] || m[3] ? -cents : cents
}

/** The date and money rules for an imported entry: a real date, and debits (the entry's total) within the maximum. */
export function checkImportedEntry(e: ImportedEntry) {
  const dateIssue = dateProblem(e.date)
  if (dateIssue) throw new ImportError(e.line, `${dateIssue} (got "${e.date}")`)
  const debits = e.postings.reduce((s, p) => s + Math.max(p.amount, 0), 0)
  const totalIssue = centsProblem(debits)
  if (totalIssue) throw new ImportError(e.line, `the entry's total: ${totalIssue}`)
}

/** Reads hledger / Ledger journals: dated transactions with indented postings; one posting may omit its amount. */
export function parseJournal(text: string): { entries: ImportedEntry[]; accounts: ImportedAccount[] } {
  const entries: ImportedEntry[] = []
  const declared = new Map<string, TAccountType>()
  let cur: ImportedEntry | null = null
  let elided: { index: number } | null = null
  const finish = () => {
    if (!cur) return
    const sum = cur.postings.reduce((a, p) => a + (Number.isNaN(p.amount) ? 0 : p.amount), 0)
    if (elided) cur.postings[elided.index].amount = -sum
    else if (sum !== 0)
      throw new ImportError(cur.line, `transaction "${cur.description}" does not balance (off by ${money(sum)})`)
    if (cur.postings.length < 2) throw new ImportError(cur.line, 'a transaction needs at least two postings')
    checkImportedEntry(cur)
    entries.push(cur)
    cur = null
    elided = null
  }
  text.split(/\r?\n/).forEach((rawLine, i) => {
    const n = i + 1
    const line = rawLine.replace(/\s;.*$/, '').replace(/^;.*$/, '')
    if (/^\s*$/.test(line) || /^[;#*%|]/.test(rawLine)) return
    const head = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:=\S+)?\s*([*!])?\s*(?:\(([^)]*)\))?\s*(.*)$/.exec(line)
    if (head) {
      finish()
      cur = {
        date: `${head[1]}-${head[2].padStart(2, '0')}-${head[3].padStart(2, '0')}`,
        code: head[5] || undefined,
        description: head[6].trim(),
        postings: [],
        line: n,
      }
      return
    }
    const acct = /^account\s+(.+?)\s*$/.exec(line)
    if (acct) {
      const type = /;\s*type:\s*([ALERXC])/i.exec(rawLine)?.[1]?.toUpperCase()
      declared.set(acct[1], typeFor(acct[1], type))
      return
    }
    if (/^\S/.test(line)) {
      finish()
      return
    } // other directives (commodity, P, include, year ...) do not post
    if (!cur) throw new ImportError(n, 'posting outside a transaction')
    const entry: ImportedEntry = cur
    const p = /^\s+[*!]?\s*([^\s](?:.*?[^\s])?)(?:(?:\s{2,}|\t)\s*(.*))?$/.exec(line)
    if (!p) throw new ImportError(n, 'cannot read posting')
    const account = p[1].replace(/^[[(]|[\])]$/g, '')
    const amount = parseAmount(p[2] ?? '', n)
    if (amount === undefined) {
      if (elided) throw new ImportError(n, 'only one posting per transaction may omit its amount')
      elided = { index: entry.postings.length }
    }
    entry.postings.push({ account, amount: amount ?? NaN, memo: /;\s*(.*)$/.exec(rawLine)?.[1] })
  })
  finish()
  const accounts = new Map<string, TAccountType>(declared)
  for (const e of entries)
    for (const p of e.postings) if (!accounts.has(p.account)) accounts.set(p.account, typeFor(p.account))
  return { entries, accounts: [...accounts].map(([fullName, accountType]) => ({ fullName, accountType })) }
}

/** Account type from an hledger type tag or the conventional top-level name and keywords. */
export function typeFor(fullName: string, tag?: string): TAccountType {
  const lower = fullName.toLowerCase()
  const top = lower.split(':')[0]
  const t =
    tag ??
    (/^assets?$/.test(top)
      ? 'A'
      : /^liabilit/.test(top)
        ? 'L'
        : /^equity/.test(top)
          ? 'E'
          : /^(income|revenues?)$/.test(top)
            ? 'R'
            : /^expenses?$/.test(top)
              ? 'X'
              : '')
  if (t === 'A' || t === 'C') {
    if (/receivable/.test(lower)) return 'Accounts Receivable'
    if (/bank|checking|savings|cash|brokerage/.test(lower)) return 'Bank'
    if (/equipment|furniture|vehicle|building|fixed|depreciation/.test(lower)) return 'Fixed Asset'
    return 'Other Current Asset'
  }
  if (t === 'L')
    return /payable/.test(lower) && !/note|loan/.test(lower)
      ? 'Accounts Payable'
      : /card/.test(lower)
        ? 'Credit Card'
        : /loan|note|long/.test(lower)
          ? 'Long Term Liability'
          : 'Other Current Liability'
  if (t === 'E') return 'Equity'
  if (t === 'R') return /interest|other|dividend/.test(lower) ? 'Other Income' : 'Income'
  if (t === 'X')
    return /cost of goods|cogs/.test(lower)
      ? 'Cost of Goods Sold'
      : /interest|depreciation|other/.test(lower)
        ? 'Other Expense'
        : 'Expense'
  throw new ImportError(
    0,
    `cannot tell the type of account "${fullName}": start it with Assets, Liabilities, Equity, Income or Expenses, or declare "account ${fullName}  ; type: A"`,
  )
}

/** Ledger-side name of an imported account: the hledger root (Assets, Expenses...) is the classification, not an account. */
export function ledgerPath(fullName: string): string[] {
  const parts = fullName
    .split(':')
    .map((s) => s.trim())
    .filter(Boolean)
  return parts.length > 1 && /^(assets?|liabilities|liability|equity|income|revenues?|expenses?)$/i.test(parts[0])
    ? parts.slice(1)
    : parts
}
