/**
 * /invoice/:token (public, no sign-in: the emailed link is the credential). The customer sees that one invoice,
 * downloads it as a PDF, and pays by bank pull (their account, the authorization they accept, the micro-deposit's
 * amount to verify, then the pull) or reads the wire instructions. A cancelled invoice shows only that it was cancelled.
 */
import { useState, type FormEvent } from 'react'
import { useParams } from 'react-router-dom'
import { ACH_ACCOUNT_TYPES, COUNTERPARTY_TYPES, INVOICING_MESSAGES } from '@app/shared/rules/invoicing.ts'
import { formatMicros, parseDollarsToMicros } from '@app/shared/rules/banking.ts'
import { ZRegisterBankPullRequestSchema } from '@app/shared/schemas/invoicing.ts'
import { ApiError, publicApi } from '@/lib/api.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { BrandMark } from '@/app/layout/brand.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Field } from '@/components/ui/field.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import {
  type PublicInvoice,
  useConsentTemplate,
  usePayInvoice,
  usePublicInvoice,
  useRegisterBankPull,
  useVerifyBankPull,
} from './api.ts'
import { STATUS_LABELS, STATUS_TONES } from './labels.ts'

const money = (m: string) => formatMicros(m, { currency: true })

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-full flex-col items-center bg-slate-50 px-4 py-12">
      <BrandMark />
      <main className="mt-8 w-full max-w-2xl rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4 space-y-6">{children}</div>
      </main>
    </div>
  )
}

export function PublicInvoicePage() {
  const { token = '' } = useParams()
  const invoice = usePublicInvoice(token)
  if (invoice.isPending) return <PageSpinner label="Loading" />
  if (invoice.isError) {
    const e = invoice.error
    const status = e instanceof ApiError ? e.status : 0
    const [title, text] =
      status === 409
        ? ['Invoice cancelled', INVOICING_MESSAGES.cancelled]
        : status === 404
          ? [
              'This link does not work',
              'Check that you opened the whole link from the email, or ask the sender for a new one.',
            ]
          : status === 429
            ? ['Too many attempts', 'Wait a few minutes, then open the link again.']
            : ['The invoice could not be loaded', e instanceof Error ? e.message : 'Try again in a moment.']
    return (
      <Frame title={title}>
        <Alert tone="warning" data-testid="invoice-link-problem">
          {text}
        </Alert>
      </Frame>
    )
  }
  const i = invoice.data
  const download = async () => {
    const pdf = await publicApi.GET_FILE('/api/public-invoices/{token}/pdf', { params: { path: { token } } })
    const url = URL.createObjectURL(pdf)
    Object.assign(document.createElement('a'), { href: url, download: `invoice-${i.invoiceNumber}.pdf` }).click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  return (
    <Frame title={`Invoice ${i.invoiceNumber} from ${i.organizationName}`}>
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <Badge tone={STATUS_TONES[i.status]} data-testid="public-invoice-status">
          {STATUS_LABELS[i.status]}
        </Badge>
        <span>For {i.customerName}</span>
        <span>Issued {i.invoiceDate}</span>
        <span>Due {i.invoiceDueDate}</span>
        <Button size="sm" variant="outline" className="ml-auto" onClick={() => void download()}>
          Download PDF
        </Button>
      </div>
      <table className="w-full text-sm" aria-label="Items">
        <tbody>
          {i.items.map((l, n) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the public view carries no line ids
            <tr key={n} className="border-b border-slate-100">
              <td className="py-2">{l.title}</td>
              <td className="py-2 text-right tabular-nums">
                {l.quantity} × {money(l.priceMicros)}
              </td>
              <td className="py-2 text-right tabular-nums">{money(l.amountMicros)}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={2} className="pt-3 text-right">
              Subtotal
            </td>
            <td className="pt-3 text-right tabular-nums">{money(i.subtotalMicros)}</td>
          </tr>
          {i.discountMicros !== '0' && (
            <tr>
              <td colSpan={2} className="text-right">
                Discount
              </td>
              <td className="text-right tabular-nums">-{money(i.discountMicros)}</td>
            </tr>
          )}
          <tr>
            <td colSpan={2} className="text-right">
              Sales tax
            </td>
            <td className="text-right tabular-nums">{money(i.taxMicros)}</td>
          </tr>
          <tr className="font-semibold">
            <td colSpan={2} className="text-right">
              Total
            </td>
            <td className="text-right tabular-nums" data-testid="public-invoice-total">
              {money(i.amountMicros)}
            </td>
          </tr>
          {i.creditNotes.map((n) => (
            <tr key={n.creditNumber} data-testid="public-credit-note">
              <td colSpan={2} className="text-right">
                Credit {n.creditNumber} ({n.creditDate}){n.reason ? `: ${n.reason}` : ''}
              </td>
              <td className="text-right tabular-nums">-{money(n.amountMicros)}</td>
            </tr>
          ))}
          {i.creditNotes.length > 0 && (
            <tr className="font-semibold">
              <td colSpan={2} className="text-right">
                Balance due
              </td>
              <td className="text-right tabular-nums" data-testid="public-invoice-balance">
                {money(i.balanceDueMicros)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {i.memo && <p className="text-sm text-slate-600">{i.memo}</p>}
      {i.status === 'Paid' && <Alert tone="success">This invoice is paid. Thank you.</Alert>}
      {i.status === 'WaitingPayment' && (
        <Alert tone="info">Your bank payment is on its way; it usually settles in one business day.</Alert>
      )}
      {i.status === 'Sent' && i.achPull && <PayByBank token={token} invoice={i} />}
      {i.status === 'Sent' && i.wire && (
        <section aria-label="Wire instructions" className="rounded-md bg-slate-50 p-4 text-sm">
          <h2 className="mb-2 font-medium text-slate-900">Or pay by wire</h2>
          <p>Bank: {i.wire.bankName}</p>
          <p>Routing number (ABA): {i.wire.routingNumber}</p>
          <p>Account number: {i.wire.accountNumber}</p>
          <p>Beneficiary: {i.wire.beneficiary}</p>
          <p>Reference: {i.invoiceNumber}</p>
        </section>
      )}
    </Frame>
  )
}

const EMPTY = {
  bankName: '',
  nameOnAccount: '',
  accountType: 'Checking',
  counterpartyType: 'Business',
  accountNumber: '',
  routingNumber: '',
}

function PayByBank({ token, invoice }: { token: string; invoice: PublicInvoice }) {
  const consent = invoice.consent
  const register = useRegisterBankPull(token)
  const verify = useVerifyBankPull(token)
  const pay = usePayInvoice(token)
  const [form, setForm] = useState(EMPTY)
  const [accepted, setAccepted] = useState(false)
  const [amount, setAmount] = useState('')
  const template = useConsentTemplate(token, !consent || consent.status === 'Failed')
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const field = (name: keyof typeof EMPTY) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  })

  if (consent?.status === 'Verified')
    return (
      <section aria-label="Pay by bank" className="space-y-3">
        <p className="text-sm text-slate-700">
          Verified: {consent.bankName} {consent.accountType.toLowerCase()} {consent.accountNumber}.
        </p>
        {pay.error && <Alert tone="danger">{pay.error.message}</Alert>}
        <Button onClick={() => pay.mutate()} disabled={pay.isPending}>
          {pay.isPending ? 'Paying…' : `Pay ${money(invoice.balanceDueMicros)}`}
        </Button>
      </section>
    )
  if (consent?.status === 'VerificationSent') {
    const submit = (e: FormEvent) => {
      e.preventDefault()
      const micros = parseDollarsToMicros(amount)
      if (micros === null || micros <= 0n)
        return fieldErrors.report({ verificationAmountMicros: 'Enter the deposit amount, like 0.32' })
      verify.mutate(micros.toString(), {
        onSuccess: (r) => {
          if (!r.verified && r.consent.status !== 'Failed')
            fieldErrors.report({ verificationAmountMicros: INVOICING_MESSAGES.wrongAmount })
        },
        onError: (err) => fieldErrors.fromApi(err),
      })
    }
    return (
      <form onSubmit={submit} noValidate aria-label="Verify your bank account" className="space-y-3">
        <p className="text-sm text-slate-700">
          We sent a small deposit to {consent.bankName} {consent.accountNumber}. When it arrives (usually the next
          business day), enter its amount.
        </p>
        <Field label="Deposit amount ($)" error={errors.verificationAmountMicros ?? errors._}>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Button type="submit" disabled={verify.isPending}>
          Verify
        </Button>
      </form>
    )
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = fieldErrors.check(ZRegisterBankPullRequestSchema, { achPullData: form, consentAccepted: accepted })
    if (!parsed) return
    register.mutate(parsed, { onError: (err) => fieldErrors.fromApi(err) })
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Pay by bank" className="grid gap-4 sm:grid-cols-2">
      <h2 className="font-medium text-slate-900 sm:col-span-2">Pay by bank</h2>
      {consent?.status === 'Failed' && (
        <Alert tone="warning" className="sm:col-span-2">
          {INVOICING_MESSAGES.consentFailed}
        </Alert>
      )}
      {errors._ && (
        <Alert tone="danger" className="sm:col-span-2">
          {errors._}
        </Alert>
      )}
      <Field label="Bank name" error={errors['achPullData.bankName']} required>
        <Input {...field('bankName')} />
      </Field>
      <Field label="Name on the account" error={errors['achPullData.nameOnAccount']} required>
        <Input {...field('nameOnAccount')} />
      </Field>
      <Field label="Account type" error={errors['achPullData.accountType']}>
        <NativeSelect {...field('accountType')}>
          {ACH_ACCOUNT_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="The account belongs to a" error={errors['achPullData.counterpartyType']}>
        <NativeSelect {...field('counterpartyType')}>
          {COUNTERPARTY_TYPES.map((t) => (
            <option key={t}>{t}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Routing number" error={errors['achPullData.routingNumber']} required>
        <Input {...field('routingNumber')} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field label="Account number" error={errors['achPullData.accountNumber']} required>
        <Input {...field('accountNumber')} inputMode="numeric" autoComplete="off" />
      </Field>
      <p className="rounded-md bg-slate-50 p-3 text-xs text-slate-600 sm:col-span-2" data-testid="consent-text">
        {template.data?.content}
      </p>
      <div className="sm:col-span-2">
        <Checkbox
          label="I accept this authorization"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
        />
        {errors.consentAccepted && <p className="mt-1 text-sm text-red-600">{errors.consentAccepted}</p>}
      </div>
      <div className="flex justify-end sm:col-span-2">
        <Button type="submit" disabled={register.isPending}>
          {register.isPending ? 'Sending…' : 'Continue'}
        </Button>
      </div>
    </form>
  )
}
