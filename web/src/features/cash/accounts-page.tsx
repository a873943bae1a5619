/** /cash/accounts: the organization's bank accounts with balances; admins open new ones here. */
import { Link } from 'react-router-dom'
import { BANKING_ACCOUNT_TYPE_LABELS, formatMicros } from '@app/shared/rules/banking.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { type CashOverview, useAccounts } from './api.ts'
import { CashGate } from './cash-gate.tsx'
import { OpenAccountDialog } from './open-account-dialog.tsx'

export function AccountsPage() {
  return <CashGate>{(overview, orgId) => <Accounts orgId={orgId} overview={overview} />}</CashGate>
}

function Accounts({ orgId, overview }: { orgId: string; overview: CashOverview }) {
  const accounts = useAccounts(orgId)
  const money = (m: string) => formatMicros(m, { currency: true })
  return (
    <>
      <PageHeader
        title="Accounts"
        description="Each account has its own account number, statements and wire instructions."
        actions={overview.canManage && <OpenAccountDialog orgId={orgId} />}
      />
      <QueryState query={accounts} label="Loading accounts">
        {accounts.data &&
          (accounts.data.accounts.length === 0 ? (
            <EmptyState title="No accounts yet" description="Accounts opened for the business show here." />
          ) : (
            <Card>
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Account</TableHead>
                    <TableHead>Type</TableHead>
                    <TableHead>Number</TableHead>
                    <TableHead numeric>Balance</TableHead>
                    <TableHead numeric>Available</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {accounts.data.accounts.map((a) => (
                    <TableRow key={a.id} data-testid="account-row">
                      <TableCell>
                        <Link to={`/cash/accounts/${a.id}`} className="font-medium text-brand-700 hover:underline">
                          {a.name}
                        </Link>
                        {a.status === 'closed' && (
                          <Badge tone="neutral" className="ml-2">
                            Closed
                          </Badge>
                        )}
                      </TableCell>
                      <TableCell>{BANKING_ACCOUNT_TYPE_LABELS[a.accountType]}</TableCell>
                      <TableCell className="tabular-nums">
                        {a.accountNumberLast4 ? `•••• ${a.accountNumberLast4}` : 'N/A'}
                      </TableCell>
                      <TableCell numeric>{money(a.balanceMicros)}</TableCell>
                      <TableCell numeric>{money(a.availableBalanceMicros)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow className="font-semibold">
                    <TableCell colSpan={3}>Total (USD accounts)</TableCell>
                    <TableCell numeric>{money(accounts.data.totalBalanceMicros)}</TableCell>
                    <TableCell numeric>{money(accounts.data.totalAvailableMicros)}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Card>
          ))}
      </QueryState>
    </>
  )
}
