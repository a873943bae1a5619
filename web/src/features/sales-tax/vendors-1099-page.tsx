/**
 * /accounting/1099s (taxes flag): the year's vendors with what was paid by method (card and payment-network
 * payments shown but left out of the 1099 total), whether each needs a 1099 (decided, and editable: the override
 * returns to the decided value when cleared), the W-9 status, the readiness score, and the filing CSV for the
 * organization's admins and staff. The W-9 is requested from each vendor's row (w9-request.tsx) through the tax-form
 * service, once the organization created its business there (tax-form-business.tsx).
 */
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { formatMoney } from '@/lib/format.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { downloadText } from '@/features/reports/csv.ts'
import { fetch1099Csv, useVendors1099, useUpdate1099, type Vendor1099 } from './api.ts'
import { W9Cell } from './w9-request.tsx'
import { TaxFormBusinessCard } from './tax-form-business.tsx'

const money = (c: number) => `$${formatMoney(c)}`

function NeedsT99({ v, year, orgId, canEdit }: { v: Vendor1099; year: number; orgId: string; canEdit: boolean }) {
  const update = useUpdate1099(orgId, year)
  const value = v.needsT99Override === null ? 'decided' : v.needsT99Override ? 'yes' : 'no'
  if (!canEdit) return <span>{v.needsT99 ? 'Yes' : 'No'}</span>
  return (
    <NativeSelect
      aria-label={`Needs a 1099: ${v.vendorName}`}
      value={value}
      disabled={update.isPending}
      onChange={(e) =>
        update.mutate(
          { nameId: v.nameId, needsT99: e.target.value === 'decided' ? null : e.target.value === 'yes' },
          { onError: (err) => toast.error(err instanceof Error ? err.message : 'Not saved') },
        )
      }
    >
      <option value="decided">{v.decidedNeedsT99 ? 'Yes (decided)' : 'No (decided)'}</option>
      <option value="yes">Yes</option>
      <option value="no">No</option>
    </NativeSelect>
  )
}

/** `orgId` when mounted in a client's staff workspace; the client area's page follows the current organization. */
export function Vendors1099Page({ orgId: given }: { orgId?: string } = {}) {
  const { orgId: current } = useCurrentOrg()
  const orgId = given ?? current
  const [year, setYear] = useState(new Date().getFullYear())
  const list = useVendors1099(orgId ?? '', year)
  const d = list.data
  return (
    <>
      <PageHeader
        title="1099s"
        description="Vendors paid this year and who needs a 1099. Card and payment-network payments are reported by the card company or network on a 1099-K, so they do not count here."
        actions={
          <>
            <NativeSelect aria-label="Year" value={String(year)} onChange={(e) => setYear(Number(e.target.value))}>
              {[0, 1, 2].map((k) => {
                const y = new Date().getFullYear() - k
                return <option key={y}>{y}</option>
              })}
            </NativeSelect>
            {d?.canSeeTin && (
              <Button
                variant="outline"
                onClick={async () => downloadText(`1099s-${year}.csv`, String(await fetch1099Csv(orgId ?? '', year)))}
              >
                Export CSV for filing
              </Button>
            )}
          </>
        }
      />
      <QueryState query={list} label="Loading vendors">
        {d && (
          <>
            <TaxFormBusinessCard orgId={orgId ?? ''} canManage={d.canSeeTin} />
            <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
              <span>
                Readiness <span className="text-lg font-semibold text-slate-900">{d.readiness}%</span>
              </span>
              <span>
                {d.vendors.filter((v) => v.needsT99).length} of {d.vendors.length} vendors need a 1099 (threshold{' '}
                {money(d.thresholdCents)})
              </span>
            </div>
            <Card className="overflow-x-auto">
              <Table aria-label="1099 vendors">
                <TableHeader>
                  <TableRow>
                    <TableHead>Vendor</TableHead>
                    <TableHead className="text-right">Check, cash, ACH</TableHead>
                    <TableHead className="text-right">Card / network (excluded)</TableHead>
                    <TableHead>Needs 1099</TableHead>
                    <TableHead>W-9</TableHead>
                    {d.canSeeTin && <TableHead>TIN</TableHead>}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {d.vendors.map((v) => (
                    <TableRow key={v.nameId} data-vendor={v.vendorName}>
                      <TableCell>
                        <div className="font-medium">{v.vendorName}</div>
                        <div className="text-xs text-slate-500">{v.email ?? 'No email'}</div>
                      </TableCell>
                      <TableCell className="text-right">{money(v.reportableCents)}</TableCell>
                      <TableCell className="text-right text-slate-500">
                        {money(v.totals.card + v.totals['third-party'])}
                      </TableCell>
                      <TableCell>
                        <NeedsT99 v={v} year={year} orgId={orgId ?? ''} canEdit={d.canEdit} />
                      </TableCell>
                      <TableCell>
                        <W9Cell v={v} year={year} orgId={orgId ?? ''} canEdit={d.canEdit} />
                      </TableCell>
                      {d.canSeeTin && <TableCell className="font-mono text-sm">{v.tin ?? '—'}</TableCell>}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Card>
          </>
        )}
      </QueryState>
    </>
  )
}
