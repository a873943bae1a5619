/**
 * Schedules of one organization: amortizations and revenue-recognition schedules with their figures, upcoming
 * postings and posted entries. One screen, two audiences: the client's /accounting/schedules and the staff
 * workspace's client/:orgId/schedules. The actions (new schedules, "amortize this", cancel, post again) show only when
 * the API says the caller may take them (`canManage`: the organization's bookkeepers and admins, not reviewers).
 */
import { Fragment, useState } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { formatDate, formatMoney } from '@/lib/format.ts'
import { MICROS_PER_CENT } from '@app/shared/rules/schedules.ts'
import {
  type Amortization,
  type RevenueSchedule,
  useCancelAmortization,
  useCancelRevenueSchedule,
  useSchedules,
} from './api.ts'
import { type Anchor, AmortizationForm } from './amortization-form.tsx'
import { EntriesRow, missingEntries } from './entries-list.tsx'
import { INTERVAL_LABEL, STATUS_TONE } from './labels.ts'
import { RevenueForm } from './revenue-form.tsx'
import { TransactionPicker } from './transaction-picker.tsx'

const cents = (dollars: number) => Math.round(dollars * 100)
const day = (d: string | null) => (d ? formatDate(d, 'MMM d, yyyy') : '—')

const DIALOG = {
  pick: ['Amortize a transaction', 'Choose the purchase, bill or journal entry to spread.'],
  new: ['New amortization', 'Each period posts a journal entry: debit the expense, credit the prepaid account.'],
  revenue: [
    'New revenue schedule',
    'Each period posts a journal entry: debit deferred revenue, credit revenue, until the invoice is recognized.',
  ],
} as const

export function SchedulesPage({ orgId, reportsPath }: { orgId: string; reportsPath: string }) {
  const schedules = useSchedules(orgId)
  const canManage = schedules.data?.canManage ?? false
  const [dialog, setDialog] = useState<'new' | 'pick' | 'revenue' | Anchor | null>(null)
  const [title, description] = DIALOG[typeof dialog === 'string' ? dialog : 'new']
  return (
    <>
      <PageHeader
        title="Schedules"
        description="Prepaid expenses and deferred revenue, spread over their periods; each period's journal entry is posted on its date."
        actions={
          canManage && (
            <>
              <Button variant="outline" onClick={() => setDialog('pick')}>
                Amortize a transaction
              </Button>
              <Button variant="outline" onClick={() => setDialog('revenue')}>
                New revenue schedule
              </Button>
              <Button onClick={() => setDialog('new')}>New amortization</Button>
            </>
          )
        }
      />
      <QueryState query={schedules} label="Loading schedules">
        <div className="grid gap-8">
          <AmortizationTable
            rows={schedules.data?.amortizations ?? []}
            orgId={orgId}
            canManage={canManage}
            reportsPath={reportsPath}
          />
          <RevenueTable
            rows={schedules.data?.revenueRecognitionSchedules ?? []}
            orgId={orgId}
            canManage={canManage}
            reportsPath={reportsPath}
          />
        </div>
      </QueryState>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {dialog === 'pick' ? (
            <TransactionPicker orgId={orgId} onPick={setDialog} />
          ) : dialog === 'revenue' ? (
            <RevenueForm orgId={orgId} onDone={() => setDialog(null)} />
          ) : dialog !== null ? (
            <AmortizationForm
              orgId={orgId}
              anchor={dialog === 'new' ? undefined : dialog}
              onDone={() => {
                setDialog(null)
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  )
}

function AmortizationTable({
  rows,
  orgId,
  canManage,
  reportsPath,
}: {
  rows: Amortization[]
  orgId: string
  canManage: boolean
  reportsPath: string
}) {
  const [open, setOpen] = useState<string | null>(null)
  const cancel = useCancelAmortization(orgId)
  return (
    <Card>
      <h2 className="px-4 pt-4 text-base font-semibold text-slate-900">Amortizations</h2>
      {rows.length === 0 ? (
        <EmptyState
          title="No amortization schedules"
          description="A prepaid expense spread over its periods appears here."
        />
      ) : (
        <Table data-testid="amortizations">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Status</TableHead>
              <TableHead numeric>Amount</TableHead>
              <TableHead numeric>Amortized</TableHead>
              <TableHead numeric>Remaining</TableHead>
              <TableHead>Periods left</TableHead>
              <TableHead>Next posting</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((a) => (
              <Fragment key={a.id}>
                <TableRow data-testid="amortization-row">
                  <TableCell>
                    <div className="font-medium">{a.expenseName}</div>
                    <div className="text-xs text-slate-500">
                      {a.debitAccount.name} ← {a.creditAccount.name} · {INTERVAL_LABEL[a.periodInterval]}ly from{' '}
                      {day(a.startDate)}
                    </div>
                  </TableCell>
                  <TableCell>
                    <Badge tone={STATUS_TONE[a.status]}>{a.status}</Badge>
                    {missingEntries(a.entries).length > 0 && (
                      <Badge tone="danger" className="ml-1">
                        entry deleted in ledger
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell numeric>{formatMoney(cents(a.amount))}</TableCell>
                  <TableCell numeric>{formatMoney(cents(a.amortizedAmount))}</TableCell>
                  <TableCell numeric>{formatMoney(cents(a.remainingAmount))}</TableCell>
                  <TableCell>
                    {a.remainingPeriods} of {a.originalPeriods}
                  </TableCell>
                  <TableCell>{day(a.nextAmortizationDate)}</TableCell>
                  <TableCell className="whitespace-nowrap text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setOpen(open === a.id ? null : a.id)}
                      aria-expanded={open === a.id}
                    >
                      {open === a.id ? 'Hide' : 'Details'}
                    </Button>
                    {canManage && (a.status === 'pending' || a.status === 'active') && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          cancel.mutate(a.id, {
                            onSuccess: () =>
                              toast.success('Schedule cancelled', { description: 'Future periods will not post.' }),
                            onError: (e) => toast.error('Could not cancel', { description: e.message }),
                          })
                        }
                      >
                        Cancel
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
                {open === a.id && (
                  <EntriesRow columns={8} orgId={orgId} schedule={a} reportsPath={reportsPath} canManage={canManage} />
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}

function RevenueTable({
  rows,
  orgId,
  canManage,
  reportsPath,
}: {
  rows: RevenueSchedule[]
  orgId: string
  canManage: boolean
  reportsPath: string
}) {
  const [open, setOpen] = useState<string | null>(null)
  const cancel = useCancelRevenueSchedule(orgId)
  const micros = (m: number) => formatMoney(m / MICROS_PER_CENT)
  return (
    <Card>
      <h2 className="px-4 pt-4 text-base font-semibold text-slate-900">Revenue recognition</h2>
      {rows.length === 0 ? (
        <EmptyState
          title="No revenue schedules"
          description="Invoiced revenue recognized over its service period appears here."
        />
      ) : (
        <Table data-testid="revenue-schedules">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Invoices</TableHead>
              <TableHead numeric>Recognized</TableHead>
              <TableHead numeric>Unrecognized</TableHead>
              <TableHead>Periods left</TableHead>
              <TableHead>Next recognition</TableHead>
              <TableHead />
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((s) => (
              <Fragment key={s.id}>
                <TableRow data-testid="revenue-row">
                  <TableCell>
                    <div className="font-medium">{s.name}</div>
                    <div className="text-xs text-slate-500">
                      {s.deferredRevenueAccount.name} → {s.revenueAccount.name}
                      {s.cancelledAt && (
                        <Badge tone="warning" className="ml-2">
                          cancelled
                        </Badge>
                      )}
                    </div>
                  </TableCell>
                  <TableCell>{s.invoices.map((i) => `#${i.docNumber ?? i.invoiceId}`).join(', ')}</TableCell>
                  <TableCell numeric>{micros(s.recognizedAmountMicros)}</TableCell>
                  <TableCell numeric>{micros(s.unrecognizedAmountMicros)}</TableCell>
                  <TableCell>
                    {s.remainingPeriods} of {s.originalPeriods}
                  </TableCell>
                  <TableCell>{day(s.nextRevenueRecognitionDate)}</TableCell>
                  <TableCell className="whitespace-nowrap text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setOpen(open === s.id ? null : s.id)}
                      aria-expanded={open === s.id}
                    >
                      {open === s.id ? 'Hide' : 'Details'}
                    </Button>
                    {canManage && !s.cancelledAt && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() =>
                          cancel.mutate(
                            { id: s.id },
                            {
                              onSuccess: () =>
                                toast.success('Schedule cancelled', {
                                  description: 'The revenue recognized comes back to deferred revenue.',
                                }),
                              onError: (e) => toast.error('Could not cancel', { description: e.message }),
                            },
                          )
                        }
                      >
                        Cancel
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
                {open === s.id && (
                  <EntriesRow columns={7} orgId={orgId} schedule={s} reportsPath={reportsPath} canManage={canManage} />
                )}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}
