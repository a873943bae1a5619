/**
 * Ask My Client screens: the client's questions, and the staff lists (assigned, all organizations); one client's list
 * is a page of the staff workspace (workspace.tsx).
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ClientAmcPage } from './client-page.tsx'
import { StaffAmcPage } from './staff-page.tsx'
import { AmcClientNavBadge, AmcStaffNavBadge } from './nav-badge.tsx'

export const routes: FeatureRoute[] = [
  {
    path: '/accounting/amc',
    element: <ClientAmcPage />,
    area: 'client',
    nav: { label: 'Questions', order: 20, badge: AmcClientNavBadge },
  },
  {
    path: '/bookkeeper/amc',
    element: <StaffAmcPage scope="assigned" />,
    area: 'bookkeeper',
    nav: { label: 'Questions', order: 20, badge: AmcStaffNavBadge },
  },
  {
    path: '/admin/amc',
    element: <StaffAmcPage scope="everywhere" />,
    area: 'admin',
    nav: { label: 'Questions', order: 20, badge: AmcStaffNavBadge },
  },
]
