/** A client's metrics in the staff workspace, which staff may recompute. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { DashboardPage } from './dashboard-page.tsx'

export const sections: WorkspaceSection[] = [
  {
    segment: 'metrics',
    label: 'Metrics',
    order: 80,
    element: ({ org }) => <DashboardPage orgId={org.id} canRecompute title="Metrics" />,
  },
]
