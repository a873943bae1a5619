/**
 * /cash/payments: payees, sending money, and every payment with its status — live, so an approval given in another
 * browser shows here at once. Approvers approve or deny payments over the requester's limit.
 */
import { PageHeader, QueryState } from '@/components/page.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { type CashOverview, useAccounts, useCounterparties, usePayments } from './api.ts'
import { CashGate } from './cash-gate.tsx'
import { AddPayeeDialog, PayeesList } from './payees.tsx'
import { PaymentsTable } from './payments-table.tsx'
import { SendPaymentDialog } from './send-payment-dialog.tsx'

export function PaymentsPage() {
  return <CashGate>{(overview, orgId) => <Payments orgId={orgId} overview={overview} />}</CashGate>
}

function Payments({ orgId, overview }: { orgId: string; overview: CashOverview }) {
  const payments = usePayments(orgId)
  const accounts = useAccounts(orgId)
  const counterparties = useCounterparties(orgId)
  const list = payments.data?.pages.flatMap((p) => p.payments) ?? []
  return (
    <>
      <PageHeader
        title="Payments"
        description="Pay by ACH, wire or RTP, or move money between your accounts."
        actions={
          overview.canMoveMoney &&
          accounts.data &&
          counterparties.data && (
            <SendPaymentDialog
              orgId={orgId}
              accounts={accounts.data.accounts}
              counterparties={counterparties.data.counterparties}
            />
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Payments</CardTitle>
          </CardHeader>
          <QueryState query={payments} label="Loading payments">
            {list.length === 0 ? (
              <CardContent>
                <EmptyState title="No payments yet" description="Payments you send show here with their status." />
              </CardContent>
            ) : (
              <>
                <PaymentsTable
                  orgId={orgId}
                  overview={overview}
                  payments={list}
                  accounts={accounts.data?.accounts ?? []}
                  counterparties={counterparties.data?.counterparties ?? []}
                />
                {payments.hasNextPage && (
                  <CardFooter className="justify-center">
                    <Button
                      variant="outline"
                      disabled={payments.isFetchingNextPage}
                      onClick={() => void payments.fetchNextPage()}
                    >
                      {payments.isFetchingNextPage ? 'Loading…' : 'Load more'}
                    </Button>
                  </CardFooter>
                )}
              </>
            )}
          </QueryState>
        </Card>
        <Card>
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>Payees</CardTitle>
            {overview.canMoveMoney && <AddPayeeDialog orgId={orgId} />}
          </CardHeader>
          <CardContent>
            <QueryState query={counterparties} label="Loading payees">
              <PayeesList counterparties={counterparties.data?.counterparties ?? []} />
            </QueryState>
          </CardContent>
        </Card>
      </div>
    </>
  )
}
