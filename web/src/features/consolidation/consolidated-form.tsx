/**
 * The generation form (spec §3.2 input), opening on the year to date. Blank dates/macro are sent as absent so the API's
 * date rule decides.
 */
import { useState } from 'react'
import { format, startOfYear } from 'date-fns'
import { CONSOLIDATED_REPORT_TYPES, type TConsolidatedReportType } from '@app/shared/schemas/consolidation.ts'
import { DATE_MACROS, type TDateMacro } from '@app/shared/schemas/reports.ts'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import type { GenerateBody } from './api.ts'

/** Currencies the rate provider quotes; free text is still accepted and validated by the API. */
const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'MXN', 'INR', 'SGD', 'BRL', 'SEK']
export const TYPE_LABELS: Record<TConsolidatedReportType, string> = {
  ProfitAndLoss: 'Profit and Loss',
  BalanceSheet: 'Balance Sheet',
  CashFlow: 'Cash Flow',
}

export type FormValues = Omit<GenerateBody, 'organizationId'>

export function ConsolidatedForm({
  reportType,
  onReportType,
  fields,
  pending,
  onSubmit,
}: {
  reportType: TConsolidatedReportType
  onReportType: (t: TConsolidatedReportType) => void
  fields: Record<string, string>
  pending: boolean
  onSubmit: (v: FormValues) => void
}) {
  // the form opens on the year to date, so a first Generate shows a report rather than a rule
  const [startDate, setStart] = useState(() => format(startOfYear(new Date()), 'yyyy-MM-dd'))
  const [endDate, setEnd] = useState(() => format(new Date(), 'yyyy-MM-dd'))
  const [dateMacro, setMacro] = useState<TDateMacro | ''>('')
  const [accountingMethod, setMethod] = useState<'Cash' | 'Accrual'>('Accrual')
  const [presentationCurrency, setCurrency] = useState('USD')
  const [includeEntitiesColumn, setEntities] = useState(true)
  const [ctaRow, setCta] = useState(true)

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    onSubmit({
      reportType,
      accountingMethod,
      presentationCurrency: presentationCurrency.trim().toUpperCase(),
      includeEntitiesColumn,
      ctaRow,
      ...(startDate ? { startDate } : {}),
      ...(endDate ? { endDate } : {}),
      ...(dateMacro ? { dateMacro } : {}),
    })
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Consolidated report options"
    >
      <Field label="Report type" error={fields.reportType}>
        <NativeSelect value={reportType} onChange={(e) => onReportType(e.target.value as TConsolidatedReportType)}>
          {CONSOLIDATED_REPORT_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Start date" error={fields.startDate}>
        <Input type="date" value={startDate} onChange={(e) => setStart(e.target.value)} />
      </Field>
      <Field label="End date" error={fields.endDate}>
        <Input type="date" value={endDate} onChange={(e) => setEnd(e.target.value)} />
      </Field>
      <Field label="Date macro" error={fields.dateMacro}>
        <NativeSelect value={dateMacro} onChange={(e) => setMacro(e.target.value as TDateMacro | '')}>
          <option value="">None</option>
          {DATE_MACROS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Accounting method" error={fields.accountingMethod}>
        <NativeSelect value={accountingMethod} onChange={(e) => setMethod(e.target.value as 'Cash' | 'Accrual')}>
          <option value="Accrual">Accrual</option>
          <option value="Cash">Cash</option>
        </NativeSelect>
      </Field>
      <Field label="Presentation currency" error={fields.presentationCurrency}>
        <Input
          list="consolidation-currencies"
          value={presentationCurrency}
          maxLength={3}
          onChange={(e) => setCurrency(e.target.value)}
        />
      </Field>
      <datalist id="consolidation-currencies">
        {CURRENCIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <div className="flex flex-col justify-end gap-2 pb-1">
        <Checkbox
          label="Entities column"
          checked={includeEntitiesColumn}
          onChange={(e) => setEntities(e.target.checked)}
        />
        <Checkbox label="CTA row" checked={ctaRow} onChange={(e) => setCta(e.target.checked)} />
      </div>
      <div className="flex items-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Generating…' : 'Generate'}
        </Button>
      </div>
    </form>
  )
}
