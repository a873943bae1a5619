/**
 * Sending money: ACH, wire or RTP to a payee, or a book transfer between the organization's own accounts. The amount
 * is typed in dollars (at most two decimals, refused at the field) and sent as micros; the body is checked with the
 * API's schema first. Nothing moves unseen: a checked form becomes a review (amount, from, to, rail, expected
 * arrival) and only "Confirm and send" calls the API, still one call.
 * Each submission carries one Idempotency-Key (money-input.ts), so a double click or a retry moves money once. The
 * answer is told in words: sent, waiting for approval, or the bank's refusal with nothing moved.
 */
import { useRef, useState, type FormEvent } from 'react'
import { ENTRY_RESULT_MESSAGES, PAYMENT_RAILS, expectedArrival, formatMicros } from '@app/shared/rules/banking.ts'
import { type TCreateBankingPaymentRequest, ZCreateBankingPaymentRequestSchema } from '@app/shared/schemas/banking.ts'
import { formatDate } from '@/lib/format.ts'
import { ApiError } from '@/lib/api.ts'
import type { FieldErrors } from '@/lib/field-errors.ts'
import { useFormErrors } from '@/lib/use-form-errors.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
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
import { type BankingAccount, type Counterparty, useSendPayment } from './api.ts'
import { RAIL_LABEL } from './labels.ts'
import { idempotencyKeeper, readAmount } from './money-input.ts'

const EMPTY = { fromAccountId: '', rail: 'ach', counterpartyId: '', toAccountId: '', amount: '', description: '' }
type Form = typeof EMPTY

export function SendPaymentDialog({
  orgId,
  accounts,
  counterparties,
}: {
  orgId: string
  accounts: BankingAccount[]
  counterparties: Counterparty[]
}) {
  const open = accounts.filter((a) => a.status === 'open')
  const [isOpen, setOpen] = useState(false)
  const [form, setForm] = useState<Form>({ ...EMPTY, fromAccountId: open[0]?.id ?? '' })
  const fieldErrors = useFormErrors()
  const { errors } = fieldErrors
  const send = useSendPayment(orgId)
  const keeper = useRef(idempotencyKeeper())
  const [review, setReview] = useState<TCreateBankingPaymentRequest | null>(null)
  const book = form.rail === 'book'

  const field = (name: keyof Form) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (send.isPending) return
    const amount = readAmount(form.amount)
    const more: FieldErrors = {}
    if ('error' in amount) more.amountMicros = amount.error
    if (!form.fromAccountId) more.fromAccountId = 'Choose the account the money leaves'
    const body = fieldErrors.check(
      ZCreateBankingPaymentRequestSchema,
      {
        fromAccountId: form.fromAccountId,
        rail: form.rail,
        counterpartyId: book ? null : form.counterpartyId || null,
        toAccountId: book ? form.toAccountId || null : null,
        amountMicros: 'micros' in amount ? amount.micros : '',
        description: form.description,
      },
      more,
    )
    if (body) setReview(body)
  }

  const confirm = () => {
    if (!review || send.isPending) return
    const body = review
    send.mutate(
      { body, key: keeper.current.keyFor(body) },
      {
        onSuccess: (payment) => {
          keeper.current.settle()
          const amountText = formatMicros(payment.amountMicros, { currency: true })
          if (payment.status === 'awaiting_approval')
            toast.info(`${amountText} waits for approval`, {
              description: 'It is over your limit; the approvers were told.',
            })
          else toast.success(`${amountText}: ${ENTRY_RESULT_MESSAGES.Success}`)
          setForm({ ...EMPTY, fromAccountId: form.fromAccountId })
          setReview(null)
          setOpen(false)
        },
        onError: (err) => {
          // an answer from the bank or the API ends this submission; a lost connection keeps its key for the retry
          if (err instanceof ApiError && err.status !== 0) keeper.current.settle()
          fieldErrors.fromApi(err)
          setReview(null)
        },
      },
    )
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          fieldErrors.clear()
          setReview(null)
        }
      }}
    >
      <DialogTrigger asChild>
        <Button disabled={open.length === 0}>Send money</Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Send money</DialogTitle>
          <DialogDescription>A payment over your limit waits for the approvers before it leaves.</DialogDescription>
        </DialogHeader>
        {review ? (
          <Review
            body={review}
            accounts={accounts}
            counterparties={counterparties}
            sending={send.isPending}
            onBack={() => setReview(null)}
            onConfirm={confirm}
          />
        ) : (
          <form onSubmit={submit} noValidate aria-label="Send money" className="grid gap-4 sm:grid-cols-2">
            {errors._ && (
              <Alert tone="danger" className="sm:col-span-2" data-testid="payment-error">
                {errors._}
              </Alert>
            )}
            <Field label="From" error={errors.fromAccountId} required>
              <NativeSelect {...field('fromAccountId')}>
                <option value="">Choose an account</option>
                {open.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name} ({formatMicros(a.availableBalanceMicros, { currency: true })} available)
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label="How" error={errors.rail} required>
              <NativeSelect {...field('rail')}>
                {PAYMENT_RAILS.map((r) => (
                  <option key={r} value={r}>
                    {RAIL_LABEL[r]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {book ? (
              <Field label="To account" error={errors.toAccountId} required className="sm:col-span-2">
                <NativeSelect {...field('toAccountId')}>
                  <option value="">Choose an account</option>
                  {open
                    .filter((a) => a.id !== form.fromAccountId)
                    .map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                      </option>
                    ))}
                </NativeSelect>
              </Field>
            ) : (
              <Field label="Payee" error={errors.counterpartyId} required className="sm:col-span-2">
                <NativeSelect {...field('counterpartyId')}>
                  <option value="">Choose a payee</option>
                  {counterparties.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name} (•••• {c.accountNumberLast4})
                    </option>
                  ))}
                </NativeSelect>
              </Field>
            )}
            <Field label="Amount (USD)" error={errors.amountMicros} required>
              <Input {...field('amount')} inputMode="decimal" placeholder="0.00" />
            </Field>
            <Field label="Description" error={errors.description}>
              <Input {...field('description')} maxLength={500} />
            </Field>
            <DialogFooter className="sm:col-span-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit">Review</Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  )
}

/** The review step: what will move, from where, to whom, how, and when it is expected to arrive. */
function Review({
  body,
  accounts,
  counterparties,
  sending,
  onBack,
  onConfirm,
}: {
  body: TCreateBankingPaymentRequest
  accounts: BankingAccount[]
  counterparties: Counterparty[]
  sending: boolean
  onBack: () => void
  onConfirm: () => void
}) {
  const from = accounts.find((a) => a.id === body.fromAccountId)
  const to =
    body.rail === 'book'
      ? accounts.find((a) => a.id === body.toAccountId)?.name
      : (() => {
          const c = counterparties.find((x) => x.id === body.counterpartyId)
          return c && `${c.name} (•••• ${c.accountNumberLast4})`
        })()
  const arrival = expectedArrival(body.rail, new Date())
  const rows: [string, string][] = [
    ['Amount', formatMicros(body.amountMicros, { currency: true })],
    ['From', from?.accountNumberLast4 ? `${from.name} (•••• ${from.accountNumberLast4})` : (from?.name ?? 'Account')],
    ['To', to ?? 'Payee'],
    ['Rail', RAIL_LABEL[body.rail]],
    ['Expected arrival', `${formatDate(`${arrival.date}T12:00:00Z`, 'EEEE, MMMM d, yyyy')} (${arrival.words})`],
  ]
  if (body.description) rows.push(['Description', body.description])
  return (
    <section aria-label="Review payment" className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">Check the payment before it is sent. Nothing has moved yet.</p>
      <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 text-sm" data-testid="payment-review">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd className="font-medium text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">
        A payment over your limit waits for the approvers and expires if none acts in time.
      </p>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onBack} disabled={sending}>
          Back
        </Button>
        <Button type="button" onClick={onConfirm} disabled={sending}>
          {sending ? 'Sending…' : 'Confirm and send'}
        </Button>
      </DialogFooter>
    </section>
  )
}
