/**
 * An organization's statements, with drill-down, a chart, CSV and PDF (print) export: the client's /accounting/reports
 * and the staff workspace's reports of a client (the organization is passed in).
 */
import { useMemo, useState } from 'react'
import { findRow, rowAmounts } from '@app/shared/ledger/read-report.ts'
import { separateSuspense } from '@app/shared/ledger/suspense.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { formatDate } from '@/lib/format.ts'
import { ApiError } from '@/lib/api.ts'
import { useReport, type ReportQuery } from './api.ts'
import { BarChart } from '@/components/bar-chart.tsx'
import { ReportTable } from '@/components/report-table.tsx'
import { downloadText, reportToCsv } from './csv.ts'
import { DrillDown } from './drill-down.tsx'
import { REPORT_LABELS, ReportControls } from './report-controls.tsx'

/** What the chart plots for each statement (the others have no natural chart). */
const CHARTS: Record<string, { group: string; label: string; color: string }[]> = {
  ProfitAndLoss: [
    { group: 'Income', label: 'Income', color: '#0f766e' },
    { group: 'Expenses', label: 'Expenses', color: '#b45309' },
  ],
  CashFlow: [{ group: 'CashIncrease', label: 'Net cash change', color: '#1d4ed8' }],
  BalanceSheet: [{ group: 'TotalAssets', label: 'Assets', color: '#0f766e' }],
  CashOnHand: [{ group: 'CashOnHand', label: 'Cash on hand', color: '#1d4ed8' }],
  VendorExpenses: [{ group: 'GrandTotal', label: 'Vendor expenses', color: '#b45309' }],
}

export function ReportsPage({ orgId, orgName }: { orgId: string | undefined; orgName?: string }) {
  const [q, setQ] = useState<ReportQuery>({
    name: 'ProfitAndLoss',
    accounting_method: 'Accrual',
    summarize_column_by: 'Month',
  })
  const [drill, setDrill] = useState<{ id: string; name: string } | null>(null)
  const answered = useReport(orgId, q)
  // Ask My Client is suspense, shown apart from the expenses (shared/ledger/suspense.ts); other reports as they are
  const shownData = useMemo(
    () => (answered.data && q.name === 'ProfitAndLoss' ? separateSuspense(answered.data) : answered.data),
    [answered.data, q.name],
  )
  const report = { ...answered, data: shownData }
  const chart = useMemo(() => {
    const r = shownData
    const spec = r && CHARTS[q.name]
    if (!r || !spec) return null
    const money = r.Columns.Column.filter((c) => c.ColType === 'Money')
    const n = money.length - (money.at(-1)?.ColTitle === 'Total' && money.length > 1 ? 1 : 0)
    return {
      labels: money.slice(0, n).map((c) => c.ColTitle),
      series: spec.map((s) => ({
        label: s.label,
        color: s.color,
        values: rowAmounts(findRow(r, { group: s.group })).slice(0, n),
      })),
    }
  }, [shownData, q.name])

  if (!orgId)
    return <EmptyState title="No organization" description="You are not a member of an organization with books yet." />
  const h = report.data?.Header
  // Field problems show on their inputs; anything else above the report.
  const fieldErrors = report.error instanceof ApiError ? report.error.fields : {}
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between print:hidden">
        <h1 className="text-xl font-semibold text-slate-900">Reports</h1>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!report.data}
            onClick={() => downloadText(`${q.name}-${h?.StartPeriod}-${h?.EndPeriod}.csv`, reportToCsv(report.data!))}
          >
            Export CSV
          </Button>
          <Button variant="outline" size="sm" disabled={!report.data} onClick={() => window.print()}>
            Export PDF
          </Button>
        </div>
      </div>
      <ReportControls
        q={q}
        onChange={setQ}
        fields={fieldErrors}
        range={
          !q.date_macro && !q.start_date && !q.end_date && h ? { start: h.StartPeriod, end: h.EndPeriod } : undefined
        }
      />
      <Card className="print:border-0 print:shadow-none">
        <CardHeader className="items-center text-center">
          <p className="text-sm text-slate-500">{orgName}</p>
          <CardTitle className="text-lg">{REPORT_LABELS[q.name] ?? q.name}</CardTitle>
          {h && (
            <p className="text-sm text-slate-500">
              {formatDate(h.StartPeriod)} – {formatDate(h.EndPeriod)} · {h.ReportBasis} basis
            </p>
          )}
        </CardHeader>
        <CardContent>
          {report.isLoading && <Spinner />}
          {report.error && Object.keys(fieldErrors).length === 0 && (
            <p role="alert" className="text-sm text-red-700">
              {(report.error as Error).message}
            </p>
          )}
          {chart && chart.labels.length > 0 && (
            <div className="mb-4 print:hidden">
              <BarChart labels={chart.labels} series={chart.series} />
            </div>
          )}
          {report.data && <ReportTable report={report.data} onAccount={(id, name) => setDrill({ id, name })} />}
        </CardContent>
      </Card>
      <DrillDown
        orgId={orgId}
        account={drill}
        start={h?.StartPeriod}
        end={h?.EndPeriod}
        onClose={() => setDrill(null)}
      />
    </div>
  )
}
