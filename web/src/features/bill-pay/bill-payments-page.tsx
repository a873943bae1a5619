/**
 * /cash/bill-payments: the organization's bills by status (drafts to review, waiting for approval, scheduled, paid,
 * declined), uploading a bill, and one bill beside its document: the fields read from it (each with the line it came
 * from and how sure the reading is), editable; submit, approve, decline, comment, pay now or on a date; its comments
 * and activity. Live: a change in another browser (an approval, a payment) shows at once.
 */
import { useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { formatMicros } from '@app/shared/rules/banking.ts'
import { formatDate } from '@app/shared/rules/format.ts'
import { fieldsToConfirm } from '@app/shared/rules/bill-extraction.ts'
import { BILL_MESSAGES, BILL_PAYMENT_METHODS, BILL_STATUSES, type TBillStatus } from '@app/shared/rules/bill-pay.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Input } from '@/components/ui/input.tsx'
import { NativeSelect } from '@/components/ui/select.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { Textarea } from '@/components/ui/textarea.tsx'
import { type CashOverview, useAccounts, useCounterparties } from '../cash/api.ts'
import { CashGate } from '../cash/cash-gate.tsx'
import { dollarsText, readAmount } from '../cash/money-input.ts'
import {
  type Bill,
  type BillUpdate,
  useBill,
  useBills,
  useDecideBill,
  useFileUrl,
  usePayBill,
  useSubmitBill,
  useUpdateBill,
  useUploadBill,
} from './api.ts'

const STATUS_TONE: Record<TBillStatus, 'neutral' | 'warning' | 'success' | 'info' | 'danger'> = {
  Draft: 'neutral',
  Pending: 'warning',
  Scheduled: 'info',
  Paid: 'success',
  Denied: 'danger',
}
const TAB_LABEL: Record<TBillStatus, string> = {
  Draft: 'Inbox',
  Pending: 'Waiting for approval',
  Scheduled: 'Scheduled',
  Paid: 'Paid',
  Denied: 'Declined',
}

export function BillPaymentsPage() {
  return <CashGate>{(overview, orgId) => <BillPayments orgId={orgId} overview={overview} />}</CashGate>
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : e ? 'Something went wrong' : null)

function BillPayments({ orgId, overview }: { orgId: string; overview: CashOverview }) {
  const bills = useBills(orgId)
  const [params, setParams] = useSearchParams()
  const tab = (params.get('status') as TBillStatus | null) ?? 'Draft'
  const selected = params.get('bill')
  const upload = useUploadBill(orgId)
  const fileInput = useRef<HTMLInputElement>(null)
  const list = bills.data?.bills ?? []
  const shown = list.filter((b) => b.status === tab)
  const select = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(patch)) v === null ? next.delete(k) : next.set(k, v)
    setParams(next, { replace: true })
  }
  return (
    <>
      <PageHeader
        title="Bill payments"
        description="Upload a bill or email it to your bill address; review what was read, get it approved and pay it."
        actions={
          overview.canMoveMoney && (
            <>
              <input
                ref={fileInput}
                type="file"
                accept="application/pdf,image/png,image/jpeg"
                className="hidden"
                aria-label="Bill file"
                onChange={(e) => {
                  const file = e.target.files?.[0]
                  e.target.value = ''
                  if (file) upload.mutate(file, { onSuccess: (b) => select({ status: 'Draft', bill: b.id }) })
                }}
              />
              <Button onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
                {upload.isPending ? 'Uploading…' : 'Upload a bill'}
              </Button>
            </>
          )
        }
      />
      {upload.error && (
        <Alert tone="danger" className="mb-4">
          {errorText(upload.error)}
        </Alert>
      )}
      <div className="mb-4 flex flex-wrap gap-2" role="tablist" aria-label="Bill status">
        {BILL_STATUSES.map((s) => (
          <Button
            key={s}
            role="tab"
            aria-selected={tab === s}
            variant={tab === s ? 'default' : 'outline'}
            size="sm"
            onClick={() => select({ status: s, bill: null })}
          >
            {TAB_LABEL[s]} ({list.filter((b) => b.status === s).length})
          </Button>
        ))}
      </div>
      <div className="grid gap-6 xl:grid-cols-5">
        <Card className="xl:col-span-2">
          <QueryState query={bills} label="Loading bills">
            {shown.length === 0 ? (
              <CardContent className="pt-6">
                <EmptyState title="No bills here" description="Bills with this status show here." />
              </CardContent>
            ) : (
              <BillsTable bills={shown} selected={selected} onSelect={(id) => select({ bill: id })} />
            )}
          </QueryState>
        </Card>
        <div className="xl:col-span-3">
          {selected ? (
            <BillDetailPanel orgId={orgId} billId={selected} overview={overview} />
          ) : (
            <EmptyState title="Choose a bill" description="Its document and the fields read from it show here." />
          )}
        </div>
      </div>
    </>
  )
}

function BillsTable({
  bills,
  selected,
  onSelect,
}: {
  bills: Bill[]
  selected: string | null
  onSelect: (id: string) => void
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Vendor</TableHead>
          <TableHead>Invoice</TableHead>
          <TableHead>Due</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bills.map((b) => (
          <TableRow
            key={b.id}
            data-selected={b.id === selected}
            className="cursor-pointer data-[selected=true]:bg-slate-50"
            onClick={() => onSelect(b.id)}
          >
            <TableCell>
              <span className="font-medium">{b.vendorName ?? 'Reading…'}</span>
              {b.duplicateOf && (
                <Badge tone="danger" className="ml-2">
                  Possible duplicate
                </Badge>
              )}
              {b.extractionStatus === 'Failed' && (
                <Badge tone="warning" className="ml-2">
                  Not read
                </Badge>
              )}
            </TableCell>
            <TableCell>{b.invoiceNumber ?? '—'}</TableCell>
            <TableCell className="whitespace-nowrap">
              {b.dueDate ? formatDate(b.dueDate, 'MMM d, yyyy') : '—'}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMicros(b.amountMicros, { currency: true })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

type FieldKey =
  | 'vendorName'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'amountMicros'
  | 'dueDate'
  | 'accountNumber'
  | 'routingNumber'
  | 'servicePeriodFrom'
  | 'servicePeriodTo'
  | 'glCode'
const FIELDS: { key: FieldKey; label: string; type?: string }[] = [
  { key: 'vendorName', label: 'Vendor' },
  { key: 'invoiceNumber', label: 'Invoice number' },
  { key: 'invoiceDate', label: 'Invoice date', type: 'date' },
  { key: 'amountMicros', label: 'Amount' },
  { key: 'dueDate', label: 'Due date', type: 'date' },
  { key: 'accountNumber', label: 'Account number' },
  { key: 'routingNumber', label: 'Routing number' },
  { key: 'servicePeriodFrom', label: 'Service from', type: 'date' },
  { key: 'servicePeriodTo', label: 'Service to', type: 'date' },
  { key: 'glCode', label: 'GL code' },
]

function BillDetailPanel({ orgId, billId, overview }: { orgId: string; billId: string; overview: CashOverview }) {
  const detail = useBill(orgId, billId)
  return (
    <QueryState query={detail} label="Loading the bill">
      {detail.data && (
        <BillDetailView key={detail.data.bill.updatedAt} orgId={orgId} overview={overview} detail={detail.data} />
      )}
    </QueryState>
  )
}

function BillDetailView({
  orgId,
  overview,
  detail,
}: {
  orgId: string
  overview: CashOverview
  detail: NonNullable<ReturnType<typeof useBill>['data']>
}) {
  const { bill } = detail
  const editable = overview.canMoveMoney && (bill.status === 'Draft' || bill.status === 'Pending')
  const fileUrl = useFileUrl(bill.filePath)
  const update = useUpdateBill(orgId, bill.id)
  const submit = useSubmitBill(orgId, bill.id)
  const decide = useDecideBill(orgId, bill.id)
  const [values, setValues] = useState<Record<FieldKey, string>>(() => {
    const v = {} as Record<FieldKey, string>
    for (const f of FIELDS) v[f.key] = f.key === 'amountMicros' ? dollarsText(bill.amountMicros) : (bill[f.key] ?? '')
    return v
  })
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [comment, setComment] = useState('')
  const [highlight, setHighlight] = useState<string | null>(null)
  const extraction = bill.extraction
  const sourceOf = (k: FieldKey) => {
    if (!extraction) return null
    if (k === 'vendorName') return extraction.vendorNames[0] ?? null
    return extraction[k]
  }
  const save = () => {
    const body: BillUpdate = {}
    for (const f of FIELDS) {
      const text = values[f.key].trim()
      const was = f.key === 'amountMicros' ? dollarsText(bill.amountMicros) : (bill[f.key] ?? '')
      if (text === was) continue
      if (f.key === 'amountMicros') {
        const a = readAmount(text)
        if ('error' in a) return setFieldError(a.error)
        body.amountMicros = a.micros
      } else (body as Record<string, string | null>)[f.key] = text || null
    }
    setFieldError(null)
    if (Object.keys(body).length) update.mutate(body)
  }
  // fields read with low confidence wait for a person: confirming one sends its value as typed (shared/rules)
  const toConfirm =
    bill.status === 'Draft' || bill.status === 'Denied' ? fieldsToConfirm(extraction, bill.typedFields) : []
  const confirm = (k: FieldKey) => update.mutate({ [k]: bill[k] } as BillUpdate)
  const lines = useMemo(() => (extraction?.text ?? '').split('\n').filter((l) => l.trim()), [extraction?.text])
  const error = errorText(update.error) ?? errorText(submit.error) ?? errorText(decide.error) ?? fieldError
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle>Document</CardTitle>
          <Badge tone={STATUS_TONE[bill.status]} data-testid="bill-status">
            {bill.status}
          </Badge>
        </CardHeader>
        <CardContent className="space-y-3">
          {bill.extractionStatus === 'Processing' && <Alert>Reading the bill…</Alert>}
          {bill.extractionStatus === 'Failed' && <Alert tone="warning">{bill.extractionError}</Alert>}
          {extraction?.ocr && (
            <p className="text-xs text-slate-500">
              Read by OCR from a scan or photo: check each field against the picture.
            </p>
          )}
          {fileUrl.data && bill.filePath?.toLowerCase().endsWith('.pdf') && (
            <iframe title="Bill document" src={fileUrl.data} className="h-80 w-full rounded border" />
          )}
          {fileUrl.data && !bill.filePath?.toLowerCase().endsWith('.pdf') && (
            <img alt="Bill document" src={fileUrl.data} className="max-h-80 rounded border" />
          )}
          {lines.length > 0 && (
            <section
              className="max-h-72 overflow-auto rounded border bg-slate-50 p-2 font-mono text-xs"
              aria-label="Text read"
            >
              {lines.map((l, i) => (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines of one text, in order, never reordered
                  key={i}
                  className={highlight && l.includes(highlight) ? 'bg-amber-200' : undefined}
                >
                  {l}
                </div>
              ))}
            </section>
          )}
          {bill.duplicateOf && (
            <Alert tone="danger">Possible duplicate: another bill has the same vendor, number and amount.</Alert>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Bill</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {error && <Alert tone="danger">{error}</Alert>}
          {editable && toConfirm.length > 0 && <Alert tone="warning">{BILL_MESSAGES.toConfirm}</Alert>}
          {extraction && extraction.vendorNames.length > 1 && editable && (
            <div className="text-xs text-slate-600">
              Suggested vendors:{' '}
              {extraction.vendorNames.map((v) => (
                <button
                  key={v.value}
                  type="button"
                  className="mr-2 underline"
                  onClick={() => setValues((s) => ({ ...s, vendorName: v.value }))}
                >
                  {v.value}
                </button>
              ))}
            </div>
          )}
          <div className="grid grid-cols-2 gap-2">
            {FIELDS.map((f) => {
              const src = sourceOf(f.key)
              const typed = bill.typedFields.includes(f.key)
              return (
                <div key={f.key} className="text-sm">
                  <span className="text-slate-600">
                    {f.label}
                    {src && !typed && (
                      <span className="ml-1 text-xs text-slate-400" title={`Read from: ${src.source}`}>
                        (read, {Math.round(src.confidence * 100)}%)
                      </span>
                    )}
                    {typed && <span className="ml-1 text-xs text-slate-400">(typed)</span>}
                  </span>
                  {editable && toConfirm.includes(f.key) && (
                    <span className="ml-1 inline-flex items-center gap-1">
                      <Badge tone="warning">check</Badge>
                      <button
                        type="button"
                        className="text-xs underline"
                        aria-label={`Confirm ${f.label}`}
                        disabled={update.isPending}
                        onClick={() => confirm(f.key)}
                      >
                        Confirm
                      </button>
                    </span>
                  )}
                  <Input
                    aria-label={f.label}
                    type={f.type ?? 'text'}
                    value={values[f.key]}
                    disabled={!editable}
                    onFocus={() => setHighlight(src?.source ?? null)}
                    onChange={(e) => setValues((s) => ({ ...s, [f.key]: e.target.value }))}
                  />
                </div>
              )
            })}
          </div>
          <PayeeSelect orgId={orgId} bill={bill} disabled={!editable} />
          {editable && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={save} disabled={update.isPending}>
                Save
              </Button>
              {(bill.status === 'Draft' || bill.status === 'Denied') && (
                <Button onClick={() => submit.mutate()} disabled={submit.isPending}>
                  Submit for approval
                </Button>
              )}
            </div>
          )}
          {bill.status === 'Denied' && overview.canMoveMoney && (
            <Button onClick={() => submit.mutate()} disabled={submit.isPending}>
              Submit again for approval
            </Button>
          )}
          {bill.status === 'Pending' && (
            <div className="space-y-2 rounded border p-3">
              <p className="text-sm">
                {bill.approvedAt
                  ? 'Approved: ready to pay.'
                  : `Waiting for approval (${bill.approverIds.length} given so far).`}
              </p>
              {detail.canDecide ? (
                <div className="flex gap-2">
                  <Button onClick={() => decide.mutate({ action: 'APPROVE', comment: comment || undefined })}>
                    Approve
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => decide.mutate({ action: 'DECLINE', comment: comment || undefined })}
                  >
                    Decline
                  </Button>
                </div>
              ) : (
                detail.decideRefusal && <p className="text-xs text-slate-500">{detail.decideRefusal}</p>
              )}
            </div>
          )}
          {bill.status === 'Pending' && bill.approvedAt && overview.canMoveMoney && (
            <PayForm orgId={orgId} bill={bill} />
          )}
          {bill.status === 'Scheduled' && <p className="text-sm">Scheduled for {bill.paymentScheduledDate}.</p>}
          {bill.status === 'Paid' && (
            <p className="text-sm">
              Paid by {bill.paymentMethod}. Payment {bill.transactionId?.slice(0, 8)}.{' '}
              {bill.qbBillPaymentId
                ? `In the books: bill ${bill.qbBillId}, payment ${bill.qbBillPaymentId}.`
                : 'Being written to the books…'}
            </p>
          )}
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Comments and activity</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <ul className="space-y-2 text-sm" aria-label="Activity">
            {[
              ...detail.comments.map((c) => ({ at: c.createdAt, text: `Comment: ${c.comment}`, id: c.id })),
              ...detail.activity.map((a) => ({
                at: a.createdAt,
                id: a.id,
                text:
                  a.type === 'Payment'
                    ? `Paid ${formatMicros(String(a.metadata.amountMicros ?? '0'), { currency: true })} by ${a.metadata.method}`
                    : a.type === 'Schedule'
                      ? `Scheduled for ${formatDate(String(a.metadata.date), 'MMM d, yyyy')}`
                      : `Declined${a.metadata.comment ? `: ${a.metadata.comment}` : ''}`,
              })),
            ]
              .sort((x, y) => x.at.localeCompare(y.at))
              .map((e) => (
                <li key={e.id}>
                  <span className="text-slate-400">{e.at.slice(0, 16).replace('T', ' ')}</span> {e.text}
                </li>
              ))}
          </ul>
          <div className="flex gap-2">
            <Textarea
              aria-label="Comment"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              placeholder="Write a comment"
            />
            <Button
              variant="outline"
              disabled={!comment.trim() || decide.isPending}
              onClick={() => decide.mutate({ action: 'COMMENT', comment }, { onSuccess: () => setComment('') })}
            >
              Comment
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  )
}

function PayForm({ orgId, bill }: { orgId: string; bill: Bill }) {
  const accounts = useAccounts(orgId)
  const pay = usePayBill(orgId, bill.id)
  const open = (accounts.data?.accounts ?? []).filter((a) => a.status === 'open')
  const [accountId, setAccountId] = useState(bill.accountId ?? open.find((a) => a.accountType === 'Checking')?.id ?? '')
  const [method, setMethod] = useState(bill.paymentMethod ?? 'Ach')
  const [date, setDate] = useState('')
  return (
    <div className="space-y-2 rounded border p-3">
      {errorText(pay.error) && <Alert tone="danger">{errorText(pay.error)}</Alert>}
      <div className="block text-sm">
        From account
        <NativeSelect aria-label="From account" value={accountId} onChange={(e) => setAccountId(e.target.value)}>
          {open.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="block text-sm">
        Method
        <NativeSelect
          aria-label="Payment method"
          value={method}
          onChange={(e) => setMethod(e.target.value as typeof method)}
        >
          {BILL_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="block text-sm">
        Pay on (leave empty to pay now)
        <Input aria-label="Pay on" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <Button
        disabled={pay.isPending}
        onClick={() =>
          pay.mutate({ accountId: accountId || undefined, paymentMethod: method, scheduledDate: date || undefined })
        }
      >
        {date ? 'Schedule payment' : `Pay ${formatMicros(bill.amountMicros, { currency: true })} now`}
      </Button>
    </div>
  )
}

/** The payee the bill is paid to, chosen before approval (approvers approve a payment to someone). */
function PayeeSelect({ orgId, bill, disabled }: { orgId: string; bill: Bill; disabled: boolean }) {
  const payees = useCounterparties(orgId)
  const update = useUpdateBill(orgId, bill.id)
  return (
    <div className="text-sm">
      <span className="text-slate-600">Pay to</span>
      <NativeSelect
        aria-label="Payee"
        value={bill.counterpartyId ?? ''}
        disabled={disabled || update.isPending}
        onChange={(e) => update.mutate({ counterpartyId: e.target.value || null })}
      >
        <option value="">Choose a payee</option>
        {(payees.data?.counterparties ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
