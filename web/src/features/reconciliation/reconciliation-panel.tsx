/**
 * One reconciliation: the statement's, the feed's and the ledger's balances at the period's start and end with their
 * deltas; suggested matches to accept in bulk; the lines nothing covers; an adjusting entry the bookkeeper approves;
 * and reconcile (with a method, and an explanation when a difference remains) or reopen.
 */
import { useState } from 'react'
import {
  MATCH_KIND_LABELS,
  RECONCILIATION_METHODS,
  RECONCILIATION_METHOD_LABELS,
  type TReconciliationMethod,
} from '@app/shared/rules/reconciliation.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { QueryState } from '@/components/page.tsx'
import { api } from '@/lib/api.ts'
import { apiFieldErrors } from '@/lib/field-errors.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { type Detail, useOrgMutation, useReconciliation } from './api.ts'
import { Delta } from './delta.tsx'
import { AdjustmentForm } from './adjustment-form.tsx'

const money = (c: number | null) => (c === null ? '—' : formatMoney(c, { currency: true }))

export function ReconciliationPanel({ orgId, id, onClose }: { orgId: string; id: string; onClose: () => void }) {
  const detail = useReconciliation(orgId, id)
  return (
    <Card className="p-5" data-testid="reconciliation-panel">
      <QueryState query={detail} label="Loading the reconciliation">
        {detail.data && <Panel orgId={orgId} d={detail.data} onClose={onClose} />}
      </QueryState>
    </Card>
  )
}

function Panel({ orgId, d, onClose }: { orgId: string; d: Detail; onClose: () => void }) {
  const r = d.reconciliation
  const path = { organizationId: orgId, reconciliationId: r.id }
  const refresh = useOrgMutation(orgId, () =>
    api.POST('/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}/refresh', {
      params: { path },
    }),
  )
  const reopen = useOrgMutation(orgId, () =>
    api.POST('/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}/reopen', {
      params: { path },
    }),
  )
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">
            {d.account.accountChartName}: {formatDate(r.periodStart, 'MMM d')} to{' '}
            {formatDate(r.periodEnd, 'MMM d, yyyy')}
          </h2>
          {r.reconciledAt ? (
            <Badge tone="success">
              Reconciled {formatDate(r.reconciledAt)} · {r.method && RECONCILIATION_METHOD_LABELS[r.method]}
            </Badge>
          ) : (
            <Badge tone="warning">Open</Badge>
          )}
        </div>
        <div className="flex gap-2">
          {r.reconciledAt ? (
            <Button variant="outline" onClick={() => reopen.mutate(undefined)} disabled={reopen.isPending}>
              Reopen
            </Button>
          ) : (
            <Button variant="outline" onClick={() => refresh.mutate(undefined)} disabled={refresh.isPending}>
              Refresh
            </Button>
          )}
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
      <Table data-testid="balances">
        <TableHeader>
          <TableRow>
            <TableHead>Source</TableHead>
            <TableHead numeric>Starting balance</TableHead>
            <TableHead numeric>Difference</TableHead>
            <TableHead numeric>Ending balance</TableHead>
            <TableHead numeric>Difference</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Statement</TableCell>
            <TableCell numeric>{money(r.statementStartingBalanceCents)}</TableCell>
            <TableCell />
            <TableCell numeric>{money(r.statementEndingBalanceCents)}</TableCell>
            <TableCell />
          </TableRow>
          <TableRow>
            <TableCell>Feed</TableCell>
            <TableCell numeric>{money(r.feedStartingBalanceCents)}</TableCell>
            <TableCell numeric data-testid="feed-start-delta">
              <Delta value={r.feedStartingDeltaCents} />
            </TableCell>
            <TableCell numeric>{money(r.feedEndingBalanceCents)}</TableCell>
            <TableCell numeric data-testid="feed-end-delta">
              <Delta value={r.feedEndingDeltaCents} />
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Ledger</TableCell>
            <TableCell numeric>{money(r.ledgerStartingBalanceCents)}</TableCell>
            <TableCell numeric data-testid="ledger-start-delta">
              <Delta value={r.ledgerStartingDeltaCents} />
            </TableCell>
            <TableCell numeric>{money(r.ledgerEndingBalanceCents)}</TableCell>
            <TableCell numeric data-testid="ledger-end-delta">
              <Delta value={r.ledgerEndingDeltaCents} />
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <p className="text-sm text-slate-600">
        Unreconciled: {r.unreconciledFeedCount} feed {r.unreconciledFeedCount === 1 ? 'line' : 'lines'},{' '}
        {r.unreconciledLedgerCount} ledger {r.unreconciledLedgerCount === 1 ? 'line' : 'lines'}.
      </p>
      <Matches orgId={orgId} d={d} />
      <Unmatched d={d} />
      <StripeExplained d={d} />
      {!r.reconciledAt && (
        <AdjustmentForm orgId={orgId} reconciliationId={r.id} bankAccountId={d.account.accountChartId} />
      )}
      {!r.reconciledAt && <ReconcileForm orgId={orgId} d={d} />}
    </div>
  )
}

function Matches({ orgId, d }: { orgId: string; d: Detail }) {
  const suggested = d.matches.filter((m) => m.status === 'suggested')
  const [picked, setPicked] = useState<Set<string> | null>(null)
  const chosen = picked ?? new Set(suggested.map((m) => m.id))
  const path = { organizationId: orgId, reconciliationId: d.reconciliation.id }
  const accept = useOrgMutation(orgId, (matchIds: string[]) =>
    api.POST(
      '/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}/matches/{decision}',
      {
        params: { path: { ...path, decision: 'accept' } },
        body: { matchIds },
      },
    ),
  )
  const [error, setError] = useState<string | null>(null)
  if (d.matches.length === 0) return null
  return (
    <div>
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Matches</h3>
        {suggested.length > 0 && !d.reconciliation.reconciledAt && (
          <Button
            size="sm"
            disabled={chosen.size === 0 || accept.isPending}
            onClick={() =>
              accept.mutate([...chosen], {
                onSuccess: () => setPicked(null),
                onError: (e) => setError(apiFieldErrors(e)._ ?? apiFieldErrors(e).matchIds ?? null),
              })
            }
          >
            Accept {chosen.size} suggested {chosen.size === 1 ? 'match' : 'matches'}
          </Button>
        )}
      </div>
      {error && <Alert tone="danger">{error}</Alert>}
      <Table data-testid="matches">
        <TableHeader>
          <TableRow>
            <TableHead>
              <span className="sr-only">Choose</span>
            </TableHead>
            <TableHead>Feed</TableHead>
            <TableHead>Ledger</TableHead>
            <TableHead numeric>Amount</TableHead>
            <TableHead>Kind</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {d.matches.map((m) => (
            <TableRow key={m.id} data-testid="match-row" data-status={m.status}>
              <TableCell>
                {m.status === 'suggested' ? (
                  <Checkbox
                    aria-label="Accept this match"
                    checked={chosen.has(m.id)}
                    onChange={(e) => {
                      const next = new Set(chosen)
                      if (e.target.checked) next.add(m.id)
                      else next.delete(m.id)
                      setPicked(next)
                    }}
                  />
                ) : (
                  <Badge tone="success">Accepted</Badge>
                )}
              </TableCell>
              <TableCell>
                {m.feedLines.map((l) => `${formatDate(l.date, 'MMM d')} ${l.description}`).join(' + ')}
              </TableCell>
              <TableCell>
                {m.ledgerLines.map((l) => `${formatDate(l.date, 'MMM d')} ${l.description}`).join(' + ')}
              </TableCell>
              <TableCell numeric>{formatMoney(m.amountCents, { currency: true })}</TableCell>
              <TableCell>{MATCH_KIND_LABELS[m.kind]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

function Unmatched({ d }: { d: Detail }) {
  const sides = [
    ['Feed lines nothing matches', d.unmatchedFeedLines, 'unmatched-feed'],
    ['Ledger lines nothing matches', d.unmatchedLedgerLines, 'unmatched-ledger'],
  ] as const
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {sides.map(([title, lines, testId]) => (
        <div key={testId}>
          <h3 className="mb-2 font-semibold">{title}</h3>
          {lines.length === 0 ? (
            <p className="text-sm text-slate-500">None.</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm" data-testid={testId}>
              {lines.map((l) => (
                <li key={l.id} className="flex justify-between gap-3 py-1.5">
                  <span>
                    {formatDate(l.date, 'MMM d')} {l.description}
                  </span>
                  <span className="tabular-nums">{formatMoney(l.amountCents, { currency: true })}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  )
}

/** Lines booked by the Stripe entry: a confirmed payout's deposit, and the entry's line once all its payouts are. */
function StripeExplained({ d }: { d: Detail }) {
  if (d.stripeExplainedLines.length === 0) return null
  return (
    <div>
      <h3 className="mb-2 font-semibold">Explained by confirmed Stripe payouts</h3>
      <ul className="divide-y divide-slate-100 text-sm" data-testid="stripe-explained">
        {d.stripeExplainedLines.map((l) => (
          <li key={l.id} className="flex justify-between gap-3 py-1.5">
            <span>
              {l.date} {l.description}
            </span>
            <span className="tabular-nums">{formatMoney(l.amountCents, { currency: true })}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function ReconcileForm({ orgId, d }: { orgId: string; d: Detail }) {
  const [method, setMethod] = useState<TReconciliationMethod>('manually-in-haven-app')
  const [explanation, setExplanation] = useState('')
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const reconcile = useOrgMutation(orgId, () =>
    api.POST('/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}/reconcile', {
      params: { path: { organizationId: orgId, reconciliationId: d.reconciliation.id } },
      body: { method, explanation: explanation || undefined },
    }),
  )
  return (
    <form
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
      onSubmit={(e) => {
        e.preventDefault()
        fieldErrors.clear()
        reconcile.mutate(undefined, { onError: (err) => fieldErrors.fromApi(err) })
      }}
    >
      <h3 className="font-semibold">Reconcile</h3>
      {d.blocker && <Alert tone="warning">{d.blocker}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Method" error={errors.method}>
          <NativeSelect value={method} onChange={(e) => setMethod(e.target.value as TReconciliationMethod)}>
            {RECONCILIATION_METHODS.map((m) => (
              <option key={m} value={m}>
                {RECONCILIATION_METHOD_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Explanation of a remaining difference" error={errors.explanation ?? errors._}>
          <Textarea rows={2} value={explanation} onChange={(e) => setExplanation(e.target.value)} />
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={reconcile.isPending}>
          Reconcile period
        </Button>
      </div>
    </form>
  )
}
