/**
 * /cash/settings/auto-transfers-rules (flag `auto-transfer`): rules that move money between the organization's
 * accounts on thresholds. A sweep moves what a source holds above its threshold down to the target amount; a top-off
 * proposes bringing an account under its threshold back up to the target amount, which someone approves on
 * /cash/approve-top-off. Amounts are typed in dollars and stored as micros.
 */
import { useState, type FormEvent } from 'react'
import { formatMicros } from '@app/shared/rules/banking.ts'
import {
  AUTO_TRANSFER_KINDS,
  type AutoTransferRuleKind,
  RULE_MESSAGES,
  ruleProblems,
} from '@app/shared/rules/auto-transfer-rules.ts'
import type { FieldErrors } from '@/lib/field-errors.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { QueryState } from '@/components/page.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { type AutoTransferRule, type BankingAccount, type CashOverview, useAccounts } from './api.ts'
import { CashGate } from './cash-gate.tsx'
import { useCreateRule, useDeleteRule, useRules, useUpdateRule } from './controls-api.ts'
import { dollarsText, readLimit } from './money-input.ts'
import { SettingsLayout } from './settings-layout.tsx'

const KIND_LABEL = { sweep: 'Sweep', top_off: 'Top-off' } as const

export function RulesPage() {
  return <CashGate>{(overview, orgId) => <Rules orgId={orgId} overview={overview} />}</CashGate>
}

function Rules({ orgId, overview }: { orgId: string; overview: CashOverview }) {
  const rules = useRules(orgId)
  const accounts = useAccounts(orgId)
  const remove = useDeleteRule(orgId)
  const update = useUpdateRule(orgId)
  const [editing, setEditing] = useState<AutoTransferRule | 'new' | null>(null)
  const list = accounts.data?.accounts ?? []
  const name = (id: string) => list.find((a) => a.id === id)?.name ?? 'Account'
  const money = (m: string) => formatMicros(m, { currency: true })
  return (
    <SettingsLayout
      title="Auto-transfer rules"
      description="Keep each account at the right level: sweep the excess away, or top an account back up."
      actions={overview.canManage && <Button onClick={() => setEditing('new')}>Add a rule</Button>}
    >
      <QueryState query={rules} label="Loading rules">
        {rules.data?.rules.length === 0 ? (
          <EmptyState title="No rules yet" description="A rule moves money between your accounts on a threshold." />
        ) : (
          <Card>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Rule</TableHead>
                  <TableHead>From</TableHead>
                  <TableHead>To</TableHead>
                  <TableHead numeric>Threshold</TableHead>
                  <TableHead numeric>Target</TableHead>
                  <TableHead>Status</TableHead>
                  {overview.canManage && (
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  )}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rules.data?.rules.map((r) => (
                  <TableRow key={r.id} data-testid="auto-transfer-rule">
                    <TableCell className="font-medium">{KIND_LABEL[r.kind]}</TableCell>
                    <TableCell>{name(r.sourceAccountId)}</TableCell>
                    <TableCell>{name(r.targetAccountId)}</TableCell>
                    <TableCell numeric>{money(r.thresholdMicros)}</TableCell>
                    <TableCell numeric>{money(r.targetMicros)}</TableCell>
                    <TableCell>
                      <Badge tone={r.enabled ? 'success' : 'neutral'}>{r.enabled ? 'On' : 'Off'}</Badge>
                    </TableCell>
                    {overview.canManage && (
                      <TableCell className="whitespace-nowrap text-right">
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={update.isPending}
                          onClick={() => update.mutate({ ruleId: r.id, enabled: !r.enabled })}
                        >
                          {r.enabled ? 'Turn off' : 'Turn on'}
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setEditing(r)}>
                          Edit
                        </Button>{' '}
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={remove.isPending}
                          onClick={() =>
                            remove.mutate(r.id, {
                              onError: (e) => toast.error('The rule was not removed', { description: e.message }),
                            })
                          }
                        >
                          Delete
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        )}
      </QueryState>
      {editing && (
        <RuleDialog
          orgId={orgId}
          rule={editing === 'new' ? null : editing}
          accounts={list.filter((a) => a.status === 'open')}
          onClose={() => setEditing(null)}
        />
      )}
    </SettingsLayout>
  )
}

type Form = {
  kind: string
  sourceAccountId: string
  targetAccountId: string
  threshold: string
  target: string
  enabled: boolean
}

function RuleDialog({
  orgId,
  rule,
  accounts,
  onClose,
}: {
  orgId: string
  rule: AutoTransferRule | null
  accounts: BankingAccount[]
  onClose: () => void
}) {
  const create = useCreateRule(orgId)
  const update = useUpdateRule(orgId)
  const [form, setForm] = useState<Form>(() => ({
    kind: rule?.kind ?? 'sweep',
    sourceAccountId: rule?.sourceAccountId ?? '',
    targetAccountId: rule?.targetAccountId ?? '',
    threshold: rule ? dollarsText(rule.thresholdMicros) : '',
    target: rule ? dollarsText(rule.targetMicros) : '',
    enabled: rule?.enabled ?? true,
  }))
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const field = (name: Exclude<keyof Form, 'enabled'>) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const threshold = readLimit(form.threshold)
    const target = readLimit(form.target)
    const found: FieldErrors = {}
    if (!form.sourceAccountId) found.sourceAccountId = RULE_MESSAGES.sourceRequired
    if (!form.targetAccountId) found.targetAccountId = RULE_MESSAGES.targetRequired
    if ('error' in threshold || threshold.micros === null) found.thresholdMicros = RULE_MESSAGES.thresholdRequired
    if ('error' in target || target.micros === null) found.targetMicros = RULE_MESSAGES.targetAmountRequired
    if (Object.keys(found).length === 0) {
      const whole = {
        kind: form.kind as AutoTransferRuleKind,
        sourceAccountId: form.sourceAccountId,
        targetAccountId: form.targetAccountId,
        thresholdMicros: BigInt((threshold as { micros: string }).micros),
        targetMicros: BigInt((target as { micros: string }).micros),
      }
      for (const p of ruleProblems(whole)) found[p.path] ??= p.message
    }
    if (Object.keys(found).length) {
      fieldErrors.report(found)
      return
    }
    fieldErrors.clear()
    const body = {
      sourceAccountId: form.sourceAccountId,
      targetAccountId: form.targetAccountId,
      thresholdMicros: (threshold as { micros: string }).micros,
      targetMicros: (target as { micros: string }).micros,
      enabled: form.enabled,
    }
    const done = {
      onSuccess: () => {
        toast.success(rule ? 'Rule saved' : 'Rule added')
        onClose()
      },
      onError: (err: Error) => fieldErrors.fromApi(err),
    }
    if (rule) update.mutate({ ruleId: rule.id, ...body }, done)
    else create.mutate({ kind: form.kind as AutoTransferRuleKind, ...body }, done)
  }
  const sweep = form.kind === 'sweep'
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{rule ? 'Edit the rule' : 'Add a rule'}</DialogTitle>
          <DialogDescription>
            {sweep
              ? 'When the first account holds more than the threshold, the excess over the target amount moves to the second.'
              : 'When the second account falls below the threshold, a transfer from the first brings it back to the target amount, once approved.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Auto-transfer rule" className="grid gap-4 sm:grid-cols-2">
          {errors._ && (
            <Alert tone="danger" className="sm:col-span-2">
              {errors._}
            </Alert>
          )}
          <Field label="Kind" error={errors.kind} className="sm:col-span-2">
            <NativeSelect {...field('kind')} disabled={!!rule}>
              {AUTO_TRANSFER_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABEL[k]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="From account" error={errors.sourceAccountId} required>
            <NativeSelect {...field('sourceAccountId')}>
              <option value="">Choose an account</option>
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="To account" error={errors.targetAccountId} required>
            <NativeSelect {...field('targetAccountId')}>
              <option value="">Choose an account</option>
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Threshold (USD)" error={errors.thresholdMicros} required>
            <Input {...field('threshold')} inputMode="decimal" />
          </Field>
          <Field label="Target amount (USD)" error={errors.targetMicros} required>
            <Input {...field('target')} inputMode="decimal" />
          </Field>
          <div className="sm:col-span-2">
            <Checkbox
              label="Rule is on"
              checked={form.enabled}
              onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))}
            />
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending || update.isPending}>
              {rule ? 'Save rule' : 'Add rule'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
