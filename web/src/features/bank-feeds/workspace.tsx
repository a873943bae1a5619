/** A client's bank feeds in the staff workspace, with each feed's health. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { BankFeeds } from './bank-feeds-page.tsx'

export const sections: WorkspaceSection[] = [
  {
    segment: 'bank-feeds',
    label: 'Bank feeds',
    order: 40,
    element: ({ org }) => <BankFeeds orgId={org.id} showHealth />,
  },
]
