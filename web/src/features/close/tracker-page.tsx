/**
 * /admin/tracker and /bookkeeper/tracker (the bookkeeper's behind the bookkeeping-tracker flag): one row per client
 * for a month with its priority, due date (overdue in red), the state the ten rules derive from live facts or its
 * manual override (who and why), and month-end tracking (books sent, override, business days). Live: staff hear every
 * client on their own user topic, so an answered question, a note or books sent move the row without a reload.
 */
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { TRACKER_STATES, TRACKER_STATE_LABELS, type TTrackerState } from '@app/shared/rules/books-tracker.ts'
import { VARIANCE_STATUS_LABELS } from '@app/shared/rules/variance-analysis.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { PageHeader, QueryState, Stat } from '@/components/page.tsx'
import { formatDate } from '@/lib/format.ts'
import { type TrackerQuery, type TrackerRow, useTracker } from './api.ts'
import { TrackingDialog } from './tracking-dialog.tsx'

const TONE: Record<TTrackerState, 'neutral' | 'warning' | 'info' | 'brand' | 'success' | 'danger'> = {
  in_progress: 'neutral',
  'amc-os': 'warning',
  'statements-reconciliation-os': 'warning',
  'ready-for-review': 'info',
  'reviewed-pending-amc': 'warning',
  'reviewed-with-comments': 'brand',
  'ready-for-final-review': 'info',
  'final-review': 'success',
}

export function BooksTrackerPage({ area }: { area: 'admin' | 'bookkeeper' }) {
  const [query, setQuery] = useState<TrackerQuery>({})
  const tracker = useTracker(query)
  const [editing, setEditing] = useState<TrackerRow | null>(null)
  const rows = tracker.data?.rows ?? []
  const bookkeepers = new Map(rows.flatMap((r) => r.bookkeepers.map((b) => [b.id, b.name] as const)))
  const set = (patch: Partial<TrackerQuery>) =>
    setQuery((q) => Object.fromEntries(Object.entries({ ...q, ...patch }).filter(([, v]) => v)) as TrackerQuery)
  return (
    <>
      <PageHeader
        title="Books tracker"
        description={
          tracker.data
            ? `Books for ${formatDate(tracker.data.month, 'MMMM yyyy')}: each client's state from its questions, variance analysis, reconciliation and books sent.`
            : "Each client's month-end state at a glance."
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <Field label="Month">
          <Input
            type="month"
            value={(query.month ?? tracker.data?.month ?? '').slice(0, 7)}
            onChange={(e) => set({ month: e.target.value ? `${e.target.value}-01` : undefined })}
          />
        </Field>
        <Field label="Bookkeeper">
          <NativeSelect value={query.bookkeeperId ?? ''} onChange={(e) => set({ bookkeeperId: e.target.value })}>
            <option value="">Everyone</option>
            {[...bookkeepers].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="State">
          <NativeSelect
            value={query.state ?? ''}
            onChange={(e) => set({ state: (e.target.value || undefined) as TTrackerState | undefined })}
          >
            <option value="">Any state</option>
            {TRACKER_STATES.map((s) => (
              <option key={s} value={s}>
                {TRACKER_STATE_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Due in the week of">
          <Input type="date" value={query.dueWeek ?? ''} onChange={(e) => set({ dueWeek: e.target.value })} />
        </Field>
      </div>
      <QueryState query={tracker} label="Loading the tracker">
        <div className="mb-4 grid gap-4 sm:grid-cols-3">
          <Stat label="Clients" value={rows.length} />
          <Stat
            label="Overdue"
            value={rows.filter((r) => r.overdue).length}
            tone={rows.some((r) => r.overdue) ? 'warning' : 'default'}
          />
          <Stat label="Final review" value={rows.filter((r) => r.state === 'final-review').length} />
        </div>
        {rows.length === 0 ? (
          <EmptyState title="No clients match" description="Change the filters, or assign clients to see them here." />
        ) : (
          <Card>
            <Table data-testid="books-tracker">
              <TableHeader>
                <TableRow>
                  <TableHead>Client</TableHead>
                  <TableHead>Priority</TableHead>
                  <TableHead>Due</TableHead>
                  <TableHead>State</TableHead>
                  <TableHead>Questions</TableHead>
                  <TableHead>Variance analysis</TableHead>
                  <TableHead>Reconciled</TableHead>
                  <TableHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow
                    key={r.organizationId}
                    data-testid="books-tracker-row"
                    data-org={r.organizationId}
                    data-state={r.state}
                    className={r.overdue ? 'bg-red-50' : undefined}
                  >
                    <TableCell>
                      <Link
                        className="font-medium text-brand-700 hover:underline"
                        to={`/${area}/client/${r.organizationId}/variance`}
                      >
                        {r.organizationName}
                      </Link>
                      <div className="text-xs text-slate-500">
                        {r.bookkeepers.map((b) => b.name).join(', ') || 'No bookkeeper'}
                      </div>
                    </TableCell>
                    <TableCell>{r.priority}</TableCell>
                    <TableCell
                      className={r.overdue ? 'font-medium text-red-700' : undefined}
                      title={`${r.businessDays} business days after the month (priority ${r.priority}${r.businessDaysOverride === null ? '' : ', set for this client'}); next month's books due ${formatDate(r.nextDueDate, 'MMM d')}`}
                    >
                      {formatDate(r.dueDate, 'EEE MMM d')}
                      {r.overdue && <div className="text-xs">Overdue</div>}
                      {r.catchUp && (
                        <div className="text-xs text-slate-500" data-testid="tracker-catch-up">
                          Catch-up{r.catchUp.deadline ? `: due ${r.catchUp.deadline}` : ''}
                        </div>
                      )}
                    </TableCell>
                    <TableCell>
                      <Badge tone={TONE[r.state]} data-testid="tracker-state">
                        {TRACKER_STATE_LABELS[r.state]}
                      </Badge>
                      {r.override && (
                        <div className="mt-1 text-xs text-slate-500" title={r.override.reason}>
                          Set by {r.override.by ?? 'someone'}: {r.override.reason} (rules say{' '}
                          {TRACKER_STATE_LABELS[r.derivedState]})
                        </div>
                      )}
                    </TableCell>
                    <TableCell className="text-sm">
                      {r.facts.pendingQuestions} pending · {r.facts.unansweredQuestions} unanswered
                    </TableCell>
                    <TableCell className="text-sm">
                      {r.facts.analysisStatus ? VARIANCE_STATUS_LABELS[r.facts.analysisStatus] : 'Not prepared'}
                    </TableCell>
                    <TableCell className="text-sm">
                      {r.facts.reconciled ? 'Yes' : 'Not reconciled'}
                      {r.facts.booksSentAt && <div className="text-xs text-emerald-700">Books sent</div>}
                    </TableCell>
                    <TableCell>
                      <Button size="sm" variant="outline" onClick={() => setEditing(r)}>
                        Track
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        )}
      </QueryState>
      {editing && <TrackingDialog row={editing} onClose={() => setEditing(null)} />}
    </>
  )
}
