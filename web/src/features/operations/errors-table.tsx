/**
 * Errors that browsers and functions reported (docs/monitoring.md), newest first: what, where, for whom, and the
 * request id that ties a user's failed call to the function's own record of it. Filter by source or request id; a
 * row opens to its stack.
 */
import { useState } from 'react'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { useErrorReports } from './api.ts'

const SOURCE_LABELS = { browser: 'Browser', function: 'Function' } as const

export function ErrorsTable() {
  const [source, setSource] = useState<'' | 'browser' | 'function'>('')
  const [requestId, setRequestId] = useState('')
  const { data, isLoading, error } = useErrorReports(source || undefined, requestId.trim())
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Source">
          <NativeSelect
            className="w-40"
            value={source}
            onChange={(e) => setSource(e.target.value as '' | 'browser' | 'function')}
          >
            <option value="">All</option>
            <option value="browser">Browser</option>
            <option value="function">Function</option>
          </NativeSelect>
        </Field>
        <Field label="Request id">
          <Input
            className="w-80"
            value={requestId}
            placeholder="From an error message or x-request-id"
            onChange={(e) => setRequestId(e.target.value)}
          />
        </Field>
      </div>
      {error ? (
        <Alert tone="danger">{(error as Error).message}</Alert>
      ) : isLoading ? (
        <Spinner label="Loading error reports" />
      ) : !data?.reports.length ? (
        <EmptyState
          title="No errors reported"
          description="Errors a browser meets and unexpected errors in the functions are listed here, with their request id."
        />
      ) : (
        <Table aria-label="Error reports">
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Source</TableHead>
              <TableHead>Error</TableHead>
              <TableHead>Where</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>Request id</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.reports.map((r) => (
              <TableRow key={r.id} data-testid="error-report-row" className="align-top">
                <TableCell className="whitespace-nowrap">
                  {new Date(r.occurredAt).toLocaleString('en-US', { hour12: false })}
                </TableCell>
                <TableCell>
                  <Badge tone={r.source === 'function' ? 'danger' : 'warning'}>{SOURCE_LABELS[r.source]}</Badge>
                </TableCell>
                <TableCell className="max-w-md">
                  {r.stack ? (
                    <details>
                      <summary className="cursor-pointer break-words">{r.message}</summary>
                      <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap text-xs text-slate-600">
                        {r.stack}
                      </pre>
                    </details>
                  ) : (
                    <span className="break-words">{r.message}</span>
                  )}
                </TableCell>
                <TableCell className="max-w-xs break-all text-xs text-slate-600">
                  {[r.method, r.url, r.status].filter(Boolean).join(' ')}
                </TableCell>
                <TableCell className="text-xs">{r.userEmail ?? 'Not signed in'}</TableCell>
                <TableCell className="font-mono text-xs">{r.requestId ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
