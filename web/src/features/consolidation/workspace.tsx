/** The consolidated chart of the group a client belongs to, in the staff workspace. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { GroupChart } from './group-chart.tsx'

export const sections: WorkspaceSection[] = [
  {
    segment: 'group',
    label: 'Group',
    order: 110,
    element: ({ org, area }) => <GroupChart groupId={org.organizationGroupId} area={area} />,
  },
]
