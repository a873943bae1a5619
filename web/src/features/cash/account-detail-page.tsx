/**
 * /cash/accounts/:accountId: one account — balances, account and routing numbers, wire instructions (details and
 * PDF), monthly statements as PDFs, and closing it; the sandbox core also offers "Add funds".
 */
import { Link, useParams } from 'react-router-dom'
import { BANKING_ACCOUNT_TYPE_LABELS, formatMicros } from '@app/shared/rules/banking.ts'
import { formatDate } from '@/lib/format.ts'
import { PageHeader, QueryState, Stat } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { type BankingAccount, type CashOverview, useAccount, useStatements } from './api.ts'
import { AddFundsDialog, CloseAccountDialog } from './account-actions.tsx'
import { CashGate } from './cash-gate.tsx'
import { useWireInstructions } from './onboarding-api.ts'
import { downloadStatement, downloadWireInstructions } from './downloads.ts'

export function AccountDetailPage() {
  const { accountId = '' } = useParams()
  return (
    <CashGate>
      {(overview, orgId) => <AccountDetail orgId={orgId} accountId={accountId} overview={overview} />}
    </CashGate>
  )
}

function AccountDetail({ orgId, accountId, overview }: { orgId: string; accountId: string; overview: CashOverview }) {
  const account = useAccount(orgId, accountId)
  return (
    <QueryState query={account} label="Loading the account">
      {account.data && (
        <>
          <PageHeader
            eyebrow={<Link to="/cash/accounts">Accounts</Link>}
            title={account.data.name}
            description={
              <span className="inline-flex items-center gap-2">
                {BANKING_ACCOUNT_TYPE_LABELS[account.data.accountType]}
                <Badge tone={account.data.status === 'open' ? 'success' : 'neutral'}>
                  {account.data.status === 'open' ? 'Open' : 'Closed'}
                </Badge>
              </span>
            }
            actions={
              account.data.status === 'open' && (
                <>
                  {overview.canMoveMoney && overview.sandbox && <AddFundsDialog orgId={orgId} account={account.data} />}
                  {overview.canManage && <CloseAccountDialog orgId={orgId} account={account.data} />}
                </>
              )
            }
          />
          <div className="flex flex-col gap-6">
            <div className="grid gap-4 sm:grid-cols-2">
              <div data-testid="account-balance">
                <Stat label="Balance" value={formatMicros(account.data.balanceMicros, { currency: true })} />
              </div>
              <div data-testid="account-available">
                <Stat label="Available" value={formatMicros(account.data.availableBalanceMicros, { currency: true })} />
              </div>
            </div>
            <Numbers account={account.data} />
            {account.data.status === 'open' && <WireInstructions orgId={orgId} account={account.data} />}
            <Statements orgId={orgId} account={account.data} />
            <div>
              <Button variant="link" asChild>
                <Link to={`/cash/activity?accountId=${account.data.id}`}>See this account's activity</Link>
              </Button>
            </div>
          </div>
        </>
      )}
    </QueryState>
  )
}

function Numbers({ account }: { account: BankingAccount }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Account number</dt>
            <dd className="font-medium tabular-nums">
              {account.accountNumberLast4 ? `•••• ${account.accountNumberLast4}` : 'N/A'}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Routing number</dt>
            <dd className="font-medium tabular-nums">{account.routingNumber ?? 'N/A'}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Currency</dt>
            <dd className="font-medium">{account.currency}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  )
}

function WireInstructions({ orgId, account }: { orgId: string; account: BankingAccount }) {
  const wire = useWireInstructions(orgId, account.id)
  const rows = wire.data
    ? [
        ['Bank', wire.data.bankName],
        ['Bank address', wire.data.bankAddress],
        ['Beneficiary', wire.data.beneficiaryName],
        ['Beneficiary address', wire.data.beneficiaryAddress],
        ['Account number', wire.data.accountNumber],
        ['Routing number', wire.data.routingNumber],
      ]
    : []
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div>
          <CardTitle>Wire instructions</CardTitle>
          <CardDescription>Give these to whoever sends you a wire.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            downloadWireInstructions(orgId, account.id, `Wire instructions - ${account.name}.pdf`).catch((e: Error) =>
              toast.error('The PDF could not be downloaded', { description: e.message }),
            )
          }
        >
          Download PDF
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState query={wire} label="Loading wire instructions">
          <dl className="grid gap-3 text-sm sm:grid-cols-2" data-testid="wire-instructions">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-500">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </QueryState>
      </CardContent>
    </Card>
  )
}

function Statements({ orgId, account }: { orgId: string; account: BankingAccount }) {
  const statements = useStatements(orgId, account.id)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Statements</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryState query={statements} label="Loading statements">
          {statements.data?.statements.length === 0 ? (
            <EmptyState title="No statements yet" description="A statement is ready after each month ends." />
          ) : (
            <ul className="divide-y divide-slate-100">
              {statements.data?.statements.map((s) => {
                const label = formatDate(`${s.year}-${String(s.month).padStart(2, '0')}-01`, 'MMMM yyyy')
                return (
                  <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                    <span className="font-medium">{label}</span>
                    <span className="text-sm tabular-nums text-slate-600">
                      {formatMicros(s.openingBalanceMicros, { currency: true })} →{' '}
                      {formatMicros(s.closingBalanceMicros, { currency: true })}
                    </span>
                    <Button
                      variant="link"
                      size="sm"
                      onClick={() =>
                        downloadStatement(orgId, s.id, `${account.name} statement ${label}.pdf`).catch((e: Error) =>
                          toast.error('The PDF could not be downloaded', { description: e.message }),
                        )
                      }
                    >
                      PDF
                    </Button>
                  </li>
                )
              })}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  )
}
