/**
 * Splitting a line between accounts by percentages: rows of account and percentage, what is left to allocate, and the
 * API's refusals in place under the field they name (splits.1.percentage, splits). Nothing typed is lost on a refusal.
 */
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { ApiError } from '@/lib/api.ts'
import { splitAllocation, splitProblems } from '@app/shared/rules/categorisation-rules.ts'
import type { SplitInput } from './api.ts'
import { AccountOptions } from './account-options.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'

type Row = { key: number; accountId: string; percentage: string }

export function SplitEditor({
  accounts,
  onSubmit,
  onCancel,
  pending,
}: {
  accounts: { id: string; name: string }[]
  onSubmit: (splits: SplitInput[]) => Promise<unknown>
  onCancel: () => void
  pending: boolean
}) {
  const [rows, setRows] = useState<Row[]>([
    { key: 1, accountId: '', percentage: '50' },
    { key: 2, accountId: '', percentage: '50' },
  ])
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const allocation = splitAllocation(rows)
  const set = (key: number, patch: Partial<Row>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)))
  const submit = async () => {
    // the API's own rule, first: every line's problem on its field at once, the total only when the lines are right
    const lines = rows.map((r) => ({
      accountId: r.accountId,
      accountName: '',
      percentage: r.percentage.trim() === '' ? Number.NaN : Number(r.percentage),
    }))
    if (!fieldErrors.report(Object.fromEntries(splitProblems(lines).map((p) => [p.path, p.message])))) return
    try {
      await onSubmit(rows.map((r) => ({ accountId: r.accountId, percentage: Number(r.percentage) })))
    } catch (e) {
      if (e instanceof ApiError) fieldErrors.report(Object.keys(e.fields).length ? e.fields : { splits: e.message })
      else throw e
    }
  }
  return (
    <form
      className="space-y-2 rounded-md border border-slate-200 p-3"
      aria-label="Split"
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      {rows.map((r, i) => (
        <div key={r.key} className="flex items-end gap-2">
          <Field label={`Account ${i + 1}`} error={errors[`splits.${i}.accountId`]} className="flex-1">
            <NativeSelect
              value={r.accountId}
              onChange={(e) => set(r.key, { accountId: e.target.value })}
              autoFocus={i === 0}
            >
              <AccountOptions accounts={accounts} />
            </NativeSelect>
          </Field>
          <Field label={`Percentage ${i + 1}`} error={errors[`splits.${i}.percentage`]} className="w-32">
            <Input
              inputMode="decimal"
              value={r.percentage}
              onChange={(e) => set(r.key, { percentage: e.target.value })}
            />
          </Field>
        </div>
      ))}
      <p
        className={`text-xs ${allocation.allocated === 100 && !allocation.unreadable && !allocation.withoutAccount ? 'text-slate-500' : 'text-amber-700'}`}
        data-testid="split-allocated"
      >
        {allocation.text}
      </p>
      {errors.splits && (
        <p role="alert" className="text-sm text-red-700">
          {errors.splits}
        </p>
      )}
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setRows([...rows, { key: Date.now(), accountId: '', percentage: '0' }])}
        >
          Add account
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          Save split
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
