/**
 * /accounting/real-time-expenses (behind its flag): money out over the last 30 days as lines arrive and are
 * categorised, by account, with the newest lines; it updates live on the organization's topic.
 */
import { PageHeader, QueryState, Stat } from '@/components/page.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { BASIS } from '@app/shared/rules/figures.ts'
import { useLines } from './api.ts'
import { SuggestionBadge } from './line-detail.tsx'

const DAY = 86_400_000

export function RealTimeExpensesPage() {
  const { orgId } = useCurrentOrg()
  // newest first, as many as a page holds: a default page of 200 left busy months short of their 30 days
  const lines = useLines(orgId ?? '', { as: 'client', limit: 500 })
  const since = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10)
  const recent = (lines.data?.lines ?? []).filter((l) => l.amountCents < 0 && l.transactionDate >= since)
  const byAccount = new Map<string, number>()
  for (const l of recent) {
    const account = l.actualCategory ?? l.predictedCategory ?? 'Uncategorized'
    byAccount.set(account, (byAccount.get(account) ?? 0) - l.amountCents)
  }
  const total = recent.reduce((t, l) => t - l.amountCents, 0)
  return (
    <div className="space-y-6">
      <PageHeader
        title="Real-time expenses"
        description="What went out in the last 30 days, by account, as it happens."
      />
      <p className="text-sm text-slate-600" data-testid="expenses-basis">
        {BASIS.lastThirtyDays}. The profit and loss counts the books by calendar month on the accrual basis, so the two
        differ until the month's lines are booked.
      </p>
      <QueryState query={lines} label="Loading expenses">
        <div className="grid gap-4 sm:grid-cols-2">
          <Stat label="Spent in the last 30 days" value={formatMoney(total, { currency: true })} />
          <Stat label="Lines" value={recent.length} />
        </div>
        <Table aria-label="By account">
          <TableHeader>
            <TableRow>
              <TableHead>Account</TableHead>
              <TableHead className="text-right">Spent</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {[...byAccount.entries()]
              .sort((a, b) => b[1] - a[1])
              .map(([account, cents]) => (
                <TableRow key={account}>
                  <TableCell>{account}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatMoney(cents, { currency: true })}</TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
        <ul
          className="divide-y divide-slate-100 rounded-md border border-slate-200 bg-white text-sm"
          aria-label="Latest lines"
        >
          {recent.slice(0, 20).map((l) => (
            <li key={l.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="text-slate-500">{formatDate(l.transactionDate, 'MMM d')}</span>
              <span className="flex-1 truncate font-medium">{l.payee ?? 'No vendor'}</span>
              <span className="tabular-nums">{formatMoney(l.amountCents, { currency: true })}</span>
              <SuggestionBadge line={l} />
            </li>
          ))}
        </ul>
      </QueryState>
    </div>
  )
}
