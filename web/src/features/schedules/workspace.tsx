/** A client's schedules in the staff workspace; a posted entry links to the same workspace's reports. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { SchedulesPage } from './schedules-page.tsx'

export const sections: WorkspaceSection[] = [
  {
    segment: 'schedules',
    label: 'Schedules',
    order: 30,
    element: ({ org, area }) => <SchedulesPage orgId={org.id} reportsPath={`/${area}/client/${org.id}/reports`} />,
  },
]
