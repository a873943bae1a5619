/**
 * An organization's provider transactions: search over description and vendor, filters (account, date range,
 * amount range, pending, provider) and paging, all in the page URL. The form checks the API's own schema first,
 * so a wrong amount or date is named in place before any request.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  BANK_TRANSACTION_PAGE_SIZES,
  TRANSACTION_PROVIDER_LABELS,
  TRANSACTION_PROVIDERS,
  type TBankAccount,
  type TBankTransaction,
} from '@app/shared/schemas/bank-feeds.ts'
import { ApiError } from '@/lib/api.ts'
import { formatDate } from '@/lib/format.ts'
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
import { accountMoney } from './accounts-panel.tsx'
import { useBankTransactions } from './api.ts'
import { draftFromParams, type FilterDraft, type FilterField, paramsFromDraft, parseFilters } from './filters.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'

const count = (n: number) => n.toLocaleString('en-US')

export function TransactionsPanel({ orgId, accounts }: { orgId: string; accounts: TBankAccount[] }) {
  const [params, setParams] = useSearchParams()
  const parsed = parseFilters(params)
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromParams(params))
  const draftErrors = useFormErrors()
  // a back/forward, a pasted link or choosing an account above changes the URL: the form follows it
  const key = params.toString()
  useEffect(() => {
    setDraft(draftFromParams(new URLSearchParams(key)))
    draftErrors.clear()
  }, [key, draftErrors.clear])

  const list = useBankTransactions(orgId, parsed.ok ? parsed.filters : undefined)
  const serverFields = list.error instanceof ApiError ? list.error.fields : {}
  const errors: Record<string, string> = { ...(parsed.ok ? {} : parsed.errors), ...serverFields, ...draftErrors.errors }
  const field = (name: FilterField) => ({
    name,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next = paramsFromDraft(draft, params)
    const check = parseFilters(next)
    if (!check.ok) {
      draftErrors.report(check.errors)
      return
    }
    setParams(next)
  }
  const page = (offset: number) => {
    const next = new URLSearchParams(params)
    if (offset > 0) next.set('offset', String(offset))
    else next.delete('offset')
    setParams(next)
  }
  const data = list.data
  const limit = parsed.ok ? (parsed.filters.limit ?? 50) : 50
  const offset = parsed.ok ? (parsed.filters.offset ?? 0) : 0

  return (
    <section aria-labelledby="bank-transactions" className="flex flex-col gap-4">
      <h2 id="bank-transactions" className="text-lg font-semibold text-slate-900">
        Transactions
      </h2>
      <Card className="p-4">
        <form
          onSubmit={submit}
          noValidate
          aria-label="Transaction filters"
          className="grid grid-cols-1 gap-4 md:grid-cols-4"
        >
          <Field label="Search" error={errors.q} className="md:col-span-2">
            <Input {...field('q')} type="search" placeholder="Description or vendor" />
          </Field>
          <Field label="Account" error={errors.accountId}>
            <NativeSelect {...field('accountId')}>
              <option value="">All accounts</option>
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                  {a.mask ? ` •••• ${a.mask}` : ''}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Provider" error={errors.provider}>
            <NativeSelect {...field('provider')}>
              <option value="">All providers</option>
              {TRANSACTION_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {TRANSACTION_PROVIDER_LABELS[p]}
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
          <Field label="Minimum amount" error={errors.minAmount}>
            <Input {...field('minAmount')} inputMode="decimal" placeholder="-100.00" />
          </Field>
          <Field label="Maximum amount" error={errors.maxAmount}>
            <Input {...field('maxAmount')} inputMode="decimal" placeholder="0.00" />
          </Field>
          <Field label="Status" error={errors.pending}>
            <NativeSelect {...field('pending')}>
              <option value="">Pending and posted</option>
              <option value="true">Pending only</option>
              <option value="false">Posted only</option>
            </NativeSelect>
          </Field>
          <div className="flex items-end gap-2 md:col-span-3 md:justify-end">
            <Button type="button" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
              Clear
            </Button>
            <Button type="submit">Apply filters</Button>
          </div>
        </form>
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="transactions-total" aria-live="polite">
          {data &&
            (data.total === 0
              ? 'No transactions'
              : `${count(offset + 1)}–${count(offset + data.transactions.length)} of ${count(data.total)}`)}
        </p>
        <label htmlFor="bank-page-size" className="flex items-center gap-2 text-sm text-slate-700">
          Per page
          <NativeSelect
            id="bank-page-size"
            className="w-24"
            value={String(limit)}
            onChange={(e) => {
              const next = new URLSearchParams(params)
              next.delete('offset')
              if (e.target.value === '50') next.delete('limit')
              else next.set('limit', e.target.value)
              setParams(next)
            }}
          >
            {BANK_TRANSACTION_PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>

      {!parsed.ok ? (
        <Alert tone="warning">Fix the highlighted filters to see transactions.</Alert>
      ) : list.isPending ? (
        <PageSpinner label="Loading transactions" />
      ) : list.isError && !Object.keys(serverFields).length ? (
        <Alert tone="danger">
          The transactions could not be loaded: {list.error.message}{' '}
          <button type="button" className="font-medium underline" onClick={() => list.refetch()}>
            Try again
          </button>
        </Alert>
      ) : data && data.transactions.length === 0 ? (
        <EmptyState
          title="No transactions"
          description="Nothing matches these filters, or no account you may see has transactions yet."
        />
      ) : data ? (
        <Card className={list.isPlaceholderData ? 'opacity-60' : undefined}>
          <Rows rows={data.transactions} />
          <div className="flex items-center justify-between border-t border-slate-100 px-4 py-3">
            <Button
              variant="outline"
              size="sm"
              disabled={offset === 0}
              onClick={() => page(Math.max(offset - limit, 0))}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={offset + data.transactions.length >= data.total}
              onClick={() => page(offset + limit)}
            >
              Next
            </Button>
          </div>
        </Card>
      ) : null}
    </section>
  )
}

function Rows({ rows }: { rows: TBankTransaction[] }) {
  return (
    <Table data-testid="bank-transactions">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Vendor</TableHead>
          <TableHead>Account</TableHead>
          <TableHead numeric>Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((t) => (
          <TableRow key={t.id} data-testid="bank-transaction">
            <TableCell className="whitespace-nowrap">{formatDate(t.date, 'MMM d, yyyy')}</TableCell>
            <TableCell>
              {t.description ?? <span className="text-slate-400">—</span>}
              {t.pending && (
                <Badge tone="warning" className="ml-2">
                  Pending
                </Badge>
              )}
            </TableCell>
            <TableCell>{t.vendor ?? <span className="text-slate-400">—</span>}</TableCell>
            <TableCell className="text-xs text-slate-600">
              {t.accountName ? `${t.accountName}${t.accountMask ? ` •••• ${t.accountMask}` : ''}` : null}
              <span className="block text-slate-400">{TRANSACTION_PROVIDER_LABELS[t.provider]}</span>
            </TableCell>
            <TableCell numeric className={t.amountCents < 0 ? 'text-slate-800' : 'text-emerald-700'}>
              {accountMoney(t.amountCents, t.currency)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
