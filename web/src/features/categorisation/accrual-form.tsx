/**
 * Accruing a line to the month it belongs to (spec §3.5 accrued-expense values): the accruals already recorded, and a
 * date with the account it is debited to; the API's refusal shows under the field it names.
 */
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { ApiError } from '@/lib/api.ts'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { AccountOptions } from './account-options.tsx'
import { useAccrue, useAccrued } from './api.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'

export function AccrualForm({
  orgId,
  lineId,
  accounts,
}: {
  orgId: string
  lineId: string
  accounts: { id: string; name: string }[]
}) {
  const accrued = useAccrued(orgId, lineId)
  const accrue = useAccrue(orgId, lineId)
  const [date, setDate] = useState('')
  const [accountId, setAccountId] = useState('')
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const save = async () => {
    fieldErrors.clear()
    const account = accounts.find((a) => a.id === accountId)
    if (!account) {
      fieldErrors.report({ debitAccountName: 'Choose an account' })
      return
    }
    try {
      await accrue.mutateAsync({ accruedExpenseDate: date, debitAccountName: account.name })
      setDate('')
    } catch (e) {
      if (e instanceof ApiError)
        fieldErrors.report(Object.keys(e.fields).length ? e.fields : { accruedExpenseDate: e.message })
      else throw e
    }
  }
  return (
    <div className="space-y-2 border-t border-slate-100 pt-3 text-sm">
      <p className="font-medium text-slate-700">Accruals</p>
      <ul className="text-slate-600">
        {(accrued.data?.accrued ?? []).map((a) => (
          <li key={a.id}>
            {formatMoney(a.amountCents, { currency: true })} accrued to{' '}
            {formatDate(a.accruedExpenseDate, 'MMM d, yyyy')} in {a.debitAccountName}
          </li>
        ))}
      </ul>
      <form
        aria-label="Accrue"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <Field label="Belongs to" error={errors.accruedExpenseDate}>
          <Input type="date" className="w-40" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Debit account" error={errors.debitAccountName} className="min-w-48 flex-1">
          <NativeSelect value={accountId} onChange={(e) => setAccountId(e.target.value)}>
            <AccountOptions accounts={accounts} />
          </NativeSelect>
        </Field>
        <Button type="submit" size="sm" variant="outline" disabled={accrue.isPending}>
          Accrue
        </Button>
      </form>
    </div>
  )
}
