/** One entity's report behind a consolidated report (a stored report record), in the same table as everywhere else. */
import { Link, useParams } from 'react-router-dom'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { formatDate } from '@/lib/format.ts'
import { ReportTable } from '@/components/report-table.tsx'
import { useReportRecord } from './api.ts'

export function EntityReportPage() {
  const { groupId, orgId, reportId } = useParams()
  const q = useReportRecord(orgId, reportId)
  const h = q.data?.raw.Header
  return (
    <div className="flex flex-col gap-4">
      <Link to={`/admin/groups/${groupId}/consolidated`} className="text-sm text-slate-500 hover:underline">
        ← Consolidated reports
      </Link>
      {q.isLoading && <Spinner />}
      {q.error && (
        <p role="alert" className="text-sm text-red-700">
          {(q.error as Error).message}
        </p>
      )}
      {q.data && h && (
        <Card>
          <CardHeader className="items-center text-center">
            <p className="text-sm text-slate-500">{h.EntityName ?? ''}</p>
            <CardTitle className="text-lg">{h.ReportName}</CardTitle>
            <p className="text-sm text-slate-500">
              {formatDate(h.StartPeriod)} – {formatDate(h.EndPeriod)} · {h.Currency}
            </p>
          </CardHeader>
          <CardContent>
            <ReportTable report={q.data.raw} />
          </CardContent>
        </Card>
      )}
    </div>
  )
}
