/**
 * /sales-tax/nexus: every SaaS-taxable state with its status (crossed, near, below), progress toward each threshold
 * in the window the state measures, the crossing date or the projected one, and for a crossed state the accrued
 * liability the crossing proposes for the bookkeeper to review and post (liability-post.tsx).
 */
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { SalesTaxNav } from './sales-tax-nav.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { type NexusState, useNexus } from './api.ts'
import { LiabilityPost } from './liability-post.tsx'

const TONE = { crossed: 'danger', near: 'warning', below: 'neutral' } as const
const LABEL = { crossed: 'Nexus', near: 'Near', below: 'Below' } as const
const day = (d: string | null) => (d ? formatDate(d, 'MMM d, yyyy') : '—')

function Progress({ percent, label }: { percent: number; label: string }) {
  const width = Math.min(100, percent)
  return (
    <div className="min-w-40">
      <div className="flex justify-between text-xs text-slate-600">
        <span>{label}</span>
        <span>{percent}%</span>
      </div>
      <div className="mt-1 h-1.5 rounded bg-slate-100" role="progressbar" aria-valuenow={width} aria-label={label}>
        <div
          className={
            percent >= 100
              ? 'h-1.5 rounded bg-red-500'
              : percent >= 75
                ? 'h-1.5 rounded bg-amber-500'
                : 'h-1.5 rounded bg-brand-600'
          }
          style={{ width: `${width}%` }}
        />
      </div>
    </div>
  )
}

function threshold(s: NexusState) {
  const value = `$${formatMoney(s.thresholdCents).replace(/\.00$/, '')}`
  if (s.thresholdCount === null) return value
  return `${value} ${s.combine === 'and' ? 'and' : 'or'} ${s.thresholdCount} transactions`
}

/** `orgId` when mounted in a client's staff workspace (no links to the client area's other sales-tax screens there). */
export function NexusPage({ orgId: given }: { orgId?: string } = {}) {
  const { orgId: current } = useCurrentOrg()
  const orgId = given ?? current
  const nexus = useNexus(orgId ?? '')
  const states = nexus.data?.states ?? []
  const crossed = states.filter((s) => s.status === 'crossed')
  const near = states.filter((s) => s.status === 'near')
  return (
    <>
      <PageHeader
        title="Sales-tax nexus"
        actions={given ? undefined : <SalesTaxNav />}
        description="Economic nexus in the states that tax software, from your sales line items: where you have crossed a state's threshold and must collect, and where you are close."
      />
      <QueryState query={nexus} label="Reading your sales">
        <div className="mb-4 flex flex-wrap gap-2 text-sm text-slate-600">
          <span>
            As of {day(nexus.data?.asOf ?? null)}, from {nexus.data?.lineItems.toLocaleString('en-US')} line items:
          </span>
          <Badge tone="danger">{crossed.length} with nexus</Badge>
          <Badge tone="warning">{near.length} near</Badge>
        </div>
        <Card className="overflow-x-auto">
          <Table aria-label="Nexus by state">
            <TableHeader>
              <TableRow>
                <TableHead>State</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Threshold</TableHead>
                <TableHead>Window</TableHead>
                <TableHead>Progress</TableHead>
                <TableHead>Crossed / projected</TableHead>
                <TableHead className="text-right">Proposed liability</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {states.map((s) => (
                <TableRow key={s.state} data-state={s.state}>
                  <TableCell>
                    <div className="font-medium">{s.stateName}</div>
                    <div className="text-xs text-slate-500">
                      {s.state} · taxes {s.taxable.length === 2 ? 'products and services' : 'products'}
                    </div>
                  </TableCell>
                  <TableCell>
                    <Badge tone={TONE[s.status]}>{LABEL[s.status]}</Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{threshold(s)}</TableCell>
                  <TableCell className="text-sm">
                    {s.windowLabel}
                    <div className="text-xs text-slate-500">
                      {day(s.windowFrom)} – {day(s.windowTo)}
                    </div>
                  </TableCell>
                  <TableCell>
                    <div className="grid gap-2">
                      <Progress percent={s.valuePercent} label={`$${formatMoney(s.valueCents)}`} />
                      {s.countPercent !== null && (
                        <Progress percent={s.countPercent} label={`${s.count} transactions`} />
                      )}
                    </div>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {s.crossedOn ? (
                      <span>Crossed {day(s.crossedOn)}</span>
                    ) : s.projectedOn ? (
                      <span className="text-amber-700">Projected {day(s.projectedOn)}</span>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell className="text-right">
                    {s.liability ? (
                      <div
                        title={`${(s.liability.rateMicros / 10_000).toString()}% on $${formatMoney(s.liability.salesSinceCents)} of sales since, less $${formatMoney(s.liability.taxCollectedCents)} collected`}
                      >
                        <div className="font-medium">${formatMoney(s.liability.proposedCents)}</div>
                        <div className="text-xs text-slate-500">
                          on ${formatMoney(s.liability.salesSinceCents)} since
                        </div>
                        <LiabilityPost orgId={orgId ?? ''} s={s} asOf={nexus.data?.asOf ?? ''} />
                      </div>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      </QueryState>
    </>
  )
}
