/**
 * The staff's clients: every client for admins (with "Add client"), the assigned ones for bookkeepers (every client
 * with the "View organization list" permission; the API's RLS decides), and receipts. One client's page and tools are
 * the staff workspace (workspace.tsx, app/workspace-shell.tsx). Replaces the shell's starter /bookkeeper/clients.
 */
import type { FeatureRoute } from '@/app/feature-route.ts'
import { clientsListColumns } from '@/app/workspace-registry.ts'
import { Greeting, PageHeader } from '@/components/page.tsx'
import { useMe } from '@/lib/session.tsx'
import { ClientsTable } from './clients-table.tsx'
import { NewClientDialog } from './new-client-dialog.tsx'
import { ReceiptsPage } from './receipts-page.tsx'

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
        columns={clientsListColumns}
        emptyTitle="No clients yet"
        emptyDescription="Add a client organization to get started."
      />
    </>
  )
}

function BookkeeperClientsPage() {
  const me = useMe()
  return (
    <>
      <PageHeader
        title="Your clients"
        eyebrow={<Greeting name={me.profile.firstName || me.email || ''} />}
        description="Client organizations you keep the books of or review."
      />
      <ClientsTable
        basePath="/bookkeeper"
        columns={clientsListColumns}
        testId="organizations-table"
        emptyTitle="No clients assigned yet"
        emptyDescription="An admin assigns client organizations to bookkeepers and reviewers. They will appear here."
      />
    </>
  )
}

export const routes: FeatureRoute[] = [
  { path: '/admin/clients', element: <AdminClientsPage />, area: 'admin', nav: { label: 'Clients', order: 10 } },
  { path: '/admin/receipts', element: <ReceiptsPage />, area: 'admin', nav: { label: 'Receipts', order: 70 } },
  {
    path: '/bookkeeper/clients',
    element: <BookkeeperClientsPage />,
    area: 'bookkeeper',
    nav: { label: 'Clients', order: 0 },
  },
  {
    path: '/bookkeeper/receipts',
    element: <ReceiptsPage />,
    area: 'bookkeeper',
    nav: { label: 'Receipts', order: 40 },
  },
]
