/** Events on the bus with one line per dispatched handler: state, its job's status and attempts, last error, retry. */
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { useEvents } from './api.ts'
import { StatusBadge } from './status-badge.tsx'
import { JobActions } from './job-actions.tsx'

export function EventsTable() {
  const { data, isLoading, error } = useEvents()
  if (error) return <Alert tone="danger">{(error as Error).message}</Alert>
  if (isLoading) return <Spinner label="Loading events" />
  if (!data?.events.length)
    return <EmptyState title="No events" description="Provider webhooks and internal events appear here." />
  return (
    <Table aria-label="Events">
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Received</TableHead>
          <TableHead>Handler</TableHead>
          <TableHead>State</TableHead>
          <TableHead numeric>Attempts</TableHead>
          <TableHead>Last error</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.events.flatMap((e) => {
          const rows = e.dispatches.length ? e.dispatches : [null]
          return rows.map((d, i) => (
            <TableRow key={`${e.id}-${d?.id ?? 'none'}`} data-testid="event-row">
              <TableCell>
                {i === 0 && (
                  <>
                    <div className="font-medium">
                      {e.source} · {e.eventType}
                    </div>
                    <div className="text-xs text-slate-500">
                      {e.dedupeKey ?? e.id}
                      {e.deliveryCount && e.deliveryCount > 1 ? ` · delivered ${e.deliveryCount}×` : ''}
                    </div>
                  </>
                )}
              </TableCell>
              <TableCell>
                {i === 0 ? new Date(e.createdAt).toLocaleTimeString('en-US', { hour12: false }) : ''}
              </TableCell>
              <TableCell>{d?.handlerName ?? <span className="text-slate-400">no subscribed handler</span>}</TableCell>
              <TableCell>
                {d && (
                  <div className="flex gap-1">
                    <StatusBadge status={d.state} />
                    {d.jobStatus && d.jobStatus !== 'Completed' && <StatusBadge status={d.jobStatus} />}
                  </div>
                )}
              </TableCell>
              <TableCell numeric>{d?.maxAttempts ? `${d.retryCount} failed / ${d.maxAttempts}` : ''}</TableCell>
              <TableCell className="max-w-xs truncate text-red-700" title={d?.lastError ?? undefined}>
                {d?.lastError ?? ''}
              </TableCell>
              <TableCell>
                {d?.jobId && d.jobStatus && <JobActions jobId={d.jobId} status={d.jobStatus} label={d.handlerName} />}
              </TableCell>
            </TableRow>
          ))
        })}
      </TableBody>
    </Table>
  )
}
