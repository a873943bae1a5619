/**
 * The cash settings pages that are read and changed in place: controls (limits and approval layers), legal
 * (the banking agreements and their acceptance) and documents (statements, agreements, wire instructions).
 */
import { formatMicros } from '@app/shared/rules/banking.ts'
import { formatDate } from '@/lib/format.ts'
import { QueryState } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import type { CashOverview } from './api.ts'
import { ApprovalLayers } from './approval-layers.tsx'
import { CashGate } from './cash-gate.tsx'
import { useControls } from './controls-api.ts'
import { downloadStatement, downloadWireInstructions } from './downloads.ts'
import { LimitsCard } from './limits-card.tsx'
import { useAcceptAgreement, useDocuments, useLegalSettings } from './onboarding-api.ts'
import { SettingsLayout } from './settings-layout.tsx'

export function ControlsPage() {
  return <CashGate>{(overview, orgId) => <Controls orgId={orgId} overview={overview} />}</CashGate>
}

function Controls({ orgId, overview }: { orgId: string; overview: CashOverview }) {
  const controls = useControls(orgId)
  return (
    <SettingsLayout title="Controls" description="Who may send how much, and who approves payments over it.">
      <QueryState query={controls} label="Loading controls">
        {controls.data && (
          <div className="flex flex-col gap-8">
            <LimitsCard orgId={orgId} members={controls.data.members} canManage={overview.canManage} />
            <ApprovalLayers orgId={orgId} controls={controls.data} canManage={overview.canManage} />
          </div>
        )}
      </QueryState>
    </SettingsLayout>
  )
}

export function LegalPage() {
  return <CashGate>{(_, orgId) => <Legal orgId={orgId} />}</CashGate>
}

function Legal({ orgId }: { orgId: string }) {
  const legal = useLegalSettings(orgId)
  const accept = useAcceptAgreement(orgId)
  return (
    <SettingsLayout title="Legal" description="The agreements your business banks under.">
      <QueryState query={legal} label="Loading agreements">
        <div className="flex flex-col gap-4">
          {legal.data?.agreements.map((a) => (
            <Card key={a.key} data-testid="agreement">
              <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
                <div>
                  <CardTitle>{a.title}</CardTitle>
                  <CardDescription>
                    Version {a.version} · {a.summary}
                  </CardDescription>
                </div>
                {a.accepted ? <Badge tone="success">Accepted</Badge> : <Badge tone="warning">Needs acceptance</Badge>}
              </CardHeader>
              <CardContent className="flex flex-col gap-2 text-sm text-slate-600">
                {a.accepted ? (
                  <p>
                    Accepted by {a.accepted.acceptedByName} ({a.accepted.acceptedByEmail}) on{' '}
                    {formatDate(a.accepted.acceptedAt)}.
                  </p>
                ) : legal.data?.canManage ? (
                  <div>
                    <Button
                      size="sm"
                      disabled={accept.isPending}
                      onClick={() =>
                        accept.mutate(
                          { key: a.key, version: a.version },
                          { onError: (e) => toast.error('Not accepted', { description: e.message }) },
                        )
                      }
                    >
                      Accept version {a.version}
                    </Button>
                  </div>
                ) : (
                  <p>An admin of your organization accepts it.</p>
                )}
                {a.history.length > 0 && (
                  <p className="text-xs text-slate-500">
                    Earlier:{' '}
                    {a.history
                      .map((h) => `version ${h.version} accepted by ${h.acceptedByName} on ${formatDate(h.acceptedAt)}`)
                      .join('; ')}
                  </p>
                )}
              </CardContent>
            </Card>
          ))}
        </div>
      </QueryState>
    </SettingsLayout>
  )
}

export function DocumentsPage() {
  return <CashGate>{(_, orgId) => <Documents orgId={orgId} />}</CashGate>
}

function Documents({ orgId }: { orgId: string }) {
  const documents = useDocuments(orgId)
  const failed = (e: Error) => toast.error('The PDF could not be downloaded', { description: e.message })
  const month = (year: number, m: number) => formatDate(`${year}-${String(m).padStart(2, '0')}-01`, 'MMMM yyyy')
  return (
    <SettingsLayout title="Documents" description="Statements, agreements and wire instructions.">
      <QueryState query={documents} label="Loading documents">
        {documents.data && (
          <div className="flex flex-col gap-6">
            <Card>
              <CardHeader>
                <CardTitle>Statements</CardTitle>
              </CardHeader>
              {documents.data.statements.length === 0 ? (
                <CardContent>
                  <EmptyState title="No statements yet" description="A statement is ready after each month ends." />
                </CardContent>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Month</TableHead>
                      <TableHead>Account</TableHead>
                      <TableHead numeric>Closing balance</TableHead>
                      <TableHead>
                        <span className="sr-only">Download</span>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {documents.data.statements.map((s) => (
                      <TableRow key={s.id}>
                        <TableCell>{month(s.year, s.month)}</TableCell>
                        <TableCell>{s.accountName}</TableCell>
                        <TableCell numeric>{formatMicros(s.closingBalanceMicros, { currency: true })}</TableCell>
                        <TableCell className="text-right">
                          <Button
                            variant="link"
                            size="sm"
                            onClick={() =>
                              downloadStatement(
                                orgId,
                                s.id,
                                `${s.accountName} statement ${month(s.year, s.month)}.pdf`,
                              ).catch(failed)
                            }
                          >
                            PDF
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Wire instructions</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y divide-slate-100">
                  {documents.data.wireInstructions.map((w) => (
                    <li key={w.accountId} className="flex items-center justify-between py-2">
                      <span>{w.accountName}</span>
                      <Button
                        variant="link"
                        size="sm"
                        onClick={() =>
                          downloadWireInstructions(
                            orgId,
                            w.accountId,
                            `Wire instructions - ${w.accountName}.pdf`,
                          ).catch(failed)
                        }
                      >
                        PDF
                      </Button>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Agreements</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y divide-slate-100 text-sm">
                  {documents.data.agreements.map((a) => (
                    <li key={a.key} className="flex items-center justify-between py-2">
                      <span>
                        {a.title} <span className="text-slate-500">version {a.version}</span>
                      </span>
                      <span className="text-slate-600">
                        {a.acceptedAt ? `Accepted ${formatDate(a.acceptedAt)}` : 'Not accepted'}
                      </span>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </div>
        )}
      </QueryState>
    </SettingsLayout>
  )
}
