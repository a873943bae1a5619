/** A client's provider settings as a tab of the client page in the staff workspace. */
import type { WorkspacePart } from '@/app/workspace.ts'
import { ProviderSettingsPanel } from './provider-settings-panel.tsx'

export const parts: WorkspacePart[] = [
  {
    slot: 'tab',
    key: 'provider-settings',
    label: 'Provider settings',
    order: 40,
    element: ({ org }) => <ProviderSettingsPanel orgId={org.id} />,
  },
]
