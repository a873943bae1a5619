/** Payees (the bank's counterparties): the list, and adding one with the API's own checks beside each field. */
import { useState, type FormEvent } from 'react'
import {
  COUNTERPARTY_ACCOUNT_TYPES,
  COUNTERPARTY_TYPES,
  ZCreateBankingCounterpartyRequestSchema,
} from '@app/shared/schemas/banking.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { type Counterparty, useAddCounterparty } from './api.ts'

export function PayeesList({ counterparties }: { counterparties: Counterparty[] }) {
  if (counterparties.length === 0)
    return <EmptyState title="No payees yet" description="Add the people and businesses you pay by ACH, wire or RTP." />
  return (
    <ul className="divide-y divide-slate-100">
      {counterparties.map((c) => (
        <li key={c.id} className="flex items-center justify-between gap-3 py-2" data-testid="payee">
          <span>
            <span className="font-medium">{c.name}</span>
            <span className="block text-xs text-slate-500">
              {c.counterpartyType} · {c.accountType} •••• {c.accountNumberLast4} · routing {c.routingNumber}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}

const EMPTY = { name: '', counterpartyType: 'Business', routingNumber: '', accountNumber: '', accountType: 'Checking' }

export function AddPayeeDialog({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState(EMPTY)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const add = useAddCounterparty(orgId)
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = fieldErrors.check(ZCreateBankingCounterpartyRequestSchema, form)
    if (!parsed) return
    add.mutate(parsed, {
      onSuccess: (payee) => {
        toast.success(`${payee.name} was added`)
        setForm(EMPTY)
        setOpen(false)
      },
      onError: (err) => fieldErrors.fromApi(err),
    })
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Add payee
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a payee</DialogTitle>
          <DialogDescription>Their US bank account, for ACH, wire and RTP payments.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Add a payee" className="grid gap-4 sm:grid-cols-2">
          {errors._ && (
            <Alert tone="danger" className="sm:col-span-2">
              {errors._}
            </Alert>
          )}
          <Field label="Name" error={errors.name} required className="sm:col-span-2">
            <Input {...field('name')} />
          </Field>
          <Field label="Payee is a" error={errors.counterpartyType} required>
            <NativeSelect {...field('counterpartyType')}>
              {COUNTERPARTY_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Account type" error={errors.accountType} required>
            <NativeSelect {...field('accountType')}>
              {COUNTERPARTY_ACCOUNT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Routing number" error={errors.routingNumber} required>
            <Input {...field('routingNumber')} inputMode="numeric" maxLength={9} />
          </Field>
          <Field label="Account number" error={errors.accountNumber} required>
            <Input {...field('accountNumber')} inputMode="numeric" maxLength={17} autoComplete="off" />
          </Field>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add payee'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
