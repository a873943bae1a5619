/**
 * /cash/activity: the organization's banking entries, newest first — search, filters by account, direction, type,
 * layer and dates (all in the URL), "Load more" along the API's cursor, CSV export of the same filters, card
 * descriptions without their masked number, and live updates as entries arrive or change layer.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  ENTRY_DIRECTIONS,
  ENTRY_LAYERS,
  TRANSACTION_TYPE_LABELS,
  type TTransactionType,
  formatMicros,
  stripCardMask,
} from '@app/shared/rules/banking.ts'
import { ApiError } from '@/lib/api.ts'
import { formatDate } from '@/lib/format.ts'
import { PageHeader } from '@/components/page.tsx'
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
import { toast } from '@/components/ui/toast.tsx'
import { type BankingEntry, type EntryFilters, entriesCsv, useAccounts, useEntries } from './api.ts'
import {
  csvFileName,
  draftFromParams,
  type FilterDraft,
  type FilterField,
  paramsFromDraft,
  parseFilters,
} from './activity-filters.ts'
import { CashGate } from './cash-gate.tsx'
import { saveText } from './downloads.ts'
import { LAYER_TONE } from './labels.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'

export function ActivityPage() {
  return <CashGate>{(_, orgId) => <Activity orgId={orgId} />}</CashGate>
}

function Activity({ orgId }: { orgId: string }) {
  const [params, setParams] = useSearchParams()
  const parsed = parseFilters(params)
  const filters = parsed.ok ? (parsed.filters as EntryFilters) : undefined
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromParams(params))
  const draftErrors = useFormErrors()
  const [exporting, setExporting] = useState(false)
  // a back/forward or a pasted link changes the URL: the form follows it
  const key = params.toString()
  useEffect(() => {
    setDraft(draftFromParams(new URLSearchParams(key)))
    draftErrors.clear()
  }, [key, draftErrors.clear])

  const accounts = useAccounts(orgId)
  const entries = useEntries(orgId, filters)
  const serverFields = entries.error instanceof ApiError ? entries.error.fields : {}
  const errors: Record<string, string> = { ...(parsed.ok ? {} : parsed.errors), ...serverFields, ...draftErrors.errors }
  const field = (name: FilterField) => ({
    name,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next = paramsFromDraft(draft)
    const check = parseFilters(next)
    if (!check.ok) {
      draftErrors.report(check.errors)
      return
    }
    setParams(next)
  }
  const exportCsv = async () => {
    if (!parsed.ok) return
    setExporting(true)
    try {
      saveText(await entriesCsv(orgId, parsed.filters as EntryFilters), csvFileName(parsed.filters))
    } catch (e) {
      toast.error('The CSV could not be exported', { description: e instanceof Error ? e.message : undefined })
    } finally {
      setExporting(false)
    }
  }
  const rows = entries.data?.pages.flatMap((p) => p.entries) ?? []
  const accountName = (id: string) => accounts.data?.accounts.find((a) => a.id === id)?.name

  return (
    <>
      <PageHeader
        title="Activity"
        description="Every movement on your accounts, newest first. It updates by itself as the bank posts."
        actions={
          <Button variant="outline" onClick={() => void exportCsv()} disabled={!parsed.ok || exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
      />
      <Card className="mb-4 p-4">
        <form
          onSubmit={submit}
          noValidate
          aria-label="Activity filters"
          className="grid grid-cols-1 gap-4 md:grid-cols-4"
        >
          <Field label="Search" error={errors.q} className="md:col-span-2">
            <Input {...field('q')} type="search" placeholder="Description or counterparty" />
          </Field>
          <Field label="Account" error={errors.accountId}>
            <NativeSelect {...field('accountId')}>
              <option value="">All accounts</option>
              {accounts.data?.accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Direction" error={errors.direction}>
            <NativeSelect {...field('direction')}>
              <option value="">In and out</option>
              {ENTRY_DIRECTIONS.map((d) => (
                <option key={d} value={d}>
                  {d === 'Credit' ? 'Money in (credit)' : 'Money out (debit)'}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Type" error={errors.type}>
            <NativeSelect {...field('type')}>
              <option value="">All types</option>
              {Object.entries(TRANSACTION_TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Status" error={errors.layer}>
            <NativeSelect {...field('layer')}>
              <option value="">All</option>
              {ENTRY_LAYERS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="From" error={errors.from}>
            <Input {...field('from')} type="date" />
          </Field>
          <Field label="To" error={errors.to}>
            <Input {...field('to')} type="date" />
          </Field>
          <div className="flex items-end justify-end gap-2 md:col-span-4">
            <Button type="button" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
              Clear
            </Button>
            <Button type="submit">Apply filters</Button>
          </div>
        </form>
      </Card>

      {!parsed.ok ? (
        <Alert tone="warning">Fix the highlighted filters to see the activity.</Alert>
      ) : entries.isPending ? (
        <PageSpinner label="Loading activity" />
      ) : entries.isError && !Object.keys(serverFields).length ? (
        <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
          <span>The activity could not be loaded: {entries.error.message}</span>
          <Button size="sm" variant="outline" onClick={() => void entries.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          title="No activity"
          description="Nothing matches these filters, or no money has moved on these accounts yet."
        />
      ) : (
        <Card>
          <EntriesTable rows={rows} accountName={accountName} />
          {entries.hasNextPage && (
            <div className="flex justify-center border-t border-slate-100 px-4 py-3">
              <Button
                variant="outline"
                disabled={entries.isFetchingNextPage}
                onClick={() => void entries.fetchNextPage()}
              >
                {entries.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          )}
        </Card>
      )}
    </>
  )
}

/** Card descriptions lose their masked card number (banking-payments-tax §9); others read as the bank wrote them. */
const describe = (e: BankingEntry) => {
  const text = e.description ?? ''
  return e.transactionType.startsWith('card_') ? stripCardMask(text) : text
}

function EntriesTable({
  rows,
  accountName,
}: {
  rows: BankingEntry[]
  accountName: (id: string) => string | undefined
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Account</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Status</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead numeric>Balance</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((e) => {
          const amount = BigInt(e.amountMicros)
          const abs = amount < 0n ? -amount : amount
          const signed = e.transactionDirection === 'Debit' ? -abs : abs
          const text = describe(e)
          return (
            <TableRow key={e.id} data-testid="banking-entry" data-layer={e.layer}>
              <TableCell className="whitespace-nowrap">{formatDate(e.transactionCreatedTime)}</TableCell>
              <TableCell>
                <span className="font-medium">{text || e.counterpartyName || 'N/A'}</span>
                {text && e.counterpartyName && e.counterpartyName.toLowerCase() !== text.toLowerCase() && (
                  <span className="block text-xs text-slate-500">{e.counterpartyName}</span>
                )}
              </TableCell>
              <TableCell>{accountName(e.accountId) ?? e.accountName}</TableCell>
              <TableCell>
                {TRANSACTION_TYPE_LABELS[e.transactionType as TTransactionType] ?? e.transactionType}
              </TableCell>
              <TableCell>
                <Badge tone={LAYER_TONE[e.layer]}>{e.layer}</Badge>
              </TableCell>
              <TableCell numeric className={signed < 0n ? 'text-slate-900' : 'text-emerald-700'}>
                {formatMicros(signed, { currency: true })}
              </TableCell>
              <TableCell numeric className="text-slate-500">
                {formatMicros(e.accountBalanceMicros, { currency: true })}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
