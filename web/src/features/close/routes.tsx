/**
 * The books tracker across clients: admins at /admin/tracker, bookkeepers at /bookkeeper/tracker behind the
 * bookkeeping-tracker flag (overview §2); the client's month-end notes (the notes shared with it) at
 * /accounting/month-end-notes. A client's variance analyses (/…/client/:orgId/variance) are a section
 * of the staff workspace (workspace.tsx).
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ClientNotesPage, SharedNotesNavBadge } from './client-notes-page.tsx'
import { BooksTrackerPage } from './tracker-page.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/month-end-notes',
    element: <ClientNotesPage />,
    area: 'client',
    nav: { label: 'Month-end notes', order: 25, badge: SharedNotesNavBadge },
  },
  {
    path: '/admin/tracker',
    element: <BooksTrackerPage area="admin" />,
    area: 'admin',
    nav: { label: 'Books tracker', order: 26 },
  },
  {
    path: '/bookkeeper/tracker',
    element: <BooksTrackerPage area="bookkeeper" />,
    area: 'bookkeeper',
    flag: 'bookkeeping-tracker',
    nav: { label: 'Books tracker', order: 26 },
  },
]
