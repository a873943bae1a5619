/**
 * /accounting/transactions: the client's categorised lines (behind the transactions-tab flag), by the filter
 * categories of spec §4 with their counts, searchable by vendor or description, fifty to a page; each line opens to its
 * account and why.
 */
import { useDeferredValue, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { CATEGORISATION_FILTERS, type CategorisationFilter } from '@app/shared/rules/categorisation.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { cn } from '@/lib/utils.ts'
import { useLines } from './api.ts'
import { LineDetail, SuggestionBadge } from './line-detail.tsx'

const PAGE = 50

const COUNT_OF = {
  Total: 'total',
  'AI Categorized': 'aiCategorized',
  Uncategorized: 'uncategorized',
  'Bookkeeper Confirmed': 'confirmed',
} as const

export function TransactionsPage() {
  const { orgId = '' } = useCurrentOrg()
  const [filter, setFilter] = useState<CategorisationFilter>('Total')
  const [open, setOpen] = useState<string | null>(null)
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const words = useDeferredValue(search)
  const lines = useLines(orgId ?? '', { filter, as: 'client', search: words, offset: page * PAGE, limit: PAGE })
  const counts = lines.data?.counts
  const matched = lines.data?.matched ?? 0
  const first = matched === 0 ? 0 : page * PAGE + 1
  const last = Math.min(matched, (page + 1) * PAGE)
  return (
    <div>
      <PageHeader title="Transactions" description="Your bank and card lines, the account each went to, and why." />
      <div role="tablist" aria-label="Filter" className="mb-4 flex flex-wrap gap-1 border-b border-slate-200">
        {CATEGORISATION_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={filter === f}
            onClick={() => {
              setFilter(f)
              setPage(0)
            }}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              filter === f
                ? 'border-brand-700 text-brand-800'
                : 'border-transparent text-slate-500 hover:text-slate-800',
            )}
          >
            {f} {counts && <span className="tabular-nums text-slate-400">{counts[COUNT_OF[f]]}</span>}
          </button>
        ))}
      </div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <Input
          type="search"
          aria-label="Search transactions"
          placeholder="Search by vendor or description"
          className="max-w-sm"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            setPage(0)
          }}
        />
        <div className="flex items-center gap-2 text-sm text-slate-600" data-testid="transactions-paging">
          <span className="tabular-nums">{matched === 0 ? 'No lines' : `${first}–${last} of ${matched}`}</span>
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={last >= matched} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      </div>
      <QueryState query={lines} label="Loading transactions">
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white" aria-label="Transactions">
          {(lines.data?.lines ?? []).map((l) => (
            <li key={l.id}>
              <button
                type="button"
                aria-expanded={open === l.id}
                onClick={() => setOpen(open === l.id ? null : l.id)}
                className="grid w-full grid-cols-[6rem_minmax(0,1fr)_7rem_minmax(0,14rem)] items-center gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span className="text-slate-500">{formatDate(l.transactionDate, 'MMM d, yyyy')}</span>
                <span className="truncate font-medium text-slate-900">{l.payee ?? 'No vendor'}</span>
                <span className="text-right tabular-nums">{formatMoney(l.amountCents, { currency: true })}</span>
                <span className="flex justify-end">
                  <SuggestionBadge line={l} />
                </span>
              </button>
              {open === l.id && (
                <div className="border-t border-slate-100 bg-slate-50/50 px-4 py-3">
                  <LineDetail line={l} />
                </div>
              )}
            </li>
          ))}
          {lines.data?.lines.length === 0 && (
            <li className="p-6 text-center text-sm text-slate-500">
              {words.trim() ? `No line matches “${words.trim()}”.` : 'No lines here yet.'}
            </li>
          )}
        </ul>
      </QueryState>
    </div>
  )
}
