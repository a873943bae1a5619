/** The admin area: overview, users and staff lists (clients, their workspace and receipts: features/clients). */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { AdminOverviewPage } from './overview-page.tsx'
import { UsersPage } from './users-page.tsx'
import { StaffPage } from './staff-page.tsx'

export const routes: FeatureRoute[] = [
  { path: '/admin', element: <AdminOverviewPage />, area: 'admin', nav: { label: 'Overview', order: 0 } },
  { path: '/admin/users', element: <UsersPage variant="all" />, area: 'admin', nav: { label: 'Users', order: 30 } },
  {
    path: '/admin/admin-users',
    element: <UsersPage variant="admins" />,
    area: 'admin',
    nav: { label: 'Admin users', order: 35 },
  },
  {
    path: '/admin/bookkeepers',
    element: <StaffPage kind="bookkeepers" />,
    area: 'admin',
    nav: { label: 'Bookkeepers', order: 40 },
  },
  {
    path: '/admin/reviewers',
    element: <StaffPage kind="reviewers" />,
    area: 'admin',
    nav: { label: 'Reviewers', order: 45 },
  },
]
