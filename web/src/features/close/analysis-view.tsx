/**
 * One variance analysis: its status (derived, spec §4), review steps for whoever may take them, the reviewer and
 * thresholds, and the month over month lines of the P&L and balance sheet with their change and direction, the
 * unusual transactions, and for a chosen line its notes, an adjustment to propose or post, and the transactions behind
 * it; below, the analysis' adjustments (adjustments.tsx).
 */
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { VARIANCE_STATUS_LABELS, isUnusual } from '@app/shared/rules/variance-analysis.ts'
import { txnKindLabel } from '@app/shared/rules/ledger-labels.ts'

/** Who may review: the client's assigned reviewers (a reviewer's user role is "bookkeeper"), then admins and owners. */
const REVIEWER_ROLE: Record<string, string> = { admin: 'Admin', owner: 'Owner' }
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'
import { QueryState } from '@/components/page.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { apiFieldErrors } from '@/lib/field-errors.ts'
import { cn } from '@/lib/utils.ts'
import {
  type Analysis,
  type Line,
  type VarianceAction,
  useAnalysis,
  useAnalysisAction,
  useTransactionSet,
  useUpdateAnalysis,
} from './api.ts'
import { NotesPanel } from './notes-panel.tsx'
import { AdjustmentForm, AdjustmentsList } from './adjustments.tsx'

export const STATUS_TONE = {
  pending: 'neutral',
  'ready-for-review': 'info',
  'reviewed-with-comments': 'warning',
  'ready-for-final-review': 'brand',
  completed: 'success',
} as const
const ARROW = { up: '▲ up', down: '▼ down', none: '' } as const
const money = (c: number | null) => (c === null ? '—' : formatMoney(c))

function Lines({
  lines,
  notes,
  selected,
  onSelect,
}: {
  lines: Line[]
  notes: Analysis['notes']
  selected: string | null
  onSelect: (path: string) => void
}) {
  if (lines.length === 0) return <p className="p-4 text-sm text-slate-500">Nothing posted in these two months.</p>
  return (
    <Table data-testid="variance-lines">
      <TableHeader>
        <TableRow>
          <TableHead>Line</TableHead>
          <TableHead className="text-right">Previous</TableHead>
          <TableHead className="text-right">Current</TableHead>
          <TableHead className="text-right">Change</TableHead>
          <TableHead className="text-right">%</TableHead>
          <TableHead>Direction</TableHead>
          <TableHead>Notes</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((l) => {
          const open = notes.filter((n) => n.path === l.path && !n.answerTo && !n.resolvedAt).length
          return (
            <TableRow
              key={l.path}
              data-testid="variance-line"
              data-direction={l.direction}
              onClick={() => onSelect(l.path)}
              className={cn(
                'cursor-pointer',
                selected === l.path && 'bg-brand-50',
                l.kind === 'summary' && 'font-medium',
              )}
            >
              <TableCell style={{ paddingLeft: `${0.75 + l.depth * 1}rem` }}>{l.label}</TableCell>
              <TableCell className="text-right tabular-nums">{money(l.previousCents)}</TableCell>
              <TableCell className="text-right tabular-nums">{money(l.currentCents)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(l.changeCents)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {l.changePercent === null ? '—' : `${l.changePercent}%`}
              </TableCell>
              <TableCell>
                {l.direction !== 'none' && (
                  <Badge tone={l.direction === 'up' ? 'warning' : 'info'}>{ARROW[l.direction]}</Badge>
                )}
              </TableCell>
              <TableCell>{open > 0 && <Badge tone="brand">{open} open</Badge>}</TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}

function Transactions({ orgId, analysisId, line }: { orgId: string; analysisId: string; line: Line }) {
  const set = useTransactionSet(orgId, analysisId, line.accountId ? line.path : null)
  if (!line.accountId) return null
  return (
    <QueryState query={set} label="Loading transactions">
      <Table data-testid="transaction-set">
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Num</TableHead>
            <TableHead>Name</TableHead>
            <TableHead>Description</TableHead>
            <TableHead>Split</TableHead>
            <TableHead className="text-right">Amount</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(set.data?.items ?? []).map((i, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: postings have no id of their own in a report
            <TableRow key={n}>
              <TableCell className="whitespace-nowrap">{formatDate(i.date, 'MMM d, yyyy')}</TableCell>
              <TableCell>{txnKindLabel(i.type)}</TableCell>
              <TableCell>{i.num}</TableCell>
              <TableCell>{i.name}</TableCell>
              <TableCell>{i.description}</TableCell>
              <TableCell>{i.splitAccount}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(i.amountCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </QueryState>
  )
}

function Unusual({ groups }: { groups: Analysis['unusualTransactions'] }) {
  const flagged = groups.filter(isUnusual)
  if (flagged.length === 0) return <p className="p-4 text-sm text-slate-500">No unusual transactions this month.</p>
  return (
    <Table data-testid="unusual-transactions">
      <TableHeader>
        <TableRow>
          <TableHead>Account</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="text-right">Previous</TableHead>
          <TableHead className="text-right">Current</TableHead>
          <TableHead>Flag</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {flagged.map((g) => (
          <TableRow key={`${g.accountId ?? g.account}-${g.name}-${g.type}`}>
            <TableCell>{g.account}</TableCell>
            <TableCell>{g.name || '—'}</TableCell>
            <TableCell>{txnKindLabel(g.type)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(g.previousCents)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(g.currentCents)}</TableCell>
            <TableCell className="space-x-1">
              {g.isNew && <Badge tone="warning">New</Badge>}
              {g.changePercent !== null && (
                <Badge tone="info">{`${g.changePercent > 0 ? '+' : ''}${g.changePercent}%`}</Badge>
              )}
              {g.changeCents !== null && <Badge tone="neutral">{formatMoney(g.changeCents, { currency: true })}</Badge>}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

export function AnalysisView({ orgId, analysisId }: { orgId: string; analysisId: string }) {
  const q = useAnalysis(orgId, analysisId)
  const act = useAnalysisAction(orgId, analysisId)
  const update = useUpdateAnalysis(orgId, analysisId)
  const [params] = useSearchParams()
  // `?adjustment=` (the Entries screen's link back): that adjustment marked, its line chosen
  const highlight = params.get('adjustment')
  const [chosen, setSelected] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const a = q.data
  const selected = chosen ?? a?.adjustments.find((x) => x.id === highlight)?.path ?? null
  const run = (action: VarianceAction) =>
    act.mutate(action, {
      onError: (e) => setError(apiFieldErrors(e)._ ?? 'Something went wrong'),
      onSuccess: () => setError(null),
    })
  const line = a && [...a.profitAndLoss, ...a.balanceSheet].find((l) => l.path === selected)
  return (
    <QueryState query={q} label="Loading the analysis">
      {a && (
        <div className="space-y-4" data-testid="variance-analysis">
          <Card className="space-y-3 p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="space-y-1">
                <h2 className="text-lg font-semibold text-slate-900">
                  Variance analysis, {formatDate(a.startDate, 'MMMM yyyy')}{' '}
                  <Badge tone={STATUS_TONE[a.status]} data-testid="variance-status">
                    {VARIANCE_STATUS_LABELS[a.status]}
                  </Badge>
                </h2>
                <p className="text-sm text-slate-500">
                  {a.accountingMethod === 'cash' ? 'Cash' : 'Accrual'} basis · flagged above {a.thresholdPercentage}% or{' '}
                  {formatMoney(a.thresholdAmountCents, { currency: true })} · refreshed{' '}
                  {a.lastRefreshedAt ? formatDate(a.lastRefreshedAt, 'MMM d, h:mm a') : 'never'}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {a.canPrepare && !a.submittedAt && (
                  <>
                    <Button size="sm" variant="outline" onClick={() => run('refresh')} disabled={act.isPending}>
                      Refresh
                    </Button>
                    <Button size="sm" onClick={() => run('send')} disabled={act.isPending}>
                      {a.lastSentAt ? 'Send again for review' : 'Send for review'}
                    </Button>
                  </>
                )}
                {a.canReview && !a.submittedAt && (
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => run('send-to-bookkeeper')}
                      disabled={act.isPending}
                    >
                      Send to bookkeeper
                    </Button>
                    <Button size="sm" onClick={() => run('submit')} disabled={act.isPending}>
                      Submit review
                    </Button>
                  </>
                )}
                {a.canReview && a.submittedAt && (
                  <Button size="sm" variant="outline" onClick={() => run('reopen')} disabled={act.isPending}>
                    Reopen
                  </Button>
                )}
              </div>
            </div>
            {a.canPrepare && (
              <Field label="Reviewer" className="max-w-sm">
                <NativeSelect
                  className="w-auto"
                  value={a.reviewerId ?? ''}
                  disabled={update.isPending || !!a.submittedAt}
                  onChange={(e) => update.mutate({ reviewerId: e.target.value || null })}
                >
                  <option value="">No reviewer</option>
                  {a.reviewers.map((r) => (
                    <option key={r.id} value={r.id}>
                      {`${r.firstName} ${r.lastName}`.trim() || r.email} ({REVIEWER_ROLE[r.role] ?? 'Reviewer'})
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            )}
            {error && <Alert tone="danger">{error}</Alert>}
            {a.empty && (
              <EmptyState
                title="No books for these months"
                description="Nothing is posted in this month or the one before, so there is nothing to compare yet."
              />
            )}
          </Card>
          <div className="grid gap-4 lg:grid-cols-3">
            <Card className="lg:col-span-2">
              <Tabs defaultValue="pnl">
                <TabsList className="m-3">
                  <TabsTrigger value="pnl">Profit and loss</TabsTrigger>
                  <TabsTrigger value="bs">Balance sheet</TabsTrigger>
                  <TabsTrigger value="unusual">Unusual transactions</TabsTrigger>
                </TabsList>
                <TabsContent value="pnl">
                  <Lines lines={a.profitAndLoss} notes={a.notes} selected={selected} onSelect={setSelected} />
                </TabsContent>
                <TabsContent value="bs">
                  <Lines lines={a.balanceSheet} notes={a.notes} selected={selected} onSelect={setSelected} />
                </TabsContent>
                <TabsContent value="unusual">
                  <Unusual groups={a.unusualTransactions} />
                </TabsContent>
              </Tabs>
            </Card>
            <Card className="p-4">
              {line ? (
                <div className="space-y-4">
                  <NotesPanel orgId={orgId} analysisId={a.id} line={line} notes={a.notes} />
                  {line.accountId && !a.submittedAt && (
                    <div className="border-t border-slate-200 pt-4">
                      <AdjustmentForm key={line.path} orgId={orgId} analysis={a} line={line} />
                    </div>
                  )}
                </div>
              ) : (
                <p className="text-sm text-slate-500">Choose a line to read and write its notes, or to adjust it.</p>
              )}
            </Card>
          </div>
          <Card>
            <h3 className="px-4 pt-4 text-sm font-semibold text-slate-900">Adjustments</h3>
            <AdjustmentsList orgId={orgId} analysis={a} highlight={highlight} onSelectLine={setSelected} />
          </Card>
          {line?.accountId && (
            <Card>
              <h3 className="px-4 pt-4 text-sm font-semibold text-slate-900">Transactions behind {line.trail}</h3>
              <Transactions orgId={orgId} analysisId={a.id} line={line} />
            </Card>
          )}
        </div>
      )}
    </QueryState>
  )
}
