/** /admin/groups/:groupId/consolidated: generate a group's consolidated report, see it, open entity reports, edit mappings. */
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { TConsolidatedReportType } from '@app/shared/schemas/consolidation.ts'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ApiError } from '@/lib/api.ts'
import { formatDate } from '@/lib/format.ts'
import { ReportTable } from '@/components/report-table.tsx'
import { useGenerate, useGroup } from './api.ts'
import { ConsolidatedForm, TYPE_LABELS, type FormValues } from './consolidated-form.tsx'
import { MappingsCard } from './mappings-card.tsx'

export function ConsolidatedPage() {
  const { groupId = '' } = useParams()
  const { group, isLoading, error } = useGroup(groupId)
  const [reportType, setReportType] = useState<TConsolidatedReportType>('BalanceSheet')
  const gen = useGenerate()

  if (isLoading) return <Spinner />
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {(error as Error).message}
      </p>
    )
  if (!group)
    return (
      <EmptyState title="Group not found" description="This organization group does not exist or you cannot see it." />
    )
  const first = group.members[0]
  const apiErr = gen.error instanceof ApiError ? gen.error : null
  const fields = apiErr?.fields ?? {}
  const shownInPlace = Object.keys(fields).some((k) =>
    ['reportType', 'startDate', 'endDate', 'dateMacro', 'accountingMethod', 'presentationCurrency'].includes(k),
  )
  // The API consolidates the whole group of the organization it is given, so any member stands for the group.
  const generate = (v: FormValues) => first && gen.mutate({ ...v, organizationId: first.id })
  const h = gen.data?.report.raw.Header

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link to="/admin/groups" className="text-sm text-slate-500 hover:underline">
          ← Groups
        </Link>
        <h1 className="text-xl font-semibold text-slate-900">{group.name}: consolidated reports</h1>
        <p className="text-sm text-slate-500">
          {group.members.map((m) => m.legalName).join(', ') || 'No member organizations'}
        </p>
      </div>
      {!first ? (
        <EmptyState title="No members" description="Add organizations to this group to consolidate them." />
      ) : (
        <Card>
          <CardContent className="pt-4">
            <ConsolidatedForm
              reportType={reportType}
              onReportType={(t) => {
                setReportType(t)
                gen.reset()
              }}
              fields={fields}
              pending={gen.isPending}
              onSubmit={generate}
            />
            {gen.error && !shownInPlace && (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {(gen.error as Error).message}
              </p>
            )}
          </CardContent>
        </Card>
      )}
      {gen.data && h && (
        <Card data-testid="consolidated-report">
          <CardHeader className="items-center text-center">
            <p className="text-sm text-slate-500">{h.EntityName ?? group.name}</p>
            <CardTitle className="text-lg">Consolidated {TYPE_LABELS[reportType]}</CardTitle>
            <p className="text-sm text-slate-500">
              {formatDate(h.StartPeriod)} – {formatDate(h.EndPeriod)}
              {h.ReportBasis ? ` · ${h.ReportBasis} basis` : ''} · {h.Currency}
            </p>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <ReportTable report={gen.data.report.raw} />
            <div>
              <h2 className="text-sm font-semibold text-slate-700">Entity reports</h2>
              <ul className="list-disc pl-5 text-sm">
                {gen.data.entityReports.map((e) => (
                  <li key={e.reportId}>
                    <Link
                      className="text-brand-700 hover:underline"
                      to={`/admin/groups/${groupId}/entity-reports/${e.organizationId}/${e.reportId}`}
                    >
                      {e.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>
      )}
      <MappingsCard groupId={groupId} reportType={reportType} />
    </div>
  )
}
