/**
 * What can be done to one account: close it (the bank refuses while money is in it, and says so), and, with the
 * sandbox core only (the banking overview says which core is behind the API), add funds as an incoming ACH deposit
 * to try banking out.
 */
import { useState, type FormEvent } from 'react'
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
import { toast } from '@/components/ui/toast.tsx'
import { type BankingAccount, useCloseAccount, useSandboxFund } from './api.ts'
import { readAmount } from './money-input.ts'

export function CloseAccountDialog({ orgId, account }: { orgId: string; account: BankingAccount }) {
  const [open, setOpen] = useState(false)
  const close = useCloseAccount(orgId)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Close account</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Close {account.name}?</DialogTitle>
          <DialogDescription>
            Only an account with a zero balance can be closed. A closed account cannot send or receive money.
          </DialogDescription>
        </DialogHeader>
        {close.error && <Alert tone="danger">{close.error.message}</Alert>}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep it open
          </Button>
          <Button
            variant="destructive"
            disabled={close.isPending}
            onClick={() =>
              close.mutate(account.id, {
                onSuccess: () => {
                  toast.success(`${account.name} is closed`)
                  setOpen(false)
                },
              })
            }
          >
            {close.isPending ? 'Closing…' : 'Close account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export function AddFundsDialog({ orgId, account }: { orgId: string; account: BankingAccount }) {
  const [open, setOpen] = useState(false)
  const [amount, setAmount] = useState('')
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const fund = useSandboxFund(orgId)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const read = readAmount(amount)
    if ('error' in read) {
      fieldErrors.report({ amountMicros: read.error })
      return
    }
    fieldErrors.clear()
    fund.mutate(
      { accountId: account.id, amountMicros: read.micros },
      {
        onSuccess: () => {
          toast.success('Deposit on its way', { description: 'It shows in the activity as soon as the bank posts it.' })
          setAmount('')
          setOpen(false)
        },
        onError: (err) => fieldErrors.fromApi(err),
      },
    )
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Add funds</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add funds (sandbox)</DialogTitle>
          <DialogDescription>
            The sandbox bank sends an ACH deposit into {account.name}. Real banks have no such button.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Add funds" className="flex flex-col gap-4">
          {errors._ && <Alert tone="danger">{errors._}</Alert>}
          <Field label="Amount (USD)" error={errors.amountMicros} required>
            <Input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" placeholder="0.00" />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={fund.isPending}>
              {fund.isPending ? 'Adding…' : 'Add funds'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
