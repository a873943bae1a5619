/** Account rows with sub-accounts nested the way QuickBooks prints them: a parent with children is a section. */
import type { TRow } from '../schemas/reports.ts'
import type { EngineAccount } from './types.ts'
import { addVec, dataRow, isZero, section, zeros } from './rows.ts'

export function sortAccounts(a: EngineAccount, b: EngineAccount): number {
  const an = a.acctNum ?? '',
    bn = b.acctNum ?? ''
  if (an !== bn) return an === '' ? 1 : bn === '' ? -1 : an.localeCompare(bn, 'en', { numeric: true })
  return a.name.localeCompare(b.name)
}

/** Rows for `accounts` (already filtered to one report group) and their summed vector. Zero accounts are left out. */
export function accountRows(
  accounts: EngineAccount[],
  amounts: Map<string, number[]>,
  n: number,
): { rows: TRow[]; total: number[] } {
  const ids = new Set(accounts.map((a) => a.id))
  const children = new Map<string, EngineAccount[]>()
  const roots: EngineAccount[] = []
  for (const a of accounts) {
    if (a.parentId && ids.has(a.parentId)) children.set(a.parentId, [...(children.get(a.parentId) ?? []), a])
    else roots.push(a)
  }
  const node = (a: EngineAccount): { row: TRow | null; total: number[] } => {
    const own = amounts.get(a.id) ?? zeros(n)
    const kids = (children.get(a.id) ?? [])
      .sort(sortAccounts)
      .map(node)
      .filter((k) => k.row)
    if (kids.length === 0) return { row: isZero(own) ? null : dataRow(a.name, own, a.id), total: own }
    const total = kids.reduce((acc, k) => addVec(acc, k.total), own)
    const rows = [...(isZero(own) ? [] : [dataRow(a.name, own, a.id)]), ...kids.map((k) => k.row!)]
    return { row: section(a.name, rows, { label: `Total ${a.name}`, amounts: total }), total }
  }
  const built = roots
    .sort(sortAccounts)
    .map(node)
    .filter((r) => r.row)
  return { rows: built.map((r) => r.row!), total: built.reduce((acc, r) => addVec(acc, r.total), zeros(n)) }
}

/** Sum entries per account into column vectors; `pick` returns the column index for a date, or -1 to skip. */
export function columnSums(
  entries: { accountId: string; date: string; amount: number }[],
  n: number,
  pick: (date: string) => number,
  sign: (accountId: string) => number = () => 1,
): Map<string, number[]> {
  const out = new Map<string, number[]>()
  for (const e of entries) {
    const i = pick(e.date)
    if (i < 0) continue
    let v = out.get(e.accountId)
    if (!v) {
      v = zeros(n)
      out.set(e.accountId, v)
    }
    v[i] += e.amount * sign(e.accountId)
  }
  return out
}

/** Index of the period containing date, or -1. Periods are sorted and contiguous. */
export function periodIndex(ps: { start: string; end: string }[], date: string): number {
  if (ps.length === 0 || date < ps[0].start || date > ps[ps.length - 1].end) return -1
  let lo = 0,
    hi = ps.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (date > ps[mid].end) lo = mid + 1
    else hi = mid
  }
  return lo
}
