/** Expenses by Vendor Summary: expense-side postings grouped by the vendor on the transaction, per column. */
import type { TRawReport, TRow } from '../schemas/reports.ts'
import { periods } from './dates.ts'
import { addVec, amountColumns, dataRow, header, section, zeros } from './rows.ts'
import { isPnlAccount } from './profit-and-loss.ts'
import { periodIndex } from './tree.ts'
import type { DetailPosting, EngineAccount, ReportOptions } from './types.ts'

export function vendorExpenses(
  accounts: EngineAccount[],
  details: DetailPosting[],
  vendorNameIds: Set<string>,
  o: ReportOptions,
): TRawReport {
  const ps = periods(o.start, o.end, o.summarizeBy, o.fyStartMonth)
  const withTotal = ps.length > 1 || o.summarizeBy !== 'Total'
  const n = ps.length + (withTotal ? 1 : 0)
  const expense = new Set(
    accounts.filter((a) => isPnlAccount(a) && !['Income', 'Other Income'].includes(a.accountType)).map((a) => a.id),
  )
  const byVendor = new Map<string, { name: string; v: number[] }>()
  for (const d of details) {
    if (!expense.has(d.accountId) || !d.nameId || !vendorNameIds.has(d.nameId)) continue
    const i = periodIndex(ps, d.date)
    if (i < 0) continue
    const g = byVendor.get(d.nameId) ?? { name: d.name ?? '', v: zeros(n) }
    g.v[i] += d.amount
    if (withTotal) g.v[n - 1] += d.amount
    byVendor.set(d.nameId, g)
  }
  const list = [...byVendor.entries()].sort((a, b) => a[1].name.localeCompare(b[1].name))
  const rows: TRow[] = list.map(([id, g]) => dataRow(g.name, g.v, id))
  const total = list.reduce((acc, [, g]) => addVec(acc, g.v), zeros(n))
  return {
    Header: header('VendorExpenses', o),
    Columns: {
      Column: [
        { ColTitle: 'Vendor', ColType: 'Vendor', MetaData: [{ Name: 'ColKey', Value: 'vendor' }] },
        ...amountColumns(ps, withTotal),
      ],
    },
    Rows: { Row: [section(null, rows, { label: 'TOTAL', amounts: total }, 'GrandTotal')] },
  }
}
