/**
 * The Recurring tab of /cash/invoices: each schedule with its customer, frequency, next issue date, last run and
 * amount, paused and resumed in place, and edited (next issue date, end, the items each copy bills) in a dialog checked
 * with the API's own schema. Resuming says first how many missed periods it will issue (one each, as after downtime);
 * moving the next issue date is how a person skips them instead.
 */
import { useState, type FormEvent } from 'react'
import { formatMicros, parseDollarsToMicros } from '@app/shared/rules/banking.ts'
import { ZEditInvoiceScheduleRequestSchema } from '@app/shared/schemas/invoicing.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { QueryState } from '@/components/page.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent } from '@/components/ui/card.tsx'
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import {
  type InvoiceSchedule,
  useEditSchedule,
  useInvoiceSchedules,
  usePauseSchedule,
  useResumeSchedule,
} from './api.ts'

const money = (m: string) => formatMicros(m, { currency: true })
const dollars = (micros: string) => (Number(BigInt(micros)) / 1_000_000).toFixed(2)
const TONES = { Active: 'success', Paused: 'warning', Ended: 'neutral' } as const

export function SchedulesPanel({ orgId, canEdit }: { orgId: string; canEdit: boolean }) {
  const list = useInvoiceSchedules(orgId)
  const pause = usePauseSchedule(orgId)
  const resume = useResumeSchedule(orgId)
  const failed = (e: unknown) => toast.error(e instanceof Error ? e.message : 'That did not work')
  return (
    <QueryState query={list} label="Loading recurring schedules">
      {list.data && list.data.schedules.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState
              title="No recurring invoices"
              description="Tick “Repeat this invoice” when you create one, and its schedule shows here."
            />
          </CardContent>
        </Card>
      ) : (
        <Card>
          <Table aria-label="Recurring schedules">
            <TableHeader>
              <TableRow>
                <TableHead>Customer</TableHead>
                <TableHead>Every</TableHead>
                <TableHead>Next issue</TableHead>
                <TableHead>Last run</TableHead>
                <TableHead>Ends</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data?.schedules.map((s) => (
                <TableRow key={s.id} data-testid={`schedule-${s.sourceInvoiceNumber}`}>
                  <TableCell className="font-medium">
                    {s.customerName}
                    <span className="block text-xs text-slate-500">from {s.sourceInvoiceNumber}</span>
                  </TableCell>
                  <TableCell>{s.frequency}</TableCell>
                  <TableCell data-testid="schedule-next">{s.nextIssueDate ?? '—'}</TableCell>
                  <TableCell>{s.lastRun ?? '—'}</TableCell>
                  <TableCell>{s.endDate ?? 'Never'}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(s.amountMicros)}</TableCell>
                  <TableCell>
                    <Badge tone={TONES[s.status]} data-testid="schedule-status">
                      {s.status}
                    </Badge>
                  </TableCell>
                  <TableCell className="space-x-1 whitespace-nowrap text-right">
                    {canEdit && s.status === 'Active' && (
                      <Button size="sm" variant="outline" onClick={() => pause.mutate(s.id, { onError: failed })}>
                        Pause
                      </Button>
                    )}
                    {canEdit && s.status === 'Paused' && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          const note =
                            s.missedPeriods > 0
                              ? `Resuming issues ${s.missedPeriods} invoice(s) for the periods missed while paused. To skip them, edit the next issue date instead. Resume?`
                              : null
                          if (note && !window.confirm(note)) return
                          resume.mutate(s.id, { onError: failed })
                        }}
                      >
                        Resume
                      </Button>
                    )}
                    {canEdit && s.status !== 'Ended' && <EditScheduleDialog orgId={orgId} schedule={s} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </QueryState>
  )
}

/** A row of the form; what it does not edit (product, tax treatment, service period) rides along with it. */
type Item = {
  title: string
  quantity: string
  price: string
  keep?: Pick<InvoiceSchedule['items'][number], 'productId' | 'taxable' | 'serviceDateFrom' | 'serviceDateTo'>
}

function EditScheduleDialog({ orgId, schedule: s }: { orgId: string; schedule: InvoiceSchedule }) {
  const [open, setOpen] = useState(false)
  const initial = () => ({
    nextIssueDate: s.nextIssueDate ?? '',
    endDate: s.endDate ?? '',
    items: s.items.map(
      (l): Item => ({
        title: l.title,
        quantity: l.quantity,
        price: dollars(l.priceMicros),
        keep: {
          productId: l.productId,
          taxable: l.taxable,
          serviceDateFrom: l.serviceDateFrom,
          serviceDateTo: l.serviceDateTo,
        },
      }),
    ),
  })
  const [form, setForm] = useState(initial)
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const edit = useEditSchedule(orgId)
  const setItem = (n: number, patch: Partial<Item>) =>
    setForm((f) => ({ ...f, items: f.items.map((it, i) => (i === n ? { ...it, ...patch } : it)) }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = fieldErrors.check(ZEditInvoiceScheduleRequestSchema, {
      ...(form.nextIssueDate && form.nextIssueDate !== s.nextIssueDate ? { nextIssueDate: form.nextIssueDate } : {}),
      endDate: form.endDate || null,
      items: form.items.map((it) => ({
        title: it.title,
        quantity: it.quantity,
        priceMicros: parseDollarsToMicros(it.price)?.toString() ?? it.price,
        productId: it.keep?.productId ?? null,
        taxable: it.keep?.taxable ?? true,
        serviceDateFrom: it.keep?.serviceDateFrom ?? null,
        serviceDateTo: it.keep?.serviceDateTo ?? null,
      })),
    })
    if (!parsed) return
    edit.mutate(
      { id: s.id, body: parsed },
      {
        onSuccess: () => {
          toast.success('The schedule was saved')
          setOpen(false)
        },
        onError: (err) => fieldErrors.fromApi(err),
      },
    )
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o)
        if (o) setForm(initial())
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          Edit
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Recurring invoice for {s.customerName}</DialogTitle>
          <DialogDescription>
            Changes apply to the next invoices; those already issued stay as they are.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Schedule" className="grid gap-4 sm:grid-cols-2">
          {errors._ && (
            <Alert tone="danger" className="sm:col-span-2">
              {errors._}
            </Alert>
          )}
          <Field label="Next issue date" error={errors.nextIssueDate}>
            <Input
              type="date"
              value={form.nextIssueDate}
              onChange={(e) => setForm((f) => ({ ...f, nextIssueDate: e.target.value }))}
            />
          </Field>
          <Field label="Ends on (optional)" error={errors.endDate}>
            <Input
              type="date"
              value={form.endDate}
              onChange={(e) => setForm((f) => ({ ...f, endDate: e.target.value }))}
            />
          </Field>
          <fieldset className="grid gap-2 sm:col-span-2" aria-label="Items">
            <legend className="mb-1 text-sm font-medium text-slate-800">Items each invoice bills</legend>
            {errors.items && <p className="text-sm text-red-600">{errors.items}</p>}
            {form.items.map((it, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions in the schedule
              <div key={n} className="grid grid-cols-12 gap-2">
                <Input
                  className="col-span-6"
                  aria-label={`Item ${n + 1} title`}
                  value={it.title}
                  onChange={(e) => setItem(n, { title: e.target.value })}
                />
                <Input
                  className="col-span-2"
                  aria-label={`Item ${n + 1} quantity`}
                  value={it.quantity}
                  onChange={(e) => setItem(n, { quantity: e.target.value })}
                />
                <Input
                  className="col-span-3"
                  aria-label={`Item ${n + 1} price`}
                  value={it.price}
                  onChange={(e) => setItem(n, { price: e.target.value })}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove item ${n + 1}`}
                  disabled={form.items.length === 1}
                  onClick={() => setForm((f) => ({ ...f, items: f.items.filter((_, i) => i !== n) }))}
                >
                  ×
                </Button>
                {[errors[`items.${n}.title`], errors[`items.${n}.quantity`], errors[`items.${n}.priceMicros`]]
                  .filter(Boolean)
                  .map((m) => (
                    <p key={m} className="col-span-12 text-sm text-red-600">
                      {m}
                    </p>
                  ))}
              </div>
            ))}
            <div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => setForm((f) => ({ ...f, items: [...f.items, { title: '', quantity: '1', price: '' }] }))}
              >
                Add item
              </Button>
            </div>
          </fieldset>
          <DialogFooter className="sm:col-span-2">
            <Button type="submit" disabled={edit.isPending}>
              {edit.isPending ? 'Saving…' : 'Save schedule'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
