/**
 * /admin/banking-statement-tracker and /bookkeeper/banking-statement-tracker (behind the banking-statement-tracker
 * flag): the statements expected this month across clients, missing first, live. Staff hear every client they may see
 * on their own user topic, however many clients (realtime carries only a pointer; the list refetches through RLS).
 */
import { Link } from 'react-router-dom'
import { RESPONSIBILITY_LABELS, TRACKED_STATEMENT_LABELS } from '@app/shared/rules/statement-tracker.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { PageHeader, QueryState, Stat } from '@/components/page.tsx'
import { formatDate } from '@/lib/format.ts'
import { useOwnTopic, useRealtimeInvalidate } from '@/lib/realtime.ts'
import { reconciliationKeys, useTrackerAcross } from './api.ts'

const EVENTS = ['reconciliation_changed']
const KEYS = [[...reconciliationKeys.across]]

const TONE = { missing: 'danger', upcoming: 'neutral', completed: 'success' } as const

export function StatementTrackerPage({ area }: { area: 'admin' | 'bookkeeper' }) {
  const list = useTrackerAcross()
  const rows = list.data?.rows ?? []
  useRealtimeInvalidate(useOwnTopic(), EVENTS, KEYS)
  const count = (s: keyof typeof TONE) => rows.filter((r) => r.state === s).length
  return (
    <>
      <PageHeader
        title="Bank statement tracker"
        description={
          list.data
            ? `Statements for ${formatDate(list.data.month, 'MMMM yyyy')}, expected this month on each account's availability day.`
            : 'Statements expected this month across your clients.'
        }
      />
      <QueryState query={list} label="Loading the tracker">
        <div className="mb-6 grid gap-4 sm:grid-cols-3">
          <Stat label="Missing" value={count('missing')} tone={count('missing') ? 'warning' : 'default'} />
          <Stat label="Not available yet" value={count('upcoming')} />
          <Stat label="Completed" value={count('completed')} />
        </div>
        {rows.length === 0 ? (
          <EmptyState
            title="No tracked statements"
            description="Track a client's accounts on its Statements page to see here what is missing each month."
          />
        ) : (
          <Card>
            <Table data-testid="statement-tracker">
              <TableHeader>
                <TableRow>
                  <TableHead>Client</TableHead>
                  <TableHead>Account</TableHead>
                  <TableHead>Responsibility</TableHead>
                  <TableHead>Available</TableHead>
                  <TableHead>Statement</TableHead>
                  <TableHead>Month reconciled</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.trackerId} data-testid="tracker-row" data-state={r.state}>
                    <TableCell>
                      <Link
                        className="font-medium text-brand-700 hover:underline"
                        to={`/${area}/client/${r.organizationId}/statements`}
                      >
                        {r.organizationName}
                      </Link>
                    </TableCell>
                    <TableCell>{r.accountName}</TableCell>
                    <TableCell>{RESPONSIBILITY_LABELS[r.responsibility]}</TableCell>
                    <TableCell>{formatDate(r.availableOn, 'MMM d')}</TableCell>
                    <TableCell>
                      <Badge tone={TONE[r.state]}>{TRACKED_STATEMENT_LABELS[r.state]}</Badge>
                    </TableCell>
                    <TableCell>{r.reconciled === null ? '—' : r.reconciled ? 'Yes' : 'Not yet'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        )}
      </QueryState>
    </>
  )
}
