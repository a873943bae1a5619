/**
 * /disconnect and /disconnect/:provider (spec overview §2): what a disconnected or broken connection means and how to
 * reconnect it. Links in messages about a broken connection land here. For one provider: its state now (connected
 * again, needs reconnecting with the provider's last error, or not connected), what stops while it is disconnected
 * and what stays, and a Reconnect button for organization admins. Without a provider: every provider that needs
 * attention.
 */
import { Link, useParams } from 'react-router-dom'
import { CONNECTION_PROVIDERS, type TConnectionProvider } from '@app/shared/schemas/connections.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useMe } from '@/lib/session.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { toast } from '@/components/ui/toast.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useConnections, useStartConnection } from './api.ts'
import { PROVIDER_COPY } from './catalog.ts'
import { StateBadge } from './provider-row.tsx'
import type { TProviderState } from '@app/shared/schemas/connections.ts'

const isProvider = (p: string | undefined): p is TConnectionProvider =>
  !!p && (CONNECTION_PROVIDERS as readonly string[]).includes(p)

function ProviderCard({ orgId, state, canManage }: { orgId: string; state: TProviderState; canManage: boolean }) {
  const copy = PROVIDER_COPY[state.provider]
  const start = useStartConnection(orgId)
  const broken = state.connections.filter((c) => c.status === 'broken')
  return (
    <Card className="space-y-4 p-5" data-testid={`disconnected-${state.provider}`}>
      <div className="flex items-center gap-2">
        <h2 className="text-base font-semibold text-slate-900">{copy.title}</h2>
        <StateBadge state={state.state} />
      </div>
      {state.state === 'connected' ? (
        <Alert tone="success">{copy.title} is connected and syncing. There is nothing to do.</Alert>
      ) : (
        <>
          {broken.map((c) => (
            <Alert key={c.id} tone="danger">
              {c.displayName ? `${c.displayName}: ` : ''}
              {c.lastError?.message ?? 'The authorization expired or was revoked at the provider.'}
            </Alert>
          ))}
          <div className="space-y-1 text-sm text-slate-700">
            <p className="font-medium text-slate-900">What this means</p>
            <p>
              Nothing new arrives from {copy.title} while it is {state.state === 'broken' ? 'broken' : 'disconnected'}:{' '}
              {copy.what.charAt(0).toLowerCase() + copy.what.slice(1)} What was already imported stays in your books,
              and nothing is deleted.
            </p>
          </div>
          <div className="space-y-1 text-sm text-slate-700">
            <p className="font-medium text-slate-900">How to reconnect</p>
            <p>
              {copy.requires}
              {!canManage && ' An admin of your organization reconnects it; ask them to open this page.'}
            </p>
          </div>
          {canManage && state.connectable && (
            <Button
              disabled={start.isPending}
              onClick={() =>
                start.mutate(state.provider, {
                  onError: (e) => toast.error(`Could not start connecting ${copy.title}`, { description: e.message }),
                })
              }
            >
              {state.state === 'broken' ? `Reconnect ${copy.title}` : copy.connectLabel}
            </Button>
          )}
        </>
      )}
    </Card>
  )
}

export function DisconnectedPage() {
  const { provider } = useParams()
  const me = useMe()
  const { orgId, organization } = useCurrentOrg()
  const connections = useConnections(orgId)
  const canManage = me.organizations.some((o) => o.id === orgId && o.orgRole === 'admin')
  if (provider !== undefined && !isProvider(provider))
    return (
      <EmptyState
        title="Unknown integration"
        description={`There is no integration called “${provider.slice(0, 60)}”.`}
        action={
          <Link className="text-sm font-medium text-brand-700 hover:underline" to="/accounting/integrations">
            See every integration
          </Link>
        }
      />
    )
  const shown = (connections.data?.providers ?? []).filter((p) =>
    provider ? p.provider === provider : p.state === 'broken',
  )
  return (
    <>
      <PageHeader
        title={provider ? `${PROVIDER_COPY[provider].title} connection` : 'Connections that need attention'}
        description={`For ${organization?.legalName ?? 'your organization'}.`}
        actions={
          <Link className="text-sm font-medium text-brand-700 hover:underline" to="/accounting/integrations">
            All integrations
          </Link>
        }
      />
      {!orgId ? (
        <EmptyState title="No organization selected" />
      ) : (
        <QueryState query={connections} label="Loading connections">
          {shown.length === 0 ? (
            <EmptyState
              title="Every connection is working"
              description="No integration of your organization needs reconnecting."
            />
          ) : (
            <div className="grid gap-4">
              {shown.map((p) => (
                <ProviderCard key={p.provider} orgId={orgId} state={p} canManage={canManage} />
              ))}
            </div>
          )}
        </QueryState>
      )}
    </>
  )
}
