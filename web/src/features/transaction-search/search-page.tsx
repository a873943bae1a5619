/**
 * Staff transaction search: filters on the left-to-right form, results in one table across the organizations the
 * user may see and both ledgers, newest first, paged. Everything is in the URL, so a search can be shared.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import {
  SEARCH_PAGE_SIZES,
  SEARCH_SORTS,
  SEARCH_TOTAL_CAP,
  type TTransactionSearchResult,
} from '@app/shared/schemas/transaction-search.ts'
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
import { PageSpinner, Spinner } from '@/components/ui/spinner.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { useSearchOrganizations, useTransactionSearch } from './api.ts'
import { draftFromParams, paramsFromDraft, parseSearch, type FilterDraft, type FilterField } from './filters.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'

const SORT_LABEL: Record<(typeof SEARCH_SORTS)[number], string> = {
  date_desc: 'Newest first',
  date_asc: 'Oldest first',
  amount_desc: 'Largest amount',
  amount_asc: 'Smallest amount',
}
const count = (n: number) => n.toLocaleString('en-US')
/** QuickBooks' entity names as people say them ("JournalEntry" → "Journal entry"). */
const typeLabel = (t: string) => t.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)

/**
 * Where a result leads: the staff page of its organization in the area being used. When the staff workspace gains a
 * per-record or report view (issue 10 item 1), point this one function at it.
 */
function recordHref(area: 'admin' | 'bookkeeper', r: TTransactionSearchResult) {
  return `/${area}/client/${r.organizationId}`
}

export function TransactionSearchPage({ area }: { area: 'admin' | 'bookkeeper' }) {
  const [params, setParams] = useSearchParams()
  const parsed = parseSearch(params)
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromParams(params))
  const draftErrors = useFormErrors()
  // a back/forward or a pasted link changes the URL: the form follows it
  const key = params.toString()
  useEffect(() => {
    setDraft(draftFromParams(new URLSearchParams(key)))
    draftErrors.clear()
  }, [key, draftErrors.clear])

  const search = useTransactionSearch(parsed.ok ? parsed.filters : undefined)
  const orgs = useSearchOrganizations()
  const serverFields = search.error instanceof ApiError ? search.error.fields : {}
  const errors: Partial<Record<string, string>> = {
    ...(parsed.ok ? {} : parsed.errors),
    ...serverFields,
    ...draftErrors.errors,
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next = paramsFromDraft(draft, params)
    const check = parseSearch(next)
    if (!check.ok) {
      draftErrors.report(check.errors)
      return
    }
    draftErrors.clear()
    setParams(next)
  }
  const setUrl = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v)
      else next.delete(k)
    }
    setParams(next)
  }
  const field = (name: FilterField) => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: e.target.value })),
    name,
  })

  const data = search.data
  const limit = parsed.ok ? (parsed.filters.limit ?? 50) : 50
  const offset = parsed.ok ? (parsed.filters.offset ?? 0) : 0
  const sort = parsed.ok ? (parsed.filters.sort ?? 'date_desc') : 'date_desc'

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Transaction search</h1>
        <p className="mt-1 text-sm text-slate-600">
          Every client you can see, in the built-in ledger and in QuickBooks. Text matches the vendor or customer, the
          description, the memo and the number.
        </p>
      </div>

      <Card className="p-4">
        <form
          onSubmit={submit}
          noValidate
          aria-label="Search filters"
          className="grid grid-cols-1 gap-4 md:grid-cols-4"
        >
          <Field label="Text" error={errors.q} className="md:col-span-2">
            <Input {...field('q')} type="search" placeholder="Vendor, description, memo or number" />
          </Field>
          <Field label="Account" error={errors.account}>
            <Input {...field('account')} placeholder="e.g. Software" />
          </Field>
          <Field label="Organization" error={errors.organizationId}>
            <NativeSelect {...field('organizationId')}>
              <option value="">All organizations</option>
              {(orgs.data ?? []).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.legalName}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Minimum amount" error={errors.minAmount}>
            <Input {...field('minAmount')} inputMode="decimal" placeholder="0.00" />
          </Field>
          <Field label="Maximum amount" error={errors.maxAmount}>
            <Input {...field('maxAmount')} inputMode="decimal" placeholder="0.00" />
          </Field>
          <Field label="From" error={errors.from}>
            <Input {...field('from')} type="date" />
          </Field>
          <Field label="To" error={errors.to}>
            <Input {...field('to')} type="date" />
          </Field>
          <Field label="Ledger" error={errors.source}>
            <NativeSelect {...field('source')}>
              <option value="">Built-in and QuickBooks</option>
              <option value="ledger">Built-in ledger</option>
              <option value="quickbooks">QuickBooks</option>
            </NativeSelect>
          </Field>
          <div className="flex items-end gap-2 md:col-span-3 md:justify-end">
            <Button type="button" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
              Clear
            </Button>
            <Button type="submit">Search</Button>
          </div>
        </form>
      </Card>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="search-total" aria-live="polite">
          {data &&
            (data.total === 0
              ? 'No matches'
              : `${count(offset + 1)}–${count(offset + data.results.length)} of ${data.totalIsExact ? count(data.total) : `${count(SEARCH_TOTAL_CAP)}+`}`)}
          {search.isFetching && data && <Spinner className="ml-2 h-3.5 w-3.5" label="Updating results" />}
        </p>
        <div className="flex items-center gap-3">
          <label htmlFor="search-sort" className="flex items-center gap-2 text-sm text-slate-700">
            Sort
            <NativeSelect
              id="search-sort"
              className="w-44"
              value={sort}
              onChange={(e) =>
                setUrl({ sort: e.target.value === 'date_desc' ? undefined : e.target.value, offset: undefined })
              }
            >
              {SEARCH_SORTS.map((s) => (
                <option key={s} value={s}>
                  {SORT_LABEL[s]}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label htmlFor="search-page-size" className="flex items-center gap-2 text-sm text-slate-700">
            Per page
            <NativeSelect
              id="search-page-size"
              className="w-24"
              value={String(limit)}
              onChange={(e) =>
                setUrl({ limit: e.target.value === '50' ? undefined : e.target.value, offset: undefined })
              }
            >
              {SEARCH_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>
      </div>

      {!parsed.ok ? (
        <Alert tone="warning">Fix the highlighted filters to search.</Alert>
      ) : search.isPending ? (
        <PageSpinner label="Searching" />
      ) : search.isError && !Object.keys(serverFields).length ? (
        <Alert tone="danger">
          {search.error instanceof ApiError && search.error.status === 404
            ? 'That organization is not one of yours, or it does not exist.'
            : `The search could not run: ${search.error.message}`}{' '}
          <button type="button" className="font-medium underline" onClick={() => search.refetch()}>
            Try again
          </button>
        </Alert>
      ) : data && data.results.length === 0 ? (
        <EmptyState
          title="No transactions match"
          description="Try fewer words, a wider amount or date range, or all organizations."
        />
      ) : data ? (
        <Card className={search.isPlaceholderData ? 'opacity-60' : undefined}>
          <Results area={area} rows={data.results} />
          <div className="flex items-center justify-between border-t border-slate-100 px-4 py-3">
            <Button
              variant="outline"
              size="sm"
              disabled={offset === 0}
              onClick={() => setUrl({ offset: offset - limit > 0 ? String(offset - limit) : undefined })}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={offset + data.results.length >= Math.min(data.total, SEARCH_TOTAL_CAP)}
              onClick={() => setUrl({ offset: String(offset + limit) })}
            >
              Next
            </Button>
          </div>
        </Card>
      ) : null}
    </div>
  )
}

function Results({ area, rows }: { area: 'admin' | 'bookkeeper'; rows: TTransactionSearchResult[] }) {
  // fixed layout: long text truncates (full text on hover) so the Amount column always fits at 1400 px
  return (
    <Table className="table-fixed" data-testid="search-results">
      <colgroup>
        <col className="w-[7.5rem]" />
        <col className="w-[11rem]" />
        <col className="w-[9rem]" />
        <col className="w-[10rem]" />
        <col />
        <col className="w-[11rem]" />
        <col className="w-[10.5rem]" />
      </colgroup>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Client</TableHead>
          <TableHead>Record</TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Accounts</TableHead>
          <TableHead numeric className="px-3">
            Amount
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id} data-testid="search-row">
            <TableCell className="whitespace-nowrap">{formatDate(r.date, 'MMM d, yyyy')}</TableCell>
            <TableCell className="truncate" title={r.organizationName}>
              <Link className="font-medium text-brand-700 hover:underline" to={recordHref(area, r)}>
                {r.organizationName}
              </Link>
            </TableCell>
            <TableCell>
              <div className="truncate" title={`${typeLabel(r.recordType)} ${r.docNumber ?? r.recordId}`}>
                {typeLabel(r.recordType)}
                {r.docNumber ? ` ${r.docNumber}` : ''}
              </div>
              <Badge tone={r.source === 'quickbooks' ? 'success' : 'neutral'} className="mt-0.5">
                {r.source === 'quickbooks' ? 'QuickBooks' : 'Ledger'}
              </Badge>
            </TableCell>
            <TableCell className="truncate" title={r.name ?? undefined}>
              {r.name ?? <span className="text-slate-400">—</span>}
            </TableCell>
            <TableCell>
              <div className="truncate" title={r.description ?? undefined}>
                {r.description ?? <span className="text-slate-400">—</span>}
              </div>
              {r.memo && r.memo !== r.description && (
                <div className="truncate text-xs text-slate-500" title={r.memo}>
                  {r.memo}
                </div>
              )}
            </TableCell>
            <TableCell className="truncate text-slate-600" title={r.accounts}>
              {r.accounts || '—'}
            </TableCell>
            <TableCell numeric className="whitespace-nowrap px-3 font-medium" data-testid="search-amount">
              {formatMoney(r.amountCents, { currency: true })}
              {r.currency !== 'USD' ? ` ${r.currency}` : ''}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
