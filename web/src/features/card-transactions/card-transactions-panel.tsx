/**
 * An organization's card transactions (Ramp): who paid, with which card, where, how much, when, the receipt, the
 * category and the status, newest first. Filters (words, card holder, status, receipt, dates) and the page live in
 * the URL. Settled spend without a receipt is highlighted, and counted above the list. One screen, two audiences:
 * staff in the workspace and the client under Accounting; the API answers through RLS either way.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { CARD_STATUS_FILTER_LABELS, type TCardStatusFilter } from '@app/shared/rules/card-transactions.ts'
import { ApiError } from '@/lib/api.ts'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { type CardQuery, type CardTransaction, useCardTransactions } from './api.ts'

const FIELDS = ['q', 'holder', 'status', 'receipt', 'from', 'to'] as const
type Draft = Record<(typeof FIELDS)[number], string>
const draftOf = (p: URLSearchParams): Draft => Object.fromEntries(FIELDS.map((f) => [f, p.get(f) ?? ''])) as Draft

function queryOf(p: URLSearchParams): CardQuery {
  const q: Record<string, string | number> = {}
  for (const f of FIELDS) {
    const v = p.get(f)
    if (v) q[f] = v
  }
  const offset = Number(p.get('offset'))
  if (Number.isInteger(offset) && offset > 0) q.offset = offset
  return q as CardQuery
}

const count = (n: number) => n.toLocaleString('en-US')

export function CardTransactionsPanel({ orgId, audience }: { orgId: string; audience: 'staff' | 'client' }) {
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  const [draft, setDraft] = useState<Draft>(() => draftOf(params))
  useEffect(() => setDraft(draftOf(new URLSearchParams(key))), [key])
  const list = useCardTransactions(orgId, queryOf(new URLSearchParams(key)))
  const fieldErrors = list.error instanceof ApiError ? list.error.fields : {}
  const field = (name: keyof Draft) => ({
    name,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next = new URLSearchParams()
    for (const f of FIELDS) if (draft[f].trim()) next.set(f, draft[f].trim())
    setParams(next)
  }
  const page = (offset: number) => {
    const next = new URLSearchParams(params)
    if (offset > 0) next.set('offset', String(offset))
    else next.delete('offset')
    setParams(next)
  }
  const data = list.data
  const offset = queryOf(params).offset ?? 0

  return (
    <section aria-labelledby="card-transactions" className="flex flex-col gap-4">
      <h2 id="card-transactions" className="sr-only">
        Card transactions
      </h2>
      <Card className="p-4">
        <form onSubmit={submit} noValidate aria-label="Card filters" className="grid grid-cols-1 gap-4 md:grid-cols-4">
          <Field label="Search" error={fieldErrors.q} className="md:col-span-2">
            <Input {...field('q')} type="search" placeholder="Merchant or card holder" />
          </Field>
          <Field label="Card holder" error={fieldErrors.holder}>
            <NativeSelect {...field('holder')}>
              <option value="">Everyone</option>
              {(data?.holders ?? []).map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Status" error={fieldErrors.status}>
            <NativeSelect {...field('status')}>
              <option value="">Any status</option>
              {(Object.keys(CARD_STATUS_FILTER_LABELS) as TCardStatusFilter[]).map((s) => (
                <option key={s} value={s}>
                  {CARD_STATUS_FILTER_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Receipt" error={fieldErrors.receipt}>
            <NativeSelect {...field('receipt')}>
              <option value="">With or without</option>
              <option value="missing">Missing a receipt</option>
              <option value="attached">With a receipt</option>
            </NativeSelect>
          </Field>
          <Field label="From" error={fieldErrors.from}>
            <Input {...field('from')} type="date" />
          </Field>
          <Field label="To" error={fieldErrors.to}>
            <Input {...field('to')} type="date" />
          </Field>
          <div className="flex items-end gap-2 md:justify-end">
            <Button type="button" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
              Clear
            </Button>
            <Button type="submit">Apply filters</Button>
          </div>
        </form>
      </Card>

      {data && !data.permitted && (
        <Alert tone="info">
          {audience === 'staff'
            ? 'The client has not shared its Ramp card spend with your team.'
            : 'An organization admin has not given you access to the Ramp card spend.'}
        </Alert>
      )}
      {data && data.missingReceipts > 0 && (
        <Alert tone="warning" data-testid="missing-receipts">
          {data.missingReceipts === 1
            ? '1 card payment has no receipt yet.'
            : `${count(data.missingReceipts)} card payments have no receipt yet.`}{' '}
          They are highlighted below.
        </Alert>
      )}
      <p className="text-sm text-slate-600" data-testid="card-total" aria-live="polite">
        {data &&
          (data.total === 0
            ? 'No card transactions'
            : `${count(offset + 1)}–${count(offset + data.transactions.length)} of ${count(data.total)}`)}
      </p>

      {list.isPending ? (
        <PageSpinner label="Loading card transactions" />
      ) : list.isError && !Object.keys(fieldErrors).length ? (
        <Alert tone="danger">
          The card transactions could not be loaded: {list.error.message}{' '}
          <button type="button" className="font-medium underline" onClick={() => list.refetch()}>
            Try again
          </button>
        </Alert>
      ) : data && data.transactions.length === 0 ? (
        <EmptyState
          title="No card transactions"
          description={
            audience === 'staff'
              ? 'Nothing matches these filters, or the client has not connected Ramp yet.'
              : 'Nothing matches these filters, or Ramp is not connected yet (Integrations).'
          }
        />
      ) : data ? (
        <Card className={list.isPlaceholderData ? 'opacity-60' : undefined}>
          <Rows rows={data.transactions} />
          <div className="flex items-center justify-between border-t border-slate-100 px-4 py-3">
            <Button
              variant="outline"
              size="sm"
              disabled={offset === 0}
              onClick={() => page(Math.max(offset - data.pageSize, 0))}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={offset + data.transactions.length >= data.total}
              onClick={() => page(offset + data.pageSize)}
            >
              Next
            </Button>
          </div>
        </Card>
      ) : null}
    </section>
  )
}

function Rows({ rows }: { rows: CardTransaction[] }) {
  return (
    <Table aria-label="Card transactions">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Card holder</TableHead>
          <TableHead>Card</TableHead>
          <TableHead>Merchant</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Receipt</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((t) => (
          <TableRow
            key={t.id}
            data-testid="card-transaction"
            className={t.missingReceipt ? 'bg-amber-50/70' : undefined}
          >
            <TableCell className="whitespace-nowrap">{formatDate(t.date)}</TableCell>
            <TableCell>{t.cardHolder ?? '—'}</TableCell>
            <TableCell className="whitespace-nowrap font-mono text-xs">{t.cardMask ?? '—'}</TableCell>
            <TableCell>{t.merchant ?? '—'}</TableCell>
            <TableCell>{t.category ?? '—'}</TableCell>
            <TableCell>
              <Badge
                tone={
                  t.status === 'Declined' || t.status === 'Failed'
                    ? 'danger'
                    : t.status === 'Pending'
                      ? 'info'
                      : 'neutral'
                }
              >
                {t.status}
              </Badge>
            </TableCell>
            <TableCell>
              {t.receipts.length > 0 ? (
                <span className="flex flex-col gap-1">
                  {t.receipts.map((r) =>
                    r.downloadUrl ? (
                      <a key={r.id} href={r.downloadUrl} className="text-sm font-medium text-brand-700 hover:underline">
                        Download receipt
                      </a>
                    ) : (
                      <span key={r.id} className="text-sm text-slate-500">
                        Receipt stored (no link right now)
                      </span>
                    ),
                  )}
                </span>
              ) : t.missingReceipt ? (
                <Badge tone="warning">Missing receipt</Badge>
              ) : (
                <span className="text-sm text-slate-500">—</span>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {t.amountCents > 0
                ? `Refund ${formatMoney(t.amountCents, { currency: true })}`
                : formatMoney(-t.amountCents, { currency: true })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
