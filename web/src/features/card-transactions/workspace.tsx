/** A client's card transactions (Ramp) in the staff workspace, missing receipts highlighted. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { PageHeader } from '@/components/page.tsx'
import { CardTransactionsPanel } from './card-transactions-panel.tsx'

export const sections: WorkspaceSection[] = [
  {
    segment: 'card-transactions',
    label: 'Card spend',
    order: 33,
    element: ({ org }) => (
      <div className="space-y-6">
        <PageHeader
          title="Card spend"
          description="The client's Ramp card payments: who paid, where, the receipt, the category and the status."
        />
        <CardTransactionsPanel orgId={org.id} audience="staff" />
      </div>
    ),
  },
]
