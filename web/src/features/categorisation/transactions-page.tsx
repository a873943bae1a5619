/**
 * /accounting/transactions: the client's categorised lines (behind the transactions-tab flag), by the filter
 * categories of spec §4 with their counts; each line opens to its account and why.
 */
import { useState } from 'react'
import { CATEGORISATION_FILTERS, type CategorisationFilter } from '@app/shared/rules/categorisation.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { cn } from '@/lib/utils.ts'
import { useLines } from './api.ts'
import { LineDetail, SuggestionBadge } from './line-detail.tsx'

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
  const lines = useLines(orgId ?? '', { filter, as: 'client' })
  const counts = lines.data?.counts
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
            onClick={() => setFilter(f)}
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
            <li className="p-6 text-center text-sm text-slate-500">No lines here yet.</li>
          )}
        </ul>
      </QueryState>
    </div>
  )
}
