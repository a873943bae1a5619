/** The client's onboarding progress as a panel of the client page in the staff workspace. */
import type { WorkspacePart } from '@/app/workspace.ts'
import { OnboardingProgressPanel } from './progress-panel.tsx'

export const parts: WorkspacePart[] = [
  { slot: 'panel', key: 'onboarding', order: 10, element: ({ org }) => <OnboardingProgressPanel orgId={org.id} /> },
]
