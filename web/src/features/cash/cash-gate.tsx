/**
 * Every cash screen sits behind this gate: the signed-in person needs the banking product on their profile (the
 * route flag `banking` already checked the organization), and the organization's banking state decides where a
 * screen may be used (get started, onboarding, or open). The API refuses the same people on its side.
 */
import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { useMe } from '@/lib/session.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { ApiError } from '@/lib/api.ts'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { type CashOverview, useCashLive, useCashOverview } from './api.ts'
import { CashNav } from './cash-nav.tsx'

export const NO_BANKING_ACCESS =
  'Business banking is not part of your access. Ask an admin of your organization to give you the banking product.'

export const BANKING_OFF = 'Business banking is not turned on for this organization.'

/** Which banking states a screen works in; the others are sent to the screen of their state. */
type Needs = 'open' | 'any'

function homeOf(status: CashOverview['state']) {
  if (status === 'open') return '/cash/dashboard'
  if (status === 'onboarding') return '/cash/onboarding'
  return '/cash/get-started'
}

export function Refused({ message = NO_BANKING_ACCESS }: { message?: string }) {
  return (
    <div className="mx-auto max-w-xl py-12" data-testid="cash-refused">
      <Alert tone="warning">{message}</Alert>
    </div>
  )
}

export function CashGate({
  needs = 'open',
  nav = true,
  children,
}: {
  needs?: Needs
  nav?: boolean
  children: (overview: CashOverview, orgId: string) => ReactNode
}) {
  const me = useMe()
  const { orgId } = useCurrentOrg()
  const hasProduct = me.profile.products.includes('banking')
  const overview = useCashOverview(hasProduct ? orgId : undefined)
  // live from the first screen: onboarding follows the application and its owners the same way
  useCashLive(hasProduct && overview.data ? overview.data.organizationId : '')
  if (!hasProduct || !orgId) return <Refused />
  if (overview.isPending) return <PageSpinner label="Loading banking" />
  if (overview.isError) {
    const e = overview.error
    if (e instanceof ApiError && (e.status === 403 || e.status === 404)) return <Refused message={e.message} />
    return (
      <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
        <span>Banking could not be loaded: {e.message}</span>
        <Button size="sm" variant="outline" onClick={() => void overview.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  }
  const data = overview.data
  if (!data.bankingEnabled) return <Refused message={BANKING_OFF} />
  if (!data.hasBankingProduct) return <Refused />
  if (needs === 'open' && data.state !== 'open') return <Navigate to={homeOf(data.state)} replace />
  return (
    <>
      {nav && data.state === 'open' && <CashNav />}
      {children(data, orgId)}
    </>
  )
}

/** `/cash`: the header's entry into the area, sent on to the screen of the organization's banking state. */
export function CashHome() {
  return <CashGate needs="any">{(o) => <Navigate to={homeOf(o.state)} replace />}</CashGate>
}
