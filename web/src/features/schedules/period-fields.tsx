/** The periods, interval and method every schedule form asks for, with their errors in place (a fragment of a grid). */
import { PERIOD_INTERVALS, SCHEDULE_METHODS } from '@app/shared/rules/schedules.ts'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import type { FieldErrors } from '@/lib/field-errors.ts'
import { INTERVAL_LABEL, METHOD_LABEL } from './labels.ts'

export function PeriodFields({
  periods,
  periodInterval,
  method,
  methodField,
  errors,
  onChange,
}: {
  periods: string
  periodInterval: string
  method: string
  /** the request's name for the method: amortizations say amortizationMethod */
  methodField: 'method' | 'amortizationMethod'
  errors: FieldErrors
  onChange: (field: 'periods' | 'periodInterval' | 'method', value: string) => void
}) {
  return (
    <>
      <Field label="Periods" error={errors.periods ?? errors.endDate} required>
        <Input inputMode="numeric" value={periods} onChange={(e) => onChange('periods', e.target.value)} />
      </Field>
      <Field label="Every" error={errors.periodInterval}>
        <NativeSelect value={periodInterval} onChange={(e) => onChange('periodInterval', e.target.value)}>
          {PERIOD_INTERVALS.map((i) => (
            <option key={i} value={i}>
              {INTERVAL_LABEL[i]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Method" error={errors[methodField]}>
        <NativeSelect value={method} onChange={(e) => onChange('method', e.target.value)}>
          {SCHEDULE_METHODS.map((m) => (
            <option key={m} value={m}>
              {METHOD_LABEL[m]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </>
  )
}
