/**
 * Creating or editing an invoice: the customer (or a new one), dates and payment term, items with prices in dollars,
 * the sales-tax rate, the memo and, with the recurring-invoices flag, a schedule. The body is checked with the API's
 * own schema first, so each field's message (the spec's §5 limits included) shows beside it; the server's refusals
 * land in the same places.
 */
import { useState, type FormEvent } from 'react'
import { PAYMENT_TERMS, RECURRING_FREQUENCIES, invoiceTotals } from '@app/shared/rules/invoicing.ts'
import { formatMicros, parseDollarsToMicros } from '@app/shared/rules/banking.ts'
import { ZSaveInvoiceRequestSchema } from '@app/shared/schemas/invoicing.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
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
import { type Invoice, type InvoiceList, useAddCustomer, useSaveInvoice } from './api.ts'

type Item = { title: string; price: string; quantity: string; productId: string }
const today = () => new Date().toISOString().slice(0, 10)
const dollars = (micros: string) => (Number(BigInt(micros)) / 1_000_000).toFixed(2)
const micros = (text: string) => parseDollarsToMicros(text)?.toString() ?? text
/** "8.25" (percent) → 82500 (micros of a unit) */
const rateMicros = (text: string) => {
  const m = parseDollarsToMicros(text || '0')
  return m === null ? text : (m / 100n).toString()
}

function initial(inv?: Invoice) {
  return {
    customerId: inv?.customer.id ?? '',
    newName: '',
    newEmail: '',
    newState: '',
    invoiceDate: inv?.invoiceDate ?? today(),
    paymentTerm: inv?.paymentTerm ?? 'Net30',
    customDueDate: inv?.paymentTerm === 'Custom' ? inv.invoiceDueDate : '',
    taxRate: inv ? (Number(inv.salesTaxRateMicros) / 10_000).toString() : '0',
    memo: inv?.memo ?? '',
    items: inv?.items.map((l) => ({
      title: l.title,
      price: dollars(l.priceMicros),
      quantity: l.quantity,
      productId: l.productId ?? '',
    })) ?? [{ title: '', price: '', quantity: '1', productId: '' }],
    recurring: false,
    frequency: 'Monthly',
    endDate: '',
  }
}

export function InvoiceDialog({ orgId, data, invoice }: { orgId: string; data: InvoiceList; invoice?: Invoice }) {
  const [open, setOpen] = useState(false)
  const [form, setForm] = useState(() => initial(invoice))
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const save = useSaveInvoice(orgId)
  const addCustomer = useAddCustomer(orgId)
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }))
  const setItem = (n: number, patch: Partial<Item>) =>
    set({ items: form.items.map((it, i) => (i === n ? { ...it, ...patch } : it)) })
  const body = (customerId: string) => ({
    customerId,
    invoiceDate: form.invoiceDate,
    paymentTerm: form.paymentTerm,
    customDueDate: form.paymentTerm === 'Custom' ? form.customDueDate || null : null,
    salesTaxRateMicros: rateMicros(form.taxRate),
    memo: form.memo,
    items: form.items.map((it) => ({
      title: it.title,
      priceMicros: micros(it.price),
      quantity: it.quantity,
      productId: it.productId || null,
    })),
    recurring:
      form.recurring && !invoice
        ? { frequency: form.frequency, startDate: form.invoiceDate, endDate: form.endDate || null }
        : null,
  })
  const preview = (() => {
    try {
      const b = body('x')
      return invoiceTotals(
        b.items.map((i) => ({
          priceMicros: BigInt(i.priceMicros),
          quantityThousandths: BigInt(Math.round(Number(i.quantity) * 1000)),
        })),
        BigInt(b.salesTaxRateMicros),
      ).totalMicros
    } catch {
      return null
    }
  })()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    let customerId = form.customerId
    if (!customerId && !form.newName) return fieldErrors.report({ customerId: 'Choose a customer or add a new one' })
    if (!customerId) {
      try {
        const c = await addCustomer.mutateAsync({
          name: form.newName,
          email: form.newEmail,
          address: { state: form.newState || null },
        })
        customerId = c.id
        set({ customerId, newName: '', newEmail: '' })
      } catch (err) {
        return fieldErrors.fromApi(err)
      }
    }
    const parsed = fieldErrors.check(ZSaveInvoiceRequestSchema, body(customerId))
    if (!parsed) return
    save.mutate(
      { id: invoice?.id, body: parsed },
      {
        onSuccess: (r) => {
          toast.success(`Invoice ${r.invoiceNumber} was ${invoice ? 'saved' : 'created'}`)
          setOpen(false)
          if (!invoice) setForm(initial())
        },
        onError: (err) => fieldErrors.fromApi(err),
      },
    )
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={invoice ? 'outline' : 'default'}>
          {invoice ? 'Edit' : 'New invoice'}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{invoice ? `Edit invoice ${invoice.invoiceNumber}` : 'New invoice'}</DialogTitle>
          <DialogDescription>
            Amounts in dollars; the total is rounded to the cent, tax once on the whole.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate aria-label="Invoice" className="grid gap-4 sm:grid-cols-3">
          {errors._ && (
            <Alert tone="danger" className="sm:col-span-3">
              {errors._}
            </Alert>
          )}
          <Field label="Customer" error={errors.customerId} className="sm:col-span-3">
            <NativeSelect value={form.customerId} onChange={(e) => set({ customerId: e.target.value })}>
              <option value="">New customer…</option>
              {data.customers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.email})
                </option>
              ))}
            </NativeSelect>
          </Field>
          {!form.customerId && (
            <>
              <Field label="Customer name" error={errors.name}>
                <Input value={form.newName} onChange={(e) => set({ newName: e.target.value })} />
              </Field>
              <Field label="Customer email" error={errors.email}>
                <Input type="email" value={form.newEmail} onChange={(e) => set({ newEmail: e.target.value })} />
              </Field>
              <Field label="Customer state" hint="Two letters, for sales tax" error={errors['address.state']}>
                <Input
                  value={form.newState}
                  maxLength={2}
                  onChange={(e) => set({ newState: e.target.value.toUpperCase() })}
                />
              </Field>
            </>
          )}
          <Field label="Invoice date" error={errors.invoiceDate}>
            <Input type="date" value={form.invoiceDate} onChange={(e) => set({ invoiceDate: e.target.value })} />
          </Field>
          <Field label="Payment terms" error={errors.paymentTerm}>
            <NativeSelect
              value={form.paymentTerm}
              onChange={(e) => set({ paymentTerm: e.target.value as typeof form.paymentTerm })}
            >
              {PAYMENT_TERMS.map((t) => (
                <option key={t} value={t}>
                  {t === 'OnReceipt' ? 'On receipt' : t}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {form.paymentTerm === 'Custom' ? (
            <Field label="Due date" error={errors.customDueDate}>
              <Input type="date" value={form.customDueDate} onChange={(e) => set({ customDueDate: e.target.value })} />
            </Field>
          ) : (
            <div />
          )}
          <fieldset className="grid gap-2 sm:col-span-3" aria-label="Items">
            <legend className="mb-1 text-sm font-medium text-slate-800">Items</legend>
            {errors.items && <p className="text-sm text-red-600">{errors.items}</p>}
            {form.items.map((it, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity before they are saved
              <div key={n} className="grid grid-cols-12 gap-2">
                <NativeSelect
                  className="col-span-3"
                  aria-label={`Item ${n + 1} product`}
                  value={it.productId}
                  onChange={(e) => {
                    const p = data.products.find((x) => x.id === e.target.value)
                    setItem(
                      n,
                      p ? { productId: p.id, title: p.name, price: dollars(p.priceMicros) } : { productId: '' },
                    )
                  }}
                >
                  <option value="">No product</option>
                  {data.products.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </NativeSelect>
                <Input
                  className="col-span-4"
                  aria-label={`Item ${n + 1} title`}
                  placeholder="Title"
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
                  className="col-span-2"
                  aria-label={`Item ${n + 1} price`}
                  placeholder="0.00"
                  value={it.price}
                  onChange={(e) => setItem(n, { price: e.target.value })}
                />
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove item ${n + 1}`}
                  disabled={form.items.length === 1}
                  onClick={() => set({ items: form.items.filter((_, i) => i !== n) })}
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
                onClick={() => set({ items: [...form.items, { title: '', price: '', quantity: '1', productId: '' }] })}
              >
                Add item
              </Button>
            </div>
          </fieldset>
          <Field label="Sales tax rate (%)" error={errors.salesTaxRateMicros}>
            <Input inputMode="decimal" value={form.taxRate} onChange={(e) => set({ taxRate: e.target.value })} />
          </Field>
          <Field label="Memo to the customer" error={errors.memo} className="sm:col-span-2">
            <Input value={form.memo} onChange={(e) => set({ memo: e.target.value })} />
          </Field>
          {data.flags.recurringInvoices && !invoice && (
            <div className="grid gap-4 sm:col-span-3 sm:grid-cols-3">
              <Checkbox
                label="Repeat this invoice"
                checked={form.recurring}
                onChange={(e) => set({ recurring: e.target.checked })}
              />
              {form.recurring && (
                <>
                  <Field label="Every" error={errors['recurring.frequency']}>
                    <NativeSelect value={form.frequency} onChange={(e) => set({ frequency: e.target.value })}>
                      {RECURRING_FREQUENCIES.map((f) => (
                        <option key={f} value={f}>
                          {f}
                        </option>
                      ))}
                    </NativeSelect>
                  </Field>
                  <Field label="Until (optional)" error={errors['recurring.endDate']}>
                    <Input type="date" value={form.endDate} onChange={(e) => set({ endDate: e.target.value })} />
                  </Field>
                </>
              )}
            </div>
          )}
          <DialogFooter className="items-center sm:col-span-3">
            <span className="mr-auto text-sm text-slate-600" data-testid="invoice-total">
              {preview === null ? '' : `Total ${formatMicros(preview, { currency: true })}`}
            </span>
            <Button type="submit" disabled={save.isPending || addCustomer.isPending}>
              {save.isPending ? 'Saving…' : invoice ? 'Save' : 'Create invoice'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
