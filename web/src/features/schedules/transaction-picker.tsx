/**
 * "Amortize this": the organization's recent purchases, bills and journal entries (the transaction search, limited to
 * the organization), each one click away from a prefilled amortization form.
 */
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { QueryState } from '@/components/page.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { ANCHOR_OF, useAmortizable } from './api.ts'
import type { Anchor } from './amortization-form.tsx'

export function TransactionPicker({ orgId, onPick }: { orgId: string; onPick: (a: Anchor) => void }) {
  const [q, setQ] = useState('')
  const found = useAmortizable(orgId, q, true)
  return (
    <div className="grid gap-3">
      <Input
        placeholder="Search vendor, memo or account"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        aria-label="Search transactions"
      />
      <QueryState query={found} label="Loading transactions">
        <div className="max-h-80 overflow-y-auto">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Transaction</TableHead>
                <TableHead numeric>Amount</TableHead>
                <TableHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {(found.data ?? []).map((r) => {
                const label = `${r.recordType} ${r.docNumber ?? r.recordId}${r.name ? ` · ${r.name}` : ''}`
                return (
                  <TableRow key={r.id}>
                    <TableCell className="whitespace-nowrap">{formatDate(r.date, 'MMM d, yyyy')}</TableCell>
                    <TableCell>{label}</TableCell>
                    <TableCell numeric>{formatMoney(Math.abs(r.amountCents))}</TableCell>
                    <TableCell>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          onPick({
                            anchorType: ANCHOR_OF[r.recordType]!,
                            anchorId: r.recordId,
                            label,
                            amount: Math.abs(r.amountCents) / 100,
                            date: r.date,
                            name: [r.name, r.description].filter(Boolean).join(': ').slice(0, 200),
                          })
                        }
                      >
                        Amortize this
                      </Button>
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </div>
      </QueryState>
    </div>
  )
}
