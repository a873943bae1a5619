/** Consolidated reports for organization groups (spec §3.2, §3.3); the groups list itself is features/organization-groups. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ConsolidatedPage } from './consolidated-page.tsx'
import { EntityReportPage } from './entity-report-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/admin/groups/:groupId/consolidated', element: <ConsolidatedPage />, area: 'admin' },
  { path: '/admin/groups/:groupId/entity-reports/:orgId/:reportId', element: <EntityReportPage />, area: 'admin' },
]
