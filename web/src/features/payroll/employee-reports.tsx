/**
 * A payroll's employee report (the PayrollEmployee report Gusto builds, grouped by payroll then employee): staff pick
 * a processed payroll and ask for it; the list shows each report's state, rows and grand total, and downloads it as
 * CSV. Reports build in the background (payroll.employee-report); the payroll_changed broadcast refreshes the list.
 */
import { useState } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { downloadText } from '@/features/reports/csv.ts'
import { formatDate, formatMoney } from '@app/shared/rules/format.ts'
import { toCentsText } from '@app/shared/rules/payroll.ts'
import { fetchEmployeeReportCsv, type EmployeeReport, type PayrollOverview, useRequestEmployeeReport } from './api.ts'

const TONE = { succeeded: 'success', pending: 'info', failed: 'danger' } as const

function GrossTotal({ r }: { r: EmployeeReport }) {
  const i = r.headings.indexOf('Gross earnings')
  const v = i >= 0 ? r.grandTotalRow?.[i] : null
  return v ? (
    <span className="tabular-nums">{formatMoney(toCentsText(v))}</span>
  ) : (
    <span className="text-slate-400">—</span>
  )
}

export function EmployeeReports({ orgId, data }: { orgId: string; data: PayrollOverview }) {
  const request = useRequestEmployeeReport(orgId)
  const processed = data.payrolls.filter((p) => p.processed)
  const [payrollId, setPayrollId] = useState(processed[0]?.id ?? '')
  return (
    <div className="grid gap-4">
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label="Request an employee report"
        onSubmit={(e) => {
          e.preventDefault()
          request.mutate(
            { payrollId, withTotals: true },
            {
              onSuccess: () => toast.success('Employee report requested from Gusto'),
              onError: (err) => toast.error('Could not request the report', { description: err.message }),
            },
          )
        }}
      >
        <Field label="Payroll">
          <NativeSelect value={payrollId} onChange={(e) => setPayrollId(e.target.value)} className="w-96">
            {processed.map((p) => (
              <option key={p.id} value={p.id}>
                {formatDate(p.payPeriodStart, 'MMM d')} – {formatDate(p.payPeriodEnd, 'MMM d, yyyy')} (paid{' '}
                {formatDate(p.checkDate, 'MMM d, yyyy')})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" disabled={!payrollId || request.isPending}>
          Request employee report
        </Button>
      </form>
      {data.employeeReports.length === 0 ? (
        <p className="text-sm text-slate-600">No employee reports yet.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Report</TableHead>
              <TableHead>Period</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Rows</TableHead>
              <TableHead className="text-right">Gross earnings</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.employeeReports.map((r) => (
              <TableRow key={r.id} data-testid="employee-report-row">
                <TableCell>{r.customName}</TableCell>
                <TableCell>
                  {formatDate(r.startDate, 'MMM d')} – {formatDate(r.endDate, 'MMM d, yyyy')}
                </TableCell>
                <TableCell>
                  <Badge tone={TONE[r.status]}>{r.status}</Badge>
                  {r.errorMessage && <div className="text-xs text-red-700">{r.errorMessage}</div>}
                </TableCell>
                <TableCell className="text-right tabular-nums">{r.status === 'succeeded' ? r.rowCount : '—'}</TableCell>
                <TableCell className="text-right">
                  <GrossTotal r={r} />
                </TableCell>
                <TableCell>
                  {r.status === 'succeeded' && (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={async () =>
                        downloadText(`${r.customName}.csv`, await fetchEmployeeReportCsv(orgId, r.id))
                      }
                    >
                      Download CSV
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
