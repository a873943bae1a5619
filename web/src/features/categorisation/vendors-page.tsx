/** /accounting/vendors: the client's vendors (lines, spend, usual account) and the rules their bookkeeper keeps. */
import { PageHeader, QueryState } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { BASIS, monthName, vendorKey } from '@app/shared/rules/figures.ts'
import { useMetrics } from '../dashboard/api.ts'
import { useRules, useVendors } from './api.ts'
import { ruleTarget } from './rules-panel.tsx'

/**
 * Two facts side by side, each with its period and basis (shared/rules/figures.ts): the categorised lines' spend, all
 * time, and the books' spend of the dashboard's month, the same figure the dashboard's Top vendors shows.
 */
export function VendorsPage() {
  const { orgId } = useCurrentOrg()
  const vendors = useVendors(orgId ?? '')
  const rules = useRules(orgId ?? '')
  const metrics = useMetrics(orgId)
  const last = metrics.data?.metrics.at(-1)
  const inBooks = new Map((last?.vendorExpenses ?? []).map((v) => [vendorKey(v.vendor), v.cents]))
  const listed = new Set((vendors.data?.vendors ?? []).map((v) => vendorKey(v.vendor)))
  const booksOnly = (last?.vendorExpenses ?? []).filter((v) => !listed.has(vendorKey(v.vendor)))
  const booksCell = (name: string) => {
    const cents = inBooks.get(vendorKey(name))
    return cents === undefined ? '—' : formatMoney(cents, { currency: true })
  }
  return (
    <div className="space-y-6">
      <PageHeader title="Vendors" description="Who you paid, how much, and the account their lines go to." />
      <p className="text-sm text-slate-600" data-testid="vendors-basis">
        Spent: {BASIS.categorisedLines}.{last && ` In the books: ${BASIS.booksMonth(last.month)}, as on the dashboard.`}
      </p>
      <QueryState query={vendors} label="Loading vendors">
        <Table aria-label="Vendors">
          <TableHeader>
            <TableRow>
              <TableHead>Vendor</TableHead>
              <TableHead className="text-right">Lines</TableHead>
              <TableHead className="text-right">Spent</TableHead>
              {last && <TableHead className="text-right">In the books, {monthName(last.month)}</TableHead>}
              <TableHead>Last line</TableHead>
              <TableHead>Account</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(vendors.data?.vendors ?? []).map((v) => (
              <TableRow key={v.vendor} data-testid="vendor-row" data-vendor={v.vendor}>
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
                {last && (
                  <TableCell className="text-right tabular-nums" data-testid="vendor-books">
                    {booksCell(v.vendor)}
                  </TableCell>
                )}
                <TableCell>{formatDate(v.lastDate, 'MMM d, yyyy')}</TableCell>
                <TableCell>{v.accountName ?? 'Uncategorized'}</TableCell>
              </TableRow>
            ))}
            {booksOnly.map((v) => (
              <TableRow key={`books:${v.vendor}`} data-testid="vendor-row" data-vendor={v.vendor}>
                <TableCell className="font-medium">{v.vendor}</TableCell>
                <TableCell className="text-right tabular-nums">0</TableCell>
                <TableCell className="text-right tabular-nums">—</TableCell>
                <TableCell className="text-right tabular-nums" data-testid="vendor-books">
                  {formatMoney(v.cents, { currency: true })}
                </TableCell>
                <TableCell>—</TableCell>
                <TableCell>In the books only</TableCell>
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
