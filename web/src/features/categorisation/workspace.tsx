/** The staff's keyboard-first categorisation queue of a client, in its workspace. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { CategorisationQueuePage } from './queue-page.tsx'

export const sections: WorkspaceSection[] = [
  {
    segment: 'categorisation',
    label: 'Categorisation',
    order: 60,
    element: ({ org }) => <CategorisationQueuePage orgId={org.id} />,
  },
]
