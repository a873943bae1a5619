/**
 * One client's bank statement tracker: each tracked account with who gets the statement, its availability day and
 * the last months ticked (a confirmed statement ticks its month by itself); staff add accounts and tick months.
 */
import { useState } from 'react'
import {
  AVAILABILITY_MESSAGE,
  RESPONSIBILITY_LABELS,
  TRACKER_RESPONSIBILITIES,
  type TTrackerResponsibility,
} from '@app/shared/rules/statement-tracker.ts'
import { ZCreateStatementTrackerRequestSchema } from '@app/shared/schemas/reconciliation.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { api } from '@/lib/api.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { formatDate } from '@/lib/format.ts'
import { type Overview, useOrgMutation, useTrackers } from './api.ts'

const EMPTY = {
  accountName: '',
  responsibility: 'client' as TTrackerResponsibility,
  availability: '',
  statementAccountId: '',
}

export function ClientTracker({ orgId, accounts }: { orgId: string; accounts: Overview['accounts'] }) {
  const trackers = useTrackers(orgId)
  const [form, setForm] = useState(EMPTY)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const path = { organizationId: orgId }
  const add = useOrgMutation(orgId, (body: ReturnType<typeof ZCreateStatementTrackerRequestSchema.parse>) =>
    api.POST('/api/organizations/{organizationId}/statement-tracker', { params: { path }, body }),
  )
  const tick = useOrgMutation(orgId, (v: { trackerId: string; month: string; completed: boolean }) =>
    api.PUT('/api/organizations/{organizationId}/statement-tracker/{trackerId}/statements/{month}', {
      params: { path: { ...path, trackerId: v.trackerId, month: v.month } },
      body: { completed: v.completed },
    }),
  )
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">Statement tracker</h2>
      {(trackers.data ?? []).length > 0 && (
        <Table data-testid="client-tracker">
          <TableHeader>
            <TableRow>
              <TableHead>Account</TableHead>
              <TableHead>Responsibility</TableHead>
              <TableHead numeric>Available on day</TableHead>
              <TableHead>Statements</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {trackers.data?.map((t) => (
              <TableRow key={t.id}>
                <TableCell className="font-medium">{t.accountName}</TableCell>
                <TableCell>{RESPONSIBILITY_LABELS[t.responsibility]}</TableCell>
                <TableCell numeric>{t.availability}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap gap-1.5">
                    {t.statements.slice(0, 6).map((s) => (
                      <button
                        key={s.date}
                        type="button"
                        title={s.files.map((f) => f.fileName).join(', ') || 'No file'}
                        onClick={() => tick.mutate({ trackerId: t.id, month: s.date, completed: !s.completed })}
                      >
                        <Badge tone={s.completed ? 'success' : 'warning'}>
                          {formatDate(s.date, 'MMM yyyy')} {s.completed ? '✓' : '—'}
                        </Badge>
                      </button>
                    ))}
                    {t.statements.length === 0 && <span className="text-sm text-slate-500">None yet</span>}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <form
        className="mt-4 grid items-end gap-3 sm:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault()
          const parsed = fieldErrors.check(ZCreateStatementTrackerRequestSchema, {
            ...form,
            availability: form.availability === '' ? undefined : Number(form.availability),
            statementAccountId: form.statementAccountId || null,
          })
          if (!parsed) return
          add.mutate(parsed, {
            onSuccess: () => setForm(EMPTY),
            onError: (err) => fieldErrors.fromApi(err),
          })
        }}
      >
        <Field label="Account name" error={errors.accountName}>
          <Input value={form.accountName} onChange={(e) => setForm({ ...form, accountName: e.target.value })} />
        </Field>
        <Field label="Responsibility" error={errors.responsibility}>
          <NativeSelect
            value={form.responsibility}
            onChange={(e) => setForm({ ...form, responsibility: e.target.value as TTrackerResponsibility })}
          >
            {TRACKER_RESPONSIBILITIES.map((r) => (
              <option key={r} value={r}>
                {RESPONSIBILITY_LABELS[r]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Availability (day)" error={errors.availability} hint={AVAILABILITY_MESSAGE}>
          <Input
            inputMode="numeric"
            value={form.availability}
            onChange={(e) => setForm({ ...form, availability: e.target.value })}
          />
        </Field>
        <Field label="Statement account" error={errors.statementAccountId}>
          <NativeSelect
            value={form.statementAccountId}
            onChange={(e) => setForm({ ...form, statementAccountId: e.target.value })}
          >
            <option value="">None</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.accountChartName}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" disabled={add.isPending}>
          Track account
        </Button>
      </form>
    </Card>
  )
}
