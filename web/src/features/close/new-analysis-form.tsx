/**
 * Prepare a month's variance analysis: the month, the accounting method and the thresholds (the organization's
 * defaults filled in), and the reviewer. Validated with the API's own schema; refusals show under their field and
 * nothing typed is lost.
 */
import { useState } from 'react'
import { ZCreateVarianceAnalysisRequestSchema } from '@app/shared/schemas/close.ts'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { type Analyses, useCreateAnalysis } from './api.ts'

const lastMonth = () => {
  const d = new Date()
  return new Date(Date.UTC(d.getFullYear(), d.getMonth() - 1, 1)).toISOString().slice(0, 7)
}
/** "12.5" stays text until parsed: an empty or non-number field reaches the schema as a string and is refused there. */
const asNumber = (s: string) => (s.trim() !== '' && Number.isFinite(Number(s)) ? Number(s) : s)

export function NewAnalysisForm({
  orgId,
  defaults,
  onCreated,
}: {
  orgId: string
  defaults: Analyses['defaults']
  onCreated: (id: string) => void
}) {
  const [month, setMonth] = useState(lastMonth())
  const [method, setMethod] = useState<'accrual' | 'cash'>('accrual')
  const [pct, setPct] = useState(String(defaults.thresholdPercentage))
  const [amount, setAmount] = useState((defaults.thresholdAmountCents / 100).toFixed(2))
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const create = useCreateAnalysis(orgId)

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const parsed = fieldErrors.check(ZCreateVarianceAnalysisRequestSchema, {
      month: `${month}-01`,
      accountingMethod: method,
      thresholdPercentage: asNumber(pct),
      thresholdAmount: asNumber(amount),
    })
    if (!parsed) return
    create.mutate(parsed, {
      onSuccess: (a) => onCreated(a.id),
      onError: (err) => fieldErrors.fromApi(err),
    })
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-5 sm:items-end" noValidate>
      <Field label="Month" error={errors.month}>
        <Input type="month" value={month} onChange={(e) => setMonth(e.target.value)} required />
      </Field>
      <Field label="Method" error={errors.accountingMethod}>
        <NativeSelect value={method} onChange={(e) => setMethod(e.target.value as 'accrual' | 'cash')}>
          <option value="accrual">Accrual</option>
          <option value="cash">Cash</option>
        </NativeSelect>
      </Field>
      <Field label="Percentage threshold (%)" error={errors.thresholdPercentage}>
        <Input inputMode="decimal" value={pct} onChange={(e) => setPct(e.target.value)} />
      </Field>
      <Field label="Amount threshold ($)" error={errors.thresholdAmount}>
        <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Preparing…' : 'Prepare analysis'}
      </Button>
      {errors._ && (
        <Alert tone="danger" className="sm:col-span-5">
          {errors._}
        </Alert>
      )}
    </form>
  )
}
