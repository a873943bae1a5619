/**
 * Opening a bank account (banking-payments-tax §5 "Create bank account"): name, type and currency, checked with the
 * shared rule first so the spec's messages appear beside the fields word for word, and the API's answer likewise.
 */
import { useState, type FormEvent } from 'react'
import {
  BANKING_ACCOUNT_TYPE_LABELS,
  BANKING_ACCOUNT_TYPES,
  BANKING_CURRENCY,
  createAccountProblems,
} from '@app/shared/rules/banking.ts'
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
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useOpenAccount } from './api.ts'

const EMPTY = { accountName: '', accountType: '', currency: BANKING_CURRENCY }

export function OpenAccountDialog({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState(EMPTY)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const create = useOpenAccount(orgId)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const problems = createAccountProblems(form)
    if (problems.length) {
      fieldErrors.report(Object.fromEntries(problems.map((p) => [p.path, p.message])))
      return
    }
    fieldErrors.clear()
    create.mutate(form, {
      onSuccess: (account) => {
        toast.success(`${account.name} is open`)
        setForm(EMPTY)
        setOpen(false)
      },
      onError: (err) => fieldErrors.fromApi(err),
    })
  }
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) fieldErrors.clear()
      }}
    >
      <DialogTrigger asChild>
        <Button>Open an account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Open an account</DialogTitle>
          <DialogDescription>Accounts hold US dollars and get their own account number.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Open an account" className="flex flex-col gap-4">
          {errors._ && <Alert tone="danger">{errors._}</Alert>}
          <Field label="Account name" error={errors.accountName} required>
            <Input {...field('accountName')} placeholder="Payroll" />
          </Field>
          <Field label="Account type" error={errors.accountType} required>
            <NativeSelect {...field('accountType')}>
              <option value="">Choose a type</option>
              {BANKING_ACCOUNT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {BANKING_ACCOUNT_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Currency" error={errors.currency} hint="Banking accepts US dollars only">
            <NativeSelect {...field('currency')}>
              <option value={BANKING_CURRENCY}>{BANKING_CURRENCY}</option>
            </NativeSelect>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Opening…' : 'Open account'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
