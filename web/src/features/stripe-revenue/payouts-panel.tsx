/**
 * Stripe payouts against the bank deposits they became, for bookkeepers: each payout's arrival, amount and state
 * (Confirmed, Matched, Ambiguous, Unmatched; shared/rules/stripe-payouts.ts), the deposit it matched, and the
 * bookkeeper's actions: confirm a match (choosing among the deposits that fit when it is ambiguous) or undo one.
 */
import { useState } from 'react'
import { Badge, type BadgeProps } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { QueryState } from '@/components/page.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { type PayoutRow, useMatchPayout, useStripePayouts } from './api.ts'

const STATES: Record<PayoutRow['state'], { label: string; tone: BadgeProps['tone'] }> = {
  confirmed: { label: 'Confirmed', tone: 'success' },
  matched: { label: 'Matched', tone: 'info' },
  ambiguous: { label: 'Ambiguous', tone: 'warning' },
  unmatched: { label: 'Unmatched', tone: 'neutral' },
}

export function PayoutsPanel({ orgId, canMatch }: { orgId: string; canMatch: boolean }) {
  const payouts = useStripePayouts(orgId)
  const c = payouts.data?.counts
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payouts to the bank</CardTitle>
        <CardDescription>
          Each Stripe payout against the bank-feed deposit it became: the same amount to the cent, arriving within days
          of its arrival date.
          {c && ` ${c.confirmed} confirmed, ${c.matched} matched, ${c.ambiguous} ambiguous, ${c.unmatched} unmatched.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={payouts} label="Loading Stripe payouts">
          {payouts.data && payouts.data.payouts.length === 0 ? (
            <EmptyState
              title="No payouts yet"
              description="Stripe's payouts appear here once the import has read them."
            />
          ) : (
            <Table aria-label="Stripe payouts">
              <TableHeader>
                <TableRow>
                  <TableHead>Arrival</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>State</TableHead>
                  <TableHead>Bank deposit</TableHead>
                  <TableHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {(payouts.data?.payouts ?? []).map((p) => (
                  <PayoutLine key={p.payoutId} orgId={orgId} payout={p} canMatch={canMatch} />
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
      </CardContent>
    </Card>
  )
}

function PayoutLine({ orgId, payout: p, canMatch }: { orgId: string; payout: PayoutRow; canMatch: boolean }) {
  const match = useMatchPayout(orgId)
  const [chosen, setChosen] = useState(p.candidates[0]?.id ?? '')
  const run = (depositId: string | null, done: string) =>
    match.mutate(
      { payoutId: p.payoutId, depositId },
      {
        onSuccess: () => toast.success(done),
        onError: (e) => toast.error('Could not change the match', { description: e.message }),
      },
    )
  const state = STATES[p.state]
  return (
    <TableRow data-testid={`stripe-payout-${p.payoutId}`}>
      <TableCell className="whitespace-nowrap">{formatDate(`${p.arrivalDate}T12:00:00Z`)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatMoney(p.amountCents)}</TableCell>
      <TableCell>
        <Badge tone={state.tone}>{state.label}</Badge>
      </TableCell>
      <TableCell className="text-sm">
        {p.deposit ? (
          <span>
            {formatDate(`${p.deposit.date}T12:00:00Z`)} · {p.deposit.description ?? 'Deposit'}
            {p.deposit.account && <span className="text-slate-500"> · {p.deposit.account}</span>}
          </span>
        ) : p.state === 'ambiguous' ? (
          <NativeSelect
            aria-label={`Deposit for payout ${p.payoutId}`}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            disabled={!canMatch}
          >
            {p.candidates.map((d) => (
              <option key={d.id} value={d.id}>
                {d.date} · {d.description ?? 'Deposit'}
                {d.account ? ` · ${d.account}` : ''}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <span className="text-slate-500">No deposit of this amount near its arrival</span>
        )}
      </TableCell>
      <TableCell className="text-right">
        {canMatch && p.state === 'confirmed' && (
          <Button size="sm" variant="outline" disabled={match.isPending} onClick={() => run(null, 'Match undone')}>
            Undo
          </Button>
        )}
        {canMatch && (p.state === 'matched' || p.state === 'ambiguous') && (
          <Button
            size="sm"
            disabled={match.isPending || !(p.deposit?.id ?? chosen)}
            onClick={() => run(p.deposit?.id ?? chosen, 'Payout matched to its deposit')}
          >
            Confirm
          </Button>
        )}
      </TableCell>
    </TableRow>
  )
}
