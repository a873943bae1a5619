/** /accounting/vendors: the client's vendors (lines, spend, usual account) and the rules their bookkeeper keeps. */
import { PageHeader, QueryState } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { useRules, useVendors } from './api.ts'
import { ruleTarget } from './rules-panel.tsx'

export function VendorsPage() {
  const { orgId } = useCurrentOrg()
  const vendors = useVendors(orgId ?? '')
  const rules = useRules(orgId ?? '')
  return (
    <div className="space-y-6">
      <PageHeader title="Vendors" description="Who you paid, how much, and the account their lines go to." />
      <QueryState query={vendors} label="Loading vendors">
        <Table aria-label="Vendors">
          <TableHeader>
            <TableRow>
              <TableHead>Vendor</TableHead>
              <TableHead className="text-right">Lines</TableHead>
              <TableHead className="text-right">Spent</TableHead>
              <TableHead>Last line</TableHead>
              <TableHead>Account</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(vendors.data?.vendors ?? []).map((v) => (
              <TableRow key={v.vendor}>
                <TableCell className="font-medium">
                  {v.vendor}
                  {v.ruleType && (
                    <Badge tone="brand" className="ml-2">
                      {v.ruleType === 'vendor' ? 'Rule' : 'Split rule'}
                    </Badge>
                  )}
                </TableCell>
                <TableCell className="text-right tabular-nums">{v.lines}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMoney(v.spentCents, { currency: true })}
                </TableCell>
                <TableCell>{formatDate(v.lastDate, 'MMM d, yyyy')}</TableCell>
                <TableCell>{v.accountName ?? 'Uncategorized'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </QueryState>
      <section aria-label="Rules">
        <h2 className="mb-2 text-lg font-semibold text-slate-900">Rules</h2>
        <ul className="space-y-1 text-sm text-slate-700">
          {(rules.data?.rules ?? []).map((r) => (
            <li key={r.id}>
              Lines from <span className="font-medium">{r.vendor}</span> go to {ruleTarget(r)}.
            </li>
          ))}
          {rules.data?.rules.length === 0 && <li className="text-slate-500">No rules yet.</li>}
        </ul>
      </section>
    </div>
  )
}
