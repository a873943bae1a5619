/**
 * The payment-provider summary for bookkeepers: each month's seven report slugs (as posted, or as posting would book
 * them now), the non-USD rows flagged and left out, what the entry books beside them (the receivable of invoices on
 * terms, the revenue recognition schedules of its deferral), the posted entry or what blocks posting, and a
 * drill-down from any slug to the balance transactions behind it.
 */
import { useState } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { QueryState } from '@/components/page.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { REPORT_SLUGS } from '@app/shared/rules/stripe-revenue.ts'
import { stripeBalanceTypeLabel } from '@app/shared/rules/stripe-balance-types.ts'
import { type Slug, type StripePeriod, usePeriodRows, usePostPeriod, useStripePeriods } from './api.ts'

const SLUG_LABELS: Record<Slug, string> = {
  revenue: 'Revenue',
  recognizedRevenue: 'Recognized',
  deferredRevenue: 'Deferred',
  totalFees: 'Fees',
  totalPayouts: 'Payouts',
  totalRefunds: 'Refunds',
  netTotal: 'Net',
}
const monthName = (period: string) => formatDate(`${period}T12:00:00Z`, 'MMMM yyyy')

export function PeriodsPanel({ orgId, canPost }: { orgId: string; canPost: boolean }) {
  const periods = useStripePeriods(orgId)
  const post = usePostPeriod(orgId)
  const [open, setOpen] = useState<{ period: string; slug: Slug } | null>(null)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stripe by month</CardTitle>
        <CardDescription>
          Stripe's own totals for each month; choose a figure to see the balance transactions behind it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={periods} label="Loading Stripe months">
          {periods.data && periods.data.periods.length === 0 ? (
            <EmptyState
              title={periods.data.connected ? 'Nothing from Stripe yet' : 'Stripe is not connected'}
              description={
                periods.data.connected
                  ? 'The first import runs right after connecting and every morning.'
                  : 'Connect Stripe on the integrations screen to book revenue from it.'
              }
            />
          ) : (
            <Table aria-label="Stripe months">
              <TableHeader>
                <TableRow>
                  <TableHead>Month</TableHead>
                  {REPORT_SLUGS.map((s) => (
                    <TableHead key={s} className="text-right">
                      {SLUG_LABELS[s]}
                    </TableHead>
                  ))}
                  <TableHead>Entry</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {(periods.data?.periods ?? []).map((p) => (
                  <TableRow key={p.period} data-testid={`stripe-period-${p.period.slice(0, 7)}`}>
                    <TableCell className="whitespace-nowrap">
                      {monthName(p.period)}
                      {p.totals.flaggedNonUsd > 0 && (
                        <Badge tone="warning" className="ml-2" title="Recorded, not summed: the entry is in USD">
                          {p.totals.flaggedNonUsd} non-USD
                        </Badge>
                      )}
                      <BesideSlugs totals={p.totals} />
                    </TableCell>
                    {REPORT_SLUGS.map((s) => (
                      <TableCell key={s} className="text-right tabular-nums">
                        <button
                          type="button"
                          className="underline-offset-2 hover:underline"
                          aria-label={`${SLUG_LABELS[s]} of ${monthName(p.period)}`}
                          onClick={() => setOpen({ period: p.period, slug: s })}
                        >
                          {formatMoney(p.totals[s])}
                        </button>
                      </TableCell>
                    ))}
                    <TableCell className="whitespace-nowrap">
                      {p.posted ? (
                        <Badge tone="success">Posted {p.posted.docNumber}</Badge>
                      ) : p.blocked ? (
                        <span className="text-xs text-amber-800">{p.blocked}</span>
                      ) : canPost ? (
                        <Button
                          size="sm"
                          disabled={post.isPending}
                          onClick={() =>
                            post.mutate(p.period, {
                              onSuccess: () => toast.success(`Stripe for ${monthName(p.period)} posted`),
                              onError: (e) => toast.error('Could not post', { description: e.message }),
                            })
                          }
                        >
                          Post entry
                        </Button>
                      ) : (
                        <span className="text-xs text-slate-500">Not posted</span>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryState>
        {open && <PeriodRows orgId={orgId} period={open.period} slug={open.slug} onClose={() => setOpen(null)} />}
      </CardContent>
    </Card>
  )
}

/**
 * What the month's entry books beside Stripe's totals: invoices on terms, the deferred revenue its refunds took back
 * from schedules, and the schedules its deferral made.
 */
function BesideSlugs({ totals }: { totals: StripePeriod['totals'] }) {
  const parts = [
    totals.accountsReceivable
      ? `Receivable ${totals.accountsReceivable > 0 ? '+' : ''}${formatMoney(totals.accountsReceivable)}`
      : null,
    totals.voided ? `Voided ${formatMoney(totals.voided)}` : null,
    totals.uncollectible ? `Written off ${formatMoney(totals.uncollectible)}` : null,
    (totals.refundedDeferred ?? 0) + (totals.disputedDeferred ?? 0)
      ? `Schedules shortened by refunds ${formatMoney((totals.refundedDeferred ?? 0) + (totals.disputedDeferred ?? 0))}`
      : null,
    totals.revenueSchedules
      ? `${totals.revenueSchedules} revenue schedule${totals.revenueSchedules === 1 ? '' : 's'}`
      : null,
  ].filter(Boolean)
  if (parts.length === 0) return null
  return <div className="mt-1 text-xs text-slate-500">{parts.join(' · ')}</div>
}

function PeriodRows({
  orgId,
  period,
  slug,
  onClose,
}: {
  orgId: string
  period: string
  slug: Slug
  onClose: () => void
}) {
  const rows = usePeriodRows(orgId, period, slug)
  return (
    <section aria-label={`${SLUG_LABELS[slug]} of ${monthName(period)}`} className="mt-6">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-sm font-semibold">
          {SLUG_LABELS[slug]} of {monthName(period)}
          {rows.data && <span className="ml-2 font-normal text-slate-500">{rows.data.total} balance transactions</span>}
        </h3>
        <Button size="sm" variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
      <QueryState query={rows}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Type</TableHead>
              <TableHead>Description</TableHead>
              <TableHead>Source</TableHead>
              <TableHead className="text-right">Amount</TableHead>
              <TableHead className="text-right">Fee</TableHead>
              <TableHead className="text-right">Net</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(rows.data?.rows ?? []).map((r) => (
              <TableRow key={r.id}>
                <TableCell className="whitespace-nowrap">{formatDate(r.created)}</TableCell>
                <TableCell>{stripeBalanceTypeLabel(r.type)}</TableCell>
                <TableCell>{r.description}</TableCell>
                <TableCell className="font-mono text-xs">{r.sourceId}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(r.amountCents)} {r.currency !== 'USD' && r.currency}
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(r.feeCents)}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(r.netCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </QueryState>
    </section>
  )
}
