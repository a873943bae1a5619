/** QuickBooks sync as a panel of the client page in the staff workspace, for a client whose QuickBooks is connected. */
import type { WorkspacePart } from '@/app/workspace.ts'
import { QuickbooksSyncStatus } from './sync-status.tsx'

export const parts: WorkspacePart[] = [
  {
    slot: 'panel',
    key: 'quickbooks-sync',
    order: 20,
    element: ({ org }) =>
      org.qboConnected && (
        <section className="mb-6 rounded-lg border border-slate-200 bg-white px-5 py-4" aria-label="QuickBooks sync">
          <h2 className="text-sm font-semibold text-slate-900">QuickBooks sync</h2>
          <QuickbooksSyncStatus orgId={org.id} canSync />
        </section>
      ),
  },
]
