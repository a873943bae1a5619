/**
 * /accounting/ai-reports (behind the AI reports flag): the AI report counts of spec §3.5 (total, categorized,
 * confirmed), how the lines were categorised, and accuracy over time: per month, of the lines the bookkeeper
 * confirmed, how many the suggestion had right.
 */
import { PageHeader, QueryState, Stat } from '@/components/page.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { formatDate } from '@/lib/format.ts'
import { useReport } from './api.ts'

const LAYER = { rule: 'By a rule', history: 'From your history', model: 'By the firm model', none: 'Left for review' }

export function AiReportsPage() {
  const { orgId } = useCurrentOrg()
  const report = useReport(orgId ?? '')
  const r = report.data
  return (
    <div className="space-y-6">
      <PageHeader
        title="AI reports"
        description="How your transactions were categorised, and how often the suggestion was right."
      />
      <QueryState query={report} label="Loading the report">
        {r && (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <Stat label="Total" value={r.counts.total} />
              <Stat label="Categorized" value={r.counts.categorized} hint="a suggestion above the threshold" />
              <Stat label="Confirmed" value={r.counts.confirmed} hint="checked by your bookkeeper" />
            </div>
            <p className="text-sm text-slate-600">
              {Object.entries(LAYER)
                .map(([k, label]) => `${label}: ${r.byLayer[k] ?? 0}`)
                .join(' · ')}
            </p>
            <Table aria-label="Accuracy by month">
              <TableHeader>
                <TableRow>
                  <TableHead>Month</TableHead>
                  <TableHead className="text-right">Lines</TableHead>
                  <TableHead className="text-right">Categorized</TableHead>
                  <TableHead className="text-right">Confirmed</TableHead>
                  <TableHead className="text-right">Accuracy</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {r.months.map((m) => (
                  <TableRow key={m.month}>
                    <TableCell>{formatDate(`${m.month}-01`, 'MMMM yyyy')}</TableCell>
                    <TableCell className="text-right tabular-nums">{m.total}</TableCell>
                    <TableCell className="text-right tabular-nums">{m.categorized}</TableCell>
                    <TableCell className="text-right tabular-nums">{m.confirmed}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {m.accuracy === null ? 'N/A' : `${Math.round(m.accuracy * 1000) / 10}%`}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </QueryState>
    </div>
  )
}
