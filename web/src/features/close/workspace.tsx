/** A client's variance analyses with their live notes, in the staff workspace. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { VariancePage } from './variance-page.tsx'

export const sections: WorkspaceSection[] = [
  { segment: 'variance', label: 'Variance', order: 70, element: ({ org }) => <VariancePage orgId={org.id} /> },
]
