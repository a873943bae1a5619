/**
 * Payments as a table (the payments screen and the dashboard's upcoming list): who is paid from which account, the
 * amount, the status with the bank's answer in words, and the actions the signed-in person may take: approve or deny
 * (approvers, not on their own payment), cancel (while it waits for approval). A waiting payment says when it
 * expires (PAYMENT_APPROVAL_DAYS); an expired one shows why in its message.
 */
import { APPROVAL_REASON_TEXT, formatMicros, paymentExpiresAt } from '@app/shared/rules/banking.ts'
import { formatDate } from '@/lib/format.ts'
import { useMe } from '@/lib/session.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import {
  type BankingAccount,
  type BankingPayment,
  type CashOverview,
  type Counterparty,
  usePaymentDecision,
} from './api.ts'
import { PAYMENT_STATUS, RAIL_LABEL } from './labels.ts'

export function PaymentsTable({
  orgId,
  payments,
  accounts,
  counterparties,
  overview,
}: {
  orgId: string
  payments: BankingPayment[]
  accounts: BankingAccount[]
  counterparties: Counterparty[]
  overview: CashOverview
}) {
  const me = useMe()
  const decide = usePaymentDecision(orgId)
  const accountName = (id: string | null) => accounts.find((a) => a.id === id)?.name ?? 'Account'
  const payee = (p: BankingPayment) =>
    p.rail === 'book'
      ? accountName(p.toAccountId)
      : (counterparties.find((c) => c.id === p.counterpartyId)?.name ?? 'Payee')
  const act = (p: BankingPayment, action: 'approve' | 'deny' | 'cancel') =>
    decide.mutate(
      { paymentId: p.id, action },
      {
        onSuccess: () =>
          toast.success(
            action === 'approve' ? 'Payment approved' : action === 'deny' ? 'Payment denied' : 'Payment cancelled',
          ),
        onError: (e) => toast.error('That did not work', { description: e.message }),
      },
    )
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>To</TableHead>
          <TableHead>From</TableHead>
          <TableHead>Rail</TableHead>
          <TableHead numeric>Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payments.map((p) => {
          const waiting = p.status === 'awaiting_approval'
          const own = p.requestedBy === me.userId
          const approvedByMe = p.approvedBy.includes(me.userId)
          return (
            <TableRow key={p.id} data-testid="payment" data-status={p.status}>
              <TableCell className="whitespace-nowrap">{formatDate(p.createdAt, 'MMM d, yyyy')}</TableCell>
              <TableCell>
                <span className="font-medium">{payee(p)}</span>
                {p.description && <span className="block text-xs text-slate-500">{p.description}</span>}
              </TableCell>
              <TableCell>{accountName(p.fromAccountId)}</TableCell>
              <TableCell>{RAIL_LABEL[p.rail]}</TableCell>
              <TableCell numeric>{formatMicros(p.amountMicros, { currency: true })}</TableCell>
              <TableCell>
                <Badge tone={PAYMENT_STATUS[p.status].tone}>{PAYMENT_STATUS[p.status].label}</Badge>
                {waiting && p.approvalReason && (
                  <span className="block text-xs text-slate-500">
                    {APPROVAL_REASON_TEXT[p.approvalReason]}
                    {p.approvedBy.length > 0 &&
                      ` · ${p.approvedBy.length} approval${p.approvedBy.length > 1 ? 's' : ''}`}
                  </span>
                )}
                {waiting && (
                  <span className="block text-xs text-slate-500" data-testid="payment-expires">
                    Expires {formatDate(paymentExpiresAt(p.createdAt), 'MMMM d, yyyy h:mm a')} unless approved
                  </span>
                )}
                {p.message && (
                  <span className="block text-xs text-red-700" data-testid="payment-message">
                    {p.message}
                  </span>
                )}
              </TableCell>
              <TableCell className="text-right">
                {/* stacked, so the three decisions fit beside the payment at 1280 px instead of scrolling out of view */}
                <div className="flex flex-col items-stretch gap-1">
                  {waiting && overview.canApprove && !own && !approvedByMe && (
                    <>
                      <Button size="sm" disabled={decide.isPending} onClick={() => act(p, 'approve')}>
                        Approve
                      </Button>
                      <Button size="sm" variant="outline" disabled={decide.isPending} onClick={() => act(p, 'deny')}>
                        Deny
                      </Button>
                    </>
                  )}
                  {waiting && (own || overview.canManage) && (
                    <Button size="sm" variant="ghost" disabled={decide.isPending} onClick={() => act(p, 'cancel')}>
                      Cancel
                    </Button>
                  )}
                </div>
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
