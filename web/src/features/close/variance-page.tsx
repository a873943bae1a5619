/**
 * The variance analyses of a client in its staff workspace (/…/client/:orgId/variance): the months prepared, newest
 * first, each with its derived status; prepare a new month; and the chosen month's analysis (`?month=` keeps the
 * choice in the address, so a notification's link and a reload land on it).
 */
import { useSearchParams } from 'react-router-dom'
import { VARIANCE_STATUS_LABELS } from '@app/shared/rules/variance-analysis.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { QueryState } from '@/components/page.tsx'
import { formatDate } from '@/lib/format.ts'
import { cn } from '@/lib/utils.ts'
import { useAnalyses } from './api.ts'
import { AnalysisView, STATUS_TONE } from './analysis-view.tsx'
import { NewAnalysisForm } from './new-analysis-form.tsx'

export function VariancePage({ orgId }: { orgId: string }) {
  const list = useAnalyses(orgId)
  const [params, setParams] = useSearchParams()
  const analyses = list.data?.analyses ?? []
  const chosen = analyses.find((a) => a.id === params.get('analysis')) ?? analyses[0]
  const choose = (id: string) => setParams({ analysis: id }, { replace: true })
  return (
    <QueryState query={list} label="Loading variance analyses">
      {list.data && (
        <div className="space-y-4">
          {list.data.canPrepare && (
            <Card className="p-4">
              <NewAnalysisForm orgId={orgId} defaults={list.data.defaults} onCreated={choose} />
            </Card>
          )}
          {analyses.length === 0 ? (
            <EmptyState
              title="No variance analysis yet"
              description="Prepare a month to compare its P&L and balance sheet with the month before."
            />
          ) : (
            <>
              <nav className="flex flex-wrap gap-2" aria-label="Months">
                {analyses.map((a) => (
                  <button
                    type="button"
                    key={a.id}
                    onClick={() => choose(a.id)}
                    className={cn(
                      'flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm',
                      a.id === chosen?.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white',
                    )}
                  >
                    {formatDate(a.startDate, 'MMMM yyyy')}
                    <Badge tone={STATUS_TONE[a.status]}>{VARIANCE_STATUS_LABELS[a.status]}</Badge>
                  </button>
                ))}
              </nav>
              {chosen && <AnalysisView key={chosen.id} orgId={orgId} analysisId={chosen.id} />}
            </>
          )}
        </div>
      )}
    </QueryState>
  )
}
