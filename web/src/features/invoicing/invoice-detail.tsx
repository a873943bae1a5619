/**
 * One invoice's details from the list: its items and totals, the credit notes taken off and the balance due, whether
 * it was emailed, printed and opened by the customer, the designed PDF, and a credit (part of it, or all that is left)
 * checked with the API's own schema so each message shows beside its field. A paid invoice is credited, never edited.
 */
import { useState, type FormEvent } from 'react'
import { formatMicros, parseDollarsToMicros } from '@app/shared/rules/banking.ts'
import { ZCreditInvoiceRequestSchema } from '@app/shared/schemas/invoicing.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { type Invoice, downloadInvoicePdf, useCreditInvoice, useSetPrintStatus } from './api.ts'
import { STATUS_LABELS, STATUS_TONES } from './labels.ts'

const money = (m: string) => formatMicros(m, { currency: true })
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : null)

export function InvoiceDetail({ orgId, invoice: i, canEdit }: { orgId: string; invoice: Invoice; canEdit: boolean }) {
  const [open, setOpen] = useState(false)
  const print = useSetPrintStatus(orgId)
  const failed = (e: unknown) => toast.error(e instanceof Error ? e.message : 'That did not work')
  const creditable = canEdit && (i.status === 'Sent' || i.status === 'Paid') && i.creditedMicros !== i.amountMicros
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          Details
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto" aria-label={`Invoice ${i.invoiceNumber}`}>
        <DialogHeader>
          <DialogTitle>
            Invoice {i.invoiceNumber}{' '}
            <Badge tone={STATUS_TONES[i.status]} data-testid="detail-status">
              {STATUS_LABELS[i.status]}
            </Badge>
          </DialogTitle>
          <DialogDescription>
            {i.customer.name} · issued {i.invoiceDate} · due {i.invoiceDueDate}
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-3 gap-2 text-sm" aria-label="Delivery">
          <div>
            <dt className="text-slate-500">Email</dt>
            <dd data-testid="detail-email-status">
              {i.emailStatus === 'EmailSent'
                ? `Sent${i.reminderSentCount ? `, ${i.reminderSentCount} reminder(s)` : ''}`
                : 'Not sent yet'}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Print</dt>
            <dd data-testid="detail-print-status">
              {i.printStatus === 'PrintComplete'
                ? 'Printed'
                : i.printStatus === 'NeedToPrint'
                  ? 'To print'
                  : 'Not needed'}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Customer</dt>
            <dd data-testid="detail-viewed">{i.viewedAt ? `Opened ${when(i.viewedAt)}` : 'Not opened yet'}</dd>
          </div>
        </dl>
        <table className="w-full text-sm" aria-label="Items and totals">
          <tbody>
            {i.items.map((l) => (
              <tr key={l.id} className="border-b border-slate-100">
                <td className="py-1.5">
                  {l.title}
                  {l.serviceDateFrom && (
                    <span className="block text-xs text-slate-500">
                      Service {l.serviceDateFrom}
                      {l.serviceDateTo ? ` to ${l.serviceDateTo}` : ''}
                    </span>
                  )}
                </td>
                <td className="py-1.5 text-right tabular-nums">
                  {l.quantity} × {money(l.priceMicros)}
                </td>
                <td className="py-1.5 text-right tabular-nums">{money(l.amountMicros)}</td>
              </tr>
            ))}
            <Row label="Subtotal" value={money(i.subtotalMicros)} />
            {i.discountMicros !== '0' && <Row label="Discount" value={`-${money(i.discountMicros)}`} />}
            <Row label="Sales tax" value={money(i.taxMicros)} />
            <Row label="Total" value={money(i.amountMicros)} strong />
            {i.creditNotes.map((n) => (
              <Row
                key={n.id}
                testId="detail-credit-note"
                label={`Credit ${n.creditNumber} (${n.creditDate})${n.reason ? `: ${n.reason}` : ''}${n.posted ? '' : ' (not in the books yet)'}`}
                value={`-${money(n.amountMicros)}`}
              />
            ))}
            <Row label="Balance due" value={money(i.balanceDueMicros)} strong testId="detail-balance" />
          </tbody>
        </table>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => downloadInvoicePdf(orgId, i).catch(failed)}>
            Download PDF
          </Button>
          {canEdit && i.status !== 'Cancelled' && i.status !== 'Paid' && (
            <Button
              size="sm"
              variant="outline"
              disabled={print.isPending}
              onClick={() =>
                print.mutate(
                  { id: i.id, printStatus: i.printStatus === 'NeedToPrint' ? 'PrintComplete' : 'NeedToPrint' },
                  { onError: failed },
                )
              }
            >
              {i.printStatus === 'NeedToPrint' ? 'Mark printed' : 'Needs printing'}
            </Button>
          )}
        </div>
        {creditable && <CreditForm orgId={orgId} invoice={i} />}
      </DialogContent>
    </Dialog>
  )
}

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <tr className={strong ? 'font-semibold' : undefined} data-testid={testId}>
      <td colSpan={2} className="pt-1.5 text-right">
        {label}
      </td>
      <td className="pt-1.5 text-right tabular-nums">{value}</td>
    </tr>
  )
}

function CreditForm({ orgId, invoice: i }: { orgId: string; invoice: Invoice }) {
  const [form, setForm] = useState({ full: false, amount: '', reason: '' })
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const credit = useCreditInvoice(orgId)
  const left = BigInt(i.amountMicros) - BigInt(i.creditedMicros)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const amount = parseDollarsToMicros(form.amount)
    const parsed = fieldErrors.check(ZCreditInvoiceRequestSchema, {
      full: form.full,
      amountMicros: form.full ? null : amount === null ? form.amount || null : amount.toString(),
      reason: form.reason,
    })
    if (!parsed) return
    credit.mutate(
      { id: i.id, body: parsed },
      {
        onSuccess: (r) => {
          const n = r.creditNotes.at(-1)
          toast.success(`Credit note ${n?.creditNumber ?? ''} was issued`)
          setForm({ full: false, amount: '', reason: '' })
        },
        onError: (err) => fieldErrors.fromApi(err),
      },
    )
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Credit note" className="grid gap-3 border-t pt-4 sm:grid-cols-3">
      <h3 className="font-medium sm:col-span-3">Issue a credit note</h3>
      <p className="text-sm text-slate-600 sm:col-span-3">
        Up to {money(left.toString())} can still be credited. The credit lowers what the customer owes and is written to
        the books, taking back its share of revenue and sales tax.
      </p>
      {errors._ && (
        <Alert tone="danger" className="sm:col-span-3">
          {errors._}
        </Alert>
      )}
      <Checkbox
        label="Credit everything left"
        checked={form.full}
        onChange={(e) => setForm((f) => ({ ...f, full: e.target.checked }))}
      />
      {!form.full && (
        <Field label="Credit amount" error={errors.amountMicros}>
          <Input
            inputMode="decimal"
            placeholder="0.00"
            value={form.amount}
            onChange={(e) => setForm((f) => ({ ...f, amount: e.target.value }))}
          />
        </Field>
      )}
      <Field label="Reason" error={errors.reason} className={form.full ? 'sm:col-span-2' : undefined}>
        <Input value={form.reason} onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))} />
      </Field>
      <div className="sm:col-span-3">
        <Button type="submit" disabled={credit.isPending}>
          {credit.isPending ? 'Issuing…' : 'Issue credit note'}
        </Button>
      </div>
    </form>
  )
}
