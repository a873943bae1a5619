/** Reports screen of the client area; staff open a client's reports in their workspace (workspace.tsx). */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { useCurrentOrg } from '@/lib/current-org.tsx'
import { ReportsPage } from './reports-page.tsx'

function ClientReportsPage() {
  const { orgId, organization } = useCurrentOrg()
  return <ReportsPage orgId={orgId} orgName={organization?.legalName} />
}

export const routes: FeatureRoute[] = [
  { path: '/accounting/reports', element: <ClientReportsPage />, area: 'client', nav: { label: 'Reports', order: 40 } },
]
