/**
 * A client's staff workspace: /bookkeeper/client/:orgId/… and /admin/client/:orgId/… put each tool staff use on the
 * client's books (reports, schedules, bank feeds, statements, the categorisation queue, metrics, journal import, chart-of-accounts mapping, the group's consolidated
 * chart) under the client's name and sub-navigation. The screens are the domain features' own, given the organization.
 */
import type { ReactNode } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { TOrganization } from '@app/shared/schemas/organizations.ts'
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ClientWorkspaceNav, type ClientWorkspaceSection } from '@/components/client-workspace-nav.tsx'
import { BankFeeds } from '@/features/bank-feeds/bank-feeds-page.tsx'
import { CategorisationQueuePage } from '@/features/categorisation/queue-page.tsx'
import { CoaMappingPage } from '@/features/coa-mapping/coa-mapping-page.tsx'
import { GroupChart } from '@/features/consolidation/group-chart.tsx'
import { DashboardPage } from '@/features/dashboard/dashboard-page.tsx'
import { ImportCard } from '@/features/reports/import-card.tsx'
import { ReportsPage } from '@/features/reports/reports-page.tsx'
import { SchedulesPage } from '@/features/schedules/schedules-page.tsx'
import { StatementsPage } from '@/features/reconciliation/statements-page.tsx'
import { VariancePage } from '@/features/close/variance-page.tsx'
import { useOrganization } from './api.ts'
import { PageHeader, QueryState } from '@/components/page.tsx'

type Area = 'admin' | 'bookkeeper'

function ClientWorkspace({ area, children }: { area: Area; children: (org: TOrganization) => ReactNode }) {
  const { orgId = '' } = useParams()
  const org = useOrganization(orgId)
  return (
    <QueryState query={org} label="Loading client">
      {org.data && (
        <>
          <PageHeader
            title={org.data.legalName}
            eyebrow={
              <Link to={`/${area}/clients`} className="hover:text-slate-800">
                ← Clients
              </Link>
            }
          />
          <ClientWorkspaceNav area={area} orgId={orgId} />
          {children(org.data)}
        </>
      )}
    </QueryState>
  )
}

const SECTIONS: {
  segment: Exclude<ClientWorkspaceSection, ''>
  render: (org: TOrganization, area: Area) => ReactNode
}[] = [
  { segment: 'reports', render: (o) => <ReportsPage orgId={o.id} orgName={o.legalName} /> },
  {
    segment: 'schedules',
    render: (o, area) => <SchedulesPage orgId={o.id} reportsPath={`/${area}/client/${o.id}/reports`} />,
  },
  { segment: 'bank-feeds', render: (o) => <BankFeeds orgId={o.id} showHealth /> },
  { segment: 'statements', render: (o) => <StatementsPage orgId={o.id} /> },
  { segment: 'categorisation', render: (o) => <CategorisationQueuePage orgId={o.id} /> },
  { segment: 'variance', render: (o) => <VariancePage orgId={o.id} /> },
  { segment: 'metrics', render: (o) => <DashboardPage orgId={o.id} canRecompute title="Metrics" /> },
  { segment: 'import', render: (o) => <ImportCard orgId={o.id} /> },
  { segment: 'coa-mapping', render: (o) => <CoaMappingPage orgId={o.id} /> },
  { segment: 'group', render: (o, area) => <GroupChart groupId={o.organizationGroupId} area={area} /> },
]

/** The workspace's routes for one staff area; the client page itself (/…/client/:orgId) is the area's own route. */
export function clientWorkspaceRoutes(area: Area): FeatureRoute[] {
  return SECTIONS.map((s) => ({
    path: `/${area}/client/:orgId/${s.segment}`,
    area,
    element: <ClientWorkspace area={area}>{(o) => s.render(o, area)}</ClientWorkspace>,
  }))
}
