/** The client page, the first page of a client's staff workspace (/…/client/:orgId). */
import type { WorkspaceSection } from '@/app/workspace.ts'
import { ClientDetail } from './client-detail.tsx'

export const sections: WorkspaceSection[] = [
  {
    segment: '',
    label: 'Client',
    order: 0,
    header: false,
    element: ({ nav, ...ctx }) => <ClientDetail {...ctx} nav={nav()} />,
  },
]
