/** Dashboard screen of the client area; staff open a client's metrics in their workspace (features/clients/client-workspace). */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { DashboardPage } from './dashboard-page.tsx'

function ClientDashboardPage() {
  return <DashboardPage orgId={useCurrentOrg().orgId} />
}

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/dashboard',
    element: <ClientDashboardPage />,
    area: 'client',
    nav: { label: 'Dashboard', order: 10 },
  },
]
