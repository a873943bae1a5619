/**
 * /bookkeeper/bank-feeds and /admin/bank-feeds: bank accounts across the clients the user may see whose feed has a
 * gap or a balance mismatch, worst first by client, each linking to the client's bank feeds in the workspace.
 */
import { Fragment, useState } from 'react'
import { Link } from 'react-router-dom'
import { FEED_STATUS_EXPLANATIONS } from '@app/shared/rules/feed-health.ts'
import { formatMoney } from '@/lib/format.ts'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { AccountLabel } from './accounts-panel.tsx'
import { useFeedAttention } from './api.ts'
import { FeedHealthBadge, HealthDetails } from './health.tsx'

export function FeedAttentionPage({ area }: { area: 'admin' | 'bookkeeper' }) {
  const list = useFeedAttention()
  const [open, setOpen] = useState<string | null>(null)
  return (
    <>
      <PageHeader
        title="Bank feeds needing attention"
        description={
          <>
            Accounts of your clients with a gap in their data or a balance that does not follow from the transactions.
            <span className="block text-xs text-slate-500">
              Gap: {FEED_STATUS_EXPLANATIONS.gap} Mismatch: {FEED_STATUS_EXPLANATIONS.mismatch}
            </span>
          </>
        }
      />
      <QueryState query={list} label="Checking bank feeds">
        {list.data && list.data.accounts.length === 0 ? (
          <EmptyState
            title="Every feed is complete"
            description="No account you can see has a gap or a balance mismatch."
          />
        ) : (
          <Card>
            <Table data-testid="feed-attention">
              <TableHeader>
                <TableRow>
                  <TableHead>Client</TableHead>
                  <TableHead>Account</TableHead>
                  <TableHead>Flags</TableHead>
                  <TableHead numeric>Difference</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data?.accounts.map((a) => (
                  <Fragment key={a.id}>
                    <TableRow data-testid="attention-account">
                      <TableCell>
                        <Link
                          className="font-medium text-brand-700 hover:underline"
                          to={`/${area}/client/${a.organizationId}/bank-feeds?accountId=${a.id}`}
                        >
                          {a.organizationName}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <AccountLabel account={a} />
                      </TableCell>
                      <TableCell>
                        <FeedHealthBadge health={a.health} />
                      </TableCell>
                      <TableCell numeric>
                        {a.health.differenceCents === null
                          ? '—'
                          : formatMoney(a.health.differenceCents, { currency: true })}
                      </TableCell>
                      <TableCell className="text-right">
                        <Button size="sm" variant="ghost" onClick={() => setOpen(open === a.id ? null : a.id)}>
                          {open === a.id ? 'Hide details' : 'Details'}
                        </Button>
                      </TableCell>
                    </TableRow>
                    {open === a.id && (
                      <TableRow>
                        <TableCell colSpan={5} className="bg-slate-50">
                          <HealthDetails health={a.health} />
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          </Card>
        )}
      </QueryState>
    </>
  )
}
