/**
 * Dashboard screen of the client area, with the month-end notes the firm shared (features/close); staff open a
 * client's metrics in their workspace (workspace.tsx).
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { SharedNotesSection } from '@/features/close/client-notes-page.tsx'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { DashboardPage } from './dashboard-page.tsx'

function ClientDashboardPage() {
  const { orgId } = useCurrentOrg()
  return <DashboardPage orgId={orgId} notice={<SharedNotesSection orgId={orgId} />} />
}

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/dashboard',
    element: <ClientDashboardPage />,
    area: 'client',
    nav: { label: 'Dashboard', order: 10 },
  },
]
