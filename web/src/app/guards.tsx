/**
 * Route guards. The session guard sends signed-out visitors to /sign-in; the two-factor guard sends users with a
 * verified factor on an aal1 session to /2fa; the route gate checks the area and the route's feature flag.
 */
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useSession } from '@/lib/session.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { useFlags } from '@/lib/flags.ts'
import { canEnter, homePath } from '@/lib/areas.ts'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { effectiveArea, type RegisteredRoute } from './merge-routes.ts'
import { NotFoundPage } from './pages/not-found.tsx'

/** `next` targets must stay inside the app: a path, never a protocol-relative or absolute URL. */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : fallback
}

export const here = (l: { pathname: string; search: string; hash: string }) => `${l.pathname}${l.search}${l.hash}`

export function RequireSession({ children }: { children: ReactNode }) {
  const { status, error, refresh, signOut, signedOutByUser } = useSession()
  const location = useLocation()
  if (status === 'loading') return <PageSpinner label="Loading your workspace" />
  if (status === 'signed-out' && signedOutByUser) return <Navigate to="/sign-in" replace />
  if (status === 'signed-out') return <Navigate to={`/sign-in?next=${encodeURIComponent(here(location))}`} replace />
  if (status === 'second-factor') return <Navigate to={`/2fa?next=${encodeURIComponent(here(location))}`} replace />
  if (status === 'error') {
    return (
      <div className="mx-auto mt-24 max-w-md space-y-4 px-4">
        <Alert tone="danger">We could not load your account: {error?.message ?? 'unknown error'}.</Alert>
        <div className="flex gap-2">
          <Button onClick={() => void refresh()}>Try again</Button>
          <Button variant="outline" onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </div>
    )
  }
  return <>{children}</>
}

export function RequireSecondFactor({ children }: { children: ReactNode }) {
  const { secondFactorDone, hasVerifiedFactor } = useSession()
  const location = useLocation()
  if (hasVerifiedFactor && !secondFactorDone && location.pathname !== '/2fa') {
    return <Navigate to={`/2fa?next=${encodeURIComponent(here(location))}`} replace />
  }
  return <>{children}</>
}

export { effectiveArea } from './merge-routes.ts'

export function RouteGate({ route, children }: { route: RegisteredRoute; children: ReactNode }) {
  const { me } = useSession()
  const { orgId } = useCurrentOrg()
  const { isOn, isLoading } = useFlags(orgId, { enabled: !!route.flag })
  if (!me) return null
  if (!canEnter(effectiveArea(route), me)) return <Navigate to={homePath(me)} replace />
  if (route.flag) {
    if (isLoading) return <PageSpinner />
    if (!isOn(route.flag)) return <NotFoundPage />
  }
  return <>{children}</>
}
