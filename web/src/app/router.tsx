/**
 * The route table: public feature routes stand alone; every other feature route sits inside the signed-in shell
 * behind its area and flag gate; anything else is the not-found page.
 */
import { createBrowserRouter, Link } from 'react-router-dom'
import { CurrentOrgProvider } from '@/lib/current-org.tsx'
import { useSession } from '@/lib/session.tsx'
import { PageSpinner } from '@/components/ui/spinner.tsx'
import { featureRoutes } from './registry.ts'
import { RequireSecondFactor, RequireSession, RouteGate, effectiveArea } from './guards.tsx'
import { AppLayout } from './layout/app-layout.tsx'
import { BrandMark } from './layout/brand.tsx'
import { NotFoundPage } from './pages/not-found.tsx'
import { RouteErrorBoundary } from './pages/error-page.tsx'

function ProtectedShell() {
  return (
    <RequireSession>
      <RequireSecondFactor>
        <CurrentOrgProvider>
          <AppLayout />
        </CurrentOrgProvider>
      </RequireSecondFactor>
    </RequireSession>
  )
}

/** Unknown paths: inside the app frame when signed in, on a plain page otherwise (no sign-in detour for a typo). */
function UnknownRoute() {
  const { status } = useSession()
  if (status === 'loading') return <PageSpinner />
  if (status === 'second-factor')
    return (
      <RequireSecondFactor>
        <PageSpinner />
      </RequireSecondFactor>
    )
  if (status === 'signed-in') {
    return (
      <RequireSecondFactor>
        <CurrentOrgProvider>
          <AppLayout>
            <NotFoundPage />
          </AppLayout>
        </CurrentOrgProvider>
      </RequireSecondFactor>
    )
  }
  return (
    <div className="min-h-full bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center px-4 sm:px-6">
          <Link to="/sign-in" aria-label="Sign in">
            <BrandMark />
          </Link>
        </div>
      </header>
      <NotFoundPage />
    </div>
  )
}

const publicRoutes = featureRoutes.filter((r) => effectiveArea(r) === 'public')
const protectedRoutes = featureRoutes.filter((r) => effectiveArea(r) !== 'public')

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorBoundary />,
    children: [
      ...publicRoutes.map((r) => ({ path: r.path, element: r.element })),
      {
        element: <ProtectedShell />,
        children: protectedRoutes.map((r) => ({ path: r.path, element: <RouteGate route={r}>{r.element}</RouteGate> })),
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
])
