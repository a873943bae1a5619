/**
 * Journal entries from CSV. Header row required; columns (any order, case-insensitive): date, account, debit, credit,
 * and optionally entry (groups lines into one entry; default date+description), description, account_type, name.
 */
import { ZAccountType, type TAccountType } from '../schemas/ledger.ts'
import {
  ImportError,
  checkImportedEntry,
  parseAmount,
  typeFor,
  type ImportedAccount,
  type ImportedEntry,
} from './journal-io.ts'
import { dateProblem } from '../rules/values.ts'
import Papa from 'papaparse'

/** Rows of a CSV text (RFC 4180: quoted commas, quotes and line breaks), cells trimmed, blank rows dropped. */
export function csvRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' })
  const broken = parsed.errors.find((e) => e.type === 'Quotes')
  if (broken) throw new ImportError((broken.row ?? 0) + 1, 'a quoted cell is not closed')
  return parsed.data.map((row) => row.map((cell) => cell.trim()))
}

export function parseJournalCsv(text: string): { entries: ImportedEntry[]; accounts: ImportedAccount[] } {
  // Row numbers, not line numbers: a quoted cell may hold a line break.
  const rows = csvRows(text)
  if (rows.length < 2) throw new ImportError(1, 'CSV needs a header row and at least one line')
  const head = rows[0].map((h) => h.toLowerCase().replace(/[\s-]+/g, '_'))
  const idx = (n: string) => head.indexOf(n)
  for (const req of ['date', 'account', 'debit', 'credit'])
    if (idx(req) < 0) throw new ImportError(1, `missing column "${req}"`)
  const groups = new Map<string, ImportedEntry>()
  const types = new Map<string, TAccountType>()
  rows.slice(1).forEach((c, i) => {
    const n = i + 2
    const date = c[idx('date')]
    const dateIssue = dateProblem(date ?? '')
    if (dateIssue) throw new ImportError(n, `${dateIssue} (got "${date ?? ''}")`)
    const account = c[idx('account')]
    if (!account) throw new ImportError(n, 'account is required')
    const debit = parseAmount(c[idx('debit')] ?? '', n) ?? 0
    const credit = parseAmount(c[idx('credit')] ?? '', n) ?? 0
    const description = idx('description') >= 0 ? c[idx('description')] : ''
    const key = idx('entry') >= 0 && c[idx('entry')] ? `#${c[idx('entry')]}` : `${date}|${description}`
    const g = groups.get(key) ?? {
      date,
      description,
      code: idx('entry') >= 0 ? c[idx('entry')] || undefined : undefined,
      postings: [],
      line: n,
    }
    g.postings.push({
      account,
      amount: debit - credit,
      memo: idx('name') >= 0 ? c[idx('name')] || undefined : undefined,
    })
    groups.set(key, g)
    const t = idx('account_type') >= 0 ? c[idx('account_type')] : ''
    if (t) {
      const parsed = ZAccountType.safeParse(t)
      if (!parsed.success) throw new ImportError(n, `account type "${t}" is not a ledger account type`)
      types.set(account, parsed.data)
    }
  })
  for (const g of groups.values()) {
    const sum = g.postings.reduce((a, p) => a + p.amount, 0)
    if (sum !== 0) throw new ImportError(g.line, `entry "${g.code ?? g.description}" on ${g.date} does not balance`)
    checkImportedEntry(g)
  }
  const accounts = new Map(types)
  for (const g of groups.values())
    for (const p of g.postings) if (!accounts.has(p.account)) accounts.set(p.account, typeFor(p.account))
  return {
    entries: [...groups.values()],
    accounts: [...accounts].map(([fullName, accountType]) => ({ fullName, accountType })),
  }
}
