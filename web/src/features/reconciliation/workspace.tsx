/** A client's statements and reconciliations in the staff workspace. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { StatementsPage } from './statements-page.tsx'

export const sections: WorkspaceSection[] = [
  { segment: 'statements', label: 'Statements', order: 50, element: ({ org }) => <StatementsPage orgId={org.id} /> },
]
