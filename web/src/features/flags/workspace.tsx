/** A client's feature flags as a tab of the client page, for admins and owners only. */
import type { WorkspacePart } from '@/app/workspace.ts'
import { FlagsPanel } from './flags-panel.tsx'

export const parts: WorkspacePart[] = [
  {
    slot: 'tab',
    key: 'flags',
    label: 'Feature flags',
    order: 50,
    visible: (me) => me.profile.role === 'admin' || me.profile.role === 'owner',
    element: ({ org }) => <FlagsPanel orgId={org.id} />,
  },
]
