/**
 * Categorise: move the parked line out of ASK MY CLIENT to an account of the client's chart (and optionally a class).
 * The ledger is changed through the API's ledger interface and the question completes.
 */
import { useState } from 'react'
import { isAskMyClientAccount } from '@app/shared/rules/amc.ts'
import { ZCategorizeRequestSchema } from '@app/shared/schemas/amc.ts'
import { Button } from '@/components/ui/button.tsx'
import { Field } from '@/components/ui/field.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { useCategorize, useLedgerAccounts, useLedgerClasses, type LedgerAccount, type Question } from './api.ts'
import { Section, useStaffAction } from './staff-action.tsx'

export function CategorizeForm({ q }: { q: Question }) {
  const accounts = useLedgerAccounts(q.organizationId)
  const classes = useLedgerClasses(q.organizationId)
  const [accountId, setAccountId] = useState('')
  const [classId, setClassId] = useState('')
  const [note, setNote] = useState('')
  const categorize = useCategorize()
  const action = useStaffAction()
  const choices = (accounts.data ?? []).filter((a) => a.Active && !isAskMyClientAccount(a.FullyQualifiedName))
  const byType = groupByType(choices)
  const activeClasses = (classes.data ?? []).filter((c) => c.Active)

  return (
    <Section title="Categorise">
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const account = choices.find((a) => a.Id === accountId)
          const body = {
            account: { id: account?.Id ?? '', name: account?.FullyQualifiedName ?? '' },
            classId: classId || undefined,
            note: note.trim() || undefined,
            version: q.version,
          }
          const parsed = action.check(ZCategorizeRequestSchema, body)
          if (!parsed) return
          void action.run(
            () => categorize.mutateAsync({ id: q.id, ...parsed }),
            `Moved to ${account!.FullyQualifiedName}`,
          )
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Account"
            error={
              action.fields['account.id'] ??
              action.fields['account.name'] ??
              (accounts.isError ? 'Could not load the chart of accounts' : undefined)
            }
          >
            <NativeSelect
              value={accountId}
              onChange={(e) => setAccountId(e.target.value)}
              disabled={accounts.isLoading}
              data-testid="amc-account"
            >
              <option value="">{accounts.isLoading ? 'Loading accounts…' : 'Choose an account'}</option>
              {byType.map(([type, list]) => (
                <optgroup key={type} label={type}>
                  {list.map((a) => (
                    <option key={a.Id} value={a.Id}>
                      {a.FullyQualifiedName}
                    </option>
                  ))}
                </optgroup>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Class (optional)" error={action.fields.classId}>
            <NativeSelect
              value={classId}
              onChange={(e) => setClassId(e.target.value)}
              disabled={classes.isLoading || activeClasses.length === 0}
            >
              <option value="">
                {activeClasses.length === 0 && !classes.isLoading ? 'No classes in this ledger' : 'No class'}
              </option>
              {activeClasses.map((c) => (
                <option key={c.Id} value={c.Id}>
                  {c.FullyQualifiedName}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <Field label="Note (optional)" error={action.fields.note}>
          <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={action.busy}>
            Categorise and complete
          </Button>
        </div>
      </form>
      {action.error}
    </Section>
  )
}

function groupByType(accounts: LedgerAccount[]): [string, LedgerAccount[]][] {
  const m = new Map<string, LedgerAccount[]>()
  for (const a of [...accounts].sort((x, y) => x.FullyQualifiedName.localeCompare(y.FullyQualifiedName))) {
    const list = m.get(a.AccountType) ?? []
    list.push(a)
    m.set(a.AccountType, list)
  }
  return [...m]
}
