/**
 * A crossed state's proposed liability on the nexus screen: the bookkeeper reviews it (the rate, the sales since the
 * crossing, the tax already collected) and posts it as one journal entry, debiting the expense account and crediting
 * the liability account they choose. Posted once per crossing; afterwards the cell names the entry. The API refuses
 * anyone but the client's staff, and its message shows here.
 */
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { formatMoney } from '@/lib/format.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { useLedgerAccounts } from '@/features/schedules/api.ts'
import { type NexusState, usePostLiability } from './api.ts'

export function LiabilityPost({ orgId, s, asOf }: { orgId: string; s: NexusState; asOf: string }) {
  const [open, setOpen] = useState(false)
  const accounts = useLedgerAccounts(orgId, open)
  const post = usePostLiability(orgId)
  const form = useFormErrors()
  const [expense, setExpense] = useState('')
  const [liability, setLiability] = useState('')
  const l = s.liability
  if (!l) return null
  if (l.postedEntryId) return <div className="text-xs text-emerald-700">Posted as entry {l.postedEntryId}</div>
  if (l.proposedCents <= 0) return null
  if (!open)
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Review and post
      </Button>
    )
  const list = accounts.data ?? []
  async function submit(e: FormEvent) {
    e.preventDefault()
    try {
      await post.mutateAsync({ state: s.state, asOf, expenseAccountId: expense, liabilityAccountId: liability })
      toast.success(`$${formatMoney(l!.proposedCents)} of ${s.stateName} sales tax posted`)
      setOpen(false)
    } catch (err) {
      form.fromApi(err)
    }
  }
  return (
    <form onSubmit={submit} aria-label={`Post the ${s.stateName} liability`} className="grid justify-items-end gap-1">
      <NativeSelect aria-label="Expense account (debit)" value={expense} onChange={(e) => setExpense(e.target.value)}>
        <option value="">Expense account…</option>
        {list
          .filter((a) => a.Classification === 'Expense')
          .map((a) => (
            <option key={a.Id} value={a.Id}>
              {a.Name}
            </option>
          ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Liability account (credit)"
        value={liability}
        onChange={(e) => setLiability(e.target.value)}
      >
        <option value="">Liability account…</option>
        {list
          .filter((a) => a.Classification === 'Liability')
          .map((a) => (
            <option key={a.Id} value={a.Id}>
              {a.Name}
            </option>
          ))}
      </NativeSelect>
      {(form.errors.expenseAccountId || form.errors.liabilityAccountId || form.errors._) && (
        <span role="alert" className="text-xs text-red-700">
          {form.errors.expenseAccountId ?? form.errors.liabilityAccountId ?? form.errors._}
        </span>
      )}
      <Button size="sm" type="submit" disabled={post.isPending || !expense || !liability}>
        Post ${formatMoney(l.proposedCents)}
      </Button>
    </form>
  )
}
