/**
 * Cash on hand, burn, runway, income and expenses by month, and where the money went: the client's
 * /accounting/dashboard and the staff workspace's metrics of a client, where staff may also recompute them.
 */
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { formatMoney } from '@/lib/format.ts'
import { BarChart } from '@/components/bar-chart.tsx'
import { BASIS, CASH_FIGURES } from '@app/shared/rules/figures.ts'
import { useMetrics, useRecompute } from './api.ts'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const label = (m: string) => `${MONTHS[Number(m.slice(5, 7)) - 1]} ${m.slice(2, 4)}`

function Kpi({ title, value, hint }: { title: string; value: string; hint?: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-1">
        <span className="text-xs font-medium uppercase tracking-wide text-slate-500">{title}</span>
        <span className="text-2xl font-semibold tabular-nums text-slate-900">{value}</span>
        {hint && <span className="text-xs text-slate-500">{hint}</span>}
      </CardContent>
    </Card>
  )
}

const varianceWord = (d: 'up' | 'down' | 'none' | null | undefined) =>
  d === 'up' ? 'up' : d === 'down' ? 'down' : 'within range'

export function DashboardPage({
  orgId,
  canRecompute = false,
  title = 'Dashboard',
  notice,
}: {
  orgId: string | undefined
  canRecompute?: boolean
  title?: string
  /** What waits for the reader, shown under the title (the client's month-end notes). */
  notice?: ReactNode
}) {
  const q = useMetrics(orgId)
  const recompute = useRecompute(orgId)
  if (!orgId)
    return <EmptyState title="No organization" description="You are not a member of an organization with books yet." />
  const metrics = q.data?.metrics ?? []
  const last = metrics.at(-1)
  const action = canRecompute && (
    <Button size="sm" variant="outline" disabled={recompute.isPending} onClick={() => recompute.mutate()}>
      {recompute.isPending ? 'Computing…' : 'Recompute'}
    </Button>
  )
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {action}
      </div>
      {notice}
      {recompute.error && (
        <p role="alert" className="text-sm text-red-700">
          {(recompute.error as Error).message}
        </p>
      )}
      {q.isLoading && <Spinner />}
      {q.data && metrics.length === 0 && (
        <EmptyState
          title="No metrics yet"
          description={
            canRecompute
              ? "Compute them now from the client's books, or wait for the nightly run."
              : 'Monthly metrics appear after the nightly computation runs on your books.'
          }
          action={action || undefined}
        />
      )}
      {last && (
        <>
          <p className="text-sm text-slate-600" data-testid="dashboard-basis">
            {BASIS.booksMonth(last.month)}. Cash on hand is the balance of the bank accounts in the books; the bank's
            own balance, with what is pending, is on Cash.
          </p>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Kpi
              title={CASH_FIGURES.ledgerCash}
              value={formatMoney(last.cashOnHandCents, { currency: true })}
              hint={`${CASH_FIGURES.ledgerCashHint}, end of ${label(last.month)}`}
            />
            <Kpi
              title="Monthly burn"
              value={formatMoney(last.burnCents, { currency: true })}
              hint={last.burnCents < 0 ? 'cash grew this month' : undefined}
            />
            <Kpi
              title="Runway"
              value={last.runwayMonths === null ? 'Not burning' : `${last.runwayMonths} months`}
              hint="cash over 3-month average burn"
            />
            <Kpi
              title="Net income"
              value={formatMoney(last.netIncomeCents, { currency: true })}
              hint={label(last.month)}
            />
          </div>
          {(last.variance?.income || last.variance?.expenses) && (
            <p className="text-sm text-slate-600" data-testid="metrics-variance">
              Against the organization's variance thresholds, {label(last.month)} income is{' '}
              {varianceWord(last.variance.income)} and expenses are {varianceWord(last.variance.expenses)} compared with
              the month before.
            </p>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <Card>
              <CardHeader>
                <CardTitle>Cash on hand</CardTitle>
              </CardHeader>
              <CardContent>
                <BarChart
                  labels={metrics.map((m) => label(m.month))}
                  series={[{ label: 'Cash on hand', color: '#1d4ed8', values: metrics.map((m) => m.cashOnHandCents) }]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Burn</CardTitle>
              </CardHeader>
              <CardContent>
                <BarChart
                  labels={metrics.map((m) => label(m.month))}
                  series={[{ label: 'Burn', color: '#b91c1c', values: metrics.map((m) => m.burnCents) }]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Income and expenses</CardTitle>
              </CardHeader>
              <CardContent>
                <BarChart
                  labels={metrics.map((m) => label(m.month))}
                  series={[
                    { label: 'Income', color: '#0f766e', values: metrics.map((m) => m.incomeCents) },
                    { label: 'Expenses', color: '#b45309', values: metrics.map((m) => m.expensesCents) },
                  ]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Top vendors, {label(last.month)}</CardTitle>
                <p className="text-xs text-slate-500">{BASIS.booksMonth(last.month)}</p>
              </CardHeader>
              <CardContent>
                {last.vendorExpenses.length === 0 ? (
                  <p className="text-sm text-slate-500">No vendor spend this month.</p>
                ) : (
                  <table className="w-full text-sm">
                    <tbody>
                      {last.vendorExpenses.slice(0, 8).map((v) => (
                        <tr
                          key={v.vendorId ?? v.vendor}
                          className="border-t border-slate-100"
                          data-testid="top-vendor"
                          data-vendor={v.vendor}
                        >
                          <td className="py-1">{v.vendor}</td>
                          <td className="text-right tabular-nums">{formatMoney(v.cents, { currency: true })}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </CardContent>
            </Card>
          </div>
        </>
      )}
    </div>
  )
}
