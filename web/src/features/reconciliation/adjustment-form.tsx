/**
 * An adjusting entry for a difference the ledger lacks (a bank fee, interest): amount and the account it belongs to,
 * booked only when the bookkeeper ticks the approval; the API posts it through the ledger and records who approved it.
 */
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ZBookAdjustmentRequestSchema } from '@app/shared/schemas/reconciliation.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { api } from '@/lib/api.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { reconciliationKeys, useOrgMutation } from './api.ts'

export function AdjustmentForm({
  orgId,
  reconciliationId,
  bankAccountId,
}: {
  orgId: string
  reconciliationId: string
  bankAccountId: string
}) {
  const accounts = useQuery({
    queryKey: [...reconciliationKeys.org(orgId), 'ledger-accounts'],
    queryFn: async () =>
      (await api.GET('/api/orgs/{orgId}/ledger/accounts', { params: { path: { orgId } } })).QueryResponse.Account,
  })
  const [form, setForm] = useState({ amount: '', offsetAccountId: '', memo: '', approved: false })
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const book = useOrgMutation(orgId, (body: ReturnType<typeof ZBookAdjustmentRequestSchema.parse>) =>
    api.POST('/api/organizations/{organizationId}/reconciliation/reconciliations/{reconciliationId}/adjustments', {
      params: { path: { organizationId: orgId, reconciliationId } },
      body,
    }),
  )
  return (
    <form
      className="grid gap-3 rounded-lg border border-slate-200 p-4"
      data-testid="adjustment-form"
      onSubmit={(e) => {
        e.preventDefault()
        const parsed = fieldErrors.check(ZBookAdjustmentRequestSchema, {
          amount: form.amount.trim() === '' ? undefined : Number(form.amount.replace(/[$,]/g, '')),
          offsetAccountId: form.offsetAccountId,
          memo: form.memo,
          approved: form.approved || undefined,
        })
        if (!parsed) return
        book.mutate(parsed, {
          onSuccess: () => setForm({ amount: '', offsetAccountId: '', memo: '', approved: false }),
          onError: (err) => fieldErrors.fromApi(err),
        })
      }}
    >
      <h3 className="font-semibold">Book an adjusting entry</h3>
      {errors._ && <Alert tone="danger">{errors._}</Alert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label="Amount (negative takes money out of the account)" error={errors.amount}>
          <Input
            inputMode="decimal"
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.target.value })}
          />
        </Field>
        <Field label="Account it belongs to" error={errors.offsetAccountId}>
          <NativeSelect
            value={form.offsetAccountId}
            onChange={(e) => setForm({ ...form, offsetAccountId: e.target.value })}
          >
            <option value="">Choose the account it belongs to</option>
            {(accounts.data ?? [])
              .filter((a) => a.Id !== bankAccountId && a.Active)
              .map((a) => (
                <option key={a.Id} value={a.Id}>
                  {a.FullyQualifiedName ?? a.Name}
                </option>
              ))}
          </NativeSelect>
        </Field>
        <Field label="What it is for" error={errors.memo}>
          <Input value={form.memo} onChange={(e) => setForm({ ...form, memo: e.target.value })} />
        </Field>
      </div>
      <Checkbox
        label="I approve booking this entry in the ledger"
        checked={form.approved}
        onChange={(e) => setForm({ ...form, approved: e.target.checked })}
      />
      {errors.approved && <p className="text-xs font-medium text-red-600">{errors.approved}</p>}
      <div>
        <Button type="submit" variant="outline" disabled={book.isPending}>
          Book entry
        </Button>
      </div>
    </form>
  )
}
