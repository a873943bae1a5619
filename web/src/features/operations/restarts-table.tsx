/**
 * Processes `npm start`'s supervisor restarted after they exited (the job worker, the functions runtime, the web
 * server): which, how it ended, and how long the supervisor waited. A crash shows here instead of only in a log.
 */
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { useRestarts } from './api.ts'

export function RestartsTable() {
  const { data, isLoading, error } = useRestarts()
  if (error) return <Alert tone="danger">{(error as Error).message}</Alert>
  if (isLoading) return <Spinner label="Loading restarts" />
  if (!data?.restarts.length)
    return (
      <EmptyState
        title="No restarts"
        description="When a process of the platform exits, it is started again and listed here."
      />
    )
  return (
    <Table aria-label="Process restarts">
      <TableHeader>
        <TableRow>
          <TableHead>Process</TableHead>
          <TableHead>Restarted</TableHead>
          <TableHead>How it ended</TableHead>
          <TableHead numeric>Restart</TableHead>
          <TableHead numeric>Waited</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.restarts.map((r) => (
          <TableRow key={r.id} data-testid="restart-row">
            <TableCell className="font-medium">{r.process}</TableCell>
            <TableCell>{new Date(r.restartedAt).toLocaleString('en-US', { hour12: false })}</TableCell>
            <TableCell>{r.exitSignal ? `killed (${r.exitSignal})` : `exited with code ${r.exitCode}`}</TableCell>
            <TableCell numeric>{r.restartNumber}</TableCell>
            <TableCell numeric>{(r.delayMs / 1000).toFixed(1)} s</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
