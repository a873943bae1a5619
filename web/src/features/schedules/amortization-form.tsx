/**
 * The amortization form, from scratch or from a transaction ("amortize this": the amount, name and start date come
 * prefilled and the prepaid account defaults to the transaction's). Checked with the API's own schema before sending;
 * the API's refusals (an account of the wrong type, an amount that does not match) show on their fields.
 */
import { useState, type FormEvent } from 'react'
import { ZCreateAmortizationRequestSchema } from '@app/shared/schemas/schedules.ts'
import { SCHEDULE_ACCOUNT_TYPES } from '@app/shared/rules/schedules.ts'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { AccountSelect } from './account-select.tsx'
import { type CreateAmortization, useCreateAmortization, useLedgerAccounts } from './api.ts'
import { PeriodFields } from './period-fields.tsx'

export type Anchor = {
  anchorType: 'purchase' | 'bill' | 'je'
  anchorId: string
  label: string
  amount: number
  date: string
  name: string
}

export function AmortizationForm({ orgId, anchor, onDone }: { orgId: string; anchor?: Anchor; onDone: () => void }) {
  const accounts = useLedgerAccounts(orgId, true)
  const create = useCreateAmortization(orgId)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const [v, setV] = useState({
    expenseName: anchor?.name ?? '',
    amount: anchor ? String(anchor.amount) : '',
    startDate: anchor?.date ?? '',
    periods: '12',
    periodInterval: 'month',
    amortizationMethod: 'linear',
    type: 'expense' as 'expense' | 'asset',
    debitAccountId: '',
    creditAccountId: '',
  })
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }))
  const sides = SCHEDULE_ACCOUNT_TYPES[v.type]

  async function submit(e: FormEvent) {
    e.preventDefault()
    const body = {
      expenseName: v.expenseName || undefined,
      amount: v.amount === '' ? undefined : Number(v.amount),
      startDate: v.startDate || undefined,
      periods: v.periods === '' ? undefined : Number(v.periods),
      periodInterval: v.periodInterval,
      amortizationMethod: v.amortizationMethod,
      type: v.type,
      debitAccountId: v.debitAccountId,
      creditAccountId: v.creditAccountId || undefined,
      ...(anchor ? { anchorType: anchor.anchorType, anchorId: anchor.anchorId } : {}),
    }
    const parsed = fieldErrors.check(ZCreateAmortizationRequestSchema, body)
    if (!parsed) return
    try {
      await create.mutateAsync(body as CreateAmortization)
      onDone()
    } catch (err) {
      fieldErrors.fromApi(err)
    }
  }

  const list = accounts.data ?? []
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Amortization">
      {anchor && <p className="text-sm text-slate-600">From {anchor.label}</p>}
      {errors._ && <Alert tone="danger">{errors._}</Alert>}
      {errors.anchorId && <Alert tone="danger">{errors.anchorId}</Alert>}
      <Field label="Name" error={errors.expenseName} required={!anchor}>
        <Input value={v.expenseName} onChange={(e) => set('expenseName')(e.target.value)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Amount" error={errors.amount} required={!anchor}>
          <Input inputMode="decimal" value={v.amount} onChange={(e) => set('amount')(e.target.value)} />
        </Field>
        <Field label="Type" error={errors.type}>
          <NativeSelect value={v.type} onChange={(e) => set('type')(e.target.value)}>
            <option value="expense">Prepaid expense</option>
            <option value="asset">Asset</option>
          </NativeSelect>
        </Field>
        <Field label="Start date" error={errors.startDate} required={!anchor}>
          <Input type="date" value={v.startDate} onChange={(e) => set('startDate')(e.target.value)} />
        </Field>
        <PeriodFields
          periods={v.periods}
          periodInterval={v.periodInterval}
          method={v.amortizationMethod}
          methodField="amortizationMethod"
          errors={errors}
          onChange={(field, value) => set(field === 'method' ? 'amortizationMethod' : field)(value)}
        />
      </div>
      <Field label="Debit (expense) account" error={errors.debitAccountId} required>
        <AccountSelect
          accounts={list}
          types={sides.debitAccount}
          value={v.debitAccountId}
          onChange={set('debitAccountId')}
          blank="Choose an account"
        />
      </Field>
      <Field label="Credit (prepaid) account" error={errors.creditAccountId} required={!anchor}>
        <AccountSelect
          accounts={list}
          types={sides.creditAccount}
          value={v.creditAccountId}
          onChange={set('creditAccountId')}
          blank={anchor ? 'The transaction’s account' : 'Choose an account'}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Create schedule'}
        </Button>
      </div>
    </form>
  )
}
