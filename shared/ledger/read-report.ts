/** Reading values back out of a QuickBooks-shaped report (tests, metrics, consolidation, CSV export). */
import type { TRawReport, TRow } from '../schemas/reports.ts'

/** "1234.56" to cents; empty is 0. Parsing the string avoids float rounding. */
export function parseMoney(s: string | undefined): number {
  if (!s) return 0
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(s.replace(/,/g, '').trim())
  if (!m) return 0
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'))
  return m[1] ? -cents : cents
}

/** Depth-first search for a row by section group, or by the label of its Data/Summary/Header first cell. */
export function findRow(report: TRawReport, match: { group?: string; label?: string; id?: string }): TRow | undefined {
  const visit = (rows: TRow[]): TRow | undefined => {
    for (const r of rows) {
      if (match.group && r.group === match.group) return r
      const first = r.ColData?.[0] ?? r.Summary?.ColData[0]
      if (match.label && (r.ColData?.[0]?.value === match.label || r.Summary?.ColData[0]?.value === match.label))
        return r
      if (match.id && first?.id === match.id && r.ColData) return r
      const inner = r.Rows ? visit(r.Rows.Row) : undefined
      if (inner) return inner
    }
    return undefined
  }
  return visit(report.Rows.Row)
}

/** The amount cells (in cents) of a Data row or a section's Summary. */
export function rowAmounts(row: TRow | undefined): number[] {
  const cols = row?.ColData ?? row?.Summary?.ColData ?? []
  return cols.slice(1).map((c) => parseMoney(c.value))
}

/** Every Data row with an account id and its amounts, flattened (for CSV, charts and consolidation). */
export function flattenRows(
  report: TRawReport,
): { label: string; id?: string; depth: number; kind: 'data' | 'header' | 'summary'; values: string[] }[] {
  const out: { label: string; id?: string; depth: number; kind: 'data' | 'header' | 'summary'; values: string[] }[] = []
  const visit = (rows: TRow[], depth: number) => {
    for (const r of rows) {
      if (r.Header)
        out.push({
          label: r.Header.ColData[0]?.value ?? '',
          id: r.Header.ColData[0]?.id,
          depth,
          kind: 'header',
          values: r.Header.ColData.slice(1).map((c) => c.value),
        })
      if (r.ColData)
        out.push({
          label: r.ColData[0]?.value ?? '',
          id: r.ColData[0]?.id,
          depth,
          kind: 'data',
          values: r.ColData.slice(1).map((c) => c.value),
        })
      if (r.Rows) visit(r.Rows.Row, depth + 1)
      if (r.Summary)
        out.push({
          label: r.Summary.ColData[0]?.value ?? '',
          depth,
          kind: 'summary',
          values: r.Summary.ColData.slice(1).map((c) => c.value),
        })
    }
  }
  visit(report.Rows.Row, 0)
  return out
}
