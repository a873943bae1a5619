/**
 * Every entry the product posted to a client's books (public.journal_entries; docs/ledger.md "The product's entries"):
 * categorised lines, accruals and their reversals, reconciliation adjustments, schedules, Stripe and payroll. Each
 * with its date, document number, amount, the ledger's id and what made it, filtered by type; one deleted in the
 * ledger since says so. An entry posted from a variance analysis names its month and links to its adjustment there;
 * `?type=` and `?entry=` (the analysis' link here) choose the type and mark the entry.
 */
import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useQuery } from '@tanstack/react-query'
import {
  JOURNAL_ENTRY_TYPES,
  JOURNAL_ENTRY_TYPE_LABELS,
  type TJournalEntryType,
  entryCause,
} from '@app/shared/rules/schedules.ts'
import { api } from '@/lib/api.ts'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'

export function EntriesPage({ orgId }: { orgId: string }) {
  const [params] = useSearchParams()
  const marked = params.get('entry')
  const [type, setType] = useState<TJournalEntryType | ''>(
    JOURNAL_ENTRY_TYPES.find((t) => t === params.get('type')) ?? '',
  )
  const entries = useQuery({
    queryKey: ['product-entries', orgId, type],
    queryFn: () =>
      api.GET('/api/orgs/{orgId}/journal-entries', {
        params: { path: { orgId }, query: { type: type || undefined } },
      }),
  })
  const rows = entries.data?.journalEntries ?? []
  return (
    <>
      <PageHeader
        title="Entries"
        description="Every entry the product posted to these books, and what made it."
        actions={
          <Field label="Type">
            <NativeSelect value={type} onChange={(e) => setType(e.target.value as TJournalEntryType | '')}>
              <option value="">All types</option>
              {JOURNAL_ENTRY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {JOURNAL_ENTRY_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        }
      />
      <QueryState query={entries} label="Loading entries">
        {rows.length === 0 ? (
          <EmptyState title="No entries" description="Entries the product posts to these books appear here." />
        ) : (
          <Card>
            <Table data-testid="product-entries">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Type</TableHead>
                  <TableHead>Document</TableHead>
                  <TableHead numeric>Amount</TableHead>
                  <TableHead>What made it</TableHead>
                  <TableHead>In the ledger</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((e) => (
                  <TableRow
                    key={e.id}
                    data-testid="product-entry-row"
                    className={e.id === marked ? 'bg-brand-50' : undefined}
                  >
                    <TableCell className="whitespace-nowrap">{formatDate(e.journalEntryDate)}</TableCell>
                    <TableCell>{JOURNAL_ENTRY_TYPE_LABELS[e.type as TJournalEntryType] ?? e.type}</TableCell>
                    <TableCell className="font-mono text-xs">{e.docNumber ?? '—'}</TableCell>
                    <TableCell numeric>{formatMoney(Math.round(e.amount * 100), { currency: true })}</TableCell>
                    <TableCell className="text-xs">
                      {e.varianceAnalysis ? (
                        <Link
                          relative="path"
                          to={`../variance?analysis=${e.varianceAnalysis.id}&adjustment=${e.varianceAnalysis.adjustmentId}`}
                          className="text-brand-700 underline-offset-4 hover:underline"
                        >
                          {e.varianceAnalysis.reversal ? 'Reversal of an adjustment' : 'An adjustment'} from the
                          variance analysis of {formatDate(e.varianceAnalysis.month, 'MMMM yyyy')}
                        </Link>
                      ) : (
                        entryCause({
                          sourceRef: e.sourceRef ?? null,
                          periodNumber: e.periodNumber ?? null,
                          type: e.type as TJournalEntryType,
                        })
                      )}
                    </TableCell>
                    <TableCell className="text-xs">
                      {e.deletedInLedgerAt ? (
                        <Badge tone="danger">Deleted in the ledger</Badge>
                      ) : (
                        `${e.ledger === 'quickbooks' ? 'QuickBooks' : 'Ledger'} #${e.journalEntryId}`
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        )}
      </QueryState>
    </>
  )
}
