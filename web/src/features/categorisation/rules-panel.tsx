/**
 * An organization's vendor rules (layer one): each rule with its account or split, a warning when an account no
 * longer exists in the ledger (the rule is then not applied), removal, and a form to add a vendor rule with the API's
 * refusals in place. Staff only; the client reads the rules on /accounting/vendors.
 */
import { useState } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { ApiError } from '@/lib/api.ts'
import { type Rule, useCreateRule, useDeleteRule, useRules } from './api.ts'
import { AccountOptions } from './account-options.tsx'
import { useFormErrors } from '@/lib/use-form-errors.ts'

export const ruleTarget = (r: Rule) =>
  r.ruleType === 'vendor' ? r.accountName : r.splits.map((s) => `${s.percentage}% ${s.accountName}`).join(', ')

export function RulesPanel({ orgId, accounts }: { orgId: string; accounts: { id: string; name: string }[] }) {
  const rules = useRules(orgId)
  const create = useCreateRule(orgId)
  const remove = useDeleteRule(orgId)
  const [vendor, setVendor] = useState('')
  const [accountId, setAccountId] = useState('')
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const add = async () => {
    fieldErrors.clear()
    try {
      await create.mutateAsync({ vendor, accountId: accountId || undefined })
      setVendor('')
      setAccountId('')
    } catch (e) {
      if (e instanceof ApiError) fieldErrors.report(Object.keys(e.fields).length ? e.fields : { vendor: e.message })
      else throw e
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Vendor rules</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-y divide-slate-100 text-sm" aria-label="Vendor rules">
          {(rules.data?.rules ?? []).map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="font-medium">{r.vendor}</span> → {ruleTarget(r)}
                {r.sourceAmcQuestionId && (
                  <Badge tone="info" className="ml-2">
                    From the client's answer
                  </Badge>
                )}
                {r.stale.length > 0 && (
                  <Badge tone="danger" className="ml-2">
                    {r.stale.join(', ')} no longer in the ledger: not applied
                  </Badge>
                )}
              </span>
              <Button size="sm" variant="ghost" onClick={() => remove.mutate(r.id)}>
                Remove
              </Button>
            </li>
          ))}
          {rules.data?.rules.length === 0 && <li className="py-2 text-slate-500">No rules yet.</li>}
        </ul>
        <form
          className="flex flex-wrap items-end gap-2"
          aria-label="Add a vendor rule"
          onSubmit={(e) => {
            e.preventDefault()
            void add()
          }}
        >
          <Field label="Vendor" error={errors.vendor} className="min-w-48 flex-1">
            <Input
              value={vendor}
              onChange={(e) => setVendor(e.target.value)}
              placeholder="As it appears on bank lines"
            />
          </Field>
          <Field label="Account" error={errors.accountId} className="min-w-48 flex-1">
            <NativeSelect value={accountId} onChange={(e) => setAccountId(e.target.value)}>
              <AccountOptions accounts={accounts} />
            </NativeSelect>
          </Field>
          <Button type="submit" size="sm" disabled={create.isPending}>
            Add rule
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
