/**
 * The revenue-recognition form: an invoice of the organization's ledger, recognized from the deferred revenue account
 * into a revenue account over its periods. Checked with the API's own schema before sending; the API's refusals (an
 * account of the wrong type, an invoice already recognized) show on their fields, as the amortization form's do.
 */
import { useState, type FormEvent } from 'react'
import { ZCreateRevenueScheduleRequestSchema } from '@app/shared/schemas/schedules.ts'
import { SCHEDULE_ACCOUNT_TYPES } from '@app/shared/rules/schedules.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { AccountSelect } from './account-select.tsx'
import { type CreateRevenueSchedule, useCreateRevenueSchedule, useInvoices, useLedgerAccounts } from './api.ts'
import { PeriodFields } from './period-fields.tsx'

export function RevenueForm({ orgId, onDone }: { orgId: string; onDone: () => void }) {
  const accounts = useLedgerAccounts(orgId, true)
  const [q, setQ] = useState('')
  const invoices = useInvoices(orgId, q, true)
  const create = useCreateRevenueSchedule(orgId)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const [v, setV] = useState({
    invoiceId: '',
    name: '',
    startDate: '',
    periods: '12',
    periodInterval: 'month',
    method: 'linear',
    deferredRevenueAccountId: '',
    revenueAccountId: '',
  })
  const set = (k: keyof typeof v) => (value: string) => setV((s) => ({ ...s, [k]: value }))
  const sides = SCHEDULE_ACCOUNT_TYPES.revenue
  const list = invoices.data ?? []

  function pickInvoice(id: string) {
    const invoice = list.find((i) => i.recordId === id)
    // the service usually starts with the invoice: its date is the start until the bookkeeper says otherwise
    setV((s) => ({ ...s, invoiceId: id, startDate: s.startDate || (invoice?.date ?? '') }))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    const body = {
      invoiceIds: v.invoiceId ? [v.invoiceId] : [],
      name: v.name || undefined,
      startDate: v.startDate || undefined,
      periods: v.periods === '' ? undefined : Number(v.periods),
      periodInterval: v.periodInterval,
      method: v.method,
      deferredRevenueAccountId: v.deferredRevenueAccountId,
      revenueAccountId: v.revenueAccountId,
    }
    const parsed = fieldErrors.check(ZCreateRevenueScheduleRequestSchema, body)
    if (!parsed) return
    try {
      await create.mutateAsync(body as CreateRevenueSchedule)
      onDone()
    } catch (err) {
      fieldErrors.fromApi(err)
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Revenue recognition">
      {errors._ && <Alert tone="danger">{errors._}</Alert>}
      <Input
        placeholder="Search customer, memo or number"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        aria-label="Search invoices"
      />
      <Field label="Invoice" error={errors.invoiceIds ?? errors['invoiceIds.0']} required>
        <NativeSelect value={v.invoiceId} onChange={(e) => pickInvoice(e.target.value)}>
          <option value="">{invoices.isLoading ? 'Loading invoices…' : 'Choose an invoice'}</option>
          {list.map((i) => (
            <option key={i.id} value={i.recordId}>
              {`#${i.docNumber ?? i.recordId}${i.name ? ` · ${i.name}` : ''} · ${formatMoney(i.amountCents)} · ${formatDate(i.date, 'MMM d, yyyy')}`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Name" error={errors.name}>
        <Input value={v.name} placeholder="The invoice's number" onChange={(e) => set('name')(e.target.value)} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Start date" error={errors.startDate} required>
          <Input type="date" value={v.startDate} onChange={(e) => set('startDate')(e.target.value)} />
        </Field>
        <PeriodFields
          periods={v.periods}
          periodInterval={v.periodInterval}
          method={v.method}
          methodField="method"
          errors={errors}
          onChange={(field, value) => set(field)(value)}
        />
      </div>
      <Field label="Deferred revenue account" error={errors.deferredRevenueAccountId} required>
        <AccountSelect
          accounts={accounts.data ?? []}
          types={sides.deferredRevenueAccount}
          value={v.deferredRevenueAccountId}
          onChange={set('deferredRevenueAccountId')}
          blank="Choose an account"
        />
      </Field>
      <Field label="Revenue account" error={errors.revenueAccountId} required>
        <AccountSelect
          accounts={accounts.data ?? []}
          types={sides.revenueAccount}
          value={v.revenueAccountId}
          onChange={set('revenueAccountId')}
          blank="Choose an account"
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
