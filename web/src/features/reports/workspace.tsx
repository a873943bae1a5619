/** A client's reports and journal import in the staff workspace. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { ImportCard } from './import-card.tsx'
import { ReportsPage } from './reports-page.tsx'

export const sections: WorkspaceSection[] = [
  {
    segment: 'reports',
    label: 'Reports',
    order: 20,
    element: ({ org }) => <ReportsPage orgId={org.id} orgName={org.legalName} />,
  },
  { segment: 'import', label: 'Journal import', order: 90, element: ({ org }) => <ImportCard orgId={org.id} /> },
]
