/** The client's schedules (behind the users-schedules flag); staff open a client's in their workspace (workspace.tsx). */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { SchedulesPage } from './schedules-page.tsx'

function ClientSchedulesPage() {
  const { orgId } = useCurrentOrg()
  return <SchedulesPage orgId={orgId ?? ''} reportsPath="/accounting/reports" />
}

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/schedules',
    element: <ClientSchedulesPage />,
    area: 'client',
    flag: 'users-schedules',
    nav: { label: 'Schedules', order: 45 },
  },
]
