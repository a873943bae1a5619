/**
 * /cash/dashboard: the USD total balance and available balance, each account's balance, money in and out by month
 * over the last year, and the payments still to happen (waiting for approval, sent or pending). Live: any banking
 * change on the organization refetches it.
 */
import { Link } from 'react-router-dom'
import { formatMicros } from '@app/shared/rules/banking.ts'
import { CASH_FIGURES, pendingMicros } from '@app/shared/rules/figures.ts'
import { BarChart } from '@/components/bar-chart.tsx'
import { PageHeader, QueryState, Stat } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { type CashOverview, useAccounts, useCounterparties, useDashboard } from './api.ts'
import { CashGate } from './cash-gate.tsx'
import { monthSeries } from './month-series.ts'
import { PaymentsTable } from './payments-table.tsx'

export function DashboardPage() {
  return <CashGate>{(overview, orgId) => <Dashboard orgId={orgId} overview={overview} />}</CashGate>
}

function Dashboard({ orgId, overview }: { orgId: string; overview: CashOverview }) {
  const dashboard = useDashboard(orgId)
  const accounts = useAccounts(orgId)
  const counterparties = useCounterparties(orgId)
  const money = (m: string) => formatMicros(m, { currency: true })
  return (
    <>
      <PageHeader
        title="Cash"
        description="Balances of your US dollar accounts, money in and out, and payments on their way."
        actions={
          overview.canMoveMoney && (
            <Button asChild>
              <Link to="/cash/payments">Send money</Link>
            </Button>
          )
        }
      />
      <QueryState query={dashboard} label="Loading balances">
        {dashboard.data && (
          <div className="flex flex-col gap-6">
            <div className="grid gap-4 sm:grid-cols-3">
              <div data-testid="total-balance">
                <Stat
                  label={CASH_FIGURES.bankBalance}
                  value={money(dashboard.data.totalBalanceMicros)}
                  hint={CASH_FIGURES.bankBalanceHint}
                />
              </div>
              <div data-testid="total-available">
                <Stat
                  label={CASH_FIGURES.bankAvailable}
                  value={money(dashboard.data.totalAvailableMicros)}
                  hint={CASH_FIGURES.bankAvailableHint}
                />
              </div>
              <div data-testid="total-pending">
                <Stat
                  label={CASH_FIGURES.pending}
                  value={money(
                    pendingMicros(dashboard.data.totalBalanceMicros, dashboard.data.totalAvailableMicros).toString(),
                  )}
                  hint={CASH_FIGURES.pendingHint}
                />
              </div>
            </div>
            <p className="text-sm text-slate-600" data-testid="cash-why-differ">
              {CASH_FIGURES.whyDiffer}
            </p>

            <Card>
              <CardHeader>
                <CardTitle>Accounts</CardTitle>
              </CardHeader>
              <CardContent>
                <QueryState query={accounts} label="Loading accounts">
                  <ul className="divide-y divide-slate-100">
                    {accounts.data?.accounts
                      .filter((a) => a.status === 'open')
                      .map((a) => (
                        <li
                          key={a.id}
                          className="flex items-center justify-between gap-3 py-2"
                          data-testid="account-balance"
                        >
                          <Link to={`/cash/accounts/${a.id}`} className="font-medium text-brand-700 hover:underline">
                            {a.name}
                          </Link>
                          <span className="text-right tabular-nums">
                            {money(a.balanceMicros)}
                            <span className="block text-xs text-slate-500">
                              {money(a.availableBalanceMicros)} available
                            </span>
                          </span>
                        </li>
                      ))}
                  </ul>
                </QueryState>
              </CardContent>
            </Card>

            <Card>
              <CardHeader>
                <CardTitle>Money in and out</CardTitle>
              </CardHeader>
              <CardContent>
                <InOutChart months={dashboard.data.months} />
              </CardContent>
            </Card>

            <Card>
              <CardHeader className="flex-row items-center justify-between">
                <CardTitle>Upcoming payments</CardTitle>
                {dashboard.data.upcoming.length > 0 && <Badge tone="warning">{dashboard.data.upcoming.length}</Badge>}
              </CardHeader>
              {dashboard.data.upcoming.length === 0 ? (
                <CardContent>
                  <EmptyState
                    title="Nothing on its way"
                    description="Payments waiting for approval, sent or pending show here."
                  />
                </CardContent>
              ) : (
                <PaymentsTable
                  orgId={orgId}
                  overview={overview}
                  payments={dashboard.data.upcoming}
                  accounts={accounts.data?.accounts ?? []}
                  counterparties={counterparties.data?.counterparties ?? []}
                />
              )}
            </Card>
          </div>
        )}
      </QueryState>
    </>
  )
}

function InOutChart({ months }: { months: { month: string; inMicros: string; outMicros: string }[] }) {
  const s = monthSeries(months)
  if (s.inCents.every((v) => v === 0) && s.outCents.every((v) => v === 0))
    return <EmptyState title="No settled money yet" description="Money in and out shows here month by month." />
  return (
    <BarChart
      labels={s.labels}
      series={[
        { label: 'Money in', values: s.inCents, color: '#059669' },
        { label: 'Money out', values: s.outCents, color: '#dc2626' },
      ]}
    />
  )
}
