/** Jobs with status, attempts, timing and last error; Failed and waiting jobs can be retried, unfinished ones cancelled. */
import { useState } from 'react'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { JOB_STATUSES, type TJobStatus } from '@app/shared/schemas/jobs.ts'
import { useJobs } from './api.ts'
import { StatusBadge } from './status-badge.tsx'
import { JobActions } from './job-actions.tsx'

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('en-US', { hour12: false }) : '—')

export function JobsTable() {
  const [status, setStatus] = useState<TJobStatus | undefined>()
  const { data, isLoading, error } = useJobs(status)
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap gap-2" aria-label="Filter jobs by status">
        <Button size="sm" variant={status ? 'outline' : 'default'} onClick={() => setStatus(undefined)}>
          All
        </Button>
        {JOB_STATUSES.map((s) => (
          <Button key={s} size="sm" variant={status === s ? 'default' : 'outline'} onClick={() => setStatus(s)}>
            {s}{' '}
            <span className="ml-1 tabular-nums text-xs opacity-70" data-testid={`count-${s}`}>
              {data?.counts[s] ?? 0}
            </span>
          </Button>
        ))}
      </fieldset>
      {error && <Alert tone="danger">{(error as Error).message}</Alert>}
      {isLoading ? (
        <Spinner label="Loading jobs" />
      ) : !data?.jobs.length ? (
        <EmptyState title="No jobs" description="Jobs appear here as webhooks, schedules and features enqueue work." />
      ) : (
        <Table aria-label="Jobs">
          <TableHeader>
            <TableRow>
              <TableHead>Job</TableHead>
              <TableHead>Status</TableHead>
              <TableHead numeric>Attempts</TableHead>
              <TableHead>Next attempt</TableHead>
              <TableHead>Updated</TableHead>
              <TableHead>Last error</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.jobs.map((j) => (
              <TableRow key={j.id} data-testid="job-row">
                <TableCell>
                  <div className="font-medium">{j.jobType}</div>
                  <div className="text-xs text-slate-500">{j.description ?? j.jobKey ?? j.id}</div>
                </TableCell>
                <TableCell>
                  <StatusBadge status={j.status} />
                </TableCell>
                <TableCell numeric>
                  {j.retryCount + (j.status === 'Running' || j.status === 'Completed' ? 1 : 0)} / {j.maxAttempts}
                </TableCell>
                <TableCell>
                  {j.status === 'Scheduled' || j.status === 'Pending' ? time(j.nextAttemptAt) : '—'}
                </TableCell>
                <TableCell>{time(j.updatedAt)}</TableCell>
                <TableCell className="max-w-xs truncate text-red-700" title={j.lastError ?? undefined}>
                  {j.lastError ?? ''}
                </TableCell>
                <TableCell>
                  <JobActions jobId={j.id} status={j.status} label={j.jobType} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
