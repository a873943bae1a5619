/** A report as a readable statement: nested sections indented, totals bold, account rows clickable for drill-down. */
import { Fragment } from 'react'
import type { TRawReport, TRow } from '@app/shared/schemas/reports.ts'
import { parseMoney } from '@app/shared/ledger/read-report.ts'
import { formatMoney } from '@/lib/format.ts'
import { cn } from '@/lib/utils.ts'

const isMoney = (v: string) => /^-?\d+(\.\d{1,2})?$/.test(v)
const show = (v: string) => (isMoney(v) ? formatMoney(parseMoney(v)) : v)

export function ReportTable({
  report,
  onAccount,
}: {
  report: TRawReport
  onAccount?: (id: string, name: string) => void
}) {
  const cols = report.Columns.Column
  // Text columns (memo, name, account) wrap; amounts never do, so a long memo cannot push "-12.00" out of view.
  const cell = (i: number) =>
    cn(
      'py-1 pr-3 align-top',
      i > 0 && (cols[i]?.ColType === 'Money' ? 'whitespace-nowrap text-right tabular-nums' : 'text-right'),
      cols[i]?.ColType !== 'Money' && 'max-w-[18rem] break-words',
    )
  const row = (r: TRow, depth: number, key: string): React.ReactNode => {
    const pad = { paddingLeft: `${0.75 + depth * 1.25}rem` }
    return (
      <Fragment key={key}>
        {r.Header && (
          <tr className="break-inside-avoid">
            <td style={pad} colSpan={cols.length} className="pt-3 pb-1 font-semibold text-slate-800">
              {r.Header.ColData[0]?.value}
            </td>
          </tr>
        )}
        {r.ColData && (
          <tr className="border-b border-slate-50 hover:bg-slate-50">
            {r.ColData.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell's position is its column; report rows never reorder
              <td key={i} style={i === 0 ? pad : undefined} className={cell(i)} data-coltype={cols[i]?.ColType}>
                {i === 0 && c.id && onAccount ? (
                  <button
                    type="button"
                    className="text-left text-brand-700 hover:underline print:text-slate-900"
                    onClick={() => onAccount(c.id!, c.value)}
                  >
                    {c.value}
                  </button>
                ) : (
                  show(c.value)
                )}
              </td>
            ))}
          </tr>
        )}
        {r.Rows?.Row.map((child, i) => row(child, depth + 1, `${key}.${i}`))}
        {r.Summary && (
          <tr className="border-t border-slate-300 font-semibold">
            {r.Summary.ColData.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell's position is its column; report rows never reorder
              <td key={i} style={i === 0 ? pad : undefined} className={cell(i)}>
                {show(c.value)}
              </td>
            ))}
          </tr>
        )}
      </Fragment>
    )
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b-2 border-slate-300 text-slate-600">
            {cols.map((c, i) => (
              <th
                // biome-ignore lint/suspicious/noArrayIndexKey: the column's position is its identity (titles may be blank or repeat)
                key={i}
                className={cn('whitespace-nowrap py-2 pr-3 font-medium', i > 0 ? 'text-right' : 'text-left pl-3')}
              >
                {c.ColTitle}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{report.Rows.Row.map((r, i) => row(r, 0, String(i)))}</tbody>
      </table>
    </div>
  )
}
