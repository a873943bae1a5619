/** The Gusto chart-of-accounts mapping: one ledger account per payroll entry line (the client's bookkeepers). */
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { type PayrollOverview, useUpdateMapping } from './api.ts'

export function MappingEditor({ orgId, data }: { orgId: string; data: PayrollOverview }) {
  const [chosen, setChosen] = useState<Record<string, string>>(() =>
    Object.fromEntries(data.mapping.map((m) => [m.line, m.accountId ?? ''])),
  )
  const save = useUpdateMapping(orgId)
  const lines = data.mapping.map((m) => ({ line: m.line, accountId: chosen[m.line] ?? '' })).filter((l) => l.accountId)
  return (
    <div className="space-y-3">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Payroll line</TableHead>
            <TableHead>Side</TableHead>
            <TableHead>Ledger account</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.mapping.map((m) => (
            <TableRow key={m.line}>
              <TableCell>{m.line}</TableCell>
              <TableCell>{m.side}</TableCell>
              <TableCell>
                <NativeSelect
                  aria-label={`Account for ${m.line}`}
                  value={chosen[m.line] ?? ''}
                  disabled={!data.canMap}
                  onChange={(e) => setChosen({ ...chosen, [m.line]: e.target.value })}
                >
                  <option value="">Not mapped</option>
                  {data.accounts.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                  {m.accountId && !data.accounts.some((a) => a.id === m.accountId) && (
                    <option value={m.accountId}>{m.accountName}</option>
                  )}
                </NativeSelect>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.canMap && (
        <Button
          disabled={save.isPending || lines.length === 0}
          onClick={() =>
            save.mutate(
              { lines },
              {
                onSuccess: () => toast.success('Mapping saved', { description: 'Blocked payrolls are booked next.' }),
                onError: (e) => toast.error('Could not save the mapping', { description: e.message }),
              },
            )
          }
        >
          Save mapping
        </Button>
      )}
    </div>
  )
}
