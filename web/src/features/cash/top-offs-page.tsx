/**
 * /cash/approve-top-off (flag `auto-transfer`): transfers the top-off rules propose to bring an account back up,
 * each approved (the book transfer is sent) or declined here by organization admins and approvers. Live: a new
 * proposal shows without a reload.
 */
import { formatMicros } from '@app/shared/rules/banking.ts'
import { formatDate } from '@/lib/format.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { type CashOverview, useAccounts } from './api.ts'
import { CashGate } from './cash-gate.tsx'
import { useDecideTopOff, useTopOffs } from './controls-api.ts'
import { TOP_OFF_STATUS } from './labels.ts'

export function TopOffsPage() {
  return <CashGate>{(overview, orgId) => <TopOffs orgId={orgId} overview={overview} />}</CashGate>
}

function TopOffs({ orgId, overview }: { orgId: string; overview: CashOverview }) {
  const topOffs = useTopOffs(orgId)
  const accounts = useAccounts(orgId)
  const decide = useDecideTopOff(orgId)
  const name = (id: string) => accounts.data?.accounts.find((a) => a.id === id)?.name ?? 'Account'
  const act = (topOffId: string, decision: 'approve' | 'decline') =>
    decide.mutate(
      { topOffId, decision },
      {
        onSuccess: (t) =>
          t.message
            ? toast.error('The top-off did not go through', { description: t.message })
            : toast.success(decision === 'approve' ? 'Top-off approved' : 'Top-off declined'),
        onError: (e) => toast.error('That did not work', { description: e.message }),
      },
    )
  return (
    <>
      <PageHeader
        title="Top-offs"
        description="Transfers your top-off rules propose to bring an account back up. Each waits for a yes or no."
      />
      <QueryState query={topOffs} label="Loading top-offs">
        {topOffs.data?.topOffs.length === 0 ? (
          <EmptyState
            title="No top-offs"
            description="When an account falls below a top-off rule's threshold, its transfer waits here."
          />
        ) : (
          <Card>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Proposed</TableHead>
                  <TableHead>From</TableHead>
                  <TableHead>To</TableHead>
                  <TableHead numeric>Amount</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {topOffs.data?.topOffs.map((t) => (
                  <TableRow key={t.id} data-testid="top-off">
                    <TableCell>{formatDate(t.createdAt)}</TableCell>
                    <TableCell>{name(t.sourceAccountId)}</TableCell>
                    <TableCell>{name(t.targetAccountId)}</TableCell>
                    <TableCell numeric>{formatMicros(t.amountMicros, { currency: true })}</TableCell>
                    <TableCell>
                      <Badge tone={TOP_OFF_STATUS[t.status].tone}>{TOP_OFF_STATUS[t.status].label}</Badge>
                      {t.message && <span className="block text-xs text-red-700">{t.message}</span>}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-right">
                      {t.status === 'pending_approval' && (overview.canManage || overview.canApprove) && (
                        <>
                          <Button size="sm" disabled={decide.isPending} onClick={() => act(t.id, 'approve')}>
                            Approve
                          </Button>{' '}
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={decide.isPending}
                            onClick={() => act(t.id, 'decline')}
                          >
                            Decline
                          </Button>
                        </>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        )}
      </QueryState>
    </>
  )
}
