/** Report picker and QuickBooks-style parameters (date macro or custom dates, basis, columns). */
import { DATE_MACROS, SUMMARIZE_BY, ENGINE_REPORTS } from '@app/shared/schemas/reports.ts'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Label } from '@/components/ui/label.tsx'
import type { ReportQuery } from './api.ts'

export const REPORT_LABELS: Record<string, string> = {
  ProfitAndLoss: 'Profit and Loss',
  BalanceSheet: 'Balance Sheet',
  CashFlow: 'Statement of Cash Flows',
  GeneralLedger: 'General Ledger',
  TransactionList: 'Transaction List',
  TransactionListByVendor: 'Transactions by Vendor',
  TransactionDetailByAccount: 'Transaction Detail by Account',
  AccountList: 'Account List',
  VendorExpenses: 'Expenses by Vendor',
  CashOnHand: 'Cash on Hand',
}

/**
 * `range` is the period the report actually covers (its header): with no dates chosen the engine uses its default
 * period, and the inputs show that range instead of sitting empty. `fields` are the API's field errors by name.
 */
export function ReportControls({
  q,
  onChange,
  range,
  fields = {},
}: {
  q: ReportQuery
  onChange: (q: ReportQuery) => void
  range?: { start?: string; end?: string }
  fields?: Record<string, string>
}) {
  const custom = !q.date_macro
  const set = (patch: Partial<ReportQuery>) => onChange({ ...q, ...patch })
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-6 print:hidden">
      <div className="col-span-2 flex flex-col gap-1">
        <Label htmlFor="report-name">Report</Label>
        <NativeSelect
          id="report-name"
          value={q.name}
          onChange={(e) => set({ name: e.target.value as ReportQuery['name'] })}
        >
          {ENGINE_REPORTS.map((r) => (
            <option key={r} value={r}>
              {REPORT_LABELS[r] ?? r}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="report-period">Period</Label>
        <NativeSelect
          id="report-period"
          value={q.date_macro ?? 'custom'}
          onChange={(e) =>
            set(
              e.target.value === 'custom'
                ? { date_macro: undefined }
                : {
                    date_macro: e.target.value as ReportQuery['date_macro'],
                    start_date: undefined,
                    end_date: undefined,
                  },
            )
          }
        >
          <option value="custom">Custom dates</option>
          {DATE_MACROS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </NativeSelect>
      </div>
      {custom && (
        <>
          <DateField
            id="report-start"
            label="From"
            value={q.start_date ?? range?.start ?? ''}
            error={fields.start_date}
            onChange={(v) => set({ start_date: v, end_date: q.end_date ?? range?.end })}
          />
          <DateField
            id="report-end"
            label="To"
            value={q.end_date ?? range?.end ?? ''}
            error={fields.end_date}
            onChange={(v) => set({ end_date: v, start_date: q.start_date ?? range?.start })}
          />
        </>
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor="report-basis">Basis</Label>
        <NativeSelect
          id="report-basis"
          value={q.accounting_method}
          onChange={(e) => set({ accounting_method: e.target.value as 'Cash' | 'Accrual' })}
        >
          <option value="Accrual">Accrual</option>
          <option value="Cash">Cash</option>
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="report-columns">Columns</Label>
        <NativeSelect
          id="report-columns"
          value={q.summarize_column_by}
          onChange={(e) => set({ summarize_column_by: e.target.value as ReportQuery['summarize_column_by'] })}
        >
          {SUMMARIZE_BY.map((s) => (
            <option key={s} value={s}>
              {s === 'Total' ? 'Total only' : `By ${s.toLowerCase()}`}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  )
}

function DateField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  value: string
  error?: string
  onChange: (v: string | undefined) => void
}) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={value}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
