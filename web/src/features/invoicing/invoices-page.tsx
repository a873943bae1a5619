/**
 * /cash/invoices: invoices by status with the unpaid total per aging bucket, create / edit / duplicate / cancel /
 * send, each invoice's details (credit notes, the PDF, print and view status), the recurring schedules (pause, resume,
 * edit), and the status updating live when a customer pays on the public page.
 */
import { useState } from 'react'
import { AGING_BUCKETS, INVOICE_STATUSES, type TInvoiceStatus } from '@app/shared/rules/invoicing.ts'
import { formatMicros } from '@app/shared/rules/banking.ts'
import { PageHeader, QueryState, Stat } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { CashGate } from '../cash/cash-gate.tsx'
import {
  type Invoice,
  type InvoiceList,
  useCancelInvoice,
  useDuplicateInvoice,
  useInvoices,
  useSendInvoice,
} from './api.ts'
import { InvoiceDetail } from './invoice-detail.tsx'
import { InvoiceDialog } from './invoice-dialog.tsx'
import { AGING_LABELS, STATUS_LABELS, STATUS_TONES } from './labels.ts'
import { SchedulesPanel } from './schedules-panel.tsx'

export function InvoicesPage() {
  return <CashGate>{(overview, orgId) => <Invoices orgId={orgId} canEdit={overview.canMoveMoney} />}</CashGate>
}

function Invoices({ orgId, canEdit }: { orgId: string; canEdit: boolean }) {
  const list = useInvoices(orgId)
  const [status, setStatus] = useState<TInvoiceStatus | 'All' | 'Recurring'>('All')
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Bill customers, let them pay by bank pull or wire, and see payments arrive."
        actions={canEdit && list.data && <InvoiceDialog orgId={orgId} data={list.data} />}
      />
      <QueryState query={list} label="Loading invoices">
        {list.data && (
          <>
            <section className="mb-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-6" aria-label="Outstanding by age">
              <Stat label="Outstanding" value={formatMicros(list.data.outstanding.totalMicros, { currency: true })} />
              {AGING_BUCKETS.map((b) => (
                <Stat
                  key={b}
                  label={AGING_LABELS[b]}
                  value={formatMicros(list.data.outstanding.byAging[b], { currency: true })}
                />
              ))}
            </section>
            <div className="mb-4 flex flex-wrap gap-2" role="tablist" aria-label="Status">
              {(
                [
                  'All',
                  ...INVOICE_STATUSES,
                  ...(list.data.flags.recurringInvoices ? (['Recurring'] as const) : []),
                ] as const
              ).map((s) => (
                <Button
                  key={s}
                  size="sm"
                  role="tab"
                  aria-selected={status === s}
                  variant={status === s ? 'default' : 'outline'}
                  onClick={() => setStatus(s)}
                >
                  {s === 'All' || s === 'Recurring' ? s : STATUS_LABELS[s]}
                </Button>
              ))}
            </div>
            {status === 'Recurring' ? (
              <SchedulesPanel orgId={orgId} canEdit={canEdit} />
            ) : (
              <InvoiceTable
                orgId={orgId}
                data={list.data}
                invoices={list.data.invoices.filter((i) => status === 'All' || i.status === status)}
                canEdit={canEdit}
              />
            )}
          </>
        )}
      </QueryState>
    </>
  )
}

function InvoiceTable({
  orgId,
  data,
  invoices,
  canEdit,
}: {
  orgId: string
  data: InvoiceList
  invoices: Invoice[]
  canEdit: boolean
}) {
  const send = useSendInvoice(orgId)
  const cancel = useCancelInvoice(orgId)
  const duplicate = useDuplicateInvoice(orgId)
  if (invoices.length === 0)
    return (
      <Card>
        <CardContent>
          <EmptyState title="No invoices here" description="Invoices you create show here with their status." />
        </CardContent>
      </Card>
    )
  const failed = (e: unknown) => toast.error(e instanceof Error ? e.message : 'That did not work')
  return (
    <Card>
      <Table aria-label="Invoices">
        <TableHeader>
          <TableRow>
            <TableHead>Number</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Date</TableHead>
            <TableHead>Due</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead className="text-right">Balance due</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Age</TableHead>
            <TableHead />
          </TableRow>
        </TableHeader>
        <TableBody>
          {invoices.map((i) => {
            const open = i.status === 'Sent' || i.status === 'WaitingPayment'
            return (
              <TableRow key={i.id} data-testid={`invoice-${i.invoiceNumber}`}>
                <TableCell className="font-medium">
                  {i.invoiceNumber}
                  {i.recurring && (
                    <Badge className="ml-2" tone="brand">
                      {i.recurring.frequency}
                    </Badge>
                  )}
                </TableCell>
                <TableCell>{i.customer.name}</TableCell>
                <TableCell>{i.invoiceDate}</TableCell>
                <TableCell>{i.invoiceDueDate}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {formatMicros(i.amountMicros, { currency: true })}
                </TableCell>
                <TableCell className="text-right tabular-nums" data-testid="invoice-balance">
                  {formatMicros(i.balanceDueMicros, { currency: true })}
                </TableCell>
                <TableCell>
                  <Badge tone={STATUS_TONES[i.status]} data-testid="invoice-status">
                    {STATUS_LABELS[i.status]}
                  </Badge>
                  {i.printStatus === 'NeedToPrint' && (
                    <Badge className="ml-1" tone="warning">
                      To print
                    </Badge>
                  )}
                  {open && i.viewedAt && (
                    <Badge className="ml-1" tone="neutral">
                      Viewed
                    </Badge>
                  )}
                </TableCell>
                <TableCell>{open ? AGING_LABELS[i.aging] : ''}</TableCell>
                <TableCell className="space-x-1 whitespace-nowrap text-right">
                  <InvoiceDetail orgId={orgId} invoice={i} canEdit={canEdit} />
                  {canEdit && i.status === 'Sent' && i.creditedMicros === '0' && (
                    <InvoiceDialog orgId={orgId} data={data} invoice={i} />
                  )}
                  {canEdit && open && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={send.isPending}
                      onClick={() =>
                        send.mutate(i.id, {
                          onSuccess: (r) => {
                            void navigator.clipboard?.writeText(r.link).catch(() => {})
                            toast.success(`Invoice ${i.invoiceNumber} was emailed to ${i.customer.email}`)
                          },
                          onError: failed,
                        })
                      }
                    >
                      {i.emailStatus === 'EmailSent' ? 'Resend' : 'Send'}
                    </Button>
                  )}
                  {canEdit && (
                    <Button size="sm" variant="ghost" onClick={() => duplicate.mutate(i.id, { onError: failed })}>
                      Duplicate
                    </Button>
                  )}
                  {canEdit && i.status === 'Sent' && (
                    <Button size="sm" variant="ghost" onClick={() => cancel.mutate(i.id, { onError: failed })}>
                      Cancel
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </Card>
  )
}
