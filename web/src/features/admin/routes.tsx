/** The admin area: overview, clients, one client, users and staff lists, receipts. */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { ClientsTable } from '@/features/clients/clients-table.tsx'
import { ClientDetail } from '@/features/clients/client-detail.tsx'
import { clientWorkspaceRoutes } from '@/features/clients/client-workspace.tsx'
import { ReceiptsPage } from '@/features/clients/receipts-page.tsx'
import { PageHeader } from '@/components/page.tsx'
import { AdminOverviewPage } from './overview-page.tsx'
import { NewClientDialog } from './new-client-dialog.tsx'
import { UsersPage } from './users-page.tsx'
import { StaffPage } from './staff-page.tsx'

function AdminClientsPage() {
  return (
    <>
      <PageHeader
        title="Clients"
        description="Every client organization, its services, team, schedule and connections."
        actions={<NewClientDialog />}
      />
      <ClientsTable
        basePath="/admin"
        emptyTitle="No clients yet"
        emptyDescription="Add a client organization to get started."
      />
    </>
  )
}

export const routes: FeatureRoute[] = [
  { path: '/admin', element: <AdminOverviewPage />, area: 'admin', nav: { label: 'Overview', order: 0 } },
  { path: '/admin/clients', element: <AdminClientsPage />, area: 'admin', nav: { label: 'Clients', order: 10 } },
  { path: '/admin/client/:orgId', element: <ClientDetail area="admin" />, area: 'admin' },
  ...clientWorkspaceRoutes('admin'),
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
  { path: '/admin/receipts', element: <ReceiptsPage />, area: 'admin', nav: { label: 'Receipts', order: 70 } },
]
