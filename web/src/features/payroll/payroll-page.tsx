/**
 * One client's payroll: payrolls with totals, blockers and the entry each was booked with; employees; contractors and
 * their payments; the mapping. Staff open it in the client workspace, client members with the payroll permission at
 * /accounting/payroll (RLS decides what the API returns; the mapping editor only for those who may edit it).
 */
import { PageHeader, QueryState } from '@/components/page.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { formatDate, formatMoney } from '@app/shared/rules/format.ts'
import { type Payroll, type PayrollOverview, usePayroll, useSyncPayroll } from './api.ts'
import { MappingEditor } from './mapping-editor.tsx'
import { CompanyForm } from './company-form.tsx'
import { EmployeeReports } from './employee-reports.tsx'
import { WebhookSubscription } from './webhook-subscription.tsx'

const micros = (m: number) => formatMoney(Math.round(m / 10_000))

function Blockers({ p }: { p: Payroll }) {
  const open = [...p.submissionBlockers, ...p.creditBlockers].filter((b) => b.status !== 'resolved')
  if (open.length === 0) return null
  return (
    <div className="flex flex-wrap gap-1">
      {open.map((b) => (
        <Badge key={b.blocker_type} tone={b.status === 'failed' ? 'danger' : 'warning'}>
          {b.blocker_name ?? b.blocker_type}: {b.status.replace('_', ' ')}
        </Badge>
      ))}
    </div>
  )
}

function Booked({ p }: { p: Payroll }) {
  if (p.entry) return <Badge tone="success">Booked {p.entry.docNumber}</Badge>
  if (p.postingProblem) return <span className="text-sm text-red-700">{p.postingProblem}</span>
  if (!p.processed) return <Badge>Not processed</Badge>
  if (p.ledgerStatus === 'pending') return <Badge tone="info">Ledger report pending</Badge>
  if (p.ledgerStatus === 'failed') return <Badge tone="danger">Ledger report failed</Badge>
  return <Badge>Waiting</Badge>
}

function Payrolls({ data }: { data: PayrollOverview }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Pay period</TableHead>
          <TableHead>Check date</TableHead>
          <TableHead className="text-right">Gross pay</TableHead>
          <TableHead className="text-right">Employer taxes</TableHead>
          <TableHead className="text-right">Net pay</TableHead>
          <TableHead>Blockers</TableHead>
          <TableHead>Ledger</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.payrolls.map((p) => (
          <TableRow key={p.id} data-testid="payroll-row">
            <TableCell>
              {formatDate(p.payPeriodStart, 'MMM d')} – {formatDate(p.payPeriodEnd, 'MMM d, yyyy')}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(p.checkDate, 'MMM d, yyyy')}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(p.grossPayCents)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(p.employerTaxesCents)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(p.netPayCents)}</TableCell>
            <TableCell>
              <Blockers p={p} />
            </TableCell>
            <TableCell>
              <Booked p={p} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function People({ data }: { data: PayrollOverview }) {
  const names = new Map(data.contractors.map((c) => [c.contractorUuid, c.name]))
  return (
    <div className="grid gap-6">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Employee</TableHead>
            <TableHead>From</TableHead>
            <TableHead>Job</TableHead>
            <TableHead>State</TableHead>
            <TableHead>Start date</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.employees.map((e) => (
            <TableRow key={e.id}>
              <TableCell>
                {e.name} {e.lastName}
              </TableCell>
              <TableCell className="capitalize">{e.provider}</TableCell>
              <TableCell>
                {e.jobTitle ?? '—'}
                {e.employmentType && <span className="ml-2 text-xs text-slate-500">{e.employmentType}</span>}
              </TableCell>
              <TableCell>{e.state ?? '—'}</TableCell>
              <TableCell>{e.startDate ? formatDate(e.startDate, 'MMM d, yyyy') : '—'}</TableCell>
              <TableCell>
                {e.terminated ? (
                  <Badge>Terminated</Badge>
                ) : (
                  <Badge tone={!e.roleState || e.roleState === 'ACTIVE' ? 'success' : 'info'}>
                    {e.roleState && e.roleState !== 'ACTIVE' ? e.roleState.toLowerCase() : 'Active'}
                  </Badge>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Contractor</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Wage</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.contractors.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.name}</TableCell>
              <TableCell className="capitalize">{c.type}</TableCell>
              <TableCell>{c.wageType === 'hourly' ? `${micros(c.hourlyRateMicros)} an hour` : 'Fixed'}</TableCell>
              <TableCell className="capitalize">{c.status}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Paid</TableHead>
            <TableHead>Contractor</TableHead>
            <TableHead>Method</TableHead>
            <TableHead className="text-right">Wages</TableHead>
            <TableHead className="text-right">Bonus</TableHead>
            <TableHead className="text-right">Reimbursement</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.contractorPayments.map((p) => (
            <TableRow key={p.id}>
              <TableCell className="whitespace-nowrap">{formatDate(p.date, 'MMM d, yyyy')}</TableCell>
              <TableCell>{names.get(p.contractorId) ?? '—'}</TableCell>
              <TableCell>{p.paymentMethod}</TableCell>
              <TableCell className="text-right tabular-nums">{micros(p.wageTotalMicros)}</TableCell>
              <TableCell className="text-right tabular-nums">{micros(p.bonusMicros)}</TableCell>
              <TableCell className="text-right tabular-nums">{micros(p.reimbursementMicros)}</TableCell>
              <TableCell>
                <Badge tone={p.status === 'Funded' ? 'success' : 'warning'}>{p.status}</Badge>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  )
}

export function PayrollPage({ orgId }: { orgId: string }) {
  const q = usePayroll(orgId)
  const sync = useSyncPayroll(orgId)
  const data = q.data
  const booked = data?.payrolls.filter((p) => p.entry).length ?? 0
  return (
    <div>
      <PageHeader
        title="Payroll"
        description={
          data?.connection
            ? `Gusto: ${data.connection.displayName ?? 'connected'} (${data.connection.status})`
            : 'Gusto is not connected for this client.'
        }
        actions={
          data?.canMap && data.connection ? (
            <Button
              variant="outline"
              disabled={sync.isPending}
              onClick={() =>
                sync.mutate(undefined, {
                  onSuccess: () => toast.success('Sync queued'),
                  onError: (e) => toast.error('Could not sync', { description: e.message }),
                })
              }
            >
              Sync now
            </Button>
          ) : undefined
        }
      />
      <QueryState query={q}>
        {data && !data.connection && data.canMap && (
          <div className="mb-6">
            <CompanyForm orgId={orgId} />
          </div>
        )}
        {data && (
          <Tabs defaultValue="payrolls">
            <TabsList>
              <TabsTrigger value="payrolls">Payrolls</TabsTrigger>
              <TabsTrigger value="people">Employees and contractors</TabsTrigger>
              <TabsTrigger value="mapping">Ledger mapping</TabsTrigger>
              {data.canMap && <TabsTrigger value="reports">Employee reports</TabsTrigger>}
              {data.canMap && <TabsTrigger value="gusto">Gusto settings</TabsTrigger>}
            </TabsList>
            <TabsContent value="payrolls">
              <p className="mb-3 text-sm text-slate-600">
                {data.payrolls.length} payrolls, {booked} booked to the ledger.
              </p>
              {data.payrolls.some((p) => p.postingProblem) && (
                <Alert tone="warning" className="mb-3">
                  Some payrolls are not booked: map their lines on the Ledger mapping tab.
                </Alert>
              )}
              <Payrolls data={data} />
            </TabsContent>
            <TabsContent value="people">
              <People data={data} />
            </TabsContent>
            <TabsContent value="mapping">
              <Card>
                <CardHeader>
                  <CardTitle>Gusto chart-of-accounts mapping</CardTitle>
                </CardHeader>
                <CardContent>
                  <MappingEditor orgId={orgId} data={data} key={data.mapping.map((m) => m.accountId).join()} />
                </CardContent>
              </Card>
            </TabsContent>
            {data.canMap && (
              <TabsContent value="reports">
                <EmployeeReports orgId={orgId} data={data} />
              </TabsContent>
            )}
            {data.canMap && (
              <TabsContent value="gusto">
                <Card>
                  <CardHeader>
                    <CardTitle>Gusto events</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <WebhookSubscription orgId={orgId} data={data} />
                  </CardContent>
                </Card>
              </TabsContent>
            )}
          </Tabs>
        )}
      </QueryState>
    </div>
  )
}
