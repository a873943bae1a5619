/**
 * The client organizations list (spec §3 list view): legal name, services, bookkeepers, books due date, priority,
 * connections, chart-of-accounts mapping, the columns other features register (open client questions), last
 * reminder, the books and onboarding. Shared by the admin and bookkeeper areas; `basePath` decides where a row links to.
 */
import { VARIANCE_STATUS_LABELS } from '@app/shared/rules/variance-analysis.ts'
import { useDeferredValue, useState } from 'react'
import { Link } from 'react-router-dom'
import { formatDate } from '@/lib/format.ts'
import { useMe } from '@/lib/session.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import type { ClientsListColumn } from '@/app/workspace.ts'
import { useOrganizations, type TOrganizationListItem } from '@/lib/organizations.ts'
import { QueryState } from '@/components/page.tsx'
import { ServiceBadges } from '@/components/services.tsx'

function Connection({ label, on }: { label: string; on: boolean | undefined }) {
  if (on === undefined) return null
  return (
    <Badge tone={on ? 'success' : 'neutral'} title={`${label} ${on ? 'connected' : 'not connected'}`}>
      {on ? '●' : '○'} {label}
    </Badge>
  )
}

function Priority({ value }: { value: number }) {
  const tone = value >= 5 ? 'danger' : value >= 3 ? 'warning' : 'neutral'
  return <Badge tone={tone}>P{value}</Badge>
}

function bookkeeperNames(o: TOrganizationListItem): string {
  if (o.bookkeepers?.length) return o.bookkeepers.map((b) => b.name + (b.isPrimary ? ' (primary)' : '')).join(', ')
  return o.primaryBookkeeper?.name ?? ''
}

export function ClientsTable({
  basePath,
  emptyTitle,
  emptyDescription,
  testId = 'clients-table',
  columns = [],
}: {
  basePath: '/admin' | '/bookkeeper'
  emptyTitle: string
  emptyDescription: string
  testId?: string
  /** the columns other features add (app/workspace.ts), between chart-of-accounts mapping and question activity */
  columns?: ClientsListColumn[]
}) {
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search.trim())
  const orgs = useOrganizations(deferred)
  const rows = orgs.data ?? []
  const me = useMe()
  // The organizations shown and the ones assigned, for the columns that keep their figures live.
  const watched = [...me.bookkeeperOrganizations, ...me.reviewOrganizations, ...rows].map((o) => o.id)

  return (
    <Card>
      {columns.map(({ key, Live }) => Live && <Live key={key} orgIds={watched} />)}
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-3">
        <Input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search by legal name"
          aria-label="Search clients"
          className="max-w-xs"
        />
        <p className="text-sm text-slate-500" aria-live="polite">
          {orgs.data ? `${rows.length} client${rows.length === 1 ? '' : 's'}` : ''}
        </p>
      </div>
      <QueryState query={orgs} label="Loading clients">
        {rows.length === 0 ? (
          <div className="p-5">
            <EmptyState
              title={deferred ? 'No client matches your search' : emptyTitle}
              description={deferred ? 'Try another part of the legal name.' : emptyDescription}
            />
          </div>
        ) : (
          // Ten columns that fit a 1400 px screen beside the sidebar: related facts share a cell (due date and priority,
          // reminder and status change, latest entry and metrics), names wrap at most twice, and the name stays in view
          // when a narrower screen scrolls the table sideways.
          <Table data-testid={testId} className="[&_td]:px-2.5 [&_th]:px-2.5">
            <TableHeader>
              <TableRow>
                <TableHead className="sticky left-0 z-10 bg-slate-50">Legal name</TableHead>
                <TableHead>Services</TableHead>
                <TableHead>Bookkeepers</TableHead>
                <TableHead>Books due</TableHead>
                <TableHead>Connections</TableHead>
                <TableHead numeric>
                  COA
                  <br />
                  mapped
                </TableHead>
                {columns.map((c) => (
                  <TableHead key={c.key} numeric={c.numeric}>
                    {c.head}
                  </TableHead>
                ))}
                <TableHead>
                  Question
                  <br />
                  activity
                </TableHead>
                <TableHead>Books</TableHead>
                <TableHead>Onboarding</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((o) => {
                return (
                  <TableRow key={o.id}>
                    <TableCell
                      className="sticky left-0 z-10 min-w-44 max-w-56 bg-white font-medium"
                      data-testid="client-name"
                    >
                      <Link
                        to={`${basePath}/client/${o.id}`}
                        className="text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {o.legalName}
                      </Link>
                    </TableCell>
                    <TableCell className="max-w-40">
                      <ServiceBadges services={o.accountingServices} />
                    </TableCell>
                    <TableCell className="min-w-24 max-w-36 text-slate-600">
                      {bookkeeperNames(o) || <span className="text-slate-400">Unassigned</span>}
                    </TableCell>
                    <TableCell>
                      <span className="block whitespace-nowrap">
                        {o.booksDueDate ? formatDate(o.booksDueDate) : <span className="text-slate-400">Not set</span>}
                      </span>
                      <Priority value={o.booksPriority} />
                    </TableCell>
                    <TableCell>
                      {/* Connected providers only (each badge's title says so); "None" when nothing is connected. */}
                      <div className="flex max-w-36 flex-wrap gap-1">
                        <Connection label="QuickBooks" on={o.qboConnected} />
                        {o.stripeConnected && <Connection label="Stripe" on />}
                        {o.plaidConnected && <Connection label="Plaid" on />}
                        {o.rampConnected && <Connection label="Ramp" on />}
                      </div>
                    </TableCell>
                    <TableCell numeric>
                      {o.coaMappingPercentage == null ? (
                        <span className="text-slate-400">—</span>
                      ) : (
                        `${Math.round(o.coaMappingPercentage)}%`
                      )}
                    </TableCell>
                    {columns.map(({ key, numeric, Cell }) => (
                      <TableCell key={key} numeric={numeric} data-testid={key}>
                        <Cell org={o} />
                      </TableCell>
                    ))}
                    <TableCell className="whitespace-nowrap text-xs text-slate-600">
                      <span className="block">
                        Reminded {o.lastReminderSentAt ? formatDate(o.lastReminderSentAt) : 'never'}
                      </span>
                      <span className="block text-slate-400">
                        Changed {o.lastStatusChangeAt ? formatDate(o.lastStatusChangeAt) : 'never'}
                      </span>
                    </TableCell>
                    {/* Built-in ledger only: a QuickBooks-connected client keeps its entries in QuickBooks. */}
                    <TableCell className="whitespace-nowrap text-xs text-slate-600">
                      <span className="block">
                        {o.latestBookDate
                          ? `Latest entry ${formatDate(o.latestBookDate)}`
                          : o.qboConnected
                            ? 'Entries in QuickBooks'
                            : 'No entries'}
                      </span>
                      <span className={o.metricsGenerated ? 'block text-emerald-700' : 'block text-slate-400'}>
                        {o.metricsGenerated ? 'Metrics generated' : 'No metrics yet'}
                      </span>
                      {/* The month-end close: the latest month's variance analysis and its derived status. */}
                      <span
                        className={o.varianceAnalysis ? 'block' : 'block text-slate-400'}
                        data-testid="variance-analysis"
                        title={
                          o.varianceAnalysis
                            ? `${o.varianceAnalysis.count} analyses; last sent ${o.varianceAnalysis.maxLastSentAt ? formatDate(o.varianceAnalysis.maxLastSentAt) : 'never'}, last submitted ${o.varianceAnalysis.maxSubmittedAt ? formatDate(o.varianceAnalysis.maxSubmittedAt) : 'never'}`
                            : undefined
                        }
                      >
                        {o.varianceAnalysis
                          ? `Variance ${formatDate(o.varianceAnalysis.latestMonth, 'MMM yyyy')}: ${VARIANCE_STATUS_LABELS[o.varianceAnalysis.latestStatus]}`
                          : 'No variance analysis'}
                      </span>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-xs text-slate-600">
                      <span
                        className="block"
                        title={Object.entries(o.formCompleted)
                          .map(([step, done]) => `${step}: ${done ? 'complete' : 'incomplete'}`)
                          .join('\n')}
                      >
                        {Object.values(o.formCompleted).filter(Boolean).length}/{Object.keys(o.formCompleted).length}{' '}
                        steps
                      </span>
                      <span className="block text-slate-400">
                        {o.onboardingCallDate ? `Call ${formatDate(o.onboardingCallDate)}` : 'No call booked'}
                      </span>
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        )}
      </QueryState>
    </Card>
  )
}
