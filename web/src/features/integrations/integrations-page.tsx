/**
 * /accounting/integrations: the organization's connections. QuickBooks shows its live status (active, broken or not
 * connected) and connects through Intuit; the other providers show whether an account is linked and what
 * connecting needs.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TConnectQuickbooksResponse, TQuickbooksConnectionStatus } from '@app/shared/schemas/quickbooks.ts'
import type { TOrganization } from '@app/shared/schemas/organizations.ts'
import { api } from '@/lib/api.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useMe } from '@/lib/session.tsx'
import { formatDate } from '@/lib/format.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { useOrganization } from '@/features/clients/api.ts'
import { PageHeader } from '@/components/page.tsx'
import { QuickbooksSyncStatus } from '@/features/quickbooks/sync-status.tsx'

type Provider = {
  id: string
  name: string
  what: string
  requires: string
  linked: (o: TOrganization) => string | null
}

/** Providers other than QuickBooks; `linked` reads the account id the organization stores for each. */
const OTHERS: Provider[] = [
  {
    id: 'stripe',
    name: 'Stripe',
    what: 'Card payments and payouts, booked as revenue, fees and refunds.',
    requires: 'An owner of the Stripe account authorizes read access.',
    linked: (o) => o.stripeAccountId,
  },
  {
    id: 'plaid',
    name: 'Bank accounts (Plaid)',
    what: 'Bank and card transactions for categorisation and reconciliation.',
    requires: 'Sign in to each bank through Plaid and choose the business accounts.',
    linked: () => null,
  },
  {
    id: 'ramp',
    name: 'Ramp',
    what: 'Corporate card spend with receipts.',
    requires: 'A Ramp admin approves the connection.',
    linked: () => null,
  },
  {
    id: 'gusto',
    name: 'Gusto',
    what: 'Payroll journals imported each pay run.',
    requires: 'A Gusto admin authorizes access to payroll reports.',
    linked: (o) => o.gustoAccountId,
  },
  {
    id: 'rippling',
    name: 'Rippling',
    what: 'Payroll journals imported each pay run.',
    requires: 'A Rippling admin installs the app for your company.',
    linked: (o) => o.ripplingAccountId,
  },
  {
    id: 'slack',
    name: 'Slack',
    what: 'A shared channel with your bookkeeper and bill approvals.',
    requires: 'Accept the channel invitation from your bookkeeper.',
    linked: (o) => o.slackChannelName,
  },
]

function Row({
  name,
  what,
  children,
  status,
}: {
  name: string
  what: string
  children?: React.ReactNode
  status: React.ReactNode
}) {
  return (
    <li
      className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid={`integration-${name}`}
    >
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{name}</h3>
          {status}
        </div>
        <p className="mt-0.5 text-sm text-slate-600">{what}</p>
      </div>
      <div className="shrink-0 text-sm text-slate-600 sm:max-w-xs sm:text-right">{children}</div>
    </li>
  )
}

function QuickBooksRow({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const qc = useQueryClient()
  const status = useQuery({
    queryKey: ['quickbooks', 'status', orgId],
    queryFn: () => api.get<TQuickbooksConnectionStatus>(`/quickbooks/status?organizationId=${orgId}`),
  })
  const connect = useMutation({
    mutationFn: () => api.post<TConnectQuickbooksResponse>('/quickbooks/connect', { organizationId: orgId }),
    onSuccess: (r) => {
      window.location.assign(r.authorizeUrl)
    },
    onError: (e) => toast.error('Could not start connecting QuickBooks', { description: e.message }),
  })
  const disconnect = useMutation({
    mutationFn: () => api.post('/quickbooks/disconnect', { organizationId: orgId }),
    onSuccess: () => {
      toast.success('QuickBooks disconnected')
      void qc.invalidateQueries({ queryKey: ['quickbooks', 'status', orgId] })
    },
    onError: (e) => toast.error('Could not disconnect', { description: e.message }),
  })
  const s = status.data
  const badge = status.isLoading ? (
    <Spinner />
  ) : status.isError ? (
    <Badge tone="danger">Unknown</Badge>
  ) : s?.status === 'active' ? (
    <Badge tone="success">Connected</Badge>
  ) : s?.status === 'broken' ? (
    <Badge tone="danger">Needs reconnecting</Badge>
  ) : (
    <Badge>Not connected</Badge>
  )
  return (
    <Row
      name="QuickBooks Online"
      what="Your ledger: accounts, transactions and reports are kept in sync with it."
      status={badge}
    >
      {s?.connected && (
        <p className="mb-2 text-xs">
          Company {s.realmId} · since {formatDate(s.connectedAt)}
        </p>
      )}
      {s?.connected && (
        <div className="mb-2">
          <QuickbooksSyncStatus orgId={orgId} canSync={false} />
        </div>
      )}
      {s && !s.connected && <p className="mb-2 text-xs">Sign in to Intuit as a QuickBooks admin and approve access.</p>}
      {s?.status === 'broken' && (
        <p className="mb-2 text-xs text-red-700">
          The authorization expired or was revoked. Reconnect to resume syncing.
        </p>
      )}
      {canManage &&
        s &&
        (s.connected && s.status === 'active' ? (
          <Button
            size="sm"
            variant="outline"
            disabled={disconnect.isPending}
            onClick={() => {
              if (confirm('Disconnect QuickBooks? Syncing stops until you connect again.')) disconnect.mutate()
            }}
          >
            Disconnect
          </Button>
        ) : (
          <Button size="sm" disabled={connect.isPending} onClick={() => connect.mutate()}>
            {s.status === 'broken' ? 'Reconnect' : 'Connect QuickBooks'}
          </Button>
        ))}
    </Row>
  )
}

export function IntegrationsPage() {
  const me = useMe()
  const { orgId, organization } = useCurrentOrg()
  const org = useOrganization(orgId)
  const canManage = me.organizations.some((o) => o.id === orgId && o.orgRole === 'admin')
  return (
    <>
      <PageHeader
        title="Integrations"
        description={`Where ${organization?.legalName ?? 'your organization'}'s financial data comes from. Connected sources keep your books current without uploads.`}
      />
      {!orgId ? (
        <EmptyState title="No organization selected" />
      ) : (
        <Card>
          <ul className="divide-y divide-slate-100">
            <QuickBooksRow orgId={orgId} canManage={canManage} />
            {OTHERS.map((p) => {
              const linked = org.data ? p.linked(org.data) : null
              return (
                <Row
                  key={p.id}
                  name={p.name}
                  what={p.what}
                  status={linked ? <Badge tone="success">Connected</Badge> : <Badge>Not connected</Badge>}
                >
                  {linked ? (
                    <p className="text-xs">Linked account {linked}</p>
                  ) : (
                    <p className="text-xs">
                      <span className="font-medium text-slate-700">To connect: </span>
                      {p.requires}
                    </p>
                  )}
                </Row>
              )
            })}
          </ul>
        </Card>
      )}
    </>
  )
}
