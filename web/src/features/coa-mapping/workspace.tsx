/** A client's chart-of-accounts mapping, in the staff workspace (its only screen). */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { CoaMappingPage } from './coa-mapping-page.tsx'

export const sections: WorkspaceSection[] = [
  {
    segment: 'coa-mapping',
    label: 'Chart of accounts',
    order: 100,
    element: ({ org }) => <CoaMappingPage orgId={org.id} />,
  },
]
