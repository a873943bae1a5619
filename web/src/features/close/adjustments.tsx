/**
 * Adjustments of a variance analysis (docs/close.md "Adjustments", type variance_analysis): on a chosen line, a
 * reviewer or the bookkeeper proposes to move an amount found in the wrong account (the line's own account is where
 * it leaves from); the bookkeeper posts it, or posts at once, and may reverse a posted one. The list shows every
 * adjustment with its status, who took each step, its line and a link to its entries on the Entries screen (which
 * links back here with `?adjustment=`). Refusals are the API's own words, on the fields they name.
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { ZVarianceAdjustmentRequestSchema } from '@app/shared/schemas/close.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { api } from '@/lib/api.ts'
import { apiFieldErrors } from '@/lib/field-errors.ts'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { cn } from '@/lib/utils.ts'
import { readAmount } from '../cash/money-input.ts'
import { type Adjustment, type Analysis, type Line, closeKeys, useAdjust, useAdjustmentStep } from './api.ts'

const STATUS = {
  proposed: { label: 'Proposed', tone: 'warning' },
  posted: { label: 'Posted', tone: 'success' },
  reversed: { label: 'Reversed', tone: 'neutral' },
} as const

function useAccounts(orgId: string) {
  return useQuery({
    queryKey: [...closeKeys.org(orgId), 'ledger-accounts'],
    queryFn: async () =>
      (await api.GET('/api/orgs/{orgId}/ledger/accounts', { params: { path: { orgId } } })).QueryResponse.Account,
  })
}

/** Propose (anyone on the close) or post at once (the bookkeeper) an adjustment moving money out of the line's account. */
export function AdjustmentForm({ orgId, analysis, line }: { orgId: string; analysis: Analysis; line: Line }) {
  const accounts = useAccounts(orgId)
  const adjust = useAdjust(orgId, analysis.id)
  const blank = { amount: '', fromAccountId: line.accountId ?? '', toAccountId: '', memo: '' }
  const [form, setForm] = useState(blank)
  const [done, setDone] = useState<string | null>(null)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const send = (propose: boolean) => {
    setDone(null)
    const amount = readAmount(form.amount)
    const parsed = fieldErrors.check(
      ZVarianceAdjustmentRequestSchema,
      {
        amount: 'micros' in amount ? Number(amount.micros) / 1_000_000 : undefined,
        fromAccountId: form.fromAccountId,
        toAccountId: form.toAccountId,
        memo: form.memo,
        path: line.path,
        propose,
      },
      (found) => ({
        amount: 'error' in amount ? amount.error : found.amount,
        fromAccountId: form.fromAccountId ? found.fromAccountId : 'Choose the account the amount leaves',
        toAccountId: form.toAccountId ? found.toAccountId : 'Choose the account the amount belongs in',
      }),
    )
    if (!parsed) return
    adjust.mutate(parsed, {
      onSuccess: () => {
        setForm(blank)
        setDone(propose ? 'Proposed: the bookkeeper posts it from the list below.' : 'Posted to the ledger.')
      },
      onError: (e) => fieldErrors.fromApi(e),
    })
  }
  const chart = (accounts.data ?? []).filter((a) => a.Active !== false)
  const options = (placeholder: string) => (
    <>
      <option value="">{placeholder}</option>
      {chart.map((a) => (
        <option key={a.Id} value={a.Id}>
          {a.FullyQualifiedName ?? a.Name}
        </option>
      ))}
    </>
  )
  return (
    <form
      className="grid gap-3"
      data-testid="adjustment-form"
      onSubmit={(e) => {
        // Enter proposes: only the Post now button puts an entry in the ledger
        e.preventDefault()
        send(true)
      }}
    >
      <h3 className="text-sm font-semibold text-slate-900">Adjust {line.trail}</h3>
      {errors._ && <Alert tone="danger">{errors._}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Move out of" error={errors.fromAccountId}>
          <NativeSelect
            value={form.fromAccountId}
            onChange={(e) => setForm({ ...form, fromAccountId: e.target.value })}
          >
            {options('Choose the account the amount leaves')}
          </NativeSelect>
        </Field>
        <Field label="Into" error={errors.toAccountId}>
          <NativeSelect value={form.toAccountId} onChange={(e) => setForm({ ...form, toAccountId: e.target.value })}>
            {options('Choose the account the amount belongs in')}
          </NativeSelect>
        </Field>
        <Field label="Amount ($)" error={errors.amount}>
          <Input
            inputMode="decimal"
            placeholder="1,250.00"
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.target.value })}
          />
        </Field>
        <Field label="Why it moves" error={errors.memo}>
          <Input value={form.memo} onChange={(e) => setForm({ ...form, memo: e.target.value })} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant={analysis.canPrepare ? 'outline' : 'default'}
          disabled={adjust.isPending}
          onClick={() => send(true)}
        >
          Propose adjustment
        </Button>
        {analysis.canPrepare && (
          <Button type="button" size="sm" disabled={adjust.isPending} onClick={() => send(false)}>
            Post now
          </Button>
        )}
      </div>
    </form>
  )
}

function EntryLink({ recordId, label }: { recordId: string | null; label: string }) {
  if (!recordId) return null
  return (
    <Link
      relative="path"
      to={`../entries?type=variance_analysis&entry=${recordId}`}
      className="text-brand-700 underline-offset-4 hover:underline"
    >
      {label}
    </Link>
  )
}

/** Every adjustment of the analysis with its status and entries; post and reverse for the bookkeeper. */
export function AdjustmentsList({
  orgId,
  analysis,
  highlight,
  onSelectLine,
}: {
  orgId: string
  analysis: Analysis
  highlight: string | null
  onSelectLine: (path: string) => void
}) {
  const accounts = useAccounts(orgId)
  const step = useAdjustmentStep(orgId, analysis.id)
  const [error, setError] = useState<string | null>(null)
  const name = (id: string) => {
    const a = accounts.data?.find((x) => x.Id === id)
    return a ? (a.FullyQualifiedName ?? a.Name) : `Account ${id}`
  }
  const lines = [...analysis.profitAndLoss, ...analysis.balanceSheet]
  const trail = (path: string | null) => lines.find((l) => l.path === path)?.trail ?? null
  const take = (a: Adjustment, s: 'post' | 'reverse') =>
    step.mutate(
      { adjustmentId: a.id, step: s },
      { onError: (e) => setError(apiFieldErrors(e)._ ?? 'Something went wrong'), onSuccess: () => setError(null) },
    )
  const open = !analysis.submittedAt
  if (analysis.adjustments.length === 0)
    return <p className="p-4 text-sm text-slate-500">No adjustments yet: choose a line to propose one.</p>
  return (
    <>
      {error && (
        <Alert tone="danger" className="m-3">
          {error}
        </Alert>
      )}
      <Table data-testid="variance-adjustments">
        <TableHeader>
          <TableRow>
            <TableHead>Line</TableHead>
            <TableHead>Moves</TableHead>
            <TableHead numeric>Amount</TableHead>
            <TableHead>Why</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Entries</TableHead>
            <TableHead />
          </TableRow>
        </TableHeader>
        <TableBody>
          {analysis.adjustments.map((a) => (
            <TableRow
              key={a.id}
              data-testid="variance-adjustment"
              data-status={a.status}
              className={cn(highlight === a.id && 'bg-brand-50')}
            >
              <TableCell className="text-xs">
                {a.path ? (
                  <button type="button" className="text-left hover:underline" onClick={() => onSelectLine(a.path!)}>
                    {trail(a.path) ?? a.path}
                  </button>
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell className="text-xs">
                {name(a.fromAccountId)} → {name(a.toAccountId)}
              </TableCell>
              <TableCell numeric>{formatMoney(a.amountCents, { currency: true })}</TableCell>
              <TableCell className="text-xs">{a.memo}</TableCell>
              <TableCell className="text-xs">
                <Badge tone={STATUS[a.status].tone}>{STATUS[a.status].label}</Badge>
                <div className="mt-1 text-slate-500">
                  {a.status === 'proposed' && `by ${a.proposedByName ?? 'someone'}, ${formatDate(a.createdAt)}`}
                  {a.status === 'posted' && `by ${a.postedByName ?? 'someone'}, ${formatDate(a.postedAt!)}`}
                  {a.status === 'reversed' && `by ${a.reversedByName ?? 'someone'}, ${formatDate(a.reversedAt!)}`}
                </div>
              </TableCell>
              <TableCell className="space-x-2 text-xs">
                <EntryLink recordId={a.journalEntryRecordId} label="Entry" />
                <EntryLink recordId={a.reversalJournalEntryRecordId} label="Reversal" />
              </TableCell>
              <TableCell className="text-right">
                {analysis.canPrepare && open && a.status === 'proposed' && (
                  <Button size="sm" disabled={step.isPending} onClick={() => take(a, 'post')}>
                    Post
                  </Button>
                )}
                {analysis.canPrepare && open && a.status === 'posted' && (
                  <Button size="sm" variant="outline" disabled={step.isPending} onClick={() => take(a, 'reverse')}>
                    Reverse
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
