/** A client's Stripe revenue in the staff workspace: the months with their entries, payouts against bank deposits, the mapping. */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { PageHeader } from '@/components/page.tsx'
import { MappingEditor } from './mapping-editor.tsx'
import { PayoutsPanel } from './payouts-panel.tsx'
import { PeriodsPanel } from './periods-panel.tsx'

export const sections: WorkspaceSection[] = [
  {
    segment: 'stripe',
    label: 'Stripe revenue',
    order: 32,
    element: ({ org }) => (
      <div className="space-y-6">
        <PageHeader
          title="Stripe revenue"
          description="Revenue, fees, refunds and payouts from Stripe, booked to the ledger each month by the revenue mapping."
        />
        <PeriodsPanel orgId={org.id} canPost />
        <PayoutsPanel orgId={org.id} canMatch />
        <MappingEditor orgId={org.id} canEdit />
      </div>
    ),
  },
]
