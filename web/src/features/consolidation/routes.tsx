/** Consolidated reports for organization groups (spec §3.2, §3.3): staff screens of the admin area. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ConsolidatedPage } from './consolidated-page.tsx'
import { EntityReportPage } from './entity-report-page.tsx'
import { GroupsPage } from './groups-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/admin/groups', element: <GroupsPage />, area: 'admin', nav: { label: 'Groups', order: 65 } },
  { path: '/admin/groups/:groupId/consolidated', element: <ConsolidatedPage />, area: 'admin' },
  { path: '/admin/groups/:groupId/entity-reports/:orgId/:reportId', element: <EntityReportPage />, area: 'admin' },
]
