/**
 * /onboarding/integrations and /integrations-new: every provider the organization can connect, as one onboarding
 * page (the integrations' own rows, so connecting is the one connect path), then the cash-on-hand accounts.
 */
import { Link } from 'react-router-dom'
import { CONNECTION_PROVIDERS } from '@app/shared/schemas/connections.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { PageHeader } from '@/components/page.tsx'
import { ConnectOutcome, ConnectRows } from './steps-connect.tsx'

export function OnboardingIntegrationsPage() {
  const { orgId } = useCurrentOrg()
  if (!orgId) return <EmptyState title="No organization selected" />
  return (
    <>
      <PageHeader
        title="Connect your accounts"
        description="Your ledger, banks, cards, payments and payroll. Each connection keeps your books current without uploads."
      />
      <div className="flex flex-col gap-4">
        <ConnectOutcome />
        <ConnectRows orgId={orgId} providers={[...CONNECTION_PROVIDERS]} />
        <div className="flex gap-4 text-sm">
          <Link to="/onboarding/qb-cash-accounts" className="text-brand-700 hover:underline">
            Next: choose your cash-on-hand accounts
          </Link>
          <Link to="/onboarding/form" className="text-brand-700 hover:underline">
            Back to the onboarding steps
          </Link>
        </div>
      </div>
    </>
  )
}
