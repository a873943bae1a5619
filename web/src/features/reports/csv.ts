/** A QuickBooks-shaped report as CSV (one line per header, data and total row; indentation by leading spaces). */
import { flattenRows } from '@app/shared/ledger/read-report.ts'
import type { TRawReport } from '@app/shared/schemas/reports.ts'

const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s)

export function reportToCsv(report: TRawReport): string {
  const head = report.Columns.Column.map((c, i) => (i === 0 && !c.ColTitle ? 'Account' : c.ColTitle))
  const lines = [head.map(quote).join(',')]
  for (const r of flattenRows(report)) {
    const label = `${'  '.repeat(r.depth)}${r.label}`
    lines.push([label, ...(r.kind === 'header' ? [] : r.values)].map(quote).join(','))
  }
  return `${lines.join('\n')}\n`
}

export function downloadText(filename: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const a = Object.assign(document.createElement('a'), { href: url, download: filename })
  a.click()
  URL.revokeObjectURL(url)
}
