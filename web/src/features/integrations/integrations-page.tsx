/**
 * /accounting/integrations: every provider's true state from the connection model (connected, needs reconnecting
 * with the last error, not connected), live over realtime, with connect / reconnect / disconnect for organization
 * admins. A provider's callback returns here with `?<provider>=connected|error&reason=…`, shown as a banner.
 */
import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { CONNECTION_PROVIDERS, PROVIDER_NAMES } from '@app/shared/schemas/connections.ts'
import { endSentence } from '@app/shared/rules/format.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useMe } from '@/lib/session.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { PageHeader, QueryState } from '@/components/page.tsx'
import { useConnections } from './api.ts'
import { ProviderRow } from './provider-row.tsx'

/** The outcome a provider's callback put in the URL, if any. */
function callbackOutcome(params: URLSearchParams) {
  for (const provider of CONNECTION_PROVIDERS) {
    const outcome = params.get(provider)
    if (outcome === 'connected' || outcome === 'error')
      return { provider, outcome, reason: params.get('reason'), organizationId: params.get('organizationId') }
  }
  return null
}

function CallbackBanner() {
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const { organizations, orgId, setOrgId } = useCurrentOrg()
  const result = callbackOutcome(params)
  // a connect started on another screen (an onboarding step) asked to come back there with the outcome
  useEffect(() => {
    const back = sessionStorage.getItem('connect:returnTo')
    if (!result || !back?.startsWith('/') || back.startsWith('//')) return
    sessionStorage.removeItem('connect:returnTo')
    navigate(`${back}?${params}`, { replace: true })
  }, [result, params, navigate])
  // The callback names the organization that was connected: show that one.
  const target = result?.organizationId
  useEffect(() => {
    if (target && target !== orgId && organizations.some((o) => o.id === target)) setOrgId(target)
  }, [target, orgId, organizations, setOrgId])
  if (!result) return null
  const name = PROVIDER_NAMES[result.provider]
  return (
    <Alert
      tone={result.outcome === 'connected' ? 'success' : 'danger'}
      className="mb-4 flex flex-wrap items-center justify-between gap-3"
      data-testid="connection-banner"
    >
      <span>
        {result.outcome === 'connected'
          ? `${name} is connected. The first sync has started.`
          : endSentence(`${name} could not be connected: ${result.reason ?? 'the provider did not say why'}`)}
      </span>
      <Button size="sm" variant="ghost" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
        Dismiss
      </Button>
    </Alert>
  )
}

export function IntegrationsPage() {
  const me = useMe()
  const { orgId, organization } = useCurrentOrg()
  const connections = useConnections(orgId)
  const canManage = me.organizations.some((o) => o.id === orgId && o.orgRole === 'admin')
  return (
    <>
      <PageHeader
        title="Integrations"
        description={`Where ${organization?.legalName ?? 'your organization'}'s financial data comes from. Connected sources keep your books current without uploads.`}
        actions={
          canManage ? (
            <Link
              className="text-sm font-medium text-brand-700 hover:underline"
              to="/onboarding/bank-accounts-user-permissions"
            >
              Who can see bank and provider data
            </Link>
          ) : undefined
        }
      />
      <CallbackBanner />
      {!orgId ? (
        <EmptyState title="No organization selected" />
      ) : (
        <QueryState query={connections} label="Loading integrations">
          <Card>
            <ul className="divide-y divide-slate-100">
              {connections.data?.providers.map((p) => (
                <ProviderRow key={p.provider} orgId={orgId} provider={p} canManage={canManage} />
              ))}
            </ul>
          </Card>
        </QueryState>
      )}
    </>
  )
}
