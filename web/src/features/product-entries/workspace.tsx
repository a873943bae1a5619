/** The entries the product posted to a client's books, a section of the staff workspace. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { EntriesPage } from './entries-page.tsx'

export const sections: WorkspaceSection[] = [
  { segment: 'entries', label: 'Entries', order: 35, element: ({ org }) => <EntriesPage orgId={org.id} /> },
]
