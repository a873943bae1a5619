/**
 * A client's chart-of-accounts mapping (spec §3.9, §5): the percentage of mappable accounts mapped to the master
 * chart, the unmapped accounts with suggested master accounts and their reasons to accept in bulk, and the mappings.
 */
import { MAPPABLE_TYPES } from '@app/shared/schemas/consolidation.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useCoaMappings, useCoaSuggestions } from './api.ts'
import { MappedTable } from './mapped-table.tsx'
import { UnmappedTable } from './unmapped-table.tsx'

export function CoaMappingPage({ orgId }: { orgId: string }) {
  const status = useCoaMappings(orgId)
  const suggestions = useCoaSuggestions(orgId)
  const s = status.data
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Chart of accounts mapping</h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">
            Map each of the client's accounts to the master chart. Only{' '}
            {MAPPABLE_TYPES.join(', ').replace(/, ([^,]*)$/, ' and $1')} accounts are mapped.
          </p>
        </div>
        {s && (
          <div className="text-right" aria-live="polite">
            <div className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="coa-percentage">
              {s.coaMappingPercentage}%
            </div>
            <div className="text-xs text-slate-500">
              mapped: {s.mappable - s.unmapped.length} of {s.mappable} accounts
            </div>
          </div>
        )}
      </div>
      {status.isLoading && <Spinner />}
      {status.error && (
        <p role="alert" className="text-sm text-red-700">
          {status.error.message}
        </p>
      )}
      {s && (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Unmapped accounts</CardTitle>
              <CardDescription>
                Suggestions weigh the name, the account number, the type and how the firm mapped accounts of the same
                name for other clients.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {suggestions.error && (
                <p role="alert" className="mb-2 text-sm text-red-700">
                  Suggestions are unavailable: {suggestions.error.message}
                </p>
              )}
              <UnmappedTable orgId={orgId} unmapped={s.unmapped} suggestions={suggestions.data?.suggestions ?? []} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Mapped accounts</CardTitle>
            </CardHeader>
            <CardContent>
              <MappedTable orgId={orgId} mappings={s.mappings} />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  )
}
